// expect: template argument type mismatch: string for int
// llvm-tblgen: 6:9: Value specified for template argument 'A:x' (#0) is of type string; expected type int: "str"
class A<int x> {
  int v = x;
}
def B : A<"str">;
