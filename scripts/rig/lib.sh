# shellcheck shell=bash
# scripts/rig/lib.sh: settings and helpers of Spillway's RISC-V test rig
# (sourced by the rig's scripts and by tests; not run).
#
# The rig builds freestanding RISC-V programs (no C library: the runtime of
# scripts/rig/rt/ writes with Linux system calls) for qemu-user, and stops or
# resumes LLVM 14's llc at the points of the register allocator's pipeline.
#
# Where the target facts come from (nothing is written here twice):
#   - the clang target words (--target, -march, -mabi, -fno-pic, -mno-relax)
#     are the `clang =` line of targets/toolchains.conf, for the target whose
#     aliases name rv64 or rv32 (the C library's -nostdinc/-isystem words are
#     dropped: the rig is freestanding);
#   - llc's and llvm-mc's triple, features and ABI are asked of clang
#     (`clang -###`, its -cc1 line), as `spillway cc` does (src/cc/toolchain.rs).
#
# After `rig_arch rv64|rv32` these are set (the names are the rig's interface:
# tests source this file and use them):
#   RIG_XLEN RIG_TRIPLE RIG_MABI RIG_QEMU
#   RIG_CFLAGS    clang flags for freestanding C (with -I scripts/rig/rt)
#   RIG_LLCFLAGS  llc flags (-mtriple -mattr -target-abi -O2)
#   RIG_MCFLAGS   llvm-mc flags (object output)
#   RIG_LDFLAGS   ld.lld flags (static, no libraries, entry _start)
# Tools: CLANG LLC LLVM_MC LLD LLVM_NM (default /usr/lib/llvm-14/bin/*, or
# RIG_LLVM_BIN=DIR, or each variable set before sourcing).
# Helpers: rig_die, rig_need_tools, rig_conf_clang_words ALIAS,
#   rig_codegen_flags CLANG-WORDS... (sets RIG_TRIPLE, RIG_MABI,
#   RIG_LLCFLAGS, RIG_MCFLAGS for any target, e.g. tests/stress.sh's
#   AArch64 runs), rig_stop_flag, rig_start_flag,
#   rig_build_rt DIR (builds the runtime into DIR, sets RIG_RT_OBJS), rig_compile_obj SRC DIR, rig_elf_arch ELF.
# shellcheck disable=SC2034  # the variables are used by the scripts that source this

RIG_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RIG_ROOT=$(cd "$RIG_DIR/../.." && pwd)
RIG_LLVM_BIN=${RIG_LLVM_BIN:-/usr/lib/llvm-14/bin}
CLANG=${CLANG:-$RIG_LLVM_BIN/clang}
LLC=${LLC:-$RIG_LLVM_BIN/llc}
LLVM_MC=${LLVM_MC:-$RIG_LLVM_BIN/llvm-mc}
LLD=${LLD:-$RIG_LLVM_BIN/ld.lld}
LLVM_NM=${LLVM_NM:-$RIG_LLVM_BIN/llvm-nm}

rig_die() { echo "${0##*/}: error: $*" >&2; exit 2; }

rig_need_tools() {
  local t
  for t in "$CLANG" "$LLC" "$LLVM_MC" "$LLD"; do
    [ -x "$t" ] || rig_die "$t not found: run scripts/install-deps.sh (Debian packages llvm-14, clang-14, lld-14)"
  done
}

