include "loop_a.td"
def Top;
