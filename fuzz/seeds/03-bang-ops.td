// Bang operators.
class Ops<list<int> xs> {
  int Sum = !foldl(0, xs, acc, x, !add(acc, x));
  list<int> Doubled = !foreach(x, xs, !shl(x, 1));
  list<int> Big = !filter(x, xs, !gt(x, 2));
  int Size = !size(xs);
  string Str = !strconcat("n=", !cast<string>(!size(xs)));
  string Sub = !subst("a", "b", "banana");
  int Pick = !if(!empty(xs), -1, !head(xs));
  int Cond = !cond(!lt(Size, 2) : 0, !lt(Size, 4) : 1, true : 2);
  list<int> Cat = !listconcat(xs, [9]);
  bits<8> Bits = !cast<bits<8>>(!or(0x0f, 0xf0));
  bit Ne = !ne("x", "y");
  int Find = !find("spillway", "way");
  list<string> Split = !listsplat("r", 2);
}
def O : Ops<[1, 2, 3, 4]>;
def E : Ops<[]>;
