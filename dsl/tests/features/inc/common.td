// Helper included via the -I search path (dsl/tests/features/inc).
#ifndef COMMON_TD
#define COMMON_TD

class Common<string n> {
  string Name = n;
  int Depth = 0;
}

// Nested include, also found through the -I path.
include "leaf.td"

def CommonDef : Common<"common">;

#endif // COMMON_TD
