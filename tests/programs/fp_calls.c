typedef unsigned long long u64;
typedef unsigned int u32;
double ext_f(double x, float y);
float ext_g(float a, double b, int c);
/* float and double values live across calls: callee-saved FPRs or spills. */
u64 fp_calls(const double *d, const float *f, int n) {
  double a = 1.5, b = -2.25, c = 0.125, e = 3.0;
  float p = 0.5f, q = 1.25f, r = -0.75f;
  for (int i = 0; i < n; i++) {
    double t = ext_f(d[i] + a, f[i] * p);
    float u = ext_g(q + f[i], t * b, i);
    a = a * 0.5 + t * 0.25;
    b = b + (double)u * 0.001;
    c = c * 0.999 + a * b;
    e = e + c - t;
    p = p * 0.9f + u * 0.01f;
    q = q + r * 0.001f;
    r = r - p * 0.0001f;
    if (e > 1e9) e = 0;
  }
  return (u64)(u32)(int)(a * 1e6) ^ ((u64)(u32)(int)(b * 1e6) << 8) ^
         ((u64)(u32)(int)(c * 1e3) << 16) ^ (u64)(u32)(int)(e * 10.0) ^
         (u64)(u32)(int)(p * 1e4f) ^ ((u64)(u32)(int)(q * 1e4f) << 24) ^ (u64)(u32)(int)(r * 1e5f);
}
