// defset, if/then/else, assert, field, bit-range lets, anonymous defs, lists of records.
class Item<int v> { field int V = v; bits<8> Enc = 0; }
defset list<Item> All = {
  def I1 : Item<1>;
  def I2 : Item<2> { let Enc{7-4} = 0b1010; let Enc{0} = 1; }
  if !gt(2, 1) then {
    def I3 : Item<3>;
  } else {
    def I4 : Item<4>;
  }
}
assert !eq(!size(All), 3), "three items";
def : Item<9>;
def Sum { int S = !foldl(0, All, a, i, !add(a, i.V)); list<Item> L = All; }
class Holder<Item i> { Item It = i; int W = It.V; }
def H : Holder<I2>;
def Deferred : Holder<I1> { let W = !sub(100, It.V); }
