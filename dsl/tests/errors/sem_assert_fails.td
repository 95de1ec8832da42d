// expect: assertion failed; message printed
// llvm-tblgen: 3:8: assertion failed (note: one is not two)
assert !eq(1, 2), "one is not two";
def A;
