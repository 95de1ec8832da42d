#!/usr/bin/env bash
# bench/alloc.sh: register-allocation quality and speed, LLVM 14 greedy against
# Spillway (greedy, basic, fast; softening off, plus greedy with softening), on
# the rig's benchmarks (../shared/rig/bench), all from the same pre-RA MIR.
#
# usage: bench/alloc.sh [--rv32] [--runs N] [--out DIR] [--spillway BIN] [NAME]...
#   --rv32       rv32gc/ilp32d instead of rv64gc/lp64d
#   --runs N     alternating timing runs per file (default 11; medians)
#   --out DIR    keep the files here (default target/bench-alloc/ARCH)
#   --spillway   the spillway binary (default target/release/spillway, or
#                $CARGO_TARGET_DIR/release/spillway when that is set)
#
# Per benchmark and allocator:
#   spills/reloads  static spill stores / reloads on spill slots in the post-RA MIR
#                   (count-spills.sh; LLVM: llc -start-before=greedy
#                   -stop-after=virtregrewriter on the pre-RA MIR; Spillway:
#                   spillway alloc --stop-before-frame)
#   frame           frame bytes in the final .s (count-spills.sh on the assembly)
#   dyn insns       instructions executed inside the kernel (run.sh --count --func)
#   dyn sp ld+st    sp-relative loads + stores executed inside the kernel
# LLVM's executable is mir2exe.sh --start pre-ra (LLVM allocates the same pre-RA
# MIR); Spillway's is spillway alloc (frame lowered) -> mir2exe.sh --start post-pei.
# Every run's output is compared with LLVM's (a mismatch prints MISMATCH).
# Timing: process-level wall time of
#   llc <rig flags> -start-before=greedy -stop-after=virtregrewriter IN -o /dev/null
#   spillway alloc --allocator greedy --no-check --no-soften --stop-before-frame IN -o /dev/null
# alternated N times (after one warm-up each); medians and llc/spillway ratio.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
RIG=${RIG_DIR:-$(cd "$root/../shared/rig" 2>/dev/null && pwd)}
[ -x "$RIG/bench.sh" ] || { echo "alloc.sh: the rig is not at $RIG (set RIG_DIR)" >&2; exit 2; }
. "$RIG/lib.sh"

arch=rv64 runs=11 out='' sw='' names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    --runs) runs=$2; shift ;;
    --out) out=$2; shift ;;
    --spillway) sw=$2; shift ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    -*) echo "alloc.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) names+=("$1") ;;
  esac
  shift
