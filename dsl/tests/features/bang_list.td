// List bang operators: !head !tail !size !empty !listconcat !listsplat,
// on literal lists, lists of records/strings/lists, and unresolved forms
// in classes.
class R<int v> {
  int V = v;
}
def R0 : R<0>;
def R1 : R<1>;

def Lists {
  int head = !head([1, 2, 3]);
  list<int> tail = !tail([1, 2, 3]);
  list<int> tailOne = !tail([1]);
  int size = !size([1, 2, 3]);
  int sizeEmpty = !size([]<int>);
  int sizeStr = !size("hello");
  int sizeDag = !size((R0 1, 2, 3));
  bit empty = !empty([]<int>);
  bit notEmpty = !empty([1]);
  bit emptyStr = !empty("");
  bit emptyDag = !empty((R0));
  list<int> concat = !listconcat([1], [2, 3]);
  list<int> concat3 = !listconcat([1], [], [2], [3, 4]);
  list<string> concatStr = !listconcat(["a"], ["b"]);
  list<int> splat = !listsplat(7, 3);
  list<int> splat0 = !listsplat(7, 0);
  list<string> splatStr = !listsplat("x", 2);
  list<list<int>> splatList = !listsplat([1, 2], 2);
  R headRec = !head([R0, R1]);
  int headRecField = !head([R0, R1]).V;
  list<R> tailRec = !tail([R0, R1]);
  list<int> headOfLists = !head([[1, 2], [3]]);
  int nested = !head(!tail(!listconcat([1, 2], [3])));
}

class Unresolved<list<int> l, int n> {
  int Head = !head(l);
  list<int> Tail = !tail(l);
  int Size = !size(l);
  bit Empty = !empty(l);
  list<int> Concat = !listconcat(l, [n]);
  list<int> Concat3 = !listconcat([0], l, [n]);
  list<int> Splat = !listsplat(n, 2);
  list<int> SplatN = !listsplat(0, n);
  list<int> Paste = l # [n];
}
def U : Unresolved<[4, 5, 6], 3>;
