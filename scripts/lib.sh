# shellcheck shell=bash
# scripts/lib.sh: shared helpers for the project's shell scripts (sourced, not run).
#
#   SPILLWAY_ROOT       the repository root (this file's ../)
#   find_shared         prints the shared/ folder: $SPILLWAY_SHARED, else <repo>/../shared
#   find_tblgen         prints the path of an LLVM 14 llvm-tblgen ($LLVM_TBLGEN first) or fails
#   spillway_target_dir prints cargo's target dir ($CARGO_TARGET_DIR or <repo>/target)
#   LLVM14_INCLUDE      /usr/lib/llvm-14/include (override with SPILLWAY_LLVM_INCLUDE)
# shellcheck disable=SC2034  # variables are used by the scripts that source this

SPILLWAY_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LLVM14_INCLUDE=${SPILLWAY_LLVM_INCLUDE:-/usr/lib/llvm-14/include}

sw_log() { echo "${0##*/}: $*" >&2; }
sw_die() { echo "${0##*/}: error: $*" >&2; exit 1; }

# True if "$1 --version" reports LLVM version 14.
sw_is_tblgen14() {
  [ -n "${1:-}" ] || return 1
  "$1" --version 2>/dev/null | grep -qE 'LLVM version 14\.'
}

# Prints the llvm-tblgen to use: $LLVM_TBLGEN if set (the variable the Rust tests
# read too, dsl/tests/common), else the first of llvm-tblgen-14,
# /usr/lib/llvm-14/bin/llvm-tblgen, llvm-tblgen whose --version says 14.
find_tblgen() {
  local c p
  if [ -n "${LLVM_TBLGEN:-}" ]; then
    sw_is_tblgen14 "$LLVM_TBLGEN" && { echo "$LLVM_TBLGEN"; return 0; }
    sw_log "LLVM_TBLGEN=$LLVM_TBLGEN is not an LLVM 14 llvm-tblgen"
    return 1
  fi
  for c in llvm-tblgen-14 /usr/lib/llvm-14/bin/llvm-tblgen llvm-tblgen; do
    case "$c" in
      /*) p=$c; [ -x "$p" ] || continue ;;
      *) p=$(command -v "$c" 2>/dev/null) || continue ;;
    esac
    if sw_is_tblgen14 "$p"; then echo "$p"; return 0; fi
  done
  return 1
}

# Prints the shared/ folder (conformance corpus, rig): $SPILLWAY_SHARED, else <repo>/../shared.
find_shared() {
  local d=${SPILLWAY_SHARED:-$SPILLWAY_ROOT/../shared}
  [ -d "$d" ] || { sw_log "shared folder not found: $d (set SPILLWAY_SHARED)"; return 1; }
  (cd "$d" && pwd)
}

spillway_target_dir() {
  local t=${CARGO_TARGET_DIR:-$SPILLWAY_ROOT/target}
  case "$t" in /*) ;; *) t=$SPILLWAY_ROOT/$t ;; esac
  echo "$t"
}
