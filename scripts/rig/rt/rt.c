/* The rig runtime (rt.h) for freestanding RISC-V Linux programs: output
   and exit through system calls (write 64, exit 93), the memory functions
   clang may call, and the C half of RIG_CHECKED (check.S is the other).
   Invariant: no 64-bit division (rv32 programs link no libgcc). */
#include "rt.h"

static long rt_syscall3(long n, long a, long b, long c) {
  register long a0 __asm__("a0") = a;
  register long a1 __asm__("a1") = b;
  register long a2 __asm__("a2") = c;
  register long a7 __asm__("a7") = n;
  __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
  return a0;
}

void rt_exit(int code) {
  rt_syscall3(93, code, 0, 0);
  for (;;) {
  }
}

void rt_write(const char *buf, rt_size_t n) {
  while (n) {
    long r = rt_syscall3(64, 1, (long)buf, (long)n);
    if (r <= 0) return;
    buf += r;
    n -= (rt_size_t)r;
  }
}

void rt_puts(const char *s) {
  rt_size_t n = 0;
  while (s[n]) n++;
  rt_write(s, n);
}

/* Decimal digits by repeated subtraction of powers of ten. */
void rt_put_u64(rt_u64 v) {
  static const rt_u64 pow10[20] = {
      10000000000000000000ull, 1000000000000000000ull, 100000000000000000ull,
      10000000000000000ull, 1000000000000000ull, 100000000000000ull,
      10000000000000ull, 1000000000000ull, 100000000000ull, 10000000000ull,
      1000000000ull, 100000000ull, 10000000ull, 1000000ull, 100000ull,
      10000ull, 1000ull, 100ull, 10ull, 1ull};
  char b[21];
  int n = 0;
  for (int i = 0; i < 20; i++) {
    char d = '0';
    while (v >= pow10[i]) { v -= pow10[i]; d++; }
    if (d != '0' || n || i == 19) b[n++] = d;
  }
  rt_write(b, (rt_size_t)n);
}

void rt_put_hex(rt_u64 v) {
  char b[18];
  b[0] = '0';
  b[1] = 'x';
  for (int i = 0; i < 16; i++) b[17 - i] = "0123456789abcdef"[(v >> (4 * i)) & 15];
  rt_write(b, 18);
}

void rt_kv(const char *key, rt_u64 v) {
  rt_puts(key);
  rt_puts("=");
  rt_put_hex(v);
  rt_puts("\n");
}

rt_u64 rt_mix(rt_u64 h, rt_u64 v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}

void *memset(void *d, int c, rt_size_t n) {
  unsigned char *p = d;
  while (n--) *p++ = (unsigned char)c;
  return d;
}
void *memcpy(void *d, const void *s, rt_size_t n) {
  unsigned char *p = d;
  const unsigned char *q = s;
  while (n--) *p++ = *q++;
  return d;
}
void *memmove(void *d, const void *s, rt_size_t n) {
  unsigned char *p = d;
  const unsigned char *q = s;
  if (p < q) {
    while (n--) *p++ = *q++;
  } else {
    while (n--) p[n] = q[n];
  }
  return d;
}
int memcmp(const void *a, const void *b, rt_size_t n) {
  const unsigned char *p = a, *q = b;
  for (; n; n--, p++, q++)
    if (*p != *q) return *p < *q ? -1 : 1;
  return 0;
}

/* Callee-saved register checking. The blocks have check.S's layout (in
   words of XLEN bits): s0-s11 (0-11), gp (12), tp (13), sp (14), ra (15),
   then fs0-fs11 as 64-bit doubles. */
enum { NGPR = 14, SP = 14, FPR_BYTES = 16 * sizeof(unsigned long), NFPR = 12 };
#define WORDS (16 + NFPR * 8 / sizeof(unsigned long))
void *rig_check_target;
extern char rig_check_tramp[];
extern unsigned long rig_check_save[WORDS], rig_check_after[WORDS];
unsigned long rig_check_canary[WORDS];
static int rig_check_ready;

void *rig_check_prepare(void *fn) {
  if (!rig_check_ready) {
    rt_u64 x = 0x243f6a8885a308d3ull;
    for (unsigned i = 0; i < WORDS; i++) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      rig_check_canary[i] = (unsigned long)(x >> 17) | 1;
    }
    rig_check_ready = 1;
  }
  rig_check_target = fn;
  return rig_check_tramp;
}

static void fail(const char *what, const char *reg) {
  rt_puts("rig: the function under test did not ");
  rt_puts(what);
  rt_puts(reg);
  rt_puts("\n");
  rt_exit(99);
}

void rig_check_verify(void) {
  static const char *const gname[NGPR] = {"s0", "s1", "s2", "s3", "s4",  "s5", "s6",
                                          "s7", "s8", "s9", "s10", "s11", "gp", "tp"};
  for (int i = 0; i < NGPR; i++)
    if (rig_check_after[i] != rig_check_canary[i]) fail("preserve ", gname[i]);
  if (rig_check_after[SP] != rig_check_save[SP]) fail("restore ", "sp");
  const unsigned per = 8 / sizeof(unsigned long);
  for (unsigned i = 0; i < NFPR; i++)
    for (unsigned k = 0; k < per; k++) {
      unsigned w = 16 + i * per + k;
      if (rig_check_after[w] != rig_check_canary[w]) {
        static const char *const fname[NFPR] = {"fs0", "fs1", "fs2", "fs3", "fs4",  "fs5",
                                                "fs6", "fs7", "fs8", "fs9", "fs10", "fs11"};
        fail("preserve ", fname[i]);
      }
    }
}
