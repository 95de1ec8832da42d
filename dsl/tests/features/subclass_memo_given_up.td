// The add_subclass memo of a class is given up after 32 lookups when
// nearly all of them missed (every def passes a different argument); the
// defs after that point, with repeated and with new arguments, and a class
// whose fields use NAME, must come out exactly as before it was given up.
// Defs whose fields refer to other fields, with and without a
// self-reference through !cast, check the final resolution's slot copy.
class Named<string n> {
  string Name = n;
  string Full = n # "_" # NAME;
  int Len = !size(n);
}
class Props<list<int> p> {
  list<int> P = p;
  int First = !head(p);
}
class SelfRef {
  SelfRef Me = !cast<SelfRef>(NAME);
}

def D0 : Named<"n0">, Props<[0, 7]>;
def D1 : Named<"n1">, Props<[1, 7]>;
def D2 : Named<"n2">, Props<[2, 7]>;
def D3 : Named<"n3">, Props<[0, 7]>;
def D4 : Named<"n4">, Props<[1, 7]>;
def D5 : Named<"n5">, Props<[2, 7]>;
def D6 : Named<"n6">, Props<[0, 7]>;
def D7 : Named<"n7">, Props<[1, 7]>;
def D8 : Named<"n8">, Props<[2, 7]>;
def D9 : Named<"n9">, Props<[0, 7]>;
def D10 : Named<"n10">, Props<[1, 7]>;
def D11 : Named<"n11">, Props<[2, 7]>;
def D12 : Named<"n12">, Props<[0, 7]>;
def D13 : Named<"n13">, Props<[1, 7]>;
def D14 : Named<"n14">, Props<[2, 7]>;
def D15 : Named<"n15">, Props<[0, 7]>;
def D16 : Named<"n16">, Props<[1, 7]>;
def D17 : Named<"n17">, Props<[2, 7]>;
def D18 : Named<"n18">, Props<[0, 7]>;
def D19 : Named<"n19">, Props<[1, 7]>;
def D20 : Named<"n20">, Props<[2, 7]>;
def D21 : Named<"n21">, Props<[0, 7]>;
def D22 : Named<"n22">, Props<[1, 7]>;
def D23 : Named<"n23">, Props<[2, 7]>;
def D24 : Named<"n24">, Props<[0, 7]>;
def D25 : Named<"n25">, Props<[1, 7]>;
def D26 : Named<"n26">, Props<[2, 7]>;
def D27 : Named<"n27">, Props<[0, 7]>;
def D28 : Named<"n28">, Props<[1, 7]>;
def D29 : Named<"n29">, Props<[2, 7]>;
def D30 : Named<"n30">, Props<[0, 7]>;
def D31 : Named<"n31">, Props<[1, 7]>;
def D32 : Named<"n32">, Props<[2, 7]>;
def D33 : Named<"n33">, Props<[0, 7]>;
def D34 : Named<"n34">, Props<[1, 7]>;
def D35 : Named<"n35">, Props<[2, 7]>;
def D36 : Named<"n36">, Props<[0, 7]>;
def D37 : Named<"n37">, Props<[1, 7]>;
def D38 : Named<"n38">, Props<[2, 7]>;
def D39 : Named<"n39">, Props<[0, 7]>;

def E0 : Named<"n0">, Props<[1, 7]>;
def E1 : Named<"n1">, Props<[1, 7]>;
def E2 : Named<"n0">, Props<[1, 7]>;
def E3 : Named<"n1">, Props<[1, 7]>;
def E4 : Named<"n0">, Props<[1, 7]>;
def E5 : Named<"n1">, Props<[1, 7]>;
def E6 : Named<"n0">, Props<[1, 7]>;
def E7 : Named<"n1">, Props<[1, 7]>;

def F0 : Named<"f">, Props<[2]> { int Twice = !add(Len, Len); string Again = Full; }
def F1 : Named<"f">, Props<[2]>, SelfRef { int Twice = !add(Len, First); }
def F2 : SelfRef, Named<"g"> { string MeName = Name; }
