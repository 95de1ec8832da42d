// Comparison bang operators: !eq !ne !lt !le !gt !ge on ints, bits,
// strings, records (eq/ne), bit results used as ints, and unresolved
// forms in classes.
def RA;
def RB;
def Cmp {
  bit eqInt = !eq(1, 1);
  bit eqIntF = !eq(1, 2);
  bit eqStr = !eq("a", "a");
  bit eqStrF = !eq("a", "b");
  bit eqBits = !eq(0b101, 5);
  bit eqBit = !eq(true, 1);
  bit eqRec = !eq(RA, RA);
  bit eqRecF = !eq(RA, RB);
  bit neInt = !ne(1, 2);
  bit neStr = !ne("a", "a");
  bit neRec = !ne(RA, RB);
  bit ltInt = !lt(-1, 0);
  bit ltStr = !lt("abc", "abd");
  bit ltStrPrefix = !lt("ab", "abc");
  bit leInt = !le(3, 3);
  bit leStr = !le("b", "a");
  bit gtInt = !gt(5, 3);
  bit gtStr = !gt("b", "a");
  bit geInt = !ge(3, 4);
  bit geStr = !ge("a", "a");
  int asInt = !add(!eq(1, 1), !gt(2, 1));
}

class Unresolved<int a, string s> {
  bit Eq = !eq(a, 1);
  bit Ne = !ne(s, "x");
  bit Lt = !lt(a, 10);
  bit Le = !le(a, 10);
  bit Gt = !gt(s, "m");
  bit Ge = !ge(a, 0);
  int EqAsInt = !eq(a, 2);
}
def U1 : Unresolved<1, "x">;
def U2 : Unresolved<20, "z">;
