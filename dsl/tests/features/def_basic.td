// def: bodies with fields of every declaration form, empty defs, defs with
// `;` instead of a body, and the order in which records are printed
// (sorted by name, byte-wise: upper case before lower case, '_' between).
def Empty1;
def Empty2 {}
def zLower;
def ZUpper;
def _underscore;
def a10;
def a9;
def a_b;
def aB;

def Fields {
  int i = 1;
  int j;
  bit b;
  bits<3> bs;
  string s;
  code c;
  list<int> l;
  dag d;
  string filled = "filled";
}

def WithSemicolons { int i = 1; int k = 2; }
def Trailing {
  int k = 3;
}

// A def may refer to another def by name.
def RefDef {
  int i = Fields.i;
  string f = Fields.filled;
}
