; Known failure (not run by CI): llvm-stress -seed=1158 -size=200, rv64, as tests/stress.sh sanitizes it.
; tests/stress.sh --files THIS: spillway alloc exits 3 (checker, post-ra: use reads the wrong value at
; a fmodf call); with --alloc-args --no-check the program prints what LLVM's build prints.
; Reduced: checker-call-arg-after-soft-reload.rv64.ll.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to <2 x i1>*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to <16 x i16>*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to <2 x i8>*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to <8 x float>*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to <16 x double>*
  %L = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E = extractelement <4 x i1> zeroinitializer, i32 0
  br label %CF157

CF157:                                            ; preds = %BB
  %CF157.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF157.t1 = add i32 %CF157.t0, -1
  store volatile i32 %CF157.t1, i32* @stress_budget, align 4
  %CF157.t2 = icmp slt i32 %CF157.t1, 0
  br i1 %CF157.t2, label %stress_out, label %CF157.body
CF157.body:
  %Shuff = shufflevector <8 x i16> zeroinitializer, <8 x i16> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I = insertelement <8 x i8> zeroinitializer, i8 %L, i32 5
  %B = udiv i64 203451, 240963
  %Se = sext i8 %L to i32
  %Sl = select i1 true, <8 x float>* %A1, <8 x float>* %A1
  %L5 = load <8 x float>, <8 x float>* %Sl, align 32
  store i64 %4, i64* %2, align 4
  %E6 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> %I, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer>
  %I8 = insertelement <8 x i16> %Shuff, i16 -20333, i32 3
  %ZE = zext i8 -1 to i64
  %Sl9 = select i1 false, <8 x float>* %A1, <8 x float>* %Sl
  %Cmp = icmp ne i64 %B, %ZE
  br label %CF154

CF154:                                            ; preds = %CF154, %CF157
  %CF154.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF154.t1 = add i32 %CF154.t0, -1
  store volatile i32 %CF154.t1, i32* @stress_budget, align 4
  %CF154.t2 = icmp slt i32 %CF154.t1, 0
  br i1 %CF154.t2, label %stress_out, label %CF154.body
CF154.body:
  %L10 = load i32, i32* %1, align 4
  store <8 x float> %L5, <8 x float>* %Sl, align 32
  %E11 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E11, label %CF154, label %CF158

CF158:                                            ; preds = %CF158, %CF163, %CF154
  %CF158.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF158.t1 = add i32 %CF158.t0, -1
  store volatile i32 %CF158.t1, i32* @stress_budget, align 4
  %CF158.t2 = icmp slt i32 %CF158.t1, 0
  br i1 %CF158.t2, label %stress_out, label %CF158.body
CF158.body:
  %Shuff12 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 zeroinitializer>
  %I13 = insertelement <4 x i16> zeroinitializer, i16 %E6, i32 1
  %B14 = and <8 x i32> zeroinitializer, zeroinitializer
  %FC = sitofp <16 x i1> zeroinitializer to <16 x float>
  %Sl15 = select i1 %E11, i1 %Cmp, i1 true
  br i1 %Sl15, label %CF158, label %CF163

CF163:                                            ; preds = %CF158
  %CF163.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF163.t1 = add i32 %CF163.t0, -1
  store volatile i32 %CF163.t1, i32* @stress_budget, align 4
  %CF163.t2 = icmp slt i32 %CF163.t1, 0
  br i1 %CF163.t2, label %stress_out, label %CF163.body
CF163.body:
  %Cmp16 = icmp uge <1 x i16> zeroinitializer, zeroinitializer
  %L17 = load <8 x float>, <8 x float>* %Sl, align 32
  store <8 x float> %L17, <8 x float>* %Sl, align 32
  %E18 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff19 = shufflevector <8 x i16> %Shuff, <8 x i16> %Shuff, <8 x i32> <i32 zeroinitializer, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I20 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 3
  %B21 = sdiv i8 %L, %L
  %ZE22 = zext <8 x i16> %I8 to <8 x i32>
  %Sl23 = select i1 false, i64 203451, i64 0
  %L24 = load <8 x float>, <8 x float>* %Sl, align 32
  store i8 %B21, i8* %0, align 1
  %E25 = extractelement <4 x i16> zeroinitializer, i32 3
  %Shuff26 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 2, i32 zeroinitializer, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0>
  %I27 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 4
  %B28 = lshr i32 %L10, %3
  %Sl29 = select i1 false, i32 %B28, i32 179331
  %Cmp30 = icmp sge <8 x i8> %I, %Shuff26
  %L31 = load <8 x float>, <8 x float>* %Sl, align 32
  store i8 -1, i8* %0, align 1
  %E32 = extractelement <8 x i1> %Cmp30, i32 7
  br i1 %E32, label %CF158, label %CF162

