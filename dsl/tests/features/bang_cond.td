// !cond: first true clause wins, `true` as the default clause, every
// result type, nested, and unresolved in classes.
def Cond {
  int first = !cond(1 : 10, 1 : 20);
  int second = !cond(0 : 10, 1 : 20);
  string s = !cond(!eq(1, 2) : "a", !eq(2, 2) : "b", true : "c");
  int dflt = !cond(0 : 1, false : 2, true : 3);
  list<int> l = !cond(0 : [1], 1 : [2, 3]);
  bits<2> b = !cond(1 : 0b10);
  int nested = !cond(0 : 0, 1 : !cond(0 : 1, 1 : 2));
  int intCond = !cond(7 : 1, 1 : 0);
}

class Classify<int n> {
  string Size = !cond(!lt(n, 0) : "negative",
                      !eq(n, 0) : "zero",
                      !lt(n, 10) : "small",
                      true : "large");
  int Sign = !cond(!lt(n, 0) : -1, !eq(n, 0) : 0, true : 1);
  int Folded = !cond(false : n, true : 9);
  bit IsZero = !cond(!eq(n, 0) : 1, true : 0);
}
def Neg : Classify<-5>;
def Zero : Classify<0>;
def Small : Classify<3>;
def Large : Classify<100>;
