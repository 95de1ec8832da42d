#!/usr/bin/env bash
# llvm-src.sh: fetch the TableGen sources of every in-tree LLVM 14 target and
# print the folder that holds them.
#
# usage: bash scripts/llvm-src.sh        prints e.g. /root/.cache/spillway/llvm-14-src/llvm-project
#
# The folder has LLVM's layout, holding only `.td` files:
#   <folder>/llvm/include/llvm/...           (Target/Target.td, IR/Intrinsics.td, ...)
#   <folder>/llvm/lib/Target/<T>/<T>.td      (and every .td file beside it and below)
# which is everything a target's top file includes (PowerPC's is PPC.td,
# AMDGPU has a second one, R600.td), so a target is read with
#   llvm-tblgen-14 -I <folder>/llvm/include -I <folder>/llvm/lib/Target/<T> <folder>/llvm/lib/Target/<T>/<T>.td
#
# Where the files come from: Debian's `llvm-toolchain-14` source package (the
# package Debian builds the installed llvm-tblgen-14 from), downloaded with
# `apt-get source --download-only` (apt checks it against the signed Sources
# index). Only the upstream tarball (LLVM 14.0.6) is read, Debian's patches
# are not applied (one of them, clang-arm-default-vfp3-on-armv7a.patch,
# changes ARMv7a's features in ARM.td; the tests run both tools on the same
# files, so either version would do). If apt knows no `deb-src` entry
# for the machine's Debian suite (VERSION_CODENAME of /etc/os-release), one
# is added as /etc/apt/sources.list.d/spillway-deb-src.sources (needs root,
# or sudo without a password), and only that file's index is updated.
#
# Cache: ${SPILLWAY_LLVM_SRC_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway/llvm-14-src}
# (outside git; about 130 MB downloaded once, the extracted .td files are
# ~20 MB; the download is deleted after extraction unless
# SPILLWAY_KEEP_LLVM_DOWNLOAD=1). Idempotent and silent (only the folder on
# stdout) once the cache is complete; concurrent runs wait for each other
# (flock). Progress and errors go to stderr; exit status 1 on failure.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

pkg=llvm-toolchain-14
cache=${SPILLWAY_LLVM_SRC_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway/llvm-14-src}
out=$cache/llvm-project
stamp=$out/.complete

# Fast path: nothing to do, nothing printed but the folder.
if [ -f "$stamp" ]; then
  echo "$out"
  exit 0
fi

mkdir -p "$cache" || sw_die "cannot create the cache folder $cache"
exec 9>"$cache/.lock"
flock 9 || sw_die "cannot lock $cache/.lock"
# Another run may have finished while this one waited for the lock.
if [ -f "$stamp" ]; then
  echo "$out"
  exit 0
fi

command -v apt-get >/dev/null 2>&1 || sw_die "apt-get not found: this script fetches Debian's $pkg source package"

as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    sw_die "need root (or sudo without a password) to run: $*"
  fi
}

# ---- a deb-src entry for this suite ------------------------------------------
if ! apt-cache showsrc "$pkg" 2>/dev/null | grep -q "^Package: $pkg\$"; then
  [ -r /etc/os-release ] || sw_die "/etc/os-release not found: cannot tell the Debian suite"
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [ -n "$suite" ] || sw_die "/etc/os-release has no VERSION_CODENAME: cannot tell the Debian suite"
  # The mirror the machine already uses for Debian packages, else deb.debian.org.
  mirror=$(grep -rhoE 'https?://[^ ]*/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null |
    grep -v -- '-security' | head -n 1 | tr -d ' ') || true
  mirror=${mirror:-http://deb.debian.org/debian}
  keyring=/usr/share/keyrings/debian-archive-keyring.gpg
  list=/etc/apt/sources.list.d/spillway-deb-src.sources
  sw_log "adding a deb-src entry for $suite ($mirror) as $list"
  entry="Types: deb-src
URIs: ${mirror%/}
Suites: $suite
Components: main"
  [ -f "$keyring" ] && entry="$entry
Signed-By: $keyring"
  printf '%s\n' "$entry" | as_root tee "$list" >/dev/null
  sw_log "apt-get update (only $list)"
  log=$(mktemp "${TMPDIR:-/tmp}/llvm-src.XXXXXX")
  if ! as_root apt-get update -qq -o Dir::Etc::sourcelist="$list" -o Dir::Etc::sourceparts=- \
      -o APT::Get::List-Cleanup=0 >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    sw_die "apt-get update failed for $list"
  fi
  rm -f "$log"
  apt-cache showsrc "$pkg" 2>/dev/null | grep -q "^Package: $pkg\$" ||
    sw_die "apt still knows no source package $pkg for $suite after adding $list"
fi

# ---- download ------------------------------------------------------------------
dl=$cache/download
mkdir -p "$dl"
orig() { find "$dl" -maxdepth 1 -name "${pkg}_*.orig.tar.*" ! -name '*.asc' | sort | tail -n 1; }
tarball=$(orig)
if [ -z "$tarball" ]; then
  sw_log "downloading Debian's $pkg source package into $dl (about 130 MB)"
  log=$(mktemp "${TMPDIR:-/tmp}/llvm-src.XXXXXX")
  # apt-get as root warns that the download runs unsandboxed; the warning is
  # in the log, shown only on failure.
  if ! (cd "$dl" && apt-get source --download-only -qq "$pkg") >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    sw_die "apt-get source --download-only $pkg failed"
  fi
  rm -f "$log"
  tarball=$(orig)
  [ -n "$tarball" ] || sw_die "apt-get source left no ${pkg}_*.orig.tar.* in $dl"
fi

# ---- extract the .td files -------------------------------------------------------
sw_log "extracting the .td files of llvm/include and llvm/lib/Target from ${tarball##*/}"
tmp=$cache/extract.$$
rm -rf "$tmp"
mkdir -p "$tmp"
# The tarball holds one top folder (llvm-toolchain-14_14.0.6/); its llvm/ is kept.
if ! tar -xf "$tarball" -C "$tmp" --strip-components=1 --wildcards --no-anchored \
    'llvm/include/*.td' 'llvm/lib/Target/*.td'; then
  rm -rf "$tmp"
  sw_die "extracting ${tarball##*/} failed"
fi
n=$(find "$tmp/llvm/lib/Target" -mindepth 2 -maxdepth 2 -name '*.td' | wc -l)
[ -f "$tmp/llvm/include/llvm/Target/Target.td" ] && [ "$n" -gt 100 ] ||
  { rm -rf "$tmp"; sw_die "${tarball##*/} does not hold llvm/include/llvm/Target/Target.td and the targets' .td files"; }
basename "$tarball" >"$tmp/.complete"
rm -rf "$out"
mv "$tmp" "$out"
[ "${SPILLWAY_KEEP_LLVM_DOWNLOAD:-0}" = 1 ] || rm -rf "$dl"
sw_log "done: $(find "$out" -name '*.td' | wc -l) .td files"
echo "$out"
