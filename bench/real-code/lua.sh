# lua: the Lua 5.4 interpreter (Debian source package lua5.4), whose
# luaV_execute is one very large function.
# Build: upstream's src/Makefile. Debian's 0001-build-system.patch (libtool,
# a second C++ build, shared library) is reverted first; its other patches
# stay, and 0002's generated header lua5.4-deb-multiarch.h is written here.
# rv64 and aarch64 use `make posix` (glibc), rv32 `make generic` (ISO C
# only: picolibc has no popen or mkstemp).
# The string-hash seed is fixed (luai_makeseed, Lua's configuration macro
# for it; by default time(NULL) mixed with heap, stack and code addresses,
# which differ from run to run and between builds): otherwise table layouts,
# and with them the dynamic counts, differ between two builds of the same
# code by about 0.3%.
# Workload: bench/real-code/lua/features.lua (the language and library),
# kernels.lua (benchmark-game style kernels, scaled by $SCALE), and luac:
# kernels.lua compiled to bytecode, listed and run from the bytecode.

rc_build() {
  cp -a "$SRC/." .
  patch -R -p1 -s <debian/patches/0001-build-system.patch
  echo "#define DEB_HOST_MULTIARCH \"$TRIPLE\"" >src/lua5.4-deb-multiarch.h
  local plat=posix
  [ "$ARCH" = rv32 ] && plat=generic
  make -C src -j"$JOBS" "$plat" CC="$CC -std=gnu99" AR="$AR rcu" RANLIB="$RANLIB" \
    MYCFLAGS="'-Dluai_makeseed(L)=0x5eed'"
}

rc_run() {
  "$QRUN" src/lua "$W/lua/features.lua"
  "$QRUN" src/lua "$W/lua/kernels.lua" "$SCALE"
  "$QRUN" src/luac -o kernels.luac "$W/lua/kernels.lua"
  # the listing without its addresses (they differ between builds)
  "$QRUN" src/luac -l -l -p "$W/lua/features.lua" | sed 's/0x[0-9a-f]*/ADDR/g' | cksum
  "$QRUN" src/lua kernels.luac "$(awk -v s="$SCALE" 'BEGIN { print s / 4 }')"
}
