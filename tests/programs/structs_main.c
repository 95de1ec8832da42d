#include "rt.h"
typedef unsigned long long u64;
u64 structs(unsigned seed, int n);
int main(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 40; k++) h = rt_mix(h, RIG_CHECKED(structs)(99u + (unsigned)k, 50 + k));
  rt_kv("structs", h);
  return 0;
}
