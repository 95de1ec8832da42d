// foreach: ranges (a-b, a...b, descending), range lists {..}, explicit
// lists of ints/strings/records/dags, nested loops, single-statement and
// braced bodies, and iterator use in names and values.
class R<int v> {
  int V = v;
}

foreach i = 0-3 in
  def A#i : R<i>;

foreach i = {0-2, 5, 7-8} in
  def B#i : R<i>;

foreach i = 0...2 in
  def C#i : R<i>;

foreach i = 3-1 in          // descending range
  def D#i : R<i>;

foreach i = {4...3, 9} in
  def E#i : R<i>;

foreach i = [10, 20, 30] in
  def F#i : R<i>;

foreach s = ["x", "yy", "zzz"] in
  def G_#s {
    string S = s;
    int Len = !size(s);
  }

def Rec0 : R<0>;
def Rec1 : R<1>;
foreach r = [Rec0, Rec1] in
  def H_#r {
    R Ref = r;
    int V = r.V;
  }

foreach i = 0-1 in {
  foreach j = [5, 6] in {
    def I#i#_#j : R<!add(!mul(i, 10), j)>;
  }
  def J#i : R<i>;
}

// The list may be computed.
foreach i = !listconcat([1], [2, 3]) in
  def K#i : R<i>;
foreach i = !foreach(x, [1, 2], !mul(x, 100)) in
  def L#i : R<i>;

// Empty list: no defs.
foreach i = []<int> in
  def NeverMade#i;

// Iterator from a list of lists.
foreach l = [[1, 2], [3]] in
  def M#!head(l) {
    list<int> L = l;
  }

// Ranges cannot hold negative numbers, but lists can.
foreach i = [-2, -1] in
  def N#!add(i, 10) : R<i>;

// Loop variable in an anonymous def.
foreach i = 0-1 in
  def : R<!add(i, 1000)>;

// Whitespace around the range dash and a one-element range.
foreach i = { 11 - 12 , 13-13 } in
  def P#i : R<i>;
