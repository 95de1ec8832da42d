// Jump tables (a dense switch) and computed goto (labels as values).
#include <stdio.h>

__attribute__((noinline)) int sw(int x) {
  switch (x) {
  case 0: return 11;
  case 1: return 23;
  case 2: return 37;
  case 3: return 41;
  case 4: return 59;
  case 5: return 61;
  case 6: return 73;
  case 7: return 89;
  case 8: return 97;
  default: return -1;
  }
}

__attribute__((noinline)) int interp(const unsigned char *code, int n) {
  static void *ops[] = {&&op_inc, &&op_dbl, &&op_dec, &&op_end};
  int acc = 0, pc = 0;
  goto *ops[code[pc]];
op_inc:
  acc += 1;
  if (++pc < n) goto *ops[code[pc]];
  return acc;
op_dbl:
  acc *= 2;
  if (++pc < n) goto *ops[code[pc]];
  return acc;
op_dec:
  acc -= 3;
  if (++pc < n) goto *ops[code[pc]];
  return acc;
op_end:
  return acc + 1000;
}

int main(void) {
  int s = 0;
  for (int i = -2; i < 12; i++) s += sw(i) * i;
  const unsigned char prog[] = {0, 0, 1, 0, 1, 2, 1, 0, 3};
  printf("jumps %d %d\n", s, interp(prog, 9));
  return 0;
}
