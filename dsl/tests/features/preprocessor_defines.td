// DEFINES: CMDLINE_A CMDLINE_B
// Macros defined on the command line (-D CMDLINE_A -D CMDLINE_B; the test
// harness reads the DEFINES line above and passes them to both tools).
#ifdef CMDLINE_A
def A_FromCommandLine;
#else
def A_Missing;
#endif

#ifndef CMDLINE_B
def B_Missing;
#else
  #ifdef CMDLINE_C
def C_Unexpected;
  #else
def B_Without_C;
  #endif
#endif

#define CMDLINE_C
#ifdef CMDLINE_C
def C_DefinedInFile;
#endif
