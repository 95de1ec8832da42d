#!/usr/bin/env bash
# bench/tblgen.sh: wall-clock benchmark of `spillway tblgen` against llvm-tblgen 14.
#
# usage: bash bench/tblgen.sh [--no-build] [--runs N] [--targets] [CASE-LABEL-SUBSTRING]...
#
# Default cases: the RISC-V register files of ../shared/td/riscv and
# targets/riscv (print-records, register info, the build script's tables).
# --targets: instead, every in-tree LLVM 14 target's top file, whole (the
# files of llvm_targets.rs, from the sources scripts/llvm-src.sh fetches or
# SPILLWAY_LLVM_SRC), read with `-I llvm/include -I llvm/lib/Target/<T>`:
# "<T> print-records" (ours --print-records vs -print-records, outputs
# compared) and "<T> register-info" (ours --dump-register-info vs
# -gen-register-info); 3 runs each unless BENCH_RUNS/--runs; peak RSS only
# for the targets named by BENCH_RSS (default X86 AMDGPU RISCV VE; "all"
# for every case).
#
# For every case (label, our command, their command) it runs the two commands
# alternately, A B A B ..., N times each (default 15; env BENCH_RUNS or --runs),
# after one untimed warm-up run of each, and prints: runs, median ms, min ms,
# the ratio of the medians (spillway / llvm-tblgen), the median CPU time
# (user+sys of the command, from the shell's `times`; less sensitive to other
# load than the wall clock, but it counts the work of every thread) and its
# ratio, peak RSS of one run of each (GNU /usr/bin/time) and whether the two
# outputs are byte-identical.
#
# Environment:
#   BENCH_RUNS           runs per command (default 15)
#   BENCH_OUT            folder for outputs (default /tmp/spillway-bench)
#   SPILLWAY_BIN         spillway binary (default <target>/release/spillway, built first)
#   LLVM_TBLGEN          llvm-tblgen 14 (default: found by scripts/lib.sh find_tblgen)
#   SPILLWAY_SHARED      shared/ folder (default <repo>/../shared)
#   SPILLWAY_LLVM_SRC    LLVM 14 sources for --targets (default: scripts/llvm-src.sh)
#   BENCH_RSS            --targets: target folders whose peak RSS is measured
# Exit status 1 if a command failed. Results go in doc/PERFORMANCE.md.
set -uo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$SPILLWAY_ROOT" || exit 1

runs=${BENCH_RUNS:-} build=1 filters=() targets=0
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --runs) runs=$2; shift ;;
    --targets) targets=1 ;;
    -h|--help) sed -n '2,33p' "$0"; exit 0 ;;
    -*) sw_die "unknown option $1" ;;
    *) filters+=("$1") ;;
  esac
  shift
done
if [ -z "$runs" ]; then
  if [ $targets = 1 ]; then runs=3; else runs=15; fi
fi
case "$runs" in '' | *[!0-9]* | 0) sw_die "runs must be a positive number, not '$runs'" ;; esac

TBLGEN=$(find_tblgen) || sw_die "no LLVM 14 llvm-tblgen (run scripts/install-deps.sh)"
if [ -z "${SPILLWAY_BIN:-}" ]; then
  if [ $build = 1 ]; then
    echo "building spillway (cargo build --release) ..." >&2
    cargo build --release --bin spillway >&2 || sw_die "cargo build failed"
  fi
  SPILLWAY_BIN=$(spillway_target_dir)/release/spillway
fi
[ -x "$SPILLWAY_BIN" ] || sw_die "no spillway binary at $SPILLWAY_BIN"
OUT=${BENCH_OUT:-/tmp/spillway-bench}
mkdir -p "$OUT"

# ---- cases -------------------------------------------------------------------
# add_case LABEL OURS THEIRS: commands are shell words (eval'd in this shell, so
# a run costs one fork/exec). Quote paths with q. Each command must write the
# file named by $A (ours) or $B (theirs), the case's output files, which are
# compared afterwards. Later cases: --dump-register-info and --gen-rust vs
# -gen-register-info.
labels=() ours=() theirs=() compare=() rss=()
q() { printf '%q' "$1"; }
# A fourth argument marks cases whose outputs differ by design and is shown
# instead of the comparison (our JSON register model or Rust tables against
# llvm-tblgen's C++ tables).
# A fifth argument 0 skips the peak-RSS run.
add_case() {
  labels+=("$1"); ours+=("$2"); theirs+=("$3"); compare+=("${4:-compare}"); rss+=("${5:-1}")
}

