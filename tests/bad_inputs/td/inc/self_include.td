// includes itself
include "self_include.td"
def A;
