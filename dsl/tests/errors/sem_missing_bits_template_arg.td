// expect: a bits<3> template argument without a default is { ?, ?, ? }: still no value, so it must be given
// llvm-tblgen: error: Value not specified for template argument 'C:v' (#0) of parent class 'C'
class C<bits<3> v> { bits<3> V = v; }
def X : C;
