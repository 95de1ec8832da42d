typedef unsigned long long u64;
typedef unsigned int u32;
/* ~32 values live across the loop body: more than the allocatable GPRs. */
u64 pressure(const u32 *in, int n) {
  u64 a[32];
  for (int k = 0; k < 32; k++) a[k] = 0;
  u64 x0 = 1, x1 = 2, x2 = 3, x3 = 4, x4 = 5, x5 = 6, x6 = 7, x7 = 8, x8 = 9, x9 = 10;
  u64 x10 = 11, x11 = 12, x12 = 13, x13 = 14, x14 = 15, x15 = 16, x16 = 17, x17 = 18;
  u64 x18 = 19, x19 = 20, x20 = 21, x21 = 22, x22 = 23, x23 = 24, x24 = 25, x25 = 26;
  u64 x26 = 27, x27 = 28, x28 = 29, x29 = 30, x30 = 31, x31 = 32;
  for (int i = 0; i < n; i++) {
    u64 v = in[i];
    x0 += v; x1 ^= x0; x2 += x1 >> 1; x3 ^= x2 + v; x4 += x3 * 3; x5 ^= x4; x6 += x5 << 2;
    x7 ^= x6 + x0; x8 += x7; x9 ^= x8 >> 3; x10 += x9 ^ v; x11 ^= x10; x12 += x11 * 5;
    x13 ^= x12 + x1; x14 += x13; x15 ^= x14 >> 5; x16 += x15 ^ x2; x17 ^= x16; x18 += x17;
    x19 ^= x18 + x3; x20 += x19 << 1; x21 ^= x20; x22 += x21 ^ x4; x23 ^= x22 >> 7;
    x24 += x23; x25 ^= x24 + x5; x26 += x25; x27 ^= x26 * 9; x28 += x27 ^ x6; x29 ^= x28;
    x30 += x29 >> 2; x31 ^= x30 + x7;
    x0 += x31 >> 11;
  }
  a[0] = x0 ^ x16; a[1] = x1 ^ x17; a[2] = x2 ^ x18; a[3] = x3 ^ x19; a[4] = x4 ^ x20;
  a[5] = x5 ^ x21; a[6] = x6 ^ x22; a[7] = x7 ^ x23; a[8] = x8 ^ x24; a[9] = x9 ^ x25;
  a[10] = x10 ^ x26; a[11] = x11 ^ x27; a[12] = x12 ^ x28; a[13] = x13 ^ x29;
  a[14] = x14 ^ x30; a[15] = x15 ^ x31;
  u64 h = 0;
  for (int k = 0; k < 16; k++) h = h * 31 + a[k];
  return h;
}
