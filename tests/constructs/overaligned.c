// Locals aligned above the stack alignment: the prologue realigns sp; with a
// VLA as well, a base pointer keeps the realigned frame.
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) void fill(char *p, int n) {
  for (int i = 0; i < n; i++) p[i] = (char)(i * 5);
}

__attribute__((noinline)) int aligned(int n) {
  _Alignas(64) char a[64];
  _Alignas(128) long b[4];
  fill(a, 64);
  fill((char *)b, 32);
  return (int)(((uintptr_t)a) & 63) + (int)(((uintptr_t)b) & 127) + a[n] + (int)b[1];
}

__attribute__((noinline)) long aligned_vla(int n) {
  _Alignas(64) char big[200];
  char v[n];
  fill(big, 200);
  fill(v, n);
  long s = 0;
  for (int i = 0; i < n; i++) s += big[i % 200] * v[i];
  return s + (long)(((uintptr_t)big) & 63);
}

int main(int argc, char **argv) {
  (void)argv;
  printf("overaligned %d %ld\n", aligned(argc + 2), aligned_vla(argc + 40));
  return 0;
}
