/* count-loop-aarch64.S: the known answer of tools/qemu-count on AArch64
   (tests/cc_count.rs); the same counts as count-loop-riscv.S: kernel(1000)
   runs 8007 instructions, 2000 loads, 2000 stores, 1000 sp loads, 1000 sp
   stores, 1000 fp (x29) loads and stores, 1000 fmov each way, 4000 memory
   accesses. */
        .text
        .globl kernel
        .type kernel, %function
kernel:
        sub sp, sp, #16
        mov x13, x29
        adrp x29, buf
        add x29, x29, :lo12:buf
1:      str x0, [sp, #8]
        ldr x10, [sp, #8]
        str x10, [x29]
        ldr x11, [x29]
        fmov d0, x11
        fmov x12, d0
        subs x0, x0, #1
        b.ne 1b
        mov x29, x13
        add sp, sp, #16
        ret
        .size kernel, .-kernel

        .globl main
        .type main, %function
main:
        stp x29, x30, [sp, #-16]!
        mov x0, #1000
        bl kernel
        mov w0, #0
        ldp x29, x30, [sp], #16
        ret
        .size main, .-main

        .bss
        .p2align 3
buf:    .zero 8
        .section .note.GNU-stack,"",%progbits
