// The paste operator `#`: strings, ints, identifiers, lists, in names and
// values, trailing paste, and how unresolved pastes print in classes.
// Surprise kept on purpose: on the right of `#`, an identifier that names a
// global (a def or a top-level defvar) is taken as a plain string.
defvar Gv = "gvalue";
def Rec;

def Values {
  string s1 = "a" # "b";
  string s2 = "a" # 1;
  string s3 = 1 # "a";
  string s4 = 1 # 2;
  string s5 = "x" # "y" # "z";
  string s6 = "pre" # Gv;           // identifier on the right: literal "Gv"
  string s7 = Gv # "post";          // on the left: the defvar's value
  string s8 = "r" # Rec;            // a def name on the right: literal
  list<int> l1 = [1, 2] # [3];
  list<string> l2 = ["a"] # ["b", "c"] # [];
  string s9 = "neg" # -5;
  string s10 = "bit" # 0b101;
  string s11 = !strconcat("a", "b") # "c";
  string s12 = "t" # true;
}

class Pasted<string n, int i> {
  string A = n # "_" # i;
  string B = n # i;
  string C = "lit" # n;
  string D = NAME # "_suffix";
  string E = n # Field;              // a field name on the right
  string Field = "f";
  list<int> L = [i] # [1, 2];
}
def P : Pasted<"name", 7>;

// Paste in def names: identifiers, loop variables, ints, trailing paste.
foreach i = 0-1 in {
  def Name#i;
  def i#Name;
  def Prefix_#i#_Suffix;
}
def Trail#;
def "Quoted" # "Name";
def Mid # "dle" # 5;
defvar dv = "DV";
def FromDefvar#dv;                 // in a def name the defvar is a string too
foreach s = ["a", "b"] in
  def Str#s#s;

multiclass MC<string suffix> {
  def NAME#_#suffix;
  def _#suffix#_end;
  def suffix;                      // template arg: "sfx", prefixed: Msfx
}
defm M : MC<"sfx">;

// A defvar in a local scope (foreach body, record body) IS looked up on
// the right of `#`, unlike a top-level one.
foreach i = [0] in {
  defvar lv = "LV";
  def Local#lv;
}
def LocalInBody {
  defvar bv = "BV";
  string S = "x" # bv;
  string T = "x" # Gv;
}
