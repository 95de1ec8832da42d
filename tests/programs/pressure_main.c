#include "rt.h"
typedef unsigned long long u64;
u64 pressure(const unsigned *in, int n);
static unsigned in[1000];
int main(void) {
  rt_u32 s = 5;
  for (int i = 0; i < 1000; i++) { s = s * 1103515245u + 12345u; in[i] = s; }
  rt_u64 h = 0;
  for (int k = 0; k < 20; k++) h = rt_mix(h, RIG_CHECKED(pressure)(in, 900 + k));
  rt_kv("pressure", h);
  return 0;
}
