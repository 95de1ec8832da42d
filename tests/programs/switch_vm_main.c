#include "rt.h"
typedef unsigned long long u64;
u64 switch_vm(const unsigned char *code, int len, u64 seed, int rounds);
static unsigned char code[97];
int main(void) {
  rt_u32 s = 7;
  for (int i = 0; i < 97; i++) { s = s * 1103515245u + 12345u; code[i] = (unsigned char)(s >> 16); }
  rt_u64 h = 0;
  for (int k = 0; k < 40; k++) h = rt_mix(h, RIG_CHECKED(switch_vm)(code, 97 - k, (u64)k * 0x1234567ull, 30));
  rt_kv("switch_vm", h);
  return 0;
}
