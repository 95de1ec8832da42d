// setjmp/longjmp: values live across setjmp under register pressure (spill
// slots must not be shared: longjmp returns to setjmp with the registers of
// then and the memory of now).
#include <setjmp.h>
#include <stdio.h>

static jmp_buf jb;
static volatile int depth_limit = 3;

__attribute__((noinline)) void thrower(int x) {
  if (x > depth_limit) longjmp(jb, x);
}

__attribute__((noinline)) long pressure(long a, long b, long c, long d, long e, long f) {
  long v0 = a * 3, v1 = b * 5, v2 = c * 7, v3 = d * 11, v4 = e * 13, v5 = f * 17;
  long v6 = a ^ b, v7 = c ^ d, v8 = e ^ f, v9 = a + f, v10 = b + e, v11 = c + d;
  long v12 = a - f, v13 = b - e, v14 = c - d, v15 = a * f, v16 = b * e, v17 = c * d;
  int r = setjmp(jb);
  if (r == 0) {
    for (int i = 0; i < 10; i++) {
      long t0 = v0 + i, t1 = v1 - i, t2 = v2 * i, t3 = v3 ^ i;
      thrower(i + (int)((t0 + t1 + t2 + t3) & 0));
    }
    return -1;
  }
  return r + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 +
         v15 + v16 + v17;
}

__attribute__((noinline)) int simple(int n) {
  volatile int acc = 0;
  int r = setjmp(jb);
  if (r) return acc + r * 100;
  for (int i = 0; i < n; i++) {
    acc += i;
    thrower(i);
  }
  return acc;
}

int main(void) {
  printf("setjmp_longjmp %d %d %ld\n", simple(3), simple(10), pressure(1, 2, 3, 4, 5, 6));
  return 0;
}
