defm X : NoSuchMulticlass;
