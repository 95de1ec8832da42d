/* AArch64 frame shapes for backend/tests/frame_aarch64.rs: a frame beyond
   the 12-bit immediates (sp adjusted by two shifted SUBs, locals beyond
   the scaled offsets through a scratch register), an over-aligned local
   (realignment), a VLA (sp moves: locals from fp), both (base pointer),
   callee-saved GPRs and FPRs, calls. */
int printf(const char *, ...);

__attribute__((noinline)) long sink(long *p, long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += p[i] * (i + 1);
  return s;
}

__attribute__((noinline)) long big(long a) {
  long x[5000];
  for (long i = 0; i < 5000; i++) x[i] = a ^ i;
  char c[300];
  for (int i = 0; i < 300; i++) c[i] = (char)(a + i);
  return sink(x, 5000) + sink(x + 4990, 10) + c[299] + c[1];
}

__attribute__((noinline)) long aligned(long a) {
  _Alignas(128) long x[16];
  for (int i = 0; i < 16; i++) x[i] = a * i;
  return sink(x, 16) + ((long)x & 127);
}

__attribute__((noinline)) long vla(long n, long a) {
  long x[n];
  for (long i = 0; i < n; i++) x[i] = a + i;
  return sink(x, n);
}

__attribute__((noinline)) long both(long n, long a) {
  _Alignas(64) long y[4] = {a, a + 1, a + 2, a + 3};
  long x[n];
  for (long i = 0; i < n; i++) x[i] = y[i & 3] * i;
  return sink(x, n) + sink(y, 4) + ((long)y & 63);
}

__attribute__((noinline)) double fp(double a, long k) {
  double v[8];
  double s = 0;
  for (int i = 0; i < 8; i++) v[i] = a * i;
  for (int i = 0; i < 8; i++) s += v[i] * (double)sink(&k, 1);
  return s;
}

int main(void) {
  printf("%ld %ld %ld %ld %.1f\n", big(7), aligned(3), vla(37, 5), both(29, 2), fp(1.5, 3));
  return 0;
}
