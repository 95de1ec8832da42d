// expect: !listsplat with a negative count (llvm-tblgen 14 aborts; we must reject cleanly)
// llvm-tblgen: CRASHES: LLVM ERROR: SmallVector unable to grow. Requested capacity (18446744073709551615) (abort). llvm crash case: we must reject with a clear error, not crash.
def A {
  list<int> x = !listsplat(1, -1);
}