# The `clang =` words of the targets/toolchains.conf section whose aliases
# contain $1, without the C library's header flags; one word per line.
rig_conf_clang_words() {
  local conf=${SPILLWAY_TOOLCHAINS:-$RIG_ROOT/targets/toolchains.conf}
  [ -f "$conf" ] || rig_die "$conf not found"
  awk -v want="$1" '
    function flush() { if (hit && clang != "") { print clang; done = 1; exit } }
    /^[ \t]*#/ { next }
    /^\[/ { flush(); hit = 0; clang = ""; key = ""; next }
    /^[ \t]+[^ \t]/ { if (key == "clang") clang = clang " " $0; next }
    /=/ {
      key = $0; sub(/[ \t]*=.*/, "", key); gsub(/[ \t]/, "", key)
      val = $0; sub(/^[^=]*=[ \t]*/, "", val)
      if (key == "aliases") { n = split(val, a, /[ \t]+/); for (i = 1; i <= n; i++) if (a[i] == want) hit = 1 }
      if (key == "clang") clang = val
    }
    END { if (!done) flush() }
  ' "$conf" | tr ' \t' '\n\n' | awk '
    /^$/ { next }
    skip { skip = 0; next }
    $0 == "-isystem" || $0 == "-I" { skip = 1; next }
    $0 == "-nostdinc" || /^-isystem./ || /^-I./ { next }
    { print }'
}

# rig_codegen_flags CLANG-WORDS...: the code generator's triple, features
# and ABI for those clang flags, read from clang's -cc1 line (as `spillway
# cc` does); sets RIG_TRIPLE, RIG_MABI, RIG_LLCFLAGS and RIG_MCFLAGS.
rig_codegen_flags() {
  local cc1 w prev='' feats=''
  cc1=$("$CLANG" -### "$@" -c -x c /dev/null -o /dev/null 2>&1 | grep -- '"-cc1"') ||
    rig_die "$CLANG -### $* printed no -cc1 line"
  RIG_TRIPLE='' RIG_MABI=''
  while read -r w; do
    case "$prev" in
      -triple) RIG_TRIPLE=$w ;;
      -target-feature) feats+=${feats:+,}$w ;;
      -target-abi) RIG_MABI=$w ;;
    esac
    prev=$w
  done < <(grep -o '"[^"]*"' <<<"$cc1" | tr -d '"')
  [ -n "$RIG_TRIPLE" ] && [ -n "$RIG_MABI" ] && [ -n "$feats" ] ||
    rig_die "could not read the triple, features and ABI from: $cc1"
  # -mattr must be given to llc: the .attribute line of its assembly comes
  # from it, and llvm-mc 14 takes its features from that line.
  RIG_LLCFLAGS=("-mtriple=$RIG_TRIPLE" "-mattr=$feats" "-target-abi=$RIG_MABI" -O2)
  RIG_MCFLAGS=("-triple=$RIG_TRIPLE" "-mattr=$feats" "-target-abi=$RIG_MABI" -filetype=obj)
}

# rig_arch rv64|rv32: sets the RIG_* variables above.
rig_arch() {
  local words
  case "$1" in
    rv64) RIG_XLEN=64 RIG_QEMU=qemu-riscv64 ;;
    rv32) RIG_XLEN=32 RIG_QEMU=qemu-riscv32 ;;
    *) rig_die "unknown arch '$1' (rv64 or rv32)" ;;
  esac
  mapfile -t words < <(rig_conf_clang_words "$1")
  [ ${#words[@]} -gt 0 ] || rig_die "targets/toolchains.conf has no clang flags for a target with the alias $1"
  RIG_CFLAGS=("${words[@]}" -O2 -ffreestanding -fno-builtin -nostdlib -I"$RIG_DIR/rt")
  rig_codegen_flags "${words[@]}"
  RIG_LDFLAGS=(-static -nostdlib -e _start)
}

# The llc flag that stops at a named point of the pipeline.
rig_stop_flag() {
  case "$1" in
    ssa) echo -stop-after=finalize-isel ;;      # SSA machine code (PHIs)
    pre-ra) echo -stop-before=greedy ;;         # what an allocator gets
    post-ra) echo -stop-after=virtregrewriter ;; # LLVM's allocation, %stack.N slots
    post-pei) echo -stop-after=prologepilog ;;  # frame lowered
    *) rig_die "unknown stop point '$1' (ssa, pre-ra, post-ra, post-pei)" ;;
  esac
}

