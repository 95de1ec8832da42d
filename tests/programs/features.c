typedef unsigned long long u64;
/* Many MIR shapes in one file: calls (to an external function, with
   outgoing stack arguments), a local array whose address escapes, an
   incoming stack argument (stackargs: its 10th argument), inline assembly
   with a tied operand, and floating point (a fused multiply-add).
   features() is the entry; ext() is the driver's. */
u64 ext(u64 a, u64 b, u64 c, u64 d, u64 e, u64 f, u64 g, u64 h, u64 i, u64 j);
__attribute__((noinline)) u64 stackargs(u64 a, u64 b, u64 c, u64 d, u64 e, u64 f, u64 g,
                                        u64 h, u64 i, u64 j) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
__attribute__((noinline)) u64 tied(u64 x) {
#if defined(__aarch64__)
  __asm__("add %0, %0, #1" : "+r"(x));
#else
  __asm__("addi %0, %0, 1" : "+r"(x));
#endif
  return x;
}
__attribute__((noinline)) double fma_sum(const double *x, const double *y, int n) {
  double s = 0.5;
  for (int i = 0; i < n; i++) s = x[i] * y[i] + s; /* contracted: fmadd.d */
  return s;
}
__attribute__((noinline)) u64 mix_array(u64 *a, int n) {
  u64 h = 0;
  for (int i = 0; i < n; i++) h = h * 31 + a[i];
  return h;
}
u64 features(u64 seed) {
  u64 arr[16];
  double x[8], y[8];
  for (int i = 0; i < 16; i++) arr[i] = seed * (u64)(i + 1) + (u64)i;
  for (int i = 0; i < 8; i++) { x[i] = (double)(i + 1) * 0.5; y[i] = (double)(int)(seed & 255) + i; }
  u64 r = ext(seed, 1, 2, 3, 4, 5, 6, 7, 8, arr[3]);
  r ^= stackargs(r, seed, 3, 4, 5, 6, 7, 8, 9, arr[5]);
  r += tied(r);
  r ^= mix_array(arr, 16);
  r += (u64)(int)fma_sum(x, y, 8);
  return r;
}
