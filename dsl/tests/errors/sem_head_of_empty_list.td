// expect: !head of an empty list (llvm-tblgen 14 segfaults; we must reject cleanly)
// llvm-tblgen: CRASHES: segmentation fault (exit -11, signal 11). llvm crash case: we must reject with a clear error, not crash.
def A {
  list<int> e = [];
  int x = !head(e);
}
