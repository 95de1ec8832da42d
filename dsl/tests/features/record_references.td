// Records referencing records: class-typed fields with subclass values,
// chained field access `A.B.C`, lists of records, records in dags, a
// class-typed template argument whose default is a record, and field
// access on a record held in a template argument (unresolved in classes).
class Node {
  int Val = 0;
}
class Leaf<int v> : Node {
  let Val = v;
}
class Inner<Node l, Node r> : Node {
  Node Left = l;
  Node Right = r;
  let Val = !add(l.Val, r.Val);
}
def L1 : Leaf<1>;
def L2 : Leaf<2>;
def L3 : Leaf<3>;
def N12 : Inner<L1, L2>;
def Root : Inner<N12, L3>;

def Access {
  int RootVal = Root.Val;
  Node RootLeft = Root.Left;
  int Deep = Root.Left.Right.Val;
  list<Node> Kids = [Root.Left, Root.Right];
  list<int> KidVals = [Root.Left.Val, Root.Right.Val];
  dag D = (Root L1, N12:$n);
}

class WithDefault<Node n = L2> {
  Node N = n;
  int V = n.Val;
}
def WD1 : WithDefault;
def WD2 : WithDefault<Root>;

// A list of class type holding different subclasses.
class Holder<list<Node> ns> {
  list<Node> Nodes = ns;
  int Count = !size(ns);
  Node First = !head(ns);
  int FirstVal = !head(ns).Val;
}
def H : Holder<[L1, N12, Root]>;
