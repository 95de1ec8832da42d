/* Input of tests/targets_aarch64.rs: C whose pre-RA MIR for aarch64-linux-gnu
 * (llc-14, -O0 with GlobalISel and -O2) names many register classes, fixed
 * registers and register masks: 32- and 64-bit integers, flags, half, float,
 * double and 128-bit vectors, D and Q register tuples (interleaved loads),
 * direct and indirect (tail) calls, calls that return their first argument,
 * variadic arguments, 128-bit integers. Freestanding: no system header. */
typedef int (*fn_t)(int);
typedef __builtin_va_list va_list;
typedef unsigned char u8;

_Float16 half_ops(_Float16 a, _Float16 b) { return a * b + (_Float16)1.0; }
float to_float(double d, long l) { return (float)d + (float)l; }
int tail_indirect(fn_t f, int x) { return f(x + 1); }
long tail_direct(long a, long b);
long call_tail(long a) { return tail_direct(a, a * 3); }
__int128 mul128(__int128 a, __int128 b) { return a * b + (a >> 3); }
void *copy(char *d, const char *s, unsigned long n) { return __builtin_memcpy(d, s, n); }
int select(int a, int b, int c) { return a < b ? c : a + b; }
long both_positive(long a, long b) { return (a > 0 && b > 0) ? a * b : a - b; }
int compare(double a, double b) { return a < b || a != a; }

void madd(float *restrict a, const float *restrict b, const float *restrict c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] * c[i] + a[i];
}
void pairs(float *restrict out, const float *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    out[2 * i] = in[2 * i] + in[2 * i + 1];
    out[2 * i + 1] = in[2 * i] - in[2 * i + 1];
  }
}
void triples(int *restrict out, const int *restrict in, int n) {
  for (int i = 0; i < n; i++)
    out[i] = in[3 * i] + in[3 * i + 1] * in[3 * i + 2];
}
void quads(u8 *restrict out, const u8 *restrict in, int n) {
  for (int i = 0; i < n; i++)
    out[i] = in[4 * i] ^ in[4 * i + 1] ^ in[4 * i + 2] ^ in[4 * i + 3];
}
double sum_squares(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * p[i];
  return s;
}
int sum_args(int n, ...) {
  va_list ap;
  __builtin_va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += __builtin_va_arg(ap, int);
  double d = __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return s + (int)d;
}
