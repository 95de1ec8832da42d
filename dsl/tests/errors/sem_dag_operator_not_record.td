// expect: dag operator must be a record (def), here an int
// llvm-tblgen: 4:12: expected identifier in dag init
def A {
  dag d = (1 2);
}
