#!/usr/bin/env bash
# bench/real-code.sh: the real-code corpus. Whole C code bases from Debian
# source packages, each built by its own build system with
# CC="spillway cc ...", run under qemu with a real workload, and the output
# compared with the same code built by clang-14 alone. Architectures: rv64
# (riscv64-unknown-linux-gnu, glibc), rv32 (riscv32-unknown-elf, picolibc)
# and aarch64 (aarch64-linux-gnu, glibc): the targets of
# targets/toolchains.conf, all static.
#
# usage: bench/real-code.sh [OPTIONS] [NAME]...
#   NAME           lua sqlite zlib bzip2 lz4 xz brotli (default: all)
#   --arch LIST    rv64,rv32,aarch64 (default rv64,rv32)
#   --modes LIST   Spillway's modes, from default,no-soften,fast (default all)
#   --no-count     no dynamic counts (and no LLVM-greedy build unless --timing)
#   --no-timing    no allocation-time comparison on the largest function
#   --no-check     Spillway's modes build with --spillway-no-check (the
#                  checker does not stop the build: outputs and counts of
#                  code whose functions the checker does not all prove yet);
#                  such a build's result reads pass(nochk), and the proved
#                  column still gives the checker's verdicts (the triage)
#   --quick        smaller workloads (the CI test)
#   --jobs N       make -jN inside a build (default 2)
#   --runs N       timing rounds for the largest function (default 7)
#   --out DIR      build trees, logs and outputs (default target/real-code)
#   --spillway BIN the spillway binary (default target/release/spillway, or
#                  $CARGO_TARGET_DIR/release/spillway)
#   --driver CMD   the compiler driver (default "BIN cc")
#   --plugin SO    the QEMU counting plugin (default: tools/qemu-count,
#                  built by scripts/qemu-count.sh --build)
#
# Per code base and architecture, the builds (each a fresh copy of the
# source, built by its recipe bench/real-code/NAME.sh with CC set):
#   clang    spillway cc --spillway-clang-only: clang-14 alone (the reference)
#   llvm     spillway cc --spillway-allocator=llvm -save-temps=obj: LLVM's
#            greedy allocator on the same pre-RA MIR Spillway gets (the
#            kept MIR gives the function counts and the largest function)
#   default, no-soften, fast
#            spillway cc, with --spillway-no-soften or
#            --spillway-allocator=fast for the last two
# Every build runs the recipe's workload (rc_run) through bench/real-code/qrun;
# a mode passes when it builds, its workload exits 0 and prints exactly what
# the clang build's prints. Columns: functions (machine functions in the
# kept pre-RA MIR: what Spillway allocates), proved (functions `spillway
# alloc` allocates and proves in that mode, each tried even when another
# function of its file fails: bench/real-code/mir-tool.py triage; the
# failures are listed in OUT/ARCH/llvm/NAME/triage-MODE.txt), dynamic instructions and
# dynamic stack loads + stores summed over the workload's processes (QEMU
# counting plugin; sp-relative on RISC-V, where clang -O2 keeps no frame
# pointer by default; sp- or x29-relative on AArch64, where LLVM addresses
# some frame objects from the frame pointer and Spillway from sp), each
# against the llvm build, and the build's CPU
# time (user + sys of the whole build, configure included) against the
# clang build's.
# Timing (per architecture): the largest function of the corpus (most
# instructions in the pre-RA MIR) is extracted with its IR module
# (bench/real-code/mir-tool.py extract) and timed, alternating (bench/
# interleave.py), as
#   llc-14 <target flags> -O2 -start-before=greedy -stop-after=virtregrewriter F.mir -o /dev/null
#   spillway alloc --no-check F.mir -o /dev/null
# with peak memory from /usr/bin/time -v.
# Exit status: 0 when every selected build passes, 1 otherwise, 2 for a
# usage or set-up error.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
W=$here/real-code
all_names=(lua sqlite zlib bzip2 lz4 xz brotli)

