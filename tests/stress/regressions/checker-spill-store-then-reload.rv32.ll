; tests/stress.sh regression: llvm-stress -seed=363 -size=200, rv32, as tests/stress.sh sanitizes it
; (found by the rv32 soak). spillway alloc (greedy) exited 3, post-frame: the checker took the spill
; store 'SW $x10, $x2, 0' for the pre-RA store 'SW %573, %513, 0' it resembles ('use reads the wrong
; value ... expected: %573 ..., found: {%271} in $x10'); the allocation was right (a reload came between
; the spill and the real store). Fixed in backend/src/check.rs (spill_code_first looks up to 4
; post-only instructions ahead).
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to float*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to i16*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to double*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to i16*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to i32*
  %L = load i32, i32* %1, align 4
  store i8 -99, i8* %0, align 1
  %E = extractelement <16 x i64> zeroinitializer, i32 9
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I = insertelement <16 x i1> zeroinitializer, i1 true, i32 2
  %B = sub i8 -27, -99
  %Tr = trunc i32 330561 to i1
  br label %CF173

CF173:                                            ; preds = %BB
  %CF173.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF173.t1 = add i32 %CF173.t0, -1
  store volatile i32 %CF173.t1, i32* @stress_budget, align 4
  %CF173.t2 = icmp slt i32 %CF173.t1, 0
  br i1 %CF173.t2, label %stress_out, label %CF173.body
CF173.body:
  %Sl = select i1 true, i16 -6611, i16 -20035
  %Cmp = icmp eq <4 x i64> zeroinitializer, zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store i8 -51, i8* %0, align 1
  %E6 = extractelement <2 x i1> zeroinitializer, i32 1
  br label %CF160

CF160:                                            ; preds = %CF160, %CF172, %CF167, %CF173
  %CF160.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF160.t1 = add i32 %CF160.t0, -1
  store volatile i32 %CF160.t1, i32* @stress_budget, align 4
  %CF160.t2 = icmp slt i32 %CF160.t1, 0
  br i1 %CF160.t2, label %stress_out, label %CF160.body
CF160.body:
  %Shuff7 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer>
  %I8 = insertelement <16 x i64> zeroinitializer, i64 499913, i32 8
  %B9 = add i8 -1, %B
  %ZE = zext i8 %L5 to i32
  %Sl10 = select i1 true, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp11 = icmp slt <4 x i64> zeroinitializer, zeroinitializer
  %L12 = load i8, i8* %0, align 1
  store i8 %L5, i8* %0, align 1
  %E13 = extractelement <16 x i64> zeroinitializer, i32 11
  %Shuff14 = shufflevector <4 x i1> %Cmp, <4 x i1> %Cmp, <4 x i32> <i32 zeroinitializer, i32 0, i32 2, i32 4>
  %I15 = insertelement <16 x i64> zeroinitializer, i64 499913, i32 8
  %BC = bitcast i64 %E13 to double
  %Sl16 = select i1 true, i32* %1, i32* %1
  %Cmp17 = icmp sgt <4 x i1> %Cmp, %Cmp
  %L18 = load i32, i32* %Sl16, align 4
  store i32 120869, i32* %1, align 4
  %E19 = extractelement <16 x i64> zeroinitializer, i32 8
  %Shuff20 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I21 = insertelement <16 x i1> zeroinitializer, i1 true, i32 1
  %FC = sitofp i1 true to float
  %Sl22 = select i1 true, i8 %L12, i8 -99
  %Cmp23 = icmp ne i16 4897, -20035
  br i1 %Cmp23, label %CF160, label %CF172

CF172:                                            ; preds = %CF160
  %CF172.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF172.t1 = add i32 %CF172.t0, -1
  store volatile i32 %CF172.t1, i32* @stress_budget, align 4
  %CF172.t2 = icmp slt i32 %CF172.t1, 0
  br i1 %CF172.t2, label %stress_out, label %CF172.body
