#include "rt.h"
typedef unsigned long long u64;
u64 big_frame(unsigned seed, int rounds);
int main(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 10; k++) h = rt_mix(h, RIG_CHECKED(big_frame)(777u * (unsigned)k + 1, 5 + k));
  rt_kv("big_frame", h);
  return 0;
}
