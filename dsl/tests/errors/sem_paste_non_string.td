// expect: # paste of a list value
// llvm-tblgen: 3:1: Initializer of 's' in 'A' could not be fully resolved: !strconcat("a", !cast<string>([1]))
def A {
  string s = "a" # [1];
}
