#!/usr/bin/env bash
# mir-corpus.sh OUT_DIR: the MIR test corpus, made by the rig (scripts/rig,
# or RIG_DIR) from the kernels of tests/programs listed below, for rv64 and
# rv32, at the pipeline points pre-ra, ssa and post-ra. Files:
# OUT_DIR/NAME.{rv64,rv32}.{pre-ra,ssa,post-ra}.mir.
#
# The kernels and what each brings (tests/programs/README.md):
#   matmul     leaf, spills in a hot inner loop (4x4 register blocking)
#   lanehash   leaf, 24 64-bit lanes: spills, every callee-saved register
#   pressure   leaf, ~32 values live across a loop, a local array
#   calls      values live across calls (callee-saved registers, a stack array)
#   many_args  stack-passed arguments, incoming and outgoing; double arguments
#   features   outgoing and incoming stack arguments (stackargs), an escaping
#              local array, inline asm with a tied operand, fmadd.d
#   float_math float and double values (fpr32, fpr64), conversions, a
#              constant pool
# Existing files newer than their source and the rig's settings are kept
# (the corpus is a cache); files of kernels no longer listed are removed.
# Prints the number of files made and kept.
set -euo pipefail
out=${1:?usage: mir-corpus.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
rig=${RIG_DIR:-$here/rig}
[ -x "$rig/c2mir.sh" ] || { echo "mir-corpus.sh: no rig at $rig (c2mir.sh missing; unset RIG_DIR to use scripts/rig)" >&2; exit 1; }
kernels=(matmul lanehash pressure calls many_args features float_math)
src=$here/../tests/programs
mkdir -p "$out"
# Stale files (an earlier kernel list) would be taken for corpus files.
for f in "$out"/*.mir; do
  [ -e "$f" ] || continue
  n=$(basename "$f"); n=${n%%.*}
  case " ${kernels[*]} " in *" $n "*) ;; *) rm -f "$f" ;; esac
done
made=0 kept=0
for name in "${kernels[@]}"; do
  c=$src/$name.c
  [ -f "$c" ] || { echo "mir-corpus.sh: $c not found" >&2; exit 1; }
  for arch in rv64 rv32; do
    flag=''; [ "$arch" = rv32 ] && flag=--rv32
    for stop in pre-ra ssa post-ra; do
      f="$out/$name.$arch.$stop.mir"
      if [ -s "$f" ] && [ "$f" -nt "$c" ] && [ "$f" -nt "$rig/lib.sh" ]; then kept=$((kept + 1)); continue; fi
      # A temporary of this process's own: tests make the corpus in parallel.
      "$rig/c2mir.sh" $flag --stop "$stop" -o "$f.tmp.$$" "$c" >/dev/null
      mv "$f.tmp.$$" "$f"
      made=$((made + 1))
    done
  done
done
echo "mir-corpus: $made made, $kept kept in $out"
