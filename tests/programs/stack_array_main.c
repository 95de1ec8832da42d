#include "rt.h"
typedef unsigned long long u64;
u64 stack_array(unsigned seed, int n);
int main(void) {
  rt_u64 h = 0;
  for (int k = 1; k < 60; k++) h = rt_mix(h, RIG_CHECKED(stack_array)(1234u * (unsigned)k, 40 + k));
  rt_kv("stack_array", h);
  return 0;
}
