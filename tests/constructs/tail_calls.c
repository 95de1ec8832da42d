// Tail calls, __builtin_return_address and __builtin_frame_address.
#include <stdio.h>

__attribute__((noinline)) long g(long a, long b) { return a * b + 1; }
__attribute__((noinline)) long f(long a, long b) { return g(b + 1, a - 1); }
__attribute__((noinline)) long h(long a, long b, long c) { return c > 0 ? f(a + c, b) : g(a, b); }
__attribute__((noinline)) void *ra(void) { return __builtin_return_address(0); }
__attribute__((noinline)) void *fa(void) { return __builtin_frame_address(0); }
__attribute__((noinline)) int fa_depth(void) {
  char local;
  char *frame = fa();
  return frame != 0 && frame < &local + 4096;
}

int main(void) {
  printf("tail_calls %ld %ld %d %d\n", f(3, 4), h(1, 2, 3), ra() != 0, fa_depth());
  return 0;
}
