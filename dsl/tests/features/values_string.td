// String and code literals: escapes, adjacent-literal concatenation, code
// blocks spanning lines, special characters and how print-records escapes
// them back.
def Strings {
  string empty = "";
  string plain = "hello world";
  string quote = "say \"hi\"";
  string backslash = "a\\b";
  string newline = "line1\nline2";
  string tab = "a\tb";
  string single = "it\'s";
  string adjacent = "abc" "def";
  string adjacentThree = "a" "b" "c";
  string braces = "{ } [ ] < >";
  string hash = "#not a paste";
  string utf8 = "café ∑";
  string punct = "!@$%^&*()-+=;:,./?";
}

def Codes {
  code empty = [{}];
  code oneLine = [{ return 0; }];
  code multi = [{
    if (x)
      return "quoted";
    return 'c';
  }];
  code withBackslash = [{ a\nb \ }];
  code withBraces = [{ { nested { braces } } ] }];
  code withQuotes = [{ "str" 'c' }];
  string codeInString = [{ code in a string field }];
}

// Concatenation of code and string literals.
def Mixed {
  string s = "a" # [{ b }];
  code c = [{ a }] # "b";
  string adjacentCodeFirst = !strconcat([{x}], "y");
}
