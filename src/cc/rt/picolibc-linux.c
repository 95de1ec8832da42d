/*
 * picolibc-linux.c: Spillway's runtime for picolibc programs run as Linux
 * user processes (qemu-user). `spillway cc` compiles it for the target
 * (cached) and links it first, before the program and picolibc.
 *
 * picolibc is a C library for bare-metal systems: its start code (crt0)
 * copies .data from flash, passes argc = 0 and expects the application to
 * provide the system calls (read, write, open, ...) and the standard
 * streams. Under qemu-user the kernel interface is Linux's, so this file
 * gives picolibc:
 *   - _start: argc/argv/envp/auxv from the initial stack (Linux's process
 *     entry), gp, the thread pointer (errno is thread-local in picolibc:
 *     its TLS block is built from the PT_TLS program header found through
 *     AT_PHDR), the constructors, then exit(main(argc, argv, envp));
 *   - stdin, stdout, stderr (buffered POSIX streams; stdout is line
 *     buffered on a terminal, fully buffered otherwise, like glibc; stderr
 *     line buffered), flushed at exit, with every stream fopen/fdopen
 *     returned and not closed (glibc flushes them all at exit too: the
 *     link wraps fopen, fdopen and fclose to track them);
 *   - the POSIX calls picolibc leaves to the system, as Linux system calls
 *     through `ecall`: read, write, open (picolibc's O_* flags translated
 *     to Linux's), close, lseek (llseek), fstat/stat (statx), unlink,
 *     getpid, kill, sigprocmask, getentropy, gettimeofday, times, _exit,
 *     and sbrk (brk, so the heap grows as needed);
 *   - some POSIX calls picolibc declares but does not define:
 *     clock_gettime (picolibc's clock ids translated), nanosleep, sleep,
 *     usleep, getcwd, rename, mkdir, rmdir, access, dup, dup2, isatty,
 *     lstat, chmod, fchmod, chown, fchown, utime (utimensat), sysconf
 *     (page size, one processor, physical pages from sysinfo).
 *
 * Invariants: every entry point returns -1 with errno set on failure, in
 * picolibc's numbering (Linux's error numbers agree with it up to ERANGE,
 * 34, and are translated above that); the 32-bit targets use only the
 * 64-bit time system calls (rv32 Linux has no others).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio-bufio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

/* ---- System calls ---------------------------------------------------- */

#if defined(__riscv)
/* Linux's generic system call numbers (asm-generic/unistd.h). */
enum {
  SYS_getcwd = 17, SYS_dup = 23, SYS_dup3 = 24, SYS_fcntl = 25, SYS_ioctl = 29,
  SYS_mkdirat = 34, SYS_unlinkat = 35, SYS_faccessat = 48, SYS_fchmod = 52,
  SYS_fchmodat = 53, SYS_fchownat = 54, SYS_fchown = 55, SYS_openat = 56,
  SYS_close = 57, SYS_llseek_or_lseek = 62, SYS_read = 63, SYS_write = 64,
  SYS_exit_group = 94, SYS_kill = 129, SYS_rt_sigprocmask = 135,
  SYS_times = 153, SYS_getpid = 172, SYS_brk = 214, SYS_renameat2 = 276,
  SYS_getrandom = 278, SYS_statx = 291, SYS_sysinfo = 179,
  SYS_clock_gettime64 = 403, SYS_clock_nanosleep_time64 = 407,
  SYS_utimensat_time64 = 412,
};

static long sys6(long n, long a, long b, long c, long d, long e, long f) {
  register long a0 __asm__("a0") = a;
  register long a1 __asm__("a1") = b;
  register long a2 __asm__("a2") = c;
  register long a3 __asm__("a3") = d;
  register long a4 __asm__("a4") = e;
  register long a5 __asm__("a5") = f;
  register long a7 __asm__("a7") = n;
  __asm__ volatile("ecall"
                   : "+r"(a0)
                   : "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a7)
                   : "memory");
  return a0;
}

/* The process entry: sp points at argc. gp is set first (picolibc was
   built with linker relaxation: its code may address data through gp). */
