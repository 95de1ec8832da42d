include "target.td"
def D0 : Register<"d0"> {
  let SubRegs = [R0, R1];
  let SubRegIndices = [sub_lo, sub_lo];
}
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
