/*
 * sqlrun.c: a minimal SQL runner for Spillway's real-code corpus (written
 * here). It reads SQL from standard input, runs it statement by statement
 * on an in-memory database and prints every result row as its column texts
 * joined by '|' (NULL as the empty string) -- the same text as SQLite's own
 * shell in its default list mode. Any error prints `Error: MESSAGE` on
 * stderr and exits 1.
 *
 * The rv32 build links against picolibc, which has no POSIX file locking,
 * mmap or pread: there SQLite is compiled with SQLITE_OS_OTHER=1 and
 * SQLITE_TEMP_STORE=3, and this file registers the only VFS it needs, one
 * that opens no files (the database is ":memory:", temporary tables and
 * sort spills stay in memory) and gives SQLite a fixed randomness source
 * and a fixed clock (the workload does not depend on either).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

#if SQLITE_OS_OTHER
static int mem_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *out_flags) {
  (void)vfs; (void)name; (void)flags; (void)out_flags;
  file->pMethods = 0;
  return SQLITE_CANTOPEN;
}
static int mem_delete(sqlite3_vfs *vfs, const char *name, int sync) {
  (void)vfs; (void)name; (void)sync;
  return SQLITE_IOERR_DELETE;
}
static int mem_access(sqlite3_vfs *vfs, const char *name, int flags, int *res) {
  (void)vfs; (void)name; (void)flags;
  *res = 0;
  return SQLITE_OK;
}
static int mem_full_pathname(sqlite3_vfs *vfs, const char *name, int n, char *out) {
  (void)vfs;
  sqlite3_snprintf(n, out, "%s", name);
  return SQLITE_OK;
}
static int mem_randomness(sqlite3_vfs *vfs, int n, char *out) {
  (void)vfs;
  unsigned x = 12345;
  for (int i = 0; i < n; i++) { x = x * 1103515245u + 12345u; out[i] = (char)(x >> 16); }
  return n;
}
static int mem_sleep(sqlite3_vfs *vfs, int us) { (void)vfs; return us; }
static int mem_current_time_int64(sqlite3_vfs *vfs, sqlite3_int64 *t) {
  (void)vfs;
  *t = (sqlite3_int64)2461007 * 86400000; /* a fixed Julian day, in ms */
  return SQLITE_OK;
}
static int mem_current_time(sqlite3_vfs *vfs, double *t) {
  sqlite3_int64 ms;
  mem_current_time_int64(vfs, &ms);
  *t = ms / 86400000.0;
  return SQLITE_OK;
}
static int mem_last_error(sqlite3_vfs *vfs, int n, char *out) {
  (void)vfs;
  if (n > 0) out[0] = 0;
  return 0;
}
static sqlite3_vfs mem_vfs = {
  .iVersion = 2, .szOsFile = sizeof(sqlite3_file), .mxPathname = 512, .zName = "memonly",
  .xOpen = mem_open, .xDelete = mem_delete, .xAccess = mem_access,
  .xFullPathname = mem_full_pathname, .xRandomness = mem_randomness, .xSleep = mem_sleep,
  .xCurrentTime = mem_current_time, .xGetLastError = mem_last_error,
  .xCurrentTimeInt64 = mem_current_time_int64,
};
int sqlite3_os_init(void) { return sqlite3_vfs_register(&mem_vfs, 1); }
int sqlite3_os_end(void) { return SQLITE_OK; }
#endif

static char *read_all(FILE *f) {
  size_t cap = 1 << 16, len = 0;
  char *buf = malloc(cap);
  if (!buf) return 0;
  size_t n;
  while ((n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) {
      cap *= 2;
      char *grown = realloc(buf, cap);
      if (!grown) { free(buf); return 0; }
      buf = grown;
    }
  }
  buf[len] = 0;
  return buf;
}

int main(void) {
  char *sql = read_all(stdin);
  if (!sql) { fputs("Error: out of memory\n", stderr); return 1; }
  sqlite3 *db;
  if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
    fprintf(stderr, "Error: %s\n", sqlite3_errmsg(db));
    return 1;
  }
  const char *tail = sql;
  while (*tail) {
    sqlite3_stmt *stmt = 0;
    const char *next;
    if (sqlite3_prepare_v2(db, tail, -1, &stmt, &next) != SQLITE_OK) {
      fprintf(stderr, "Error: %s\n", sqlite3_errmsg(db));
      return 1;
    }
    tail = next;
    if (!stmt) continue; /* whitespace or a comment */
    int rc, ncol = sqlite3_column_count(stmt);
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
      for (int i = 0; i < ncol; i++) {
        const unsigned char *text = sqlite3_column_text(stmt, i);
        if (i) putchar('|');
        if (text) fputs((const char *)text, stdout);
      }
      putchar('\n');
    }
    if (rc != SQLITE_DONE) {
      fprintf(stderr, "Error: %s\n", sqlite3_errmsg(db));
      return 1;
    }
    sqlite3_finalize(stmt);
  }
  sqlite3_close(db);
  free(sql);
  return 0;
}
