// Forward declarations of classes (`class Foo;`), later completed with a
// body; a class-typed field declared before the class is complete; and
// empty classes with and without template args.
class Node;
class List {
  Node Head;                          // refers to the forward-declared class
  list<Node> All = [];
}
class Node {
  int Val = 0;
}
class EmptyWithArgs<int a>;
class EmptyBody {}
def N1 : Node {
  let Val = 1;
}
def L : List {
  let Head = N1;
  let All = [N1];
}
def E : EmptyWithArgs<1>, EmptyBody;
