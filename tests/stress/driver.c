/* Driver for tests/stress.sh: calls the llvm-stress function (renamed
 * stress_fn by the script) with fixed inputs and prints a checksum of every
 * byte it can write. Compiled by clang normally; only stress_fn goes through
 * the allocator under test.
 *
 * llvm-stress's signature: void (i8*, i32*, i64*, i32, i64, i8). Its loads and
 * stores go through those pointers (no offsets) or its own allocas, so each
 * pointer gets a 256-byte buffer filled with a fixed pattern, pointing into
 * its middle (slack for any access width). The call goes through RIG_CHECKED,
 * which exits 99 when a callee-saved register or sp is not preserved. Two
 * calls with different scalars; the second sees the first's stores.
 *
 * The script makes every block of stress_fn (but the entry) decrement
 * stress_budget and return once it is negative, so every call ends; the
 * budget left is printed too. fmod/fmodf are here for `frem` (the rig has
 * no libm): any deterministic function will do, both builds link this one.
 * Likewise, on rv32, the 64-bit division and conversion helpers LLVM calls
 * (libgcc's names): written with 32-bit and double operations only, so that
 * clang does not call them recursively. */
#include "rt.h"

void stress_fn(signed char *p8, int *p32, long long *p64, int a, long long b, signed char c);

typedef union {
  unsigned char b[256];
  rt_u64 align;
} buffer;

static buffer buf[3];

int stress_budget;

double fmod(double x, double y) { return x * 0.5 - y * 0.25; }
float fmodf(float x, float y) { return x * 0.5f - y * 0.25f; }

static void fill(rt_u32 s) {
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 256; i++) {
      s = s * 1103515245u + 12345u;
      buf[k].b[i] = (unsigned char)(s >> 16);
    }
}

static rt_u64 checksum(void) {
  rt_u64 h = 0;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < 256; i += 8) {
      rt_u64 w = 0;
      for (int j = 0; j < 8; j++) w |= (rt_u64)buf[k].b[i + j] << (8 * j);
      h = rt_mix(h, w);
    }
  return h;
}

#if __riscv_xlen == 32
typedef long long i64;
typedef unsigned long long u64;

/* Shift-subtract division; RISC-V's results for a zero divisor. */
static u64 udivmod(u64 n, u64 d, u64 *rem) {
  if (d == 0) {
    *rem = n;
    return ~(u64)0;
  }
  u64 q = 0, r = 0;
  for (int i = 63; i >= 0; i--) {
    r = (r << 1) | ((n >> i) & 1);
    if (r >= d) {
      r -= d;
      q |= (u64)1 << i;
    }
  }
  *rem = r;
  return q;
}
static u64 neg_if(u64 v, int neg) { return neg ? ~v + 1 : v; }
u64 __udivdi3(u64 a, u64 b) {
  u64 r;
  return udivmod(a, b, &r);
}
u64 __umoddi3(u64 a, u64 b) {
  u64 r;
  udivmod(a, b, &r);
  return r;
}
i64 __divdi3(i64 a, i64 b) {
  u64 r, q = udivmod(neg_if((u64)a, a < 0), neg_if((u64)b, b < 0), &r);
  return (i64)neg_if(q, (a < 0) != (b < 0));
}
i64 __moddi3(i64 a, i64 b) {
  u64 r;
  udivmod(neg_if((u64)a, a < 0), neg_if((u64)b, b < 0), &r);
  return (i64)neg_if(r, a < 0);
}
static const double two32 = 4294967296.0;
static u64 from_parts(double hi, double lo) {
  return ((u64)(unsigned)hi << 32) | (unsigned)lo;
}
u64 __fixunsdfdi(double x) {
  if (!(x > 0)) return 0;
  if (x >= two32 * two32) return ~(u64)0;
  double hi = (double)(unsigned)(x / two32);
  return from_parts(hi, x - hi * two32);
}
i64 __fixdfdi(double x) {
  if (x < 0) return -(i64)__fixunsdfdi(-x);
  return (i64)__fixunsdfdi(x);
}
u64 __fixunssfdi(float x) { return __fixunsdfdi(x); }
i64 __fixsfdi(float x) { return __fixdfdi(x); }
double __floatundidf(u64 v) { return (double)(unsigned)(v >> 32) * two32 + (double)(unsigned)v; }
double __floatdidf(i64 v) { return v < 0 ? -__floatundidf(~(u64)v + 1) : __floatundidf((u64)v); }
float __floatundisf(u64 v) { return (float)__floatundidf(v); }
float __floatdisf(i64 v) { return (float)__floatdidf(v); }
#endif

int main(void) {
  fill(7);
  stress_budget = 20000;
  RIG_CHECKED(stress_fn)((signed char *)&buf[0].b[128], (int *)&buf[1].b[128],
                         (long long *)&buf[2].b[128], 0x2468ace1, 0x0123456789abcdefLL, 0x5a);
  rt_kv("call1", checksum());
  rt_kv("budget1", (rt_u32)stress_budget);
  stress_budget = 20000;
  RIG_CHECKED(stress_fn)((signed char *)&buf[0].b[128], (int *)&buf[1].b[128],
                         (long long *)&buf[2].b[128], -77, -3, -100);
  rt_kv("call2", checksum());
  rt_kv("budget2", (rt_u32)stress_budget);
  return 0;
}
