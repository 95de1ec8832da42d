// Read-ahead test helper: included inside a foreach body (uses its variable).
def RA_InLoop # i : RAItem<i>;
