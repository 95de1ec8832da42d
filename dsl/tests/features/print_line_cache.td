// The printer copies a field line printed before when the field's name,
// kind, type and value are the same nodes (print.rs). These records share
// names and values (`?`, small ints, one def value) across different types
// and kinds, so a cache keyed too loosely would copy the wrong line.

class Thing;
def thing : Thing;

class IntX { int x = ?; int y = 0; Thing t = thing; }
class StrX { string x = ?; string y = "0"; }
class FieldX { field int x = ?; int y = 0; }
class BitsX { bits<2> x = ?; bits<3> y = 0; }
class ListX { list<int> x = ?; list<string> y = []; }
class CodeX { string c = [{0}]; code d = "0"; }
class StrC { string c = "0"; string d = [{0}]; }
class DagX { dag x = ?; }

def i1 : IntX;
def i2 : IntX { let y = 1; }
def s1 : StrX;
def f1 : FieldX;
def f2 : FieldX { let x = 3; }
def b1 : BitsX;
def b2 : BitsX { let x = 1; }
def l1 : ListX;
def l2 : ListX { let x = [0]; }
def c1 : CodeX;
def c2 : StrC;
def d1 : DagX;
def mix : IntX, StrC, FieldX;

// Superclass lists that end in the same class but differ before it.
class P;
class Q;
class R;
def pr : P, R;
def qr : Q, R;
def pqr : P, Q, R;
def r : R;

// Names with long shared prefixes, prefixes of each other, digits and
// underscores (the name sort compares seven bytes a round).
def abcdefghijklmno;
def abcdefghijklmn;
def abcdefghijklmnop;
def abcdefghijklmno_;
def abcdefghijklmno0;
def abcdefgh;
def abcdefg;
def abcdef;
def abcdefghijklmnopqrstuvw1;
def abcdefghijklmnopqrstuvw10;
def abcdefghijklmnopqrstuvw2;
def Abcdefg;
def _abcdefg;
def a;
def : Thing;
def : Thing;
