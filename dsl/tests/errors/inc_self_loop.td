// expect: include loop (a file including itself); llvm-tblgen 14 overflows its stack here, we must report the loop (resource limit)
// llvm-tblgen: CRASHES: segmentation fault (exit -11, signal 11). Resource-limit/crash case: we must reject with a clear error, not crash.
include "self_include.td"
def A;
