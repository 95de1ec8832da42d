// The left operand of a paste is parsed with the expected type of the whole
// value (TGParser parses a simple value with it before it sees the `#`):
// `[]` in `list<int> L = []#;` or in `!if(c, [], [x])#` is a list<int>.
// A list LHS is concatenated with the RHS (parsed with the expected type
// too); a trailing `#` before `;` is ignored. Found by the differential fuzz
// test.
class C<int x> {
  list<int> L = !if(!eq(x, 0), [], [x])#;
  list<int> M = []#;
  list<int> N = [] # [1];
  list<int> O = !if(!eq(x, 0), [], [x]) # [];
  string S = !if(!eq(x, 0), "a", "b") # "c";
}
def C0 : C<0>;
def C1 : C<1>;
def D { list<int> L = [] # []; string S = "a" # 1 # [{b}]; }
