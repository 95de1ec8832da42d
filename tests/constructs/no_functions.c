// A translation unit whose code is all compiled away: only declarations
// and an unused static inline function are left (linked with
// no_functions_main.c).
extern int no_functions_used(int);
static inline int unused_helper(int x) { return x * 2; }
int no_functions_data = 42;
