// expect: def needs ';' or a body '{...}' (hits end of file)
// llvm-tblgen: 4:1: Expected '{' to start body or ';' for declaration only
def A
def B;