CF172.body:
  %L24 = load i32, i32* %Sl16, align 4
  store i32 %3, i32* %Sl16, align 4
  %E25 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff26 = shufflevector <16 x i1> %Sl10, <16 x i1> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 zeroinitializer, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 17, i32 zeroinitializer>
  %I27 = insertelement <2 x i16> zeroinitializer, i16 -20035, i32 1
  %B28 = mul i8 -95, -1
  %Sl29 = select <16 x i1> %Shuff26, <16 x i1> %I21, <16 x i1> %I21
  %Cmp30 = icmp uge i1 true, true
  br i1 %Cmp30, label %CF160, label %CF163

CF163:                                            ; preds = %CF163, %CF172
  %CF163.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF163.t1 = add i32 %CF163.t0, -1
  store volatile i32 %CF163.t1, i32* @stress_budget, align 4
  %CF163.t2 = icmp slt i32 %CF163.t1, 0
  br i1 %CF163.t2, label %stress_out, label %CF163.body
CF163.body:
  %L31 = load i32, i32* %Sl16, align 4
  store i32 %ZE, i32* %Sl16, align 4
  %E32 = extractelement <8 x i32> zeroinitializer, i32 0
  %Shuff33 = shufflevector <16 x i1> %Sl29, <16 x i1> %I, <16 x i32> <i32 11, i32 13, i32 zeroinitializer, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 zeroinitializer, i32 31, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 zeroinitializer>
  %I34 = insertelement <16 x i1> %Sl10, i1 %Cmp23, i32 13
  %B35 = xor i8 %B, %L12
  %FC36 = uitofp i16 31261 to double
  %Sl37 = select i1 %Cmp23, i16 4897, i16 -20035
  %Cmp38 = icmp uge i1 %Cmp30, true
  br i1 %Cmp38, label %CF163, label %CF167

CF167:                                            ; preds = %CF163
  %CF167.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF167.t1 = add i32 %CF167.t0, -1
  store volatile i32 %CF167.t1, i32* @stress_budget, align 4
  %CF167.t2 = icmp slt i32 %CF167.t1, 0
  br i1 %CF167.t2, label %stress_out, label %CF167.body
CF167.body:
  %L39 = load i32, i32* %Sl16, align 4
  store i8 %5, i8* %0, align 1
  %E40 = extractelement <16 x i1> %Sl10, i32 15
  br i1 %E40, label %CF160, label %CF162

CF162:                                            ; preds = %CF162, %CF167
  %CF162.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF162.t1 = add i32 %CF162.t0, -1
  store volatile i32 %CF162.t1, i32* @stress_budget, align 4
  %CF162.t2 = icmp slt i32 %CF162.t1, 0
  br i1 %CF162.t2, label %stress_out, label %CF162.body
CF162.body:
  %Shuff41 = shufflevector <4 x i1> %Cmp17, <4 x i1> %Cmp, <4 x i32> <i32 2, i32 zeroinitializer, i32 6, i32 zeroinitializer>
  %I42 = insertelement <8 x i32> %Shuff7, i32 %3, i32 4
  %BC43 = bitcast i32 %ZE to float
  %Sl44 = select i1 %Cmp30, <16 x i1> %Shuff26, <16 x i1> zeroinitializer
  %Cmp45 = icmp slt <4 x i64> zeroinitializer, zeroinitializer
  %L46 = load i32, i32* %A, align 4
  store i32 330561, i32* %Sl16, align 4
  %E47 = extractelement <4 x i1> %Shuff41, i32 1
  br i1 %E47, label %CF162, label %CF169

CF169:                                            ; preds = %CF162
  %CF169.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF169.t1 = add i32 %CF169.t0, -1
  store volatile i32 %CF169.t1, i32* @stress_budget, align 4
  %CF169.t2 = icmp slt i32 %CF169.t1, 0
  br i1 %CF169.t2, label %stress_out, label %CF169.body
