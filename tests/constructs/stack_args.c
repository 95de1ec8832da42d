// Calls with stack-passed arguments (more than 8 integer and 8 FP
// arguments) and structs passed and returned by value.
#include <stdio.h>

struct big { long a[6]; double d; };
struct small { int x; float y; };

__attribute__((noinline)) long many(long a, long b, long c, long d, long e, long f, long g,
                                    long h, long i, long j, struct big s, double x1, double x2,
                                    double x3, double x4, double x5, double x6, double x7,
                                    double x8, double x9, double x10, struct small sm) {
  return a + b + c + d + e + f + g + h + i * j + s.a[0] + s.a[5] +
         (long)(s.d + x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 * x10) + sm.x + (long)sm.y;
}

__attribute__((noinline)) struct big mk(long v) {
  struct big b;
  for (int i = 0; i < 6; i++) b.a[i] = v + i;
  b.d = v * 0.5;
  return b;
}

__attribute__((noinline)) struct small mks(int v) {
  struct small s = {v, v * 1.5f};
  return s;
}

int main(void) {
  struct big s = mk(3);
  printf("stack_args %ld\n",
         many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, s, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, mks(4)));
  return 0;
}
