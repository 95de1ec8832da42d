// Frames larger than a 12-bit immediate reaches: offsets built in a
// scratch register, the split prologue, and a frame pointer with a large
// frame.
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) long big(int n) {
  char buf[10000];
  long a[600];
  memset(buf, n, sizeof buf);
  for (int i = 0; i < 600; i++) a[i] = i * n + buf[i * 7];
  long s = 0;
  for (int i = 0; i < 600; i += 3) s += a[i] ^ buf[9999 - i];
  return s;
}

__attribute__((noinline)) long huge(int n) {
  static volatile int sink;
  char buf[70000];
  memset(buf, 1, sizeof buf);
  buf[n] = 9;
  buf[69999 - n] = 7;
  sink = buf[12345];
  long s = 0;
  for (int i = 0; i < 70000; i += 997) s += buf[i] * i;
  return s + buf[n] + buf[69999 - n];
}

__attribute__((noinline)) long big_vla(int n) {
  char buf[5000];
  char v[n];
  memset(buf, 2, sizeof buf);
  memset(v, 3, n);
  long s = 0;
  for (int i = 0; i < n; i++) s += buf[i * 13 % 5000] * v[i];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  printf("large_frame %ld %ld %ld\n", big(argc + 4), huge(argc + 10), big_vla(argc + 100));
  return 0;
}
