#!/usr/bin/env bash
# aarch64-counts.sh: dynamic counts of tests/programs on AArch64 at -O2,
# Spillway's default pipeline and --spillway-no-soften against LLVM's
# greedy allocator on the same pre-RA MIR (--spillway-allocator=llvm),
# counted by Spillway's QEMU plugin (scripts/qemu-count.sh) over the whole
# static executable (glibc's part is the same in all three builds).
# Stack traffic is loads and stores addressed from sp or from the frame
# pointer x29 (AArch64 Linux code keeps one, and LLVM addresses some frame
# objects from it where Spillway's frame lowering uses sp): counting only
# sp-relative accesses would favour whichever build uses x29 more.
#
# usage: bench/aarch64-counts.sh [WORKDIR]   (needs a release build:
#        cargo build --release; prints one row per program and a total)
set -euo pipefail
R=$(cd "$(dirname "$0")/.." && pwd)
S=${SPILLWAY:-$R/target/release/spillway}
D=${1:-$(mktemp -d)}; mkdir -p "$D"; cd "$D"
RT=$R/tests/aarch64/rt
# The programs the checker does not prove yet run with --spillway-no-check
# (tests/cc_aarch64.rs NOT_PROVED; none of them is in tests/programs today).
printf "| program | llvm sp+fp ld+st | own | own/llvm | no-soften | llvm insns | own insns | own/llvm |\n"
printf "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
tl=0 to=0 tn=0 il=0 io=0
for m in "$R"/tests/programs/*_main.c; do
  n=$(basename "$m" _main.c)
  src=("$R/tests/programs/$n.c" "$m" "$RT/rt.c" "$RT/check.S")
  for mode in llvm own nosoft; do
    case $mode in llvm) x=(--spillway-allocator=llvm) ;; own) x=() ;; nosoft) x=(--spillway-no-soften) ;; esac
    "$S" cc --target=aarch64-linux-gnu -O2 -I"$RT" "${x[@]}" "${src[@]}" -o "$n.$mode"
    bash "$R/scripts/qemu-count.sh" --out "$n.$mode.cnt" "./$n.$mode" >"$n.$mode.out"
    eval "$(tr ' ' '\n' <"$n.$mode.cnt" | grep -E '^(insns|sp_loads|sp_stores|fp_loads|fp_stores)=' | sed "s/^/${mode}_/")"
  done
  cmp -s "$n.llvm.out" "$n.own.out" || { echo "$n: output differs from LLVM's build" >&2; exit 1; }
  l=$((llvm_sp_loads + llvm_sp_stores + llvm_fp_loads + llvm_fp_stores))
  o=$((own_sp_loads + own_sp_stores + own_fp_loads + own_fp_stores))
  s=$((nosoft_sp_loads + nosoft_sp_stores + nosoft_fp_loads + nosoft_fp_stores))
  awk -v n="$n" -v l=$l -v o=$o -v s=$s -v il="$llvm_insns" -v io="$own_insns" \
    'BEGIN { printf "| %s | %d | %d | %.3f | %d | %d | %d | %.3f |\n", n, l, o, o / l, s, il, io, io / il }'
  tl=$((tl + l)) to=$((to + o)) tn=$((tn + s)) il=$((il + llvm_insns)) io=$((io + own_insns))
done
awk -v l=$tl -v o=$to -v s=$tn -v il=$il -v io=$io \
  'BEGIN { printf "| **sum** | %d | %d | **%.3f** | %d | %d | %d | **%.3f** |\n", l, o, o / l, s, il, io, io / il }'
