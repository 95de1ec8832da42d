#!/usr/bin/env bash
# bench/real-code/fetch.sh: fetch the real-code corpus's Debian source packages
# into a cache outside git (third-party code is never committed).
#
# usage: bench/real-code/fetch.sh [NAME]...      (default: the whole corpus)
#   NAME is a corpus name (lua, sqlite, zlib, bzip2, lz4, xz, brotli); prints the
#   source directory of each, one per line, as `NAME DIR`.
#
# Cache: ${SPILLWAY_REAL_CODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway/real-code}
#   src/<package>_<version>/   `apt-get source --download-only` + `dpkg-source -x`
#                              (Debian's patches applied, no build dependencies)
#   src/<NAME>  -> the package's extracted tree (a symlink, the recipes use it)
# Idempotent and quiet when everything is cached. When a package is missing it
# needs the `deb-src` line of the machine's own Debian suite (VERSION_CODENAME of
# /etc/os-release); if apt has none it adds
# /etc/apt/sources.list.d/spillway-deb-src.sources and runs `apt-get update`
# (as root, or with sudo).
set -euo pipefail

cache=${SPILLWAY_REAL_CODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway/real-code}

# corpus name -> Debian source package (the suite's version is whatever apt has)
declare -A pkg=(
  [lua]=lua5.4 [sqlite]=sqlite3 [zlib]=zlib [bzip2]=bzip2
  [lz4]=lz4 [xz]=xz-utils [brotli]=brotli
)
all=(lua sqlite zlib bzip2 lz4 xz brotli)

say() { echo "fetch.sh: $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# True when apt already knows a source index for this suite.
have_deb_src() {
  local codename=$1
  apt-get indextargets --format '$(CREATED_BY) $(CODENAME)' 2>/dev/null |
    grep -q "^Sources $codename\$" && return 0
  # indextargets lists only configured targets; fall back to the files themselves
  grep -Eqs "^(Types:.*deb-src|deb-src .* $codename )" \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null &&
    grep -Eqs "(Suites:.*\\b$codename\\b|deb-src .* $codename )" \
      /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null
}

ensure_deb_src() {
  local codename
  codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  [ -n "$codename" ] || { say "no VERSION_CODENAME in /etc/os-release: cannot pick a deb-src suite"; exit 2; }
  if ! have_deb_src "$codename"; then
    say "adding deb-src for Debian $codename (/etc/apt/sources.list.d/spillway-deb-src.sources)"
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "$codename" | as_root tee /etc/apt/sources.list.d/spillway-deb-src.sources >/dev/null
    as_root apt-get update -qq >/dev/null
  fi
  # a deb-src line without its index (apt-get update never ran since): update once
  if ! apt-cache showsrc zlib >/dev/null 2>&1 || [ -z "$(apt-cache showsrc zlib 2>/dev/null)" ]; then
    say "apt has no source index yet: apt-get update"
    as_root apt-get update -qq >/dev/null
  fi
}

# fetch one corpus name; prints `NAME DIR`
fetch_one() {
  local name=$1 p=${pkg[$1]:-}
  [ -n "$p" ] || { say "unknown code base '$name' (known: ${all[*]})"; exit 2; }
  local link=$cache/src/$name
  if [ -f "$link/.spillway-fetched" ]; then echo "$name $(readlink -f "$link")"; return; fi
  ensure_deb_src
  local ver
  ver=$(apt-cache showsrc "$p" | awk '/^Version:/{print $2; exit}')
  [ -n "$ver" ] || { say "apt knows no source package $p"; exit 1; }
  local uver=${ver#*:}                       # no epoch in file or directory names
  local dir=$cache/src/${p}_$uver
  mkdir -p "$cache/download"
  if [ ! -f "$dir/.spillway-fetched" ]; then
    say "apt-get source $p=$ver"
    local sandbox=()
    [ "$(id -u)" = 0 ] && sandbox=(-o APT::Sandbox::User=root)   # no _apt warning as root
    # --only-source: $p names the source package (brotli is also a binary
    # package whose candidate may come from another suite)
    ( cd "$cache/download" &&
      apt-get source "${sandbox[@]}" -qq --only-source --download-only "$p=$ver" >/dev/null )
    local dsc
    dsc=$(ls "$cache/download/${p}_${uver}.dsc")
    rm -rf "$dir.tmp"
    dpkg-source --no-check -x "$dsc" "$dir.tmp" >/dev/null
    touch "$dir.tmp/.spillway-fetched"
    rm -rf "$dir"; mv "$dir.tmp" "$dir"
  fi
  ln -sfn "$(basename "$dir")" "$link"
  echo "$name $dir"
}

mkdir -p "$cache/src"
exec 9>"$cache/.lock"
flock 9
names=("$@"); [ ${#names[@]} -gt 0 ] || names=("${all[@]}")
for n in "${names[@]}"; do fetch_one "$n"; done