CF169.body:
  %Shuff48 = shufflevector <16 x i1> %Shuff33, <16 x i1> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 zeroinitializer, i32 26, i32 28, i32 zeroinitializer>
  %I49 = insertelement <8 x i32> %Shuff7, i32 %L18, i32 2
  %B50 = mul <8 x i32> %I49, %I42
  %Se = sext <4 x i1> %Cmp45 to <4 x i64>
  %Sl51 = select i1 true, i8 -27, i8 -1
  %Cmp52 = icmp eq i8 %L12, %L5
  br label %CF159

CF159:                                            ; preds = %CF159, %CF177, %CF169
  %CF159.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF159.t1 = add i32 %CF159.t0, -1
  store volatile i32 %CF159.t1, i32* @stress_budget, align 4
  %CF159.t2 = icmp slt i32 %CF159.t1, 0
  br i1 %CF159.t2, label %stress_out, label %CF159.body
CF159.body:
  %L53 = load i32, i32* %Sl16, align 4
  store i32 120869, i32* %Sl16, align 4
  %E54 = extractelement <4 x i1> %Cmp45, i32 3
  br i1 %E54, label %CF159, label %CF177

CF177:                                            ; preds = %CF159
  %CF177.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF177.t1 = add i32 %CF177.t0, -1
  store volatile i32 %CF177.t1, i32* @stress_budget, align 4
  %CF177.t2 = icmp slt i32 %CF177.t1, 0
  br i1 %CF177.t2, label %stress_out, label %CF177.body
CF177.body:
  %Shuff55 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 28, i32 30, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 zeroinitializer, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 24>
  %I56 = insertelement <4 x i1> %Shuff41, i1 true, i32 0
  %B57 = srem i64 %E, %4
  %FC58 = uitofp <4 x i1> %I56 to <4 x double>
  %Sl59 = select i1 %Cmp23, i32 %ZE, i32 %L24
  %Cmp60 = fcmp uno float 0xC29F2D1300000000, 0x46F4A24880000000
  br i1 %Cmp60, label %CF159, label %CF171

CF171:                                            ; preds = %CF171, %CF177
  %CF171.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF171.t1 = add i32 %CF171.t0, -1
  store volatile i32 %CF171.t1, i32* @stress_budget, align 4
  %CF171.t2 = icmp slt i32 %CF171.t1, 0
  br i1 %CF171.t2, label %stress_out, label %CF171.body
CF171.body:
  %L61 = load i8, i8* %0, align 1
  store i32 330561, i32* %Sl16, align 4
  %E62 = extractelement <16 x i64> %I8, i32 1
  %Shuff63 = shufflevector <8 x i32> %B50, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 0, i32 zeroinitializer>
  %I64 = insertelement <16 x i1> %Shuff26, i1 %E40, i32 6
  %B65 = shl i32 %L31, 120869
  %ZE66 = zext i1 %Tr to i8
  %Sl67 = select i1 %Tr, i1 true, i1 true
  br i1 %Sl67, label %CF171, label %CF176

CF176:                                            ; preds = %CF171
  %CF176.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF176.t1 = add i32 %CF176.t0, -1
  store volatile i32 %CF176.t1, i32* @stress_budget, align 4
  %CF176.t2 = icmp slt i32 %CF176.t1, 0
  br i1 %CF176.t2, label %stress_out, label %CF176.body
CF176.body:
  %L68 = load i32, i32* %Sl16, align 4
  store i8 %Sl22, i8* %0, align 1
  %E69 = extractelement <4 x i1> %Cmp17, i32 3
  br label %CF158

CF158:                                            ; preds = %CF158, %CF175, %CF176
  %CF158.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF158.t1 = add i32 %CF158.t0, -1
  store volatile i32 %CF158.t1, i32* @stress_budget, align 4
  %CF158.t2 = icmp slt i32 %CF158.t1, 0
  br i1 %CF158.t2, label %stress_out, label %CF158.body
