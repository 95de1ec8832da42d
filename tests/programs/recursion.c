typedef unsigned long long u64;
typedef unsigned int u32;
static u64 mixr(u64 a, u64 b) { return (a ^ (b << 5)) * 0x100000001b3ull + (b >> 3); }
__attribute__((noinline)) u64 tree(int depth, u64 a, u64 b, u64 c) {
  if (depth <= 0) return mixr(a, b) ^ c;
  u64 l = tree(depth - 1, a + 1, b ^ c, c * 3);
  u64 m = tree(depth - 2, l, a, b + c);
  u64 r = tree(depth - 1, b, m ^ a, l + c);
  return mixr(mixr(l, m), r) + a * b - c;
}
__attribute__((noinline)) int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
__attribute__((noinline)) u32 gcd(u32 a, u32 b) { return b ? gcd(b, a % b) : a; }
u64 recursion(int depth, u64 seed) {
  u64 h = tree(depth, seed, seed >> 3, seed * 7);
  h = mixr(h, (u64)ack(2, depth + 3));
  for (u32 i = 1; i < 50; i++) h = mixr(h, gcd((u32)h | 1, i * 7919u));
  return h;
}
