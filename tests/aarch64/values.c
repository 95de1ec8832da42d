/* AArch64 values for backend/tests/check_aarch64.rs: zero-extending W writes,
   SUBREG_TO_REG (-O0), the zero registers, post-indexed loads and stores and
   BFM (operand ties MIR does not print), flags, register pressure. */
struct bits { unsigned a : 5, b : 9, c : 18; };
unsigned long widen_mul(unsigned a, unsigned b) { return (unsigned long)(a * b) + b; }
unsigned long from_arg(unsigned a) { return a; }
long count_up(int n, const long *p) { long s = 0; for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
int sum_bytes(const unsigned char *p, int n) { int s = 0; while (n--) s += *p++; return s; }
void set_b(struct bits *x, unsigned v) { x->b = v; }
long copy_words(long *d, const long *s, int n) { long t = 0; while (n--) { long v = *s++; *d++ = v; t ^= v; } return t; }
double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
/* Register pressure across a call: the spiller recomputes values
   (constants, and `a + k` from a still-live `a`: operand remats of an
   isAsCheapAsAMove opcode) instead of reloading them. */
long sink(long);
#define V(k) long x##k = a + k * 3;
#define U(k) ^ x##k
long pressure(long a, long b) {
  V(1) V(2) V(3) V(4) V(5) V(6) V(7) V(8) V(9) V(10) V(11) V(12)
  V(13) V(14) V(15) V(16) V(17) V(18) V(19) V(20) V(21) V(22) V(23) V(24)
  long s = sink(b);
  return s ^ a U(1) U(2) U(3) U(4) U(5) U(6) U(7) U(8) U(9) U(10) U(11) U(12)
      U(13) U(14) U(15) U(16) U(17) U(18) U(19) U(20) U(21) U(22) U(23) U(24);
}
/* -O0 any-extend: `%20 = IMPLICIT_DEF`, `%19 = COPY %20`, `%19.sub_32 = COPY
   %10` (the int result reloaded from a slot), then `SBFMXri %19`. */
unsigned long long widen_call(int (*g)(void *), void *p) { return p ? g(p) : 0; }
/* Call masks per register: AAPCS64 preserves D8-D15 (the low halves of
   V8-V15) but not Q8-Q15. `keep_d`'s doubles live across the call may stay
   in d8-d15; `keep_q`'s vectors may not stay in any Q register. */
typedef double v2d __attribute__((vector_size(16)));
double fsink(double);
v2d vsink(v2d);
double keep_d(double a, double b) { double x = fsink(a); return x * a + b; }
v2d keep_q(v2d a, v2d b) { v2d x = vsink(a); return x * a + b; }
