// Variable-length arrays and alloca: sp moves in the body, locals are
// addressed from the frame pointer, sp is restored from it, and calls push
// their own argument areas.
#include <alloca.h>
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) long sum(const long *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

__attribute__((noinline)) long many(long a, long b, long c, long d, long e, long f, long g,
                                    long h, long i, long j) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}

__attribute__((noinline)) long vla(int n) {
  long a[n];
  for (int i = 0; i < n; i++) a[i] = (long)i * i;
  long t = sum(a, n);
  // A call with stack-passed arguments after sp moved.
  t += many(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[n - 1]);
  return t + sum(a, n / 2);
}

__attribute__((noinline)) long with_alloca(int n) {
  char *buf = alloca(n);
  memset(buf, 3, n);
  long s = 0;
  for (int k = 1; k < 4; k++) {
    long *more = alloca(k * sizeof(long) * 8);
    for (int i = 0; i < 8 * k; i++) more[i] = buf[i % n] + i + k;
    s += sum(more, 8 * k);
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  printf("vla_alloca %ld %ld\n", vla(argc + 12), with_alloca(argc + 30));
  return 0;
}
