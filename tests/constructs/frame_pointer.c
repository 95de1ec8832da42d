// spillway-test-flags: -fno-omit-frame-pointer
// A frame pointer on request (-fno-omit-frame-pointer, "frame-pointer"="all"
// at -O0): the frame record (saved return address and caller's frame
// pointer just below the frame address) must be where stack walkers look.
#include <stdio.h>

__attribute__((noinline)) int walk(void) {
  void **fp = __builtin_frame_address(0);
  // RISC-V psABI frame record: ra at fp - XLEN, the caller's fp at fp - 2*XLEN.
  void *ra = fp[-1];
  void **caller_fp = fp[-2];
  int ok_ra = ra == __builtin_return_address(0);
  // The caller has a frame pointer too: its record is in place.
  int ok_caller = caller_fp != 0 && caller_fp > fp;
  return ok_ra * 10 + ok_caller;
}

__attribute__((noinline)) int middle(int x) { return walk() + x * 100; }

int main(void) {
  printf("frame_pointer %d\n", middle(1));
  return 0;
}