__asm__(".section .text._start,\"ax\",@progbits\n"
        ".globl _start\n"
        ".type _start, @function\n"
        "_start:\n"
        ".option push\n"
        ".option norelax\n"
        "  lla gp, __global_pointer$\n"
        ".option pop\n"
        "  mv a0, sp\n"
        "  andi sp, sp, -16\n"
        "  call __spillway_start\n"
        "  unimp\n"
        ".size _start, .-_start\n"
        ".text\n");

static void set_thread_pointer(void *tp) { __asm__ volatile("mv tp, %0" : : "r"(tp)); }
#else
#error "picolibc-linux.c: no system call interface for this architecture"
#endif

#define sys0(n) sys6(n, 0, 0, 0, 0, 0, 0)
#define sys1(n, a) sys6(n, (long)(a), 0, 0, 0, 0, 0)
#define sys2(n, a, b) sys6(n, (long)(a), (long)(b), 0, 0, 0, 0)
#define sys3(n, a, b, c) sys6(n, (long)(a), (long)(b), (long)(c), 0, 0, 0)
#define sys4(n, a, b, c, d) sys6(n, (long)(a), (long)(b), (long)(c), (long)(d), 0, 0)
#define sys5(n, a, b, c, d, e) sys6(n, (long)(a), (long)(b), (long)(c), (long)(d), (long)(e), 0)

enum {
  LINUX_AT_FDCWD = -100, LINUX_AT_SYMLINK_NOFOLLOW = 0x100, LINUX_AT_REMOVEDIR = 0x200,
  LINUX_AT_EMPTY_PATH = 0x1000,
};

/* Linux's error numbers above ERANGE (34) and picolibc's names for them
   (the numbers differ: picolibc keeps newlib's). */
static const struct {
  short linux_errno, pico;
} errnos[] = {
    {35, EDEADLK},       {36, ENAMETOOLONG}, {37, ENOLCK},       {38, ENOSYS},
    {39, ENOTEMPTY},     {40, ELOOP},        {42, ENOMSG},       {43, EIDRM},
    {61, ENODATA},       {62, ETIME},        {71, EPROTO},       {74, EBADMSG},
    {75, EOVERFLOW},     {84, EILSEQ},       {88, ENOTSOCK},     {95, EOPNOTSUPP},
    {97, EAFNOSUPPORT},  {98, EADDRINUSE},   {99, EADDRNOTAVAIL}, {103, ECONNABORTED},
    {104, ECONNRESET},   {110, ETIMEDOUT},   {111, ECONNREFUSED}, {114, EALREADY},
    {115, EINPROGRESS},  {116, ESTALE},      {122, EDQUOT},      {125, ECANCELED},
};

/* A system call's result: negative values are -errno (Linux's). */
static long ret(long r) {
  if (r < 0 && r > -4096) {
    int e = (int)-r;
    if (e > 34) {
      int pico = EIO; /* no picolibc name: an I/O error */
      for (unsigned i = 0; i < sizeof errnos / sizeof errnos[0]; i++)
        if (errnos[i].linux_errno == e) pico = errnos[i].pico;
      e = pico;
    }
    errno = e;
    return -1;
  }
  return r;
}

/* ---- Process start and exit ------------------------------------------ */

extern int main(int, char **, char **);
extern char **environ;
extern void __libc_init_array(void);
static void flush_all(void);

/* Thread-local storage: the PT_TLS image copied into a block tp points to
   (RISC-V: tp is the start of the block, its first byte is .tdata's). */
static _Alignas(64) unsigned char tls_static[512];

enum { AT_PHDR = 3, AT_PHNUM = 5, PT_TLS = 7 };

struct phdr {
#if __SIZEOF_POINTER__ == 8
  uint32_t type, flags;
  uint64_t offset, vaddr, paddr, filesz, memsz, align;
#else
  uint32_t type, offset, vaddr, paddr, filesz, memsz, flags, align;
#endif
};