CF162:                                            ; preds = %CF162, %CF163
  %CF162.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF162.t1 = add i32 %CF162.t0, -1
  store volatile i32 %CF162.t1, i32* @stress_budget, align 4
  %CF162.t2 = icmp slt i32 %CF162.t1, 0
  br i1 %CF162.t2, label %stress_out, label %CF162.body
CF162.body:
  %Shuff33 = shufflevector <8 x i32> %ZE22, <8 x i32> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I34 = insertelement <8 x i8> %Shuff7, i8 %B21, i32 4
  %B35 = lshr <8 x i8> zeroinitializer, %I
  %Se36 = sext <8 x i8> %I34 to <8 x i64>
  %Sl37 = select i1 %E, i16 -20333, i16 -20333
  %Cmp38 = fcmp ugt <8 x float> %L24, %L5
  %L39 = load i8, i8* %0, align 1
  store i8 %B21, i8* %0, align 1
  %E40 = extractelement <2 x i32> zeroinitializer, i32 1
  %Shuff41 = shufflevector <8 x i8> %I27, <8 x i8> %I, <8 x i32> <i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I42 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 6
  %FC43 = fptoui float 0x3D1E73A240000000 to i16
  %Sl44 = select <4 x i1> zeroinitializer, <4 x i64> zeroinitializer, <4 x i64> zeroinitializer
  %Cmp45 = fcmp ugt <8 x float> %L24, %L5
  %L46 = load i8, i8* %0, align 1
  store i8 %B21, i8* %0, align 1
  %E47 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff48 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 zeroinitializer>
  %I49 = insertelement <8 x i8> zeroinitializer, i8 %L39, i32 5
  %BC = bitcast <8 x i32> zeroinitializer to <8 x float>
  %Sl50 = select i1 %E32, i32 179331, i32 180687
  %Cmp51 = icmp ugt i1 true, false
  br i1 %Cmp51, label %CF162, label %CF168

CF168:                                            ; preds = %CF162
  %CF168.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF168.t1 = add i32 %CF168.t0, -1
  store volatile i32 %CF168.t1, i32* @stress_budget, align 4
  %CF168.t2 = icmp slt i32 %CF168.t1, 0
  br i1 %CF168.t2, label %stress_out, label %CF168.body
CF168.body:
  %L52 = load <8 x float>, <8 x float>* %Sl9, align 32
  store i8 -1, i8* %0, align 1
  %E53 = extractelement <8 x i32> %ZE22, i32 0
  %Shuff54 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 zeroinitializer, i32 27, i32 29, i32 zeroinitializer, i32 1>
  %I55 = insertelement <8 x i8> zeroinitializer, i8 %L39, i32 5
  %B56 = sdiv i64 203451, 0
  %PC = bitcast <16 x i16>* %A3 to float*
  %Sl57 = select i1 false, i1 true, i1 false
  br label %CF153

CF153:                                            ; preds = %CF153, %CF160, %CF159, %CF168
  %CF153.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF153.t1 = add i32 %CF153.t0, -1
  store volatile i32 %CF153.t1, i32* @stress_budget, align 4
  %CF153.t2 = icmp slt i32 %CF153.t1, 0
  br i1 %CF153.t2, label %stress_out, label %CF153.body
