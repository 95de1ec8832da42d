// Rule: when a def's fields are resolved, a reference to one of its own
// fields whose value is `?` is left unresolved (LLVM's RecordResolver gives
// nothing for an unset field), so `cls.Value` inside a `field` stays
// `cls.Value`, never `?.Value`. BPF's CORE_ALU32_MEM leaves
// `BPFOpClass BPFClass;` unset while `let Inst{58-56} = BPFClass.Value;`.
class OpClass<bits<3> v> { bits<3> Value = v; }
def STX : OpClass<3>;
class Inst {
  field bits<8> Inst;
  OpClass cls;
  let Inst{2-0} = cls.Value;
  let Inst{7-5} = 0b011;
}
def NoClass : Inst;
def WithClass : Inst { let cls = STX; }
class Later : Inst;
def ViaClass : Later { let cls = STX; }
def Refs {
  field int a = ?;
  field int b = a;
  field list<int> l = [a, 1];
  field string s = !cast<string>(a);
}
