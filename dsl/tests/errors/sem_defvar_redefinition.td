// expect: defvar 'v' defined twice in the same scope
// llvm-tblgen: 4:8: def or global variable of this name already exists
defvar v = 1;
defvar v = 2;
