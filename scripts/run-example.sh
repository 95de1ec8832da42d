#!/usr/bin/env bash
# run-example.sh: the main job (README "Quick start"). Runs on a fresh clone:
# nothing outside the repository is needed but the Debian packages that
# scripts/install-deps.sh installs.
#
# 1. Builds `spillway` (release) and the project's example program
#    (examples/matmul: a register-pressure kernel and a main that prints
#    checksums) twice per target, for rv64gc (glibc) and rv32gc (picolibc):
#      spillway cc -O2 --target=T -save-temps=obj matmul.c main.c -o matmul.spillway
#      spillway cc -O2 --target=T --spillway-clang-only matmul.c main.c -o matmul.clang
#    The first goes clang-14 -> llc-14 (stopped before register allocation)
#    -> Spillway (allocation, soften, frame, checker) -> llc-14 -> link; the
#    second is clang-14 alone (LLVM's own allocator) with the same flags and
#    link. Both run under qemu with the project's counting plugin
#    (scripts/qemu-count.sh --func matmul); their outputs must be equal, and
#    the dynamic counts inside matmul() are printed side by side.
#
# 2. The TableGen front end on LLVM 14's RISC-V description, compared with
#    llvm-tblgen 14 -print-records: the register files in the shared folder
#    ($SPILLWAY_SHARED, default ../shared: td/riscv) when it is there, else
#    the whole RISC-V target (llvm/lib/Target/RISCV/RISCV.td) of LLVM 14's
#    sources, which scripts/llvm-src.sh fetches (Debian's llvm-toolchain-14
#    source package, cached outside git) and whose folder it prints.
#
# 3. Dumps the register model of Spillway's own RISC-V target (targets/riscv).
#
# Exit status: non-zero if a build fails, the outputs differ, or the records
# differ from llvm-tblgen's.
set -euo pipefail
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SPILLWAY_ROOT"

bash scripts/install-deps.sh >/dev/null

echo "run-example.sh: building spillway (cargo build --release)"
cargo build --release --bin spillway
bin=$(spillway_target_dir)/release/spillway

# 1. The example program, through spillway cc and through clang alone.
src=examples/matmul
work=$(spillway_target_dir)/example
counts() { # PROG OUT: run under qemu with the counts inside matmul()
  bash scripts/qemu-count.sh --func matmul --out "$2.counts" "$1" >"$2.out"
}
value() { sed -n "s/^qemu-count $2=//p" "$1.counts"; }
table=$work/table.txt
mkdir -p "$work"
printf '%-27s %-16s %9s %8s %8s %9s %9s %9s %9s\n' target build insns loads stores sp_loads sp_stores gpr2fpr fpr2gpr >"$table.tmp"
for target in riscv64-unknown-linux-gnu riscv32-unknown-elf; do
  dir=$work/$target
  mkdir -p "$dir"
  cmd=("$bin" cc --target="$target" -O2 -save-temps=obj "$src/matmul.c" "$src/main.c" -o "$dir/matmul.spillway")
  echo
  echo "run-example.sh: ${cmd[*]}"
  "${cmd[@]}"
  "$bin" cc --target="$target" -O2 --spillway-clang-only "$src/matmul.c" "$src/main.c" -o "$dir/matmul.clang"
  counts "$dir/matmul.spillway" "$dir/spillway"
  counts "$dir/matmul.clang" "$dir/clang"
  echo "Spillway build ($dir/matmul.spillway, allocated MIR: $dir/matmul.post.mir):"
  sed 's/^/  | /' "$dir/spillway.out"
  if ! cmp -s "$dir/spillway.out" "$dir/clang.out"; then
    echo "run-example.sh: the Spillway build prints something else than clang's build:" >&2
    diff "$dir/clang.out" "$dir/spillway.out" >&2 || true
    exit 1
  fi
  echo "same output as the clang-14 build ($dir/matmul.clang)"
  for b in clang spillway; do
    name=$([ $b = clang ] && echo "clang-14 alone" || echo "spillway cc")
    printf '%-27s %-16s %9s %8s %8s %9s %9s %9s %9s\n' "$target" "$name" \
      "$(value "$dir/$b" insns)" "$(value "$dir/$b" loads)" "$(value "$dir/$b" stores)" \
      "$(value "$dir/$b" sp_loads)" "$(value "$dir/$b" sp_stores)" \
      "$(value "$dir/$b" gpr_to_fpr)" "$(value "$dir/$b" fpr_to_gpr)" >>"$table.tmp"
  done
done
mv "$table.tmp" "$table"
echo
echo "dynamic counts inside matmul() (n=48; qemu-count, tools/qemu-count/count.c):"
sed 's/^/  /' "$table"

# 2. The TableGen front end on LLVM's RISC-V description.
td='' top='' incs=()
if [ -n "${SPILLWAY_TD_RISCV:-}" ]; then
  td=$SPILLWAY_TD_RISCV top=$td/top.td incs=(-I "$LLVM14_INCLUDE" -I "$td")
elif shared=$(find_shared 2>/dev/null) && [ -f "$shared/td/riscv/top.td" ]; then
  td=$shared/td/riscv top=$td/top.td incs=(-I "$LLVM14_INCLUDE" -I "$td")
elif src=$(bash scripts/llvm-src.sh) && [ -f "$src/llvm/lib/Target/RISCV/RISCV.td" ]; then
  td=$src/llvm/lib/Target/RISCV top=$td/RISCV.td
  incs=(-I "$src/llvm/include" -I "$td")
fi
echo
if [ -z "$td" ]; then
  echo "run-example.sh: LLVM's RISC-V description is not here (no ../shared/td/riscv, and scripts/llvm-src.sh could not fetch LLVM 14's sources):"
  echo "  skipping the comparison with llvm-tblgen -print-records"
else
  out=$(spillway_target_dir)/riscv.records.txt
  cmd=("$bin" tblgen "${incs[@]}" "$top" --print-records -o "$out")
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
  if [ ! -f "$expected" ]; then
    # No stored reference: ask llvm-tblgen 14 itself.
    tblgen=$(find_tblgen) || sw_die "no LLVM 14 llvm-tblgen to compare with"
    expected=$(spillway_target_dir)/riscv.records.llvm-tblgen.txt
    "$tblgen" "${incs[@]}" "$top" -print-records -o "$expected"
  fi
  if cmp -s "$out" "$expected"; then
    echo "identical to llvm-tblgen 14 -print-records ($expected)"
  else
    echo "DIFFERS from llvm-tblgen 14 -print-records ($expected):"
    diff "$expected" "$out" | head -n 20 | sed 's/^/  /'
    exit 1
  fi
fi

# 3. Spillway's own RISC-V target (targets/riscv): the register model the
# backend's tables are generated from.
regs=$(spillway_target_dir)/riscv.register-info.json
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
        print(f"  {c['name']}: allocation order {' '.join(c['allocation_order'][:12])} ...")
print(f"output: {sys.argv[1]}")
PY
