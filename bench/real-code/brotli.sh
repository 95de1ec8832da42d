# brotli (Debian source package brotli): the Brotli compressor.
# Build: brotli's own top-level Makefile (`make brotli`: every library
# source and the tool, -O2, linked with -lm).
# Workload: brotli's own decoder check (tests/compatibility_test.sh, through
# qrun as its wrapper: the shipped .compressed files must decode to their
# originals), then round trips in the manner of its tests/roundtrip_test.sh
# (file and streaming modes; that script itself runs quality 11 on 165 KiB,
# 5 G instructions under qemu, too slow here): its own sources at qualities
# 0, 1, 5, 6, 9 and with a 64 KiB window, qualities 10 and 11 on two smaller
# sources. The compressed bytes' checksums are printed, so every build must
# produce exactly the same streams.

rc_build() {
  cp -a "$SRC/." .
  make -j"$JOBS" brotli CC="$CC"
}

roundtrip() {
  local f=$1; shift
  "$QRUN" bin/brotli -f "$@" "$f" -o bin/tmp/rt.br
  "$QRUN" bin/brotli -f -d bin/tmp/rt.br -o bin/tmp/rt.out
  cmp -s "$f" bin/tmp/rt.out || echo "brotli $* $f: DECODED DIFFERENTLY"
  "$QRUN" bin/brotli -c "$@" <"$f" | "$QRUN" bin/brotli -c -d | cmp -s - "$f" ||
    echo "brotli $* $f (streaming): DECODED DIFFERENTLY"
  echo "brotli $* $f: $(cksum <bin/tmp/rt.br)"
}

rc_run() {
  mkdir -p bin/tmp
  tests/compatibility_test.sh "$QRUN"
  local f q
  for f in c/enc/encode.c c/dec/decode.c; do
    for q in 0 1 5 6 9; do roundtrip "$f" -q $q; done
    roundtrip "$f" -q 7 -w 16
  done
  for f in c/dec/huffman.c c/enc/static_dict.c; do
    for q in 10 11; do roundtrip "$f" -q $q; done
  done
}
