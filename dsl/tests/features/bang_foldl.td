// !foldl: sums, string building, list building, record lists, empty
// lists, nested folds, and the unresolved form printed in classes.
class R<int v> {
  int V = v;
}
def R0 : R<3>;
def R1 : R<4>;

def Fold {
  int sum = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
  int product = !foldl(1, [1, 2, 3, 4], a, b, !mul(a, b));
  string str = !foldl("", ["a", "b", "c"], acc, s, acc # s);
  string strRev = !foldl("", ["a", "b", "c"], acc, s, s # acc);
  list<int> rev = !foldl([]<int>, [1, 2, 3], acc, x, !listconcat([x], acc));
  int empty = !foldl(42, []<int>, acc, x, !add(acc, x));
  int recSum = !foldl(0, [R0, R1], acc, r, !add(acc, r.V));
  int max = !foldl(0, [3, 9, 2], m, x, !if(!gt(x, m), x, m));
  int nested = !foldl(0, [[1, 2], [3]], acc, l,
                      !add(acc, !foldl(0, l, a2, y, !add(a2, y))));
  list<string> strs = !foldl([]<string>, [1, 2], acc, x, acc # ["s" # x]);
}

class Unresolved<list<int> l, int init> {
  int Sum = !foldl(init, l, acc, x, !add(acc, x));
  int SumLiteral = !foldl(init, [1, 2], acc, x, !add(acc, x));
  int Count = !foldl(0, l, acc, x, !add(acc, 1));
  list<int> Doubled = !foldl([]<int>, l, acc, x, !listconcat(acc, [!mul(x, 2)]));
}
def U : Unresolved<[1, 2, 3], 100>;