archs=(rv64 rv32) modes=(default no-soften fast) count=1 timing=1 check=1 scale=1 jobs=2 runs=7
out='' sw='' driver='' plugin='' names=()
die() { echo "real-code.sh: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --arch) IFS=, read -r -a archs <<<"$2"; shift ;;
    --modes) IFS=, read -r -a modes <<<"$2"; shift ;;
    --no-count) count=0 ;;
    --no-timing) timing=0 ;;
    --no-check) check=0 ;;
    --quick) scale=0.25 ;;
    --jobs) jobs=$2; shift ;;
    --runs) runs=$2; shift ;;
    --out) out=$2; shift ;;
    --spillway) sw=$2; shift ;;
    --driver) driver=$2; shift ;;
    --plugin) plugin=$2; shift ;;
    -h|--help) sed -n "2,$(grep -n "^set -uo" "$0" | cut -d: -f1)p" "$0" | sed "$ d"; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) names+=("$1") ;;
  esac
  shift
done
[ ${#names[@]} -gt 0 ] || names=("${all_names[@]}")
for n in "${names[@]}"; do [ -f "$W/$n.sh" ] || die "unknown code base '$n' (known: ${all_names[*]})"; done
for a in "${archs[@]}"; do case "$a" in rv64|rv32|aarch64) ;; *) die "unknown architecture '$a' (known: rv64 rv32 aarch64)" ;; esac; done
for m in "${modes[@]}"; do case "$m" in default|no-soften|fast) ;; *) die "unknown mode '$m'" ;; esac; done
[ -n "$sw" ] || sw=${CARGO_TARGET_DIR:-$root/target}/release/spillway
[ -x "$sw" ] || die "no spillway binary at $sw (cargo build --release)"
sw=$(cd "$(dirname "$sw")" && pwd)/$(basename "$sw")
[ -n "$driver" ] || driver="$sw cc"
[ -n "$out" ] || out=$root/target/real-code
mkdir -p "$out" && out=$(cd "$out" && pwd)
qemus=()
for a in "${archs[@]}"; do case "$a" in rv64) qemus+=(qemu-riscv64) ;; rv32) qemus+=(qemu-riscv32) ;; aarch64) qemus+=(qemu-aarch64) ;; esac; done
for t in llvm-ar-14 llvm-ranlib-14 "${qemus[@]}" make patch python3; do
  command -v "$t" >/dev/null || die "$t is missing (scripts/install-deps.sh)"
done
[ -x /usr/bin/time ] || die "/usr/bin/time is missing (apt-get install time)"

triple() { case "$1" in rv64) echo riscv64-unknown-linux-gnu ;; rv32) echo riscv32-unknown-elf ;; aarch64) echo aarch64-linux-gnu ;; esac; }
# llc's target flags for the timing runs (the same as clang gives llc for
# -march=rv64gc/rv32gc -mabi=lp64d/ilp32d -mno-relax, and for
# --target=aarch64-unknown-linux-gnu -fno-pic)
llc_flags() {
  case "$1" in
    rv64) echo "-mtriple=riscv64-unknown-linux-gnu -mattr=+m,+a,+f,+d,+c,-relax -target-abi=lp64d" ;;
    rv32) echo "-mtriple=riscv32-unknown-elf -mattr=+m,+a,+f,+d,+c,-relax -target-abi=ilp32d" ;;
    aarch64) echo "-mtriple=aarch64-unknown-linux-gnu -mattr=+neon,+v8a,+outline-atomics -target-abi=aapcs -relocation-model=static" ;;
  esac
}
variant_flags() {
  local nc=''
  [ $check = 1 ] || nc=' --spillway-no-check'
  case "$1" in
    clang) echo "--spillway-clang-only" ;;
    llvm) echo "--spillway-allocator=llvm -save-temps=obj" ;;
    default) echo "${nc# }" ;;
    no-soften) echo "--spillway-no-soften$nc" ;;
    fast) echo "--spillway-allocator=fast$nc" ;;
  esac
}

# The counting plugin (tools/qemu-count, built into the cache by
# scripts/qemu-count.sh --build)
if [ $count = 1 ] && [ -z "$plugin" ]; then
  plugin=$(bash "$root/scripts/qemu-count.sh" --build) || die "could not build the counting plugin (scripts/qemu-count.sh --build)"
fi

# the pre-RA MIR a build kept (-save-temps=obj), without configure's test
# programs (autoconf's conftest*, zlib's ztest*)
kept_mir() { find "$1" -name '*.pre-ra.mir' ! -name 'conftest*' ! -name 'ztest*' | sort; }
alloc_flags() {
  case "$1" in
    default) echo "" ;;
    no-soften) echo "--no-soften" ;;
    fast) echo "--allocator fast" ;;
  esac
}

