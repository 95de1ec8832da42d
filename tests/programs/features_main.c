#include "rt.h"
typedef unsigned long long u64;
u64 features(u64 seed);
u64 ext(u64 a, u64 b, u64 c, u64 d, u64 e, u64 f, u64 g, u64 h, u64 i, u64 j) {
  return a ^ (b + c * d) ^ (e << 3) ^ (f * g) ^ (h + i) ^ (j << 1);
}
int main(void) {
  rt_u64 h = 0;
  for (rt_u64 s = 1; s < 200; s += 3) h = rt_mix(h, RIG_CHECKED(features)(s));
  rt_kv("features", h);
  return 0;
}
