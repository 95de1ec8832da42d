typedef unsigned int u32;
typedef int i32;
static u32 popc(u32 x) { x = x - ((x >> 1) & 0x55555555u); x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u); return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24; }
u32 arith32(u32 a, i32 b, int n) {
  u32 h = 2166136261u;
  i32 sacc = 0;
  for (int i = 1; i <= n; i++) {
    u32 d = (u32)i * 2654435761u | 1;
    u32 q = a / d, r = a % d;
    i32 sq = b / (i32)(i | 3), sr = b % (i32)(i + 7);
    h = (h ^ q) * 16777619u;
    h ^= r + popc(a ^ (u32)b);
    sacc += sq - sr;
    a = a * 1664525u + 1013904223u + (h >> 5);
    b = (i32)((u32)b * 22695477u + 1u) >> 1;
    if (b < 0) b = -b - 1;
    h += (u32)((i32)h >> 3) ^ ((h << 7) | (h >> 25));
  }
  return h ^ (u32)sacc;
}
