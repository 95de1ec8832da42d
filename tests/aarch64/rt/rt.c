/* The rig runtime (rt.h) on glibc, for AArch64: output through write(2),
   the same checksum combiner as the rig's, and the C half of RIG_CHECKED
   (check.S is the other). */
#include "rt.h"
#include <stdlib.h>
#include <unistd.h>

void rt_write(const char *buf, rt_size_t n) {
  while (n) {
    long r = write(1, buf, n);
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
void rt_put_u64(rt_u64 v) {
  char b[24];
  int i = 23;
  b[i] = 0;
  do { b[--i] = (char)('0' + v % 10); v /= 10; } while (v);
  rt_puts(b + i);
}
void rt_put_hex(rt_u64 v) {
  char b[19];
  b[0] = '0'; b[1] = 'x'; b[18] = 0;
  for (int i = 0; i < 16; i++) b[17 - i] = "0123456789abcdef"[(v >> (4 * i)) & 15];
  rt_puts(b);
}
void rt_kv(const char *key, rt_u64 v) { rt_puts(key); rt_puts("="); rt_put_hex(v); rt_puts("\n"); }
rt_u64 rt_mix(rt_u64 h, rt_u64 v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h;
}
void rt_exit(int code) { exit(code); }

/* Callee-saved register checking. The blocks have check.S's layout: x19-x29
   (0-10), sp (11), lr (12, saved only), then d8-d15 (13-20). */
enum { NGPR = 11, SP = 11, FPR = 13, NFPR = 8, WORDS = 21 };
void *rig_check_target;
extern char rig_check_tramp[];
extern unsigned long rig_check_save[WORDS], rig_check_after[WORDS];
unsigned long rig_check_canary[WORDS];
static int rig_check_ready;
void *rig_check_prepare(void *fn) {
  if (!rig_check_ready) {
    for (unsigned long i = 0; i < WORDS; i++)
      rig_check_canary[i] = 0x5ca1ab1e0badc0deul ^ (i * 0x01010101ul) ^ (i << 8);
    rig_check_ready = 1;
  }
  rig_check_target = fn;
  return rig_check_tramp;
}
static void fail(const char *what) {
  rt_puts("rig: the function under test did not ");
  rt_puts(what);
  rt_puts("\n");
  exit(99);
}
void rig_check_verify(void) {
  static const char *const gname[NGPR] = {
      "preserve x19", "preserve x20", "preserve x21", "preserve x22",
      "preserve x23", "preserve x24", "preserve x25", "preserve x26",
      "preserve x27", "preserve x28", "preserve x29 (fp)"};
  static const char *const fname[NFPR] = {
      "preserve d8", "preserve d9", "preserve d10", "preserve d11",
      "preserve d12", "preserve d13", "preserve d14", "preserve d15"};
  for (int i = 0; i < NGPR; i++)
    if (rig_check_after[i] != rig_check_canary[i]) fail(gname[i]);
  if (rig_check_after[SP] != rig_check_save[SP]) fail("restore sp");
  for (int i = 0; i < NFPR; i++)
    if (rig_check_after[FPR + i] != rig_check_canary[FPR + i]) fail(fname[i]);
}
