// String bang operators: !strconcat (variadic), !subst (strings and
// records), !substr (with/without length, out of range), !find (with
// start), !interleave (strings, ints, empty lists), and unresolved forms.
class Base;
def RA : Base;
def RB : Base;
def RC : Base;
class Holder<string s> {
  string S = s;
}

def Strings {
  string cat2 = !strconcat("a", "b");
  string cat4 = !strconcat("a", "b", "c", "d");
  string substAll = !subst("a", "X", "banana");
  string substNone = !subst("z", "X", "banana");
  string substMulti = !subst("an", "AN", "banana");
  string substEmptyResult = !subst("banana", "", "banana");
  string substr = !substr("hello world", 6);
  string substrLen = !substr("hello world", 0, 5);
  string substrPastEnd = !substr("hello", 3, 100);
  string substrAtEnd = !substr("hello", 5);
  int find = !find("hello world", "o");
  int findStart = !find("hello world", "o", 5);
  int findMissing = !find("hello", "z");
  int findEmpty = !find("hello", "");
  int findAtStart = !find("hello", "he", 0);
  string interleave = !interleave(["a", "b", "c"], ", ");
  string interleaveInts = !interleave([1, 2, 3], "-");
  string interleaveEmpty = !interleave([]<string>, ",");
  string interleaveOne = !interleave(["x"], ",");
  string interleaveEmptySep = !interleave(["a", "b"], "");
}

// !subst on records: replaces a record reference equal to the target.
def SubstRec {
  Base r = !subst(RB, RA, RB);
  Base r2 = !subst(RA, RC, RB);
}

class Unresolved<string s, int n> {
  string Cat = !strconcat(s, "_", s);
  string Subst = !subst("x", "y", s);
  string Sub = !substr(s, 1);
  string SubLen = !substr(s, 0, n);
  int Find = !find(s, "b");
  int FindFrom = !find(s, "b", n);
  string Inter = !interleave([s, s], ".");
  string InterInts = !interleave([n, 1], ",");
}
def U : Unresolved<"abxb", 2>;