CF158.body:
  %Shuff70 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I8, <16 x i32> <i32 zeroinitializer, i32 28, i32 30, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 24>
  %I71 = insertelement <8 x i32> %Shuff7, i32 120869, i32 4
  %FC72 = fptosi <4 x double> %FC58 to <4 x i16>
  %Sl73 = select i1 %Tr, i8 %B28, i8 -1
  %Cmp74 = icmp ne <16 x i64> %I15, %Shuff55
  %L75 = load i8, i8* %0, align 1
  store i32 %L, i32* %A, align 4
  %E76 = extractelement <4 x i1> %Cmp, i32 0
  br i1 %E76, label %CF158, label %CF164

CF164:                                            ; preds = %CF164, %CF158
  %CF164.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF164.t1 = add i32 %CF164.t0, -1
  store volatile i32 %CF164.t1, i32* @stress_budget, align 4
  %CF164.t2 = icmp slt i32 %CF164.t1, 0
  br i1 %CF164.t2, label %stress_out, label %CF164.body
CF164.body:
  %Shuff77 = shufflevector <16 x i1> %Sl44, <16 x i1> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 21, i32 23, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 3, i32 5, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 zeroinitializer>
  %I78 = insertelement <2 x i16> zeroinitializer, i16 %Sl, i32 1
  %B79 = srem i8 %B9, %B35
  %Sl80 = select i1 %Tr, i32 %L53, i32 %L31
  %Cmp81 = icmp uge <4 x i1> %I56, %Cmp
  %L82 = load i8, i8* %0, align 1
  store i32 %L53, i32* %Sl16, align 4
  %E83 = extractelement <16 x i64> zeroinitializer, i32 8
  %Shuff84 = shufflevector <16 x i1> %Sl10, <16 x i1> %Sl44, <16 x i32> <i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 5, i32 zeroinitializer, i32 9>
  %I85 = insertelement <16 x i64> %I8, i64 %B57, i32 13
  %BC86 = bitcast <4 x i64> %Se to <4 x double>
  %Sl87 = select i1 %Cmp23, i8 %L61, i8 -59
  %Cmp88 = icmp sgt i1 %E76, %Tr
  br i1 %Cmp88, label %CF164, label %CF165

CF165:                                            ; preds = %CF165, %CF164
  %CF165.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF165.t1 = add i32 %CF165.t0, -1
  store volatile i32 %CF165.t1, i32* @stress_budget, align 4
  %CF165.t2 = icmp slt i32 %CF165.t1, 0
  br i1 %CF165.t2, label %stress_out, label %CF165.body
CF165.body:
  %L89 = load i32, i32* %Sl16, align 4
  store i32 %L53, i32* %Sl16, align 4
  %E90 = extractelement <16 x i64> zeroinitializer, i32 0
  %Shuff91 = shufflevector <16 x i1> %Shuff77, <16 x i1> %Shuff33, <16 x i32> <i32 3, i32 5, i32 7, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 zeroinitializer, i32 29, i32 zeroinitializer, i32 zeroinitializer>
  %I92 = insertelement <4 x i1> %Shuff14, i1 %Cmp60, i32 1
  %B93 = add i32 %Sl59, %L39
  %Tr94 = trunc <2 x i32> zeroinitializer to <2 x i8>
  %Sl95 = select i1 %Cmp30, i32 %ZE, i32 %Sl80
  %Cmp96 = icmp ugt i16 4669, 31261
  br i1 %Cmp96, label %CF165, label %CF175

CF175:                                            ; preds = %CF165
  %CF175.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF175.t1 = add i32 %CF175.t0, -1
  store volatile i32 %CF175.t1, i32* @stress_budget, align 4
  %CF175.t2 = icmp slt i32 %CF175.t1, 0
  br i1 %CF175.t2, label %stress_out, label %CF175.body
CF175.body:
  %L97 = load i32, i32* %Sl16, align 4
  store i8 %5, i8* %0, align 1
  %E98 = extractelement <16 x i64> %Shuff70, i32 9
  %Shuff99 = shufflevector <16 x i64> %Shuff70, <16 x i64> %I15, <16 x i32> <i32 28, i32 30, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I100 = insertelement <2 x i16> zeroinitializer, i16 %Sl37, i32 0
  %FC101 = uitofp i16 31261 to double
  %Sl102 = select i1 %Cmp23, double %FC101, double %BC
  %Cmp103 = icmp ult i16 -14039, -20035
  br i1 %Cmp103, label %CF158, label %CF161

