// expect: bits<100000000>: refuse absurd size rather than allocate gigabytes (resource limit)
// llvm-tblgen: ACCEPTS (exit 0, 3.1 GB RSS, 9.5 s). Resource-limit case: we reject with a clear size-limit error.
def A {
  bits<100000000> b;
}
