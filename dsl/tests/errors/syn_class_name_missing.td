// expect: class needs a name
// llvm-tblgen: 3:7: expected class name after 'class' keyword
class {
  int x;
}
