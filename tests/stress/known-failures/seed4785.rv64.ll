; Known failure (not run by CI): llvm-stress -seed=4785 -size=200, rv64, as tests/stress.sh sanitizes it
; (found by the rv64 soak). WRONG CODE: spillway alloc exits 0 (the checker proves the allocation),
; but the program prints call1=0xab84faa4c24a2bc4 call2=0xab84faa4c24a2bc4 where LLVM's build of the
; same MIR prints call1=0x17c5409737a6655f call2=0xba2f8668b88f9041 (LLVM greedy and fast agree).
; Fails with --allocator greedy and basic, with or without --no-soften; passes with --allocator fast.
; Also wrong with --stop-before-frame + LLVM PEI (-start-before=prologepilog): the allocation is wrong.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to float*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to i8*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to float*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to double*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to i64*
  %L = load i8, i8* %0, align 1
  store i8 63, i8* %0, align 1
  %E = extractelement <16 x i1> zeroinitializer, i32 0
  br label %CF171

CF171:                                            ; preds = %BB
  %CF171.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF171.t1 = add i32 %CF171.t0, -1
  store volatile i32 %CF171.t1, i32* @stress_budget, align 4
  %CF171.t2 = icmp slt i32 %CF171.t1, 0
  br i1 %CF171.t2, label %stress_out, label %CF171.body
CF171.body:
  %Shuff = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 zeroinitializer, i32 31, i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I = insertelement <4 x i8> zeroinitializer, i8 %L, i32 1
  %B = add <16 x i32> zeroinitializer, zeroinitializer
  %Sl = select i1 true, i1 true, i1 true
  br label %CF162

CF162:                                            ; preds = %CF162, %CF171
  %CF162.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF162.t1 = add i32 %CF162.t0, -1
  store volatile i32 %CF162.t1, i32* @stress_budget, align 4
  %CF162.t2 = icmp slt i32 %CF162.t1, 0
  br i1 %CF162.t2, label %stress_out, label %CF162.body
CF162.body:
  %Cmp = icmp ult <2 x i64> zeroinitializer, zeroinitializer
  %L5 = load i8, i8* %0, align 1
  store i8 63, i8* %0, align 1
  %E6 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 10, i32 zeroinitializer, i32 14, i32 16, i32 18, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 26, i32 zeroinitializer, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 %L, i32 0
  %B9 = lshr i32 %3, 270875
  %PC = bitcast float* %A2 to double*
  %Sl10 = select i1 true, i8* %0, i8* %0
  %L11 = load double, double* %PC, align 8
  store double %L11, double* %PC, align 8
  %E12 = extractelement <16 x i32> %Shuff7, i32 9
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I14 = insertelement <16 x i1> zeroinitializer, i1 true, i32 6
  %B15 = sub <16 x i32> zeroinitializer, zeroinitializer
  %Sl16 = select i1 true, i32* %1, i32* %1
  %Cmp17 = icmp ne i1 true, true
  br i1 %Cmp17, label %CF162, label %CF163

CF163:                                            ; preds = %CF163, %CF170, %CF162
  %CF163.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF163.t1 = add i32 %CF163.t0, -1
  store volatile i32 %CF163.t1, i32* @stress_budget, align 4
  %CF163.t2 = icmp slt i32 %CF163.t1, 0
  br i1 %CF163.t2, label %stress_out, label %CF163.body
CF163.body:
  %L18 = load double, double* %PC, align 8
  store double 0x920DCEACCE0B002A, double* %PC, align 8
  %E19 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff20 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10>
  %I21 = insertelement <4 x i8> zeroinitializer, i8 63, i32 2
  %B22 = ashr <4 x i8> %I21, zeroinitializer
  %Tr = trunc <16 x i32> %B15 to <16 x i8>
  %Sl23 = select i1 true, i32* %Sl16, i32* %Sl16
  %Cmp24 = icmp slt i32 150659, %E12
  br i1 %Cmp24, label %CF163, label %CF170

CF170:                                            ; preds = %CF163
  %CF170.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF170.t1 = add i32 %CF170.t0, -1
  store volatile i32 %CF170.t1, i32* @stress_budget, align 4
  %CF170.t2 = icmp slt i32 %CF170.t1, 0
  br i1 %CF170.t2, label %stress_out, label %CF170.body
