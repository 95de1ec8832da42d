typedef unsigned long long u64;
typedef unsigned int u32;
/* Values live across calls: the running state of calls() (eight words, a
   local array whose address escapes, the loop counters) must survive every
   call to step() and fold(), so it lives in callee-saved registers or on
   the stack. Not a leaf. */
__attribute__((noinline)) u64 step(u64 x, u64 y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }
__attribute__((noinline)) u64 fold(const u64 *v, int n) {
  u64 h = 0;
  for (int i = 0; i < n; i++) h = (h << 5) + h + v[i];
  return h;
}
u64 calls(const u32 *in, int n) {
  u64 buf[12];
  u64 s0 = 1, s1 = 2, s2 = 3, s3 = 4, s4 = 5, s5 = 6, s6 = 7, s7 = 8;
  for (int i = 0; i < n; i++) {
    u64 v = in[i];
    s0 = step(s0, v);
    s1 += step(s1, s0);
    s2 ^= step(s2 + v, s1);
    s3 += s2 >> 1;
    s4 ^= step(s4, s3 + i);
    s5 += s4 ^ v;
    s6 = step(s6, s5);
    s7 += s6 + s0;
    buf[i % 12] = s0 ^ s3 ^ s5 ^ s7;
    if (i % 12 == 11) s1 ^= fold(buf, 12);
  }
  return s0 ^ s1 ^ s2 ^ s3 ^ s4 ^ s5 ^ s6 ^ s7 ^ fold(buf, 12);
}
