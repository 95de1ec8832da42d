include "target.td"
def GPR : RegisterClass<"T", [i32], 32, (add R0, R7)>;
