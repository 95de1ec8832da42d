#!/usr/bin/env bash
# mir-corpus.sh OUT_DIR: the MIR test corpus, made by the rig from every
# ../shared/rig/bench/*.c kernel (not the *_main.c drivers) and
# ../shared/rig/examples/*.c, for rv64 and rv32, at the pipeline points
# pre-ra, ssa and post-ra. Files: OUT_DIR/NAME.{rv64,rv32}.{pre-ra,ssa,post-ra}.mir.
# Existing files newer than their source are kept (the corpus is a cache).
# Prints the number of files made and kept.
set -euo pipefail
out=${1:?usage: mir-corpus.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
rig=${RIG_DIR:-$(cd "$here/../../shared/rig" 2>/dev/null && pwd || true)}
[ -n "$rig" ] && [ -x "$rig/c2mir.sh" ] || { echo "mir-corpus.sh: rig not found (set RIG_DIR)" >&2; exit 1; }
mkdir -p "$out"
made=0 kept=0
for c in "$rig"/bench/*.c "$rig"/examples/*.c; do
  case "$c" in *_main.c) continue ;; esac
  name=$(basename "$c" .c)
  for arch in rv64 rv32; do
    flag=''; [ "$arch" = rv32 ] && flag=--rv32
    for stop in pre-ra ssa post-ra; do
      f="$out/$name.$arch.$stop.mir"
      if [ -s "$f" ] && [ "$f" -nt "$c" ]; then kept=$((kept + 1)); continue; fi
      # A temporary of this process's own: tests make the corpus in parallel.
      "$rig/c2mir.sh" $flag --stop "$stop" -o "$f.tmp.$$" "$c" >/dev/null
      mv "$f.tmp.$$" "$f"
      made=$((made + 1))
    done
  done
done
echo "mir-corpus: $made made, $kept kept in $out"