CF170.body:
  %L25 = load double, double* %PC, align 8
  store double 0x60D94C78BAD71BF6, double* %PC, align 8
  %E26 = extractelement <4 x i8> %I, i32 2
  %Shuff27 = shufflevector <8 x i64> %Shuff20, <8 x i64> %Shuff20, <8 x i32> <i32 zeroinitializer, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 1, i32 3>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 %E19, i32 3
  %Tr29 = trunc i32 %B9 to i1
  br i1 %Tr29, label %CF163, label %CF165

CF165:                                            ; preds = %CF165, %CF170
  %CF165.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF165.t1 = add i32 %CF165.t0, -1
  store volatile i32 %CF165.t1, i32* @stress_budget, align 4
  %CF165.t2 = icmp slt i32 %CF165.t1, 0
  br i1 %CF165.t2, label %stress_out, label %CF165.body
CF165.body:
  %Sl30 = select <16 x i1> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> zeroinitializer
  %L31 = load double, double* %PC, align 8
  store double %L11, double* %PC, align 8
  %E32 = extractelement <16 x i1> zeroinitializer, i32 7
  br i1 %E32, label %CF165, label %CF176

CF176:                                            ; preds = %CF165
  %CF176.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF176.t1 = add i32 %CF176.t0, -1
  store volatile i32 %CF176.t1, i32* @stress_budget, align 4
  %CF176.t2 = icmp slt i32 %CF176.t1, 0
  br i1 %CF176.t2, label %stress_out, label %CF176.body
CF176.body:
  %Shuff33 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %I8, <2 x i32> <i32 2, i32 0>
  %I34 = insertelement <16 x i8> %Tr, i8 %E19, i32 0
  %B35 = fmul double 0xEEC1DC60CCBF2FDE, %L18
  %Sl36 = select i1 %Cmp17, i64 403207, i64 -1
  %Cmp37 = icmp ult <16 x i32> %B15, %Sl30
  %L38 = load i8, i8* %0, align 1
  store i8 63, i8* %0, align 1
  %E39 = extractelement <16 x i32> %B15, i32 0
  %Shuff40 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 zeroinitializer, i32 1>
  %I41 = insertelement <16 x i32> %Shuff7, i32 %B9, i32 9
  %B42 = sdiv <4 x i8> zeroinitializer, zeroinitializer
  %Tr43 = trunc i64 238879 to i1
  br label %CF160

CF160:                                            ; preds = %CF160, %CF175, %CF176
  %CF160.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF160.t1 = add i32 %CF160.t0, -1
  store volatile i32 %CF160.t1, i32* @stress_budget, align 4
  %CF160.t2 = icmp slt i32 %CF160.t1, 0
  br i1 %CF160.t2, label %stress_out, label %CF160.body
CF160.body:
  %Sl44 = select i1 true, <16 x i1> zeroinitializer, <16 x i1> %I14
  %Cmp45 = icmp slt i1 %Sl, %Tr43
  br i1 %Cmp45, label %CF160, label %CF175

CF175:                                            ; preds = %CF160
  %CF175.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF175.t1 = add i32 %CF175.t0, -1
  store volatile i32 %CF175.t1, i32* @stress_budget, align 4
  %CF175.t2 = icmp slt i32 %CF175.t1, 0
  br i1 %CF175.t2, label %stress_out, label %CF175.body
CF175.body:
  %L46 = load double, double* %PC, align 8
  store double 0x1875F7141873EC92, double* %PC, align 8
  %E47 = extractelement <16 x i1> zeroinitializer, i32 11
  br i1 %E47, label %CF160, label %CF167

CF167:                                            ; preds = %CF175
  %CF167.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF167.t1 = add i32 %CF167.t0, -1
  store volatile i32 %CF167.t1, i32* @stress_budget, align 4
  %CF167.t2 = icmp slt i32 %CF167.t1, 0
  br i1 %CF167.t2, label %stress_out, label %CF167.body
