// include: a path relative to the including file's directory, mixed with
// an include found through -I.
include "inc/local_helper.td"
include "guarded.td"

def UsesLocal : LocalHelper<0b0101>;
def AlsoUsesLocal {
  bits<4> V = LocalHelperDef.Value;
  bit B = LocalHelperDef.Value{3};
  string G = GuardedOnce.S;
}
