# xz (Debian source package xz-utils): liblzma and, on rv64 and aarch64
# (glibc), the xz tool.
# Build: xz's own autoconf build (configure --host, static, no threads, no
# NLS): src/liblzma, src/xz (not on rv32: it needs poll.h, which picolibc
# has not), and the test programs (`make -C tests check TESTS=`, which builds
# them without running them); bench/real-code/xz/xzbuf.c, a liblzma
# workload written here, with the same compiler.
# Workload: xz's own test programs (their PASS/SKIP lines), xzbuf on
# liblzma's LZMA sources (presets 0-6e, BCJ x86 and delta filters, .lzma,
# CRC64/SHA-256 checks; decoded output compared with the input), and (not
# on rv32) the xz tool on every file of xz's tests/files (good files decoded,
# bad ones refused) and a compression round trip.

rc_build() {
  cp -a "$SRC/." .
  local xz=--enable-xz
  [ "$ARCH" = rv32 ] && xz=--disable-xz
  CC="$CC" AR="$AR" RANLIB="$RANLIB" ./configure --host="$TRIPLE" --disable-shared --enable-static \
    --disable-threads --disable-nls --disable-doc --disable-scripts --disable-lzmainfo \
    --disable-lzmadec --disable-xzdec "$xz" >configure.log 2>&1 || { tail -20 configure.log; return 1; }
  make -C src/liblzma -j"$JOBS"
  [ "$ARCH" = rv32 ] || make -C src/xz -j"$JOBS"
  make -C tests -j"$JOBS" check TESTS=
  $CC -O2 -Isrc/liblzma/api "$W/xz/xzbuf.c" src/liblzma/.libs/liblzma.a -o xzbuf
}

rc_run() {
  local t rc
  for t in check index block_header vli lzip_decoder filter_flags stream_flags index_hash \
    bcj_exact_size memlimit hardware; do
    rc=0
    (cd tests && srcdir=. "$QRUN" ./test_$t 2>&1) || rc=$?
    echo "test_$t: exit $rc"   # 77: some tests skipped (threads are off)
  done
  cat src/liblzma/lzma/*.c >lzma-src.txt
  "$QRUN" ./xzbuf lzma-src.txt tests/files/good-1-x86-lzma2.xz tests/compress_prepared_bcj_x86
  [ "$ARCH" = rv32 ] && return 0
  # the good files decode (one process for all), the bad ones are refused
  # one by one with a message each (xz goes on after an error)
  "$QRUN" src/xz/xz -dc tests/files/good-*.xz tests/files/good-*.lzma | cksum
  rc=0
  "$QRUN" src/xz/xz -t tests/files/bad-*.xz tests/files/unsupported-*.xz 2>&1 | sed 's|^[^:]*xz: ||' || rc=$?
  echo "xz -t bad files: exit $rc"
  "$QRUN" src/xz/xz -6e -c lzma-src.txt >src.xz
  echo "xz -6e: $(cksum <src.xz)"
  "$QRUN" src/xz/xz -dc src.xz | cmp - lzma-src.txt && echo "xz -d: same"
  "$QRUN" src/xz/xz --format=lzma -3 -c lzma-src.txt | "$QRUN" src/xz/xz -dc --format=lzma | cksum
  "$QRUN" src/xz/xz -lvv src.xz | cksum
}
