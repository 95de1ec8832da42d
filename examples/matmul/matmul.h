/* matmul.h: the example program's kernel (examples/matmul/README.md). */
#ifndef MATMUL_H
#define MATMUL_H
#include <stdint.h>

/* c = a * b for n x n matrices of 64-bit integers (arithmetic modulo
   2^64), row-major; n is a multiple of 4. */
void matmul(int n, const uint64_t *a, const uint64_t *b, uint64_t *c);

#endif
