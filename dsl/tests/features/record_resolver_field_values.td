// Rule: while a def's fields are resolved in order (LLVM's
// Record::resolveReferences with a RecordResolver), a reference to another
// field reads that field's current value: a field already resolved has been
// cast to its type (`0` in a `bit` field is `false`), a field not yet
// resolved gives its resolved but uncast value, and the first answer is
// cached. Class<args> instances are shared only for identical arguments,
// so the casts decide the anonymous records (AMDGPU's VOPProfile,
// `bit HasOMod = !if(HasOpSel, 0, isFloatType<DstVT>.ret)` feeding
// `getAsm64<..., HasOMod, ...>`). A reference to a field that is `?` stays
// unresolved.
class IsF<int x> { bit ret = !eq(x, 1); }
class G<bit b> { bit B = b; }
class P<bit s, int x> {
  bit S = s;
  bit O = !if(S, 0, IsF<x>.ret);
  G g = G<O>;
}
def A : P<1, 5>;
def B : P<0, 5>;

class Q { G g0 = ?; bit O2 = 1; G g1 = ?; }
class P2<bit s, int x> : Q {
  bit S = s;
  let g0 = G<O2>;
  let O2 = !if(S, 0, IsF<x>.ret);
  let g1 = G<O2>;
}
def C : P2<1, 5>;
def D : P2<0, 5>;

class U { int a = ?; int b = a; list<int> l = [a]; }
def E { field int a = ?; field int b = a; field string s = !cast<string>(a); }
