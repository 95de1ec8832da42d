#!/usr/bin/env bash
# run-example.sh: the main job (README "Quick start").
#
# Installs missing system packages (LLVM 14, and the RISC-V rig's clang-14,
# lld-14 and qemu-user), builds `spillway` (release), then:
#
# 1. Allocates the bundled example with the bundled RISC-V target: the rig's
#    64x64 matmul kernel (../shared/rig/bench/matmul.c) is compiled by
#    clang + llc to MIR right before register allocation, `spillway alloc`
#    allocates it (greedy, spiller, soften-spills, frame lowering, checker),
#    llc finishes it, and the program runs under qemu; its output must equal
#    LLVM's own build, and the dynamic counts of both are printed.
#
# 2. Reads the RISC-V register description of the conformance corpus with
#    the real LLVM 14 prelude, printing every class and record like
#    `llvm-tblgen -print-records`:
#
#   target/release/spillway tblgen -I /usr/lib/llvm-14/include -I ../shared/td/riscv \
#       ../shared/td/riscv/top.td --print-records -o target/riscv.records.txt
#
# Then shows the output's first lines, how many classes and defs it has, and
# whether it is byte-identical to llvm-tblgen 14's (shared/td/riscv/expected/).
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SPILLWAY_ROOT"

bash scripts/install-deps.sh >/dev/null
shared=$(find_shared) || sw_die "the shared folder is needed for the example input"
td=$shared/td/riscv

echo "run-example.sh: building spillway (cargo build --release)"
cargo build --release --bin spillway
bin=$(spillway_target_dir)/release/spillway
out=$SPILLWAY_ROOT/target/riscv.records.txt
mkdir -p "$(dirname "$out")"

# 1. The allocator on the example.
rig=$shared/rig
work=$SPILLWAY_ROOT/target/example
mkdir -p "$work"
echo "run-example.sh: C -> pre-RA MIR: $rig/c2mir.sh -o $work/matmul.pre-ra.mir $rig/bench/matmul.c"
"$rig/c2mir.sh" -o "$work/matmul.pre-ra.mir" "$rig/bench/matmul.c" >/dev/null
cmd=("$bin" alloc "$work/matmul.pre-ra.mir" "$work/matmul.alloc.mir")
echo "run-example.sh: running: ${cmd[*]}"
"${cmd[@]}"
"$rig/mir2exe.sh" --start post-pei -o "$work/matmul.spillway.elf" "$work/matmul.alloc.mir" "$rig/bench/matmul_main.c" >/dev/null
"$rig/c2exe.sh" -o "$work/matmul.llvm.elf" "$rig/bench/matmul.c" "$rig/bench/matmul_main.c" >/dev/null
ours=$("$rig/run.sh" --count --func matmul "$work/matmul.spillway.elf")
theirs=$("$rig/run.sh" --count --func matmul "$work/matmul.llvm.elf")
echo
echo "LLVM 14 (greedy) build:"
echo "$theirs" | sed 's/^/  | /'
echo "Spillway build:"
echo "$ours" | sed 's/^/  | /'
if [ "$(grep -v '^rigcount' <<<"$ours")" != "$(grep -v '^rigcount' <<<"$theirs")" ]; then
  echo "run-example.sh: the Spillway build prints something else than LLVM's build" >&2
  exit 1
fi
echo "same program output as LLVM's build; allocated MIR: $work/matmul.alloc.mir"
echo

# 2. The TableGen front end on LLVM's own RISC-V register files.

cmd=("$bin" tblgen -I "$LLVM14_INCLUDE" -I "$td" "$td/top.td" --print-records -o "$out")
echo "run-example.sh: running: ${cmd[*]}"
start=$(date +%s%N)
"${cmd[@]}"
ms=$((($(date +%s%N) - start) / 1000000))

echo
echo "output: $out ($(wc -c <"$out") bytes, $(wc -l <"$out") lines, ${ms} ms)"
echo "first lines:"
head -n 12 "$out" | sed 's/^/  | /'
echo "  | ..."
echo "classes: $(grep -c '^class ' "$out" || true)"
echo "defs:    $(grep -c '^def ' "$out" || true)"
expected=$td/expected/print-records.txt
if [ -f "$expected" ]; then
  if cmp -s "$out" "$expected"; then
    echo "identical to llvm-tblgen 14 -print-records ($expected)"
  else
    echo "DIFFERS from llvm-tblgen 14 -print-records ($expected):"
    diff "$expected" "$out" | head -n 20 | sed 's/^/  /'
    exit 1
  fi
fi

# Spillway's own RISC-V target (targets/riscv): the register model the
# backend's tables are generated from.
regs=$SPILLWAY_ROOT/target/riscv.register-info.json
cmd=("$bin" tblgen -I "$SPILLWAY_ROOT/targets/include" -I "$SPILLWAY_ROOT/targets/riscv"
  "$SPILLWAY_ROOT/targets/riscv/top.td" --dump-register-info -o "$regs")
echo
echo "run-example.sh: running: ${cmd[*]}"
"${cmd[@]}"
python3 - "$regs" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
print(f"register model of targets/riscv: {len(m['registers'])} registers, "
      f"{m['num_reg_units']} register units, {len(m['classes'])} classes, "
      f"{len(m['callee_saved'])} callee-saved sets")
for c in m["classes"]:
    if c["name"] in ("GPR", "FPR64"):
        print(f"  {c['name']}: allocation order {' '.join(c['members'][:12])} ...")
print(f"output: {sys.argv[1]}")
PY
