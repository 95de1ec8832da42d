// expect: !cond has no true condition
// llvm-tblgen: 3:1: A does not have any true condition in:!cond(0: 1, 0: 2)
def A {
  int x = !cond(0 : 1, 0 : 2);
}
