typedef unsigned long long u64;
typedef unsigned int u32;
__attribute__((noinline)) static void isort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int x = a[i], j = i - 1;
    while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
    a[j + 1] = x;
  }
}
__attribute__((noinline)) static u64 fold(const int *a, int n, const u64 *w) {
  u64 h = 0;
  for (int i = 0; i < n; i++) h = (h ^ (u64)(u32)a[i]) * 0x100000001b3ull + w[i & 7];
  return h;
}
u64 stack_array(u32 seed, int n) {
  int a[100];
  u64 w[8];
  short sm[33];
  if (n > 100) n = 100;
  for (int i = 0; i < 8; i++) w[i] = (u64)seed * (u64)(i + 1);
  for (int i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u; a[i] = (int)(seed >> 4) - (1 << 26); }
  for (int i = 0; i < 33; i++) sm[i] = (short)(a[i % n] >> 8);
  isort(a, n);
  u64 h = fold(a, n, w);
  for (int i = 0; i < 33; i++) h += (u64)(long long)sm[i] * (u64)(i + 1);
  return h;
}
