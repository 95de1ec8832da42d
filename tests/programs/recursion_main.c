#include "rt.h"
typedef unsigned long long u64;
u64 recursion(int depth, u64 seed);
int main(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 12; k++) h = rt_mix(h, RIG_CHECKED(recursion)(k, 0x9e3779b97f4a7c15ull + (u64)k));
  rt_kv("recursion", h);
  return 0;
}
