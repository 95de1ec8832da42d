typedef unsigned int u32;
enum { N = 48 };
/* c = a * b for N x N matrices of 32-bit integers (modulo 2^32), with 4x4
   register blocking: 16 accumulators, 4 values of each matrix, the row
   and column addresses and the counters live across the inner loop, more
   than the 27 allocatable integer registers (LLVM spills on rv64 and
   rv32). N is a constant, so the four rows are one pointer plus
   immediate offsets. A leaf: the floating-point registers stay free for
   softened spills. */
void matmul(const u32 *a, const u32 *b, u32 *c) {
  for (int i = 0; i < N; i += 4) {
    const u32 *ai = a + i * N;
    for (int j = 0; j < N; j += 4) {
      u32 c00 = 0, c01 = 0, c02 = 0, c03 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
      u32 c20 = 0, c21 = 0, c22 = 0, c23 = 0, c30 = 0, c31 = 0, c32 = 0, c33 = 0;
      const u32 *bk = b + j;
      for (int k = 0; k < N; k++, bk += N) {
        u32 x0 = ai[k], x1 = ai[N + k], x2 = ai[2 * N + k], x3 = ai[3 * N + k];
        u32 y0 = bk[0], y1 = bk[1], y2 = bk[2], y3 = bk[3];
        c00 += x0 * y0; c01 += x0 * y1; c02 += x0 * y2; c03 += x0 * y3;
        c10 += x1 * y0; c11 += x1 * y1; c12 += x1 * y2; c13 += x1 * y3;
        c20 += x2 * y0; c21 += x2 * y1; c22 += x2 * y2; c23 += x2 * y3;
        c30 += x3 * y0; c31 += x3 * y1; c32 += x3 * y2; c33 += x3 * y3;
      }
      u32 *r = c + i * N + j;
      r[0] = c00; r[1] = c01; r[2] = c02; r[3] = c03;
      r[N] = c10; r[N + 1] = c11; r[N + 2] = c12; r[N + 3] = c13;
      r[2 * N] = c20; r[2 * N + 1] = c21; r[2 * N + 2] = c22; r[2 * N + 3] = c23;
      r[3 * N] = c30; r[3 * N + 1] = c31; r[3 * N + 2] = c32; r[3 * N + 3] = c33;
    }
  }
}
