# zlib (Debian source package zlib): the compression library.
# Build: zlib's own configure (--static) and Makefile: libz.a, example,
# minigzip and test/infcover (the inflate coverage test).
# Workload: zlib's own checks (`make teststatic`, run through qrun as its
# QEMU_RUN; example writes and reads a .gz file), infcover, then minigzip
# at levels 1, 6 and 9 on zlib's own text and source files: the compressed
# bytes' checksums (they must be the same from every build) and the
# decompressed files compared with the originals.

rc_build() {
  cp -a "$SRC/." .
  CC="$CC" AR="$AR" RANLIB="$RANLIB" CHOST="$TRIPLE" ./configure --static >configure.log 2>&1 ||
    { cat configure.log; return 1; }
  make -j"$JOBS" static infcover
}

rc_run() {
  make -s teststatic QEMU_RUN="$QRUN"
  "$QRUN" ./infcover
  cat ChangeLog FAQ doc/algorithm.txt doc/txtvsbin.txt deflate.c inflate.c trees.c >corpus.txt
  local f l
  for f in corpus.txt doc/algorithm.txt zlib.h; do
    for l in 1 6 9; do
      "$QRUN" ./minigzip -$l <"$f" >out.gz
      echo "minigzip -$l $f: $(wc -c <out.gz) bytes, cksum $(cksum <out.gz)"
      "$QRUN" ./minigzip -d <out.gz | cmp - "$f" && echo "minigzip -d $f: same"
    done
  done
  "$QRUN" ./minigzip -9 <corpus.txt | "$QRUN" ./minigzip -d | cksum
}
