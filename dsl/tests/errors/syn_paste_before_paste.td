// expect: a paste needs a value after `#` unless `{`, `:` or `;` follows (a trailing paste)
// llvm-tblgen: error: Unknown or reserved token when parsing a value
def Z : Register<"z"# #1>;