CF167.body:
  %Shuff48 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff13, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I49 = insertelement <16 x i1> zeroinitializer, i1 true, i32 8
  %B50 = xor <4 x i8> %I21, %Shuff13
  %Sl51 = select i1 true, i16 26091, i16 26091
  %L52 = load double, double* %PC, align 8
  store double %L46, double* %A1, align 8
  %E53 = extractelement <2 x i8> %I8, i32 0
  %Shuff54 = shufflevector <4 x i8> %I21, <4 x i8> %B42, <4 x i32> <i32 5, i32 7, i32 1, i32 zeroinitializer>
  %I55 = insertelement <8 x i64> zeroinitializer, i64 238879, i32 7
  %B56 = sdiv <16 x i64> zeroinitializer, zeroinitializer
  %FC = uitofp i8 %L to float
  %Sl57 = select i1 true, float 0xC60A638E40000000, float %FC
  %L58 = load double, double* %PC, align 8
  store i8 %5, i8* %0, align 1
  %E59 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff60 = shufflevector <16 x i8> %Tr, <16 x i8> %I34, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21, i32 zeroinitializer, i32 25>
  %I61 = insertelement <16 x i32> %Sl30, i32 %E39, i32 13
  %B62 = shl i64 -1, %4
  %Tr63 = trunc <16 x i32> %I41 to <16 x i16>
  %Sl64 = select <16 x i1> %Shuff, <16 x i1> %Sl44, <16 x i1> %I49
  %Cmp65 = icmp ne i1 true, true
  br label %CF159

CF159:                                            ; preds = %CF159, %CF169, %CF164, %CF167
  %CF159.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF159.t1 = add i32 %CF159.t0, -1
  store volatile i32 %CF159.t1, i32* @stress_budget, align 4
  %CF159.t2 = icmp slt i32 %CF159.t1, 0
  br i1 %CF159.t2, label %stress_out, label %CF159.body
CF159.body:
  %L66 = load i8, i8* %0, align 1
  store i32 %3, i32* %Sl16, align 4
  %E67 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff68 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 7, i32 1, i32 3>
  %I69 = insertelement <16 x i1> %Shuff, i1 true, i32 15
  %B70 = frem float 0x40F0E894C0000000, 0xC7887A8C40000000
  %FC71 = uitofp i8 %5 to float
  %Sl72 = select i1 true, double 0xEEC1DC60CCBF2FDE, double 0xEEC1DC60CCBF2FDE
  %Cmp73 = icmp ult i1 true, %Cmp65
  br i1 %Cmp73, label %CF159, label %CF168

CF168:                                            ; preds = %CF168, %CF159
  %CF168.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF168.t1 = add i32 %CF168.t0, -1
  store volatile i32 %CF168.t1, i32* @stress_budget, align 4
  %CF168.t2 = icmp slt i32 %CF168.t1, 0
  br i1 %CF168.t2, label %stress_out, label %CF168.body
CF168.body:
  %L74 = load double, double* %PC, align 8
  store i64 %Sl36, i64* %A, align 4
  %E75 = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff76 = shufflevector <16 x i16> %Tr63, <16 x i16> %Tr63, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18>
  %I77 = insertelement <4 x i8> %Shuff13, i8 %L38, i32 2
  %B78 = urem i8 63, 63
  %Tr79 = trunc <16 x i16> %Tr63 to <16 x i8>
  %Sl80 = select i1 true, float* %A2, float* %A2
  %Cmp81 = icmp ule i1 %Cmp17, %Cmp45
  br i1 %Cmp81, label %CF168, label %CF169

CF169:                                            ; preds = %CF168
  %CF169.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF169.t1 = add i32 %CF169.t0, -1
  store volatile i32 %CF169.t1, i32* @stress_budget, align 4
  %CF169.t2 = icmp slt i32 %CF169.t1, 0
  br i1 %CF169.t2, label %stress_out, label %CF169.body
