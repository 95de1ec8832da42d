// Rule: `X.f` where def X's field f is concrete folds to that value, and
// `?` is concrete (LLVM's UnsetInit::isConcrete), as are lists, bits and
// dags holding `?`: so `X.f` is `?`, and a def may take it (AMDGPU's
// `let mayStore = ps.mayStore;` of a pseudo whose mayStore is unset).
class P { bit mayStore = ?; bit mayLoad = ?; bits<2> b = ?; int i = ?; }
class L : P { let mayLoad = 1; }
def X : L;
class R<P ps> { bit mayStore = ps.mayStore; bit mayLoad = ps.mayLoad; bits<2> b = ps.b; int i = ps.i; }
class R2<P ps> : P { let mayStore = ps.mayStore; let mayLoad = ps.mayLoad; let b = ps.b; let i = ps.i; }
def Y : R<X>;
def Z : R2<X>;

def W { list<int> l = [?, 1]; bits<3> b = {?, 1, 0}; dag d = (W ?); string s = ?; }
def V {
  list<int> l = W.l;
  bits<3> b = W.b;
  dag d = W.d;
  string s = W.s;
  int e = !size(W.l);
  bit c = W.b{2};
  bit c0 = W.b{0};
}
