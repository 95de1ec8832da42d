// A kernel with a large frame for the frame-lowering tests
// (backend/tests/frame.rs): a 5 KB local array, values live across a call
// (callee-saved registers and spill slots) and two stack-passed arguments,
// so that sp adjustments, callee-saved save offsets and the incoming
// arguments' offsets all exceed a 12-bit immediate.
typedef unsigned long long u64;

u64 ext_fold(u64 *a, int n);

u64 bigframe(const u64 *in, int n, u64 k0, u64 k1, u64 k2, u64 k3, u64 k4,
             u64 k5, u64 s0, u64 s1) {
  u64 buf[640];
  u64 a0 = in[0] ^ k0, a1 = in[1] ^ k1, a2 = in[2] ^ k2, a3 = in[3] ^ k3;
  u64 a4 = in[4] ^ k4, a5 = in[5] ^ k5, a6 = in[6] ^ s0, a7 = in[7] ^ s1;
  u64 a8 = in[8] * 3, a9 = in[9] * 5, a10 = in[10] * 7, a11 = in[11] * 9;
  u64 a12 = in[12] + s0, a13 = in[13] + s1, a14 = in[14] - k0, a15 = in[15] - k1;
  u64 a16 = a0 * a1, a17 = a2 * a3, a18 = a4 * a5, a19 = a6 * a7;
  for (int i = 0; i < 640; i++)
    buf[i] = in[i & 15] * (u64)(i + 1) + s1;
  u64 s = ext_fold(buf, 640);
  for (int r = 0; r < n; r++) {
    u64 x = buf[(r * 7) % 640];
    a0 += x ^ a1; a1 += a2 * 3; a2 ^= a3 + x; a3 += a4 >> 3;
    a4 ^= a5 * 5; a5 += a6 ^ x; a6 += a7 << 1; a7 ^= a8 + 1;
    a8 += a9 ^ x; a9 += a10 * 7; a10 ^= a11 + x; a11 += a12 >> 5;
    a12 ^= a13 * 9; a13 += a14 ^ x; a14 += a15 << 2; a15 ^= a16 + 3;
    a16 += a17 ^ x; a17 += a18 * 11; a18 ^= a19 + x; a19 += a0 >> 7;
    buf[(r * 13) % 640] = a0 ^ a19;
    s += ext_fold(buf + (r % 600), 8);
  }
  return s ^ a0 ^ a1 ^ a2 ^ a3 ^ a4 ^ a5 ^ a6 ^ a7 ^ a8 ^ a9 ^ a10 ^ a11 ^
         a12 ^ a13 ^ a14 ^ a15 ^ a16 ^ a17 ^ a18 ^ a19 ^ buf[n % 640];
}
