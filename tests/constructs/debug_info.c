// spillway-test-flags: -g
// Debug information (-g): DBG_VALUEs, debug locations, and a stack slot
// that LLVM's stack coloring gives to two variables of disjoint scopes
// (llc 14 prints its debug-info fields run together: '!710!716', which it
// cannot read back; Spillway prints the first), and a DBG_VALUE whose
// location is a stack object's address (an inlined parameter `&budget`:
// `DBG_VALUE %stack.0, $noreg`, rewritten by frame lowering as LLVM's PEI
// does).
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) void use(char *p, int n) {
  for (int i = 0; i < 24; i++) p[i] = (char)(i * n);
}

__attribute__((noinline)) int two_buffers(int n) {
  int s = 0;
  {
    char a[24];
    use(a, n);
    for (int i = 0; i < 24; i++) s += a[i];
  }
  {
    char b[24];
    use(b, n + 1);
    for (int i = 0; i < 24; i++) s ^= b[i] * i;
  }
  return s;
}

__attribute__((noinline)) void work(int *budget) { *budget = *budget * 3 - 1; }

static void inner(int *budget) {
  work(budget);
  work(budget);
}

__attribute__((noinline)) int outer(int start) {
  int budget = start;
  inner(&budget);
  return budget;
}

int main(int argc, char **argv) {
  (void)argv;
  printf("debug_info %d %d\n", two_buffers(argc + 2), outer(argc + 9));
  return 0;
}
