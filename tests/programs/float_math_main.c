#include "rt.h"
typedef unsigned long long u64;
u64 float_math(const float *xs, const double *ys, int n);
static float xs[200];
static double ys[200];
int main(void) {
  rt_u32 s = 3;
  for (int i = 0; i < 200; i++) {
    s = s * 1103515245u + 12345u; xs[i] = (float)((int)(s >> 16) - 32768) / 8192.0f;
    s = s * 1103515245u + 12345u; ys[i] = (double)((int)(s >> 12) - 524288) / 1024.0;
  }
  rt_u64 h = 0;
  for (int k = 0; k < 20; k++) h = rt_mix(h, RIG_CHECKED(float_math)(xs, ys, 100 + 5 * k));
  rt_kv("float_math", h);
  return 0;
}
