#!/usr/bin/env bash
# stress.sh: differential testing of `spillway alloc` on random programs from
# llvm-stress (LLVM 14), built and run on the RISC-V rig (scripts/rig), or
# for AArch64 Linux (glibc, qemu-aarch64).
#
# usage: tests/stress.sh N [--rv32|--aarch64] [--start SEED] [--jobs J] [--keep DIR]
#                          [--keep-skipped] [--alloc-args 'ARGS'] [--size S]
#                          [--timeout SECS]
#        tests/stress.sh --files FILE.ll... [same options]
#
# For each seed S in START..START+N-1 (START defaults to 1):
#   1. llvm-stress -seed=S -size=SIZE (default 200) makes a function
#      `void @autogen_SDS(i8*, i32*, i64*, i32, i64, i8)`;
#   2. the IR is made deterministic and terminating: the function is
#      renamed @stress_fn; every `undef` becomes `zeroinitializer`; every
#      alloca becomes a zero-filled 256-byte, 16-aligned one (llvm-stress
#      casts pointers, so an `i1` alloca may be written as an `i64`: out of
#      bounds, it would clobber whatever the frame layout put next to it, and
#      uninitialized bytes would depend on the layout); every block but the
#      entry decrements the driver's @stress_budget and returns once it is
#      negative (llvm-stress loops rarely terminate); the `target-abi` module
#      flag clang would write is added (RISC-V only: clang writes none for
#      AArch64);
#   3. llc (the rig's flags) stops before greedy: pre-RA MIR. If llc rejects
#      the IR here or cannot resume from that MIR, the seed is skipped;
#   4. `spillway alloc ARGS pre.mir -o ours.mir` (checker on): any non-zero
#      exit is a failure, even when the program is never run. After a
#      checker failure (exit 3, the output is written anyway) the steps
#      below still run, and the failure's reason says whether the program
#      printed what LLVM's build printed (a checker false positive, or a
#      wrong allocation the driver does not observe) or not;
#   5. reference = llc -start-before=greedy on the same MIR (LLVM allocates);
#      ours = llc -verify-machineinstrs -start-after=prologepilog on
#      spillway's output; both linked with tests/stress/driver.c and the rig's
#      runtime, run under qemu (AArch64: the runtime of tests/aarch64/rt/,
#      compiled and linked by `spillway cc --target=aarch64
#      --spillway-clang-only`, i.e. with targets/toolchains.conf's static
#      glibc and linker);
#   6. the reference must exit 0 within SECS seconds (default 2), otherwise
#      the seed is skipped (llvm-stress loops are often infinite for the
#      driver's inputs). Ours must then print the same and exit 0 (within
#      4*SECS + 2 s). On a mismatch, LLVM's fast allocator builds the same MIR
#      as a second reference: if LLVM's two allocations already disagree, the
#      program reads a value no allocation defines (poison folded to undef by
#      the instruction selector) and the seed is skipped as
#      "allocation-dependent"; otherwise it is a failure.
# --rv32 targets rv32gc/ilp32d, --aarch64 AArch64/AAPCS64 (default
# rv64gc/lp64d); each takes llc's triple, features and ABI from its `clang =`
# line of targets/toolchains.conf, through clang (scripts/rig/lib.sh).
# --files runs the given .ll files (already renamed/sanitized, e.g.
# tests/stress/regressions/*.ll) instead of seeds; a file whose name contains
# `.rv32.` is built for rv32, `.aarch64.` for AArch64, any other for rv64.
# Jobs run in parallel (J defaults to nproc). Files of failing seeds are kept
# under DIR (default: a new directory in ${TMPDIR:-/tmp}, printed at the end;
# --keep-skipped keeps the skipped seeds' files there too).
# Last line: `P passed, F failed`; the line before it counts the skipped
# seeds by reason. Exit 1 on any failure, 2 on a usage error.
# Environment: SPILLWAY (the binary; default $CARGO_TARGET_DIR/release/spillway
# or target/release/spillway), RIG_DIR (default scripts/rig of the repo),
# LLVM_STRESS (default /usr/lib/llvm-14/bin/llvm-stress).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
RIG_DIR=${RIG_DIR:-$root/scripts/rig}
LLVM_STRESS=${LLVM_STRESS:-/usr/lib/llvm-14/bin/llvm-stress}

