/* matmul.c: the example's kernel. Each 4x4 block of c is accumulated in
   16 variables while the k loop runs, with 4 values of a, 4 of b and the
   row pointers beside them: more integer values live at once than a
   RISC-V core has integer registers (27 allocatable), and on rv32 every
   64-bit value needs two. The floating-point registers stay idle, which
   is what Spillway's soften pass uses for the spills. */
#include "matmul.h"

void matmul(int n, const uint64_t *a, const uint64_t *b, uint64_t *c) {
  for (int i = 0; i < n; i += 4) {
    const uint64_t *a0 = a + (long)i * n, *a1 = a0 + n, *a2 = a1 + n, *a3 = a2 + n;
    for (int j = 0; j < n; j += 4) {
      uint64_t c00 = 0, c01 = 0, c02 = 0, c03 = 0;
      uint64_t c10 = 0, c11 = 0, c12 = 0, c13 = 0;
      uint64_t c20 = 0, c21 = 0, c22 = 0, c23 = 0;
      uint64_t c30 = 0, c31 = 0, c32 = 0, c33 = 0;
      const uint64_t *bk = b + j;
      for (int k = 0; k < n; k++, bk += n) {
        uint64_t x0 = a0[k], x1 = a1[k], x2 = a2[k], x3 = a3[k];
        uint64_t y0 = bk[0], y1 = bk[1], y2 = bk[2], y3 = bk[3];
        c00 += x0 * y0; c01 += x0 * y1; c02 += x0 * y2; c03 += x0 * y3;
        c10 += x1 * y0; c11 += x1 * y1; c12 += x1 * y2; c13 += x1 * y3;
        c20 += x2 * y0; c21 += x2 * y1; c22 += x2 * y2; c23 += x2 * y3;
        c30 += x3 * y0; c31 += x3 * y1; c32 += x3 * y2; c33 += x3 * y3;
      }
      uint64_t *r0 = c + (long)i * n + j, *r1 = r0 + n, *r2 = r1 + n, *r3 = r2 + n;
      r0[0] = c00; r0[1] = c01; r0[2] = c02; r0[3] = c03;
      r1[0] = c10; r1[1] = c11; r1[2] = c12; r1[3] = c13;
      r2[0] = c20; r2[1] = c21; r2[2] = c22; r2[3] = c23;
      r3[0] = c30; r3[1] = c31; r3[2] = c32; r3[3] = c33;
    }
  }
}
