def X {
  int a = 1;
