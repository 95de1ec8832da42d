#!/usr/bin/env bash
# mir2exe.sh: allocated MIR -> llc-14 resumed at a point of the pipeline ->
# llvm-mc -> static RISC-V executable with the rig's runtime (scripts/rig/rt).
#
# usage: scripts/rig/mir2exe.sh [--rv32] [--start post-ra|pre-pei|post-pei|pre-ra]
#          [-o OUT.elf] [-S OUT.s] [--no-verify] [--llc FLAG]... IN.mir... [OTHER.c|.S|.ll|.s|.o]...
#   --start post-ra   (default) -start-after=virtregrewriter: physical registers,
#                     spill code on %stack.N; LLVM's post-RA passes and PEI follow
#   --start pre-pei   -start-before=prologepilog: the same input, straight to PEI
#   --start post-pei  -start-after=prologepilog: prologue and epilogue already in
#   --start pre-ra    -start-before=greedy: LLVM allocates (the baseline)
#   -S FILE           keep the assembly of the last MIR input
#   --no-verify       without llc's -verify-machineinstrs
#   --llc FLAG        one more llc flag (repeatable)
# Every .mir input goes through llc; the other inputs (drivers) are compiled
# with clang. Prints the executable's path (default ./FIRST-MIR-BASENAME.elf).
set -euo pipefail
# shellcheck source=scripts/rig/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

arch=rv64 start=post-ra out='' asm='' verify=1 mirs=() others=() llc_extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    --start) [ $# -ge 2 ] || rig_die "--start needs a value"; start=$2; shift ;;
    --start=*) start=${1#--start=} ;;
    -o) [ $# -ge 2 ] || rig_die "-o needs a file"; out=$2; shift ;;
    -S) [ $# -ge 2 ] || rig_die "-S needs a file"; asm=$2; shift ;;
    --no-verify) verify=0 ;;
    --llc) [ $# -ge 2 ] || rig_die "--llc needs a flag"; llc_extra+=("$2"); shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) rig_die "unknown option $1 (see --help)" ;;
    *.mir) mirs+=("$1") ;;
    *) others+=("$1") ;;
  esac
  shift
done
[ ${#mirs[@]} -gt 0 ] || rig_die "no .mir input (see --help)"
rig_need_tools
rig_arch "$arch"
flag=$(rig_start_flag "$start")
[ $verify = 0 ] || llc_extra+=(-verify-machineinstrs)
if [ -z "$out" ]; then out=$(basename "${mirs[0]}"); out=${out%.mir}.elf; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/rig-mir2exe.XXXXXX")
trap 'rm -rf "$work"' EXIT
objs=() n=0
for m in "${mirs[@]}"; do
  "$LLC" "${RIG_LLCFLAGS[@]}" "${llc_extra[@]}" "$flag" "$m" -o "$work/m$n.s" ||
    rig_die "llc $flag failed on $m"
  "$LLVM_MC" "${RIG_MCFLAGS[@]}" "$work/m$n.s" -o "$work/m$n.o" ||
    rig_die "llvm-mc failed on the assembly of $m"
  [ -z "$asm" ] || cp "$work/m$n.s" "$asm"
  objs+=("$work/m$n.o")
  n=$((n + 1))
done
for f in "${others[@]}"; do
  mkdir -p "$work/o$n"
  o=$(rig_compile_obj "$f" "$work/o$n") || rig_die "cannot build $f"
  objs+=("$o")
  n=$((n + 1))
done
rig_build_rt "$work/rt" || rig_die "cannot build the runtime (scripts/rig/rt)"
"$LLD" "${RIG_LDFLAGS[@]}" "${RIG_RT_OBJS[@]}" "${objs[@]}" -o "$out" || rig_die "ld.lld failed"
echo "$out"