variants=(clang)
[ $count = 1 ] || [ $timing = 1 ] && variants+=(llvm)
variants+=("${modes[@]}")

failures=0
declare -A result funcs insns sp cpu proved
echo "real-code.sh: driver $driver; out $out; archs ${archs[*]}; builds ${variants[*]}$([ $check = 1 ] || echo "; Spillway's modes with --spillway-no-check")"
for name in "${names[@]}"; do
  src=$("$W/fetch.sh" "$name" | awk '{print $2}') || die "fetching $name failed"
  [ -d "$src" ] || die "fetching $name failed"
  prep=$out/prep/$name
  if grep -q '^rc_prepare()' "$W/$name.sh" && [ ! -f "$prep/.done" ]; then
    rm -rf "$prep"; mkdir -p "$prep"
    if (cd "$prep" && SRC=$src bash -c 'set -eo pipefail; . "$1"; rc_prepare' _ "$W/$name.sh") >"$prep.log" 2>&1; then
      touch "$prep/.done"
    else
      echo "real-code.sh: preparing $name failed (log: $prep.log)" >&2; tail -5 "$prep.log" >&2
      failures=$((failures + 1)); continue
    fi
  fi
  for arch in "${archs[@]}"; do
    for v in "${variants[@]}"; do
      dir=$out/$arch/$v/$name
      key=$name/$arch/$v
      rm -rf "$dir"; mkdir -p "$dir"
      cc="$driver --target=$(triple "$arch") $(variant_flags "$v")"
      envs=(SRC="$src" PREP="$prep" W="$W" ARCH="$arch" TRIPLE="$(triple "$arch")" CC="${cc% }"
            AR=llvm-ar-14 RANLIB=llvm-ranlib-14 JOBS="$jobs" SCALE="$scale" QRUN="$W/qrun")
      # the llvm build keeps going past a failing file (make -k), so that
      # the triage sees every translation unit
      [ "$v" = llvm ] && envs+=(MAKEFLAGS=-k)
      if ! (cd "$dir" && env "${envs[@]}" /usr/bin/time -f '%e %U %S' -o "$dir/build.time" \
              bash -c 'set -eo pipefail; . "$1"; rc_build' _ "$W/$name.sh") >"$dir/build.log" 2>&1; then
        result[$key]=build-failed
        echo "  $name $arch $v: build failed (log: $dir/build.log):" >&2
        { grep -E "error:|Error [0-9]" "$dir/build.log" || tail -5 "$dir/build.log"; } | head -4 | sed 's/^/    /' >&2
        continue
      fi
      cpu[$key]=$(awk '{printf "%.2f", $2 + $3}' "$dir/build.time")
      cenv=()
      if [ $count = 1 ] && [ "$v" != clang ]; then
        : >"$dir/counts"
        cenv=(REAL_CODE_COUNTS="$dir/counts" REAL_CODE_PLUGIN="$plugin")
      fi
      rc=0
      (cd "$dir" && env "${envs[@]}" "${cenv[@]}" bash -c 'set -eo pipefail; . "$1"; rc_run' _ "$W/$name.sh") \
        >"$dir/run.out" 2>&1 || rc=$?
      if [ $rc != 0 ]; then
        result[$key]="run-failed(exit $rc)"
      elif [ "$v" = clang ]; then
        result[$key]=ref
      elif [ "${result[$name/$arch/clang]:-}" != ref ]; then
        result[$key]=no-reference
      elif cmp -s "$out/$arch/clang/$name/run.out" "$dir/run.out"; then
        result[$key]=pass
        [ $check = 1 ] || [ "$v" = llvm ] || result[$key]='pass(nochk)'
      else
        result[$key]=WRONG-OUTPUT
        echo "  $name $arch $v: output differs from clang's: diff $out/$arch/clang/$name/run.out $dir/run.out" >&2
      fi
      if [ -f "$dir/counts" ]; then
        # stack traffic: sp-relative accesses, plus x29-relative ones on
        # AArch64 (its Linux code keeps a frame pointer, and LLVM addresses
        # some frame objects from x29 where Spillway's frame lowering uses
        # sp); RISC-V builds keep no frame pointer by default (s0 is an
        # ordinary callee-saved register there), so they count sp only
        withfp=0; [ "$arch" = aarch64 ] && withfp=1
        read -r insns[$key] sp[$key] < <(awk -v fp=$withfp '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); c[kv[1]] += kv[2] } }
          END { printf "%.0f %.0f\n", c["insns"], c["sp_loads"] + c["sp_stores"] + fp * (c["fp_loads"] + c["fp_stores"]) }' "$dir/counts")
      fi
      if [ "$v" = llvm ]; then
        mapfile -t mirs < <(kept_mir "$dir")
        funcs[$name/$arch]=$([ ${#mirs[@]} -gt 0 ] && python3 "$W/mir-tool.py" count "${mirs[@]}" || echo 0)
        # triage: every function of every kept translation unit through
        # `spillway alloc` in each mode (a build stops at its first failing
        # file, `spillway alloc` at a file's first failing function)
        for m in "${modes[@]}"; do
          # shellcheck disable=SC2046 # alloc_flags is zero to two words
          (cd "$dir" && python3 "$W/mir-tool.py" triage -j "$jobs" "$sw" $(alloc_flags "$m") -- "${mirs[@]#"$dir"/}") \
            >"$dir/triage-$m.txt" 2>&1
          read -r tproved ttotal <"$dir/triage-$m.txt"
          proved[$name/$arch/$m]="$tproved/$ttotal"
        done
      fi
    done
    # the row of each mode
    if [ "${result[$name/$arch/clang]:-}" != ref ]; then
      echo "  $name $arch: the clang build failed (${result[$name/$arch/clang]:-build-failed}): recipe or environment problem" >&2
      failures=$((failures + 1))
    fi
  done
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a != "") printf "%.3f", a / b; else printf "-" }'; }
echo
fmt='%-7s %-7s %-9s %-12s %6s %9s %14s %14s %6s %15s %12s %6s %8s %8s %5s\n'
# shellcheck disable=SC2059 # the format is in $fmt
printf "$fmt" code arch mode result funcs proved "dyn insns" "LLVM insns" ratio \
  "dyn stack ld+st" "LLVM stack" ratio "build s" "clang s" ratio
declare -A tot_i tot_li tot_s tot_ls tot_c tot_cc
for arch in "${archs[@]}"; do
  for name in "${names[@]}"; do
    for m in "${modes[@]}"; do
      key=$name/$arch/$m l=$name/$arch/llvm c=$name/$arch/clang
      r=${result[$key]:-not-built}
      case "$r" in pass|'pass(nochk)') ;; *) failures=$((failures + 1)) ;; esac
      # shellcheck disable=SC2059
      printf "$fmt" "$name" "$arch" "$m" "$r" "${funcs[$name/$arch]:--}" "${proved[$key]:--}" \
        "${insns[$key]:--}" "${insns[$l]:--}" "$(ratio "${insns[$key]:-}" "${insns[$l]:-0}")" \
        "${sp[$key]:--}" "${sp[$l]:--}" "$(ratio "${sp[$key]:-}" "${sp[$l]:-0}")" \
        "${cpu[$key]:--}" "${cpu[$c]:--}" "$(ratio "${cpu[$key]:-}" "${cpu[$c]:-0}")"
      if [ "$r" = pass ] || [ "$r" = 'pass(nochk)' ]; then
        t=$arch/$m
        tot_i[$t]=$(( ${tot_i[$t]:-0} + ${insns[$key]:-0} )); tot_li[$t]=$(( ${tot_li[$t]:-0} + ${insns[$l]:-0} ))
        tot_s[$t]=$(( ${tot_s[$t]:-0} + ${sp[$key]:-0} )); tot_ls[$t]=$(( ${tot_ls[$t]:-0} + ${sp[$l]:-0} ))
        tot_c[$t]=$(awk -v a="${tot_c[$t]:-0}" -v b="${cpu[$key]:-0}" 'BEGIN { printf "%.2f", a + b }')
        tot_cc[$t]=$(awk -v a="${tot_cc[$t]:-0}" -v b="${cpu[$c]:-0}" 'BEGIN { printf "%.2f", a + b }')
      fi
    done
  done
  # build CPU time of the whole corpus, where clang, llvm and default built
  bc=0 bl=0 bd=0
  for name in "${names[@]}"; do
    c=${cpu[$name/$arch/clang]:-} l=${cpu[$name/$arch/llvm]:-} d=${cpu[$name/$arch/default]:-}
    [ -n "$c" ] && [ -n "$l" ] && [ -n "$d" ] || continue
    read -r bc bl bd < <(awk -v a="$bc" -v b="$bl" -v e="$bd" -v x="$c" -v y="$l" -v z="$d" \
      'BEGIN { printf "%.2f %.2f %.2f\n", a + x, b + y, e + z }')
  done
  echo "build CPU s $arch, code bases built by all three: clang $bc, llvm $bl ($(ratio "$bl" "$bc")x), default $bd ($(ratio "$bd" "$bc")x)"
  for m in "${modes[@]}"; do
    t=$arch/$m
    # shellcheck disable=SC2059
    printf "$fmt" "passing" "$arch" "$m" "(sum)" "" "" "${tot_i[$t]:-0}" "${tot_li[$t]:-0}" "$(ratio "${tot_i[$t]:-0}" "${tot_li[$t]:-0}")" \
      "${tot_s[$t]:-0}" "${tot_ls[$t]:-0}" "$(ratio "${tot_s[$t]:-0}" "${tot_ls[$t]:-0}")" \
      "${tot_c[$t]:-0}" "${tot_cc[$t]:-0}" "$(ratio "${tot_c[$t]:-0}" "${tot_cc[$t]:-0}")"
  done