CF161:                                            ; preds = %CF175
  %CF161.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF161.t1 = add i32 %CF161.t0, -1
  store volatile i32 %CF161.t1, i32* @stress_budget, align 4
  %CF161.t2 = icmp slt i32 %CF161.t1, 0
  br i1 %CF161.t2, label %stress_out, label %CF161.body
CF161.body:
  %L104 = load i32, i32* %Sl16, align 4
  store i32 %L39, i32* %Sl16, align 4
  %E105 = extractelement <4 x i1> %Cmp81, i32 3
  br label %CF

CF:                                               ; preds = %CF, %CF174, %CF170, %CF161
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %Shuff106 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I85, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 zeroinitializer, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16>
  %I107 = insertelement <8 x i32> zeroinitializer, i32 %L46, i32 4
  %B108 = urem i8 %Sl22, %Sl87
  %PC = bitcast i8* %0 to float*
  %Sl109 = select i1 %Cmp30, i8 -27, i8 %B
  %Cmp110 = icmp ult i8 -27, %Sl51
  br i1 %Cmp110, label %CF, label %CF174

CF174:                                            ; preds = %CF
  %CF174.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF174.t1 = add i32 %CF174.t0, -1
  store volatile i32 %CF174.t1, i32* @stress_budget, align 4
  %CF174.t2 = icmp slt i32 %CF174.t1, 0
  br i1 %CF174.t2, label %stress_out, label %CF174.body
CF174.body:
  %L111 = load float, float* %PC, align 4
  store float %L111, float* %PC, align 4
  %E112 = extractelement <16 x i64> %Shuff99, i32 4
  %Shuff113 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 17, i32 zeroinitializer, i32 21, i32 zeroinitializer, i32 zeroinitializer, i32 27, i32 zeroinitializer, i32 31, i32 zeroinitializer, i32 zeroinitializer, i32 5>
  %I114 = insertelement <16 x i64> %Shuff113, i64 %E83, i32 9
  %B115 = or <4 x i16> %FC72, %FC72
  %Se116 = sext i8 -51 to i32
  %Sl117 = select i1 %Tr, i8 %Sl22, i8 %B108
  %Cmp118 = icmp eq i8 %B28, %Sl22
  br i1 %Cmp118, label %CF, label %CF170

CF170:                                            ; preds = %CF174
  %CF170.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF170.t1 = add i32 %CF170.t0, -1
  store volatile i32 %CF170.t1, i32* @stress_budget, align 4
  %CF170.t2 = icmp slt i32 %CF170.t1, 0
  br i1 %CF170.t2, label %stress_out, label %CF170.body
CF170.body:
  %L119 = load float, float* %PC, align 4
  store float 0x46F4A24880000000, float* %PC, align 4
  %E120 = extractelement <16 x i64> zeroinitializer, i32 11
  %Shuff121 = shufflevector <4 x i1> %Shuff41, <4 x i1> %Cmp81, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I122 = insertelement <16 x i1> %Shuff26, i1 %E47, i32 8
  %B123 = udiv i8 %L82, -27
  %FC124 = uitofp <2 x i32> %Shuff to <2 x double>
  %Sl125 = select <16 x i1> %Shuff33, <16 x i64> %I85, <16 x i64> %I85
  %Cmp126 = icmp slt i1 %Cmp23, true
  br i1 %Cmp126, label %CF, label %CF157

CF157:                                            ; preds = %CF157, %CF168, %CF170
  %CF157.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF157.t1 = add i32 %CF157.t0, -1
  store volatile i32 %CF157.t1, i32* @stress_budget, align 4
  %CF157.t2 = icmp slt i32 %CF157.t1, 0
  br i1 %CF157.t2, label %stress_out, label %CF157.body