die() { echo "stress.sh: $*" >&2; exit 2; }

keep_skipped=0 n='' arch=rv64 start=1 jobs='' keep='' alloc_args='' size=200 tmo=2 files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    --aarch64) arch=aarch64 ;;
    --start) [ $# -ge 2 ] || die "--start needs a value"; start=$2; shift ;;
    --jobs) [ $# -ge 2 ] || die "--jobs needs a value"; jobs=$2; shift ;;
    --keep) [ $# -ge 2 ] || die "--keep needs a value"; keep=$2; shift ;;
    --keep-skipped) keep_skipped=1 ;;
    --alloc-args) [ $# -ge 2 ] || die "--alloc-args needs a value"; alloc_args=$2; shift ;;
    --size) [ $# -ge 2 ] || die "--size needs a value"; size=$2; shift ;;
    --timeout) [ $# -ge 2 ] || die "--timeout needs a value"; tmo=$2; shift ;;
    --files) shift; files=("$@"); break ;;
    -h|--help) sed -n '2,60p' "$0"; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) [ -z "$n" ] || die "one seed count only"; n=$1 ;;
  esac
  shift
done
num() { [[ "$1" =~ ^[0-9]+$ ]] || die "$2 must be a non-negative integer, not '$1'"; }
if [ ${#files[@]} -eq 0 ]; then
  [ -n "$n" ] || die "no seed count (see --help)"
  num "$n" N
fi
num "$start" --start
num "$size" --size
num "$tmo" --timeout
[ -n "$jobs" ] || jobs=$(nproc 2>/dev/null || echo 2)
num "$jobs" --jobs
[ "$jobs" -ge 1 ] || jobs=1

if [ -z "${SPILLWAY:-}" ]; then
  SPILLWAY=${CARGO_TARGET_DIR:-$root/target}/release/spillway
fi
[ -x "$SPILLWAY" ] || die "no spillway binary at $SPILLWAY (cargo build --release, or set SPILLWAY)"
[ -f "$RIG_DIR/lib.sh" ] || die "the RISC-V rig is not at $RIG_DIR (set RIG_DIR)"
[ ${#files[@]} -gt 0 ] || [ -x "$LLVM_STRESS" ] || die "missing $LLVM_STRESS (set LLVM_STRESS)"
# shellcheck source=/dev/null
. "$RIG_DIR/lib.sh"
rig_need_tools
read -r -a alloc_argv <<<"$alloc_args"

work=$(mktemp -d "${TMPDIR:-/tmp}/spillway-stress.XXXXXX") || die "cannot make a temporary directory"
trap 'rm -rf "$work"' EXIT
if [ -z "$keep" ]; then
  keep=$(mktemp -d "${TMPDIR:-/tmp}/spillway-stress-failures.XXXXXX") || die "cannot make the failure directory"
fi
mkdir -p "$keep" || die "cannot create $keep"
keep=$(cd "$keep" && pwd)

# setup ARCH: the rig's variables for ARCH (RIG_LLCFLAGS, RIG_QEMU, ...).
# AArch64 is not a rig architecture: only llc's flags and qemu come from
# here; clang, the C library and the linker are `spillway cc`'s.
setup() {
  if [ "$1" = aarch64 ]; then
    local words
    mapfile -t words < <(rig_conf_clang_words aarch64)
    [ ${#words[@]} -gt 0 ] || die "targets/toolchains.conf has no clang flags for a target with the alias aarch64"
    rig_codegen_flags "${words[@]}"
    RIG_QEMU=qemu-aarch64 RIG_MABI=''
  else
    rig_arch "$1"
  fi
}

# a64cc ARGS...: `spillway cc` for AArch64 with clang alone (no allocator
# under test: for the driver, the runtime, and to assemble and link).
a64cc() {
  "$SPILLWAY" cc --target=aarch64 --spillway-clang-only "$@"
}

# The runtime and the driver, once per architecture.
prepare() {
  setup "$1"
  mkdir -p "$work/$1"
  if [ "$1" = aarch64 ]; then
    local rt=$here/aarch64/rt
    mkdir -p "$work/$1/rt"
    a64cc -O2 -c "$rt/rt.c" -o "$work/$1/rt/rt.o" &&
      a64cc -c "$rt/check.S" -o "$work/$1/rt/check.o" ||
      die "cannot build the AArch64 runtime (tests/aarch64/rt)"
    a64cc -O2 -I"$rt" -c "$here/stress/driver.c" -o "$work/$1/driver.o" ||
      die "cannot build tests/stress/driver.c for $1"
    return
  fi
  rig_build_rt "$work/$1/rt" || die "cannot build the rig runtime for $1"
  "$CLANG" "${RIG_CFLAGS[@]}" -c "$here/stress/driver.c" -o "$work/$1/driver.o" ||
    die "cannot build tests/stress/driver.c for $1"
}

# Makes llvm-stress IR deterministic and terminating (see the header);
# stdin -> stdout. Relies on llvm-stress's shape: one function, no PHIs.
sanitize() {
  awk -v abi="$RIG_MABI" '
    function tick(l) {
      printf "  %%%s.t0 = load volatile i32, i32* @stress_budget, align 4\n", l
      printf "  %%%s.t1 = add i32 %%%s.t0, -1\n", l, l
      printf "  store volatile i32 %%%s.t1, i32* @stress_budget, align 4\n", l
      printf "  %%%s.t2 = icmp slt i32 %%%s.t1, 0\n", l, l
      printf "  br i1 %%%s.t2, label %%stress_out, label %%%s.body\n", l, l
      printf "%s.body:\n", l
    }
    / phi / { print "stress.sh: unexpected phi" > "/dev/stderr"; exit 1 }
    { gsub(/@autogen_SD[0-9]+/, "@stress_fn"); gsub(/ undef/, " zeroinitializer") }
    /^define / { infn = 1; nblocks = 0; print; next }
    infn && /^[A-Za-z0-9_.]+:/ {
      l = $1; sub(/:$/, "", l); print; if (nblocks++ > 0) tick(l); next
    }
    infn && /^}/ { print "stress_out:"; print "  ret void"; print; infn = 0; next }
    infn && $2 == "=" && $3 == "alloca" && split($0, p, ", align ") == 2 {
      ty = p[1]; sub(/^  %[^ ]+ = alloca /, "", ty)
      printf "  %s.raw = alloca [32 x i64], align 16\n", $1
      printf "  store [32 x i64] zeroinitializer, [32 x i64]* %s.raw, align 16\n", $1
      printf "  %s = bitcast [32 x i64]* %s.raw to %s*\n", $1, $1, ty
      next
    }
    { print }
    END {
      print "@stress_budget = external global i32"
      if (abi == "") exit
      print "!llvm.module.flags = !{!0}"
      printf "!0 = !{i32 1, !\"target-abi\", !\"%s\"}\n", abi
    }'
}

# link ARCH OUT.elf IN.s: assemble and link with the driver and runtime.
link() {
  if [ "$1" = aarch64 ]; then
    a64cc "$3" "$work/$1/driver.o" "${RIG_RT_OBJS[@]}" -o "$2"
    return
  fi
  "$LLVM_MC" "${RIG_MCFLAGS[@]}" "$3" -o "${3%.s}.o" &&
    "$LLD" "${RIG_LDFLAGS[@]}" "${RIG_RT_OBJS[@]}" "$work/$1/driver.o" "${3%.s}.o" -o "$2"
}

# run SECS ELF OUT: runs under qemu; prints the exit status (124 = timeout).
run() {
  timeout -k 1 "$1" "$RIG_QEMU" "$2" >"$3" 2>&1
  echo $?
}

# one NAME ARCH [IR]: one case; writes "pass|fail|skip NAME REASON" to $work/res/NAME.
one() {
  local name=$1 a=$2 ir=${3:-} d rc rrc orc
  d="$work/case/$name"
  mkdir -p "$d"
  setup "$a"
  RIG_RT_OBJS=("$work/$a"/rt/*.o)
  local checker=''
  verdict() {
    local v=$1 why=$2
    # A checker failure (exit 3; the output is written anyway) fails the
    # seed whatever the program does; what it does is said.
    if [ -n "$checker" ]; then
      case $v in
        pass) why="$checker (the program prints what LLVM's build prints)" ;;
        skip) why="$checker (the program was not compared: $why)" ;;
        *) why="$checker; and $why" ;;
      esac
      v=fail
    fi
    echo "$v $name $why" >"$work/res/$name"
    set -- "$v" "$why"
    if [ "$1" = fail ] || { [ "$1" = skip ] && [ "$keep_skipped" = 1 ]; }; then
      rm -rf "${keep:?}/$name"
      cp -r "$d" "$keep/$name"
      echo "$2" >"$keep/$name/REASON"
    fi
    rm -rf "$d"
  }
  if [ -z "$ir" ]; then
    "$LLVM_STRESS" -seed="${name%%-*}" -size="$size" -o "$d/raw.ll" 2>"$d/stress.err" ||
      { verdict skip "llvm-stress failed"; return; }
    sanitize <"$d/raw.ll" >"$d/t.ll"
  else
    cp "$ir" "$d/t.ll"
  fi
  (cd "$d" && "$LLC" "${RIG_LLCFLAGS[@]}" -stop-before=greedy t.ll -o pre.mir 2>llc-pre.err) ||
    { verdict skip "llc rejects the IR"; return; }
  "$LLC" "${RIG_LLCFLAGS[@]}" -start-before=greedy "$d/pre.mir" -o "$d/ref.s" 2>"$d/llc-ref.err" ||
    { verdict skip "llc cannot resume from its own pre-RA MIR"; return; }
  timeout 60 "$SPILLWAY" alloc "${alloc_argv[@]}" "$d/pre.mir" -o "$d/ours.mir" >"$d/alloc.out" 2>"$d/alloc.err"
  rc=$?
  if [ $rc -ne 0 ]; then
    # The first error and the line after it (the checker's instruction).
    checker="spillway alloc exited $rc: $({ grep -m1 -A1 'error:' "$d/alloc.err" || grep -m1 . "$d/alloc.err"; } |
      sed 's|^.*/pre.mir||' | tr -s ' \n' '  ' | cut -c1-400 | sed 's/ *$//')"
    if [ $rc -ne 3 ] || [ ! -s "$d/ours.mir" ]; then
      local m=$checker
      checker=''
      verdict fail "$m"
      return
    fi
  fi
  "$LLC" "${RIG_LLCFLAGS[@]}" -verify-machineinstrs -start-after=prologepilog "$d/ours.mir" \
    -o "$d/ours.s" 2>"$d/llc-ours.err" ||
    { verdict fail "llc rejects spillway's output: $(grep -m1 -i error "$d/llc-ours.err" | cut -c1-300)"; return; }
  link "$a" "$d/ref.elf" "$d/ref.s" 2>"$d/link-ref.err" || { verdict skip "reference does not link"; return; }
  link "$a" "$d/ours.elf" "$d/ours.s" 2>"$d/link-ours.err" ||
    { verdict fail "spillway's output does not assemble or link: $(grep -m1 . "$d/link-ours.err" | cut -c1-300)"; return; }
  rrc=$(run "$tmo" "$d/ref.elf" "$d/ref.out")
  case $rrc in
    0) ;;
    124|137) verdict skip "reference times out"; return ;;
    *) verdict skip "reference exits $rrc"; return ;;
  esac
  orc=$(run $((4 * tmo + 2)) "$d/ours.elf" "$d/ours.out")
  if [ "$orc" = 0 ] && cmp -s "$d/ref.out" "$d/ours.out"; then
    verdict pass ""
    return
  fi
  # Second opinion: does LLVM's own output depend on the allocation?
  if "$LLC" "${RIG_LLCFLAGS[@]}" -regalloc=fast -start-before=regallocfast "$d/pre.mir" \
    -o "$d/fast.s" 2>"$d/llc-fast.err" && link "$a" "$d/fast.elf" "$d/fast.s" 2>/dev/null; then
    local frc
    frc=$(run $((4 * tmo + 2)) "$d/fast.elf" "$d/fast.out")
    if [ "$frc" != 0 ] || ! cmp -s "$d/ref.out" "$d/fast.out"; then
      verdict skip "allocation-dependent (LLVM greedy and fast disagree)"
      return
    fi
  fi
  # The pre-RA MIR reads a register it marks `undef` (llc turns some poison
  # into that): any value is correct there, and LLVM's two allocators may
  # agree by chance (seed 4785: `%387 = ANDI undef %56, 1` decides a branch).
  # Only operands right of ` = ` (or of a line without a def) are reads: on
  # AArch64 `undef %5.sub_32:gpr64 = MOVi32imm 7` is a sub-register def.
  if awk '{ i = index($0, " = "); if (substr($0, i ? i + 3 : 1) ~ /undef %/) f = 1 }
          END { exit !f }' "$d/pre.mir"; then
    verdict skip "allocation-dependent (the MIR reads an undef register)"
    return
  fi
  if [ "$orc" != 0 ]; then
    verdict fail "spillway's build exits $orc ($(head -c 200 "$d/ours.out" | tr '\n' ' '))"
  else
    verdict fail "wrong output: reference $(tr '\n' ' ' <"$d/ref.out")/ ours $(tr '\n' ' ' <"$d/ours.out")"
  fi
}

mkdir -p "$work/res" "$work/case"
cases=()
declare -A used=()
if [ ${#files[@]} -gt 0 ]; then
  for f in "${files[@]}"; do
    [ -f "$f" ] || die "no such file: $f"
    case "$f" in *.rv32.*) a=rv32 ;; *.aarch64.*) a=aarch64 ;; *) a=rv64 ;; esac
    b=$(basename "$f"); cases+=("${b%.ll}|$a|$f")
    used[$a]=1
  done
  for a in "${!used[@]}"; do prepare "$a"; done
else
  for ((s = start; s < start + n; s++)); do cases+=("$s-$arch|$arch|"); done
  prepare "$arch"
fi

running=0
for c in "${cases[@]}"; do
  IFS='|' read -r name a ir <<<"$c"
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
  one "$name" "$a" "$ir" &
  running=$((running + 1))
done
wait

pass=0 fail=0 skip=0
declare -A why=()
for c in "${cases[@]}"; do
  name=${c%%|*}
  if [ ! -f "$work/res/$name" ]; then
    fail=$((fail + 1))
    echo "FAIL $name: no result (the job died)"
    continue
  fi
  read -r v _ reason <"$work/res/$name"
  case $v in
    pass) pass=$((pass + 1)) ;;
    skip)
      skip=$((skip + 1)); why[$reason]=$((${why[$reason]:-0} + 1))
      echo "skip $name: $reason" ;;
    *) fail=$((fail + 1)); echo "FAIL $name: $reason" ;;
  esac
done
detail=''
for r in "${!why[@]}"; do detail+="${detail:+, }$r: ${why[$r]}"; done
echo "skipped: $skip${detail:+ ($detail)}"
if [ $fail -gt 0 ] || { [ $keep_skipped = 1 ] && [ $skip -gt 0 ]; }; then
  what=failing; [ $keep_skipped = 0 ] || what='failing and skipped'
  echo "files of the $what cases: $keep"
else
  rmdir "$keep" 2>/dev/null || true
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