done

if [ $timing = 1 ]; then
  echo
  for arch in "${archs[@]}"; do
    mapfile -t mirs < <(for name in "${names[@]}"; do
      [ -d "$out/$arch/llvm/$name" ] && kept_mir "$out/$arch/llvm/$name"; done | sort)
    [ ${#mirs[@]} -gt 0 ] || { echo "$arch: no pre-RA MIR kept (no llvm build): no timing"; continue; }
    # the largest function, or (if Spillway refuses it) the largest it accepts
    mapfile -t cands < <(python3 "$W/mir-tool.py" largest --top 25 "${mirs[@]}")
    f=$out/$arch/largest.mir
    picked=''
    for c in "${cands[@]}"; do
      read -r n fn file <<<"$c"
      python3 "$W/mir-tool.py" extract "$file" "$fn" "$f" || continue
      # shellcheck disable=SC2046 # llc_flags is several words
      llc=(llc-14 $(llc_flags "$arch") -O2 -start-before=greedy -stop-after=virtregrewriter "$f" -o /dev/null)
      spa=("$sw" alloc --no-check "$f" -o /dev/null)
      if ! "${llc[@]}" 2>"$out/$arch/largest.llc.err"; then
        echo "$arch: llc-14 fails on the extracted $fn: $(head -1 "$out/$arch/largest.llc.err")"; continue
      fi
      if ! "${spa[@]}" >/dev/null 2>"$out/$arch/largest.spillway.err"; then
        echo "$arch: spillway alloc refuses $fn ($n instructions, ${file#"$out"/}): $(grep -m1 error "$out/$arch/largest.spillway.err" | cut -c1-160)"
        failures=$((failures + 1)); continue
      fi
      picked=$fn; break
    done
    [ -n "$picked" ] || { echo "$arch: no function to time"; failures=$((failures + 1)); continue; }
    echo "$arch timed function: $fn ($n instructions, from ${file#"$out"/})"
    python3 "$root/bench/interleave.py" "$runs" "llc-greedy+rewriter=${llc[*]}" "spillway-alloc=${spa[*]}" | sed 's/^/  /'
    for which in llc spa; do
      if [ $which = llc ]; then cmd=("${llc[@]}"); else cmd=("${spa[@]}"); fi
      /usr/bin/time -v "${cmd[@]}" 2>&1 >/dev/null | awk -v w="$which" '/Maximum resident/ { printf "  peak memory %-3s %8d KiB\n", w, $NF }'
    done
  done
fi

echo
if [ $failures = 0 ]; then
  echo "real-code.sh: every build passed"
else
  echo "real-code.sh: $failures failing or missing builds"
  exit 1
fi
