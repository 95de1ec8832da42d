class C {
  int size = 4;
}
def X : C {
  let size = [1, 2];
}
