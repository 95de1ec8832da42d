include "loop_a.td"
def B;
