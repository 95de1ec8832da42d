#!/usr/bin/env bash
# qemu-count.sh: run a static Linux executable (RISC-V rv64/rv32 or AArch64)
# under qemu-user and print its output, then its dynamic counts from
# Spillway's QEMU plugin (tools/qemu-count/count.c):
#   qemu-count insns= loads= stores= sp_loads= sp_stores= gpr_to_fpr= fpr_to_gpr= mem_accesses=
#   fp_loads= fp_stores=
#
# usage: scripts/qemu-count.sh [--func NAME]... [--out FILE] PROG [ARGS...]
#   --func NAME  count only inside function NAME (repeatable; its address
#                range comes from the ELF symbol table, with llvm-nm)
#   --out FILE   write the counts to FILE instead of standard output
#   --build      only build the plugin and print its path
# The qemu is picked from the ELF header (qemu-riscv64, qemu-riscv32,
# qemu-aarch64). The plugin is built with the host C compiler ($CC, else cc,
# else clang-14) into ${SPILLWAY_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway}/qemu-count/,
# once per source version. Exit status: the program's (2 for a usage or setup error).
set -uo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

die() { echo "qemu-count.sh: error: $*" >&2; exit 2; }

funcs=() out='' build_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --func) [ $# -ge 2 ] || die "--func needs a name"; funcs+=("$2"); shift ;;
    --out) [ $# -ge 2 ] || die "--out needs a file"; out=$2; shift ;;
    --build) build_only=1 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    --) shift; break ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) break ;;
  esac
  shift
done

# The plugin, built once per version of its source.
src=$SPILLWAY_ROOT/tools/qemu-count/count.c
cache=${SPILLWAY_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway}/qemu-count
sum=$(cksum <"$src" | cut -d' ' -f1)
plugin=$cache/libcount-$sum.so
if [ ! -f "$plugin" ] && ! mkdir -p "$cache" 2>/dev/null; then
  # No writable cache: build into a directory of this run.
  cache=$(mktemp -d "${TMPDIR:-/tmp}/qemu-count-plugin.XXXXXX") || die "mktemp failed"
  plugin=$cache/libcount-$sum.so
  trap 'rm -rf "$cache"' EXIT
fi
if [ ! -f "$plugin" ]; then
  cc=${CC:-}
  if [ -z "$cc" ]; then
    for c in cc gcc clang-14; do command -v "$c" >/dev/null 2>&1 && { cc=$c; break; }; done
  fi
  [ -n "$cc" ] || die "no host C compiler to build the plugin (install gcc or clang-14)"
  tmp=$plugin.$$.tmp
  "$cc" -shared -fPIC -O2 -fvisibility=hidden -o "$tmp" "$src" || { rm -f "$tmp"; die "could not build $src"; }
  mv -f "$tmp" "$plugin"
fi
if [ $build_only = 1 ]; then echo "$plugin"; exit 0; fi

[ $# -gt 0 ] || die "no program (see --help)"
prog=$1; shift
[ -f "$prog" ] || die "no such file: $prog"

# The ELF class (byte 4) and machine (bytes 18-19, little-endian).
class=$(od -An -tu1 -j4 -N1 "$prog" | tr -d ' ')
machine=$(od -An -tu2 -j18 -N2 "$prog" | tr -d ' ')
case "$machine:$class" in
  243:2) qemu=qemu-riscv64 ;;
  243:1) qemu=qemu-riscv32 ;;
  183:2) qemu=qemu-aarch64 ;;
  *) die "$prog is not a RISC-V or AArch64 ELF executable (machine $machine, class $class)" ;;
esac
command -v "$qemu" >/dev/null 2>&1 || die "$qemu not found: install the Debian package qemu-user (scripts/install-deps.sh)"

args=""
if [ ${#funcs[@]} -gt 0 ]; then
  nm=${LLVM_NM:-}
  [ -n "$nm" ] || for c in llvm-nm-14 /usr/lib/llvm-14/bin/llvm-nm llvm-nm; do
    command -v "$c" >/dev/null 2>&1 && { nm=$c; break; }
  done
  [ -n "$nm" ] || die "llvm-nm not found: install the Debian package llvm-14"
  syms=$("$nm" -S --defined-only "$prog") || die "llvm-nm cannot read $prog"
  for f in "${funcs[@]}"; do
    line=$(awk -v n="$f" 'NF == 4 && $4 == n { print $1, $2; exit }' <<<"$syms")
    [ -n "$line" ] || die "function $f not found (or without a size) in $prog"
    lo=$((16#${line% *})); size=$((16#${line#* }))
    args+=$(printf ',range=0x%x:0x%x' "$lo" $((lo + size)))
  done
fi

tmpd=$(mktemp -d "${TMPDIR:-/tmp}/qemu-count.XXXXXX") || die "mktemp failed"
case "$cache" in
  */qemu-count-plugin.*) trap 'rm -rf "$tmpd" "$cache"' EXIT ;;
  *) trap 'rm -rf "$tmpd"' EXIT ;;
esac
"$qemu" -plugin "$plugin$args,out=$tmpd/counts" "$prog" "$@"
rc=$?
[ -f "$tmpd/counts" ] || die "the plugin wrote no counts"
if [ -n "$out" ]; then cp "$tmpd/counts" "$out"; else cat "$tmpd/counts"; fi
exit $rc
