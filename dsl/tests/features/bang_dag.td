// dag bang operators: !con, !dag, !getdagop (with and without a type),
// !setdagop, the deprecated !getop/!setop aliases (printed under the new
// names), and their unresolved forms in classes.
def ops;
def ins;
def outs;
class Reg<int n> {
  int N = n;
}
def X0 : Reg<0>;
def X1 : Reg<1>;

def Dags {
  dag con2 = !con((ops 1, 2), (ops 3));
  dag con3 = !con((ops X0:$a), (ops), (ops X1:$b, 4));
  dag dagFn = !dag(ops, [1, 2, 3], ["a", "b", "c"]);
  dag dagFnNoNames = !dag(ins, [X0, X1], [?, ?]<string>);
  dag dagFnEmpty = !dag(outs, []<int>, []<string>);
  dag dagFnMixedNames = !dag(ops, [1, 2], ["x", ?]);
  dag dagFnUnsetArgs = !dag(ops, [?, ?]<int>, ["n", "m"]);
  Reg getOpTyped = !getdagop<Reg>((X0 1, 2));
  int getOpField = !getdagop<Reg>((X1)).N;
  dag setOp = !setdagop((ops 1, X0:$r), ins);
  dag setOpDropsOpName = !setdagop((ops:$n 1), outs);   // operator name is dropped
  dag viaGetOp = !setdagop((X0 5), !getdagop((ins)));
  Reg oldGetOp = !getop<Reg>((X1 1));
  dag oldSetOp = !setop((ops 9), outs);
}

class Pat<dag d, Reg r> {
  dag Con = !con(d, (X1 r));
  dag Built = !dag(ops, [r, r], ["first", "second"]);
  Reg Op = !getdagop<Reg>(d);
  dag Set = !setdagop(d, ins);
  dag SetOld = !setop(d, outs);
  dag GetOld = (ops !getop(d));
  int Size = !size(d);
}
def P : Pat<(X1 1, 2), X0>;
def P2 : Pat<(X1 X0:$x), X1>;
