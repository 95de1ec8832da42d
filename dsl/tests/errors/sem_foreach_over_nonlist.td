// expect: foreach over a string, not a list or range (note: `foreach i = 5` IS valid: a one-element range)
// llvm-tblgen: 3:19: expected integer or bitrange
foreach i = "abc" in
def A#i;
