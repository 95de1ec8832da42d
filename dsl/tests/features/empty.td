// A file with nothing but comments: print-records still prints both
// section headers.
/* Nothing here. */
