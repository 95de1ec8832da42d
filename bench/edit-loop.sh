#!/usr/bin/env bash
# bench/edit-loop.sh: the target writer's edit loop, timed. Copies the
# workspace (a git revision, or the working tree) to a scratch folder, builds
# it from clean, then for each edit of targets/riscv: applies it, times the
# rebuild, reverts it, times that rebuild too.
#
# usage: bash bench/edit-loop.sh [--rev REV] [--work DIR] [--runs N]
#                                [--profiles "release debug"] [--no-clean]
#   --rev REV       copy `git archive REV` (default: the working tree as it
#                   is, tracked and untracked files that git does not ignore)
#   --work DIR      scratch folder (default: a new mktemp -d; kept, printed)
#   --runs N        each edit N times; the table shows the median and the
#                   minimum wall time (default 1)
#   --profiles P    "release", "debug" or both (default "release debug")
#   --no-clean      reuse DIR/ws/target from an earlier run (no clean build row)
#   --startup-only  only the start-up measurement below, on an earlier run's
#                   DIR (give --work DIR)
#
# Steps, per profile (`cargo build --release --offline` / `cargo build
# --offline`, in the copy, one at a time):
#   clean      the first build (rm -r target/release or target/debug first)
#   no-op      nothing changed
#   comment    a comment line appended to targets/riscv/RegisterInfo.td
#   regclass   a new register class (GPRTiny, as in doc/TUTORIAL.md)
#   order      GPR's allocation order changed (t3-t6 before t0-t2)
#   new-td     a new file targets/riscv/EditLoop.td (a register class),
#              included from top.td
#   each edit is followed by `revert` (the files restored, a rebuild).
# Columns: wall seconds (median, min over the runs), CPU seconds
# (user+sys of cargo and everything it ran, median), and the crates cargo
# compiled (its "Compiling" lines; "-" for none).
#
# After the builds, if the release binary has `--td`: `spillway alloc` on a
# corpus file with the compiled-in target against `--td targets/riscv` and
# against `--td` on the regclass edit (hyperfine if installed, else
# bench/interleave.py): the start-up cost of loading the description.
#
# Load on the machine changes wall times; the load average is printed with
# each step. Measure "before" and "after" with the same command, e.g.
#   bash bench/edit-loop.sh --rev main --runs 3
#   bash bench/edit-loop.sh --runs 3
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rev='' work='' runs=1 profiles='release debug' clean=1 startup_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rev) rev=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --profiles) profiles=$2; shift 2 ;;
    --no-clean) clean=0; shift ;;
    --startup-only) startup_only=1; clean=0; profiles=''; shift ;;
    -h|--help) sed -n '2,44p' "$0"; exit 0 ;;
    *) echo "edit-loop.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ -n "$work" ] || work=$(mktemp -d /tmp/edit-loop.XXXXXX)
ws=$work/ws
mkdir -p "$ws"
if [ "$clean" = 1 ] || [ ! -f "$ws/Cargo.toml" ]; then
  find "$ws" -mindepth 1 -maxdepth 1 ! -name target -exec rm -rf {} +
  if [ -n "$rev" ]; then
    git -C "$here" archive "$rev" | tar -x -C "$ws"
  else
    (cd "$here" && git ls-files -co --exclude-standard -z | tar --null -T - -c) | tar -x -C "$ws"
  fi
fi
echo "edit-loop: workspace copy in $ws (${rev:-working tree of $here}); $(nproc) cores"

rd=$ws/targets/riscv
pristine=$work/pristine
rm -rf "$pristine"; mkdir -p "$pristine"
cp "$rd/RegisterInfo.td" "$rd/top.td" "$pristine/"

revert() {
  cp "$pristine/RegisterInfo.td" "$pristine/top.td" "$rd/"
  rm -f "$rd/EditLoop.td"
}

edit_comment() {
  printf '// edit-loop: a comment (%s)\n' "$(date +%s%N)" >> "$rd/RegisterInfo.td"
}
edit_regclass() {
  python3 - "$rd/RegisterInfo.td" <<'EOF'
import sys
p = sys.argv[1]; s = open(p).read()
anchor = 'let RegInfos = XLenRI in {\n'
assert anchor in s, 'RegisterInfo.td: no GPR RegInfos block'
s = s.replace(anchor, anchor + '''// edit-loop: six integer registers to allocate from.
def GPRTiny : RegisterClass<"RISCV", [XLenVT], 32,
                            (add (sequence "X%u", 10, 13), X9, X18)>;

''', 1)
open(p, 'w').write(s)
EOF
}
edit_order() {
  python3 - "$rd/RegisterInfo.td" <<'EOF'
import sys
p = sys.argv[1]; s = open(p).read()
a = '    (sequence "X%u", 5, 7),     // t0-t2\n'
b = '    (sequence "X%u", 28, 31),   // t3-t6\n'
assert a + b in s, "RegisterInfo.td: GPR's t0-t2/t3-t6 lines not found"
s = s.replace(a + b, b + a, 1)
open(p, 'w').write(s)
EOF
}
edit_newtd() {
  cat > "$rd/EditLoop.td" <<'EOF'
// edit-loop: a new file with a register class of the argument registers.
let RegInfos = XLenRI in
def GPRArgs : RegisterClass<"RISCV", [XLenVT], 32, (sequence "X%u", 10, 17)>;
EOF
  python3 - "$rd/top.td" <<'EOF'
import sys
p = sys.argv[1]; s = open(p).read()
anchor = 'include "InstrInfo.td"\n'
assert anchor in s, 'top.td: no include "InstrInfo.td"'
s = s.replace(anchor, anchor + 'include "EditLoop.td"\n', 1)
open(p, 'w').write(s)
EOF
}

