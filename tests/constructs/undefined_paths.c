// Values undefined on some path to a use (LLVM allows them: the use is on a
// path where the value was defined, but liveness sees the other paths too).
#include <stdio.h>

__attribute__((noinline)) int f(int c, int d) {
  int x;
  if (c) x = d * 3;
  for (int i = 0; i < d; i++) {
    if (c) d += x & 1;
  }
  return c ? x : 7;
}

__attribute__((noinline)) long g(int n, const long *p) {
  long last;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    if (p[i] > 10) { last = p[i]; seen = 1; }
  }
  return seen ? last : -1;
}

int main(void) {
  long a[6] = {1, 20, 3, 40, 5, 6};
  printf("undefined_paths %d %d %ld %ld\n", f(1, 10), f(0, 3), g(6, a), g(2, a));
  return 0;
}