# The llc flag that resumes at a named point of the pipeline.
rig_start_flag() {
  case "$1" in
    pre-ra) echo -start-before=greedy ;;          # LLVM allocates
    post-ra) echo -start-after=virtregrewriter ;; # LLVM's post-RA passes, then PEI
    pre-pei) echo -start-before=prologepilog ;;   # straight to PEI
    post-pei) echo -start-after=prologepilog ;;   # frame already lowered
    *) rig_die "unknown start point '$1' (pre-ra, post-ra, pre-pei, post-pei)" ;;
  esac
}

# Builds the runtime (rt/start.S, rt/rt.c, rt/check.S) for the current arch
# into DIR (start.o, check.o, rt.o) and sets RIG_RT_OBJS to them. The
# objects are cached under ${SPILLWAY_CACHE_DIR:-$XDG_CACHE_HOME/spillway}/rig/,
# keyed by the sources, clang and its flags (copied from there when present).
rig_build_rt() {
  local dir=$1 key f cache
  key=$(cat "$RIG_DIR"/rt/* <(printf '%s\n' "$CLANG" "${RIG_CFLAGS[@]}") | cksum | cut -d' ' -f1)
  cache=${SPILLWAY_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spillway}/rig/rt-$RIG_XLEN-$key
  mkdir -p "$dir" || return 1
  RIG_RT_OBJS=("$dir/start.o" "$dir/check.o" "$dir/rt.o")
  if [ -f "$cache/done" ] && cp "$cache"/start.o "$cache"/check.o "$cache"/rt.o "$dir/" 2>/dev/null; then
    return 0
  fi
  for f in start.S check.S rt.c; do
    "$CLANG" "${RIG_CFLAGS[@]}" -c "$RIG_DIR/rt/$f" -o "$dir/${f%.*}.o" || return 1
  done
  # Into the cache through a directory of this process's own (tests build
  # in parallel); a failure to cache is not an error.
  if mkdir -p "$cache.$$" 2>/dev/null && cp "${RIG_RT_OBJS[@]}" "$cache.$$/" 2>/dev/null &&
    touch "$cache.$$/done"; then
    mv -T "$cache.$$" "$cache" 2>/dev/null || true
  fi
  rm -rf "$cache.$$" 2>/dev/null
  return 0
}

# Compiles one more input (.c .S .ll .s .o) into directory $2; prints the object.
rig_compile_obj() {
  local src=$1 dir=$2 base
  base=$(basename "$src"); base=${base%.*}
  case "$src" in
    *.c|*.S) "$CLANG" "${RIG_CFLAGS[@]}" -c "$src" -o "$dir/$base.o" || return 1 ;;
    *.ll) "$LLC" "${RIG_LLCFLAGS[@]}" "$src" -o "$dir/$base.s" &&
      "$LLVM_MC" "${RIG_MCFLAGS[@]}" "$dir/$base.s" -o "$dir/$base.o" || return 1 ;;
    *.s) "$LLVM_MC" "${RIG_MCFLAGS[@]}" "$src" -o "$dir/$base.o" || return 1 ;;
    *.o) echo "$src"; return 0 ;;
    *) echo "${0##*/}: error: cannot build $src (expected .c, .S, .ll, .s or .o)" >&2; return 1 ;;
  esac
  echo "$dir/$base.o"
}

# rv32 or rv64, from the ELF class byte of $1 (which must be a RISC-V ELF).
rig_elf_arch() {
  local class machine
  class=$(od -An -tu1 -j4 -N1 "$1" 2>/dev/null | tr -d ' ')
  machine=$(od -An -tu2 -j18 -N2 "$1" 2>/dev/null | tr -d ' ')
  [ "$machine" = 243 ] || return 1
  case "$class" in 1) echo rv32 ;; 2) echo rv64 ;; *) return 1 ;; esac
}
