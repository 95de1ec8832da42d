include "target.td"
def D0 : Register<"d0"> {
  let SubRegs = [!cast<Register>("D1")];
  let SubRegIndices = [sub_lo];
}
def D1 : Register<"d1"> {
  let SubRegs = [D0];
  let SubRegIndices = [sub_lo];
}
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
