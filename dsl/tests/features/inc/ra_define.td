// Read-ahead test helper: defines a macro and a class.
#define RA_FLAG
class RAItem<int v> {
  int Value = v;
}
