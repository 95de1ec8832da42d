typedef unsigned long long u64;
typedef unsigned int u32;
/* A tiny stack VM: a dense switch compiles to a jump table. */
u64 switch_vm(const unsigned char *code, int len, u64 seed, int rounds) {
  u64 st[16];
  int sp = 0;
  u64 acc = seed, x = seed ^ 0x9e3779b97f4a7c15ull;
  for (int r = 0; r < rounds; r++) {
    for (int pc = 0; pc < len; pc++) {
      switch (code[pc] & 15) {
      case 0: acc += x; break;
      case 1: acc ^= acc >> 7; break;
      case 2: acc *= 0x100000001b3ull; break;
      case 3: x = (x << 13) | (x >> 51); break;
      case 4: if (sp < 16) st[sp++] = acc; break;
      case 5: if (sp > 0) acc ^= st[--sp]; break;
      case 6: acc -= (u32)x; break;
      case 7: x ^= acc << 3; break;
      case 8: acc = ~acc; break;
      case 9: acc += (u64)pc * 31; break;
      case 10: x += r; break;
      case 11: acc = (acc & 0xffff0000ffffull) | (x & 0xffff0000ffff0000ull); break;
      case 12: if (acc & 1) pc += 1; break;
      case 13: acc ^= (u64)sp << 40; break;
      case 14: x = x * 5 + 1; break;
      default: acc += (u64)(u32)(acc >> 32) * (u32)x; break;
      }
    }
  }
  while (sp > 0) acc += st[--sp];
  return acc ^ x;
}
