include "no_such_file.td"
def Top;