if [ $targets = 1 ]; then
  src=${SPILLWAY_LLVM_SRC:-$(bash "$SPILLWAY_ROOT/scripts/llvm-src.sh")} ||
    sw_die "no LLVM 14 sources (scripts/llvm-src.sh failed)"
  LLVM=$src/llvm
  [ -d "$LLVM/lib/Target" ] || sw_die "no $LLVM/lib/Target"
  rss_targets=" ${BENCH_RSS:-X86 AMDGPU RISCV VE} "
  # The top files, as dsl/tests/llvm_targets.rs lists them.
  while read -r dir file; do
    inc="-I $(q "$LLVM/include") -I $(q "$LLVM/lib/Target/$dir")"
    top=$(q "$LLVM/lib/Target/$dir/$file")
    label="${file%.td}"
    case "$rss_targets" in *" all "* | *" $dir "*) m=1 ;; *) m=0 ;; esac
    # AMDGPU's second top file (R600.td) is timed, its memory not.
    [ "$file" = R600.td ] && [ "${BENCH_RSS:-}" != all ] && m=0
    add_case "$label print-records" \
      "$(q "$SPILLWAY_BIN") tblgen $inc $top --print-records -o \"\$A\"" \
      "$(q "$TBLGEN") $inc -print-records $top -o \"\$B\"" compare $m
    add_case "$label register-info" \
      "$(q "$SPILLWAY_BIN") tblgen $inc $top --dump-register-info -o \"\$A\"" \
      "$(q "$TBLGEN") $inc -gen-register-info $top -o \"\$B\"" "n/a (JSON vs C++)" $m
  done < <(sed -n 's|.*=> "\([^"]*\)" / "\([^"]*\)",.*|\1 \2|p' "$SPILLWAY_ROOT/dsl/tests/llvm_targets.rs")
  [ ${#labels[@]} -gt 0 ] || sw_die "no targets listed in dsl/tests/llvm_targets.rs"
else
shared=$(find_shared) || exit 1
TD=$shared/td/riscv
LLVM_INC=$LLVM14_INCLUDE

add_case "print-records full prelude" \
  "$(q "$SPILLWAY_BIN") tblgen -I $(q "$LLVM_INC") -I $(q "$TD") $(q "$TD/top.td") --print-records -o \"\$A\"" \
  "$(q "$TBLGEN") -I $(q "$LLVM_INC") -I $(q "$TD") -print-records $(q "$TD/top.td") -o \"\$B\""
add_case "print-records prelude-min" \
  "$(q "$SPILLWAY_BIN") tblgen -I $(q "$TD/prelude-min") -I $(q "$TD") $(q "$TD/top.td") --print-records -o \"\$A\"" \
  "$(q "$TBLGEN") -I $(q "$TD/prelude-min") -I $(q "$TD") -print-records $(q "$TD/top.td") -o \"\$B\""

add_case "register-info full prelude" \
  "$(q "$SPILLWAY_BIN") tblgen -I $(q "$LLVM_INC") -I $(q "$TD") $(q "$TD/top.td") --dump-register-info -o \"\$A\"" \
  "$(q "$TBLGEN") -I $(q "$LLVM_INC") -I $(q "$TD") -gen-register-info $(q "$TD/top.td") -o \"\$B\"" "n/a (JSON vs C++)"
add_case "register-info prelude-min" \
  "$(q "$SPILLWAY_BIN") tblgen -I $(q "$TD/prelude-min") -I $(q "$TD") $(q "$TD/top.td") --dump-register-info -o \"\$A\"" \
  "$(q "$TBLGEN") -I $(q "$TD/prelude-min") -I $(q "$TD") -gen-register-info $(q "$TD/top.td") -o \"\$B\"" "n/a (JSON vs C++)"

# The build script's work (tables/build.rs: load targets/riscv, register
# model, backend facts, Rust tables through quote + prettyplease), run by
# `tblgen --gen-rust`, against llvm-tblgen's register-info backend (its C++
# tables) on the same input: LLVM's RISC-V files with the full prelude (they
# have no Spillway facts, so the tables have no opcodes), and targets/riscv on
# our own small prelude, which llvm-tblgen reads too (relative paths, as the
# build script uses them; we are in the root).
add_case "build-script tables full prelude" \
  "$(q "$SPILLWAY_BIN") tblgen -I $(q "$LLVM_INC") -I $(q "$TD") $(q "$TD/top.td") --gen-rust -o \"\$A\"" \
  "$(q "$TBLGEN") -I $(q "$LLVM_INC") -I $(q "$TD") -gen-register-info $(q "$TD/top.td") -o \"\$B\"" "n/a (Rust vs C++)"
add_case "build-script tables targets/riscv" \
  "$(q "$SPILLWAY_BIN") tblgen -I targets/include -I targets/riscv targets/riscv/top.td --gen-rust -o \"\$A\"" \
  "$(q "$TBLGEN") -I targets/include -I targets/riscv -gen-register-info targets/riscv/top.td -o \"\$B\"" "n/a (Rust vs C++)"
fi

# ---- timing ------------------------------------------------------------------
# Microseconds since the epoch; bash 5's $EPOCHREALTIME needs no fork.
now_us() {
  if [ -n "${EPOCHREALTIME:-}" ]; then
    local t=${EPOCHREALTIME/[.,]/}
    echo "$t"
  else
    echo $(($(date +%s%N) / 1000))
  fi
}

# tms_us "1m2.345s" (bash's `times` format) -> sets tms: microseconds
tms_us() {
  local m=${1%%m*} s=${1#*m}
  s=${s%s}
  local whole=${s%%.*} frac=${s#*.}
  frac=${frac}000000
  frac=${frac:0:6}
  tms=$(((10#$m * 60 + 10#$whole) * 1000000 + 10#$frac))
}

# children_cpu_us -> sets cpu_now_us: user+sys of all finished children of
# this shell. No fork (a subshell would count as a child): `times` is a
# builtin, its output goes to a file, and the parsing sets variables.
children_cpu_us() {
  local cu cs
  times >"$OUT/times.txt"
  # The first line is the shell's own time, the second its children's.
  { read -r _; read -r cu cs; } <"$OUT/times.txt"
  tms_us "$cu"
  cpu_now_us=$tms
  tms_us "$cs"
  cpu_now_us=$((cpu_now_us + tms))
}

# time_once CMD -> sets elapsed_us and cpu_us; returns the command's status.
# Output to /dev/null.
time_once() {
  local t0 t1 rc c0
  children_cpu_us
  c0=$cpu_now_us
  t0=$(now_us)
  eval "$1" >/dev/null 2>"$OUT/stderr.txt"
  rc=$?
  t1=$(now_us)
  children_cpu_us
  elapsed_us=$((t1 - t0))
  cpu_us=$((cpu_now_us - c0))
  return $rc
}

# stats "US US ..." -> "median_ms min_ms" (ms with 1 decimal)
stats() {
  tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -n |
    awk '{ v[NR] = $1 } END {
      if (NR == 0) { print "- -"; exit }
      m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
      printf "%.1f %.1f\n", m / 1000, v[1] / 1000 }'
}

# peak RSS in MiB of one run (GNU time's %M is KiB), or "-"
peak_rss() {
  [ -x /usr/bin/time ] || { echo -; return; }
  if /usr/bin/time -f '%M' -o "$OUT/rss.txt" bash -c "$1" >/dev/null 2>&1; then
    awk '{ printf "%.1f", $1 / 1024 }' "$OUT/rss.txt"
  else
    echo -
  fi
}

rows=() status=0
for i in "${!labels[@]}"; do
  label=${labels[$i]}
  if [ ${#filters[@]} -gt 0 ]; then
    keep=0
    for f in "${filters[@]}"; do case "$label" in *"$f"*) keep=1 ;; esac; done
    [ $keep = 1 ] || continue
  fi
  slug=$(tr -c 'A-Za-z0-9\n' '-' <<<"$label")
  export A="$OUT/$slug.spillway.out" B="$OUT/$slug.llvm-tblgen.out"
  rm -f "$A" "$B"
  echo "== $label: $runs runs each, alternating" >&2
  echo "   ours:   ${ours[$i]}" >&2
  echo "   theirs: ${theirs[$i]}" >&2
  ta='' tb='' ca='' cb='' a_ok=1 b_ok=1 na=0 nb=0
  # warm-up (page cache), untimed; a failing command is not timed further
  if ! time_once "${ours[$i]}"; then
    a_ok=0; echo "   spillway FAILED:" >&2; head -n 5 "$OUT/stderr.txt" | sed 's/^/     /' >&2
  fi
  if ! time_once "${theirs[$i]}"; then
    b_ok=0; echo "   llvm-tblgen FAILED:" >&2; head -n 5 "$OUT/stderr.txt" | sed 's/^/     /' >&2
  fi
  for ((r = 0; r < runs; r++)); do
    if [ $a_ok = 1 ]; then
      if time_once "${ours[$i]}"; then ta+=" $elapsed_us"; ca+=" $cpu_us"; na=$((na + 1)); else a_ok=0; fi
    fi
    if [ $b_ok = 1 ]; then
      if time_once "${theirs[$i]}"; then tb+=" $elapsed_us"; cb+=" $cpu_us"; nb=$((nb + 1)); else b_ok=0; fi
    fi
    printf '.' >&2
  done
  echo >&2
  read -r a_med a_min <<<"$(stats "$ta")"
  read -r b_med b_min <<<"$(stats "$tb")"
  read -r a_cpu _ <<<"$(stats "$ca")"
  read -r b_cpu _ <<<"$(stats "$cb")"
  ratio=- cratio=-
  if [ "$a_med" != - ] && [ "$b_med" != - ]; then
    ratio=$(awk -v a="$a_med" -v b="$b_med" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')
  fi
  if [ "$a_cpu" != - ] && [ "$b_cpu" != - ]; then
    cratio=$(awk -v a="$a_cpu" -v b="$b_cpu" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')
  fi
  a_rss=-; b_rss=-
  if [ "${rss[$i]}" = 1 ]; then
    [ $a_ok = 1 ] && a_rss=$(peak_rss "${ours[$i]}")
    [ $b_ok = 1 ] && b_rss=$(peak_rss "${theirs[$i]}")
  fi
  if [ -f "$A" ] && [ -f "$B" ]; then
    if [ "${compare[$i]}" != compare ]; then same=${compare[$i]}
    elif cmp -s "$A" "$B"; then same=identical; else same=DIFFERENT; fi
  else
    same=-
  fi
  [ $a_ok = 1 ] || { a_med="FAILED"; status=1; }
  [ $b_ok = 1 ] || { b_med="FAILED"; status=1; }
  rows+=("$label|spillway|$na|$a_med|$a_min|$ratio|$a_cpu|$cratio|$a_rss|$same")
  rows+=("$label|llvm-tblgen|$nb|$b_med|$b_min|1.00x|$b_cpu|1.00x|$b_rss|")
done

echo
echo "spillway:    $SPILLWAY_BIN"
echo "llvm-tblgen: $TBLGEN ($("$TBLGEN" --version | sed -n 's/.*LLVM version //p' | head -n 1))"
echo "machine:     $(nproc) cores, $(uname -m), $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)"
echo
fmt='%-33s %-12s %5s %11s %9s %9s %10s %9s %13s %s\n'
# shellcheck disable=SC2059
printf "$fmt" case tool runs "median ms" "min ms" ratio "CPU ms" "CPU ratio" "peak RSS MiB" output
for row in "${rows[@]}"; do
  IFS='|' read -r c t n med mn ra cpu cra rss same <<<"$row"
  # shellcheck disable=SC2059
  printf "$fmt" "$c" "$t" "$n" "$med" "$mn" "$ra" "$cpu" "$cra" "$rss" "$same"
done
echo
echo "ratio = median(spillway) / median(llvm-tblgen) of the wall time; CPU = median user+sys"
echo "time of the command (all its threads); outputs kept in $OUT"
[ $status = 0 ] || echo "some commands FAILED (exit status 1)"
exit $status
