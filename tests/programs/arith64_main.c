#include "rt.h"
typedef unsigned long long u64;
u64 arith64(u64 a, u64 b, int n);
int main(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 30; k++) h = rt_mix(h, RIG_CHECKED(arith64)(0x123456789abcdefull * (u64)(k + 1), 0xfedcba987654321ull ^ (u64)k, 500 + k));
  rt_kv("arith64", h);
  return 0;
}
