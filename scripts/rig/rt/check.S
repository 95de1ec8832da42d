/* rig_check_tramp: calls the function in rig_check_target with the
   callee-saved registers (s0-s11, fs0-fs11) and gp, tp set to canaries,
   then has rig_check_verify (rt.c) compare them and sp with what they
   should be. Before the call it touches only t0-t2 (no argument register,
   and sp is unchanged), so any signature works, stack arguments included.
   The return registers a0, a1, fa0, fa1 are kept across the check. Not
   re-entrant. Use it through RIG_CHECKED(fn)(args...) of rt.h.
   Block layout (words of XLEN bits): s0-s11 at 0-11, gp 12, tp 13, sp 14,
   ra 15; fs0-fs11 as doubles from byte 16*XLEN/8. */
#if __riscv_xlen == 64
#define W 8
#define LX ld
#define SX sd
#else
#define W 4
#define LX lw
#define SX sw
#endif
#define F0 (16 * W)
#define GPRS(OP, B) \
	OP s0, 0*W(B); OP s1, 1*W(B); OP s2, 2*W(B); OP s3, 3*W(B); \
	OP s4, 4*W(B); OP s5, 5*W(B); OP s6, 6*W(B); OP s7, 7*W(B); \
	OP s8, 8*W(B); OP s9, 9*W(B); OP s10, 10*W(B); OP s11, 11*W(B); \
	OP gp, 12*W(B); OP tp, 13*W(B)
#define FPRS(OP, B) \
	OP fs0, F0+0(B); OP fs1, F0+8(B); OP fs2, F0+16(B); OP fs3, F0+24(B); \
	OP fs4, F0+32(B); OP fs5, F0+40(B); OP fs6, F0+48(B); OP fs7, F0+56(B); \
	OP fs8, F0+64(B); OP fs9, F0+72(B); OP fs10, F0+80(B); OP fs11, F0+88(B)

	.text
	.globl	rig_check_tramp
	.type	rig_check_tramp,@function
	.p2align 2
rig_check_tramp:
	.option	push
	.option	norelax
	lla	t0, rig_check_save
	GPRS(SX, t0)
	SX	sp, 14*W(t0)
	SX	ra, 15*W(t0)
	FPRS(fsd, t0)
	lla	t0, rig_check_canary
	GPRS(LX, t0)
	FPRS(fld, t0)
	lla	t0, rig_check_target
	LX	t0, 0(t0)
	jalr	ra, 0(t0)
	lla	t0, rig_check_after
	GPRS(SX, t0)
	SX	sp, 14*W(t0)
	FPRS(fsd, t0)
	lla	t0, rig_check_ret
	SX	a0, 0(t0)
	SX	a1, W(t0)
	fsd	fa0, 16(t0)
	fsd	fa1, 24(t0)
	lla	t0, rig_check_save
	GPRS(LX, t0)
	LX	sp, 14*W(t0)
	FPRS(fld, t0)
	call	rig_check_verify
	lla	t0, rig_check_save
	LX	ra, 15*W(t0)
	lla	t0, rig_check_ret
	LX	a0, 0(t0)
	LX	a1, W(t0)
	fld	fa0, 16(t0)
	fld	fa1, 24(t0)
	ret
	.option	pop
	.size	rig_check_tramp, .-rig_check_tramp

	.bss
	.p2align 4
	.globl	rig_check_save, rig_check_after
rig_check_save:	.zero	16*W + 96
rig_check_after: .zero	16*W + 96
rig_check_ret:	.zero	32
	.section .note.GNU-stack,"",@progbits
