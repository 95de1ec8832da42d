#!/usr/bin/env bash
# c2exe.sh: the reference build: C or LLVM IR through clang and the whole of
# llc-14 (LLVM's own allocator), with exactly the flags of c2mir.sh and
# mir2exe.sh, linked with the rig's runtime into a static RISC-V executable.
#
# usage: scripts/rig/c2exe.sh [--rv32] [-o OUT.elf] [-S OUT.s] [--llc FLAG]... KERNEL.c|.ll [MORE.c|.S|.ll|.s|.o]...
#   -S FILE     keep the assembly of the first input
#   --llc FLAG  one more llc flag for the .c and .ll inputs (repeatable)
# Prints the executable's path (default ./KERNEL-BASENAME.elf).
set -euo pipefail
# shellcheck source=scripts/rig/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

arch=rv64 out='' asm='' ins=() llc_extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rv32) arch=rv32 ;;
    --rv64) arch=rv64 ;;
    -o) [ $# -ge 2 ] || rig_die "-o needs a file"; out=$2; shift ;;
    -S) [ $# -ge 2 ] || rig_die "-S needs a file"; asm=$2; shift ;;
    --llc) [ $# -ge 2 ] || rig_die "--llc needs a flag"; llc_extra+=("$2"); shift ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    -*) rig_die "unknown option $1 (see --help)" ;;
    *) ins+=("$1") ;;
  esac
  shift
done
[ ${#ins[@]} -gt 0 ] || rig_die "no input (see --help)"
rig_need_tools
rig_arch "$arch"
if [ -z "$out" ]; then out=$(basename "${ins[0]}"); out=${out%.*}.elf; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/rig-c2exe.XXXXXX")
trap 'rm -rf "$work"' EXIT
objs=() n=0
for f in "${ins[@]}"; do
  case "$f" in
    *.c|*.ll)
      ll=$f
      if [ "${f%.c}" != "$f" ]; then
        ll=$work/i$n.ll
        "$CLANG" "${RIG_CFLAGS[@]}" -S -emit-llvm -o "$ll" "$f" || rig_die "clang failed on $f"
      fi
      "$LLC" "${RIG_LLCFLAGS[@]}" "${llc_extra[@]}" "$ll" -o "$work/i$n.s" || rig_die "llc failed on $f"
      "$LLVM_MC" "${RIG_MCFLAGS[@]}" "$work/i$n.s" -o "$work/i$n.o" || rig_die "llvm-mc failed on $f"
      [ $n != 0 ] || [ -z "$asm" ] || cp "$work/i$n.s" "$asm"
      objs+=("$work/i$n.o") ;;
    *)
      mkdir -p "$work/o$n"
      o=$(rig_compile_obj "$f" "$work/o$n") || rig_die "cannot build $f"
      objs+=("$o") ;;
  esac
  n=$((n + 1))
done
rig_build_rt "$work/rt" || rig_die "cannot build the runtime (scripts/rig/rt)"
"$LLD" "${RIG_LDFLAGS[@]}" "${RIG_RT_OBJS[@]}" "${objs[@]}" -o "$out" || rig_die "ld.lld failed"
echo "$out"
