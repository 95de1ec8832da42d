// A range end written as `-` and digits with no blank between: TGLexer reads
// `-` followed by a digit as one number token (`-7`) and never continues it
// as an identifier, so `0-7in` is `0`, `-7`, `in` (the range 0 to 7), while
// `7in` alone would be an identifier. `0 -7` is the same range; a `-` with a
// blank after it is the minus token and takes any value as the end.
foreach i = 0-3in
  def A#i;

foreach i = 5 -3 in
  def B#i;

foreach i = 1 - 2 in
  def C#i;

foreach i = {0-1, 4-3} in
  def D#i;

def Slices {
  bits<8> B = 0b10110100;
  bits<4> hi = B{7-4};
  bits<3> lo = B{0 -2};
  list<int> L = [10, 11, 12, 13];
  list<int> M = L[1-2];
}
