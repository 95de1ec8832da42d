; Checker false positive (post-ra), AArch64: `undef %6.ssub:fpr128 = COPY $s0` after a call
; (the result of fmodf), coalesced into $q0 (skipped), then `%17 = INSvi32lane %17, 1, %6, 0`:
; allocated `STRQui $q0, %stack.0` ... `$q0 = LDRQui %stack.0`, `$q1 = INSvi32lane $q1, 1, $q0, 0`
; (right); the checker reports "use reads the wrong value ... expected: %6 ..., which is nowhere;
; found: nothing known in $q0".
; llvm-reduce of llvm-stress seed 42 (size 200, tests/stress.sh --aarch64); seeds 284 (INSvi8gpr)
; and 370 fail the same way, printing what LLVM's build prints.
; Not runnable (no driver signature): llc -mtriple=aarch64-unknown-linux-gnu -O2 -stop-before=greedy
; FILE -o r.mir; spillway alloc r.mir -o out.mir (exit 3 = the bug). See doc/RELIABILITY.md.

define void @stress_fn(<4 x float> %L23, <4 x float>* %Sl42) {
BB:
  br label %CF159

CF159:                                            ; preds = %BB
  br label %CF159.body

CF159.body:                                       ; preds = %CF159
  br label %CF153

CF153:                                            ; preds = %CF172.body, %CF171.body, %CF153.body, %CF159.body
  br label %CF153.body

CF153.body:                                       ; preds = %CF153
  br i1 false, label %CF153, label %CF171

CF171:                                            ; preds = %CF153.body
  br label %CF171.body

CF171.body:                                       ; preds = %CF171
  br i1 false, label %CF153, label %CF168

CF168:                                            ; preds = %CF168.body, %CF171.body
  br label %CF168.body

CF168.body:                                       ; preds = %CF168
  br i1 false, label %CF168, label %CF172

CF172:                                            ; preds = %CF168.body
  br label %CF172.body

CF172.body:                                       ; preds = %CF172
  br i1 false, label %CF153, label %CF158

CF158:                                            ; preds = %CF164.body, %CF178.body, %CF158.body, %CF172.body
  br label %CF158.body

CF158.body:                                       ; preds = %CF158
  %L231 = load <4 x float>, <4 x float>* null, align 16
  br i1 false, label %CF158, label %CF178

CF178:                                            ; preds = %CF158.body
  br label %CF178.body

CF178.body:                                       ; preds = %CF178
  br i1 false, label %CF158, label %CF164

CF164:                                            ; preds = %CF178.body
  br label %CF164.body

CF164.body:                                       ; preds = %CF164
  %B40 = frem <4 x float> %L23, zeroinitializer
  %Sl422 = select i1 false, <4 x float>* null, <4 x float>* null
  br i1 false, label %CF158, label %CF162

CF162:                                            ; preds = %CF164.body
  br label %CF162.body

CF162.body:                                       ; preds = %CF162
  br label %CF

CF:                                               ; preds = %CF170.body, %CF.body, %CF162.body
  br label %CF.body

CF.body:                                          ; preds = %CF
  br i1 false, label %CF, label %CF166

CF166:                                            ; preds = %CF166.body, %CF.body
  br label %CF166.body

CF166.body:                                       ; preds = %CF166
  br i1 false, label %CF166, label %CF170

CF170:                                            ; preds = %CF166.body
  br label %CF170.body

CF170.body:                                       ; preds = %CF170
  br i1 false, label %CF, label %CF154

CF154:                                            ; preds = %CF154.body, %CF170.body
  br label %CF154.body

CF154.body:                                       ; preds = %CF154
  br i1 false, label %CF154, label %CF161

CF161:                                            ; preds = %CF167.body, %CF174.body, %CF161.body, %CF154.body
  br label %CF161.body

CF161.body:                                       ; preds = %CF161
  br i1 false, label %CF161, label %CF174

CF174:                                            ; preds = %CF161.body
  br label %CF174.body

CF174.body:                                       ; preds = %CF174
  br i1 false, label %CF161, label %CF167

CF167:                                            ; preds = %CF174.body
  br label %CF167.body

CF167.body:                                       ; preds = %CF167
  store <4 x float> %B40, <4 x float>* %Sl42, align 16
  br label %CF161
}
