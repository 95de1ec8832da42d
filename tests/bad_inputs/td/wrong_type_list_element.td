def A {
  list<int> l = [1, 2, "three"];
}
