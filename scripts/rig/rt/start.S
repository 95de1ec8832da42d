/* _start for the rig's freestanding programs: qemu-user enters with sp at
   argc; main(argc, argv) runs on a 16-byte aligned stack and its return
   value goes to the exit system call (93). */
#if __riscv_xlen == 64
#define LX ld
#define SZ 8
#else
#define LX lw
#define SZ 4
#endif
	.text
	.globl	_start
	.type	_start,@function
_start:
	.option	push
	.option	norelax
	li	s0, 0
	LX	a0, 0(sp)
	addi	a1, sp, SZ
	andi	sp, sp, -16
	call	main
	li	a7, 93
	ecall
1:	j	1b
	.option	pop
	.size	_start, .-_start
	.section .note.GNU-stack,"",@progbits
