// expect: error inside an included file points into that file
// llvm-tblgen: tests/errors/inc/has_error.td:3:11: Field 'x' of type 'int' is incompatible with value '"not an int"' of type 'string'
include "has_error.td"
def A;
