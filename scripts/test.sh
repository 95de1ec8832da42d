#!/usr/bin/env bash
# test.sh: THE test command (README "Quick start"; CI runs it through .ci/run).
#
#   1. scripts/install-deps.sh        missing system packages (llvm-14, llvm-14-dev, ...)
#   2. cargo build --release --workspace
#   3. cargo test --release --workspace --no-fail-fast
#                                     (release: the conformance tests compare 8 MB outputs)
#   4. cargo fmt --all -- --check
#   5. cargo clippy --workspace --all-targets -- -D warnings
#   6. RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
#                                     (rustdoc warnings, e.g. broken intra-doc links, fail)
#
# Every step runs even if an earlier one failed (except that tests, clippy
# and doc are skipped when the build fails). Prints a summary table, then the
# "test result:" lines of cargo test again and a total line
# "tests: N passed, N failed". Exit status 0 only if every step passed.
#
# Environment passed on to the tests:
#   SPILLWAY_SHARED        shared/ folder (default: <repo>/../shared), if there:
#                          only some dsl tests read it, and fall back to LLVM
#                          14's sources (scripts/llvm-src.sh) without it; the
#                          RISC-V rig is the project's own (scripts/rig)
#   LLVM_TBLGEN            the llvm-tblgen 14 to compare with (found by install-deps.sh)
#   SPILLWAY_LLVM_INCLUDE  /usr/lib/llvm-14/include
# Extra arguments are passed to cargo test (e.g. scripts/test.sh -p spillway-dsl).
set -uo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SPILLWAY_ROOT" || exit 1

target=$(spillway_target_dir)
mkdir -p "$target"
test_log="$target/test-sh.cargo-test.log"
: >"$test_log"

names=() states=()
record() { names+=("$1"); states+=("$2"); }
banner() { printf '\n==== %s ====\n' "$*"; }

# Runs a step: step NAME CMD... ; records ok/FAILED; returns the command's status.
step() {
  local name=$1 rc start=$SECONDS
  shift
  banner "$name: ${*/#run_tests/cargo test --release --workspace --no-fail-fast}"
  "$@"
  rc=$?
  if [ $rc = 0 ]; then
    record "$name" "ok ($((SECONDS - start)) s)"
  else
    record "$name" "FAILED (exit $rc, $((SECONDS - start)) s)"
  fi
  return $rc
}

# Makes sure a cargo subcommand (fmt, clippy) exists, installing its rustup
# component if it is missing and rustup is there. Returns 1 if unavailable.
ensure_component() {
  local sub=$1 comp=$2
  cargo "$sub" --version >/dev/null 2>&1 && return 0
  if command -v rustup >/dev/null 2>&1; then
    echo "test.sh: installing rustup component $comp"
    rustup component add "$comp" >/dev/null 2>&1 || true
    cargo "$sub" --version >/dev/null 2>&1 && return 0
  fi
  echo "test.sh: WARNING: 'cargo $sub' is not available and could not be installed; skipping it" >&2
  return 1
}

# 1. system packages
banner "deps: bash scripts/install-deps.sh"
deps_start=$SECONDS
deps_out=$(bash scripts/install-deps.sh)
deps_rc=$?
[ -z "$deps_out" ] || echo "$deps_out"
tblgen=$(sed -n 's/^llvm-tblgen: //p' <<<"$deps_out" | head -n 1)
if [ $deps_rc = 0 ] && [ -n "$tblgen" ]; then
  record deps "ok ($((SECONDS - deps_start)) s)"
  export LLVM_TBLGEN=${LLVM_TBLGEN:-$tblgen}
else
  record deps "FAILED (exit $deps_rc)"
fi
if shared=$(find_shared 2>/dev/null); then
  export SPILLWAY_SHARED=$shared
else
  echo "test.sh: no shared folder (${SPILLWAY_SHARED:-$SPILLWAY_ROOT/../shared}): the tests use LLVM 14's fetched sources (scripts/llvm-src.sh) and scripts/rig" >&2
fi
export SPILLWAY_LLVM_INCLUDE=$LLVM14_INCLUDE
echo "SPILLWAY_SHARED=${SPILLWAY_SHARED:-}"
echo "LLVM_TBLGEN=${LLVM_TBLGEN:-}"
echo "SPILLWAY_LLVM_INCLUDE=$SPILLWAY_LLVM_INCLUDE"

# 2. build
build_ok=0
step build cargo build --release --workspace && build_ok=1

# 3. tests (output also kept in $test_log for the summary)
# shellcheck disable=SC2317  # called through step
run_tests() {
  cargo test --release --workspace --no-fail-fast "$@" 2>&1 | tee "$test_log"
  return "${PIPESTATUS[0]}"
}
if [ $build_ok = 1 ]; then
  step test run_tests "$@"
else
  record test "skipped (build failed)"
fi

# 4. formatting
if ensure_component fmt rustfmt; then
  step fmt cargo fmt --all -- --check
else
  record fmt "skipped (no rustfmt)"
fi

# 5. lints
if [ $build_ok != 1 ]; then
  record clippy "skipped (build failed)"
elif ensure_component clippy clippy; then
  step clippy cargo clippy --workspace --all-targets -- -D warnings
else
  record clippy "skipped (no clippy)"
fi

# 6. API documentation (dsl and backend also deny missing_docs at compile time)
if [ $build_ok != 1 ]; then
  record doc "skipped (build failed)"
else
  step doc env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
fi

# Summary
fail=0
banner "summary"
for i in "${!names[@]}"; do
  printf '  %-8s %s\n' "${names[$i]}" "${states[$i]}"
  case "${states[$i]}" in FAILED*) fail=1 ;; esac
done
# The skipped test step of a failed build is a failure too.
[ $build_ok = 1 ] || fail=1

echo
echo "cargo test results (again):"
grep -E '^test result: ' "$test_log" || echo "  (no test results: cargo test did not run to completion)"
# Sum "test result: ok. 12 passed; 0 failed; 1 ignored; ..." over all test binaries.
totals=$(sed -nE 's/^test result: [A-Za-z]+\. ([0-9]+) passed; ([0-9]+) failed; ([0-9]+) ignored;.*/\1 \2 \3/p' "$test_log" |
  awk '{ p += $1; f += $2; s += $3 } END { printf "%d %d %d", p, f, s }')
read -r passed failed ignored <<<"$totals"
[ "$failed" = 0 ] || fail=1
[ $fail = 0 ] && verdict="all steps passed" || verdict="SOME STEPS FAILED"
echo "test.sh: $verdict"
if [ "$ignored" != 0 ]; then
  echo "tests: $passed passed, $failed failed, $ignored skipped"
else
  echo "tests: $passed passed, $failed failed"
fi
exit $fail
