include "loop_b.td"
def A;
