typedef unsigned long long u64;
typedef unsigned int u32;
__attribute__((noinline)) static void fill(u32 *p, int n, u32 s) {
  for (int i = 0; i < n; i++) { s = s * 1103515245u + 12345u; p[i] = s >> 3; }
}
/* 3 KiB + 1 KiB of arrays, plus enough pressure for spill slots beyond
   the 12-bit immediate range of sp-relative loads and stores. */
u64 big_frame(u32 seed, int rounds) {
  u32 big[768];
  u64 small[128];
  fill(big, 768, seed);
  for (int i = 0; i < 128; i++) small[i] = (u64)big[i * 6] * (u64)(i + 1);
  u64 v0 = seed, v1 = seed * 3u, v2 = seed ^ 0x55u, v3 = seed + 7, v4 = 1, v5 = 2, v6 = 3, v7 = 4;
  u64 v8 = 5, v9 = 6, v10 = 7, v11 = 8, v12 = 9, v13 = 10, v14 = 11, v15 = 12;
  u64 w0 = 13, w1 = 14, w2 = 15, w3 = 16, w4 = 17, w5 = 18, w6 = 19, w7 = 20;
  u64 w8 = 21, w9 = 22, w10 = 23, w11 = 24;
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < 768; i += 8) {
      v0 += big[i]; v1 ^= v0 + big[i + 1]; v2 += v1 * 3; v3 ^= v2 >> 2;
      v4 += big[i + 2] ^ v3; v5 += v4 << 1; v6 ^= v5 + big[i + 3]; v7 += v6;
      v8 ^= v7 * 5; v9 += v8 ^ big[i + 4]; v10 += v9 >> 3; v11 ^= v10 + big[i + 5];
      v12 += v11; v13 ^= v12 << 2; v14 += v13 ^ big[i + 6]; v15 ^= v14 + big[i + 7];
      w0 += v15 ^ small[(i >> 3) & 127]; w1 ^= w0 + v0; w2 += w1 ^ v1; w3 ^= w2 + v2;
      w4 += w3 ^ v3; w5 ^= w4 + v4; w6 += w5 ^ v5; w7 ^= w6 + v6; w8 += w7 ^ v7;
      w9 ^= w8 + v8; w10 += w9 ^ v9; w11 ^= w10 + v10;
      small[(i >> 3) & 127] = w11 ^ v11;
    }
    big[r % 768] ^= (u32)w5;
  }
  return v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ v5 ^ v6 ^ v7 ^ v8 ^ v9 ^ v10 ^ v11 ^ v12 ^ v13 ^ v14 ^ v15 ^
         w0 ^ w1 ^ w2 ^ w3 ^ w4 ^ w5 ^ w6 ^ w7 ^ w8 ^ w9 ^ w10 ^ w11 ^ small[5] ^ big[700];
}
