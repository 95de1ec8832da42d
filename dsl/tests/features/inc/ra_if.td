// Read-ahead test helper: included inside an if.
def RA_InIf : RAItem<5>;
