#!/usr/bin/env bash
# bench/scaling.sh: how Spillway's stages grow with input size.
#
# usage: bench/scaling.sh [--out DIR] [--spillway BIN] [--scales "1 4 16"] [--rv32]
#   --out DIR     keep the inputs and logs here (default target/bench-scaling)
#   --spillway    the spillway binary (default target/release/spillway, or
#                 $CARGO_TARGET_DIR/release/spillway when that is set)
#   --scales      the sizes, as multiples of the 1x inputs (default "1 4 16")
#
# Inputs (bench/gen-input.sh, deterministic):
#   .td   `gen-input.sh td S`: ~64 KiB x S of TableGen (1 MiB at 16)
#   MIR   `gen-input.sh mir S`: one function of ~6,400 x S pre-RA MIR
#         instructions from LLVM 14 (~102,000 at 16)
#
# Time per stage (one run per configuration; for the MIR stages the CPU time
# of the thread, /proc/thread-self/schedstat, so a loaded machine does not
# inflate them; the .td stages are wall time):
#   parse      .td preprocess + parse (SPILLWAY_TIME=1 spillway tblgen: "preprocess+parse")
#   evaluate   .td load minus parse ("load" is preprocess + parse + evaluate)
#   tblgen-cpu CPU time of the whole spillway tblgen run (perf stat task-clock):
#              parse and evaluate are wall times, unreliable on a loaded machine
#   read       MIR read (YAML + body) (SPILLWAY_TIME=1 spillway alloc: backend::timing)
#   liveness   the analyses each allocation round recomputes (CFG, loops, liveness, intervals)
#   allocate   greedy allocation without liveness and spill
#   spill      spill code insertion and stack-slot coloring
#   check      the allocation checker (post-RA and post-frame runs)
#   soften     spill slots moved into idle registers of another class
#   frame      csr saves + frame layout and frame-index elimination
# Peak memory (max RSS, /usr/bin/time -f %M) of separate runs that stop
# after a stage (so each number includes everything before it):
#   td         spillway tblgen (parse + evaluate + print)
#   read       spillway mir print      (read + print)
#   liveness   spillway mir stats      (read + one analysis of the function)
#   allocate   spillway alloc --no-check --no-soften --stop-before-frame
#   check      spillway alloc                (+ the checker, csr saves, soften, frame)
#
# Growth: for each stage the ratio t(4S)/t(S) is printed next to the bound
# an n log n stage would show, 4 * log(4n)/log(n) with n = MIR
# instructions (or .td bytes); a ratio above 1.25x that bound is flagged
# SUPERLINEAR. One run per point: on a loaded machine the small times are
# noisy, so read the flags on the stages that take long.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
out='' sw='' scales='1 4 16' rv32=''
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift ;;
    --spillway) sw=$2; shift ;;
    --scales) scales=$2; shift ;;
    --rv32) rv32=--rv32 ;;
    -h|--help) sed -n '2,40p' "$0"; exit 0 ;;
    *) echo "scaling.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$sw" ] || sw=${CARGO_TARGET_DIR:-$root/target}/release/spillway
[ -x "$sw" ] || { echo "scaling.sh: no spillway binary at $sw (cargo build --release, or --spillway BIN)" >&2; exit 2; }
[ -n "$out" ] || out=$root/target/bench-scaling
mkdir -p "$out"
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "scaling.sh: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }

# peak KB of a command (its stdout discarded, stderr to $log)
peak() {
  local log=$1
  shift
  "$TIME" -f 'peak_kb=%M' -o "$log.time" "$@" >/dev/null 2>"$log" || {
    echo "scaling.sh: failed: $* (see $log)" >&2
    return 1
  }
  sed -n 's/^peak_kb=//p' "$log.time"
}
# field NAME from a "spillway: a 1.2ms, b 3.4ms" line, in ms
field() {
  sed -n 's/^spillway: //p' "$2" | tr ',' '\n' | awk -v k="$1" '
    { sub(/^ +/, "") }
    $1 == "cpu" || $1 == "wall" { $1 = ""; sub(/^ +/, "") }
    $1 == k { v = $2; if (v ~ /µs$/) { sub(/µs$/, "", v); v /= 1000 } else if (v ~ /ms$/) { sub(/ms$/, "", v) } else if (v ~ /ns$/) { sub(/ns$/, "", v); v /= 1e6 } else if (v ~ /s$/) { sub(/s$/, "", v); v *= 1000 } print v; exit }'
}

