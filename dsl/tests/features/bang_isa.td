// !isa<T>(v): on records of the class, subclasses and unrelated classes,
// on non-record values, and left unresolved in classes when the operand
// is a template argument.
class A;
class B : A;
class C;
def a : A;
def b : B;
def c : C;

def Isa {
  bit aIsA = !isa<A>(a);
  bit bIsA = !isa<A>(b);
  bit aIsB = !isa<B>(a);
  bit cIsA = !isa<A>(c);
  bit intIsInt = !isa<int>(5);
  bit strIsInt = !isa<int>("s");
  bit strIsString = !isa<string>("s");
  bit bitsIsBits = !isa<bits<2>>(0b10);
  bit listIsList = !isa<list<int>>([1]);
  bit dagIsDag = !isa<dag>((a));
  bit castIsA = !isa<A>(!cast<A>("b"));
}

class Check<A x> {
  bit IsB = !isa<B>(x);
  bit IsA = !isa<A>(x);          // always true: folded in the class
  string Kind = !if(!isa<B>(x), "B", "A");
}
def CheckA : Check<a>;
def CheckB : Check<b>;

class CheckStr<string s> {
  bit IsInt = !isa<int>(s);
  bit IsStr = !isa<string>(s);
}
def CS : CheckStr<"x">;
