// Include guard: including this file twice must define things once.
#ifndef GUARDED_TD
#define GUARDED_TD
def GuardedOnce {
  string S = "once";
}
#endif