declare -A T M N
for s in $scales; do
  td=$out/big$s.td
  mir=$out/big$s${rv32:+.rv32}.pre-ra.mir
  [ -s "$td" ] || bash "$here/gen-input.sh" td "$s" >"$td"
  [ -s "$mir" ] || bash "$here/gen-input.sh" mir "$s" "$mir" $rv32 || exit 1
  N[td,$s]=$(wc -c <"$td")
  N[mir,$s]=$(sed -n '/^body:/,$p' "$mir" | grep -c '^    [%$A-Z]')
  echo "scale ${s}x: ${N[td,$s]} bytes of .td, ${N[mir,$s]} MIR instructions" >&2

  M[td,$s]=$(SPILLWAY_TIME=1 peak "$out/tblgen$s.log" "$sw" tblgen -I "$root/targets/include" "$td" -o /dev/null) || exit 1
  # CPU time of the whole tblgen run (the parse/evaluate split is wall time)
  if command -v perf >/dev/null 2>&1 &&
     perf stat -x, -e task-clock -o "$out/tblgen$s.perf" "$sw" tblgen -I "$root/targets/include" "$td" -o /dev/null 2>/dev/null; then
    T[tblgen-cpu,$s]=$(awk -F, '/task-clock/ { printf "%.3f", $1; exit }' "$out/tblgen$s.perf")
  fi
  # "spillway: preprocess+parse 12.3ms" then "spillway: load 45.6ms, print ..."
  T[parse,$s]=$(field preprocess+parse "$out/tblgen$s.log")
  load=$(field load "$out/tblgen$s.log")
  T[evaluate,$s]=$(awk -v a="$load" -v b="${T[parse,$s]}" 'BEGIN { printf "%.3f", a - b }')

  M[read,$s]=$(peak "$out/print$s.log" "$sw" mir print "$mir" -o /dev/null) || exit 1
  M[liveness,$s]=$(peak "$out/stats$s.log" "$sw" mir stats "$mir") || exit 1
  M[allocate,$s]=$(SPILLWAY_TIME=1 peak "$out/alloc-ra$s.log" "$sw" alloc --no-check --no-soften --stop-before-frame "$mir" -o /dev/null) || exit 1
  M[check,$s]=$(SPILLWAY_TIME=1 peak "$out/alloc-check$s.log" "$sw" alloc "$mir" -o /dev/null) || exit 1
  log=$out/alloc-check$s.log
  for k in read liveness allocate spill check soften; do
    T[$k,$s]=$(field "$k" "$log")
  done
  T[frame,$s]=$(awk -v a="$(field csr-saves "$log")" -v b="$(field frame "$log")" 'BEGIN { printf "%.3f", a + b }')
done

set -- $scales
echo
echo "## Scaling: time (ms) and peak memory (MB) per stage"
echo
hdr="| stage |" sep="| --- |"
for s in "$@"; do hdr+=" ${s}x ms |"; sep+=" ---: |"; done
prev=''
for s in "$@"; do
  if [ -n "$prev" ]; then hdr+=" ${s}x/${prev}x | n log n bound |"; sep+=" ---: | ---: |"; fi
  prev=$s
done
echo "$hdr"; echo "$sep"
row() { # row KIND(td|mir) TABLE(T|M) STAGE [divisor]
  local kind=$1 tab=$2 st=$3 div=${4:-1} line="| $3 |" prev='' v pv n pn
  for s in $scales; do
    if [ "$tab" = T ]; then v=${T[$st,$s]:-}; else v=${M[$st,$s]:-}; fi
    line+=" $(awk -v v="$v" -v d="$div" 'BEGIN { if (v == "") print "-"; else printf "%.1f", v / d }') |"
  done
  for s in $scales; do
    if [ -n "$prev" ]; then
      if [ "$tab" = T ]; then v=${T[$st,$s]:-}; pv=${T[$st,$prev]:-}; else v=${M[$st,$s]:-}; pv=${M[$st,$prev]:-}; fi
      n=${N[$kind,$s]}; pn=${N[$kind,$prev]}
      line+=" $(awk -v v="$v" -v p="$pv" -v n="$n" -v pn="$pn" 'BEGIN {
        b = (n / pn) * log(n) / log(pn)
        if (v == "" || p == "" || p + 0 <= 0) { printf "- | %.2f", b; exit }
        r = v / p
        printf "%.2f%s | %.2f", r, (r > 1.25 * b ? " SUPERLINEAR" : ""), b }') |"
    fi
    prev=$s
  done
  echo "$line"
}
for st in parse evaluate tblgen-cpu; do row td T $st; done
for st in read liveness allocate spill check soften frame; do row mir T $st; done
echo
hdr="| peak memory after |" sep="| --- |"
for s in "$@"; do hdr+=" ${s}x MB |"; sep+=" ---: |"; done
prev=''
for s in "$@"; do
  if [ -n "$prev" ]; then hdr+=" ${s}x/${prev}x | n log n bound |"; sep+=" ---: | ---: |"; fi
  prev=$s
done
echo "$hdr"; echo "$sep"
row td M td 1024
for st in read liveness allocate check; do row mir M $st 1024; done
echo
echo "inputs: $(for s in "$@"; do printf '%sx = %s .td bytes / %s MIR insts; ' "$s" "${N[td,$s]}" "${N[mir,$s]}"; done)"
echo "binary: $sw; logs and inputs in $out"
