#include "rt.h"
typedef unsigned long long u64;
u64 many_args(const u64 *v, int n);
static u64 v[64];
int main(void) {
  u64 s = 88172645463325252ull;
  for (int i = 0; i < 64; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; v[i] = s; }
  rt_u64 h = 0;
  for (int r = 0; r < 20; r++) { v[r] ^= (u64)r; h = rt_mix(h, RIG_CHECKED(many_args)(v, 40 + r)); }
  rt_kv("many_args", h);
  return 0;
}
