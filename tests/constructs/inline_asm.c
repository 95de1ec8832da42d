// Inline assembly: register constraints, tied operands, an explicit
// register variable, clobbers of callee- and caller-saved registers.
#include <stdio.h>

__attribute__((noinline)) long f(long a, long b) {
  long r, t = a;
#if defined(__riscv)
  __asm__("add %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  __asm__ volatile("" ::: "s1", "s2", "s3", "a0", "a1", "t0", "t1", "memory");
  __asm__("addi %0, %0, 5" : "+r"(t));
  register long x __asm__("a3") = b;
  __asm__("addi %0, %0, 1" : "+r"(x));
#elif defined(__aarch64__)
  __asm__("add %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  __asm__ volatile("" ::: "x19", "x20", "x21", "x0", "x1", "x9", "x10", "memory");
  __asm__("add %0, %0, #5" : "+r"(t));
  register long x __asm__("x3") = b;
  __asm__("add %0, %0, #1" : "+r"(x));
#else
  r = a + b;
  t += 5;
  long x = b + 1;
#endif
  return r * 1000 + t * 10 + x;
}

__attribute__((noinline)) long keep_across(long a, long b, long c) {
  long s = a * b + c;
#if defined(__riscv)
  __asm__ volatile("" ::: "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11");
#elif defined(__aarch64__)
  __asm__ volatile("" ::: "x22", "x23", "x24", "x25", "x26", "x27", "x28");
#endif
  return s + a - b;
}

int main(void) {
  printf("inline_asm %ld %ld\n", f(3, 4), keep_across(5, 6, 7));
  return 0;
}