static void init_tls(long *auxv) {
  const struct phdr *ph = 0;
  unsigned long n = 0;
  for (long *a = auxv; a[0]; a += 2) {
    if (a[0] == AT_PHDR) ph = (const struct phdr *)a[1];
    if (a[0] == AT_PHNUM) n = (unsigned long)a[1];
  }
  unsigned char *block = tls_static;
  for (unsigned long i = 0; ph && i < n; i++) {
    if (ph[i].type != PT_TLS) continue;
    unsigned long size = ph[i].memsz, align = ph[i].align ? ph[i].align : 1;
    if (size > sizeof tls_static || align > 64) {
      unsigned char *p = sbrk((intptr_t)(size + align));
      if (p == (void *)-1) sys1(SYS_exit_group, 127);
      block = (unsigned char *)(((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1));
    }
    memcpy(block, (const void *)(uintptr_t)ph[i].vaddr, ph[i].filesz);
    memset(block + ph[i].filesz, 0, size - ph[i].filesz);
  }
  set_thread_pointer(block);
}

static int buffer_mode_set;

void __spillway_start(long *sp) __attribute__((used, noreturn));
void __spillway_start(long *sp) {
  int argc = (int)sp[0];
  char **argv = (char **)(sp + 1);
  char **envp = argv + argc + 1;
  char **e = envp;
  while (*e) e++;
  init_tls((long *)(e + 1));
  environ = envp;
  atexit(flush_all);
  __libc_init_array();
  exit(main(argc, argv, envp));
}

void _exit(int status) {
  for (;;) sys1(SYS_exit_group, status);
}

/* ---- The standard streams -------------------------------------------- */

static char in_buf[BUFSIZ], out_buf[BUFSIZ], err_buf[BUFSIZ];
static struct __file_bufio stdin_file =
    FDEV_SETUP_BUFIO(0, in_buf, BUFSIZ, read, write, lseek, close, __SRD, 0);
static struct __file_bufio stdout_file =
    FDEV_SETUP_BUFIO(1, out_buf, BUFSIZ, read, write, lseek, close, __SWR, 0);
static struct __file_bufio stderr_file =
    FDEV_SETUP_BUFIO(2, err_buf, BUFSIZ, read, write, lseek, close, __SWR, __BLBF);
FILE *const stdin = &stdin_file.xfile.cfile.file;
FILE *const stdout = &stdout_file.xfile.cfile.file;
FILE *const stderr = &stderr_file.xfile.cfile.file;

/* Streams opened by the program and not yet closed (flushed at exit). */
enum { MAX_OPEN = 256 };
static FILE *open_files[MAX_OPEN];

static void track(FILE *f) {
  for (int i = 0; f && i < MAX_OPEN; i++)
    if (!open_files[i]) {
      open_files[i] = f;
      return;
    }
}

FILE *__real_fopen(const char *, const char *);
FILE *__real_fdopen(int, const char *);
int __real_fclose(FILE *);
FILE *__wrap_fopen(const char *path, const char *mode) {
  FILE *f = __real_fopen(path, mode);
  track(f);
  return f;
}
FILE *__wrap_fdopen(int fd, const char *mode) {
  FILE *f = __real_fdopen(fd, mode);
  track(f);
  return f;
}
int __wrap_fclose(FILE *f) {
  for (int i = 0; i < MAX_OPEN; i++)
    if (open_files[i] == f) open_files[i] = 0;
  return __real_fclose(f);
}

static void flush_all(void) {
  for (int i = 0; i < MAX_OPEN; i++)
    if (open_files[i]) fflush(open_files[i]);
  fflush(stdout);
  fflush(stderr);
}

int isatty(int fd) {
  unsigned char termios[64];
  long r = sys3(SYS_ioctl, fd, 0x5401 /* TCGETS */, termios);
  if (r < 0) {
    errno = r == -EBADF ? EBADF : ENOTTY;
    return 0;
  }
  return 1;
}

/* ---- Files ------------------------------------------------------------ */

ssize_t read(int fd, void *buf, size_t n) { return ret(sys3(SYS_read, fd, buf, n)); }

ssize_t write(int fd, const void *buf, size_t n) {
  if (fd == 1 && !buffer_mode_set) {
    buffer_mode_set = 1;
    if (isatty(1)) stdout_file.bflags |= __BLBF;
  }
  return ret(sys3(SYS_write, fd, buf, n));
}

static long linux_open_flags(int f) {
  long l = f & O_ACCMODE; /* 0, 1, 2 as on Linux */
  static const struct { int pico; long linux_flag; } map[] = {
      {O_CREAT, 0100},     {O_EXCL, 0200},       {O_NOCTTY, 0400},
      {O_TRUNC, 01000},    {O_APPEND, 02000},    {O_NONBLOCK, 04000},
      {O_SYNC, 04010000},  {O_DIRECTORY, 0200000}, {O_NOFOLLOW, 0400000},
      {O_CLOEXEC, 02000000},
  };
  for (unsigned i = 0; i < sizeof map / sizeof map[0]; i++)
    if (f & map[i].pico) l |= map[i].linux_flag;
#if __SIZEOF_POINTER__ == 4
  l |= 0100000; /* O_LARGEFILE */
#endif
  return l;
}

int open(const char *path, int flags, ...) {
  int mode = 0;
  if (flags & O_CREAT) {
    __builtin_va_list ap;
    __builtin_va_start(ap, flags);
    mode = __builtin_va_arg(ap, int);
    __builtin_va_end(ap);
  }
  return (int)ret(sys4(SYS_openat, LINUX_AT_FDCWD, path, linux_open_flags(flags), mode));
}

int close(int fd) { return (int)ret(sys1(SYS_close, fd)); }

off_t lseek(int fd, off_t off, int whence) {
#if __SIZEOF_POINTER__ == 4
  long long result = 0;
  long long o = off;
  long r = sys5(SYS_llseek_or_lseek, fd, (long)(o >> 32), (long)(o & 0xffffffff), &result, whence);
  if (ret(r) < 0) return -1;
  if (result != (off_t)result) {
    errno = EOVERFLOW;
    return -1;
  }
  return (off_t)result;
#else
  return ret(sys3(SYS_llseek_or_lseek, fd, off, whence));
#endif
}

struct linux_statx_timestamp {
  int64_t tv_sec;
  uint32_t tv_nsec;
  int32_t reserved;
};
struct linux_statx {
  uint32_t mask, blksize;
  uint64_t attributes;
  uint32_t nlink, uid, gid;
  uint16_t mode, spare0;
  uint64_t ino, size, blocks, attributes_mask;
  struct linux_statx_timestamp atime, btime, ctime, mtime;
  uint32_t rdev_major, rdev_minor, dev_major, dev_minor;
  uint64_t spare2[14];
};

static int do_statx(int dirfd, const char *path, int flags, struct stat *st) {
  struct linux_statx x;
  if (ret(sys5(SYS_statx, dirfd, path, flags, 0x7ff /* STATX_BASIC_STATS */, &x)) < 0) return -1;
  memset(st, 0, sizeof *st);
  st->st_dev = (dev_t)((x.dev_major << 8) | x.dev_minor);
  st->st_ino = (ino_t)x.ino;
  st->st_mode = x.mode;
  st->st_nlink = (nlink_t)x.nlink;
  st->st_uid = (uid_t)x.uid;
  st->st_gid = (gid_t)x.gid;
  st->st_rdev = (dev_t)((x.rdev_major << 8) | x.rdev_minor);
  st->st_size = (off_t)x.size;
  st->st_blksize = (blksize_t)x.blksize;
  st->st_blocks = (blkcnt_t)x.blocks;
  st->st_atim.tv_sec = x.atime.tv_sec;
  st->st_atim.tv_nsec = x.atime.tv_nsec;
  st->st_mtim.tv_sec = x.mtime.tv_sec;
  st->st_mtim.tv_nsec = x.mtime.tv_nsec;
  st->st_ctim.tv_sec = x.ctime.tv_sec;
  st->st_ctim.tv_nsec = x.ctime.tv_nsec;
  return 0;
}

int fstat(int fd, struct stat *st) { return do_statx(fd, "", LINUX_AT_EMPTY_PATH, st); }
int stat(const char *path, struct stat *st) { return do_statx(LINUX_AT_FDCWD, path, 0, st); }
int lstat(const char *path, struct stat *st) {
  return do_statx(LINUX_AT_FDCWD, path, LINUX_AT_SYMLINK_NOFOLLOW, st);
}
int chmod(const char *path, mode_t mode) {
  return (int)ret(sys4(SYS_fchmodat, LINUX_AT_FDCWD, path, mode, 0));
}
int fchmod(int fd, mode_t mode) { return (int)ret(sys2(SYS_fchmod, fd, mode)); }
int chown(const char *path, uid_t uid, gid_t gid) {
  return (int)ret(sys5(SYS_fchownat, LINUX_AT_FDCWD, path, uid, gid, 0));
}
int fchown(int fd, uid_t uid, gid_t gid) { return (int)ret(sys3(SYS_fchown, fd, uid, gid)); }
/* utime through utimensat with 64-bit times (rv32 Linux has no others). */
int utime(const char *path, const struct utimbuf *t) {
  struct { int64_t sec; long nsec; long pad; } ts[2];
  if (t) {
    ts[0].sec = t->actime;
    ts[1].sec = t->modtime;
    ts[0].nsec = ts[1].nsec = 0;
  } else {
    ts[0].nsec = ts[1].nsec = (1L << 30) - 1; /* UTIME_NOW */
    ts[0].sec = ts[1].sec = 0;
  }
  ts[0].pad = ts[1].pad = 0;
  return (int)ret(sys4(SYS_utimensat_time64, LINUX_AT_FDCWD, path, ts, 0));
}
/* sysconf: the page size, and what Linux's sysinfo tells of memory; one
   processor (qemu-user runs one guest thread per host thread, and the
   programs here are single-threaded). */
long sysconf(int name) {
  struct { long uptime; unsigned long loads[3]; unsigned long totalram, freeram, sharedram,
           bufferram, totalswap, freeswap; unsigned short procs, pad; unsigned long totalhigh,
           freehigh; unsigned mem_unit; char f[8]; } si;
  switch (name) {
  case _SC_PAGESIZE: return 4096;
  case _SC_NPROCESSORS_ONLN:
  case _SC_NPROCESSORS_CONF: return 1;
  case _SC_PHYS_PAGES:
    if (ret(sys1(SYS_sysinfo, &si)) < 0) return -1;
    return (long)(((unsigned long long)si.totalram * (si.mem_unit ? si.mem_unit : 1)) / 4096);
  default: errno = EINVAL; return -1;
  }
}
int unlink(const char *path) { return (int)ret(sys3(SYS_unlinkat, LINUX_AT_FDCWD, path, 0)); }
int rmdir(const char *path) {
  return (int)ret(sys3(SYS_unlinkat, LINUX_AT_FDCWD, path, LINUX_AT_REMOVEDIR));
}
int mkdir(const char *path, mode_t mode) {
  return (int)ret(sys3(SYS_mkdirat, LINUX_AT_FDCWD, path, mode));
}
int rename(const char *from, const char *to) {
  return (int)ret(sys5(SYS_renameat2, LINUX_AT_FDCWD, from, LINUX_AT_FDCWD, to, 0));
}
int access(const char *path, int mode) {
  return (int)ret(sys3(SYS_faccessat, LINUX_AT_FDCWD, path, mode));
}
int dup(int fd) { return (int)ret(sys1(SYS_dup, fd)); }
int dup2(int fd, int to) {
  if (fd == to) return (int)ret(sys3(SYS_fcntl, fd, 1 /* F_GETFD */, 0)) < 0 ? -1 : to;
  return (int)ret(sys3(SYS_dup3, fd, to, 0));
}
char *getcwd(char *buf, size_t size) {
  if (ret(sys2(SYS_getcwd, buf, size)) < 0) return 0;
  return buf;
}

/* ---- Memory ------------------------------------------------------------ */

static uintptr_t brk_cur;

void *sbrk(intptr_t incr) {
  if (!brk_cur) brk_cur = (uintptr_t)sys1(SYS_brk, 0);
  uintptr_t old = brk_cur, want = old + (uintptr_t)incr;
  if (incr && (uintptr_t)sys1(SYS_brk, want) != want) {
    errno = ENOMEM;
    return (void *)-1;
  }
  brk_cur = want;
  return (void *)old;
}

/* ---- Processes, signals, randomness ------------------------------------ */

pid_t getpid(void) { return (pid_t)sys0(SYS_getpid); }
int kill(pid_t pid, int sig) { return (int)ret(sys2(SYS_kill, pid, sig)); }
int sigprocmask(int how, const sigset_t *set, sigset_t *old) {
  uint64_t s = set ? (uint64_t)*set : 0, o = 0;
  /* picolibc's SIG_BLOCK/UNBLOCK/SETMASK are 1, 2, 0; Linux's 0, 1, 2. */
  int lhow = how == SIG_BLOCK ? 0 : how == SIG_UNBLOCK ? 1 : 2;
  if (ret(sys4(SYS_rt_sigprocmask, lhow, set ? &s : 0, &o, 8)) < 0) return -1;
  if (old) *old = (sigset_t)o;
  return 0;
}
int getentropy(void *buf, size_t n) {
  if (n > 256) {
    errno = EIO;
    return -1;
  }
  unsigned char *p = buf;
  while (n) {
    long r = sys3(SYS_getrandom, p, n, 0);
    if (r == -EINTR) continue;
    if (ret(r) < 0) return -1;
    p += r;
    n -= (size_t)r;
  }
  return 0;
}

/* ---- Time ------------------------------------------------------------- */

struct kernel_timespec {
  int64_t tv_sec;
  long long tv_nsec;
};

/* picolibc's clock ids (those its configuration declares) to Linux's. */
static long linux_clock(clockid_t c) {
  if (c == CLOCK_REALTIME) return 0;
#ifdef CLOCK_MONOTONIC
  if (c == CLOCK_MONOTONIC) return 1;
#endif
#ifdef CLOCK_PROCESS_CPUTIME_ID
  if (c == CLOCK_PROCESS_CPUTIME_ID) return 2;
#endif
#ifdef CLOCK_THREAD_CPUTIME_ID
  if (c == CLOCK_THREAD_CPUTIME_ID) return 3;
#endif
#ifdef CLOCK_MONOTONIC_RAW
  if (c == CLOCK_MONOTONIC_RAW) return 4;
#endif
#ifdef CLOCK_REALTIME_COARSE
  if (c == CLOCK_REALTIME_COARSE) return 5;
#endif
#ifdef CLOCK_MONOTONIC_COARSE
  if (c == CLOCK_MONOTONIC_COARSE) return 6;
#endif
#ifdef CLOCK_BOOTTIME
  if (c == CLOCK_BOOTTIME) return 7;
#endif
  return -1;
}

int clock_gettime(clockid_t c, struct timespec *tp) {
  long lc = linux_clock(c);
  if (lc < 0) {
    errno = EINVAL;
    return -1;
  }
  struct kernel_timespec k;
#if __SIZEOF_POINTER__ == 4
  if (ret(sys2(SYS_clock_gettime64, lc, &k)) < 0) return -1;
#else
  if (ret(sys2(113 /* clock_gettime */, lc, &k)) < 0) return -1;
#endif
  tp->tv_sec = k.tv_sec;
  tp->tv_nsec = (long)k.tv_nsec;
  return 0;
}

int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  struct timespec ts;
  if (clock_gettime(CLOCK_REALTIME, &ts) < 0) return -1;
  if (tv) {
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
  }
  return 0;
}

