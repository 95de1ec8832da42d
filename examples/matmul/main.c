/* main.c: fills two matrices from a fixed pseudo-random sequence,
   multiplies them with matmul() and prints checksums of the product, so
   that two builds of the program can be compared by their output. The
   size is the first argument (a multiple of 4, default 48). */
#include <stdio.h>
#include <stdlib.h>
#include "matmul.h"

static uint64_t state = 0x243f6a8885a308d3u;

/* xorshift64*: a fixed sequence, the same on every target. */
static uint64_t next(void) {
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x2545f4914f6cdd1du;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 48;
  if (n <= 0 || n % 4 != 0) {
    fprintf(stderr, "matmul: the size must be a positive multiple of 4\n");
    return 2;
  }
  size_t cells = (size_t)n * (size_t)n;
  uint64_t *a = malloc(cells * sizeof *a), *b = malloc(cells * sizeof *b),
           *c = malloc(cells * sizeof *c);
  if (!a || !b || !c) {
    fprintf(stderr, "matmul: out of memory\n");
    return 1;
  }
  for (size_t k = 0; k < cells; k++) a[k] = next() >> 40;
  for (size_t k = 0; k < cells; k++) b[k] = next() >> 40;
  matmul(n, a, b, c);
  uint64_t sum = 0, mix = 0;
  for (size_t k = 0; k < cells; k++) {
    sum += c[k];
    mix = (mix ^ c[k]) * 0x100000001b3u;
  }
  printf("matmul n=%d\n", n);
  printf("c[0][0]=%llu c[n-1][n-1]=%llu\n", (unsigned long long)c[0],
         (unsigned long long)c[cells - 1]);
  printf("sum=%016llx mix=%016llx\n", (unsigned long long)sum, (unsigned long long)mix);
  free(a);
  free(b);
  free(c);
  return 0;
}
