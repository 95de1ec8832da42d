// expect: !cast to a record that does not exist
// llvm-tblgen: 4:1: Undefined reference to record: 'Nope'
class C;
def A {
  C r = !cast<C>("Nope");
}
