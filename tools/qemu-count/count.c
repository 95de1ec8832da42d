/*
 * count.c: Spillway's QEMU TCG plugin (user mode, QEMU 7.2, plugin API
 * version 1). It counts what a guest program executes:
 *
 *   insns         instructions
 *   loads         instructions that read memory (atomics count as both)
 *   stores        instructions that write memory
 *   sp_loads      loads addressed from the stack pointer (spills'
 *   sp_stores     reloads, callee-saved saves and restores, stack args)
 *   fp_loads      loads and stores addressed from the frame-pointer
 *   fp_stores     register (x29 on AArch64, s0 on RISC-V): stack traffic
 *                 too when the code keeps a frame pointer (AArch64 Linux
 *                 code does by default; LLVM addresses some frame objects
 *                 from it), an ordinary pointer access when s0 is a
 *                 callee-saved register holding a pointer
 *   gpr_to_fpr    moves from an integer to a floating-point register
 *   fpr_to_gpr    moves the other way (softened spills)
 *   mem_accesses  memory accesses seen by QEMU's memory hook (a
 *                 cross-check: an ldp/stp pair is two accesses)
 *
 * Targets: RISC-V (rv64, rv32) and AArch64, told apart by the target
 * name QEMU gives the plugin. Instructions are classified once, when QEMU
 * translates them, from its disassembly; the counts are inline additions.
 *   RISC-V   QEMU prints "<encoding> <mnemonic> <operands>"; sp-relative
 *            means an "(sp)" operand; the moves are fmv.d.x / fmv.w.x
 *            (QEMU 7 says fmv.s.x) and fmv.x.d / fmv.x.w (fmv.x.s).
 *   AArch64  capstone prints "<mnemonic> <operands>"; sp-relative means a
 *            "[sp" operand; the moves are fmov between an x/w register and
 *            a d/s/h register.
 *
 * Arguments (-plugin libcount.so,ARG,ARG...):
 *   range=LO:HI   count only instructions at addresses in [LO, HI)
 *                 (repeatable, at most 64; without it, everything)
 *   out=FILE      write the report there instead of QEMU's log (stderr)
 * The report is one "qemu-count KEY=VALUE" line per counter.
 *
 * QEMU's plugin header is not packaged by Debian: the few declarations
 * used are written out below from the documented API (version 1).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define API __attribute__((visibility("default")))

typedef uint64_t qemu_plugin_id_t;
typedef struct {
  const char *target_name;
  struct {
    int min;
    int cur;
  } version;
  bool system_emulation;
  union {
    struct {
      int smp_vcpus;
      int max_vcpus;
    } system;
  };
} qemu_info_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
enum qemu_plugin_mem_rw { QEMU_PLUGIN_MEM_R = 1, QEMU_PLUGIN_MEM_W, QEMU_PLUGIN_MEM_RW };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t, struct qemu_plugin_tb *);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t, void *);

extern void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t, qemu_plugin_vcpu_tb_trans_cb_t);
extern void qemu_plugin_register_vcpu_insn_exec_inline(struct qemu_plugin_insn *, enum qemu_plugin_op,
                                                       void *, uint64_t);
extern void qemu_plugin_register_vcpu_mem_inline(struct qemu_plugin_insn *, enum qemu_plugin_mem_rw,
                                                 enum qemu_plugin_op, void *, uint64_t);
extern size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *);
extern struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *, size_t);
extern uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *);
extern char *qemu_plugin_insn_disas(const struct qemu_plugin_insn *);
extern void qemu_plugin_register_atexit_cb(qemu_plugin_id_t, qemu_plugin_udata_cb_t, void *);
extern void qemu_plugin_outs(const char *);

API int qemu_plugin_version = 1;

enum counter {
  INSNS, LOADS, STORES, SP_LOADS, SP_STORES, GPR_TO_FPR, FPR_TO_GPR, MEM, FP_LOADS, FP_STORES,
  N_COUNTERS
};
static const char *const counter_names[N_COUNTERS] = {
    "insns",      "loads",      "stores",       "sp_loads", "sp_stores",
    "gpr_to_fpr", "fpr_to_gpr", "mem_accesses", "fp_loads", "fp_stores",
};
static uint64_t counters[N_COUNTERS];

enum { MAX_RANGES = 64 };
static struct {
  uint64_t lo, hi;
} ranges[MAX_RANGES];
static int n_ranges;
static char *out_path;
static bool riscv; /* else AArch64 */

