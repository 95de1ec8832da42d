// Preprocessor: #define, #ifdef, #ifndef, #else, #endif, nesting, and
// directives inside otherwise skipped regions.
#define FOO
#define BAR

#ifdef FOO
def FooDefined;
#else
def FooNotDefined;
#endif

#ifndef FOO
def NotFoo;
#else
def ElseOfIfndefFoo;
#endif

#ifdef UNDEFINED_MACRO
def ShouldNotExist;
  #ifdef FOO
  def NorThis;
  #else
  def NorThat;
  #endif
#define DEFINED_IN_SKIPPED_REGION
#else
def UndefinedElse;
#endif

#ifdef DEFINED_IN_SKIPPED_REGION
def Bad;
#endif

#ifdef FOO
  #ifdef BAR
    #ifndef BAZ
def FooBarNotBaz;
    #define BAZ
    #endif
  #else
def FooNotBar;
  #endif
#endif

#ifdef BAZ
def BazNowDefined {
  int x = 1;
#ifdef FOO
  int y = 2;
#else
  int y = 3;
#endif
}
#endif

// Directives may be indented and followed by comments.
  #ifndef   QUUX   // comment after the macro name
def NoQuux;
  #endif // trailing comment

/* A block comment with #ifdef FOO inside is not a directive */
def AfterComment {
  string s = "#ifdef in a string is not a directive";
}

#ifdef FOO
#else
#endif

class PP<int v> {
#ifdef BAR
  int V = v;
#endif
#ifndef BAR
  int W = v;
#endif
}
def UsesPP : PP<5>;
