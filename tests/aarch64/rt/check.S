/* rig_check_tramp for AArch64: call the function in rig_check_target with
   the AAPCS64 callee-saved registers (x19-x29, d8-d15) set to canary values,
   then check (in C, rig_check_verify) that they and sp come back unchanged.
   Before the call it touches only x16/x17 (the intra-procedure-call
   scratch registers), so any signature works: x0-x7, x8 (indirect result),
   v0-v7 and stack arguments pass through. The return registers x0, x1 and
   q0-q3 (homogeneous aggregates) are kept across the check. Not
   re-entrant. Use it through RIG_CHECKED(fn)(args...) from rt.h.
   Block layout (rt.c): x19-x29 at 0-80, sp at 88, lr at 96, d8-d15 at
   104-160. */
#define GPRS(OP, B) \
	OP x19, x20, [B, #0];  OP x21, x22, [B, #16]; \
	OP x23, x24, [B, #32]; OP x25, x26, [B, #48]; \
	OP x27, x28, [B, #64]; \
	OP##_ONE x29, [B, #80]
#define FPRS(OP, B) \
	OP d8, d9, [B, #104];   OP d10, d11, [B, #120]; \
	OP d12, d13, [B, #136]; OP d14, d15, [B, #152]
#define stp_ONE str
#define ldp_ONE ldr

	.text
	.globl	rig_check_tramp
	.type	rig_check_tramp,@function
	.p2align 2
rig_check_tramp:
	adrp	x16, rig_check_save
	add	x16, x16, :lo12:rig_check_save
	GPRS(stp, x16)
	mov	x17, sp
	str	x17, [x16, #88]
	str	x30, [x16, #96]
	FPRS(stp, x16)
	adrp	x16, rig_check_canary
	add	x16, x16, :lo12:rig_check_canary
	GPRS(ldp, x16)
	FPRS(ldp, x16)
	adrp	x16, rig_check_target
	ldr	x16, [x16, :lo12:rig_check_target]
	blr	x16
	adrp	x16, rig_check_after
	add	x16, x16, :lo12:rig_check_after
	GPRS(stp, x16)
	mov	x17, sp
	str	x17, [x16, #88]
	FPRS(stp, x16)
	adrp	x16, rig_check_ret
	add	x16, x16, :lo12:rig_check_ret
	stp	x0, x1, [x16, #0]
	stp	q0, q1, [x16, #16]
	stp	q2, q3, [x16, #48]
	adrp	x16, rig_check_save
	add	x16, x16, :lo12:rig_check_save
	GPRS(ldp, x16)
	ldr	x17, [x16, #88]
	mov	sp, x17
	FPRS(ldp, x16)
	bl	rig_check_verify
	adrp	x16, rig_check_save
	add	x16, x16, :lo12:rig_check_save
	ldr	x30, [x16, #96]
	adrp	x16, rig_check_ret
	add	x16, x16, :lo12:rig_check_ret
	ldp	x0, x1, [x16, #0]
	ldp	q0, q1, [x16, #16]
	ldp	q2, q3, [x16, #48]
	ret
	.size	rig_check_tramp, .-rig_check_tramp

	.bss
	.p2align 4
	.globl	rig_check_save, rig_check_after
rig_check_save:	.zero	168
rig_check_after: .zero	168
rig_check_ret:	.zero	80
	.section .note.GNU-stack,"",@progbits