done
[ -n "$sw" ] || sw=${CARGO_TARGET_DIR:-$root/target}/release/spillway
[ -x "$sw" ] || { echo "alloc.sh: no spillway binary at $sw (cargo build --release)" >&2; exit 2; }
[ -n "$out" ] || out=$root/target/bench-alloc/$arch
mkdir -p "$out"
if [ ${#names[@]} = 0 ]; then
  for f in "$RIG"/bench/*_main.c; do b=$(basename "$f" _main.c); names+=("$b"); done
fi
rig_arch "$arch"
aflag=(); [ "$arch" = rv32 ] && aflag=(--rv32)

now_ns() { date +%s%N; }
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# dyn ELF FUNCS... -> "insns sp_ldst"
dyn() {
  local elf=$1; shift
  local fa=() f
  for f in "$@"; do fa+=(--func "$f"); done
  "$RIG/run.sh" --count "${fa[@]}" "$elf" | awk '/^rigcount /{ sub(/^rigcount /, ""); n = split($0, kvs, " ");
      for (i = 1; i <= n; i++) { split(kvs[i], kv, "="); v[kv[1]] = kv[2] } }
    END { printf "%s %s", v["insns"], v["sp_loads"] + v["sp_stores"] }'
}
# static MIR -> "spills reloads" summed over the functions
static_mir() { "$RIG/count-spills.sh" "${aflag[@]}" "$1" 2>/dev/null | awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "spills") s += kv[2]; if (kv[1] == "reloads") r += kv[2] } } END { printf "%d %d", s, r }'; }
# frame .s FUNC -> frame bytes of FUNC
frame_of() { "$RIG/count-spills.sh" "${aflag[@]}" "$1" 2>/dev/null | awk -v f="$2" '$2 == f { for (i = 1; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "frame") print kv[2] } }'; }

printf '%s\n' "Register allocation, $arch (LLVM 14 greedy vs Spillway), $(date -u +%Y-%m-%d)"
printf '| %-9s | %-20s | %13s | %6s | %10s | %12s |\n' benchmark allocator spills/reloads frame "dyn insns" "dyn sp ld+st"
printf '|%s|%s|%s|%s|%s|%s|\n' ----------- ---------------------- --------------- -------- ------------ --------------
timing=()
status=0
for n in "${names[@]}"; do
  k="$RIG/bench/$n.c" d="$RIG/bench/${n}_main.c" p="$out/$n"
  "$RIG/c2mir.sh" "${aflag[@]}" -o "$p.pre-ra.mir" "$k" > /dev/null 2> "$p.log" || { echo "$n: c2mir failed (see $p.log)"; status=1; continue; }
  # LLVM greedy on the same pre-RA MIR.
  "$RIG/mir2exe.sh" "${aflag[@]}" --start pre-ra -S "$p.llvm.s" -o "$p.llvm.elf" "$p.pre-ra.mir" "$d" > /dev/null 2>> "$p.log" || { echo "$n: LLVM build failed (see $p.log)"; status=1; continue; }
  "$RIG/run.sh" "$p.llvm.elf" > "$p.llvm.out"
  "$LLC" "${RIG_LLCFLAGS[@]}" -start-before=greedy -stop-after=virtregrewriter "$p.pre-ra.mir" -o "$p.llvm.post-ra.mir" 2>> "$p.log"
  funcs=$(awk '/^[ \t]*\.type[ \t]+[^,]+,[ \t]*@function/ { s = $2; sub(/,.*/, "", s); print s }' "$p.llvm.s")
  kfun=$(echo "$funcs" | awk -v n="$n" '$0 == n { e = $0 } index($0, n) == 1 && !p { p = $0 } { l = $0 } END { print e ? e : p ? p : l }')
  # shellcheck disable=SC2086
  read -r di dsp <<< "$(dyn "$p.llvm.elf" $funcs)"
  read -r ss sr <<< "$(static_mir "$p.llvm.post-ra.mir")"
  printf '| %-9s | %-20s | %13s | %6s | %10s | %12s |\n' "$n" "LLVM greedy" "$ss / $sr" "$(frame_of "$p.llvm.s" "$kfun")" "$di" "$dsp"
  for v in greedy basic fast greedy+soften; do
    a=${v%+soften} sflag=(--no-soften); [ "$v" = "$a" ] || sflag=()
    tag=$p.sw-$a${sflag[0]:+-nosoften}
    if ! "$sw" alloc --allocator "$a" "${sflag[@]}" --stop-before-frame "$p.pre-ra.mir" -o "$tag.post-ra.mir" > "$tag.log" 2>&1; then
      echo "| $n | spillway $v | alloc --stop-before-frame failed, exit $? (see $tag.log) |"; status=1
    fi
    rc=0; "$sw" alloc --allocator "$a" "${sflag[@]}" "$p.pre-ra.mir" -o "$tag.mir" >> "$tag.log" 2>&1 || rc=$?
    if [ $rc != 0 ] && [ $rc != 3 ]; then echo "| $n | spillway $v | alloc failed, exit $rc (see $tag.log) |"; status=1; continue; fi
    note=''; [ $rc = 3 ] && note=' (checker FAILED)'
    if ! "$RIG/mir2exe.sh" "${aflag[@]}" --start post-pei -S "$tag.s" -o "$tag.elf" "$tag.mir" "$d" > /dev/null 2>> "$tag.log"; then
      echo "| $n | spillway $v | llc rejected the output (see $tag.log) |"; status=1; continue
    fi
    "$RIG/run.sh" "$tag.elf" > "$tag.out" || true
    cmp -s "$p.llvm.out" "$tag.out" || { note="$note MISMATCH"; status=1; }
    # shellcheck disable=SC2086
    read -r di dsp <<< "$(dyn "$tag.elf" $funcs)"
    read -r ss sr <<< "$(static_mir "$tag.post-ra.mir")"
    printf '| %-9s | %-20s | %13s | %6s | %10s | %12s |\n' "$n" "spillway $v$note" "$ss / $sr" "$(frame_of "$tag.s" "$kfun")" "$di" "$dsp"
  done
  # Timing, alternating.
  llc_cmd=("$LLC" "${RIG_LLCFLAGS[@]}" -start-before=greedy -stop-after=virtregrewriter "$p.pre-ra.mir" -o /dev/null)
  sw_cmd=("$sw" alloc --allocator greedy --no-check --no-soften --stop-before-frame "$p.pre-ra.mir" -o /dev/null)
  "${llc_cmd[@]}" 2> /dev/null; "${sw_cmd[@]}" > /dev/null 2>&1
  tl=() ts=()
  for ((i = 0; i < runs; i++)); do
    t0=$(now_ns); "${llc_cmd[@]}" 2> /dev/null; t1=$(now_ns)
    "${sw_cmd[@]}" > /dev/null 2>&1; t2=$(now_ns)
    tl+=($(( (t1 - t0) / 1000 ))); ts+=($(( (t2 - t1) / 1000 )))
  done
  ml=$(printf '%s\n' "${tl[@]}" | median) ms=$(printf '%s\n' "${ts[@]}" | median)
  timing+=("$(awk -v n="$n" -v l="$ml" -v s="$ms" 'BEGIN { printf "| %-9s | %8.2f | %8.2f | %5.2fx |", n, l / 1000, s / 1000, l / s }')")
done
echo
echo "Allocation time, $arch: process wall time, median of $runs alternating runs (ms)"
printf '| %-9s | %8s | %8s | %6s |\n' benchmark llc spillway ratio
printf '|%s|%s|%s|%s|\n' ----------- ---------- ---------- --------
printf '%s\n' "${timing[@]}"
exit $status
