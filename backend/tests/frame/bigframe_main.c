// Driver for bigframe.c (backend/tests/frame.rs): prints bigframe=0x<checksum>.
#include "rt.h"
typedef unsigned long long u64;
u64 bigframe(const u64 *in, int n, u64 k0, u64 k1, u64 k2, u64 k3, u64 k4,
             u64 k5, u64 s0, u64 s1);
__attribute__((noinline)) u64 ext_fold(u64 *a, int n) {
  u64 h = 1469598103934665603ull;
  for (int i = 0; i < n; i++) { h = (h ^ a[i]) * 0x100000001b3ull; a[i] += h >> 11; }
  return h;
}
static u64 in[16];
int main(void) {
  u64 s = 88172645463325252ull;
  for (int i = 0; i < 16; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; in[i] = s; }
  rt_u64 h = 0;
  for (int r = 0; r < 20; r++) {
    in[r % 16] ^= (u64)r;
    h = rt_mix(h, RIG_CHECKED(bigframe)(in, 50 + r, 1, 2, 3, 4, 5, 6, (u64)r, 77));
  }
  rt_kv("bigframe", h);
  return 0;
}