rows=()
# build PROFILE STEP: one timed build; appends "wall cpu crates" to $samples.
build() {
  local flag=''; [ "$1" = release ] && flag=--release
  local log=$work/build.log tf=$work/time.txt
  (cd "$ws" && /usr/bin/time -f '%e %U %S' -o "$tf" cargo build $flag --offline) > "$log" 2>&1 || {
    echo "edit-loop: cargo build $flag failed at step $2:" >&2; tail -30 "$log" >&2; exit 1; }
  local crates
  crates=$(sed -n 's/^ *Compiling \([^ ]*\) .*/\1/p' "$log" | tr '\n' ' ' | sed 's/ $//')
  [ -n "$crates" ] || crates=-
  read -r w u s < "$tf"
  samples+=("$w $(python3 -c "print(round($u + $s, 2))") $crates")
}
# row PROFILE STEP: the table row of $samples.
row() {
  local line
  line=$(printf '%s\n' "${samples[@]}" | python3 -c '
import sys, statistics as st
rows = [l.split(" ", 2) for l in sys.stdin.read().splitlines()]
w = [float(r[0]) for r in rows]; c = [float(r[1]) for r in rows]
crates = rows[-1][2] if len(rows[-1]) > 2 else "-"
print(f"{st.median(w):.2f} | {min(w):.2f} | {st.median(c):.2f} | {crates}")')
  local load; load=$(cut -d' ' -f1-3 /proc/loadavg)
  rows+=("| $1 | $2 | $line | $load |")
  echo "edit-loop: $1 $2: $line (load $load)"
}

for p in $profiles; do
  case "$p" in release|debug) ;; *) echo "edit-loop.sh: profile $p?" >&2; exit 2 ;; esac
  if [ "$clean" = 1 ]; then
    if [ "$p" = release ]; then rm -rf "$ws/target/release"; else rm -rf "$ws/target/debug"; fi
    samples=(); build "$p" clean; row "$p" clean
  else
    samples=(); build "$p" warm; row "$p" warm
  fi
  samples=(); for _ in $(seq "$runs"); do build "$p" no-op; done; row "$p" no-op
  for e in comment regclass order newtd; do
    edit_samples=() revert_samples=()
    for _ in $(seq "$runs"); do
      "edit_$e"
      samples=(); build "$p" "$e"; edit_samples+=("${samples[0]}")
      revert
      samples=(); build "$p" "$e-revert"; revert_samples+=("${samples[0]}")
    done
    samples=("${edit_samples[@]}"); row "$p" "$e"
    samples=("${revert_samples[@]}"); row "$p" "$e, reverted"
  done
done

if [ "$startup_only" = 0 ]; then
  echo
  echo "| profile | step | wall s (median) | wall s (min) | CPU s (median) | crates compiled | load |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
  printf '%s\n' "${rows[@]}"
fi

bin=$ws/target/release/spillway
help=''
[ -x "$bin" ] && help=$("$bin" alloc --help 2>/dev/null || true)
if grep -q -- '--td' <<<"$help"; then
  echo
  echo "edit-loop: start-up of alloc, compiled-in target vs --td (no rebuild)"
  mir=$work/k.pre-ra.mir
  corpus=$here/target/mir-corpus/calls.rv64.pre-ra.mir
  if [ -f "$corpus" ]; then cp "$corpus" "$mir"; else
    bash "$here/scripts/mir-corpus.sh" "$work/corpus" >/dev/null
    cp "$work/corpus/calls.rv64.pre-ra.mir" "$mir"
  fi
  tiny=$work/tiny-td
  rm -rf "$tiny"; mkdir -p "$tiny"; cp -r "$ws/targets/include" "$ws/targets/riscv" "$tiny/"
  rd=$tiny/riscv edit_regclass
  a="$bin alloc $mir -o $work/a.mir"
  b="$bin alloc --td $ws/targets/riscv $mir -o $work/b.mir"
  c="$bin alloc --td $tiny/riscv $mir -o $work/c.mir"
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 3 --runs 30 -n compiled-in "$a" -n "td targets/riscv" "$b" \
      -n "td, regclass edit" "$c"
  else
    python3 "$here/bench/interleave.py" 30 compiled="$a" td="$b" td-edit="$c"
  fi
  cmp "$work/a.mir" "$work/b.mir" && echo "edit-loop: --td output identical to the compiled-in target's"
fi
echo "edit-loop: done ($work)"
