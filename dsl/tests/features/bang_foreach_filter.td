// !foreach over lists and dags, !filter, and their unresolved forms in
// classes (printed with the iteration variable).
def op;
def other;
class R<int v> {
  int V = v;
}
def R0 : R<0>;
def R1 : R<5>;

def Foreach {
  list<int> squares = !foreach(x, [1, 2, 3], !mul(x, x));
  list<string> strs = !foreach(x, [1, 2], "n" # x);
  list<int> empty = !foreach(x, []<int>, !add(x, 1));
  list<int> fields = !foreach(r, [R0, R1], r.V);
  list<list<int>> nested = !foreach(l, [[1, 2], [3]], !foreach(x, l, !mul(x, 10)));
  // Over a dag the variable has type dag; the operator and the arguments
  // (recursively into nested dags) are mapped, names are kept.
  dag overDag = !foreach(x, (op 1, 2), x);
  dag overDagNames = !foreach(x, (op R0:$a, "s":$b, $c), x);
  dag overDagNested = !foreach(x, (op (other 1), 2), !if(1, x, x));
  list<bit> toBits = !foreach(x, [0, 1, 2], !gt(x, 0));
}

def Filter {
  list<int> evens = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0));
  list<int> none = !filter(x, [1, 2], 0);
  list<int> all = !filter(x, [1, 2], 1);
  list<string> strs = !filter(s, ["a", "bb", "ccc"], !gt(!size(s), 1));
  list<R> recs = !filter(r, [R0, R1], !gt(r.V, 0));
  list<int> fromEmpty = !filter(x, []<int>, 1);
}

class Unresolved<list<int> l, int k> {
  list<int> Scaled = !foreach(x, l, !mul(x, k));
  list<int> PlusOne = !foreach(y, l, !add(y, 1));
  list<int> Big = !filter(x, l, !gt(x, k));
  list<int> Literal = !foreach(x, [1, 2], !add(x, k));
  list<int> LiteralFilter = !filter(x, [1, 2, 3], !gt(x, k));
}
def U : Unresolved<[1, 5, 10], 3>;
class OverDag<dag d> {
  dag D = !foreach(x, d, x);
}
def OD : OverDag<(op 1, R0:$r)>;
