// Lexical details: line and nested block comments, identifiers that start
// with digits, keywords as parts of identifiers, whitespace everywhere,
// and comment markers inside strings and code.
/* block comment /* nested block comment */ still in the outer comment */
// line comment /* not a block start
def 1st;                      // identifier starting with a digit
def 123abc;
def defNotKeyword;
def classy;
def let_in;
def inherits_from_int { int integer = 1; }
def
  Spread
  {
    int
      x
        =
          1
  ;
  }
def Strings {
  string slashes = "// not a comment";
  string block = "/* not a comment */";
  code c = [{ // still code /* too */ }];
}
def Trailing/*comment*/{int/**/y=/**/2;}
def Tabs	{	int	t	=	3	;	}
