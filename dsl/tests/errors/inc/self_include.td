// Helper for inc_self_loop.td: includes itself.
include "self_include.td"
def FromSelfInclude;
