; Known failure (not run by CI): llvm-stress -seed=1158 -size=200, rv64, sanitized by tests/stress.sh,
; then reduced with llvm-reduce (loads from null: for spillway alloc only, not for running).
; spillway alloc (greedy and basic) exits 3: the checker rejects post-ra 'use reads the wrong value'
; at the fmodf call, operand $f11_f: 'expected $f11_f (its value before allocation), which is nowhere;
; found {%6}'. The allocation is right: %6 (FMV_W_X $x0) is rematerialized into $f27_f and copied
; into $f11_f; the unreduced seed with --no-check prints what LLVM's build prints. A checker false positive.

define void @stress_fn(i1 %Cmp51, <8 x float> %L5, i1 %Cmp92) {
BB:
  %A1.raw = alloca [32 x i64], i32 0, align 16
  %A1 = bitcast [32 x i64]* null to <8 x float>*
  br label %CF157

CF157:                                            ; preds = %BB
  br label %CF157.body

CF157.body:                                       ; preds = %CF157
  %Sl = select i1 false, <8 x float>* null, <8 x float>* null
  %L51 = load <8 x float>, <8 x float>* null, align 32
  %Sl9 = select i1 false, <8 x float>* null, <8 x float>* null
  br label %CF154

CF154:                                            ; preds = %CF154.body, %CF157.body
  br label %CF154.body

CF154.body:                                       ; preds = %CF154
  br i1 false, label %CF154, label %CF158

CF158:                                            ; preds = %CF163.body, %CF158.body, %CF154.body
  br label %CF158.body

CF158.body:                                       ; preds = %CF158
  br i1 false, label %CF158, label %CF163

CF163:                                            ; preds = %CF158.body
  br label %CF163.body

CF163.body:                                       ; preds = %CF163
  br i1 false, label %CF158, label %CF162

CF162:                                            ; preds = %CF162.body, %CF163.body
  br label %CF162.body

CF162.body:                                       ; preds = %CF162
  %BC = bitcast <8 x i32> zeroinitializer to <8 x float>
  %Cmp512 = icmp ugt i1 false, false
  br i1 %Cmp51, label %CF162, label %CF168

CF168:                                            ; preds = %CF162.body
  br label %CF168.body

CF168.body:                                       ; preds = %CF168
  %L52 = load <8 x float>, <8 x float>* null, align 32
  br label %CF153

CF153:                                            ; preds = %CF159.body, %CF160.body, %CF153.body, %CF168.body
  br label %CF153.body

CF153.body:                                       ; preds = %CF153
  br i1 undef, label %CF153, label %CF160

CF160:                                            ; preds = %CF153.body
  br label %CF160.body

CF160.body:                                       ; preds = %CF160
  %B70 = frem <8 x float> %L52, %BC
  store <8 x float> %B70, <8 x float>* null, align 32
  br i1 undef, label %CF153, label %CF159

CF159:                                            ; preds = %CF160.body
  br label %CF159.body

CF159.body:                                       ; preds = %CF159
  store <8 x float> %L5, <8 x float>* null, align 32
  %Cmp923 = icmp ne i1 false, false
  br i1 %Cmp51, label %CF153, label %CF155

CF155:                                            ; preds = %CF164.body, %CF165.body, %CF155.body, %CF159.body
  br label %CF155.body

CF155.body:                                       ; preds = %CF155
  br i1 false, label %CF155, label %CF165

CF165:                                            ; preds = %CF155.body
  br label %CF165.body

CF165.body:                                       ; preds = %CF165
  br i1 false, label %CF155, label %CF164

CF164:                                            ; preds = %CF165.body
  br label %CF164.body

CF164.body:                                       ; preds = %CF164
  store <8 x float> %L5, <8 x float>* null, align 32
  br label %CF155
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"target-abi", !"lp64d"}