CF157.body:
  %L127 = load i32, i32* %Sl16, align 4
  store i32 %L127, i32* %Sl16, align 4
  %E128 = extractelement <16 x i64> %Shuff99, i32 14
  %Shuff129 = shufflevector <2 x i16> %Shuff20, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I130 = insertelement <2 x double> %FC124, double 0x787F8B9E817DCA1C, i32 1
  %B131 = udiv i64 %E62, %B57
  %FC132 = fptoui float %L111 to i16
  %Sl133 = select i1 %E76, double* %A2, double* %A2
  %Cmp134 = icmp ugt i32 %L89, %L127
  br i1 %Cmp134, label %CF157, label %CF168

CF168:                                            ; preds = %CF157
  %CF168.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF168.t1 = add i32 %CF168.t0, -1
  store volatile i32 %CF168.t1, i32* @stress_budget, align 4
  %CF168.t2 = icmp slt i32 %CF168.t1, 0
  br i1 %CF168.t2, label %stress_out, label %CF168.body
CF168.body:
  %L135 = load float, float* %PC, align 4
  store float %FC, float* %PC, align 4
  %E136 = extractelement <16 x i1> %Shuff77, i32 9
  br i1 %E136, label %CF157, label %CF166

CF166:                                            ; preds = %CF166, %CF168
  %CF166.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF166.t1 = add i32 %CF166.t0, -1
  store volatile i32 %CF166.t1, i32* @stress_budget, align 4
  %CF166.t2 = icmp slt i32 %CF166.t1, 0
  br i1 %CF166.t2, label %stress_out, label %CF166.body
CF166.body:
  %Shuff137 = shufflevector <4 x double> %BC86, <4 x double> %FC58, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I138 = insertelement <16 x i1> %Shuff84, i1 %Cmp30, i32 6
  %B139 = srem i16 -20035, 31261
  %FC140 = sitofp i16 4897 to double
  %Sl141 = select i1 true, <8 x i32> %I49, <8 x i32> %Shuff7
  %Cmp142 = icmp sgt <16 x i1> %I34, zeroinitializer
  %L143 = load float, float* %PC, align 4
  store double %FC140, double* %Sl133, align 8
  %E144 = extractelement <8 x i32> %I71, i32 1
  %Shuff145 = shufflevector <16 x i64> %I85, <16 x i64> %Shuff70, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I146 = insertelement <16 x i64> %Shuff55, i64 %E25, i32 14
  %B147 = and i64 %E120, %B57
  %Sl148 = select i1 %Cmp96, <16 x i64> %Shuff55, <16 x i64> zeroinitializer
  %Cmp149 = icmp sgt i32 %L39, %Se116
  br i1 %Cmp149, label %CF166, label %CF178

CF178:                                            ; preds = %CF166
  %CF178.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF178.t1 = add i32 %CF178.t0, -1
  store volatile i32 %CF178.t1, i32* @stress_budget, align 4
  %CF178.t2 = icmp slt i32 %CF178.t1, 0
  br i1 %CF178.t2, label %stress_out, label %CF178.body
CF178.body:
  %L150 = load float, float* %PC, align 4
  store float %FC, float* %PC, align 4
  %E151 = extractelement <16 x i64> %Shuff113, i32 15
  %Shuff152 = shufflevector <16 x i1> %Shuff48, <16 x i1> zeroinitializer, <16 x i32> <i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16>
  %I153 = insertelement <4 x i1> %Shuff121, i1 %Cmp23, i32 0
  %PC154 = bitcast i16* %A1 to float*
  %Sl155 = select i1 %Tr, i32 %L89, i32 %L18
  %Cmp156 = icmp sge <16 x i64> zeroinitializer, %Shuff70
  store float 0x46F4A24880000000, float* %PC, align 4
  store float %BC43, float* %PC, align 4
  store float 0x3E08A25C80000000, float* %PC, align 4
  store i32 %Sl80, i32* %Sl16, align 4
  store i32 %L31, i32* %Sl16, align 4
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"ilp32d"}
