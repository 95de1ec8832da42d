include "spillway/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
