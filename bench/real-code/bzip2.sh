# bzip2 (Debian source package bzip2): the compressor and libbz2.
# Build: upstream's Makefile (Debian's makefile.diff, which links bzip2
# against a shared libbz2, is reverted): libbz2.a, bzip2, bzip2recover, with
# the Makefile's own flags (-O2 -g).
# Workload: bzip2's own check (`make test`: compress sample1-3.ref at -1,
# -2, -3, which must give exactly the shipped sample*.bz2; decompress
# those, -s for the third), then bzip2 -9 and -1 on a larger text (the
# sources and manual), decompression, -t, and bzip2recover on a truncated
# file.

rc_build() {
  cp -a "$SRC/." .
  patch -R -p1 -s <debian/patches/makefile.diff
  make -j"$JOBS" libbz2.a bzip2 bzip2recover CC="$CC" AR="$AR" RANLIB="$RANLIB"
}

rc_run() {
  local i opt
  for i in 1 2 3; do
    "$QRUN" ./bzip2 -$i <sample$i.ref >sample$i.rb2
    cmp sample$i.bz2 sample$i.rb2 && echo "bzip2 -$i sample$i.ref: same as sample$i.bz2"
    opt=-d; [ $i = 3 ] && opt=-ds
    "$QRUN" ./bzip2 $opt <sample$i.bz2 >sample$i.tst
    cmp sample$i.tst sample$i.ref && echo "bzip2 $opt sample$i.bz2: same as sample$i.ref"
  done
  cat ./*.c ./*.h manual.html sample1.ref sample2.ref >big.txt
  for opt in -9 -1; do
    "$QRUN" ./bzip2 $opt -c big.txt >big.bz2
    echo "bzip2 $opt big.txt: $(wc -c <big.bz2) bytes, cksum $(cksum <big.bz2)"
    "$QRUN" ./bzip2 -dc big.bz2 | cmp - big.txt && echo "bzip2 -d big.bz2: same"
    "$QRUN" ./bzip2 -tv big.bz2 2>&1
  done
  head -c 150000 big.bz2 >cut.bz2
  rm -f rec*cut.bz2
  "$QRUN" ./bzip2recover cut.bz2 2>&1 | sed 's/^bzip2recover [0-9.]*:.*/bzip2recover/'
  cat rec*cut.bz2 | "$QRUN" ./bzip2 -dc | cksum
}
