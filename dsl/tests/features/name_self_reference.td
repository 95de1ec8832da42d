// NAME: in class bodies (the name of the def being made), in multiclass
// defs, in anonymous defs, inside strings built with it, and as a record
// reference through !cast; a def's fields referring to the def itself.
class Named {
  string MyName = NAME;
  string Upper = "rec_" # NAME;
  int NameLen = !size(NAME);
}
class SelfRef {
  SelfRef Me = !cast<SelfRef>(NAME);
}

def Alpha : Named;
def : Named;
def Beta : Named, SelfRef;
def Delta : Named;

multiclass MC {
  def _x : Named;
  def NAME : Named;
  def _y {
    string InMC = NAME;                 // the defm name, not the def name
    string Full = NAME # "_y";
  }
}
defm Gamma : MC;
defm : MC;

// A def whose field names the def itself.
def Self {
  string N = "Self";
  Named Other = Alpha;
}
def RecLoop1 {
  string Peer = "RecLoop2";
}
def RecLoop2 {
  string PeerName = RecLoop1.Peer;
  Named Back = !cast<Named>("Delta");
}
