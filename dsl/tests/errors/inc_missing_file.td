// expect: include file not found
// llvm-tblgen: 3:9: Could not find include file 'does_not_exist.td'
include "does_not_exist.td"
def A;
