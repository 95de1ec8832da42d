// Read-ahead test helper: included inside a top-level let block.
def RA_InLet : RAItem<2>;
