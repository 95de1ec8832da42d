# lz4 (Debian source package lz4): the LZ4 library and command line tool.
# Build: lz4's own Makefiles, as Debian builds them: lib/liblz4.a, then
# programs/lz4 (Debian's 0001-Fix-static-link.patch links it with
# -L../lib -llz4), then the test programs datagen, fuzzer and frametest.
# Workload: lz4's own self-checking testers (fuzzer and frametest with a
# fixed seed; their progress lines, which depend on the clock, are
# dropped), then the lz4 tool on datagen's deterministic data and lz4's own
# sources at levels 1, 9, 12, --fast=5 and with 64 KiB linked blocks:
# compressed sizes and checksums, decompression compared with the input.

rc_build() {
  cp -a "$SRC/." .
  make -C lib -j"$JOBS" liblz4.a CC="$CC" AR="$AR"
  make -C programs -j"$JOBS" lz4 CC="$CC"
  make -C tests -j"$JOBS" datagen fuzzer frametest CC="$CC"
}

rc_run() {
  local iters
  iters=$(awk -v s="$SCALE" 'BEGIN { n = int(4 * s); print n < 1 ? 1 : n }')
  "$QRUN" tests/fuzzer -s1 -i$iters 2>&1 | tr '\r' '\n' | grep -E "^Starting|^Seed|completed|ratio" |
    sed 's/ *$//; s/^ *[0-9]* \/ *//'
  "$QRUN" tests/frametest -s1 -i$iters 2>&1 | tr '\r' '\n' | grep -E "^Starting|^Seed|completed" |
    sed 's/ *$//; s/^ *[0-9 ]*All/All/'
  "$QRUN" tests/datagen -g600000 -P60 -s7 >gen60.bin
  "$QRUN" tests/datagen -g500000 -P20 -s3 >gen20.bin
  cat lib/lz4.c lib/lz4hc.c lib/lz4frame.c programs/lz4cli.c >src.txt
  local f o
  for f in gen60.bin gen20.bin src.txt; do
    echo "input $f: $(wc -c <"$f") bytes, cksum $(cksum <"$f")"
    for o in -1 -9 -12 --fast=5 "-B4 -BD"; do
      [ "$o" = -12 ] && [ "$f" = gen60.bin ] && continue  # the slowest level: smaller inputs only
      # shellcheck disable=SC2086 # $o is one or two options
      "$QRUN" programs/lz4 -q -c $o "$f" >out.lz4
      echo "lz4 $o $f: $(wc -c <out.lz4) bytes, cksum $(cksum <out.lz4)"
      "$QRUN" programs/lz4 -q -d -c out.lz4 | cmp - "$f" && echo "lz4 -d $f: same"
    done
  done
  "$QRUN" programs/lz4 -q -l -c src.txt | "$QRUN" programs/lz4 -q -d -c | cmp - src.txt && echo "lz4 -l: same"
  "$QRUN" programs/lz4 -q -c -9 src.txt >src.lz4
  "$QRUN" programs/lz4 -t src.lz4 2>&1 | tr '\r' '\n' | grep -v "^ *$" | tail -1
}
