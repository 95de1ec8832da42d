// Included from common.td; found through the -I search path.
#ifndef LEAF_TD
#define LEAF_TD
class Leaf<int d> : Common<"leaf"> {
  let Depth = d;
}
def LeafDef : Leaf<2>;
#endif
