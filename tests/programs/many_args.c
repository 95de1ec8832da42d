typedef unsigned long long u64;
typedef unsigned int u32;
typedef long long i64;
/* 14 integer + 10 double arguments: the last ones are passed on the stack. */
__attribute__((noinline)) u64 many(u64 a0, u64 a1, int a2, u64 a3, int a4, u64 a5, u64 a6, int a7,
                                   u64 a8, int a9, u64 a10, u64 a11, int a12, u64 a13,
                                   double d0, double d1, double d2, double d3, double d4,
                                   double d5, double d6, double d7, double d8, double d9) {
  double s = d0 + d1 * 2 + d2 * 3 + d3 * 4 + d4 * 5 + d5 * 6 + d6 * 7 + d7 * 8 + d8 * 9 + d9 * 10;
  u64 t = a0 + a1 * 3 + (u64)a2 * 5 + a3 * 7 + (u64)a4 * 11 + a5 * 13 + a6 * 17 + (u64)a7 * 19 +
          a8 * 23 + (u64)a9 * 29 + a10 * 31 + a11 * 37 + (u64)a12 * 41 + a13 * 43;
  return t ^ (u64)(u32)(int)(s * 1000.0);
}
__attribute__((noinline)) int many_i(int a, int b, int c, int d, int e, int f, int g, int h,
                                     int i, int j, int k, int l) {
  return a - b + c * d - e + f * g - h + i * j - k + l;
}
u64 many_args(const u64 *v, int n) {
  u64 h = 0;
  for (int i = 0; i + 14 <= n; i++) {
    double x = (double)(int)(v[i] & 0xffff) * 0.25;
    h += many(v[i], v[i + 1], (int)v[i + 2], v[i + 3], (int)v[i + 4], v[i + 5], v[i + 6],
              (int)v[i + 7], v[i + 8], (int)v[i + 9], v[i + 10], v[i + 11], (int)v[i + 12],
              v[i + 13], x, x + 1, x * 2, x - 3, x * x, 0.5, -x, x / 3, 7.25, x + 0.125);
    h ^= (u64)(unsigned)many_i((int)h, i, 3, (int)(h >> 7), 5, 6, (int)v[i], 8, 9, 10, (int)(h >> 20), 12);
  }
  return h;
}
