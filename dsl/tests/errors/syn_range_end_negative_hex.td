// expect: `-0x3` is not a number: `-` and digits is one token (`-0`), then the identifier `x3` where 'in' is expected
// llvm-tblgen: 3:16: Unknown tok
foreach i = 0-0x3 in
  def A#i;
