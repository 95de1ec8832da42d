/* count-loop-riscv.S: the known answer of tools/qemu-count (tests/cc_count.rs).
   kernel(n) runs n iterations of 8 instructions: one sp-relative store and
   load, one store and load addressed from s0 (the frame-pointer register,
   here pointing at buf), one GPR->FPR and one FPR->GPR move, the decrement
   and the branch; plus 4 instructions before the loop and 3 after.
   kernel(1000): 8007 instructions, 2000 loads, 2000 stores, 1000 sp loads,
   1000 sp stores, 1000 fp loads and stores, 1000 moves each way, 4000
   memory accesses. */
#if __riscv_xlen == 64
#define LX ld
#define SX sd
#define TO_FPR fmv.d.x
#define TO_GPR fmv.x.d
#else
#define LX lw
#define SX sw
#define TO_FPR fmv.w.x
#define TO_GPR fmv.x.w
#endif
        .option norelax
        .text
        .globl kernel
        .type kernel, @function
kernel:
        addi sp, sp, -16
        mv t4, s0
        lla s0, buf
1:      SX a0, 8(sp)
        LX t1, 8(sp)
        SX t1, 0(s0)
        LX t2, 0(s0)
        TO_FPR ft0, t2
        TO_GPR t3, ft0
        addi a0, a0, -1
        bnez a0, 1b
        mv s0, t4
        addi sp, sp, 16
        ret
        .size kernel, .-kernel

        .globl main
        .type main, @function
main:
        addi sp, sp, -16
        SX ra, 8(sp)
        li a0, 1000
        call kernel
        li a0, 0
        LX ra, 8(sp)
        addi sp, sp, 16
        ret
        .size main, .-main

        .bss
        .p2align 3
buf:    .zero 8
        .section .note.GNU-stack,"",@progbits
