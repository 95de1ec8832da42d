#include "rt.h"
void matmul(const rt_u32 *a, const rt_u32 *b, rt_u32 *c);
enum { N = 48 };
static rt_u32 a[N * N], b[N * N], c[N * N];
int main(void) {
  rt_u32 s = 12345;
  for (int i = 0; i < N * N; i++) { s = s * 1664525u + 1013904223u; a[i] = s >> 8; }
  for (int i = 0; i < N * N; i++) { s = s * 1664525u + 1013904223u; b[i] = s >> 8; }
  RIG_CHECKED(matmul)(a, b, c);
  rt_u64 h = 0;
  for (int i = 0; i < N * N; i++) h = rt_mix(h, c[i]);
  rt_kv("matmul", h);
  return 0;
}
