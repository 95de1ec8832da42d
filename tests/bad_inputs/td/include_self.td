include "self_include.td"
def Top;
