#include "rt.h"
typedef unsigned long long u64;
u64 calls(const rt_u32 *in, int n);
static rt_u32 in[600];
int main(void) {
  rt_u32 s = 7;
  for (int i = 0; i < 600; i++) { s = s * 1103515245u + 12345u; in[i] = s; }
  for (int i = 0; i < 600; i++) in[i] ^= (rt_u32)i;
  rt_u64 h = 0;
  for (int k = 0; k < 10; k++) h = rt_mix(h, RIG_CHECKED(calls)(in, 500 + k * 7));
  rt_kv("calls", h);
  return 0;
}
