// dag values, operators and field references.
class Operator;
def ops : Operator;
def add : Operator;
class Node<dag d> {
  dag D = d;
  Operator Op = !getdagop<Operator>(d);
  dag Sub = !dag(add, [1, 2], ["a", "b"]);
  dag Con = !con(d, (ops 3:$z));
  dag Set = !setdagop(d, add);
}
def N1 : Node<(ops 1:$x, "s":$y)>;
def N2 : Node<(ops (add), ?)>;
class Ref<Node n> { dag D = n.D; Operator O = n.Op; }
def R : Ref<N1>;
