// expect: a 2-bit value reaches a bits<4> argument through a multiclass parent list (not type-checked there); reading its bit 3 is an error, not `?`
// llvm-tblgen: crashes (Segmentation fault: BitsInit::getBit reads past the end)
multiclass Q<bits<4> b> { def _a { bits<4> B = b; } }
multiclass P : Q<0b11>;
defm p : P;
