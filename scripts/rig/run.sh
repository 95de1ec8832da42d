#!/usr/bin/env bash
# run.sh: runs a static RISC-V executable under qemu-user (qemu-riscv64 or
# qemu-riscv32, from its ELF header); optionally counts what it executes
# with Spillway's QEMU plugin (scripts/qemu-count.sh, tools/qemu-count).
#
# usage: scripts/rig/run.sh [--count] [--func NAME]... PROG.elf [ARGS...]
#   --count      after the program's output, print its dynamic counts:
#                "qemu-count KEY=N" lines for insns, loads, stores, sp_loads,
#                sp_stores, gpr_to_fpr, fpr_to_gpr, mem_accesses, fp_loads, fp_stores
#   --func NAME  count only inside function NAME (repeatable; implies --count)
# Exit status: the program's (2 for a usage or setup error).
set -uo pipefail
# shellcheck source=scripts/rig/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

count=0 funcs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count=1 ;;
    --func) [ $# -ge 2 ] || rig_die "--func needs a name"; funcs+=(--func "$2"); count=1; shift ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    --) shift; break ;;
    -*) rig_die "unknown option $1 (see --help)" ;;
    *) break ;;
  esac
  shift
done
[ $# -gt 0 ] || rig_die "no program (see --help)"
prog=$1
shift
[ -f "$prog" ] || rig_die "no such file: $prog"
arch=$(rig_elf_arch "$prog") || rig_die "$prog is not a RISC-V ELF executable"
case "$arch" in rv64) qemu=qemu-riscv64 ;; *) qemu=qemu-riscv32 ;; esac
command -v "$qemu" >/dev/null 2>&1 || rig_die "$qemu not found: run scripts/install-deps.sh (Debian package qemu-user)"
[ $count = 1 ] || exec "$qemu" "$prog" "$@"
LLVM_NM=$LLVM_NM exec bash "$RIG_ROOT/scripts/qemu-count.sh" "${funcs[@]}" "$prog" "$@"