clock_t times(struct tms *t) {
  long k[4];
  long r = sys1(SYS_times, k);
  if (ret(r) == -1) return (clock_t)-1;
  t->tms_utime = (clock_t)k[0];
  t->tms_stime = (clock_t)k[1];
  t->tms_cutime = (clock_t)k[2];
  t->tms_cstime = (clock_t)k[3];
  return (clock_t)r;
}

int nanosleep(const struct timespec *req, struct timespec *rem) {
  struct kernel_timespec k = {req->tv_sec, req->tv_nsec}, left = {0, 0};
#if __SIZEOF_POINTER__ == 4
  long r = sys4(SYS_clock_nanosleep_time64, 0, 0, &k, &left);
#else
  long r = sys4(115 /* clock_nanosleep */, 0, 0, &k, &left);
#endif
  if (r == -EINTR && rem) {
    rem->tv_sec = left.tv_sec;
    rem->tv_nsec = (long)left.tv_nsec;
  }
  return (int)ret(r);
}

unsigned sleep(unsigned s) {
  struct timespec t = {s, 0}, rem = {0, 0};
  if (nanosleep(&t, &rem) < 0) return (unsigned)rem.tv_sec;
  return 0;
}

int usleep(useconds_t us) {
  struct timespec t = {us / 1000000, (long)(us % 1000000) * 1000};
  return nanosleep(&t, 0);
}
