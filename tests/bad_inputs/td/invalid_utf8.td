def A {
  int x = 1;
}
def Bÿş {
}
