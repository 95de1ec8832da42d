#!/usr/bin/env bash
# install-deps.sh: install the system packages Spillway's scripts and tests need.
# Idempotent: installs only what is missing (apt-get update runs only then), so
# a machine that has everything needs no network. Works as root, or via sudo.
#   llvm-14      llvm-tblgen 14 (the reference for the conformance tests)
#   llvm-14-dev  /usr/lib/llvm-14/include/llvm/Target/Target.td and friends
#   hyperfine    benchmarks (doc/PERFORMANCE.md)
#   time         /usr/bin/time -v (peak RSS in bench/tblgen.sh)
#   chromium     headless browser: tests/report.rs renders `spillway report` pages
#   and, through ../shared/rig/install-tools.sh, clang-14, lld-14, qemu-user
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

# The backend's tests drive the RISC-V rig (C -> MIR -> executable -> qemu):
# its own installer adds clang-14, lld-14 and qemu-user when missing.
if shared=$(find_shared 2>/dev/null) && [ -x "$shared/rig/install-tools.sh" ]; then
  bash "$shared/rig/install-tools.sh" >&2 || sw_die "the rig's install-tools.sh failed"
else
  echo "install-deps.sh: WARNING: ../shared/rig not found; the backend's end-to-end tests will fail" >&2
fi

[ -f "$LLVM14_INCLUDE/llvm/Target/Target.td" ] || sw_die "$LLVM14_INCLUDE/llvm/Target/Target.td not found"
tblgen=$(find_tblgen) || sw_die "no LLVM 14 llvm-tblgen found (tried llvm-tblgen-14, /usr/lib/llvm-14/bin/llvm-tblgen, llvm-tblgen)"
echo "llvm-tblgen: $tblgen"
bash "$SPILLWAY_ROOT/scripts/llvm-src.sh" | sed "s/^/llvm-src: /" # the LLVM 14 targets' .td files (dsl/tests/llvm_targets.rs)
