// Read-ahead test helper: included after the files the read-ahead cannot predict.
def RA_After : RAItem<6>;
