// Variadic functions: va_start, the register save area above the frame
// (its size decides where the frame pointer points), va_arg of ints,
// longs, doubles and a struct.
#include <stdarg.h>
#include <stdio.h>

struct pair { long a, b; };

__attribute__((noinline)) double mixed(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0) s += va_arg(ap, int);
    else if (i % 3 == 1) s += va_arg(ap, double);
    else { struct pair p = va_arg(ap, struct pair); s += p.a - p.b; }
  }
  va_end(ap);
  return s;
}

__attribute__((noinline)) long weights(const char *w, ...) {
  va_list ap, cp;
  va_start(ap, w);
  va_copy(cp, ap);
  long s = 0;
  for (const char *p = w; *p; p++) s += va_arg(ap, long) * (*p - '0');
  for (const char *p = w; *p; p++) s -= va_arg(cp, long);
  va_end(cp);
  va_end(ap);
  return s;
}

int main(void) {
  struct pair p = {10, 3}, q = {100, 1};
  printf("varargs %.2f %ld\n", mixed(6, 1, 2.5, p, 4, 5.25, q),
         weights("1234567891", 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L));
  return 0;
}