CF169.body:
  %L82 = load float, float* %Sl80, align 4
  store double %L31, double* %PC, align 8
  %E83 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff84 = shufflevector <4 x i8> %Shuff13, <4 x i8> %I21, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I85 = insertelement <16 x i64> zeroinitializer, i64 %4, i32 7
  %B86 = fsub float %L82, 0xC0B3F817C0000000
  %ZE = zext <16 x i1> %Shuff to <16 x i8>
  %Sl87 = select i1 %Cmp73, double %L58, double %L25
  %Cmp88 = icmp eq <4 x i8> %Shuff48, %I
  %L89 = load float, float* %Sl80, align 4
  store float %FC, float* %Sl80, align 4
  %E90 = extractelement <16 x i32> %I61, i32 12
  %Shuff91 = shufflevector <16 x i1> zeroinitializer, <16 x i1> %Cmp37, <16 x i32> <i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13>
  %I92 = insertelement <16 x i16> %Tr63, i16 -1, i32 1
  %FC93 = fptosi float 0xC7887A8C40000000 to i8
  %Sl94 = select i1 true, i32 %B9, i32 204519
  %Cmp95 = icmp ule <4 x i8> zeroinitializer, %B42
  %L96 = load float, float* %Sl80, align 4
  store double %L46, double* %PC, align 8
  %E97 = extractelement <16 x i64> zeroinitializer, i32 2
  %Shuff98 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I99 = insertelement <16 x i1> zeroinitializer, i1 %Cmp81, i32 7
  %B100 = xor <16 x i64> %B56, %B56
  %ZE101 = zext <16 x i1> %I69 to <16 x i16>
  %Sl102 = select i1 %Cmp65, <16 x i32> zeroinitializer, <16 x i32> zeroinitializer
  %Cmp103 = fcmp ueq double %L31, 0x8D291CC82F273446
  br i1 %Cmp103, label %CF159, label %CF164

CF164:                                            ; preds = %CF169
  %CF164.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF164.t1 = add i32 %CF164.t0, -1
  store volatile i32 %CF164.t1, i32* @stress_budget, align 4
  %CF164.t2 = icmp slt i32 %CF164.t1, 0
  br i1 %CF164.t2, label %stress_out, label %CF164.body
CF164.body:
  %L104 = load float, float* %Sl80, align 4
  store double 0x920DCEACCE0B002A, double* %PC, align 8
  %E105 = extractelement <4 x i8> %Shuff48, i32 1
  %Shuff106 = shufflevector <4 x i8> %Shuff54, <4 x i8> %Shuff68, <4 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I107 = insertelement <4 x i8> %B22, i8 %L, i32 2
  %PC108 = bitcast i32* %Sl23 to i1*
  %Sl109 = select i1 true, i1 %Cmp81, i1 %Tr43
  br i1 %Sl109, label %CF159, label %CF161

CF161:                                            ; preds = %CF161, %CF164
  %CF161.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF161.t1 = add i32 %CF161.t0, -1
  store volatile i32 %CF161.t1, i32* @stress_budget, align 4
  %CF161.t2 = icmp slt i32 %CF161.t1, 0
  br i1 %CF161.t2, label %stress_out, label %CF161.body
CF161.body:
  %Cmp110 = icmp eq <4 x i8> %Shuff106, %Shuff106
  %L111 = load double, double* %PC, align 8
  store float 0x40F0E894C0000000, float* %Sl80, align 4
  %E112 = extractelement <4 x i8> %B22, i32 1
  %Shuff113 = shufflevector <2 x i1> %Cmp, <2 x i1> %Cmp, <2 x i32> <i32 0, i32 2>
  %I114 = insertelement <4 x i1> %Cmp110, i1 true, i32 2
  %B115 = or <16 x i32> %Sl102, zeroinitializer
  %Tr116 = trunc <8 x i64> %Shuff20 to <8 x i16>
  %Sl117 = select i1 true, i32 %E12, i32 %3
  %Cmp118 = fcmp ord double %B35, %L25
  br i1 %Cmp118, label %CF161, label %CF172

CF172:                                            ; preds = %CF172, %CF161
  %CF172.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF172.t1 = add i32 %CF172.t0, -1
  store volatile i32 %CF172.t1, i32* @stress_budget, align 4
  %CF172.t2 = icmp slt i32 %CF172.t1, 0
  br i1 %CF172.t2, label %stress_out, label %CF172.body
CF172.body:
  %L119 = load float, float* %Sl80, align 4
  store double %L18, double* %PC, align 8
  %E120 = extractelement <16 x i32> zeroinitializer, i32 6
  %Shuff121 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21, i32 23>
  %I122 = insertelement <4 x i8> %Shuff68, i8 %B78, i32 3
  %FC123 = fptosi float %L89 to i16
  %Sl124 = select i1 %Cmp103, i16 %E75, i16 %FC123
  %Cmp125 = icmp uge <2 x i1> %Shuff40, %Shuff40
  %L126 = load double, double* %PC, align 8
  store i8 %L38, i8* %0, align 1
  %E127 = extractelement <16 x i8> %Tr79, i32 12
  %Shuff128 = shufflevector <4 x i1> %Cmp95, <4 x i1> %Cmp88, <4 x i32> <i32 7, i32 1, i32 3, i32 zeroinitializer>
  %I129 = insertelement <4 x i8> %Shuff54, i8 63, i32 1
  %B130 = frem float 0xC60A638E40000000, %FC
  %ZE131 = zext <16 x i1> zeroinitializer to <16 x i64>
  %Sl132 = select i1 true, i1 %Sl, i1 %Cmp17
  br i1 %Sl132, label %CF172, label %CF173