static bool wanted(uint64_t pc) {
  if (n_ranges == 0) return true;
  for (int i = 0; i < n_ranges; i++)
    if (pc >= ranges[i].lo && pc < ranges[i].hi) return true;
  return false;
}

static bool starts(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

static bool one_of(const char *s, const char *const *list) {
  for (; *list; list++)
    if (strcmp(s, *list) == 0) return true;
  return false;
}

/* The next blank-separated word of *p into w (truncated to n - 1). */
static void next_word(const char **p, char *w, size_t n) {
  const char *s = *p;
  while (*s == ' ' || *s == '\t') s++;
  size_t k = 0;
  while (*s && *s != ' ' && *s != '\t') {
    if (k + 1 < n) w[k++] = *s;
    s++;
  }
  w[k] = 0;
  *p = s;
}

/* What an instruction is, from its disassembly. */
struct kind {
  bool load, store, sp, fp, to_fpr, to_gpr;
};

static const char *const rv_loads[] = {"lb", "lh", "lw", "ld", "lbu", "lhu", "lwu", "flw", "fld",
                                       "c.lw", "c.ld", "c.lwsp", "c.ldsp", "c.flw", "c.fld",
                                       "c.flwsp", "c.fldsp", NULL};
static const char *const rv_stores[] = {"sb", "sh", "sw", "sd", "fsw", "fsd", "c.sw", "c.sd",
                                        "c.swsp", "c.sdsp", "c.fsw", "c.fsd", "c.fswsp", "c.fsdsp",
                                        NULL};

static struct kind classify_riscv(const char *d) {
  struct kind k = {0};
  char m[32];
  next_word(&d, m, sizeof m); /* the encoding */
  next_word(&d, m, sizeof m);
  bool amo = starts(m, "amo");
  k.load = one_of(m, rv_loads) || starts(m, "lr.") || amo;
  k.store = one_of(m, rv_stores) || starts(m, "sc.") || amo;
  k.sp = strstr(d, "(sp)") != NULL;
  k.fp = strstr(d, "(s0)") != NULL || strstr(d, "(fp)") != NULL;
  k.to_fpr = !strcmp(m, "fmv.d.x") || !strcmp(m, "fmv.w.x") || !strcmp(m, "fmv.s.x");
  k.to_gpr = !strcmp(m, "fmv.x.d") || !strcmp(m, "fmv.x.w") || !strcmp(m, "fmv.x.s");
  return k;
}

/* The register class of an AArch64 operand: 'x' or 'w' (integer), 'd',
   's' or 'h' (floating point), 0 for anything else. */
static char a64_reg(const char *op) {
  while (*op == ' ') op++;
  if (starts(op, "xzr")) return 'x';
  if (starts(op, "wzr")) return 'w';
  if (op[0] && strchr("xwdsh", op[0]) && op[1] >= '0' && op[1] <= '9') return op[0];
  return 0;
}

static struct kind classify_aarch64(const char *d) {
  struct kind k = {0};
  char m[32];
  next_word(&d, m, sizeof m);
  bool atomic = starts(m, "ldadd") || starts(m, "ldclr") || starts(m, "ldeor") || starts(m, "ldset") ||
                starts(m, "ldsmax") || starts(m, "ldsmin") || starts(m, "ldumax") ||
                starts(m, "ldumin") || starts(m, "swp") || starts(m, "cas");
  k.load = starts(m, "ld") || atomic;
  k.store = (starts(m, "st") && !starts(m, "stg") && !starts(m, "stz")) || atomic;
  k.sp = strstr(d, "[sp") != NULL;
  k.fp = strstr(d, "[x29") != NULL || strstr(d, "[fp") != NULL;
  if (!strcmp(m, "fmov")) {
    const char *comma = strchr(d, ',');
    if (comma) {
      char dst = a64_reg(d), src = a64_reg(comma + 1);
      bool dst_int = dst == 'x' || dst == 'w', src_int = src == 'x' || src == 'w';
      bool dst_fp = dst == 'd' || dst == 's' || dst == 'h', src_fp = src == 'd' || src == 's' || src == 'h';
      k.to_fpr = dst_fp && src_int;
      k.to_gpr = dst_int && src_fp;
    }
  }
  return k;
}

static void count(struct qemu_plugin_insn *insn, enum counter c) {
  qemu_plugin_register_vcpu_insn_exec_inline(insn, QEMU_PLUGIN_INLINE_ADD_U64, &counters[c], 1);
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
  (void)id;
  size_t n = qemu_plugin_tb_n_insns(tb);
  for (size_t i = 0; i < n; i++) {
    struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
    if (!wanted(qemu_plugin_insn_vaddr(insn))) continue;
    count(insn, INSNS);
    qemu_plugin_register_vcpu_mem_inline(insn, QEMU_PLUGIN_MEM_RW, QEMU_PLUGIN_INLINE_ADD_U64,
                                         &counters[MEM], 1);
    char *d = qemu_plugin_insn_disas(insn);
    if (!d) continue;
    struct kind k = riscv ? classify_riscv(d) : classify_aarch64(d);
    free(d);
    if (k.load) count(insn, LOADS);
    if (k.store) count(insn, STORES);
    if (k.load && k.sp) count(insn, SP_LOADS);
    if (k.store && k.sp) count(insn, SP_STORES);
    if (k.load && k.fp) count(insn, FP_LOADS);
    if (k.store && k.fp) count(insn, FP_STORES);
    if (k.to_fpr) count(insn, GPR_TO_FPR);
    if (k.to_gpr) count(insn, FPR_TO_GPR);
  }
}

static void report_at_exit(qemu_plugin_id_t id, void *data) {
  (void)id;
  (void)data;
  char report[1024];
  size_t len = 0;
  for (int c = 0; c < N_COUNTERS; c++)
    len += (size_t)snprintf(report + len, sizeof report - len, "qemu-count %s=%llu\n",
                            counter_names[c], (unsigned long long)counters[c]);
  if (out_path) {
    FILE *f = fopen(out_path, "w");
    if (f) {
      fputs(report, f);
      fclose(f);
      return;
    }
  }
  qemu_plugin_outs(report);
}

API int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv) {
  if (starts(info->target_name, "riscv")) {
    riscv = true;
  } else if (!starts(info->target_name, "aarch64")) {
    fprintf(stderr, "qemu-count: unsupported target %s (riscv32, riscv64, aarch64)\n", info->target_name);
    return -1;
  }
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (starts(a, "range=")) {
      char *end;
      uint64_t lo = strtoull(a + 6, &end, 0);
      if (*end != ':' || n_ranges == MAX_RANGES) {
        fprintf(stderr, "qemu-count: bad or too many ranges: '%s' (range=LO:HI)\n", a);
        return -1;
      }
      ranges[n_ranges].lo = lo;
      ranges[n_ranges].hi = strtoull(end + 1, NULL, 0);
      n_ranges++;
    } else if (starts(a, "out=")) {
      out_path = strdup(a + 4);
    } else {
      fprintf(stderr, "qemu-count: unknown argument '%s' (range=LO:HI, out=FILE)\n", a);
      return -1;
    }
  }
  qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
  qemu_plugin_register_atexit_cb(id, report_at_exit, NULL);
  return 0;
}
