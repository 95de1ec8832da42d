#!/usr/bin/env bash
# install-deps.sh: install the system packages Spillway's scripts and tests need.
# Idempotent: installs only what is missing (apt-get update runs only then), so
# a machine that has everything needs no network. Works as root, or via sudo.
#   llvm-14      llvm-tblgen 14 (the reference for the conformance tests)
#   llvm-14-dev  /usr/lib/llvm-14/include/llvm/Target/Target.td and friends
#   hyperfine    benchmarks (doc/PERFORMANCE.md)
#   time         /usr/bin/time -v (peak RSS in bench/tblgen.sh)
#   chromium     headless browser: tests/report.rs renders `spillway report` pages
#   spillway cc (src/cc, targets/toolchains.conf) and its tests:
#     clang-14                      C -> LLVM IR (llc comes with llvm-14)
#     lld-14                        ld.lld (the backend's end-to-end tests)
#     qemu-user                     qemu-riscv64, qemu-riscv32, qemu-aarch64
#     libc6-dev-riscv64-cross       riscv64 glibc (headers, static libraries)
#     gcc-riscv64-linux-gnu         the rv64 link driver (GNU ld, crt files, libgcc)
#     picolibc-riscv64-unknown-elf  the rv32 C library
#     gcc-riscv64-unknown-elf       the rv32 link driver (GNU ld, libgcc)
#     libc6-dev-arm64-cross, gcc-aarch64-linux-gnu  AArch64 glibc and link driver
#     gcc, make                     the QEMU counting plugin (host C), the make tests
#   the real-code corpus (bench/real-code.sh, tests/real_code.rs):
#     dpkg-dev                      dpkg-source (apt-get source extracts with it)
#     patch                         the recipes revert Debian build-system patches
#     tcl                           tclsh: SQLite's amalgamation is generated with it
#   the RISC-V rig (scripts/rig: c2mir/c2exe/mir2exe/run) needs nothing more
#   than the above (clang-14, llvm-14, lld-14, qemu-user, a host cc).
# Ends by printing the llvm-tblgen to use, as "llvm-tblgen: PATH".
# Exit status non-zero on failure.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# /dev/null must be the null device. A tool that writes "-o /dev/null"
# atomically (temp file + rename) replaces it with a regular file; every later
# process that reads /dev/null then gets old output as its input (rustc's
# target probe under cargo, and so trybuild, fail that way). Spillway's own
# writer no longer does this (src/main.rs, write_file), but a machine image
# saved after an older build may still carry the damage: repair it.
if [ ! -c /dev/null ]; then
  echo "install-deps.sh: /dev/null is not a character device (damaged by an earlier tool); recreating it" >&2
  if [ "$(id -u)" = 0 ]; then
    rm -f /dev/null && mknod -m 666 /dev/null c 1 3 || sw_die "cannot recreate /dev/null"
  else
    sudo -n sh -c 'rm -f /dev/null && mknod -m 666 /dev/null c 1 3' || sw_die "/dev/null is a regular file; recreate it: rm /dev/null; mknod -m 666 /dev/null c 1 3"
  fi
fi

need=()
want() { case " ${need[*]-} " in *" $1 "*) ;; *) need+=("$1") ;; esac; }
has_pkg() { dpkg -s "$1" >/dev/null 2>&1; }

{ [ -x /usr/lib/llvm-14/bin/llvm-tblgen ] && has_pkg llvm-14; } || want llvm-14
{ [ -f /usr/lib/llvm-14/include/llvm/Target/Target.td ] && has_pkg llvm-14-dev; } || want llvm-14-dev
command -v hyperfine >/dev/null 2>&1 || want hyperfine
[ -x /usr/bin/time ] || want time
command -v chromium >/dev/null 2>&1 || want chromium
# spillway cc (see the list above).
[ -x /usr/lib/llvm-14/bin/clang ] || want clang-14
[ -x /usr/lib/llvm-14/bin/llc ] || want llvm-14
[ -x /usr/lib/llvm-14/bin/ld.lld ] || want lld-14
for q in qemu-riscv64 qemu-riscv32 qemu-aarch64; do
  command -v "$q" >/dev/null 2>&1 || want qemu-user
done
[ -f /usr/riscv64-linux-gnu/include/stdio.h ] || want libc6-dev-riscv64-cross
command -v riscv64-linux-gnu-gcc >/dev/null 2>&1 || want gcc-riscv64-linux-gnu
[ -f /usr/lib/picolibc/riscv64-unknown-elf/include/stdio.h ] || want picolibc-riscv64-unknown-elf
command -v riscv64-unknown-elf-gcc >/dev/null 2>&1 || want gcc-riscv64-unknown-elf
[ -f /usr/aarch64-linux-gnu/include/stdio.h ] || want libc6-dev-arm64-cross
command -v aarch64-linux-gnu-gcc >/dev/null 2>&1 || want gcc-aarch64-linux-gnu
command -v cc >/dev/null 2>&1 || want gcc
command -v make >/dev/null 2>&1 || want make
# the real-code corpus (see the list above).
command -v dpkg-source >/dev/null 2>&1 || want dpkg-dev
command -v patch >/dev/null 2>&1 || want patch
command -v tclsh >/dev/null 2>&1 || want tcl

if [ ${#need[@]} -gt 0 ]; then
  command -v apt-get >/dev/null 2>&1 || sw_die "missing ${need[*]} and no apt-get to install them"
  sudo=
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || sw_die "need root (or sudo) to install: ${need[*]}"
    sudo="sudo -n"
  fi
  export DEBIAN_FRONTEND=noninteractive
  echo "install-deps.sh: installing ${need[*]} (apt-get)"
  log=$(mktemp "${TMPDIR:-/tmp}/install-deps.XXXXXX")
  trap 'rm -f "$log"' EXIT
  # apt's chatter goes to a log that is shown only if something fails.
  if ! { $sudo apt-get update -qq &&
         $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
           -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${need[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    sw_die "apt-get failed to install: ${need[*]}"
  fi
  echo "install-deps.sh: installed ${need[*]}"
fi

[ -f "$LLVM14_INCLUDE/llvm/Target/Target.td" ] || sw_die "$LLVM14_INCLUDE/llvm/Target/Target.td not found"
tblgen=$(find_tblgen) || sw_die "no LLVM 14 llvm-tblgen found (tried llvm-tblgen-14, /usr/lib/llvm-14/bin/llvm-tblgen, llvm-tblgen)"
echo "llvm-tblgen: $tblgen"
bash "$SPILLWAY_ROOT/scripts/llvm-src.sh" | sed "s/^/llvm-src: /" # the LLVM 14 targets' .td files (dsl/tests/llvm_targets.rs)
