// include: files found through the -I search path, nested includes,
// include guards with #ifndef/#define, and definitions that use things
// declared in included files.
include "common.td"
include "guarded.td"
include "guarded.td"   // second include is a no-op thanks to the guard
include "common.td"

def UsesCommon : Common<"top">;
def UsesLeaf : Leaf<7> {
  string Extra = Name # "_extra";
}
def RefersToIncluded {
  Common C = CommonDef;
  string N = LeafDef.Name;
  int D = LeafDef.Depth;
}
