typedef unsigned long long u64;
typedef unsigned int u32;
struct small { u32 a; u32 b; };
struct big { u64 x[6]; double d; };
__attribute__((noinline)) static struct small mk(u32 s) { struct small r = { s * 3u, s ^ 0xabcdu }; return r; }
__attribute__((noinline)) static struct big step(struct big b, struct small s) {
  for (int i = 0; i < 6; i++) b.x[i] = b.x[i] * 0x100000001b3ull + s.a + (u64)i * s.b;
  b.d = b.d * 0.5 + (double)s.a;
  return b;
}
u64 structs(u32 seed, int n) {
  struct big b;
  for (int i = 0; i < 6; i++) b.x[i] = (u64)seed << i;
  b.d = 1.0;
  struct big saved = b;
  for (int i = 0; i < n; i++) {
    struct small s = mk(seed + (u32)i);
    b = step(b, s);
    if ((i & 7) == 3) { struct big t = saved; saved = b; b.x[0] ^= t.x[5]; }
  }
  u64 h = 0;
  for (int i = 0; i < 6; i++) h ^= b.x[i] + saved.x[i];
  return h ^ (u64)(u32)(int)(b.d);
}
