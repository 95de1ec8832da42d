// expect: unknown preprocessor directive #pragma
// llvm-tblgen: 3:1: Unexpected token at top level
#pragma once
def A;
