# sqlite: SQLite 3 (Debian source package sqlite3), whose sqlite3VdbeExec is
# one very large function.
# Prepare (host): the amalgamation, by SQLite's own configure and
# `make sqlite3.c shell.c` (host gcc and tclsh; nothing for the target).
# Build (documented compile line, as SQLite's own docs build the
# amalgamation): -O2 with threads and extension loading off, FTS5, R*Tree
# and the math functions on. rv64 and aarch64 (glibc): sqlite3.c + SQLite's
# shell (shell.c), unix VFS. rv32 (picolibc: no file locking, mmap or pread):
# SQLITE_OS_OTHER=1, SQLITE_TEMP_STORE=3 and bench/real-code/sqlite/
# sqlrun.c (a runner with an in-memory-only VFS) instead of the shell.
# Workload: bench/real-code/sqlite/workload.sql (same output text from both
# runners).

SQLITE_FLAGS="-O2 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_ENABLE_MATH_FUNCTIONS -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_RTREE"

rc_prepare() {
  "$SRC/configure" --disable-tcl --disable-readline --disable-shared >configure.log 2>&1 &&
    make sqlite3.c shell.c >make.log 2>&1
}

rc_build() {
  cp "$PREP/sqlite3.c" "$PREP/sqlite3.h" "$PREP/shell.c" .
  if [ "$ARCH" != rv32 ]; then
    $CC $SQLITE_FLAGS -c sqlite3.c -o sqlite3.o &
    local pid=$!
    $CC $SQLITE_FLAGS -c shell.c -o shell.o
    wait $pid
    $CC -o sqlite3 shell.o sqlite3.o -lm
  else
    local os="-DSQLITE_OS_OTHER=1 -DSQLITE_TEMP_STORE=3"
    $CC $SQLITE_FLAGS $os -c sqlite3.c -o sqlite3.o &
    local pid=$!
    $CC $SQLITE_FLAGS $os -I. -c "$W/sqlite/sqlrun.c" -o sqlrun.o
    wait $pid
    $CC -o sqlrun sqlrun.o sqlite3.o -lm
  fi
}

rc_run() {
  if [ "$ARCH" != rv32 ]; then
    "$QRUN" ./sqlite3 -bail :memory: <"$W/sqlite/workload.sql"
  else
    "$QRUN" ./sqlrun <"$W/sqlite/workload.sql"
  fi
}
