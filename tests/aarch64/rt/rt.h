/* The rig runtime's interface (../shared/rig/rt/rt.h) for AArch64 Linux
   programs built by `spillway cc --target=aarch64-linux-gnu` (glibc): the
   drivers of the rig kernels and of tests/programs include it unchanged.
   rt.c and check.S implement it (tests/cc_aarch64.rs links them). */
#ifndef RIG_RT_H
#define RIG_RT_H
typedef unsigned long rt_size_t;
typedef unsigned long long rt_u64;
typedef unsigned int rt_u32;
void rt_write(const char *buf, rt_size_t n);
void rt_puts(const char *s);
void rt_put_u64(rt_u64 v);   /* decimal */
void rt_put_hex(rt_u64 v);   /* 0x + 16 hex digits */
void rt_kv(const char *key, rt_u64 v); /* "key=hex\n" */
rt_u64 rt_mix(rt_u64 h, rt_u64 v);     /* checksum combiner */
void rt_exit(int code) __attribute__((noreturn));
/* RIG_CHECKED(fn)(args...) calls fn like fn(args...), but with canaries in
   the AAPCS64 callee-saved registers (x19-x29, d8-d15), and checks
   afterwards that fn preserved them and sp; on a violation it prints which
   register and exits 99. */
void *rig_check_prepare(void *fn);
#define RIG_CHECKED(fn) ((__typeof__(&(fn)))rig_check_prepare((void *)&(fn)))
#endif
