/* The rig runtime's interface, for freestanding RISC-V programs (rv64 and
   rv32, no C library) built by scripts/rig/: output through Linux system
   calls, a checksum combiner, and RIG_CHECKED, the callee-saved register
   check. The drivers of tests/programs include it (tests/aarch64/rt/rt.h is
   the same interface for AArch64 on glibc). rt.c, check.S and start.S
   implement it. */
#ifndef RIG_RT_H
#define RIG_RT_H
typedef unsigned long rt_size_t;
typedef unsigned long long rt_u64;
typedef unsigned int rt_u32;
void rt_write(const char *buf, rt_size_t n);
void rt_puts(const char *s);
void rt_put_u64(rt_u64 v);             /* decimal */
void rt_put_hex(rt_u64 v);             /* 0x + 16 hex digits */
void rt_kv(const char *key, rt_u64 v); /* "key=0x<hex>\n" */
rt_u64 rt_mix(rt_u64 h, rt_u64 v);     /* checksum combiner */
void rt_exit(int code) __attribute__((noreturn));
/* RIG_CHECKED(fn)(args...) calls fn like fn(args...), but with canaries in
   the callee-saved registers (s0-s11, fs0-fs11) and in gp and tp, and checks
   afterwards that fn preserved them and sp; on a violation it prints which
   register and exits 99. Any signature works (stack arguments too). */
void *rig_check_prepare(void *fn);
#define RIG_CHECKED(fn) ((__typeof__(&(fn)))rig_check_prepare((void *)&(fn)))
/* clang may call these for struct copies and array initializers even in
   freestanding code. */
void *memset(void *d, int c, rt_size_t n);
void *memcpy(void *d, const void *s, rt_size_t n);
void *memmove(void *d, const void *s, rt_size_t n);
int memcmp(const void *a, const void *b, rt_size_t n);
#endif
