// 64-bit values on rv32 (register pairs) and 128-bit integers on rv64.
#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) int64_t m64(int64_t a, int64_t b) {
  return a * b / (b | 1) + (a % 7) - (a >> 3) + (int64_t)((uint64_t)b << 5);
}

__attribute__((noinline)) uint64_t mix64(uint64_t a, uint64_t b, uint64_t c, uint64_t d,
                                         uint64_t e) {
  uint64_t x = a ^ (b << 13), y = c + (d >> 7), z = e * 0x9e3779b97f4a7c15ULL;
  for (int i = 0; i < 9; i++) { x += y * z; y ^= x >> 11; z = z * 31 + x; }
  return x ^ y ^ z;
}

#ifdef __SIZEOF_INT128__
__attribute__((noinline)) unsigned __int128 mul128(unsigned __int128 a, unsigned __int128 b) {
  return a * b + (a >> 7) - (b << 3);
}
#endif

int main(void) {
  printf("wide_ints %lld %llx\n", (long long)m64(123456789012LL, -987654321LL),
         (unsigned long long)mix64(1, 2, 3, 4, 5));
#ifdef __SIZEOF_INT128__
  unsigned __int128 r = mul128(((unsigned __int128)0x123456789abcdefULL << 64) | 77,
                               0xfedcba987654321ULL);
  printf("int128 %llx %llx\n", (unsigned long long)(r >> 64), (unsigned long long)r);
#endif
  return 0;
}