CF153.body:
  %Cmp58 = icmp uge <8 x i32> zeroinitializer, %B14
  %L59 = load float, float* %PC, align 4
  store float %L59, float* %PC, align 4
  %E60 = extractelement <2 x i16> zeroinitializer, i32 1
  %Shuff61 = shufflevector <8 x i32> %Shuff48, <8 x i32> %Shuff33, <8 x i32> <i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I62 = insertelement <4 x i16> zeroinitializer, i16 -20333, i32 2
  %B63 = mul i32 %3, %B28
  %Sl64 = select i1 false, <8 x i8> %I42, <8 x i8> %I20
  %Cmp65 = icmp ugt <8 x i8> zeroinitializer, zeroinitializer
  %L66 = load float, float* %PC, align 4
  store i8 %5, i8* %0, align 1
  %E67 = extractelement <16 x i1> zeroinitializer, i32 11
  br i1 %E67, label %CF153, label %CF160

CF160:                                            ; preds = %CF153
  %CF160.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF160.t1 = add i32 %CF160.t0, -1
  store volatile i32 %CF160.t1, i32* @stress_budget, align 4
  %CF160.t2 = icmp slt i32 %CF160.t1, 0
  br i1 %CF160.t2, label %stress_out, label %CF160.body
CF160.body:
  %Shuff68 = shufflevector <8 x i1> %Cmp58, <8 x i1> %Cmp30, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12>
  %I69 = insertelement <8 x i16> %Shuff, i16 %E6, i32 0
  %B70 = frem <8 x float> %L52, %BC
  %Se71 = sext <4 x i1> zeroinitializer to <4 x i8>
  %Sl72 = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %L73 = load <8 x float>, <8 x float>* %Sl, align 32
  store <8 x float> %B70, <8 x float>* %Sl, align 32
  %E74 = extractelement <8 x i16> zeroinitializer, i32 5
  %Shuff75 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 2, i32 zeroinitializer, i32 6>
  %I76 = insertelement <8 x i32> %Shuff61, i32 %Sl50, i32 2
  %FC77 = uitofp i16 -20333 to float
  %Sl78 = select <16 x i1> zeroinitializer, <16 x i8> %Shuff54, <16 x i8> zeroinitializer
  %L79 = load <8 x float>, <8 x float>* %Sl, align 32
  store float 0x381A799E40000000, float* %PC, align 4
  %E80 = extractelement <4 x i64> %Sl44, i32 3
  %Shuff81 = shufflevector <8 x i32> %Shuff33, <8 x i32> %B14, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 zeroinitializer, i32 4>
  %I82 = insertelement <8 x i32> %ZE22, i32 124999, i32 0
  %B83 = udiv <8 x i32> %Shuff81, %B14
  %Tr = trunc i16 %E60 to i8
  %Sl84 = select i1 %Sl57, i1 true, i1 %E
  br i1 %Sl84, label %CF153, label %CF159

CF159:                                            ; preds = %CF160
  %CF159.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF159.t1 = add i32 %CF159.t0, -1
  store volatile i32 %CF159.t1, i32* @stress_budget, align 4
  %CF159.t2 = icmp slt i32 %CF159.t1, 0
  br i1 %CF159.t2, label %stress_out, label %CF159.body
CF159.body:
  %Cmp85 = icmp ne <16 x i8> %Sl78, %Shuff54
  %L86 = load float, float* %PC, align 4
  store <8 x float> %L5, <8 x float>* %Sl, align 32
  %E87 = extractelement <8 x float> %L5, i32 1
  %Shuff88 = shufflevector <8 x i1> %Cmp38, <8 x i1> %Cmp30, <8 x i32> <i32 zeroinitializer, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10>
  %I89 = insertelement <8 x i32> zeroinitializer, i32 %3, i32 6
  %BC90 = bitcast i64 203451 to double
  %Sl91 = select i1 true, i16 -20333, i16 %FC43
  %Cmp92 = icmp ne i1 %Cmp51, %E32
  br i1 %Cmp92, label %CF153, label %CF155

CF155:                                            ; preds = %CF155, %CF165, %CF164, %CF166, %CF159
  %CF155.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF155.t1 = add i32 %CF155.t0, -1
  store volatile i32 %CF155.t1, i32* @stress_budget, align 4
  %CF155.t2 = icmp slt i32 %CF155.t1, 0
  br i1 %CF155.t2, label %stress_out, label %CF155.body
