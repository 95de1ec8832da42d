struct bits { unsigned a : 5, b : 9, c : 18; };
unsigned long widen_mul(unsigned a, unsigned b) { return (unsigned long)(a * b) + b; }
unsigned long from_arg(unsigned a) { return a; }
long count_up(int n, const long *p) { long s = 0; for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
int sum_bytes(const unsigned char *p, int n) { int s = 0; while (n--) s += *p++; return s; }
void set_b(struct bits *x, unsigned v) { x->b = v; }
long copy_words(long *d, const long *s, int n) { long t = 0; while (n--) { long v = *s++; *d++ = v; t ^= v; } return t; }
double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
