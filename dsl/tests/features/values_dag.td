// dag values: operators (records, also class-typed), arguments of every
// kind, argument names `a:$x`, name-only arguments `$y`, operator names
// `(op:$name ...)`, nested dags, empty dags, and how they print.
def ops;
def ins;
def outs;
def add;
class Reg<string n> {
  string Name = n;
}
def GPR : Reg<"gpr">;
def FPR : Reg<"fpr">;

def Dags {
  dag empty = (ops);
  dag ints = (ops 1, 2, 3);
  dag named = (ins GPR:$rs1, FPR:$rs2);
  dag nameOnly = (outs $dst, $src);
  dag mixed = (add GPR:$a, 1, "str", $b, ?:$c, ?);
  dag nested = (add (add GPR:$x, 1), (ops (outs)));
  dag nestedNamed = (add (ops 1):$inner, (ins GPR):$other);
  dag opName = (ops:$opname 1, 2);
  // `(ops [1, 2])` would parse `ops[1, 2]` as a list slice: put the list
  // after a first argument.
  dag withList = (ops 0, [1, 2], [GPR, FPR]);
  dag withCode = (ops [{ code }], "s");
  dag withBits = (ops 0b101, {1, 0});
  dag withDag = (ops (ops), (ins):$d);
  dag unsetArg = (ops ?, ?:$u);
  dag regOp = (GPR 1);                // any record can be the operator
  dag anonOp = (Reg<"anon"> 1);       // even an anonymous instantiation
}

class Pattern<dag out, dag inp> {
  dag Out = out;
  dag In = inp;
  dag Both = (ops out, inp);
}
def P : Pattern<(outs GPR:$rd), (ins GPR:$rs1, FPR:$rs2)>;

// Names with digits and underscores.
def Names {
  dag d = (ops GPR:$rs_1, $_x, GPR:$Y2);
}