CF155.body:
  %L93 = load float, float* %PC, align 4
  store i8 %L, i8* %0, align 1
  %E94 = extractelement <8 x i8> %I49, i32 6
  %Shuff95 = shufflevector <8 x i8> %Shuff26, <8 x i8> %I20, <8 x i32> <i32 1, i32 zeroinitializer, i32 5, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15>
  %I96 = insertelement <8 x i1> %Cmp65, i1 %E32, i32 3
  %ZE97 = zext i1 %Cmp to i8
  %Sl98 = select i1 false, i64 %4, i64 %B56
  %Cmp99 = icmp sge <8 x i1> %Cmp65, %Cmp38
  %L100 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E101 = extractelement <8 x i1> %Cmp45, i32 4
  br i1 %E101, label %CF155, label %CF165

CF165:                                            ; preds = %CF155
  %CF165.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF165.t1 = add i32 %CF165.t0, -1
  store volatile i32 %CF165.t1, i32* @stress_budget, align 4
  %CF165.t2 = icmp slt i32 %CF165.t1, 0
  br i1 %CF165.t2, label %stress_out, label %CF165.body
CF165.body:
  %Shuff102 = shufflevector <8 x i1> %Cmp30, <8 x i1> %Cmp30, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 zeroinitializer, i32 5>
  %I103 = insertelement <8 x float> %L17, float %L86, i32 1
  %Tr104 = trunc <8 x i32> zeroinitializer to <8 x i8>
  %Sl105 = select i1 %Cmp51, i32 %Se, i32 %Sl50
  %Cmp106 = icmp sgt i16 %Sl91, %E25
  br i1 %Cmp106, label %CF155, label %CF164

CF164:                                            ; preds = %CF165
  %CF164.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF164.t1 = add i32 %CF164.t0, -1
  store volatile i32 %CF164.t1, i32* @stress_budget, align 4
  %CF164.t2 = icmp slt i32 %CF164.t1, 0
  br i1 %CF164.t2, label %stress_out, label %CF164.body
CF164.body:
  %L107 = load i8, i8* %0, align 1
  store <8 x float> %L5, <8 x float>* %Sl, align 32
  %E108 = extractelement <8 x i8> %Tr104, i32 4
  %Shuff109 = shufflevector <16 x i1> zeroinitializer, <16 x i1> zeroinitializer, <16 x i32> <i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 zeroinitializer, i32 23, i32 zeroinitializer, i32 27, i32 29>
  %I110 = insertelement <8 x float> %L79, float %L86, i32 1
  %B111 = or <4 x i16> %I13, zeroinitializer
  %FC112 = sitofp <2 x i16> zeroinitializer to <2 x double>
  %Sl113 = select i1 %E67, <8 x i8> %I20, <8 x i8> %I
  %Cmp114 = icmp ugt i64 %Sl98, -1
  br i1 %Cmp114, label %CF155, label %CF161

CF161:                                            ; preds = %CF161, %CF164
  %CF161.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF161.t1 = add i32 %CF161.t0, -1
  store volatile i32 %CF161.t1, i32* @stress_budget, align 4
  %CF161.t2 = icmp slt i32 %CF161.t1, 0
  br i1 %CF161.t2, label %stress_out, label %CF161.body
CF161.body:
  %L115 = load i8, i8* %0, align 1
  store float %L93, float* %PC, align 4
  %E116 = extractelement <8 x i16> %Shuff, i32 7
  %Shuff117 = shufflevector <16 x i1> %Shuff109, <16 x i1> %Shuff109, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 18, i32 20, i32 22, i32 24>
  %I118 = insertelement <4 x i16> zeroinitializer, i16 %E60, i32 0
  %B119 = ashr i16 %E116, -20333
  %Sl120 = select i1 %E, i32 179331, i32 %B63
  %Cmp121 = icmp ule <8 x i16> zeroinitializer, zeroinitializer
  %L122 = load i8, i8* %0, align 1
  store i8 %ZE97, i8* %0, align 1
  %E123 = extractelement <8 x i16> %Shuff, i32 7
  %Shuff124 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 zeroinitializer, i32 0>
  %I125 = insertelement <8 x i16> %Shuff, i16 %E116, i32 0
  %B126 = fadd <8 x float> %B70, %L5
  %Se127 = sext <8 x i1> %Cmp38 to <8 x i16>
  %Sl128 = select <16 x i1> %Shuff12, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp129 = icmp slt i1 %Sl57, %Cmp51
  br i1 %Cmp129, label %CF161, label %CF166

