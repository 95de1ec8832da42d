include "target.td"
def GPR : RegisterClass<"T", [R0], 32, (add R0, R1)>;
