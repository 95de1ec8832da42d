// Preprocessor, comments, code strings and numbers.
#define FEATURE
#ifdef FEATURE
def HasFeature { bit V = 1; }
#else
def NoFeature;
#endif
#ifndef OTHER
/* block /* nested */ comment */
def Code { code C = [{ int x = 0; }]; int H = 0x1F; int B = 0b101; int M = -7; }
#endif
