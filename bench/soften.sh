#!/usr/bin/env bash
# bench/soften.sh: the soften-spills table (issue 6) — LLVM greedy, the rig's
# stand-in (LLVM greedy + leaf-only softening in shell), and `spillway alloc`
# with --no-soften, --soften=leaf-only and the default (full) pass, on the
# rig's benchmarks, all from the same pre-RA MIR.
#
# usage: bench/soften.sh [--rv32] [--out DIR] [--spillway BIN] [NAME]...
#
# Columns, per benchmark and variant:
#   frame        frame bytes of the kernel (count-spills.sh on the final .s)
#   sp st/ld     static sp-relative stores / loads in the kernel's .s
#                (spills, reloads, callee-saved saves, stack arguments)
#   dyn insns    instructions executed inside the kernel (run.sh --count --func)
#   dyn sp       sp-relative loads + stores executed inside the kernel
#   dyn fmv      GPR<->FPR moves executed inside the kernel
#   mca          llvm-mca (../shared/rig/mca.sh, default CPU model) cycles per
#                iteration, summed over the kernel's deepest innermost loops
#                (llc marks them "Inner Loop Header"; matmul has 16 such k
#                loops, one per unrolled column); for a kernel without loops, -
# Variants: llvm = mir2exe.sh --start pre-ra (LLVM allocates the pre-RA MIR);
# stand-in = examples/soften-demo.sh, resumed at post-ra; sw-off, sw-leaf,
# sw-full = spillway alloc --no-soften / --soften=leaf-only / default,
# resumed at post-pei. Every run's output is compared with LLVM's; a mismatch
# prints MISMATCH and makes the exit status 1.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
RIG=${RIG_DIR:-$(cd "$root/../shared/rig" 2>/dev/null && pwd)}
[ -x "$RIG/bench.sh" ] || { echo "soften.sh: the rig is not at $RIG (set RIG_DIR)" >&2; exit 2; }

arch=rv64 out='' sw='' names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    --out) out=$2; shift ;;
    --spillway) sw=$2; shift ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    -*) echo "soften.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) names+=("$1") ;;
  esac
  shift
done
[ -n "$sw" ] || sw=${CARGO_TARGET_DIR:-$root/target}/release/spillway
[ -x "$sw" ] || { echo "soften.sh: no spillway binary at $sw (cargo build --release)" >&2; exit 2; }
[ -n "$out" ] || out=$root/target/bench-soften/$arch
mkdir -p "$out"
if [ ${#names[@]} = 0 ]; then
  for f in "$RIG"/bench/*_main.c; do b=$(basename "$f" _main.c); names+=("$b"); done
fi
aflag=(); [ "$arch" = rv32 ] && aflag=(--rv32)

# deepest_inner_loops FILE.s FUNC: labels of FUNC's innermost loops at the
# greatest depth, from llc's loop comments.
deepest_inner_loops() {
  awk -v F="$2" '
    $0 ~ "^" F ":" { on = 1; next }
    on && /^[A-Za-z_][A-Za-z0-9_]*:/ { on = 0 }
    !on { next }
    /^\.LBB[0-9_]+:/ { lab = $1; sub(/:$/, "", lab) }
    /Inner Loop Header: Depth=/ {
      d = $0; sub(/.*Depth=/, "", d); d += 0
      if (d > max) { max = d; n = 0 }
      if (d == max) labs[n++] = lab
    }
    END { for (i = 0; i < n; i++) print labs[i] }' "$1"
}

mca_cycles() { # FILE.s FUNC -> cycles per iteration summed over the loops
  local s=$1 fn=$2 total=0 any=0 c
  for l in $(deepest_inner_loops "$s" "$fn"); do
    c=$("$RIG/mca.sh" "${aflag[@]}" --iterations 100 "$s" "$l" 2>/dev/null |
        awk '/Total Cycles:/ { print $3 }')
    [ -n "$c" ] || continue
    total=$(awk -v a="$total" -v b="$c" 'BEGIN { print a + b / 100 }')
    any=1
  done
  [ $any = 1 ] && printf '%.2f' "$total" || printf -- '-'
}

status=0
printf '| bench | arch | variant | frame | sp st/ld | dyn insns | dyn sp | dyn fmv | mca cyc/iter |\n'
printf '|---|---|---|---|---|---|---|---|---|\n'
for b in "${names[@]}"; do
  src=$RIG/bench/$b.c main=$RIG/bench/${b}_main.c
  pre=$out/$b.pre-ra.mir
  "$RIG/c2mir.sh" "${aflag[@]}" -o "$pre" "$src" >/dev/null 2>"$out/$b.log" || { echo "| $b | $arch | c2mir FAILED |"; status=1; continue; }
  fn=$(awk '/^name:/ { print $2; exit }' "$pre")
  ref=''
  for v in llvm stand-in sw-off sw-leaf sw-full; do
    mir=$out/$b.$v.mir s=$out/$b.$v.s elf=$out/$b.$v.elf start=post-pei
    case $v in
      llvm) cp "$pre" "$mir"; start=pre-ra ;;
      stand-in) "$RIG/examples/soften-demo.sh" "${aflag[@]}" "$pre" "$mir" >/dev/null 2>>"$out/$b.log"; start=post-ra ;;
      sw-off) "$sw" alloc --no-soften "$pre" -o "$mir" >/dev/null 2>>"$out/$b.log" ;;
      sw-leaf) "$sw" alloc --soften=leaf-only "$pre" -o "$mir" >/dev/null 2>>"$out/$b.log" ;;
      sw-full) "$sw" alloc "$pre" -o "$mir" >/dev/null 2>>"$out/$b.log" ;;
    esac || { echo "| $b | $arch | $v | allocation FAILED (see $out/$b.log) |"; status=1; continue; }
    "$RIG/mir2exe.sh" "${aflag[@]}" --start $start -S "$s" -o "$elf" "$mir" "$main" >/dev/null 2>>"$out/$b.log" ||
      { echo "| $b | $arch | $v | build FAILED (see $out/$b.log) |"; status=1; continue; }
    run=$("$RIG/run.sh" --count --func "$fn" "$elf" 2>&1)
    got=$(grep -v '^rigcount' <<<"$run")
    if [ -z "$ref" ]; then ref=$got; elif [ "$got" != "$ref" ]; then v="$v MISMATCH"; status=1; fi
    cnt=$(grep '^rigcount' <<<"$run" | tr '\n' ' ')
    get() { grep -o "$1=[0-9]*" <<<"$cnt" | head -1 | cut -d= -f2; }
    st=$("$RIG/count-spills.sh" "${aflag[@]}" "$s" | grep " $fn ")
    sget() { grep -o "$1=[0-9]*" <<<"$st" | head -1 | cut -d= -f2; }
    printf '| %s | %s | %s | %s | %s/%s | %s | %s | %s | %s |\n' "$b" "$arch" "$v" \
      "$(sget frame)" "$(sget sp_stores)" "$(sget sp_loads)" "$(get insns)" \
      "$(( $(get sp_loads) + $(get sp_stores) ))" \
      "$(( $(get fmv_gpr_to_fpr) + $(get fmv_fpr_to_gpr) ))" "$(mca_cycles "$s" "$fn")"
  done
done
exit $status
