#!/usr/bin/env bash
# fuzz-tblgen.sh: a long run of the differential fuzz test
# (dsl/tests/fuzz_differential.rs): mutated real .td inputs through
# llvm-tblgen-14 and Spillway, which must agree (both reject, or both accept
# with byte-identical --print-records output).
#
# usage: bash scripts/fuzz-tblgen.sh [SECONDS] [SEED]
#   SECONDS  time budget (default 600)
#   SEED     RNG seed, decimal or 0x hex (default: the test's fixed seed)
# Whole small LLVM targets (Lanai, MSP430, XCore, BPF, ARC, AVR, Sparc) are
# among the inputs (SPILLWAY_DIFF_FUZZ_TARGETS=1). Prints the test's summary
# line ("N inputs tried ..."); differences are saved under
# target/tmp/fuzz-differential/<n>/. Exit status 1 on any difference.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SPILLWAY_ROOT"
secs=${1:-600}
case "$secs" in '' | *[!0-9]*) sw_die "SECONDS must be a number, not '$secs'" ;; esac
export SPILLWAY_DIFF_FUZZ_SECS=$secs SPILLWAY_DIFF_FUZZ_TARGETS=1
[ -z "${2:-}" ] || export SPILLWAY_DIFF_FUZZ_SEED=$2
LLVM_TBLGEN=$(find_tblgen) || sw_die "no LLVM 14 llvm-tblgen (run scripts/install-deps.sh)"
export LLVM_TBLGEN
export SPILLWAY_LLVM_SRC=${SPILLWAY_LLVM_SRC:-$(bash scripts/llvm-src.sh)}
cargo test --release -p spillway-dsl --test fuzz_differential -- --nocapture 2>&1 |
  grep -E '^(differential fuzz:|test result:|thread|input [0-9]+ \(from)|differences from|llvm-tblgen (rejects|accepts)|both accept|we (panic|hang)' 
exit "${PIPESTATUS[0]}"