CF173:                                            ; preds = %CF172
  %CF173.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF173.t1 = add i32 %CF173.t0, -1
  store volatile i32 %CF173.t1, i32* @stress_budget, align 4
  %CF173.t2 = icmp slt i32 %CF173.t1, 0
  br i1 %CF173.t2, label %stress_out, label %CF173.body
CF173.body:
  %Cmp133 = icmp eq <16 x i64> zeroinitializer, %ZE131
  %L134 = load i8, i8* %0, align 1
  store i1 %Cmp24, i1* %PC108, align 1
  %E135 = extractelement <4 x i1> %Cmp88, i32 2
  br label %CF158

CF158:                                            ; preds = %CF173
  %CF158.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF158.t1 = add i32 %CF158.t0, -1
  store volatile i32 %CF158.t1, i32* @stress_budget, align 4
  %CF158.t2 = icmp slt i32 %CF158.t1, 0
  br i1 %CF158.t2, label %stress_out, label %CF158.body
CF158.body:
  %Shuff136 = shufflevector <4 x i8> %Shuff68, <4 x i8> %Shuff13, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 7>
  %I137 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 3
  %B138 = shl <4 x i16> zeroinitializer, zeroinitializer
  %FC139 = sitofp <4 x i8> %Shuff13 to <4 x float>
  %Sl140 = select i1 true, i8* %Sl10, i8* %0
  %Cmp141 = icmp slt i8 63, %E59
  br label %CF

CF:                                               ; preds = %CF, %CF174, %CF158
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %L142 = load float, float* %Sl80, align 4
  store float %B130, float* %Sl80, align 4
  %E143 = extractelement <16 x i64> %B56, i32 0
  %Shuff144 = shufflevector <16 x i32> %Shuff7, <16 x i32> zeroinitializer, <16 x i32> <i32 19, i32 21, i32 23, i32 zeroinitializer, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I145 = insertelement <16 x i32> %B, i32 %3, i32 5
  %B146 = xor i8 %E83, %E19
  %PC147 = bitcast i8* %Sl140 to float*
  %Sl148 = select i1 %Cmp118, i32 %B9, i32 204519
  %Cmp149 = icmp sge <16 x i1> %I49, %Cmp37
  %L150 = load double, double* %PC, align 8
  store float %FC, float* %PC147, align 4
  %E151 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff152 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %I61, <16 x i32> <i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 zeroinitializer, i32 20, i32 zeroinitializer, i32 24, i32 26, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 4, i32 zeroinitializer>
  %I153 = insertelement <16 x i1> %I99, i1 %Cmp65, i32 10
  %B154 = lshr <4 x i8> zeroinitializer, %Shuff68
  %FC155 = uitofp <8 x i64> %I137 to <8 x float>
  %Sl156 = select i1 true, i1 %Sl, i1 %Cmp103
  br i1 %Sl156, label %CF, label %CF174

CF174:                                            ; preds = %CF
  %CF174.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF174.t1 = add i32 %CF174.t0, -1
  store volatile i32 %CF174.t1, i32* @stress_budget, align 4
  %CF174.t2 = icmp slt i32 %CF174.t1, 0
  br i1 %CF174.t2, label %stress_out, label %CF174.body
CF174.body:
  %Cmp157 = icmp sge i8 %E105, %L
  br i1 %Cmp157, label %CF, label %CF166

CF166:                                            ; preds = %CF174
  %CF166.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF166.t1 = add i32 %CF166.t0, -1
  store volatile i32 %CF166.t1, i32* @stress_budget, align 4
  %CF166.t2 = icmp slt i32 %CF166.t1, 0
  br i1 %CF166.t2, label %stress_out, label %CF166.body
CF166.body:
  store i8 %E19, i8* %Sl140, align 1
  store i8 63, i8* %0, align 1
  store i8 63, i8* %Sl140, align 1
  store double %L111, double* %PC, align 8
  store float 0xC60A638E40000000, float* %Sl80, align 4
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
