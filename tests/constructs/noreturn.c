// Blocks that end in a call to a noreturn function: LLVM prints them with an
// explicit, empty `successors:` list (no fallthrough into the next block).
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void fail(const char *why) {
  fprintf(stderr, "fail: %s\n", why);
  exit(3);
}

// The default case aborts; the value is defined only on the other paths.
__attribute__((noinline)) long pick(int k, long y) {
  long v;
  switch (k) {
  case 0: v = y * 3; break;
  case 1: v = y + 9; break;
  case 2: v = y ^ 77; break;
  case 3: v = y - 1; break;
  default: abort();
  }
  return v * v;
}

__attribute__((noinline)) long checked(long x, long lim) {
  if (x < 0) fail("negative");
  long r = x * 2 + 1;
  if (r > lim) fail("too big");
  return r;
}

int main(int argc, char **argv) {
  (void)argv;
  long s = 0;
  for (int i = 0; i < 4; i++) s += pick(i, argc + i);
  for (int i = 0; i < 50; i++) s += checked(i, 1000);
  printf("noreturn %ld\n", s);
  if (argc > 100) fail("argc");
  return 0;
}
