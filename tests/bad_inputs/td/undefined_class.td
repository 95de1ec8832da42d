def X : NoSuchClass<1>;
