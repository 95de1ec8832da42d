// Other simple values: `?`, true/false, typed and untyped empty lists,
// list element types inferred from context, and identifiers referring to
// records, fields, template args and defvars.
class C<int a> {
  int A = a;
  int Unset = ?;
  bit T = true;
  bit F = false;
  list<int> E = [];
  list<int> TE = []<int>;
}
def D : C<?>;            // `?` as a template argument
def E : C<1> {
  let Unset = 5;
}
def Lists {
  list<int> empty = [];
  list<string> emptyStr = []<string>;
  list<list<int>> emptyOfEmpty = [[]];
  list<int> typed = [1, 2]<int>;
  bit t = true;
  bit f = false;
  int tAsInt = true;
  bits<2> tf = {true, false};
  list<bit> lb = [true, false, 1, 0];
  string unsetStr = ?;
  list<int> withUnset = [1, ?, 3];
}
defvar Alias = E;
def Refs {
  C recRef = E;
  int fieldOfRec = E.Unset;
  int viaDefvar = Alias.A;
  C viaDefvarRec = Alias;
}
