#include "rt.h"
typedef unsigned int u32;
u32 arith32(u32 a, int b, int n);
int main(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 30; k++) h = rt_mix(h, RIG_CHECKED(arith32)(0x12345678u * (u32)(k + 1), -1234567 * k + 99, 300 + k));
  rt_kv("arith32", h);
  return 0;
}
