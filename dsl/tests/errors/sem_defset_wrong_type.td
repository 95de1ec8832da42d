// expect: defset list<A> collects a def that is not an A
// llvm-tblgen: 6:3: adding record of incompatible type 'B' to defset (note: location of defset declaration)
class A;
class B;
defset list<A> S = {
  def X : B;
}
