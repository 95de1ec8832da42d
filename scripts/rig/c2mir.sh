#!/usr/bin/env bash
# c2mir.sh: C or LLVM IR -> LLVM 14 MIR for RISC-V, stopped at a point of
# the register allocator's pipeline (scripts/rig/lib.sh has the flags).
#
# usage: scripts/rig/c2mir.sh [--rv32] [--stop ssa|pre-ra|post-ra|post-pei]
#                             [--ll OUT.ll] [-o OUT.mir] IN.c|IN.ll
#   --stop pre-ra    (default) right before register allocation (-stop-before=greedy)
#   --stop ssa       SSA machine code with PHIs (-stop-after=finalize-isel)
#   --stop post-ra   LLVM's own allocation (-stop-after=virtregrewriter)
#   --stop post-pei  LLVM's allocation and frame (-stop-after=prologepilog)
#   --ll FILE        keep the LLVM IR clang made
# Default output: ./IN-BASENAME.STOP.mir. Prints the output's path.
set -euo pipefail
# shellcheck source=scripts/rig/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

arch=rv64 stop=pre-ra out='' ll_copy='' in=''
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    --stop) [ $# -ge 2 ] || rig_die "--stop needs a value"; stop=$2; shift ;;
    --stop=*) stop=${1#--stop=} ;;
    --ll) [ $# -ge 2 ] || rig_die "--ll needs a file"; ll_copy=$2; shift ;;
    -o) [ $# -ge 2 ] || rig_die "-o needs a file"; out=$2; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    -*) rig_die "unknown option $1 (see --help)" ;;
    *) [ -z "$in" ] || rig_die "more than one input ($in, $1)"; in=$1 ;;
  esac
  shift
done
[ -n "$in" ] || rig_die "no input (see --help)"
[ -f "$in" ] || rig_die "no such file: $in"
rig_need_tools
rig_arch "$arch"
flag=$(rig_stop_flag "$stop")
name=$(basename "$in"); name=${name%.*}
out=${out:-$name.$stop.mir}

work=$(mktemp -d "${TMPDIR:-/tmp}/rig-c2mir.XXXXXX")
trap 'rm -rf "$work"' EXIT
case "$in" in
  *.c) "$CLANG" "${RIG_CFLAGS[@]}" -S -emit-llvm -o "$work/$name.ll" "$in" ;;
  *.ll) cp "$in" "$work/$name.ll" ;;
  *) rig_die "$in: expected a .c or .ll file" ;;
esac
[ -z "$ll_copy" ] || cp "$work/$name.ll" "$ll_copy"
# llc runs in the work directory so that the MIR's "; ModuleID" line says
# NAME.ll, not a temporary path (the MIR is then the same from run to run).
(cd "$work" && "$LLC" "${RIG_LLCFLAGS[@]}" "$flag" "$name.ll" -o out.mir) ||
  rig_die "llc $flag failed on $in"
cp "$work/out.mir" "$out"
echo "$out"
