typedef unsigned long long u64;
typedef unsigned int u32;
static double newton_sqrt(double x) {
  double g = x > 1 ? x * 0.5 : 1.0;
  for (int i = 0; i < 20; i++) g = 0.5 * (g + x / g);
  return g;
}
static float polyf(float x) {
  return ((((0.5f * x - 1.25f) * x + 3.0f) * x - 0.75f) * x + 2.0f) * x + 0.125f;
}
u64 float_math(const float *xs, const double *ys, int n) {
  double acc = 0, acc2 = 1;
  float facc = 0, fmax = -1e30f;
  for (int i = 0; i < n; i++) {
    float p = polyf(xs[i]);
    facc += p * 0.001f;
    if (p > fmax) fmax = p;
    double y = ys[i];
    double r = newton_sqrt(y * y + 1.0);
    acc += r * (double)xs[i] - y / (r + 2.0);
    acc2 = acc2 * 0.999 + (double)p * 1e-6;
    if (acc > 1e6) acc -= 1e6;
  }
  int ia = (int)(acc * 1000.0);
  int ib = (int)(acc2 * 1e6);
  int ic = (int)(facc * 100.0f);
  int id = (int)fmax;
  u32 fb;
  __builtin_memcpy(&fb, &facc, 4);
  return ((u64)(u32)ia << 32 | (u32)ib) ^ ((u64)(u32)ic << 16) ^ (u64)(u32)id ^ fb;
}
