typedef unsigned long long u64;
typedef long long i64;
static u64 rotl(u64 x, int k) { return (x << k) | (x >> (64 - k)); }
u64 arith64(u64 a, u64 b, int n) {
  u64 s0 = a, s1 = b, h = 0;
  i64 m = 0;
  for (int i = 0; i < n; i++) {
    u64 r = rotl(s0 * 5, 7) * 9;
    u64 t = s1 << 17;
    s1 ^= s0; s0 = rotl(s0, 24) ^ s1 ^ t; s1 = rotl(s1, 37);
    h += r;
    h ^= (r >> (i & 63)) | (r << ((i * 7) & 31));
    i64 sr = (i64)r >> (i & 31);
    if (sr < m) m = sr;
    if ((i64)h > (i64)r) h -= s1; else h += s0 >> 3;
    h += (u64)((u64)(unsigned)(r) * (u64)(unsigned)(r >> 32));
  }
  return h ^ (u64)m;
}
