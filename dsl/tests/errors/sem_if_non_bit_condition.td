// expect: if condition is a string, not a bit/int
// llvm-tblgen: 3:1: attempting to loop over '!if("abc", [1], [])', expected a list
if "abc" then
def A;
