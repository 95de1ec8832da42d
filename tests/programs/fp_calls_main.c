#include "rt.h"
typedef unsigned long long u64;
u64 fp_calls(const double *d, const float *f, int n);
__attribute__((noinline)) double ext_f(double x, float y) { return x * 0.5 - (double)y * 0.25 + 1.0; }
__attribute__((noinline)) float ext_g(float a, double b, int c) { return a * 0.75f + (float)(b * 0.125) - (float)(c & 7); }
static double d[300];
static float f[300];
int main(void) {
  rt_u32 s = 11;
  for (int i = 0; i < 300; i++) {
    s = s * 1103515245u + 12345u; d[i] = (double)((int)(s >> 10) - 2097152) / 65536.0;
    s = s * 1103515245u + 12345u; f[i] = (float)((int)(s >> 20) - 2048) / 256.0f;
  }
  rt_u64 h = 0;
  for (int k = 0; k < 10; k++) h = rt_mix(h, RIG_CHECKED(fp_calls)(d, f, 200 + 10 * k));
  rt_kv("fp_calls", h);
  return 0;
}
