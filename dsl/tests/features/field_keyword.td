// The `field` keyword on declarations in classes and defs (it marks
// fields for the code emitter; print-records shows them with "field ").
class Inst {
  field bits<8> Inst = 0;
  field bits<8> SoftFail = 0;
  bits<4> NotField = 0;
  field int Size = 4;
  field string Str = "s";
  field list<int> L = [1];
  field dag D;
  field code C = [{ c }];
}
def I1 : Inst {
  let Inst{3-0} = 0b1111;
  field bit Extra = 1;
}
def I2 {
  field int OnlyInDef = 3;
  int Plain = 4;
}

// print-records lists `field` fields first, then the others, each group in
// declaration order (also across superclasses).
class Mixed {
  int a = 1;
  field int b = 2;
  int c = 3;
}
class MoreMixed : Mixed {
  field int d = 4;
  int e = 5;
}
def MM : MoreMixed {
  field int f = 6;
  int g = 7;
}
