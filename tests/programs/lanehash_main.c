#include "rt.h"
typedef unsigned long long u64;
u64 lanehash(const rt_u32 *in, int n);
static rt_u32 in[1024];
int main(void) {
  rt_u32 s = 99;
  for (int i = 0; i < 1024; i++) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; in[i] = s; }
  rt_u64 h = 0;
  for (int k = 0; k < 30; k++) h = rt_mix(h, RIG_CHECKED(lanehash)(in, 990 + k));
  rt_kv("lanehash", h);
  return 0;
}
