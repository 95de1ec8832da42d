// Included by include_relative.td as "inc/local_helper.td" (a path relative
// to the including file's directory, which is also the directory the test
// runs llvm-tblgen in).
class LocalHelper<bits<4> v> {
  bits<4> Value = v;
}
def LocalHelperDef : LocalHelper<0b1010>;
