// expect: !listsplat of 10^12 elements: reject with a size-limit error (resource limit)
// llvm-tblgen: CRASHES: LLVM ERROR: SmallVector unable to grow. Requested capacity (1000000000000) (abort). Resource-limit/crash case: we must reject with a clear error, not crash.
def A {
  list<int> x = !listsplat(1, 1000000000000);
}