CF166:                                            ; preds = %CF161
  %CF166.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF166.t1 = add i32 %CF166.t0, -1
  store volatile i32 %CF166.t1, i32* @stress_budget, align 4
  %CF166.t2 = icmp slt i32 %CF166.t1, 0
  br i1 %CF166.t2, label %stress_out, label %CF166.body
CF166.body:
  %L130 = load <8 x float>, <8 x float>* %Sl, align 32
  store i8 %L, i8* %0, align 1
  %E131 = extractelement <8 x i1> %Shuff88, i32 6
  br i1 %E131, label %CF155, label %CF156

CF156:                                            ; preds = %CF156, %CF166
  %CF156.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF156.t1 = add i32 %CF156.t0, -1
  store volatile i32 %CF156.t1, i32* @stress_budget, align 4
  %CF156.t2 = icmp slt i32 %CF156.t1, 0
  br i1 %CF156.t2, label %stress_out, label %CF156.body
CF156.body:
  %Shuff132 = shufflevector <8 x float> %L130, <8 x float> %L17, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I133 = insertelement <8 x i16> zeroinitializer, i16 %E18, i32 3
  %B134 = and <8 x i16> %I125, %Shuff
  %FC135 = fptosi <8 x float> %L17 to <8 x i64>
  %Sl136 = select i1 %Cmp106, i32 %Se, i32 %3
  %Cmp137 = icmp slt <8 x i32> %B83, zeroinitializer
  %L138 = load <8 x float>, <8 x float>* %Sl, align 32
  store i8 %B21, i8* %0, align 1
  %E139 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff140 = shufflevector <2 x double> %FC112, <2 x double> %FC112, <2 x i32> <i32 3, i32 1>
  %I141 = insertelement <8 x i1> %Cmp45, i1 true, i32 1
  %B142 = fsub <8 x float> %L73, %B70
  %Tr143 = trunc <2 x i32> %Shuff124 to <2 x i16>
  %Sl144 = select <8 x i1> %Cmp121, <8 x i8> %Shuff26, <8 x i8> %I49
  %Cmp145 = icmp sgt i1 %Cmp106, %E
  br i1 %Cmp145, label %CF156, label %CF169

CF169:                                            ; preds = %CF156
  %CF169.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF169.t1 = add i32 %CF169.t0, -1
  store volatile i32 %CF169.t1, i32* @stress_budget, align 4
  %CF169.t2 = icmp slt i32 %CF169.t1, 0
  br i1 %CF169.t2, label %stress_out, label %CF169.body
CF169.body:
  %L146 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E147 = extractelement <8 x i8> %Shuff41, i32 6
  %Shuff148 = shufflevector <8 x i8> %I20, <8 x i8> %I34, <8 x i32> <i32 9, i32 zeroinitializer, i32 13, i32 15, i32 zeroinitializer, i32 zeroinitializer, i32 5, i32 7>
  %I149 = insertelement <4 x i16> zeroinitializer, i16 %E123, i32 3
  %Tr150 = trunc i8 %L39 to i1
  br label %CF

CF:                                               ; preds = %CF, %CF169
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %Sl151 = select <8 x i1> %I141, <8 x float> %L73, <8 x float> %L17
  %Cmp152 = icmp ule i32 %Sl50, 179331
  br i1 %Cmp152, label %CF, label %CF167

CF167:                                            ; preds = %CF
  %CF167.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF167.t1 = add i32 %CF167.t0, -1
  store volatile i32 %CF167.t1, i32* @stress_budget, align 4
  %CF167.t2 = icmp slt i32 %CF167.t1, 0
  br i1 %CF167.t2, label %stress_out, label %CF167.body
CF167.body:
  store i8 %L146, i8* %0, align 1
  store i8 %Tr, i8* %0, align 1
  store float %FC77, float* %PC, align 4
  store i8 %Tr, i8* %0, align 1
  store i8 %B21, i8* %0, align 1
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
