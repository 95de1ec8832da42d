; Regression (run by CI, was a known failure): llvm-stress -seed=3109 -size=1500, rv32, as tests/stress.sh sanitizes it.
; tests/stress.sh --files THIS: spillway alloc exits 3 (checker, post-ra: bb.20 'allocated instruction matches
; neither the next instruction before allocation (%4617 = ADDI $x0, -248) nor ...': identical remat defs
; %153/%4618 = LUI 538272 around it); with --alloc-args --no-check the program prints what LLVM's build prints.
; Found 2026-11-22 (branch frame). Fixed: the checker's deleted-twin rule looks ahead over the
; run of rematerialisable definitions (%154 ADDI, %153 LUI, %4617 ADDI, %4618 LUI), not only the next one.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to i64*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to i8*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to i1*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to i64*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to i8*
  %L = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff = shufflevector <16 x i16> zeroinitializer, <16 x i16> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 zeroinitializer, i32 24, i32 26, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 4>
  %I = insertelement <4 x i8> zeroinitializer, i8 -89, i32 0
  %B = ashr i64 494063, 494063
  %Tr = trunc i64 515723 to i32
  %Sl = select i1 true, i1 true, i1 true
  br label %CF1265

CF1265:                                           ; preds = %CF1265, %CF1422, %CF1368, %CF1300, %CF1354, %BB
  %CF1265.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1265.t1 = add i32 %CF1265.t0, -1
  store volatile i32 %CF1265.t1, i32* @stress_budget, align 4
  %CF1265.t2 = icmp slt i32 %CF1265.t1, 0
  br i1 %CF1265.t2, label %stress_out, label %CF1265.body
CF1265.body:
  %Cmp = icmp slt i8 -1, -89
  br i1 %Cmp, label %CF1265, label %CF1422

CF1422:                                           ; preds = %CF1265
  %CF1422.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1422.t1 = add i32 %CF1422.t0, -1
  store volatile i32 %CF1422.t1, i32* @stress_budget, align 4
  %CF1422.t2 = icmp slt i32 %CF1422.t1, 0
  br i1 %CF1422.t2, label %stress_out, label %CF1422.body
CF1422.body:
  %L5 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E6 = extractelement <16 x i32> zeroinitializer, i32 9
  %Shuff7 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I8 = insertelement <8 x i16> zeroinitializer, i16 0, i32 6
  %B9 = sub <4 x i8> zeroinitializer, zeroinitializer
  %FC = fptosi double 0x6095E734B0932CB2 to i64
  %Sl10 = select i1 %Sl, i64* %A4, i64* %2
  %Cmp11 = fcmp ogt double 0x7AADFF4C46ABC0CA, 0x6095E734B0932CB2
  br i1 %Cmp11, label %CF1265, label %CF1368

CF1368:                                           ; preds = %CF1422
  %CF1368.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1368.t1 = add i32 %CF1368.t0, -1
  store volatile i32 %CF1368.t1, i32* @stress_budget, align 4
  %CF1368.t2 = icmp slt i32 %CF1368.t1, 0
  br i1 %CF1368.t2, label %stress_out, label %CF1368.body
CF1368.body:
  %L12 = load i64, i64* %Sl10, align 4
  store i64 515723, i64* %Sl10, align 4
  %E13 = extractelement <4 x i32> %Shuff7, i32 0
  %Shuff14 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21, i32 23, i32 25>
  %I15 = insertelement <16 x i32> zeroinitializer, i32 %E13, i32 13
  %B16 = add i64 377655, 515723
  %Tr17 = trunc i32 202475 to i1
  br i1 %Tr17, label %CF1265, label %CF1300

CF1300:                                           ; preds = %CF1368
  %CF1300.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1300.t1 = add i32 %CF1300.t0, -1
  store volatile i32 %CF1300.t1, i32* @stress_budget, align 4
  %CF1300.t2 = icmp slt i32 %CF1300.t1, 0
  br i1 %CF1300.t2, label %stress_out, label %CF1300.body
CF1300.body:
  %Sl18 = select i1 true, i1* %A2, i1* %A2
  %Cmp19 = icmp ult <16 x i16> zeroinitializer, zeroinitializer
  %L20 = load i64, i64* %Sl10, align 4
  store i64 494063, i64* %Sl10, align 4
  %E21 = extractelement <8 x i16> zeroinitializer, i32 6
  %Shuff22 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %Shuff14, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15>
  %I23 = insertelement <16 x i32> zeroinitializer, i32 %E6, i32 3
  %B24 = ashr i32 %Tr, 202475
  %Se = sext i16 0 to i64
  %Sl25 = select i1 %Sl, i8 %5, i8 -89
  %Cmp26 = icmp slt i64 %Se, %4
  br i1 %Cmp26, label %CF1265, label %CF1267

CF1267:                                           ; preds = %CF1267, %CF1300
  %CF1267.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1267.t1 = add i32 %CF1267.t0, -1
  store volatile i32 %CF1267.t1, i32* @stress_budget, align 4
  %CF1267.t2 = icmp slt i32 %CF1267.t1, 0
  br i1 %CF1267.t2, label %stress_out, label %CF1267.body
CF1267.body:
  %L27 = load i8, i8* %0, align 1
  store i1 %Tr17, i1* %Sl18, align 1
  %E28 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff29 = shufflevector <4 x i32> %Shuff7, <4 x i32> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I30 = insertelement <16 x i32> zeroinitializer, i32 %B24, i32 2
  %B31 = add <16 x i32> %Shuff14, %Shuff14
  %FC32 = fptosi float 0xC26EEF92C0000000 to i64
  %Sl33 = select i1 %Cmp26, i64 %FC32, i64 %B
  %Cmp34 = icmp ult i32 202475, %E6
  br i1 %Cmp34, label %CF1267, label %CF1354

CF1354:                                           ; preds = %CF1267
  %CF1354.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1354.t1 = add i32 %CF1354.t0, -1
  store volatile i32 %CF1354.t1, i32* @stress_budget, align 4
  %CF1354.t2 = icmp slt i32 %CF1354.t1, 0
  br i1 %CF1354.t2, label %stress_out, label %CF1354.body
CF1354.body:
  %L35 = load i64, i64* %A4, align 4
  store i64 494063, i64* %Sl10, align 4
  %E36 = extractelement <16 x i32> zeroinitializer, i32 4
  %Shuff37 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I38 = insertelement <4 x i8> zeroinitializer, i8 %Sl25, i32 1
  %B39 = add i32 %E, %E36
  %FC40 = sitofp <4 x i32> %Shuff29 to <4 x float>
  %Sl41 = select i1 %Sl, i64 %Se, i64 377655
  %Cmp42 = icmp slt i64 %B16, %B16
  br i1 %Cmp42, label %CF1265, label %CF1266

CF1266:                                           ; preds = %CF1266, %CF1357, %CF1333, %CF1408, %CF1354
  %CF1266.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1266.t1 = add i32 %CF1266.t0, -1
  store volatile i32 %CF1266.t1, i32* @stress_budget, align 4
  %CF1266.t2 = icmp slt i32 %CF1266.t1, 0
  br i1 %CF1266.t2, label %stress_out, label %CF1266.body
CF1266.body:
  %L43 = load i64, i64* %Sl10, align 4
  store i64 %B16, i64* %Sl10, align 4
  %E44 = extractelement <16 x i32> zeroinitializer, i32 2
  %Shuff45 = shufflevector <16 x i16> %Shuff, <16 x i16> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 zeroinitializer>
  %I46 = insertelement <4 x i32> zeroinitializer, i32 227899, i32 3
  %B47 = urem i8 %Sl25, %5
  %Se48 = sext i16 10483 to i64
  %Sl49 = select i1 true, i8 %B47, i8 %L
  %Cmp50 = icmp uge i1 %Cmp, true
  br i1 %Cmp50, label %CF1266, label %CF1357

CF1357:                                           ; preds = %CF1266
  %CF1357.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1357.t1 = add i32 %CF1357.t0, -1
  store volatile i32 %CF1357.t1, i32* @stress_budget, align 4
  %CF1357.t2 = icmp slt i32 %CF1357.t1, 0
  br i1 %CF1357.t2, label %stress_out, label %CF1357.body
CF1357.body:
  %L51 = load i8, i8* %0, align 1
  store i64 377655, i64* %Sl10, align 4
  %E52 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff53 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I46, <4 x i32> <i32 zeroinitializer, i32 6, i32 0, i32 zeroinitializer>
  %I54 = insertelement <1 x i32> zeroinitializer, i32 %E52, i32 0
  %B55 = xor <16 x i32> zeroinitializer, zeroinitializer
  %PC = bitcast i64* %A4 to i32*
  %Sl56 = select i1 %Sl, <2 x i1> zeroinitializer, <2 x i1> %Shuff37
  %Cmp57 = icmp slt i64 %Se, %FC
  br i1 %Cmp57, label %CF1266, label %CF1322

CF1322:                                           ; preds = %CF1322, %CF1357
  %CF1322.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1322.t1 = add i32 %CF1322.t0, -1
  store volatile i32 %CF1322.t1, i32* @stress_budget, align 4
  %CF1322.t2 = icmp slt i32 %CF1322.t1, 0
  br i1 %CF1322.t2, label %stress_out, label %CF1322.body
CF1322.body:
  %L58 = load i8, i8* %0, align 1
  store i32 %E52, i32* %PC, align 4
  %E59 = extractelement <4 x i32> %Shuff53, i32 3
  %Shuff60 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff45, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 zeroinitializer, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24>
  %I61 = insertelement <4 x i32> %Shuff7, i32 202475, i32 0
  %B62 = sub i32 %E13, %B24
  %Tr63 = trunc i32 %E36 to i1
  br i1 %Tr63, label %CF1322, label %CF1333

CF1333:                                           ; preds = %CF1322
  %CF1333.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1333.t1 = add i32 %CF1333.t0, -1
  store volatile i32 %CF1333.t1, i32* @stress_budget, align 4
  %CF1333.t2 = icmp slt i32 %CF1333.t1, 0
  br i1 %CF1333.t2, label %stress_out, label %CF1333.body
CF1333.body:
  %Sl64 = select <16 x i1> %Cmp19, <16 x i1> %Cmp19, <16 x i1> %Cmp19
  %Cmp65 = icmp sge <8 x i16> zeroinitializer, zeroinitializer
  %L66 = load i64, i64* %Sl10, align 4
  store i64 494063, i64* %Sl10, align 4
  %E67 = extractelement <8 x i16> zeroinitializer, i32 6
  %Shuff68 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I69 = insertelement <16 x i1> %Sl64, i1 %Cmp11, i32 7
  %B70 = xor i64 377655, 515723
  %Tr71 = trunc <16 x i32> zeroinitializer to <16 x i1>
  %Sl72 = select i1 true, i1 true, i1 true
  br i1 %Sl72, label %CF1266, label %CF1306

CF1306:                                           ; preds = %CF1306, %CF1333
  %CF1306.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1306.t1 = add i32 %CF1306.t0, -1
  store volatile i32 %CF1306.t1, i32* @stress_budget, align 4
  %CF1306.t2 = icmp slt i32 %CF1306.t1, 0
  br i1 %CF1306.t2, label %stress_out, label %CF1306.body
CF1306.body:
  %L73 = load i8, i8* %0, align 1
  store i32 %B24, i32* %PC, align 4
  %E74 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff75 = shufflevector <4 x i32> %Shuff29, <4 x i32> %I61, <4 x i32> <i32 zeroinitializer, i32 7, i32 zeroinitializer, i32 3>
  %I76 = insertelement <16 x i32> %Shuff14, i32 %E52, i32 7
  %FC77 = sitofp i1 %Cmp34 to float
  %Sl78 = select i1 %Sl, <16 x i32> zeroinitializer, <16 x i32> %I76
  %Cmp79 = icmp eq i1 %Cmp11, %Cmp11
  br i1 %Cmp79, label %CF1306, label %CF1408

CF1408:                                           ; preds = %CF1306
  %CF1408.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1408.t1 = add i32 %CF1408.t0, -1
  store volatile i32 %CF1408.t1, i32* @stress_budget, align 4
  %CF1408.t2 = icmp slt i32 %CF1408.t1, 0
  br i1 %CF1408.t2, label %stress_out, label %CF1408.body
CF1408.body:
  %L80 = load i8, i8* %0, align 1
  store i32 %E36, i32* %PC, align 4
  %E81 = extractelement <16 x i32> zeroinitializer, i32 9
  %Shuff82 = shufflevector <16 x i16> %Shuff45, <16 x i16> %Shuff45, <16 x i32> <i32 zeroinitializer, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I83 = insertelement <16 x i1> %Tr71, i1 %Sl72, i32 14
  %B84 = sub i64 %Sl33, %L66
  %Tr85 = trunc i64 494063 to i32
  %Sl86 = select i1 %Cmp79, i64 %Se, i64 %Se48
  %Cmp87 = icmp slt <16 x i1> %Tr71, %Sl64
  %L88 = load i32, i32* %PC, align 4
  store i32 202475, i32* %PC, align 4
  %E89 = extractelement <16 x i32> %I23, i32 15
  %Shuff90 = shufflevector <16 x i16> %Shuff60, <16 x i16> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 18, i32 20, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 28, i32 30, i32 0>
  %I91 = insertelement <2 x i1> zeroinitializer, i1 true, i32 0
  %B92 = and i8 -69, -89
  %Sl93 = select i1 %Sl, double 0x6092DA8D8077526, double 0x6095E734B0932CB2
  %Cmp94 = icmp slt i64 %FC32, %B84
  br i1 %Cmp94, label %CF1266, label %CF1290

CF1290:                                           ; preds = %CF1290, %CF1447, %CF1408
  %CF1290.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1290.t1 = add i32 %CF1290.t0, -1
  store volatile i32 %CF1290.t1, i32* @stress_budget, align 4
  %CF1290.t2 = icmp slt i32 %CF1290.t1, 0
  br i1 %CF1290.t2, label %stress_out, label %CF1290.body
CF1290.body:
  %L95 = load i8, i8* %0, align 1
  store i8 %L58, i8* %0, align 1
  %E96 = extractelement <16 x i32> zeroinitializer, i32 4
  %Shuff97 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %Shuff45, <16 x i32> <i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21>
  %I98 = insertelement <4 x i8> zeroinitializer, i8 %Sl25, i32 1
  %B99 = xor <4 x i32> %I46, %I61
  %PC100 = bitcast i8* %A3 to i8*
  %Sl101 = select <16 x i1> %Cmp19, <16 x i16> %Shuff45, <16 x i16> %Shuff45
  %Cmp102 = icmp ne i64 %Sl41, %L20
  br i1 %Cmp102, label %CF1290, label %CF1447

CF1447:                                           ; preds = %CF1290
  %CF1447.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1447.t1 = add i32 %CF1447.t0, -1
  store volatile i32 %CF1447.t1, i32* @stress_budget, align 4
  %CF1447.t2 = icmp slt i32 %CF1447.t1, 0
  br i1 %CF1447.t2, label %stress_out, label %CF1447.body
CF1447.body:
  %L103 = load i64, i64* %Sl10, align 4
  store i8 %L58, i8* %PC100, align 1
  %E104 = extractelement <16 x i32> %Shuff22, i32 10
  %Shuff105 = shufflevector <4 x i32> %Shuff53, <4 x i32> %I46, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I106 = insertelement <8 x i16> zeroinitializer, i16 14387, i32 7
  %B107 = srem <4 x i32> %B99, %Shuff7
  %FC108 = fptoui float %FC77 to i8
  %Sl109 = select <16 x i1> %Cmp19, <16 x i32> %B31, <16 x i32> zeroinitializer
  %Cmp110 = icmp ule i64 %B, %L66
  br i1 %Cmp110, label %CF1290, label %CF1342

CF1342:                                           ; preds = %CF1447
  %CF1342.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1342.t1 = add i32 %CF1342.t0, -1
  store volatile i32 %CF1342.t1, i32* @stress_budget, align 4
  %CF1342.t2 = icmp slt i32 %CF1342.t1, 0
  br i1 %CF1342.t2, label %stress_out, label %CF1342.body
CF1342.body:
  %L111 = load i64, i64* %Sl10, align 4
  store i8 %B92, i8* %PC100, align 1
  %E112 = extractelement <8 x i16> zeroinitializer, i32 2
  %Shuff113 = shufflevector <16 x i1> %Sl64, <16 x i1> %Cmp19, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer>
  %I114 = insertelement <4 x i32> %Shuff7, i32 %E28, i32 3
  %B115 = and i32 %E44, %B24
  %Tr116 = trunc i64 %FC to i32
  %Sl117 = select i1 %Cmp11, i32 %E81, i32 227899
  %Cmp118 = icmp ult <16 x i1> %Cmp19, %Cmp19
  %L119 = load i32, i32* %PC, align 4
  store i8 %L27, i8* %PC100, align 1
  %E120 = extractelement <16 x i32> zeroinitializer, i32 0
  %Shuff121 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %B55, <16 x i32> <i32 3, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I122 = insertelement <4 x i8> %I, i8 -69, i32 1
  %Tr123 = trunc i64 515723 to i32
  %Sl124 = select i1 %Cmp11, i8 %B92, i8 %Sl25
  %Cmp125 = fcmp ord double 0x6092DA8D8077526, 0x6095E734B0932CB2
  br label %CF

CF:                                               ; preds = %CF, %CF1345, %CF1372, %CF1323, %CF1310, %CF1351, %CF1313, %CF1342
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %L126 = load i64, i64* %Sl10, align 4
  store i8 %L80, i8* %PC100, align 1
  %E127 = extractelement <16 x i32> %Shuff14, i32 5
  %Shuff128 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %B55, <16 x i32> <i32 24, i32 zeroinitializer, i32 28, i32 30, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 zeroinitializer>
  %I129 = insertelement <4 x i32> %Shuff7, i32 %B24, i32 2
  %B130 = srem <16 x i32> %B55, %Shuff14
  %FC131 = sitofp i1 %Cmp42 to double
  %Sl132 = select i1 true, <2 x i1> %Shuff68, <2 x i1> %Shuff68
  %L133 = load i8, i8* %PC100, align 1
  store i8 -89, i8* %0, align 1
  %E134 = extractelement <16 x i16> %Shuff, i32 12
  %Shuff135 = shufflevector <4 x i32> %Shuff53, <4 x i32> %B99, <4 x i32> <i32 7, i32 zeroinitializer, i32 3, i32 5>
  %I136 = insertelement <16 x i16> zeroinitializer, i16 %E21, i32 9
  %B137 = fsub float 0xC26EEF92C0000000, 0x43A7EC0BC0000000
  %ZE = zext <16 x i1> %I69 to <16 x i64>
  %Sl138 = select i1 %Cmp26, i1 %Tr17, i1 %Cmp50
  br i1 %Sl138, label %CF, label %CF1345

CF1345:                                           ; preds = %CF
  %CF1345.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1345.t1 = add i32 %CF1345.t0, -1
  store volatile i32 %CF1345.t1, i32* @stress_budget, align 4
  %CF1345.t2 = icmp slt i32 %CF1345.t1, 0
  br i1 %CF1345.t2, label %stress_out, label %CF1345.body
CF1345.body:
  %Cmp139 = icmp ult <16 x i16> zeroinitializer, %Shuff82
  %L140 = load i8, i8* %PC100, align 1
  store i1 %Cmp42, i1* %A2, align 1
  %E141 = extractelement <4 x i32> %Shuff53, i32 2
  %Shuff142 = shufflevector <4 x i32> %Shuff53, <4 x i32> %I46, <4 x i32> <i32 1, i32 3, i32 zeroinitializer, i32 7>
  %I143 = insertelement <4 x i32> %Shuff7, i32 %E, i32 3
  %B144 = sdiv i8 %L140, %Sl25
  %Sl145 = select i1 true, i8 %Sl124, i8 %L5
  %Cmp146 = icmp eq i32 %E127, %E104
  br i1 %Cmp146, label %CF, label %CF1281

CF1281:                                           ; preds = %CF1281, %CF1345
  %CF1281.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1281.t1 = add i32 %CF1281.t0, -1
  store volatile i32 %CF1281.t1, i32* @stress_budget, align 4
  %CF1281.t2 = icmp slt i32 %CF1281.t1, 0
  br i1 %CF1281.t2, label %stress_out, label %CF1281.body
CF1281.body:
  %L147 = load i8, i8* %0, align 1
  store i32 %E52, i32* %PC, align 4
  %E148 = extractelement <4 x i8> zeroinitializer, i32 3
  %Shuff149 = shufflevector <4 x i32> %I129, <4 x i32> %Shuff29, <4 x i32> <i32 6, i32 zeroinitializer, i32 2, i32 4>
  %I150 = insertelement <8 x i16> %I8, i16 %E112, i32 0
  %B151 = shl i64 %B16, %L126
  %Tr152 = trunc i32 %E89 to i8
  %Sl153 = select i1 %Cmp146, i64 %L43, i64 %FC32
  %Cmp154 = icmp eq <16 x i32> %I30, zeroinitializer
  %L155 = load i32, i32* %PC, align 4
  store i64 %B151, i64* %Sl10, align 4
  %E156 = extractelement <16 x i16> %Shuff, i32 9
  %Shuff157 = shufflevector <16 x i1> %Sl64, <16 x i1> %I83, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 zeroinitializer, i32 26, i32 zeroinitializer, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I158 = insertelement <16 x i1> %I83, i1 %Cmp57, i32 14
  %B159 = fmul float 0x47B7E41BC0000000, %FC77
  %ZE160 = zext i8 %B144 to i64
  %Sl161 = select i1 %Cmp94, i1 true, i1 %Cmp11
  br i1 %Sl161, label %CF1281, label %CF1282

CF1282:                                           ; preds = %CF1282, %CF1388, %CF1281
  %CF1282.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1282.t1 = add i32 %CF1282.t0, -1
  store volatile i32 %CF1282.t1, i32* @stress_budget, align 4
  %CF1282.t2 = icmp slt i32 %CF1282.t1, 0
  br i1 %CF1282.t2, label %stress_out, label %CF1282.body
CF1282.body:
  %Cmp162 = icmp sgt i64 %B84, 494063
  br i1 %Cmp162, label %CF1282, label %CF1388

CF1388:                                           ; preds = %CF1282
  %CF1388.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1388.t1 = add i32 %CF1388.t0, -1
  store volatile i32 %CF1388.t1, i32* @stress_budget, align 4
  %CF1388.t2 = icmp slt i32 %CF1388.t1, 0
  br i1 %CF1388.t2, label %stress_out, label %CF1388.body
CF1388.body:
  %L163 = load i8, i8* %PC100, align 1
  store i32 227899, i32* %PC, align 4
  %E164 = extractelement <16 x i16> %Shuff97, i32 0
  %Shuff165 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I54, <1 x i32> <i32 1>
  %I166 = insertelement <16 x i32> zeroinitializer, i32 %L155, i32 7
  %B167 = udiv i64 %L43, %L66
  %PC168 = bitcast i8* %A3 to i64*
  %Sl169 = select i1 %Sl161, i64 %B, i64 %FC32
  %Cmp170 = icmp slt i32 %E, %E127
  br i1 %Cmp170, label %CF1282, label %CF1289

CF1289:                                           ; preds = %CF1289, %CF1334, %CF1388
  %CF1289.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1289.t1 = add i32 %CF1289.t0, -1
  store volatile i32 %CF1289.t1, i32* @stress_budget, align 4
  %CF1289.t2 = icmp slt i32 %CF1289.t1, 0
  br i1 %CF1289.t2, label %stress_out, label %CF1289.body
CF1289.body:
  %L171 = load i64, i64* %Sl10, align 4
  store i64 %Se, i64* %PC168, align 4
  %E172 = extractelement <16 x i1> %Cmp87, i32 7
  br i1 %E172, label %CF1289, label %CF1329

CF1329:                                           ; preds = %CF1329, %CF1435, %CF1289
  %CF1329.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1329.t1 = add i32 %CF1329.t0, -1
  store volatile i32 %CF1329.t1, i32* @stress_budget, align 4
  %CF1329.t2 = icmp slt i32 %CF1329.t1, 0
  br i1 %CF1329.t2, label %stress_out, label %CF1329.body
CF1329.body:
  %Shuff173 = shufflevector <1 x i32> %Shuff165, <1 x i32> %I54, <1 x i32> zeroinitializer
  %I174 = insertelement <2 x i1> %Shuff37, i1 %Cmp125, i32 0
  %B175 = shl i8 %L58, %L133
  %ZE176 = zext i32 %Tr85 to i64
  %Sl177 = select i1 true, <4 x i32> %I61, <4 x i32> %I46
  %Cmp178 = icmp ult i16 %E156, %E112
  br i1 %Cmp178, label %CF1329, label %CF1435

CF1435:                                           ; preds = %CF1329
  %CF1435.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1435.t1 = add i32 %CF1435.t0, -1
  store volatile i32 %CF1435.t1, i32* @stress_budget, align 4
  %CF1435.t2 = icmp slt i32 %CF1435.t1, 0
  br i1 %CF1435.t2, label %stress_out, label %CF1435.body
CF1435.body:
  %L179 = load i64, i64* %Sl10, align 4
  store i64 %B84, i64* %Sl10, align 4
  %E180 = extractelement <16 x i1> %Cmp154, i32 1
  br i1 %E180, label %CF1329, label %CF1334

CF1334:                                           ; preds = %CF1435
  %CF1334.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1334.t1 = add i32 %CF1334.t0, -1
  store volatile i32 %CF1334.t1, i32* @stress_budget, align 4
  %CF1334.t2 = icmp slt i32 %CF1334.t1, 0
  br i1 %CF1334.t2, label %stress_out, label %CF1334.body
CF1334.body:
  %Shuff181 = shufflevector <16 x i1> %Shuff113, <16 x i1> %Cmp139, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 zeroinitializer, i32 14, i32 16, i32 18>
  %I182 = insertelement <2 x i1> %I174, i1 %Sl72, i32 0
  %B183 = shl i32 %E74, %E141
  %ZE184 = zext i8 %Tr152 to i32
  %Sl185 = select i1 %Sl138, i1 %Cmp110, i1 %Cmp50
  br i1 %Sl185, label %CF1289, label %CF1316

CF1316:                                           ; preds = %CF1316, %CF1406, %CF1334
  %CF1316.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1316.t1 = add i32 %CF1316.t0, -1
  store volatile i32 %CF1316.t1, i32* @stress_budget, align 4
  %CF1316.t2 = icmp slt i32 %CF1316.t1, 0
  br i1 %CF1316.t2, label %stress_out, label %CF1316.body
CF1316.body:
  %Cmp186 = icmp sgt i8 %FC108, -89
  br i1 %Cmp186, label %CF1316, label %CF1406

CF1406:                                           ; preds = %CF1316
  %CF1406.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1406.t1 = add i32 %CF1406.t0, -1
  store volatile i32 %CF1406.t1, i32* @stress_budget, align 4
  %CF1406.t2 = icmp slt i32 %CF1406.t1, 0
  br i1 %CF1406.t2, label %stress_out, label %CF1406.body
CF1406.body:
  %L187 = load i8, i8* %PC100, align 1
  store i1 %Cmp94, i1* %Sl18, align 1
  %E188 = extractelement <8 x i16> zeroinitializer, i32 0
  %Shuff189 = shufflevector <16 x i1> %Cmp118, <16 x i1> %Sl64, <16 x i32> <i32 11, i32 zeroinitializer, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I190 = insertelement <4 x i32> %Shuff53, i32 %B115, i32 1
  %B191 = xor <8 x i16> zeroinitializer, %I150
  %Sl192 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i8> %B9, <4 x i8> zeroinitializer
  %Cmp193 = icmp ule <4 x i32> %I114, %Sl177
  %L194 = load i64, i64* %PC168, align 4
  store i64 %L103, i64* %Sl10, align 4
  %E195 = extractelement <16 x i16> %Shuff45, i32 2
  %Shuff196 = shufflevector <8 x i16> %B191, <8 x i16> %B191, <8 x i32> <i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 zeroinitializer, i32 15, i32 1, i32 3>
  %I197 = insertelement <4 x i32> %Shuff105, i32 202475, i32 3
  %B198 = add i32 %Tr123, %E127
  %Sl199 = select i1 true, i64 %Se, i64 515723
  %Cmp200 = icmp sgt i1 %Cmp125, %Sl72
  br i1 %Cmp200, label %CF1316, label %CF1372

CF1372:                                           ; preds = %CF1406
  %CF1372.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1372.t1 = add i32 %CF1372.t0, -1
  store volatile i32 %CF1372.t1, i32* @stress_budget, align 4
  %CF1372.t2 = icmp slt i32 %CF1372.t1, 0
  br i1 %CF1372.t2, label %stress_out, label %CF1372.body
CF1372.body:
  %L201 = load i32, i32* %PC, align 4
  store i1 %Cmp125, i1* %Sl18, align 1
  %E202 = extractelement <4 x i32> %Shuff149, i32 3
  %Shuff203 = shufflevector <4 x i32> %Shuff7, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I204 = insertelement <1 x i32> %Shuff173, i32 %E74, i32 0
  %ZE205 = zext <4 x i8> %I38 to <4 x i32>
  %Sl206 = select i1 %Cmp57, <4 x i32> %I61, <4 x i32> %Sl177
  %Cmp207 = fcmp une float 0xBDECE090C0000000, 0x43A7EC0BC0000000
  br i1 %Cmp207, label %CF, label %CF1274

CF1274:                                           ; preds = %CF1274, %CF1426, %CF1302, %CF1372
  %CF1274.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1274.t1 = add i32 %CF1274.t0, -1
  store volatile i32 %CF1274.t1, i32* @stress_budget, align 4
  %CF1274.t2 = icmp slt i32 %CF1274.t1, 0
  br i1 %CF1274.t2, label %stress_out, label %CF1274.body
CF1274.body:
  %L208 = load i64, i64* %PC168, align 4
  store i64 %B151, i64* %Sl10, align 4
  %E209 = extractelement <4 x i32> %Shuff29, i32 1
  %Shuff210 = shufflevector <16 x i16> %Shuff97, <16 x i16> %I136, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I211 = insertelement <16 x i32> zeroinitializer, i32 %E141, i32 14
  %B212 = mul i8 %L187, %B175
  %ZE213 = zext i8 %L51 to i32
  %Sl214 = select i1 %Sl72, i64* %2, i64* %A1
  %Cmp215 = icmp sge i8 %L133, %Sl124
  br i1 %Cmp215, label %CF1274, label %CF1364

CF1364:                                           ; preds = %CF1364, %CF1274
  %CF1364.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1364.t1 = add i32 %CF1364.t0, -1
  store volatile i32 %CF1364.t1, i32* @stress_budget, align 4
  %CF1364.t2 = icmp slt i32 %CF1364.t1, 0
  br i1 %CF1364.t2, label %stress_out, label %CF1364.body
CF1364.body:
  %L216 = load i64, i64* %Sl10, align 4
  store i64 %ZE176, i64* %Sl214, align 4
  %E217 = extractelement <2 x i1> %Sl56, i32 0
  br i1 %E217, label %CF1364, label %CF1426

CF1426:                                           ; preds = %CF1364
  %CF1426.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1426.t1 = add i32 %CF1426.t0, -1
  store volatile i32 %CF1426.t1, i32* @stress_budget, align 4
  %CF1426.t2 = icmp slt i32 %CF1426.t1, 0
  br i1 %CF1426.t2, label %stress_out, label %CF1426.body
CF1426.body:
  %Shuff218 = shufflevector <16 x i16> %Shuff45, <16 x i16> zeroinitializer, <16 x i32> <i32 3, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I219 = insertelement <16 x i1> %Cmp154, i1 %Cmp42, i32 5
  %B220 = srem i64 515723, %B151
  %FC221 = uitofp i8 %L27 to double
  %Sl222 = select <4 x i1> %Cmp193, <4 x i32> %I143, <4 x i32> %Shuff142
  %Cmp223 = icmp sge <4 x i32> %I190, %Sl222
  %L224 = load i64, i64* %Sl10, align 4
  store i64 %L224, i64* %Sl10, align 4
  %E225 = extractelement <4 x i32> %Shuff75, i32 0
  %Shuff226 = shufflevector <16 x i1> %Cmp139, <16 x i1> %Shuff113, <16 x i32> <i32 27, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 zeroinitializer>
  %I227 = insertelement <16 x i32> zeroinitializer, i32 %B115, i32 13
  %B228 = fmul double %Sl93, %FC131
  %Sl229 = select i1 true, <16 x i1> %Cmp19, <16 x i1> %Cmp19
  %Cmp230 = icmp ugt <4 x i32> %I61, zeroinitializer
  %L231 = load i1, i1* %Sl18, align 1
  br i1 %L231, label %CF1274, label %CF1302

CF1302:                                           ; preds = %CF1426
  %CF1302.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1302.t1 = add i32 %CF1302.t0, -1
  store volatile i32 %CF1302.t1, i32* @stress_budget, align 4
  %CF1302.t2 = icmp slt i32 %CF1302.t1, 0
  br i1 %CF1302.t2, label %stress_out, label %CF1302.body
CF1302.body:
  store i64 %B167, i64* %Sl214, align 4
  %E232 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E232, label %CF1274, label %CF1278

CF1278:                                           ; preds = %CF1278, %CF1384, %CF1302
  %CF1278.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1278.t1 = add i32 %CF1278.t0, -1
  store volatile i32 %CF1278.t1, i32* @stress_budget, align 4
  %CF1278.t2 = icmp slt i32 %CF1278.t1, 0
  br i1 %CF1278.t2, label %stress_out, label %CF1278.body
CF1278.body:
  %Shuff233 = shufflevector <4 x i32> %Shuff53, <4 x i32> %Shuff29, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I234 = insertelement <4 x i32> %Shuff105, i32 %E44, i32 2
  %B235 = mul i8 %B144, %FC108
  %Se236 = sext <2 x i1> zeroinitializer to <2 x i8>
  %Sl237 = select <4 x i1> %Cmp193, <4 x i1> %Cmp223, <4 x i1> %Cmp223
  %Cmp238 = icmp ne i64 %Sl41, 494063
  br i1 %Cmp238, label %CF1278, label %CF1339

CF1339:                                           ; preds = %CF1339, %CF1389, %CF1278
  %CF1339.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1339.t1 = add i32 %CF1339.t0, -1
  store volatile i32 %CF1339.t1, i32* @stress_budget, align 4
  %CF1339.t2 = icmp slt i32 %CF1339.t1, 0
  br i1 %CF1339.t2, label %stress_out, label %CF1339.body
CF1339.body:
  %L239 = load i64, i64* %Sl214, align 4
  store i64 %Sl153, i64* %Sl214, align 4
  %E240 = extractelement <16 x i32> %I211, i32 4
  %Shuff241 = shufflevector <4 x i32> %ZE205, <4 x i32> %Shuff29, <4 x i32> <i32 7, i32 1, i32 3, i32 zeroinitializer>
  %I242 = insertelement <16 x i1> %Cmp154, i1 %Sl138, i32 1
  %B243 = urem i64 %Sl33, %L216
  %PC244 = bitcast i64* %Sl10 to i8*
  %Sl245 = select i1 %Cmp50, i64 %B167, i64 %L103
  %Cmp246 = icmp sge i32 %E81, %E59
  br i1 %Cmp246, label %CF1339, label %CF1389

CF1389:                                           ; preds = %CF1339
  %CF1389.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1389.t1 = add i32 %CF1389.t0, -1
  store volatile i32 %CF1389.t1, i32* @stress_budget, align 4
  %CF1389.t2 = icmp slt i32 %CF1389.t1, 0
  br i1 %CF1389.t2, label %stress_out, label %CF1389.body
CF1389.body:
  %L247 = load i8, i8* %PC244, align 1
  store i64 %Se, i64* %Sl214, align 4
  %E248 = extractelement <2 x i8> %Se236, i32 1
  %Shuff249 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I106, <8 x i32> <i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 2>
  %I250 = insertelement <16 x i1> %Cmp19, i1 %Cmp246, i32 6
  %B251 = shl i64 %B220, %L66
  %Sl252 = select i1 %Cmp79, i1 %Cmp50, i1 %Sl138
  br i1 %Sl252, label %CF1339, label %CF1383

CF1383:                                           ; preds = %CF1383, %CF1389
  %CF1383.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1383.t1 = add i32 %CF1383.t0, -1
  store volatile i32 %CF1383.t1, i32* @stress_budget, align 4
  %CF1383.t2 = icmp slt i32 %CF1383.t1, 0
  br i1 %CF1383.t2, label %stress_out, label %CF1383.body
CF1383.body:
  %Cmp253 = icmp slt i64 %Sl199, %B151
  br i1 %Cmp253, label %CF1383, label %CF1384

CF1384:                                           ; preds = %CF1383
  %CF1384.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1384.t1 = add i32 %CF1384.t0, -1
  store volatile i32 %CF1384.t1, i32* @stress_budget, align 4
  %CF1384.t2 = icmp slt i32 %CF1384.t1, 0
  br i1 %CF1384.t2, label %stress_out, label %CF1384.body
CF1384.body:
  %L254 = load i64, i64* %Sl10, align 4
  store i32 202475, i32* %PC, align 4
  %E255 = extractelement <4 x i32> %Shuff105, i32 2
  %Shuff256 = shufflevector <4 x i32> %Sl177, <4 x i32> %Shuff29, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I257 = insertelement <2 x i1> %Sl132, i1 %Cmp94, i32 1
  %Tr258 = trunc i64 %ZE176 to i32
  %Sl259 = select <4 x i1> %Cmp193, <4 x i32> %Shuff135, <4 x i32> %I61
  %Cmp260 = icmp ne <4 x i1> %Cmp223, %Cmp223
  %L261 = load i64, i64* %Sl10, align 4
  store i1 true, i1* %Sl18, align 1
  %E262 = extractelement <16 x i1> %Shuff113, i32 4
  br i1 %E262, label %CF1278, label %CF1323

CF1323:                                           ; preds = %CF1384
  %CF1323.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1323.t1 = add i32 %CF1323.t0, -1
  store volatile i32 %CF1323.t1, i32* @stress_budget, align 4
  %CF1323.t2 = icmp slt i32 %CF1323.t1, 0
  br i1 %CF1323.t2, label %stress_out, label %CF1323.body
CF1323.body:
  %Shuff263 = shufflevector <4 x i32> %Sl206, <4 x i32> %Shuff241, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I264 = insertelement <1 x i32> %Shuff165, i32 227899, i32 0
  %B265 = udiv <4 x i32> %Shuff142, %Shuff7
  %FC266 = sitofp <4 x i32> %I143 to <4 x double>
  %Sl267 = select i1 %Cmp42, i32 %L119, i32 %E240
  %Cmp268 = icmp ult i32 %ZE213, %B198
  br i1 %Cmp268, label %CF, label %CF1263

CF1263:                                           ; preds = %CF1263, %CF1363, %CF1387, %CF1314, %CF1323
  %CF1263.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1263.t1 = add i32 %CF1263.t0, -1
  store volatile i32 %CF1263.t1, i32* @stress_budget, align 4
  %CF1263.t2 = icmp slt i32 %CF1263.t1, 0
  br i1 %CF1263.t2, label %stress_out, label %CF1263.body
CF1263.body:
  %L269 = load i64, i64* %Sl10, align 4
  store i1 %Cmp94, i1* %Sl18, align 1
  %E270 = extractelement <4 x i32> %Shuff263, i32 2
  %Shuff271 = shufflevector <4 x i32> %Shuff29, <4 x i32> %I46, <4 x i32> <i32 1, i32 3, i32 zeroinitializer, i32 7>
  %I272 = insertelement <1 x i32> %Shuff165, i32 %3, i32 0
  %B273 = lshr i64 %L179, %4
  %Sl274 = select i1 %Cmp200, i32 %E127, i32 202475
  %Cmp275 = icmp ne i8 %Sl25, %B235
  br i1 %Cmp275, label %CF1263, label %CF1347

CF1347:                                           ; preds = %CF1347, %CF1428, %CF1263
  %CF1347.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1347.t1 = add i32 %CF1347.t0, -1
  store volatile i32 %CF1347.t1, i32* @stress_budget, align 4
  %CF1347.t2 = icmp slt i32 %CF1347.t1, 0
  br i1 %CF1347.t2, label %stress_out, label %CF1347.body
CF1347.body:
  %L276 = load i8, i8* %PC100, align 1
  store i8 %L276, i8* %PC100, align 1
  %E277 = extractelement <4 x i8> zeroinitializer, i32 2
  %Shuff278 = shufflevector <2 x i1> %Shuff68, <2 x i1> %I257, <2 x i32> <i32 1, i32 3>
  %I279 = insertelement <16 x i16> %Shuff218, i16 %E134, i32 15
  %B280 = udiv <4 x i32> %Sl222, %Shuff7
  %PC281 = bitcast i32* %PC to double*
  %Sl282 = select <4 x i1> %Cmp193, <4 x i1> %Cmp223, <4 x i1> %Cmp193
  %Cmp283 = icmp ne <4 x i32> %I143, %Sl222
  %L284 = load i32, i32* %PC, align 4
  store i8 %Sl124, i8* %PC244, align 1
  %E285 = extractelement <16 x i32> zeroinitializer, i32 0
  %Shuff286 = shufflevector <4 x i32> %Shuff149, <4 x i32> %Shuff256, <4 x i32> <i32 zeroinitializer, i32 5, i32 zeroinitializer, i32 1>
  %I287 = insertelement <2 x i1> %I91, i1 %Tr17, i32 1
  %FC288 = sitofp i16 %E188 to float
  %Sl289 = select i1 %Cmp94, i1 %Cmp94, i1 %Cmp200
  br i1 %Sl289, label %CF1347, label %CF1428

CF1428:                                           ; preds = %CF1347
  %CF1428.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1428.t1 = add i32 %CF1428.t0, -1
  store volatile i32 %CF1428.t1, i32* @stress_budget, align 4
  %CF1428.t2 = icmp slt i32 %CF1428.t1, 0
  br i1 %CF1428.t2, label %stress_out, label %CF1428.body
CF1428.body:
  %Cmp290 = icmp ne i1 %Sl161, %Sl
  br i1 %Cmp290, label %CF1347, label %CF1363

CF1363:                                           ; preds = %CF1428
  %CF1363.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1363.t1 = add i32 %CF1363.t0, -1
  store volatile i32 %CF1363.t1, i32* @stress_budget, align 4
  %CF1363.t2 = icmp slt i32 %CF1363.t1, 0
  br i1 %CF1363.t2, label %stress_out, label %CF1363.body
CF1363.body:
  %L291 = load i8, i8* %PC100, align 1
  store i32 %E89, i32* %PC, align 4
  %E292 = extractelement <1 x i32> %Shuff173, i32 0
  %Shuff293 = shufflevector <4 x i32> %B265, <4 x i32> %Shuff241, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I294 = insertelement <16 x i1> %Cmp154, i1 %Cmp246, i32 11
  %ZE295 = zext i8 %L291 to i32
  %Sl296 = select i1 %Cmp, i64 %L103, i64 %L103
  %Cmp297 = icmp eq <16 x i32> %Sl109, %I227
  %L298 = load double, double* %PC281, align 8
  store i32 %E74, i32* %PC, align 4
  %E299 = extractelement <4 x i32> %Shuff75, i32 0
  %Shuff300 = shufflevector <16 x i1> %Cmp87, <16 x i1> %Shuff113, <16 x i32> <i32 15, i32 17, i32 19, i32 zeroinitializer, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13>
  %I301 = insertelement <16 x i1> %I83, i1 %L231, i32 1
  %B302 = fadd double %B228, 0x6095E734B0932CB2
  %BC = bitcast float %B159 to i32
  %Sl303 = select i1 true, i32 %B115, i32 -1
  %Cmp304 = icmp uge i64 %Sl169, %L126
  br i1 %Cmp304, label %CF1263, label %CF1328

CF1328:                                           ; preds = %CF1328, %CF1363
  %CF1328.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1328.t1 = add i32 %CF1328.t0, -1
  store volatile i32 %CF1328.t1, i32* @stress_budget, align 4
  %CF1328.t2 = icmp slt i32 %CF1328.t1, 0
  br i1 %CF1328.t2, label %stress_out, label %CF1328.body
CF1328.body:
  %L305 = load i8, i8* %PC100, align 1
  store i64 %Sl169, i64* %PC168, align 4
  %E306 = extractelement <16 x i32> %Shuff128, i32 2
  %Shuff307 = shufflevector <4 x i32> %Shuff233, <4 x i32> %Shuff149, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I308 = insertelement <4 x i32> %Shuff7, i32 %B39, i32 3
  %B309 = add i32 %E, 227899
  %FC310 = uitofp i64 %L239 to float
  %Sl311 = select <4 x i1> %Cmp193, <4 x i1> %Cmp283, <4 x i1> %Cmp223
  %Cmp312 = icmp ule i64 %B243, %B273
  br i1 %Cmp312, label %CF1328, label %CF1387

CF1387:                                           ; preds = %CF1328
  %CF1387.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1387.t1 = add i32 %CF1387.t0, -1
  store volatile i32 %CF1387.t1, i32* @stress_budget, align 4
  %CF1387.t2 = icmp slt i32 %CF1387.t1, 0
  br i1 %CF1387.t2, label %stress_out, label %CF1387.body
CF1387.body:
  %L313 = load double, double* %PC281, align 8
  store i64 %L111, i64* %Sl10, align 4
  %E314 = extractelement <4 x i32> %Shuff105, i32 2
  %Shuff315 = shufflevector <16 x i32> %I211, <16 x i32> %Shuff121, <16 x i32> <i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 zeroinitializer, i32 27, i32 zeroinitializer, i32 31, i32 1, i32 3>
  %I316 = insertelement <4 x i32> %Sl222, i32 %E59, i32 3
  %Sl317 = select i1 %Sl, <2 x i1> %I182, <2 x i1> zeroinitializer
  %Cmp318 = icmp ne i8 %L305, %B47
  br i1 %Cmp318, label %CF1263, label %CF1298

CF1298:                                           ; preds = %CF1298, %CF1387
  %CF1298.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1298.t1 = add i32 %CF1298.t0, -1
  store volatile i32 %CF1298.t1, i32* @stress_budget, align 4
  %CF1298.t2 = icmp slt i32 %CF1298.t1, 0
  br i1 %CF1298.t2, label %stress_out, label %CF1298.body
CF1298.body:
  %L319 = load i64, i64* %Sl10, align 4
  store i64 494063, i64* %PC168, align 4
  %E320 = extractelement <16 x i32> %Shuff128, i32 7
  %Shuff321 = shufflevector <4 x i32> %Shuff307, <4 x i32> %Sl177, <4 x i32> <i32 2, i32 4, i32 zeroinitializer, i32 0>
  %I322 = insertelement <16 x i32> %Shuff128, i32 %ZE184, i32 4
  %B323 = lshr i32 %E285, %E255
  %ZE324 = zext i8 %L73 to i64
  %Sl325 = select i1 %Sl161, i32 %Tr258, i32 %E141
  %Cmp326 = icmp ne <16 x i1> %I83, %I294
  %L327 = load i64, i64* %Sl10, align 4
  store i8 -69, i8* %A3, align 1
  %E328 = extractelement <2 x i1> %Shuff278, i32 0
  br i1 %E328, label %CF1298, label %CF1314

CF1314:                                           ; preds = %CF1298
  %CF1314.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1314.t1 = add i32 %CF1314.t0, -1
  store volatile i32 %CF1314.t1, i32* @stress_budget, align 4
  %CF1314.t2 = icmp slt i32 %CF1314.t1, 0
  br i1 %CF1314.t2, label %stress_out, label %CF1314.body
CF1314.body:
  %Shuff329 = shufflevector <4 x i32> %Shuff7, <4 x i32> %Sl177, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 7>
  %I330 = insertelement <16 x i64> %ZE, i64 %B251, i32 3
  %B331 = mul <4 x i8> %I38, %Sl192
  %Tr332 = trunc i32 %E59 to i8
  %Sl333 = select i1 %Sl, <16 x i32> %I23, <16 x i32> %Sl78
  %Cmp334 = icmp uge i1 %Tr17, %Cmp304
  br i1 %Cmp334, label %CF1263, label %CF1288

CF1288:                                           ; preds = %CF1288, %CF1314
  %CF1288.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1288.t1 = add i32 %CF1288.t0, -1
  store volatile i32 %CF1288.t1, i32* @stress_budget, align 4
  %CF1288.t2 = icmp slt i32 %CF1288.t1, 0
  br i1 %CF1288.t2, label %stress_out, label %CF1288.body
CF1288.body:
  %L335 = load i32, i32* %PC, align 4
  store double 0x6095E734B0932CB2, double* %PC281, align 8
  %E336 = extractelement <16 x i1> %Cmp297, i32 5
  br i1 %E336, label %CF1288, label %CF1310

CF1310:                                           ; preds = %CF1288
  %CF1310.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1310.t1 = add i32 %CF1310.t0, -1
  store volatile i32 %CF1310.t1, i32* @stress_budget, align 4
  %CF1310.t2 = icmp slt i32 %CF1310.t1, 0
  br i1 %CF1310.t2, label %stress_out, label %CF1310.body
CF1310.body:
  %Shuff337 = shufflevector <16 x i16> %Shuff82, <16 x i16> %Shuff210, <16 x i32> <i32 zeroinitializer, i32 26, i32 28, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 zeroinitializer>
  %I338 = insertelement <4 x i32> %Shuff29, i32 %B183, i32 2
  %B339 = sub i64 %L179, %ZE324
  %Sl340 = select i1 %Sl289, <16 x i1> %I219, <16 x i1> %I219
  %Cmp341 = icmp ult i32 %E6, %E120
  br i1 %Cmp341, label %CF, label %CF1259

CF1259:                                           ; preds = %CF1259, %CF1330, %CF1320, %CF1448, %CF1349, %CF1310
  %CF1259.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1259.t1 = add i32 %CF1259.t0, -1
  store volatile i32 %CF1259.t1, i32* @stress_budget, align 4
  %CF1259.t2 = icmp slt i32 %CF1259.t1, 0
  br i1 %CF1259.t2, label %stress_out, label %CF1259.body
CF1259.body:
  %L342 = load double, double* %PC281, align 8
  store i32 %Sl325, i32* %PC, align 4
  %E343 = extractelement <16 x i1> %Cmp118, i32 11
  br i1 %E343, label %CF1259, label %CF1318

CF1318:                                           ; preds = %CF1318, %CF1440, %CF1259
  %CF1318.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1318.t1 = add i32 %CF1318.t0, -1
  store volatile i32 %CF1318.t1, i32* @stress_budget, align 4
  %CF1318.t2 = icmp slt i32 %CF1318.t1, 0
  br i1 %CF1318.t2, label %stress_out, label %CF1318.body
CF1318.body:
  %Shuff344 = shufflevector <4 x i1> %Sl311, <4 x i1> %Cmp193, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I345 = insertelement <16 x i32> zeroinitializer, i32 -1, i32 8
  %PC346 = bitcast i32* %1 to i32*
  %Sl347 = select i1 %Cmp79, i8 %FC108, i8 %L5
  %Cmp348 = icmp eq i32 %E292, %E255
  br i1 %Cmp348, label %CF1318, label %CF1440

CF1440:                                           ; preds = %CF1318
  %CF1440.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1440.t1 = add i32 %CF1440.t0, -1
  store volatile i32 %CF1440.t1, i32* @stress_budget, align 4
  %CF1440.t2 = icmp slt i32 %CF1440.t1, 0
  br i1 %CF1440.t2, label %stress_out, label %CF1440.body
CF1440.body:
  %L349 = load i8, i8* %PC100, align 1
  store i8 %B175, i8* %PC100, align 1
  %E350 = extractelement <16 x i32> zeroinitializer, i32 7
  %Shuff351 = shufflevector <16 x i1> %Cmp326, <16 x i1> %Cmp19, <16 x i32> <i32 10, i32 zeroinitializer, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I352 = insertelement <16 x i1> %Shuff181, i1 true, i32 12
  %B353 = fsub float %FC310, 0x43A7EC0BC0000000
  %Tr354 = trunc <4 x i32> %Sl206 to <4 x i16>
  %Sl355 = select i1 %Sl72, float %B137, float %B137
  %Cmp356 = icmp ne i8 %B212, %L163
  br i1 %Cmp356, label %CF1318, label %CF1330

CF1330:                                           ; preds = %CF1440
  %CF1330.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1330.t1 = add i32 %CF1330.t0, -1
  store volatile i32 %CF1330.t1, i32* @stress_budget, align 4
  %CF1330.t2 = icmp slt i32 %CF1330.t1, 0
  br i1 %CF1330.t2, label %stress_out, label %CF1330.body
CF1330.body:
  %L357 = load i32, i32* %PC, align 4
  store i8 %Tr332, i8* %A3, align 1
  %E358 = extractelement <16 x i1> %Shuff351, i32 0
  br i1 %E358, label %CF1259, label %CF1311

CF1311:                                           ; preds = %CF1311, %CF1453, %CF1358, %CF1330
  %CF1311.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1311.t1 = add i32 %CF1311.t0, -1
  store volatile i32 %CF1311.t1, i32* @stress_budget, align 4
  %CF1311.t2 = icmp slt i32 %CF1311.t1, 0
  br i1 %CF1311.t2, label %stress_out, label %CF1311.body
CF1311.body:
  %Shuff359 = shufflevector <2 x i1> %Shuff37, <2 x i1> %I257, <2 x i32> <i32 3, i32 1>
  %I360 = insertelement <16 x i16> %Shuff337, i16 14387, i32 9
  %B361 = lshr i8 %E148, %L247
  %FC362 = fptoui double %L298 to i16
  %Sl363 = select <16 x i1> %Cmp87, <16 x i1> %I301, <16 x i1> %Cmp19
  %Cmp364 = fcmp one <4 x float> %FC40, %FC40
  %L365 = load i64, i64* %Sl10, align 4
  store i8 -89, i8* %A, align 1
  %E366 = extractelement <16 x i32> %Shuff128, i32 12
  %Shuff367 = shufflevector <4 x i32> %Shuff271, <4 x i32> %Sl177, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I368 = insertelement <16 x i32> %Shuff22, i32 %E36, i32 9
  %Tr369 = trunc i32 %L119 to i16
  %Sl370 = select i1 %Cmp318, double %B228, double %Sl93
  %Cmp371 = icmp slt i1 %Cmp79, %E328
  br i1 %Cmp371, label %CF1311, label %CF1453

CF1453:                                           ; preds = %CF1311
  %CF1453.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1453.t1 = add i32 %CF1453.t0, -1
  store volatile i32 %CF1453.t1, i32* @stress_budget, align 4
  %CF1453.t2 = icmp slt i32 %CF1453.t1, 0
  br i1 %CF1453.t2, label %stress_out, label %CF1453.body
CF1453.body:
  %L372 = load i64, i64* %Sl214, align 4
  store i8 %L163, i8* %0, align 1
  %E373 = extractelement <4 x i32> %Shuff203, i32 1
  %Shuff374 = shufflevector <16 x i32> zeroinitializer, <16 x i32> %Shuff14, <16 x i32> <i32 28, i32 30, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I375 = insertelement <16 x i1> %Cmp326, i1 %Cmp178, i32 14
  %B376 = and i16 %FC362, %E67
  %Tr377 = trunc i8 %Sl347 to i1
  br i1 %Tr377, label %CF1311, label %CF1326

CF1326:                                           ; preds = %CF1326, %CF1453
  %CF1326.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1326.t1 = add i32 %CF1326.t0, -1
  store volatile i32 %CF1326.t1, i32* @stress_budget, align 4
  %CF1326.t2 = icmp slt i32 %CF1326.t1, 0
  br i1 %CF1326.t2, label %stress_out, label %CF1326.body
CF1326.body:
  %Sl378 = select i1 %Cmp304, i64 %ZE176, i64 %B339
  %Cmp379 = icmp sgt i64 515723, %L171
  br i1 %Cmp379, label %CF1326, label %CF1358

CF1358:                                           ; preds = %CF1326
  %CF1358.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1358.t1 = add i32 %CF1358.t0, -1
  store volatile i32 %CF1358.t1, i32* @stress_budget, align 4
  %CF1358.t2 = icmp slt i32 %CF1358.t1, 0
  br i1 %CF1358.t2, label %stress_out, label %CF1358.body
CF1358.body:
  %L380 = load i8, i8* %PC100, align 1
  store i8 %L187, i8* %A, align 1
  %E381 = extractelement <16 x i1> %Shuff351, i32 15
  br i1 %E381, label %CF1311, label %CF1317

CF1317:                                           ; preds = %CF1317, %CF1376, %CF1358
  %CF1317.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1317.t1 = add i32 %CF1317.t0, -1
  store volatile i32 %CF1317.t1, i32* @stress_budget, align 4
  %CF1317.t2 = icmp slt i32 %CF1317.t1, 0
  br i1 %CF1317.t2, label %stress_out, label %CF1317.body
CF1317.body:
  %Shuff382 = shufflevector <4 x i32> %B265, <4 x i32> %I61, <4 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 0>
  %I383 = insertelement <4 x i32> %Shuff149, i32 %B24, i32 0
  %B384 = sdiv i32 %E81, %Tr123
  %FC385 = sitofp i32 %B115 to float
  %Sl386 = select i1 %Sl138, i16 %E67, i16 %E156
  %Cmp387 = icmp eq i64 %L12, %FC32
  br i1 %Cmp387, label %CF1317, label %CF1376

CF1376:                                           ; preds = %CF1317
  %CF1376.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1376.t1 = add i32 %CF1376.t0, -1
  store volatile i32 %CF1376.t1, i32* @stress_budget, align 4
  %CF1376.t2 = icmp slt i32 %CF1376.t1, 0
  br i1 %CF1376.t2, label %stress_out, label %CF1376.body
CF1376.body:
  %L388 = load i8, i8* %0, align 1
  store i64 %B243, i64* %PC168, align 4
  %E389 = extractelement <16 x i16> %I136, i32 14
  %Shuff390 = shufflevector <2 x i1> %Shuff37, <2 x i1> %Shuff278, <2 x i32> <i32 1, i32 3>
  %I391 = insertelement <4 x i32> %Shuff233, i32 202475, i32 3
  %B392 = sub i32 %E, %E314
  %ZE393 = zext <4 x i8> %B9 to <4 x i64>
  %Sl394 = select i1 %E262, i64 %L103, i64 %B16
  %Cmp395 = icmp sge i32 %E320, %Sl267
  br i1 %Cmp395, label %CF1317, label %CF1320

CF1320:                                           ; preds = %CF1376
  %CF1320.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1320.t1 = add i32 %CF1320.t0, -1
  store volatile i32 %CF1320.t1, i32* @stress_budget, align 4
  %CF1320.t2 = icmp slt i32 %CF1320.t1, 0
  br i1 %CF1320.t2, label %stress_out, label %CF1320.body
CF1320.body:
  %L396 = load i8, i8* %PC100, align 1
  store i64 %L239, i64* %Sl10, align 4
  %E397 = extractelement <4 x i8> %I122, i32 0
  %Shuff398 = shufflevector <4 x i1> %Cmp223, <4 x i1> %Shuff344, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I399 = insertelement <4 x i32> %Shuff53, i32 %E202, i32 1
  %B400 = sub <4 x i32> %Shuff29, %Sl222
  %Tr401 = trunc <1 x i32> zeroinitializer to <1 x i8>
  %Sl402 = select <16 x i1> %Sl64, <16 x i1> %I69, <16 x i1> %Cmp19
  %Cmp403 = icmp ult i64 %B, %L365
  br i1 %Cmp403, label %CF1259, label %CF1307

CF1307:                                           ; preds = %CF1307, %CF1412, %CF1429, %CF1320
  %CF1307.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1307.t1 = add i32 %CF1307.t0, -1
  store volatile i32 %CF1307.t1, i32* @stress_budget, align 4
  %CF1307.t2 = icmp slt i32 %CF1307.t1, 0
  br i1 %CF1307.t2, label %stress_out, label %CF1307.body
CF1307.body:
  %L404 = load double, double* %PC281, align 8
  store i32 %E202, i32* %PC346, align 4
  %E405 = extractelement <8 x i16> %Shuff196, i32 6
  %Shuff406 = shufflevector <2 x i1> %Shuff37, <2 x i1> %Sl317, <2 x i32> <i32 1, i32 zeroinitializer>
  %I407 = insertelement <16 x i16> %Shuff45, i16 %FC362, i32 7
  %B408 = sdiv i64 %L365, 377655
  %ZE409 = zext <16 x i1> %Shuff181 to <16 x i16>
  %Sl410 = select i1 true, i1 %Sl72, i1 %Cmp395
  br i1 %Sl410, label %CF1307, label %CF1399

CF1399:                                           ; preds = %CF1399, %CF1307
  %CF1399.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1399.t1 = add i32 %CF1399.t0, -1
  store volatile i32 %CF1399.t1, i32* @stress_budget, align 4
  %CF1399.t2 = icmp slt i32 %CF1399.t1, 0
  br i1 %CF1399.t2, label %stress_out, label %CF1399.body
CF1399.body:
  %Cmp411 = icmp ugt <4 x i32> %I143, %Shuff382
  %L412 = load i8, i8* %PC100, align 1
  store i8 %B92, i8* %0, align 1
  %E413 = extractelement <4 x i32> %Shuff233, i32 0
  %Shuff414 = shufflevector <16 x i16> %Shuff97, <16 x i16> %Shuff45, <16 x i32> <i32 15, i32 17, i32 zeroinitializer, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 11, i32 13>
  %I415 = insertelement <16 x i16> %Shuff45, i16 %FC362, i32 1
  %B416 = xor <1 x i32> %I272, %I54
  %BC417 = bitcast double 0x7AADFF4C46ABC0CA to i64
  %Sl418 = select i1 %Cmp246, i1 %Cmp26, i1 %Cmp207
  br i1 %Sl418, label %CF1399, label %CF1412

CF1412:                                           ; preds = %CF1399
  %CF1412.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1412.t1 = add i32 %CF1412.t0, -1
  store volatile i32 %CF1412.t1, i32* @stress_budget, align 4
  %CF1412.t2 = icmp slt i32 %CF1412.t1, 0
  br i1 %CF1412.t2, label %stress_out, label %CF1412.body
CF1412.body:
  %Cmp419 = icmp ult <16 x i32> %Shuff128, zeroinitializer
  %L420 = load i64, i64* %PC168, align 4
  store i64 %B151, i64* %Sl214, align 4
  %E421 = extractelement <2 x i1> %Sl132, i32 0
  br i1 %E421, label %CF1307, label %CF1378

CF1378:                                           ; preds = %CF1378, %CF1412
  %CF1378.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1378.t1 = add i32 %CF1378.t0, -1
  store volatile i32 %CF1378.t1, i32* @stress_budget, align 4
  %CF1378.t2 = icmp slt i32 %CF1378.t1, 0
  br i1 %CF1378.t2, label %stress_out, label %CF1378.body
CF1378.body:
  %Shuff422 = shufflevector <4 x i32> %Shuff263, <4 x i32> %Shuff7, <4 x i32> <i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 3>
  %I423 = insertelement <4 x i32> %Shuff53, i32 %L155, i32 3
  %B424 = srem <4 x i32> %Shuff329, %I46
  %Se425 = sext i32 %E285 to i64
  %Sl426 = select <16 x i1> %I294, <16 x i1> %I375, <16 x i1> %I294
  %L427 = load i32, i32* %PC346, align 4
  store i64 494063, i64* %Sl214, align 4
  %E428 = extractelement <16 x i32> zeroinitializer, i32 1
  %Shuff429 = shufflevector <16 x i16> %Shuff90, <16 x i16> %Shuff337, <16 x i32> <i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 zeroinitializer, i32 30, i32 zeroinitializer, i32 2>
  %I430 = insertelement <4 x i32> %Shuff105, i32 %B24, i32 2
  %B431 = sdiv <4 x i32> %Shuff263, %Shuff7
  %Tr432 = trunc i64 377655 to i8
  %Sl433 = select i1 %Sl185, i1 %Sl72, i1 %Cmp26
  br i1 %Sl433, label %CF1378, label %CF1429

CF1429:                                           ; preds = %CF1378
  %CF1429.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1429.t1 = add i32 %CF1429.t0, -1
  store volatile i32 %CF1429.t1, i32* @stress_budget, align 4
  %CF1429.t2 = icmp slt i32 %CF1429.t1, 0
  br i1 %CF1429.t2, label %stress_out, label %CF1429.body
CF1429.body:
  %Cmp434 = icmp eq i32 %E59, 202475
  br i1 %Cmp434, label %CF1307, label %CF1327

CF1327:                                           ; preds = %CF1327, %CF1429
  %CF1327.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1327.t1 = add i32 %CF1327.t0, -1
  store volatile i32 %CF1327.t1, i32* @stress_budget, align 4
  %CF1327.t2 = icmp slt i32 %CF1327.t1, 0
  br i1 %CF1327.t2, label %stress_out, label %CF1327.body
CF1327.body:
  %L435 = load i64, i64* %PC168, align 4
  store i64 %L103, i64* %Sl214, align 4
  %E436 = extractelement <16 x i1> %Sl426, i32 7
  br i1 %E436, label %CF1327, label %CF1360

CF1360:                                           ; preds = %CF1360, %CF1327
  %CF1360.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1360.t1 = add i32 %CF1360.t0, -1
  store volatile i32 %CF1360.t1, i32* @stress_budget, align 4
  %CF1360.t2 = icmp slt i32 %CF1360.t1, 0
  br i1 %CF1360.t2, label %stress_out, label %CF1360.body
CF1360.body:
  %Shuff437 = shufflevector <16 x i32> %Shuff14, <16 x i32> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 zeroinitializer, i32 22, i32 24>
  %I438 = insertelement <16 x i32> zeroinitializer, i32 %E413, i32 12
  %Sl439 = select i1 %Cmp94, <16 x i1> %I294, <16 x i1> %Shuff181
  %Cmp440 = icmp ule i32 %L201, %E141
  br i1 %Cmp440, label %CF1360, label %CF1448

CF1448:                                           ; preds = %CF1360
  %CF1448.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1448.t1 = add i32 %CF1448.t0, -1
  store volatile i32 %CF1448.t1, i32* @stress_budget, align 4
  %CF1448.t2 = icmp slt i32 %CF1448.t1, 0
  br i1 %CF1448.t2, label %stress_out, label %CF1448.body
CF1448.body:
  %L441 = load i8, i8* %0, align 1
  store i8 %L95, i8* %PC244, align 1
  %E442 = extractelement <16 x i1> %Cmp326, i32 15
  br i1 %E442, label %CF1259, label %CF1285

CF1285:                                           ; preds = %CF1285, %CF1448
  %CF1285.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1285.t1 = add i32 %CF1285.t0, -1
  store volatile i32 %CF1285.t1, i32* @stress_budget, align 4
  %CF1285.t2 = icmp slt i32 %CF1285.t1, 0
  br i1 %CF1285.t2, label %stress_out, label %CF1285.body
CF1285.body:
  %Shuff443 = shufflevector <8 x i16> zeroinitializer, <8 x i16> %I106, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0>
  %I444 = insertelement <4 x i32> %Shuff53, i32 %Sl325, i32 0
  %B445 = add i32 %BC, %E59
  %PC446 = bitcast i1* %Sl18 to i1*
  %Sl447 = select i1 %Sl418, i32 %Sl303, i32 202475
  %Cmp448 = icmp eq <4 x i1> %Cmp283, %Cmp193
  %L449 = load i1, i1* %PC446, align 1
  br i1 %L449, label %CF1285, label %CF1297

CF1297:                                           ; preds = %CF1297, %CF1362, %CF1285
  %CF1297.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1297.t1 = add i32 %CF1297.t0, -1
  store volatile i32 %CF1297.t1, i32* @stress_budget, align 4
  %CF1297.t2 = icmp slt i32 %CF1297.t1, 0
  br i1 %CF1297.t2, label %stress_out, label %CF1297.body
CF1297.body:
  store i32 %B183, i32* %PC346, align 4
  %E450 = extractelement <4 x i32> %Shuff241, i32 0
  %Shuff451 = shufflevector <16 x i1> %Cmp19, <16 x i1> %Shuff113, <16 x i32> <i32 23, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 zeroinitializer, i32 17, i32 19, i32 zeroinitializer>
  %I452 = insertelement <4 x i32> %Shuff307, i32 %E96, i32 1
  %Tr453 = trunc <16 x i16> %Shuff218 to <16 x i8>
  %Sl454 = select i1 %Cmp341, i64 %L420, i64 %Sl296
  %Cmp455 = fcmp ueq double %L342, %FC221
  br i1 %Cmp455, label %CF1297, label %CF1319

CF1319:                                           ; preds = %CF1319, %CF1417, %CF1297
  %CF1319.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1319.t1 = add i32 %CF1319.t0, -1
  store volatile i32 %CF1319.t1, i32* @stress_budget, align 4
  %CF1319.t2 = icmp slt i32 %CF1319.t1, 0
  br i1 %CF1319.t2, label %stress_out, label %CF1319.body
CF1319.body:
  %L456 = load i32, i32* %PC346, align 4
  store i1 %Cmp215, i1* %PC446, align 1
  %E457 = extractelement <16 x i1> %Shuff181, i32 12
  br i1 %E457, label %CF1319, label %CF1417

CF1417:                                           ; preds = %CF1319
  %CF1417.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1417.t1 = add i32 %CF1417.t0, -1
  store volatile i32 %CF1417.t1, i32* @stress_budget, align 4
  %CF1417.t2 = icmp slt i32 %CF1417.t1, 0
  br i1 %CF1417.t2, label %stress_out, label %CF1417.body
CF1417.body:
  %Shuff458 = shufflevector <16 x i16> %Shuff414, <16 x i16> %Shuff210, <16 x i32> <i32 15, i32 17, i32 19, i32 zeroinitializer, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 13>
  %I459 = insertelement <4 x i32> %Shuff7, i32 %E255, i32 1
  %B460 = sub i32 %Tr85, %B183
  %PC461 = bitcast i8* %PC100 to i16*
  %Sl462 = select i1 %Cmp312, i64 %L372, i64 %Sl199
  %Cmp463 = icmp uge <16 x i32> %I345, %Shuff14
  %L464 = load i32, i32* %PC, align 4
  store i1 %Sl161, i1* %PC446, align 1
  %E465 = extractelement <8 x i16> %Shuff196, i32 1
  %Shuff466 = shufflevector <16 x i1> %Shuff113, <16 x i1> %Cmp419, <16 x i32> <i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 0, i32 2>
  %I467 = insertelement <16 x i32> %Shuff315, i32 202475, i32 6
  %B468 = fadd float %Sl355, %FC288
  %Tr469 = trunc i64 %L224 to i1
  br i1 %Tr469, label %CF1319, label %CF1362

CF1362:                                           ; preds = %CF1417
  %CF1362.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1362.t1 = add i32 %CF1362.t0, -1
  store volatile i32 %CF1362.t1, i32* @stress_budget, align 4
  %CF1362.t2 = icmp slt i32 %CF1362.t1, 0
  br i1 %CF1362.t2, label %stress_out, label %CF1362.body
CF1362.body:
  %Sl470 = select <4 x i1> %Cmp193, <4 x i1> %Shuff344, <4 x i1> %Shuff344
  %Cmp471 = icmp eq <2 x i1> %I287, zeroinitializer
  %L472 = load i16, i16* %PC461, align 2
  store double %L298, double* %PC281, align 8
  %E473 = extractelement <4 x i32> %Shuff307, i32 0
  %Shuff474 = shufflevector <16 x i1> %Cmp419, <16 x i1> %I294, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 25>
  %I475 = insertelement <4 x i32> %Shuff307, i32 %E373, i32 1
  %B476 = and i32 %E36, %B198
  %FC477 = uitofp i32 %L88 to double
  %Sl478 = select <4 x i1> %Cmp193, <4 x i32> %Shuff321, <4 x i32> %Sl177
  %Cmp479 = icmp eq i16 %E112, %E112
  br i1 %Cmp479, label %CF1297, label %CF1304

CF1304:                                           ; preds = %CF1304, %CF1344, %CF1362
  %CF1304.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1304.t1 = add i32 %CF1304.t0, -1
  store volatile i32 %CF1304.t1, i32* @stress_budget, align 4
  %CF1304.t2 = icmp slt i32 %CF1304.t1, 0
  br i1 %CF1304.t2, label %stress_out, label %CF1304.body
CF1304.body:
  %L480 = load i8, i8* %0, align 1
  store i32 %Sl274, i32* %PC, align 4
  %E481 = extractelement <4 x i1> %Sl282, i32 0
  br i1 %E481, label %CF1304, label %CF1344

CF1344:                                           ; preds = %CF1304
  %CF1344.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1344.t1 = add i32 %CF1344.t0, -1
  store volatile i32 %CF1344.t1, i32* @stress_budget, align 4
  %CF1344.t2 = icmp slt i32 %CF1344.t1, 0
  br i1 %CF1344.t2, label %stress_out, label %CF1344.body
CF1344.body:
  %Shuff482 = shufflevector <4 x i1> %Shuff398, <4 x i1> %Sl282, <4 x i32> <i32 zeroinitializer, i32 5, i32 zeroinitializer, i32 1>
  %I483 = insertelement <4 x i32> %Shuff149, i32 %L357, i32 1
  %B484 = shl i8 %L133, %L396
  %ZE485 = zext <4 x i32> %Shuff422 to <4 x i64>
  %Sl486 = select i1 %Cmp102, i64 %L435, i64 %B151
  %Cmp487 = icmp sgt <16 x i16> %Shuff, %Shuff210
  %L488 = load i32, i32* %PC346, align 4
  store i1 %Cmp125, i1* %PC446, align 1
  %E489 = extractelement <16 x i1> %Shuff189, i32 2
  br i1 %E489, label %CF1304, label %CF1336

CF1336:                                           ; preds = %CF1336, %CF1344
  %CF1336.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1336.t1 = add i32 %CF1336.t0, -1
  store volatile i32 %CF1336.t1, i32* @stress_budget, align 4
  %CF1336.t2 = icmp slt i32 %CF1336.t1, 0
  br i1 %CF1336.t2, label %stress_out, label %CF1336.body
CF1336.body:
  %Shuff490 = shufflevector <16 x i1> %Cmp297, <16 x i1> %Sl340, <16 x i32> <i32 21, i32 23, i32 zeroinitializer, i32 27, i32 zeroinitializer, i32 31, i32 1, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 19>
  %I491 = insertelement <16 x i16> %Shuff45, i16 %E156, i32 7
  %B492 = shl i8 %L291, %B175
  %ZE493 = zext <4 x i1> %Sl237 to <4 x i64>
  %Sl494 = select i1 %Cmp395, <2 x i1> %I91, <2 x i1> %I257
  %Cmp495 = icmp sge i64 %B339, %FC
  br i1 %Cmp495, label %CF1336, label %CF1349

CF1349:                                           ; preds = %CF1336
  %CF1349.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1349.t1 = add i32 %CF1349.t0, -1
  store volatile i32 %CF1349.t1, i32* @stress_budget, align 4
  %CF1349.t2 = icmp slt i32 %CF1349.t1, 0
  br i1 %CF1349.t2, label %stress_out, label %CF1349.body
CF1349.body:
  %L496 = load i32, i32* %PC346, align 4
  store i64 %B70, i64* %Sl10, align 4
  %E497 = extractelement <2 x i1> %Shuff37, i32 1
  br i1 %E497, label %CF1259, label %CF1262

CF1262:                                           ; preds = %CF1262, %CF1433, %CF1349
  %CF1262.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1262.t1 = add i32 %CF1262.t0, -1
  store volatile i32 %CF1262.t1, i32* @stress_budget, align 4
  %CF1262.t2 = icmp slt i32 %CF1262.t1, 0
  br i1 %CF1262.t2, label %stress_out, label %CF1262.body
CF1262.body:
  %Shuff498 = shufflevector <16 x i16> %Shuff458, <16 x i16> %I136, <16 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer>
  %I499 = insertelement <4 x i8> zeroinitializer, i8 %B212, i32 2
  %B500 = mul i64 %L103, %L194
  %Sl501 = select i1 %Tr377, i32 %E44, i32 %L427
  %Cmp502 = icmp ult i8 %L480, %Sl124
  br i1 %Cmp502, label %CF1262, label %CF1374

CF1374:                                           ; preds = %CF1374, %CF1397, %CF1262
  %CF1374.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1374.t1 = add i32 %CF1374.t0, -1
  store volatile i32 %CF1374.t1, i32* @stress_budget, align 4
  %CF1374.t2 = icmp slt i32 %CF1374.t1, 0
  br i1 %CF1374.t2, label %stress_out, label %CF1374.body
CF1374.body:
  %L503 = load i8, i8* %0, align 1
  store i64 %L208, i64* %Sl214, align 4
  %E504 = extractelement <16 x i16> %Shuff97, i32 2
  %Shuff505 = shufflevector <16 x i32> %Sl78, <16 x i32> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 zeroinitializer, i32 zeroinitializer>
  %I506 = insertelement <4 x i8> zeroinitializer, i8 %L5, i32 3
  %B507 = shl i8 -69, %L441
  %FC508 = sitofp <4 x i32> %Shuff149 to <4 x float>
  %Sl509 = select i1 %Cmp334, <4 x i32> %I391, <4 x i32> %Shuff382
  %Cmp510 = fcmp ult float 0x416AE98EC0000000, %FC288
  br i1 %Cmp510, label %CF1374, label %CF1397

CF1397:                                           ; preds = %CF1374
  %CF1397.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1397.t1 = add i32 %CF1397.t0, -1
  store volatile i32 %CF1397.t1, i32* @stress_budget, align 4
  %CF1397.t2 = icmp slt i32 %CF1397.t1, 0
  br i1 %CF1397.t2, label %stress_out, label %CF1397.body
CF1397.body:
  %L511 = load i32, i32* %PC346, align 4
  store i8 %5, i8* %PC244, align 1
  %E512 = extractelement <16 x i32> %Sl78, i32 13
  %Shuff513 = shufflevector <4 x i32> %B280, <4 x i32> %I483, <4 x i32> <i32 zeroinitializer, i32 2, i32 zeroinitializer, i32 6>
  %I514 = insertelement <16 x i1> %Shuff181, i1 %Cmp304, i32 10
  %ZE515 = zext <16 x i1> %Sl340 to <16 x i32>
  %Sl516 = select i1 %Cmp268, i64 %B339, i64 %L12
  %L517 = load i8, i8* %A, align 1
  store i8 %B235, i8* %PC100, align 1
  %E518 = extractelement <16 x i16> %Shuff210, i32 13
  %Shuff519 = shufflevector <8 x i16> %Shuff443, <8 x i16> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14>
  %I520 = insertelement <16 x i1> %Shuff490, i1 %Cmp495, i32 2
  %B521 = frem double %FC221, %L404
  %BC522 = bitcast <16 x i32> %Shuff14 to <16 x float>
  %Sl523 = select i1 %Sl72, float %B353, float 0x43A7EC0BC0000000
  %Cmp524 = icmp slt i16 %E389, %E112
  br i1 %Cmp524, label %CF1374, label %CF1394

CF1394:                                           ; preds = %CF1394, %CF1450, %CF1397
  %CF1394.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1394.t1 = add i32 %CF1394.t0, -1
  store volatile i32 %CF1394.t1, i32* @stress_budget, align 4
  %CF1394.t2 = icmp slt i32 %CF1394.t1, 0
  br i1 %CF1394.t2, label %stress_out, label %CF1394.body
CF1394.body:
  %L525 = load double, double* %PC281, align 8
  store i1 %Tr469, i1* %PC446, align 1
  %E526 = extractelement <16 x i1> %Cmp154, i32 6
  br i1 %E526, label %CF1394, label %CF1450

CF1450:                                           ; preds = %CF1394
  %CF1450.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1450.t1 = add i32 %CF1450.t0, -1
  store volatile i32 %CF1450.t1, i32* @stress_budget, align 4
  %CF1450.t2 = icmp slt i32 %CF1450.t1, 0
  br i1 %CF1450.t2, label %stress_out, label %CF1450.body
CF1450.body:
  %Shuff527 = shufflevector <16 x i1> %Cmp419, <16 x i1> %Cmp139, <16 x i32> <i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 zeroinitializer, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 zeroinitializer, i32 5, i32 7>
  %I528 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 3
  %B529 = sdiv i64 %L103, %L435
  %Tr530 = trunc i32 %E96 to i1
  br i1 %Tr530, label %CF1394, label %CF1416

CF1416:                                           ; preds = %CF1416, %CF1450
  %CF1416.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1416.t1 = add i32 %CF1416.t0, -1
  store volatile i32 %CF1416.t1, i32* @stress_budget, align 4
  %CF1416.t2 = icmp slt i32 %CF1416.t1, 0
  br i1 %CF1416.t2, label %stress_out, label %CF1416.body
CF1416.body:
  %Sl531 = select i1 %Cmp215, <4 x i32> %I399, <4 x i32> %I308
  %Cmp532 = icmp sge i32 %E52, %E413
  br i1 %Cmp532, label %CF1416, label %CF1433

CF1433:                                           ; preds = %CF1416
  %CF1433.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1433.t1 = add i32 %CF1433.t0, -1
  store volatile i32 %CF1433.t1, i32* @stress_budget, align 4
  %CF1433.t2 = icmp slt i32 %CF1433.t1, 0
  br i1 %CF1433.t2, label %stress_out, label %CF1433.body
CF1433.body:
  %L533 = load i64, i64* %Sl10, align 4
  store i64 %L216, i64* %Sl10, align 4
  %E534 = extractelement <8 x i16> %Shuff249, i32 5
  %Shuff535 = shufflevector <16 x i1> %Sl426, <16 x i1> %Cmp139, <16 x i32> <i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %I536 = insertelement <4 x i32> %Shuff271, i32 %E292, i32 2
  %Sl537 = select i1 %Cmp26, i32 %E292, i32 %L155
  %Cmp538 = icmp ult <2 x i1> %I174, %Sl494
  %L539 = load i64, i64* %PC168, align 4
  store i64 %L126, i64* %PC168, align 4
  %E540 = extractelement <16 x i16> %Shuff60, i32 4
  %Shuff541 = shufflevector <16 x float> %BC522, <16 x float> %BC522, <16 x i32> <i32 23, i32 zeroinitializer, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I542 = insertelement <4 x i32> %Shuff382, i32 %E240, i32 1
  %B543 = mul i64 %L533, %L103
  %Tr544 = trunc i32 %B323 to i1
  br i1 %Tr544, label %CF1262, label %CF1351

CF1351:                                           ; preds = %CF1433
  %CF1351.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1351.t1 = add i32 %CF1351.t0, -1
  store volatile i32 %CF1351.t1, i32* @stress_budget, align 4
  %CF1351.t2 = icmp slt i32 %CF1351.t1, 0
  br i1 %CF1351.t2, label %stress_out, label %CF1351.body
CF1351.body:
  %Sl545 = select i1 %Sl161, double %B521, double %Sl93
  %Cmp546 = icmp ult i32 %E6, %E413
  br i1 %Cmp546, label %CF, label %CF1258

CF1258:                                           ; preds = %CF1258, %CF1309, %CF1356, %CF1414, %CF1373, %CF1351
  %CF1258.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1258.t1 = add i32 %CF1258.t0, -1
  store volatile i32 %CF1258.t1, i32* @stress_budget, align 4
  %CF1258.t2 = icmp slt i32 %CF1258.t1, 0
  br i1 %CF1258.t2, label %stress_out, label %CF1258.body
CF1258.body:
  %L547 = load i64, i64* %Sl10, align 4
  store i1 %E262, i1* %PC446, align 1
  %E548 = extractelement <2 x i1> %Shuff390, i32 0
  br i1 %E548, label %CF1258, label %CF1293

CF1293:                                           ; preds = %CF1293, %CF1425, %CF1380, %CF1398, %CF1258
  %CF1293.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1293.t1 = add i32 %CF1293.t0, -1
  store volatile i32 %CF1293.t1, i32* @stress_budget, align 4
  %CF1293.t2 = icmp slt i32 %CF1293.t1, 0
  br i1 %CF1293.t2, label %stress_out, label %CF1293.body
CF1293.body:
  %Shuff549 = shufflevector <4 x i1> %Cmp364, <4 x i1> %Cmp223, <4 x i32> <i32 5, i32 7, i32 zeroinitializer, i32 3>
  %I550 = insertelement <4 x i32> %Shuff149, i32 %E141, i32 3
  %B551 = add <1 x i32> %I272, %Shuff165
  %Tr552 = trunc i64 %Se425 to i1
  br i1 %Tr552, label %CF1293, label %CF1425

CF1425:                                           ; preds = %CF1293
  %CF1425.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1425.t1 = add i32 %CF1425.t0, -1
  store volatile i32 %CF1425.t1, i32* @stress_budget, align 4
  %CF1425.t2 = icmp slt i32 %CF1425.t1, 0
  br i1 %CF1425.t2, label %stress_out, label %CF1425.body
CF1425.body:
  %Sl553 = select i1 %Cmp207, <4 x i32> %Shuff105, <4 x i32> %B424
  %Cmp554 = icmp ne i64 %B408, %B84
  br i1 %Cmp554, label %CF1293, label %CF1380

CF1380:                                           ; preds = %CF1425
  %CF1380.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1380.t1 = add i32 %CF1380.t0, -1
  store volatile i32 %CF1380.t1, i32* @stress_budget, align 4
  %CF1380.t2 = icmp slt i32 %CF1380.t1, 0
  br i1 %CF1380.t2, label %stress_out, label %CF1380.body
CF1380.body:
  %L555 = load i8, i8* %0, align 1
  store i64 %L126, i64* %PC168, align 4
  %E556 = extractelement <4 x i1> %Shuff549, i32 1
  br i1 %E556, label %CF1293, label %CF1312

CF1312:                                           ; preds = %CF1312, %CF1380
  %CF1312.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1312.t1 = add i32 %CF1312.t0, -1
  store volatile i32 %CF1312.t1, i32* @stress_budget, align 4
  %CF1312.t2 = icmp slt i32 %CF1312.t1, 0
  br i1 %CF1312.t2, label %stress_out, label %CF1312.body
CF1312.body:
  %Shuff557 = shufflevector <4 x i32> %Shuff135, <4 x i32> %Shuff53, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I558 = insertelement <16 x i32> %Shuff22, i32 %E96, i32 6
  %B559 = udiv <4 x i32> %I114, %Shuff422
  %FC560 = uitofp <16 x i1> %Cmp297 to <16 x float>
  %Sl561 = select i1 %Cmp502, i32 %Tr116, i32 %E292
  %Cmp562 = icmp sge i8 %B507, %Tr432
  br i1 %Cmp562, label %CF1312, label %CF1321

CF1321:                                           ; preds = %CF1321, %CF1366, %CF1312
  %CF1321.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1321.t1 = add i32 %CF1321.t0, -1
  store volatile i32 %CF1321.t1, i32* @stress_budget, align 4
  %CF1321.t2 = icmp slt i32 %CF1321.t1, 0
  br i1 %CF1321.t2, label %stress_out, label %CF1321.body
CF1321.body:
  %L563 = load i8, i8* %0, align 1
  store i1 %Tr63, i1* %Sl18, align 1
  %E564 = extractelement <16 x i16> %I407, i32 11
  %Shuff565 = shufflevector <16 x i1> %Shuff181, <16 x i1> %Cmp419, <16 x i32> <i32 14, i32 16, i32 18, i32 zeroinitializer, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12>
  %I566 = insertelement <16 x i1> %Shuff157, i1 %Cmp79, i32 0
  %B567 = or <4 x i32> %Shuff203, %I114
  %FC568 = sitofp i8 %L305 to float
  %Sl569 = select i1 %Cmp215, i32 %B115, i32 202475
  %Cmp570 = icmp eq i1 %Cmp253, %E262
  br i1 %Cmp570, label %CF1321, label %CF1365

CF1365:                                           ; preds = %CF1365, %CF1321
  %CF1365.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1365.t1 = add i32 %CF1365.t0, -1
  store volatile i32 %CF1365.t1, i32* @stress_budget, align 4
  %CF1365.t2 = icmp slt i32 %CF1365.t1, 0
  br i1 %CF1365.t2, label %stress_out, label %CF1365.body
CF1365.body:
  %L571 = load i8, i8* %PC100, align 1
  store i8 %L276, i8* %0, align 1
  %E572 = extractelement <8 x i1> %Cmp65, i32 2
  br i1 %E572, label %CF1365, label %CF1366

CF1366:                                           ; preds = %CF1365
  %CF1366.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1366.t1 = add i32 %CF1366.t0, -1
  store volatile i32 %CF1366.t1, i32* @stress_budget, align 4
  %CF1366.t2 = icmp slt i32 %CF1366.t1, 0
  br i1 %CF1366.t2, label %stress_out, label %CF1366.body
CF1366.body:
  %Shuff573 = shufflevector <16 x float> %Shuff541, <16 x float> %BC522, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 1, i32 3>
  %I574 = insertelement <1 x i32> %Shuff165, i32 %L284, i32 0
  %B575 = mul <4 x i32> %Shuff513, zeroinitializer
  %ZE576 = zext <4 x i32> %I197 to <4 x i64>
  %Sl577 = select i1 %Cmp94, i64 %B220, i64 %L365
  %Cmp578 = icmp sge i1 %Cmp440, %Cmp238
  br i1 %Cmp578, label %CF1321, label %CF1346

CF1346:                                           ; preds = %CF1346, %CF1366
  %CF1346.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1346.t1 = add i32 %CF1346.t0, -1
  store volatile i32 %CF1346.t1, i32* @stress_budget, align 4
  %CF1346.t2 = icmp slt i32 %CF1346.t1, 0
  br i1 %CF1346.t2, label %stress_out, label %CF1346.body
CF1346.body:
  %L579 = load i64, i64* %Sl214, align 4
  store i64 %FC32, i64* %PC168, align 4
  %E580 = extractelement <16 x float> %Shuff573, i32 12
  %Shuff581 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I122, <4 x i32> <i32 zeroinitializer, i32 1, i32 zeroinitializer, i32 5>
  %I582 = insertelement <16 x i16> %Shuff210, i16 %E465, i32 9
  %Se583 = sext <2 x i1> %Shuff359 to <2 x i32>
  %Sl584 = select i1 %Sl138, i16 %Sl386, i16 %FC362
  %Cmp585 = icmp slt i32 %L511, %E225
  br i1 %Cmp585, label %CF1346, label %CF1350

CF1350:                                           ; preds = %CF1350, %CF1442, %CF1346
  %CF1350.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1350.t1 = add i32 %CF1350.t0, -1
  store volatile i32 %CF1350.t1, i32* @stress_budget, align 4
  %CF1350.t2 = icmp slt i32 %CF1350.t1, 0
  br i1 %CF1350.t2, label %stress_out, label %CF1350.body
CF1350.body:
  %L586 = load i1, i1* %PC446, align 1
  br i1 %L586, label %CF1350, label %CF1442

CF1442:                                           ; preds = %CF1350
  %CF1442.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1442.t1 = add i32 %CF1442.t0, -1
  store volatile i32 %CF1442.t1, i32* @stress_budget, align 4
  %CF1442.t2 = icmp slt i32 %CF1442.t1, 0
  br i1 %CF1442.t2, label %stress_out, label %CF1442.body
CF1442.body:
  store i64 %FC32, i64* %PC168, align 4
  %E587 = extractelement <16 x i32> %Shuff437, i32 13
  %Shuff588 = shufflevector <2 x i1> %Shuff406, <2 x i1> %Sl317, <2 x i32> <i32 zeroinitializer, i32 2>
  %I589 = insertelement <16 x i32> %Shuff128, i32 %Sl501, i32 6
  %Tr590 = trunc i32 %Sl117 to i16
  %Sl591 = select i1 %Cmp246, i64 %L216, i64 %B529
  %Cmp592 = icmp ne <4 x i32> %B400, %Shuff7
  %L593 = load i8, i8* %0, align 1
  store i8 %L5, i8* %PC100, align 1
  %E594 = extractelement <16 x i1> %Cmp139, i32 6
  br i1 %E594, label %CF1350, label %CF1398

CF1398:                                           ; preds = %CF1442
  %CF1398.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1398.t1 = add i32 %CF1398.t0, -1
  store volatile i32 %CF1398.t1, i32* @stress_budget, align 4
  %CF1398.t2 = icmp slt i32 %CF1398.t1, 0
  br i1 %CF1398.t2, label %stress_out, label %CF1398.body
CF1398.body:
  %Shuff595 = shufflevector <16 x i1> %Shuff474, <16 x i1> %I514, <16 x i32> <i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 zeroinitializer, i32 23>
  %I596 = insertelement <4 x i32> %Shuff329, i32 202475, i32 3
  %B597 = ashr i8 -1, %Tr332
  %FC598 = uitofp i8 %L563 to double
  %Sl599 = select i1 %Cmp304, i32 %E314, i32 %L427
  %Cmp600 = icmp uge <4 x i16> %Tr354, %Tr354
  %L601 = load i8, i8* %0, align 1
  store i64 %L261, i64* %PC168, align 4
  %E602 = extractelement <4 x i1> %Cmp411, i32 1
  br i1 %E602, label %CF1293, label %CF1309

CF1309:                                           ; preds = %CF1398
  %CF1309.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1309.t1 = add i32 %CF1309.t0, -1
  store volatile i32 %CF1309.t1, i32* @stress_budget, align 4
  %CF1309.t2 = icmp slt i32 %CF1309.t1, 0
  br i1 %CF1309.t2, label %stress_out, label %CF1309.body
CF1309.body:
  %Shuff603 = shufflevector <16 x i1> %I158, <16 x i1> %Cmp118, <16 x i32> <i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 zeroinitializer, i32 30, i32 zeroinitializer, i32 2, i32 zeroinitializer, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14>
  %I604 = insertelement <2 x i1> %I174, i1 %Cmp110, i32 0
  %B605 = xor i32 %E320, %Sl537
  %Sl606 = select i1 %E436, <4 x i32> %Shuff367, <4 x i32> %Shuff256
  %Cmp607 = icmp ule <4 x i32> %Sl509, %I316
  %L608 = load i32, i32* %PC346, align 4
  store i8 %B235, i8* %0, align 1
  %E609 = extractelement <16 x i32> %Shuff437, i32 3
  %Shuff610 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff7, <4 x i32> <i32 6, i32 0, i32 2, i32 zeroinitializer>
  %I611 = insertelement <16 x i1> %Shuff466, i1 %Cmp455, i32 0
  %Tr612 = trunc i32 %E81 to i1
  br i1 %Tr612, label %CF1258, label %CF1275

CF1275:                                           ; preds = %CF1275, %CF1418, %CF1309
  %CF1275.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1275.t1 = add i32 %CF1275.t0, -1
  store volatile i32 %CF1275.t1, i32* @stress_budget, align 4
  %CF1275.t2 = icmp slt i32 %CF1275.t1, 0
  br i1 %CF1275.t2, label %stress_out, label %CF1275.body
CF1275.body:
  %Sl613 = select i1 %Cmp79, i32 %Sl447, i32 %E28
  %Cmp614 = icmp eq <4 x i32> %I316, %Sl177
  %L615 = load i64, i64* %Sl10, align 4
  store i32 %E96, i32* %PC, align 4
  %E616 = extractelement <2 x i1> %Shuff278, i32 0
  br i1 %E616, label %CF1275, label %CF1418

CF1418:                                           ; preds = %CF1275
  %CF1418.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1418.t1 = add i32 %CF1418.t0, -1
  store volatile i32 %CF1418.t1, i32* @stress_budget, align 4
  %CF1418.t2 = icmp slt i32 %CF1418.t1, 0
  br i1 %CF1418.t2, label %stress_out, label %CF1418.body
CF1418.body:
  %Shuff617 = shufflevector <16 x i1> %Shuff490, <16 x i1> %Cmp19, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I618 = insertelement <16 x i16> %Shuff498, i16 %FC362, i32 5
  %Tr619 = trunc <8 x i16> %I8 to <8 x i8>
  %Sl620 = select i1 %Cmp125, i1 %L231, i1 %Sl433
  br i1 %Sl620, label %CF1275, label %CF1356

CF1356:                                           ; preds = %CF1418
  %CF1356.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1356.t1 = add i32 %CF1356.t0, -1
  store volatile i32 %CF1356.t1, i32* @stress_budget, align 4
  %CF1356.t2 = icmp slt i32 %CF1356.t1, 0
  br i1 %CF1356.t2, label %stress_out, label %CF1356.body
CF1356.body:
  %Cmp621 = icmp eq i8 %B175, %Tr332
  br i1 %Cmp621, label %CF1258, label %CF1270

CF1270:                                           ; preds = %CF1270, %CF1437, %CF1390, %CF1436, %CF1356
  %CF1270.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1270.t1 = add i32 %CF1270.t0, -1
  store volatile i32 %CF1270.t1, i32* @stress_budget, align 4
  %CF1270.t2 = icmp slt i32 %CF1270.t1, 0
  br i1 %CF1270.t2, label %stress_out, label %CF1270.body
CF1270.body:
  %L622 = load double, double* %PC281, align 8
  store i32 %B392, i32* %PC346, align 4
  %E623 = extractelement <4 x i32> %Shuff203, i32 0
  %Shuff624 = shufflevector <16 x i1> %Cmp463, <16 x i1> %Cmp487, <16 x i32> <i32 27, i32 zeroinitializer, i32 31, i32 1, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 zeroinitializer>
  %I625 = insertelement <16 x i32> %Sl78, i32 %E127, i32 13
  %Tr626 = trunc i64 %Sl378 to i32
  %Sl627 = select <4 x i1> %Shuff549, <4 x i32> %I550, <4 x i32> %Sl206
  %Cmp628 = icmp sge i64 %4, %L126
  br i1 %Cmp628, label %CF1270, label %CF1437

CF1437:                                           ; preds = %CF1270
  %CF1437.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1437.t1 = add i32 %CF1437.t0, -1
  store volatile i32 %CF1437.t1, i32* @stress_budget, align 4
  %CF1437.t2 = icmp slt i32 %CF1437.t1, 0
  br i1 %CF1437.t2, label %stress_out, label %CF1437.body
CF1437.body:
  %L629 = load i8, i8* %PC244, align 1
  store double %L313, double* %PC281, align 8
  %E630 = extractelement <4 x i64> %ZE393, i32 2
  %Shuff631 = shufflevector <4 x i32> %Shuff241, <4 x i32> %Shuff75, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 zeroinitializer>
  %I632 = insertelement <4 x i32> %Sl222, i32 %B384, i32 3
  %B633 = srem i32 %Sl501, 202475
  %FC634 = uitofp i1 %Sl410 to float
  %Sl635 = select <4 x i1> %Cmp193, <4 x i8> %I528, <4 x i8> %Shuff581
  %Cmp636 = icmp sgt <16 x i1> %Sl439, %Shuff535
  %L637 = load double, double* %PC281, align 8
  store i8 %L291, i8* %PC100, align 1
  %E638 = extractelement <4 x i32> %Shuff367, i32 2
  %Shuff639 = shufflevector <4 x i32> %I542, <4 x i32> %Sl222, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I640 = insertelement <4 x i1> %Cmp448, i1 %Sl, i32 3
  %B641 = ashr i32 %L119, %E74
  %FC642 = uitofp i64 %Sl516 to float
  %Sl643 = select i1 %Sl, i8 %L147, i8 %FC108
  %Cmp644 = fcmp ogt float 0xBDECE090C0000000, %B353
  br i1 %Cmp644, label %CF1270, label %CF1340

CF1340:                                           ; preds = %CF1340, %CF1437
  %CF1340.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1340.t1 = add i32 %CF1340.t0, -1
  store volatile i32 %CF1340.t1, i32* @stress_budget, align 4
  %CF1340.t2 = icmp slt i32 %CF1340.t1, 0
  br i1 %CF1340.t2, label %stress_out, label %CF1340.body
CF1340.body:
  %L645 = load i64, i64* %Sl10, align 4
  store i64 %B167, i64* %Sl214, align 4
  %E646 = extractelement <16 x i1> %Shuff189, i32 13
  br i1 %E646, label %CF1340, label %CF1390

CF1390:                                           ; preds = %CF1340
  %CF1390.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1390.t1 = add i32 %CF1390.t0, -1
  store volatile i32 %CF1390.t1, i32* @stress_budget, align 4
  %CF1390.t2 = icmp slt i32 %CF1390.t1, 0
  br i1 %CF1390.t2, label %stress_out, label %CF1390.body
CF1390.body:
  %Shuff647 = shufflevector <2 x i1> %Shuff390, <2 x i1> %Shuff359, <2 x i32> <i32 0, i32 zeroinitializer>
  %I648 = insertelement <16 x float> %Shuff573, float %FC634, i32 6
  %B649 = add i64 %L66, %Sl41
  %FC650 = sitofp i64 %Sl516 to double
  %Sl651 = select i1 %Tr544, <16 x i32> %Shuff121, <16 x i32> %B55
  %Cmp652 = fcmp ogt double %L622, %FC221
  br i1 %Cmp652, label %CF1270, label %CF1308

CF1308:                                           ; preds = %CF1308, %CF1390
  %CF1308.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1308.t1 = add i32 %CF1308.t0, -1
  store volatile i32 %CF1308.t1, i32* @stress_budget, align 4
  %CF1308.t2 = icmp slt i32 %CF1308.t1, 0
  br i1 %CF1308.t2, label %stress_out, label %CF1308.body
CF1308.body:
  %L653 = load i8, i8* %0, align 1
  store i64 %L261, i64* %PC168, align 4
  %E654 = extractelement <4 x i32> %Shuff29, i32 1
  %Shuff655 = shufflevector <16 x i32> %Shuff14, <16 x i32> %ZE515, <16 x i32> <i32 12, i32 zeroinitializer, i32 16, i32 zeroinitializer, i32 zeroinitializer, i32 22, i32 24, i32 26, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I656 = insertelement <16 x i1> %Cmp87, i1 %Cmp387, i32 14
  %B657 = sub <8 x i16> %Shuff249, zeroinitializer
  %ZE658 = zext i1 %Cmp562 to i8
  %Sl659 = select i1 %Cmp26, i32 %E373, i32 227899
  %Cmp660 = icmp ugt <16 x i16> %Shuff, %Shuff337
  %L661 = load i32, i32* %PC346, align 4
  store i8 %L555, i8* %PC100, align 1
  %E662 = extractelement <16 x float> %BC522, i32 0
  %Shuff663 = shufflevector <2 x i1> %Sl494, <2 x i1> %I287, <2 x i32> <i32 3, i32 1>
  %I664 = insertelement <4 x i1> %Shuff549, i1 %Cmp479, i32 1
  %B665 = lshr i32 %Sl117, %Sl569
  %Se666 = sext i32 %Sl267 to i64
  %Sl667 = select i1 %Cmp334, i1 %Cmp110, i1 %Cmp379
  br i1 %Sl667, label %CF1308, label %CF1436

CF1436:                                           ; preds = %CF1308
  %CF1436.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1436.t1 = add i32 %CF1436.t0, -1
  store volatile i32 %CF1436.t1, i32* @stress_budget, align 4
  %CF1436.t2 = icmp slt i32 %CF1436.t1, 0
  br i1 %CF1436.t2, label %stress_out, label %CF1436.body
CF1436.body:
  %Cmp668 = icmp sge i1 %Cmp554, %Cmp268
  br i1 %Cmp668, label %CF1270, label %CF1299

CF1299:                                           ; preds = %CF1299, %CF1436
  %CF1299.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1299.t1 = add i32 %CF1299.t0, -1
  store volatile i32 %CF1299.t1, i32* @stress_budget, align 4
  %CF1299.t2 = icmp slt i32 %CF1299.t1, 0
  br i1 %CF1299.t2, label %stress_out, label %CF1299.body
CF1299.body:
  %L669 = load i8, i8* %0, align 1
  store i8 %L653, i8* %PC100, align 1
  %E670 = extractelement <16 x i32> zeroinitializer, i32 11
  %Shuff671 = shufflevector <4 x i32> %Sl259, <4 x i32> %I550, <4 x i32> <i32 6, i32 0, i32 zeroinitializer, i32 zeroinitializer>
  %I672 = insertelement <4 x i32> %Sl478, i32 %B24, i32 0
  %B673 = sdiv i64 %L171, %L269
  %Tr674 = trunc i64 %L420 to i32
  %Sl675 = select <16 x i1> %Shuff595, <16 x float> %I648, <16 x float> %BC522
  %Cmp676 = icmp sge <16 x i1> %I301, %Sl340
  %L677 = load double, double* %PC281, align 8
  store i32 %B24, i32* %PC, align 4
  %E678 = extractelement <4 x i32> %Shuff639, i32 2
  %Shuff679 = shufflevector <4 x i8> %Shuff581, <4 x i8> %B331, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I680 = insertelement <16 x i1> %Cmp139, i1 %Cmp387, i32 7
  %ZE681 = zext i1 %Cmp403 to i16
  %Sl682 = select i1 %Cmp102, <4 x i32> %I308, <4 x i32> %Shuff639
  %Cmp683 = fcmp ult double %B302, %L637
  br i1 %Cmp683, label %CF1299, label %CF1414

CF1414:                                           ; preds = %CF1299
  %CF1414.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1414.t1 = add i32 %CF1414.t0, -1
  store volatile i32 %CF1414.t1, i32* @stress_budget, align 4
  %CF1414.t2 = icmp slt i32 %CF1414.t1, 0
  br i1 %CF1414.t2, label %stress_out, label %CF1414.body
CF1414.body:
  %L684 = load i64, i64* %PC168, align 4
  store i64 %L208, i64* %Sl10, align 4
  %E685 = extractelement <16 x float> %Shuff541, i32 9
  %Shuff686 = shufflevector <4 x i32> %Shuff203, <4 x i32> %Sl606, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I687 = insertelement <16 x i1> %Shuff595, i1 true, i32 6
  %B688 = fdiv <4 x float> %FC508, %FC508
  %Se689 = sext <8 x i8> %Tr619 to <8 x i16>
  %Sl690 = select <4 x i1> %Cmp592, <4 x i8> %B331, <4 x i8> %I
  %Cmp691 = icmp sgt i1 %Tr530, %Cmp403
  br i1 %Cmp691, label %CF1258, label %CF1264

CF1264:                                           ; preds = %CF1264, %CF1301, %CF1414
  %CF1264.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1264.t1 = add i32 %CF1264.t0, -1
  store volatile i32 %CF1264.t1, i32* @stress_budget, align 4
  %CF1264.t2 = icmp slt i32 %CF1264.t1, 0
  br i1 %CF1264.t2, label %stress_out, label %CF1264.body
CF1264.body:
  %L692 = load i8, i8* %0, align 1
  store i8 %Sl25, i8* %0, align 1
  %E693 = extractelement <2 x i1> %Shuff406, i32 0
  br i1 %E693, label %CF1264, label %CF1301

CF1301:                                           ; preds = %CF1264
  %CF1301.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1301.t1 = add i32 %CF1301.t0, -1
  store volatile i32 %CF1301.t1, i32* @stress_budget, align 4
  %CF1301.t2 = icmp slt i32 %CF1301.t1, 0
  br i1 %CF1301.t2, label %stress_out, label %CF1301.body
CF1301.body:
  %Shuff694 = shufflevector <4 x i32> %Shuff671, <4 x i32> %Sl627, <4 x i32> <i32 7, i32 1, i32 3, i32 zeroinitializer>
  %I695 = insertelement <16 x i1> %Shuff474, i1 %Tr17, i32 9
  %ZE696 = zext i8 %Sl347 to i16
  %Sl697 = select i1 true, i32 %E, i32 %3
  %Cmp698 = icmp slt i32 %L88, %B24
  br i1 %Cmp698, label %CF1264, label %CF1272

CF1272:                                           ; preds = %CF1272, %CF1400, %CF1386, %CF1301
  %CF1272.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1272.t1 = add i32 %CF1272.t0, -1
  store volatile i32 %CF1272.t1, i32* @stress_budget, align 4
  %CF1272.t2 = icmp slt i32 %CF1272.t1, 0
  br i1 %CF1272.t2, label %stress_out, label %CF1272.body
CF1272.body:
  %L699 = load i8, i8* %0, align 1
  store i8 %Tr332, i8* %0, align 1
  %E700 = extractelement <16 x i16> %Shuff82, i32 10
  %Shuff701 = shufflevector <16 x i1> %I352, <16 x i1> %Shuff535, <16 x i32> <i32 zeroinitializer, i32 31, i32 zeroinitializer, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 zeroinitializer, i32 27>
  %I702 = insertelement <4 x i32> %Shuff321, i32 %Tr258, i32 3
  %B703 = lshr i64 %L579, %L224
  %Sl704 = select i1 true, i64 %B84, i64 %L319
  %Cmp705 = icmp ne i16 0, %Sl584
  br i1 %Cmp705, label %CF1272, label %CF1400

CF1400:                                           ; preds = %CF1272
  %CF1400.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1400.t1 = add i32 %CF1400.t0, -1
  store volatile i32 %CF1400.t1, i32* @stress_budget, align 4
  %CF1400.t2 = icmp slt i32 %CF1400.t1, 0
  br i1 %CF1400.t2, label %stress_out, label %CF1400.body
CF1400.body:
  %L706 = load i8, i8* %0, align 1
  store i64 %Sl296, i64* %Sl10, align 4
  %E707 = extractelement <4 x i8> %I528, i32 2
  %Shuff708 = shufflevector <1 x i32> %Shuff173, <1 x i32> %Shuff173, <1 x i32> zeroinitializer
  %I709 = insertelement <16 x i32> %Shuff505, i32 %Sl274, i32 9
  %B710 = shl <16 x i16> %I491, %Shuff210
  %FC711 = uitofp i8 %L380 to double
  %Sl712 = select i1 %Cmp238, i64 %Sl296, i64 %B84
  %Cmp713 = icmp ule i32 %E270, %E623
  br i1 %Cmp713, label %CF1272, label %CF1386

CF1386:                                           ; preds = %CF1400
  %CF1386.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1386.t1 = add i32 %CF1386.t0, -1
  store volatile i32 %CF1386.t1, i32* @stress_budget, align 4
  %CF1386.t2 = icmp slt i32 %CF1386.t1, 0
  br i1 %CF1386.t2, label %stress_out, label %CF1386.body
CF1386.body:
  %L714 = load i32, i32* %PC, align 4
  store double %Sl93, double* %PC281, align 8
  %E715 = extractelement <16 x i1> %Shuff351, i32 11
  br i1 %E715, label %CF1272, label %CF1315

CF1315:                                           ; preds = %CF1315, %CF1382, %CF1386
  %CF1315.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1315.t1 = add i32 %CF1315.t0, -1
  store volatile i32 %CF1315.t1, i32* @stress_budget, align 4
  %CF1315.t2 = icmp slt i32 %CF1315.t1, 0
  br i1 %CF1315.t2, label %stress_out, label %CF1315.body
CF1315.body:
  %Shuff716 = shufflevector <16 x i32> %Shuff14, <16 x i32> %Shuff14, <16 x i32> <i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I717 = insertelement <16 x i1> %Shuff617, i1 %Cmp395, i32 0
  %B718 = add i8 %B92, %L517
  %Tr719 = trunc i32 %L357 to i16
  %Sl720 = select <16 x i1> %Cmp676, <16 x float> %I648, <16 x float> %I648
  %Cmp721 = icmp uge i64 %ZE324, %B151
  br i1 %Cmp721, label %CF1315, label %CF1382

CF1382:                                           ; preds = %CF1315
  %CF1382.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1382.t1 = add i32 %CF1382.t0, -1
  store volatile i32 %CF1382.t1, i32* @stress_budget, align 4
  %CF1382.t2 = icmp slt i32 %CF1382.t1, 0
  br i1 %CF1382.t2, label %stress_out, label %CF1382.body
CF1382.body:
  %L722 = load i64, i64* %PC168, align 4
  store i64 %L239, i64* %Sl214, align 4
  %E723 = extractelement <4 x i1> %Cmp592, i32 2
  br i1 %E723, label %CF1315, label %CF1373

CF1373:                                           ; preds = %CF1382
  %CF1373.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1373.t1 = add i32 %CF1373.t0, -1
  store volatile i32 %CF1373.t1, i32* @stress_budget, align 4
  %CF1373.t2 = icmp slt i32 %CF1373.t1, 0
  br i1 %CF1373.t2, label %stress_out, label %CF1373.body
CF1373.body:
  %Shuff724 = shufflevector <16 x i1> %Cmp19, <16 x i1> %I294, <16 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3>
  %I725 = insertelement <2 x i1> %Cmp538, i1 %Cmp495, i32 1
  %B726 = udiv <16 x i16> %I618, %B710
  %Tr727 = trunc <16 x i64> %ZE to <16 x i32>
  %Sl728 = select i1 %Cmp683, i64 %L327, i64 515723
  %Cmp729 = icmp slt <4 x i32> %Shuff286, %I596
  %L730 = load i1, i1* %PC446, align 1
  br i1 %L730, label %CF1258, label %CF1261

CF1261:                                           ; preds = %CF1261, %CF1392, %CF1396, %CF1413, %CF1402, %CF1373
  %CF1261.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1261.t1 = add i32 %CF1261.t0, -1
  store volatile i32 %CF1261.t1, i32* @stress_budget, align 4
  %CF1261.t2 = icmp slt i32 %CF1261.t1, 0
  br i1 %CF1261.t2, label %stress_out, label %CF1261.body
CF1261.body:
  store i64 %Sl462, i64* %Sl10, align 4
  %E731 = extractelement <16 x i16> %Shuff337, i32 11
  %Shuff732 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 zeroinitializer>
  %I733 = insertelement <4 x i32> %Shuff321, i32 202475, i32 0
  %B734 = and i64 377655, %L435
  %Sl735 = select i1 %E602, <16 x i1> %Tr71, <16 x i1> %Cmp419
  %Cmp736 = icmp ult <4 x i32> zeroinitializer, %B265
  %L737 = load i32, i32* %PC346, align 4
  store i1 %E594, i1* %PC446, align 1
  %E738 = extractelement <4 x i1> %Sl311, i32 1
  br i1 %E738, label %CF1261, label %CF1392

CF1392:                                           ; preds = %CF1261
  %CF1392.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1392.t1 = add i32 %CF1392.t0, -1
  store volatile i32 %CF1392.t1, i32* @stress_budget, align 4
  %CF1392.t2 = icmp slt i32 %CF1392.t1, 0
  br i1 %CF1392.t2, label %stress_out, label %CF1392.body
CF1392.body:
  %Shuff739 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I499, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I740 = insertelement <4 x i32> %Sl531, i32 %E314, i32 2
  %B741 = udiv <16 x i16> %Shuff82, zeroinitializer
  %FC742 = fptosi float %FC642 to i32
  %Sl743 = select i1 %Cmp698, i1 %E715, i1 %Cmp238
  br i1 %Sl743, label %CF1261, label %CF1305

CF1305:                                           ; preds = %CF1305, %CF1438, %CF1392
  %CF1305.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1305.t1 = add i32 %CF1305.t0, -1
  store volatile i32 %CF1305.t1, i32* @stress_budget, align 4
  %CF1305.t2 = icmp slt i32 %CF1305.t1, 0
  br i1 %CF1305.t2, label %stress_out, label %CF1305.body
CF1305.body:
  %Cmp744 = icmp sge <4 x i32> %Sl222, %Shuff293
  %L745 = load i64, i64* %Sl10, align 4
  store i64 %Sl296, i64* %Sl10, align 4
  %E746 = extractelement <16 x float> %Sl720, i32 8
  %Shuff747 = shufflevector <16 x i16> %Shuff97, <16 x i16> %Shuff337, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 19, i32 zeroinitializer, i32 23, i32 25>
  %I748 = insertelement <16 x i16> %Shuff458, i16 %FC362, i32 13
  %B749 = urem <4 x i8> %Sl192, %Shuff732
  %Tr750 = trunc i32 %E450 to i1
  br i1 %Tr750, label %CF1305, label %CF1438

CF1438:                                           ; preds = %CF1305
  %CF1438.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1438.t1 = add i32 %CF1438.t0, -1
  store volatile i32 %CF1438.t1, i32* @stress_budget, align 4
  %CF1438.t2 = icmp slt i32 %CF1438.t1, 0
  br i1 %CF1438.t2, label %stress_out, label %CF1438.body
CF1438.body:
  %Sl751 = select i1 %Tr469, <16 x i16> %Shuff747, <16 x i16> %Shuff60
  %Cmp752 = icmp sge i64 %Sl712, %L126
  br i1 %Cmp752, label %CF1305, label %CF1359

CF1359:                                           ; preds = %CF1359, %CF1438
  %CF1359.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1359.t1 = add i32 %CF1359.t0, -1
  store volatile i32 %CF1359.t1, i32* @stress_budget, align 4
  %CF1359.t2 = icmp slt i32 %CF1359.t1, 0
  br i1 %CF1359.t2, label %stress_out, label %CF1359.body
CF1359.body:
  %L753 = load double, double* %PC281, align 8
  store i32 %E255, i32* %PC346, align 4
  %E754 = extractelement <16 x i16> %Shuff337, i32 15
  %Shuff755 = shufflevector <4 x i32> %Shuff631, <4 x i32> %I338, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I756 = insertelement <4 x i32> %Shuff422, i32 %L737, i32 0
  %B757 = ashr <16 x i32> %I558, %Shuff14
  %Sl758 = select <8 x i1> %Cmp65, <8 x i16> %I8, <8 x i16> zeroinitializer
  %Cmp759 = icmp sge <16 x i32> %I322, %I589
  %L760 = load i8, i8* %0, align 1
  store double %FC477, double* %PC281, align 8
  %E761 = extractelement <8 x i16> %Shuff249, i32 0
  %Shuff762 = shufflevector <4 x i8> %Shuff581, <4 x i8> %I499, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I763 = insertelement <4 x i8> %I98, i8 %5, i32 1
  %B764 = ashr <16 x i16> %Shuff498, %I582
  %FC765 = uitofp i8 %L80 to double
  %Sl766 = select <4 x i1> %Cmp193, <4 x i32> %Shuff233, <4 x i32> %B400
  %Cmp767 = icmp eq i1 %Tr552, %Sl433
  br i1 %Cmp767, label %CF1359, label %CF1396

CF1396:                                           ; preds = %CF1359
  %CF1396.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1396.t1 = add i32 %CF1396.t0, -1
  store volatile i32 %CF1396.t1, i32* @stress_budget, align 4
  %CF1396.t2 = icmp slt i32 %CF1396.t1, 0
  br i1 %CF1396.t2, label %stress_out, label %CF1396.body
CF1396.body:
  %L768 = load i64, i64* %PC168, align 4
  store i1 %Tr530, i1* %PC446, align 1
  %E769 = extractelement <16 x i32> %Shuff315, i32 0
  %Shuff770 = shufflevector <16 x i32> %I211, <16 x i32> %I227, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17>
  %I771 = insertelement <16 x i16> %Shuff82, i16 %FC362, i32 5
  %B772 = fsub float 0x416AE98EC0000000, %FC634
  %FC773 = sitofp <16 x i16> %I618 to <16 x float>
  %Sl774 = select i1 %Sl, <16 x i1> %I158, <16 x i1> %Cmp660
  %Cmp775 = icmp ult i64 %ZE160, %L319
  br i1 %Cmp775, label %CF1261, label %CF1280

CF1280:                                           ; preds = %CF1280, %CF1396
  %CF1280.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1280.t1 = add i32 %CF1280.t0, -1
  store volatile i32 %CF1280.t1, i32* @stress_budget, align 4
  %CF1280.t2 = icmp slt i32 %CF1280.t1, 0
  br i1 %CF1280.t2, label %stress_out, label %CF1280.body
CF1280.body:
  %L776 = load i8, i8* %0, align 1
  store i1 true, i1* %PC446, align 1
  %E777 = extractelement <16 x i32> %Shuff437, i32 11
  %Shuff778 = shufflevector <4 x i16> %Tr354, <4 x i16> %Tr354, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I779 = insertelement <4 x i8> zeroinitializer, i8 %Tr332, i32 0
  %B780 = sdiv i8 %L51, %B718
  %FC781 = sitofp i16 %Tr369 to float
  %Sl782 = select i1 true, i8 %FC108, i8 %B212
  %Cmp783 = icmp ne <16 x i1> %Shuff724, %I242
  %L784 = load i8, i8* %0, align 1
  store i64 %Sl296, i64* %Sl10, align 4
  %E785 = extractelement <2 x i1> %Cmp538, i32 0
  br i1 %E785, label %CF1280, label %CF1325

CF1325:                                           ; preds = %CF1325, %CF1280
  %CF1325.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1325.t1 = add i32 %CF1325.t0, -1
  store volatile i32 %CF1325.t1, i32* @stress_budget, align 4
  %CF1325.t2 = icmp slt i32 %CF1325.t1, 0
  br i1 %CF1325.t2, label %stress_out, label %CF1325.body
CF1325.body:
  %Shuff786 = shufflevector <4 x i1> %Cmp744, <4 x i1> %Cmp729, <4 x i32> <i32 5, i32 7, i32 zeroinitializer, i32 3>
  %I787 = insertelement <16 x i1> %Shuff474, i1 %E723, i32 7
  %Se788 = sext <16 x i1> %Shuff226 to <16 x i16>
  %Sl789 = select i1 %Cmp304, i1 %E594, i1 %Sl667
  br i1 %Sl789, label %CF1325, label %CF1332

CF1332:                                           ; preds = %CF1332, %CF1403, %CF1325
  %CF1332.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1332.t1 = add i32 %CF1332.t0, -1
  store volatile i32 %CF1332.t1, i32* @stress_budget, align 4
  %CF1332.t2 = icmp slt i32 %CF1332.t1, 0
  br i1 %CF1332.t2, label %stress_out, label %CF1332.body
CF1332.body:
  %Cmp790 = icmp uge <1 x i32> %B551, %Shuff165
  %L791 = load i64, i64* %PC168, align 4
  store i64 %L615, i64* %Sl10, align 4
  %E792 = extractelement <16 x i16> %Shuff337, i32 11
  %Shuff793 = shufflevector <16 x i32> %Shuff121, <16 x i32> %B55, <16 x i32> <i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 zeroinitializer, i32 30, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer>
  %I794 = insertelement <4 x i32> %Shuff755, i32 %E769, i32 0
  %B795 = shl i64 %Sl462, %L645
  %ZE796 = zext i1 %Cmp341 to i32
  %Sl797 = select i1 %Tr469, i1 %Sl789, i1 %Tr544
  br i1 %Sl797, label %CF1332, label %CF1403

CF1403:                                           ; preds = %CF1332
  %CF1403.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1403.t1 = add i32 %CF1403.t0, -1
  store volatile i32 %CF1403.t1, i32* @stress_budget, align 4
  %CF1403.t2 = icmp slt i32 %CF1403.t1, 0
  br i1 %CF1403.t2, label %stress_out, label %CF1403.body
CF1403.body:
  %Cmp798 = icmp ugt i8 %B92, %L73
  br i1 %Cmp798, label %CF1332, label %CF1367

CF1367:                                           ; preds = %CF1367, %CF1407, %CF1403
  %CF1367.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1367.t1 = add i32 %CF1367.t0, -1
  store volatile i32 %CF1367.t1, i32* @stress_budget, align 4
  %CF1367.t2 = icmp slt i32 %CF1367.t1, 0
  br i1 %CF1367.t2, label %stress_out, label %CF1367.body
CF1367.body:
  %L799 = load i1, i1* %PC446, align 1
  br i1 %L799, label %CF1367, label %CF1407

CF1407:                                           ; preds = %CF1367
  %CF1407.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1407.t1 = add i32 %CF1407.t0, -1
  store volatile i32 %CF1407.t1, i32* @stress_budget, align 4
  %CF1407.t2 = icmp slt i32 %CF1407.t1, 0
  br i1 %CF1407.t2, label %stress_out, label %CF1407.body
CF1407.body:
  store i1 %Cmp479, i1* %PC446, align 1
  %E800 = extractelement <4 x i1> %Cmp448, i32 2
  br i1 %E800, label %CF1367, label %CF1369

CF1369:                                           ; preds = %CF1369, %CF1407
  %CF1369.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1369.t1 = add i32 %CF1369.t0, -1
  store volatile i32 %CF1369.t1, i32* @stress_budget, align 4
  %CF1369.t2 = icmp slt i32 %CF1369.t1, 0
  br i1 %CF1369.t2, label %stress_out, label %CF1369.body
CF1369.body:
  %Shuff801 = shufflevector <16 x i1> %Cmp87, <16 x i1> %I717, <16 x i32> <i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 zeroinitializer, i32 23, i32 25, i32 27, i32 29, i32 zeroinitializer, i32 1, i32 3>
  %I802 = insertelement <4 x i8> %Shuff762, i8 %B718, i32 3
  %B803 = fdiv float %E685, %B159
  %FC804 = sitofp <4 x i8> zeroinitializer to <4 x double>
  %Sl805 = select i1 %Tr750, i8 %B144, i8 %L480
  %Cmp806 = icmp eq i32 %E678, %L456
  br i1 %Cmp806, label %CF1369, label %CF1413

CF1413:                                           ; preds = %CF1369
  %CF1413.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1413.t1 = add i32 %CF1413.t0, -1
  store volatile i32 %CF1413.t1, i32* @stress_budget, align 4
  %CF1413.t2 = icmp slt i32 %CF1413.t1, 0
  br i1 %CF1413.t2, label %stress_out, label %CF1413.body
CF1413.body:
  %L807 = load i64, i64* %PC168, align 4
  store i8 %B47, i8* %0, align 1
  %E808 = extractelement <16 x i32> %Sl651, i32 12
  %Shuff809 = shufflevector <8 x i16> %Shuff519, <8 x i16> %I106, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I810 = insertelement <4 x i64> %ZE485, i64 %B703, i32 1
  %B811 = sdiv i32 %Sl501, %Tr626
  %Se812 = sext i1 %Cmp125 to i8
  %Sl813 = select i1 %Cmp304, i64 %Sl454, i64 %4
  %Cmp814 = icmp uge i16 %E564, %L472
  br i1 %Cmp814, label %CF1261, label %CF1276

CF1276:                                           ; preds = %CF1276, %CF1413
  %CF1276.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1276.t1 = add i32 %CF1276.t0, -1
  store volatile i32 %CF1276.t1, i32* @stress_budget, align 4
  %CF1276.t2 = icmp slt i32 %CF1276.t1, 0
  br i1 %CF1276.t2, label %stress_out, label %CF1276.body
CF1276.body:
  %L815 = load i64, i64* %PC168, align 4
  store i1 %Cmp312, i1* %PC446, align 1
  %E816 = extractelement <2 x i1> %Shuff68, i32 1
  br i1 %E816, label %CF1276, label %CF1402

CF1402:                                           ; preds = %CF1276
  %CF1402.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1402.t1 = add i32 %CF1402.t0, -1
  store volatile i32 %CF1402.t1, i32* @stress_budget, align 4
  %CF1402.t2 = icmp slt i32 %CF1402.t1, 0
  br i1 %CF1402.t2, label %stress_out, label %CF1402.body
CF1402.body:
  %Shuff817 = shufflevector <4 x i32> %Shuff7, <4 x i32> %Shuff256, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I818 = insertelement <16 x i1> %Shuff466, i1 %Cmp125, i32 0
  %Se819 = sext i1 %E594 to i16
  %Sl820 = select i1 %Cmp387, i32 %L456, i32 %E13
  %Cmp821 = icmp uge i8 %Sl643, %L80
  br i1 %Cmp821, label %CF1261, label %CF1268

CF1268:                                           ; preds = %CF1268, %CF1404, %CF1355, %CF1402
  %CF1268.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1268.t1 = add i32 %CF1268.t0, -1
  store volatile i32 %CF1268.t1, i32* @stress_budget, align 4
  %CF1268.t2 = icmp slt i32 %CF1268.t1, 0
  br i1 %CF1268.t2, label %stress_out, label %CF1268.body
CF1268.body:
  %L822 = load i64, i64* %Sl214, align 4
  store i1 %Cmp207, i1* %PC446, align 1
  %E823 = extractelement <16 x i1> %I294, i32 1
  br i1 %E823, label %CF1268, label %CF1404

CF1404:                                           ; preds = %CF1268
  %CF1404.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1404.t1 = add i32 %CF1404.t0, -1
  store volatile i32 %CF1404.t1, i32* @stress_budget, align 4
  %CF1404.t2 = icmp slt i32 %CF1404.t1, 0
  br i1 %CF1404.t2, label %stress_out, label %CF1404.body
CF1404.body:
  %Shuff824 = shufflevector <16 x i1> %Shuff300, <16 x i1> %Sl402, <16 x i32> <i32 zeroinitializer, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 zeroinitializer, i32 30, i32 0, i32 zeroinitializer>
  %I825 = insertelement <4 x i32> %Shuff7, i32 %Sl561, i32 2
  %B826 = xor <16 x i32> %Tr727, %I76
  %Se827 = sext <16 x i16> %B741 to <16 x i64>
  %Sl828 = select <2 x i1> %I257, <2 x i1> zeroinitializer, <2 x i1> %Shuff37
  %Cmp829 = icmp uge <4 x i16> %Tr354, %Tr354
  %L830 = load i8, i8* %0, align 1
  store i8 %Sl25, i8* %0, align 1
  %E831 = extractelement <4 x i32> %I197, i32 0
  %Shuff832 = shufflevector <16 x i1> %Shuff527, <16 x i1> %Sl64, <16 x i32> <i32 31, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  %I833 = insertelement <4 x i32> %Shuff755, i32 %E413, i32 1
  %B834 = udiv i32 %E808, %ZE796
  %FC835 = sitofp <4 x i64> %I810 to <4 x double>
  %Sl836 = select i1 %Cmp767, <4 x i8> %I499, <4 x i8> %I499
  %Cmp837 = icmp slt i32 %L119, %E59
  br i1 %Cmp837, label %CF1268, label %CF1355

CF1355:                                           ; preds = %CF1404
  %CF1355.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1355.t1 = add i32 %CF1355.t0, -1
  store volatile i32 %CF1355.t1, i32* @stress_budget, align 4
  %CF1355.t2 = icmp slt i32 %CF1355.t1, 0
  br i1 %CF1355.t2, label %stress_out, label %CF1355.body
CF1355.body:
  %L838 = load i64, i64* %PC168, align 4
  store i64 %Sl296, i64* %PC168, align 4
  %E839 = extractelement <16 x i1> %Cmp19, i32 7
  br i1 %E839, label %CF1268, label %CF1273

CF1273:                                           ; preds = %CF1273, %CF1355
  %CF1273.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1273.t1 = add i32 %CF1273.t0, -1
  store volatile i32 %CF1273.t1, i32* @stress_budget, align 4
  %CF1273.t2 = icmp slt i32 %CF1273.t1, 0
  br i1 %CF1273.t2, label %stress_out, label %CF1273.body
CF1273.body:
  %Shuff840 = shufflevector <4 x i8> %Shuff732, <4 x i8> %Sl836, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I841 = insertelement <16 x i16> %Shuff747, i16 %E465, i32 4
  %B842 = lshr i64 %B543, %L365
  %Tr843 = trunc <4 x i32> %Sl627 to <4 x i1>
  %Sl844 = select i1 %Cmp403, i1 %Cmp178, i1 %E839
  br i1 %Sl844, label %CF1273, label %CF1313

CF1313:                                           ; preds = %CF1273
  %CF1313.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1313.t1 = add i32 %CF1313.t0, -1
  store volatile i32 %CF1313.t1, i32* @stress_budget, align 4
  %CF1313.t2 = icmp slt i32 %CF1313.t1, 0
  br i1 %CF1313.t2, label %stress_out, label %CF1313.body
CF1313.body:
  %Cmp845 = icmp slt i1 %Cmp570, %Cmp502
  br i1 %Cmp845, label %CF, label %CF1257

CF1257:                                           ; preds = %CF1257, %CF1443, %CF1410, %CF1409, %CF1313
  %CF1257.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1257.t1 = add i32 %CF1257.t0, -1
  store volatile i32 %CF1257.t1, i32* @stress_budget, align 4
  %CF1257.t2 = icmp slt i32 %CF1257.t1, 0
  br i1 %CF1257.t2, label %stress_out, label %CF1257.body
CF1257.body:
  %L846 = load i1, i1* %PC446, align 1
  br i1 %L846, label %CF1257, label %CF1424

CF1424:                                           ; preds = %CF1424, %CF1257
  %CF1424.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1424.t1 = add i32 %CF1424.t0, -1
  store volatile i32 %CF1424.t1, i32* @stress_budget, align 4
  %CF1424.t2 = icmp slt i32 %CF1424.t1, 0
  br i1 %CF1424.t2, label %stress_out, label %CF1424.body
CF1424.body:
  store i8 %L629, i8* %0, align 1
  %E847 = extractelement <4 x i32> %Sl682, i32 0
  %Shuff848 = shufflevector <4 x i8> %I, <4 x i8> %Sl836, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 1>
  %I849 = insertelement <16 x i1> %Shuff157, i1 %Cmp455, i32 5
  %FC850 = fptosi float %FC288 to i64
  %Sl851 = select i1 %Cmp125, <16 x i1> %Shuff113, <16 x i1> %Sl64
  %Cmp852 = icmp ule i1 %Cmp775, %Cmp683
  br i1 %Cmp852, label %CF1424, label %CF1443

CF1443:                                           ; preds = %CF1424
  %CF1443.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1443.t1 = add i32 %CF1443.t0, -1
  store volatile i32 %CF1443.t1, i32* @stress_budget, align 4
  %CF1443.t2 = icmp slt i32 %CF1443.t1, 0
  br i1 %CF1443.t2, label %stress_out, label %CF1443.body
CF1443.body:
  %L853 = load i8, i8* %0, align 1
  store i8 %L276, i8* %0, align 1
  %E854 = extractelement <16 x i1> %Cmp660, i32 7
  br i1 %E854, label %CF1257, label %CF1279

CF1279:                                           ; preds = %CF1279, %CF1377, %CF1411, %CF1443
  %CF1279.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1279.t1 = add i32 %CF1279.t0, -1
  store volatile i32 %CF1279.t1, i32* @stress_budget, align 4
  %CF1279.t2 = icmp slt i32 %CF1279.t1, 0
  br i1 %CF1279.t2, label %stress_out, label %CF1279.body
CF1279.body:
  %Shuff855 = shufflevector <16 x i1> %Shuff617, <16 x i1> %Cmp487, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 zeroinitializer, i32 zeroinitializer, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24>
  %I856 = insertelement <4 x i32> %Shuff7, i32 %L608, i32 0
  %B857 = add i64 %Sl41, %Sl516
  %Se858 = sext <4 x i32> %Shuff75 to <4 x i64>
  %Sl859 = select i1 %Cmp479, double 0x7AADFF4C46ABC0CA, double %Sl93
  %Cmp860 = icmp ule <4 x i32> %I825, %Shuff817
  %L861 = load i8, i8* %PC100, align 1
  store i8 %L760, i8* %0, align 1
  %E862 = extractelement <16 x i1> %I158, i32 1
  br i1 %E862, label %CF1279, label %CF1331

CF1331:                                           ; preds = %CF1331, %CF1279
  %CF1331.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1331.t1 = add i32 %CF1331.t0, -1
  store volatile i32 %CF1331.t1, i32* @stress_budget, align 4
  %CF1331.t2 = icmp slt i32 %CF1331.t1, 0
  br i1 %CF1331.t2, label %stress_out, label %CF1331.body
CF1331.body:
  %Shuff863 = shufflevector <16 x float> %Sl675, <16 x float> %BC522, <16 x i32> <i32 20, i32 22, i32 24, i32 zeroinitializer, i32 zeroinitializer, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18>
  %I864 = insertelement <4 x i1> %Cmp600, i1 %Sl667, i32 2
  %Tr865 = trunc i32 %E299 to i16
  %Sl866 = select i1 %Cmp304, i8 %Se812, i8 %L830
  %Cmp867 = icmp ult i1 %Tr552, %Cmp79
  br i1 %Cmp867, label %CF1331, label %CF1343

CF1343:                                           ; preds = %CF1343, %CF1331
  %CF1343.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1343.t1 = add i32 %CF1343.t0, -1
  store volatile i32 %CF1343.t1, i32* @stress_budget, align 4
  %CF1343.t2 = icmp slt i32 %CF1343.t1, 0
  br i1 %CF1343.t2, label %stress_out, label %CF1343.body
CF1343.body:
  %L868 = load i8, i8* %PC244, align 1
  store i1 %E602, i1* %PC446, align 1
  %E869 = extractelement <4 x i32> %Shuff307, i32 2
  %Shuff870 = shufflevector <2 x i1> %Shuff68, <2 x i1> %Cmp538, <2 x i32> <i32 1, i32 3>
  %I871 = insertelement <2 x i8> %Se236, i8 %L555, i32 1
  %FC872 = sitofp i32 %B323 to float
  %Sl873 = select i1 %Cmp644, i1 %Cmp479, i1 %Cmp524
  br i1 %Sl873, label %CF1343, label %CF1377

CF1377:                                           ; preds = %CF1343
  %CF1377.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1377.t1 = add i32 %CF1377.t0, -1
  store volatile i32 %CF1377.t1, i32* @stress_budget, align 4
  %CF1377.t2 = icmp slt i32 %CF1377.t1, 0
  br i1 %CF1377.t2, label %stress_out, label %CF1377.body
CF1377.body:
  %Cmp874 = fcmp ugt double %L622, 0x6095E734B0932CB2
  br i1 %Cmp874, label %CF1279, label %CF1324

CF1324:                                           ; preds = %CF1324, %CF1401, %CF1377
  %CF1324.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1324.t1 = add i32 %CF1324.t0, -1
  store volatile i32 %CF1324.t1, i32* @stress_budget, align 4
  %CF1324.t2 = icmp slt i32 %CF1324.t1, 0
  br i1 %CF1324.t2, label %stress_out, label %CF1324.body
CF1324.body:
  %L875 = load i32, i32* %PC346, align 4
  store i64 %B842, i64* %PC168, align 4
  %E876 = extractelement <8 x i16> %Shuff443, i32 0
  %Shuff877 = shufflevector <16 x i16> %Shuff414, <16 x i16> %I136, <16 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 25, i32 27, i32 29, i32 31, i32 1>
  %I878 = insertelement <4 x i32> %Shuff29, i32 %Sl569, i32 1
  %B879 = sdiv <8 x i8> %Tr619, %Tr619
  %Tr880 = trunc i16 %Tr865 to i8
  %Sl881 = select i1 %Sl289, <4 x i1> %Cmp230, <4 x i1> %Shuff786
  %Cmp882 = icmp ule <4 x i32> %I536, %I878
  %L883 = load i64, i64* %Sl10, align 4
  store i8 %L563, i8* %0, align 1
  %E884 = extractelement <4 x i64> %Se858, i32 3
  %Shuff885 = shufflevector <16 x i1> %I294, <16 x i1> %Cmp19, <16 x i32> <i32 26, i32 zeroinitializer, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 18, i32 20, i32 22, i32 24>
  %I886 = insertelement <16 x i16> %Shuff429, i16 %FC362, i32 12
  %B887 = mul i8 %Sl866, %L760
  %Tr888 = trunc i16 %B376 to i1
  br i1 %Tr888, label %CF1324, label %CF1393

CF1393:                                           ; preds = %CF1393, %CF1454, %CF1324
  %CF1393.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1393.t1 = add i32 %CF1393.t0, -1
  store volatile i32 %CF1393.t1, i32* @stress_budget, align 4
  %CF1393.t2 = icmp slt i32 %CF1393.t1, 0
  br i1 %CF1393.t2, label %stress_out, label %CF1393.body
CF1393.body:
  %Sl889 = select <16 x i1> %Shuff226, <16 x i1> %Shuff189, <16 x i1> %I375
  %Cmp890 = icmp slt i1 %E594, %Cmp628
  br i1 %Cmp890, label %CF1393, label %CF1454

CF1454:                                           ; preds = %CF1393
  %CF1454.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1454.t1 = add i32 %CF1454.t0, -1
  store volatile i32 %CF1454.t1, i32* @stress_budget, align 4
  %CF1454.t2 = icmp slt i32 %CF1454.t1, 0
  br i1 %CF1454.t2, label %stress_out, label %CF1454.body
CF1454.body:
  %L891 = load i32, i32* %PC346, align 4
  store double %FC221, double* %PC281, align 8
  %E892 = extractelement <4 x i64> %ZE485, i32 2
  %Shuff893 = shufflevector <16 x i1> %Shuff855, <16 x i1> %I514, <16 x i32> <i32 17, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I894 = insertelement <2 x i1> %Shuff278, i1 %Cmp814, i32 1
  %ZE895 = zext i8 %L699 to i64
  %Sl896 = select i1 %E497, i1 %Sl433, i1 %Tr888
  br i1 %Sl896, label %CF1393, label %CF1401

CF1401:                                           ; preds = %CF1454
  %CF1401.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1401.t1 = add i32 %CF1401.t0, -1
  store volatile i32 %CF1401.t1, i32* @stress_budget, align 4
  %CF1401.t2 = icmp slt i32 %CF1401.t1, 0
  br i1 %CF1401.t2, label %stress_out, label %CF1401.body
CF1401.body:
  %Cmp897 = icmp ne i32 %E104, %L737
  br i1 %Cmp897, label %CF1324, label %CF1381

CF1381:                                           ; preds = %CF1381, %CF1401
  %CF1381.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1381.t1 = add i32 %CF1381.t0, -1
  store volatile i32 %CF1381.t1, i32* @stress_budget, align 4
  %CF1381.t2 = icmp slt i32 %CF1381.t1, 0
  br i1 %CF1381.t2, label %stress_out, label %CF1381.body
CF1381.body:
  %L898 = load i64, i64* %PC168, align 4
  store i64 %L615, i64* %PC168, align 4
  %E899 = extractelement <4 x i64> %I810, i32 0
  %Shuff900 = shufflevector <8 x i16> %Sl758, <8 x i16> %I150, <8 x i32> <i32 7, i32 zeroinitializer, i32 11, i32 13, i32 zeroinitializer, i32 1, i32 3, i32 5>
  %I901 = insertelement <8 x i16> %Shuff900, i16 %E67, i32 1
  %B902 = or <16 x i16> %Shuff90, %Shuff210
  %FC903 = uitofp i1 %Sl185 to double
  %Sl904 = select i1 %Cmp767, i1 %Tr544, i1 %Cmp200
  br i1 %Sl904, label %CF1381, label %CF1411

CF1411:                                           ; preds = %CF1381
  %CF1411.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1411.t1 = add i32 %CF1411.t0, -1
  store volatile i32 %CF1411.t1, i32* @stress_budget, align 4
  %CF1411.t2 = icmp slt i32 %CF1411.t1, 0
  br i1 %CF1411.t2, label %stress_out, label %CF1411.body
CF1411.body:
  %Cmp905 = icmp sge <2 x i1> zeroinitializer, %Cmp471
  %L906 = load i1, i1* %Sl18, align 1
  br i1 %L906, label %CF1279, label %CF1284

CF1284:                                           ; preds = %CF1284, %CF1439, %CF1411
  %CF1284.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1284.t1 = add i32 %CF1284.t0, -1
  store volatile i32 %CF1284.t1, i32* @stress_budget, align 4
  %CF1284.t2 = icmp slt i32 %CF1284.t1, 0
  br i1 %CF1284.t2, label %stress_out, label %CF1284.body
CF1284.body:
  store i1 %Cmp238, i1* %PC446, align 1
  %E907 = extractelement <4 x i32> %Shuff307, i32 3
  %Shuff908 = shufflevector <4 x i32> %Shuff286, <4 x i32> %Shuff422, <4 x i32> <i32 6, i32 0, i32 2, i32 zeroinitializer>
  %I909 = insertelement <4 x i32> %Shuff233, i32 %E96, i32 0
  %BC910 = bitcast float %FC77 to i32
  %Sl911 = select i1 %Sl289, <4 x i32> %Shuff321, <4 x i32> %I878
  %Cmp912 = icmp sge i1 %Cmp798, %Cmp11
  br i1 %Cmp912, label %CF1284, label %CF1439

CF1439:                                           ; preds = %CF1284
  %CF1439.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1439.t1 = add i32 %CF1439.t0, -1
  store volatile i32 %CF1439.t1, i32* @stress_budget, align 4
  %CF1439.t2 = icmp slt i32 %CF1439.t1, 0
  br i1 %CF1439.t2, label %stress_out, label %CF1439.body
CF1439.body:
  %L913 = load i64, i64* %Sl10, align 4
  store i8 %L853, i8* %0, align 1
  %E914 = extractelement <16 x i1> %Shuff824, i32 9
  br i1 %E914, label %CF1284, label %CF1385

CF1385:                                           ; preds = %CF1385, %CF1439
  %CF1385.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1385.t1 = add i32 %CF1385.t0, -1
  store volatile i32 %CF1385.t1, i32* @stress_budget, align 4
  %CF1385.t2 = icmp slt i32 %CF1385.t1, 0
  br i1 %CF1385.t2, label %stress_out, label %CF1385.body
CF1385.body:
  %Shuff915 = shufflevector <4 x i32> %Shuff671, <4 x i32> %Sl177, <4 x i32> <i32 zeroinitializer, i32 6, i32 0, i32 2>
  %I916 = insertelement <16 x float> %Shuff573, float %FC568, i32 6
  %B917 = shl <4 x i64> %ZE576, %I810
  %FC918 = sitofp i1 %Cmp146 to float
  %Sl919 = select i1 %Sl, <4 x i32> %I423, <4 x i32> %I794
  %Cmp920 = icmp ule <4 x i1> %I864, %Cmp193
  %L921 = load i8, i8* %0, align 1
  store double %Sl93, double* %PC281, align 8
  %E922 = extractelement <8 x i16> %Shuff900, i32 1
  %Shuff923 = shufflevector <16 x i32> %Shuff793, <16 x i32> zeroinitializer, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 zeroinitializer, i32 22, i32 24, i32 26, i32 28, i32 zeroinitializer, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10>
  %I924 = insertelement <8 x i16> %Shuff249, i16 %E164, i32 6
  %B925 = shl i8 %L58, %L58
  %Tr926 = trunc i32 %E202 to i16
  %Sl927 = select i1 %E693, i1 %Cmp510, i1 %Cmp215
  br i1 %Sl927, label %CF1385, label %CF1410

CF1410:                                           ; preds = %CF1385
  %CF1410.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1410.t1 = add i32 %CF1410.t0, -1
  store volatile i32 %CF1410.t1, i32* @stress_budget, align 4
  %CF1410.t2 = icmp slt i32 %CF1410.t1, 0
  br i1 %CF1410.t2, label %stress_out, label %CF1410.body
CF1410.body:
  %Cmp928 = icmp sge i1 %Sl, %E556
  br i1 %Cmp928, label %CF1257, label %CF1277

CF1277:                                           ; preds = %CF1277, %CF1410
  %CF1277.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1277.t1 = add i32 %CF1277.t0, -1
  store volatile i32 %CF1277.t1, i32* @stress_budget, align 4
  %CF1277.t2 = icmp slt i32 %CF1277.t1, 0
  br i1 %CF1277.t2, label %stress_out, label %CF1277.body
CF1277.body:
  %L929 = load i8, i8* %0, align 1
  store i8 %B175, i8* %PC244, align 1
  %E930 = extractelement <2 x i1> %Shuff68, i32 1
  br i1 %E930, label %CF1277, label %CF1409

CF1409:                                           ; preds = %CF1277
  %CF1409.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1409.t1 = add i32 %CF1409.t0, -1
  store volatile i32 %CF1409.t1, i32* @stress_budget, align 4
  %CF1409.t2 = icmp slt i32 %CF1409.t1, 0
  br i1 %CF1409.t2, label %stress_out, label %CF1409.body
CF1409.body:
  %Shuff931 = shufflevector <16 x i64> %ZE, <16 x i64> %Se827, <16 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 zeroinitializer, i32 30, i32 0>
  %I932 = insertelement <4 x i32> %Shuff271, i32 %L891, i32 0
  %Tr933 = trunc i32 %E285 to i1
  br i1 %Tr933, label %CF1257, label %CF1260

CF1260:                                           ; preds = %CF1260, %CF1361, %CF1415, %CF1457, %CF1348, %CF1370, %CF1409
  %CF1260.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1260.t1 = add i32 %CF1260.t0, -1
  store volatile i32 %CF1260.t1, i32* @stress_budget, align 4
  %CF1260.t2 = icmp slt i32 %CF1260.t1, 0
  br i1 %CF1260.t2, label %stress_out, label %CF1260.body
CF1260.body:
  %Sl934 = select i1 %Tr888, <8 x i16> %I150, <8 x i16> %I106
  %Cmp935 = icmp ule <8 x i16> %Se689, %I106
  %L936 = load i64, i64* %Sl10, align 4
  store i8 %L5, i8* %0, align 1
  %E937 = extractelement <4 x i32> %Shuff286, i32 1
  %Shuff938 = shufflevector <16 x i16> %I279, <16 x i16> %I582, <16 x i32> <i32 zeroinitializer, i32 26, i32 zeroinitializer, i32 30, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22>
  %I939 = insertelement <4 x i32> %Shuff671, i32 227899, i32 2
  %B940 = mul <2 x i8> %I871, %I871
  %FC941 = sitofp i64 %L208 to double
  %Sl942 = select i1 %Sl, <2 x i1> %Sl828, <2 x i1> zeroinitializer
  %Cmp943 = icmp sgt i1 %Cmp371, %Sl418
  br i1 %Cmp943, label %CF1260, label %CF1361

CF1361:                                           ; preds = %CF1260
  %CF1361.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1361.t1 = add i32 %CF1361.t0, -1
  store volatile i32 %CF1361.t1, i32* @stress_budget, align 4
  %CF1361.t2 = icmp slt i32 %CF1361.t1, 0
  br i1 %CF1361.t2, label %stress_out, label %CF1361.body
CF1361.body:
  %L944 = load i8, i8* %0, align 1
  store i8 %L187, i8* %0, align 1
  %E945 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff946 = shufflevector <4 x i64> %ZE493, <4 x i64> %I810, <4 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I947 = insertelement <8 x i16> %Shuff196, i16 %Tr590, i32 2
  %B948 = frem double %L637, %FC598
  %ZE949 = zext i32 %Sl599 to i64
  %Sl950 = select i1 true, i8 %L571, i8 %B925
  %Cmp951 = icmp ult <4 x i8> %I802, %Shuff581
  %L952 = load i16, i16* %PC461, align 2
  store i8 %B92, i8* %0, align 1
  %E953 = extractelement <16 x float> %I916, i32 12
  %Shuff954 = shufflevector <4 x i32> %Shuff382, <4 x i32> %Sl531, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I955 = insertelement <16 x i1> %Shuff157, i1 %Cmp691, i32 9
  %B956 = fdiv float %E953, %FC77
  %ZE957 = zext <4 x i32> %I702 to <4 x i64>
  %Sl958 = select i1 %Sl161, <16 x i1> %I566, <16 x i1> %I717
  %Cmp959 = icmp ule <4 x i32> %B575, %Shuff7
  %L960 = load i8, i8* %PC100, align 1
  store i8 %Sl866, i8* %0, align 1
  %E961 = extractelement <2 x i8> %I871, i32 1
  %Shuff962 = shufflevector <1 x i32> %Shuff165, <1 x i32> %Shuff708, <1 x i32> zeroinitializer
  %I963 = insertelement <4 x i1> %Shuff344, i1 %Cmp312, i32 2
  %B964 = urem <4 x i32> %Shuff307, %Shuff7
  %Tr965 = trunc <4 x i32> %I483 to <4 x i1>
  %Sl966 = select i1 %Cmp178, i32 %B24, i32 %E623
  %Cmp967 = icmp slt i1 %Cmp524, %E862
  br i1 %Cmp967, label %CF1260, label %CF1352

CF1352:                                           ; preds = %CF1352, %CF1361
  %CF1352.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1352.t1 = add i32 %CF1352.t0, -1
  store volatile i32 %CF1352.t1, i32* @stress_budget, align 4
  %CF1352.t2 = icmp slt i32 %CF1352.t1, 0
  br i1 %CF1352.t2, label %stress_out, label %CF1352.body
CF1352.body:
  %L968 = load i8, i8* %0, align 1
  store double %FC711, double* %PC281, align 8
  %E969 = extractelement <4 x i1> %Shuff786, i32 2
  br i1 %E969, label %CF1352, label %CF1415

CF1415:                                           ; preds = %CF1352
  %CF1415.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1415.t1 = add i32 %CF1415.t0, -1
  store volatile i32 %CF1415.t1, i32* @stress_budget, align 4
  %CF1415.t2 = icmp slt i32 %CF1415.t1, 0
  br i1 %CF1415.t2, label %stress_out, label %CF1415.body
CF1415.body:
  %Shuff970 = shufflevector <2 x i8> %B940, <2 x i8> %B940, <2 x i32> <i32 1, i32 zeroinitializer>
  %I971 = insertelement <4 x i1> %Cmp614, i1 true, i32 3
  %Tr972 = trunc i64 %Sl378 to i16
  %Sl973 = select <4 x i1> %Shuff786, <4 x i1> %Cmp223, <4 x i1> %Cmp193
  %Cmp974 = icmp ugt i16 %E922, %E465
  br i1 %Cmp974, label %CF1260, label %CF1296

CF1296:                                           ; preds = %CF1296, %CF1415
  %CF1296.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1296.t1 = add i32 %CF1296.t0, -1
  store volatile i32 %CF1296.t1, i32* @stress_budget, align 4
  %CF1296.t2 = icmp slt i32 %CF1296.t1, 0
  br i1 %CF1296.t2, label %stress_out, label %CF1296.body
CF1296.body:
  %L975 = load i8, i8* %0, align 1
  store i8 %L305, i8* %0, align 1
  %E976 = extractelement <4 x i1> %Shuff398, i32 0
  br i1 %E976, label %CF1296, label %CF1457

CF1457:                                           ; preds = %CF1296
  %CF1457.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1457.t1 = add i32 %CF1457.t0, -1
  store volatile i32 %CF1457.t1, i32* @stress_budget, align 4
  %CF1457.t2 = icmp slt i32 %CF1457.t1, 0
  br i1 %CF1457.t2, label %stress_out, label %CF1457.body
CF1457.body:
  %Shuff977 = shufflevector <4 x i1> %Shuff398, <4 x i1> %Cmp193, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I978 = insertelement <2 x i1> %Shuff359, i1 %Cmp867, i32 1
  %Se979 = sext <16 x i8> %Tr453 to <16 x i16>
  %Sl980 = select i1 %E328, i32 %E74, i32 %B183
  %L981 = load i64, i64* %Sl214, align 4
  store i8 %L853, i8* %0, align 1
  %E982 = extractelement <4 x i32> %Shuff329, i32 0
  %Shuff983 = shufflevector <16 x i1> %Shuff855, <16 x i1> %I514, <16 x i32> <i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 zeroinitializer, i32 zeroinitializer, i32 29, i32 31, i32 1, i32 zeroinitializer, i32 5>
  %I984 = insertelement <16 x i16> %Shuff218, i16 %ZE681, i32 9
  %B985 = udiv <4 x i32> %Shuff915, %I308
  %FC986 = uitofp i16 14387 to float
  %Sl987 = select i1 %Cmp50, i64 %L12, i64 %L981
  %Cmp988 = icmp sgt i1 %Cmp50, %Cmp713
  br i1 %Cmp988, label %CF1260, label %CF1283

CF1283:                                           ; preds = %CF1283, %CF1434, %CF1405, %CF1457
  %CF1283.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1283.t1 = add i32 %CF1283.t0, -1
  store volatile i32 %CF1283.t1, i32* @stress_budget, align 4
  %CF1283.t2 = icmp slt i32 %CF1283.t1, 0
  br i1 %CF1283.t2, label %stress_out, label %CF1283.body
CF1283.body:
  %L989 = load i8, i8* %PC244, align 1
  store i8 %L412, i8* %0, align 1
  %E990 = extractelement <4 x i1> %Shuff398, i32 3
  br i1 %E990, label %CF1283, label %CF1434

CF1434:                                           ; preds = %CF1283
  %CF1434.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1434.t1 = add i32 %CF1434.t0, -1
  store volatile i32 %CF1434.t1, i32* @stress_budget, align 4
  %CF1434.t2 = icmp slt i32 %CF1434.t1, 0
  br i1 %CF1434.t2, label %stress_out, label %CF1434.body
CF1434.body:
  %Shuff991 = shufflevector <8 x i16> %Shuff809, <8 x i16> %Shuff519, <8 x i32> <i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I992 = insertelement <4 x i1> %I963, i1 %Sl, i32 0
  %B993 = fdiv float %FC634, %FC986
  %FC994 = sitofp i64 %B734 to double
  %Sl995 = select i1 %Cmp318, float %B353, float %FC781
  %Cmp996 = icmp sge <4 x i32> %I190, zeroinitializer
  %L997 = load i8, i8* %PC244, align 1
  store i8 %L555, i8* %0, align 1
  %E998 = extractelement <4 x i1> %Shuff482, i32 2
  br i1 %E998, label %CF1283, label %CF1292

CF1292:                                           ; preds = %CF1292, %CF1451, %CF1434
  %CF1292.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1292.t1 = add i32 %CF1292.t0, -1
  store volatile i32 %CF1292.t1, i32* @stress_budget, align 4
  %CF1292.t2 = icmp slt i32 %CF1292.t1, 0
  br i1 %CF1292.t2, label %stress_out, label %CF1292.body
CF1292.body:
  %Shuff999 = shufflevector <1 x i32> %Shuff708, <1 x i32> %Shuff708, <1 x i32> <i32 1>
  %I1000 = insertelement <16 x float> %Shuff541, float %FC568, i32 9
  %B1001 = srem <8 x i16> %I947, zeroinitializer
  %ZE1002 = zext <16 x i1> %I717 to <16 x i16>
  %Sl1003 = select i1 %Sl, float %B353, float %FC288
  %Cmp1004 = fcmp ogt <16 x float> %BC522, %I648
  %L1005 = load i8, i8* %0, align 1
  store i8 %L593, i8* %0, align 1
  %E1006 = extractelement <4 x i32> %Shuff263, i32 2
  %Shuff1007 = shufflevector <4 x i64> %ZE957, <4 x i64> %B917, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1008 = insertelement <16 x i1> %Shuff466, i1 %Cmp348, i32 11
  %B1009 = mul <4 x i32> %Shuff135, %I399
  %ZE1010 = zext <16 x i1> %I1008 to <16 x i8>
  %Sl1011 = select i1 %E823, i8 %E397, i8 %Tr332
  %Cmp1012 = icmp ult i16 %E134, %Tr719
  br i1 %Cmp1012, label %CF1292, label %CF1421

CF1421:                                           ; preds = %CF1421, %CF1292
  %CF1421.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1421.t1 = add i32 %CF1421.t0, -1
  store volatile i32 %CF1421.t1, i32* @stress_budget, align 4
  %CF1421.t2 = icmp slt i32 %CF1421.t1, 0
  br i1 %CF1421.t2, label %stress_out, label %CF1421.body
CF1421.body:
  %L1013 = load i8, i8* %0, align 1
  store i8 %B887, i8* %PC100, align 1
  %E1014 = extractelement <4 x i32> %Shuff29, i32 0
  %Shuff1015 = shufflevector <4 x i32> %Shuff293, <4 x i32> %Shuff29, <4 x i32> <i32 3, i32 5, i32 7, i32 zeroinitializer>
  %I1016 = insertelement <16 x i32> %Shuff22, i32 %E127, i32 13
  %B1017 = srem i8 %E248, -89
  %Sl1018 = select i1 %Cmp683, <16 x i1> %I955, <16 x i1> %Cmp19
  %Cmp1019 = icmp sge <4 x i32> %Shuff142, %I475
  %L1020 = load i1, i1* %PC446, align 1
  br i1 %L1020, label %CF1421, label %CF1451

CF1451:                                           ; preds = %CF1421
  %CF1451.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1451.t1 = add i32 %CF1451.t0, -1
  store volatile i32 %CF1451.t1, i32* @stress_budget, align 4
  %CF1451.t2 = icmp slt i32 %CF1451.t1, 0
  br i1 %CF1451.t2, label %stress_out, label %CF1451.body
CF1451.body:
  store i64 %L12, i64* %PC168, align 4
  %E1021 = extractelement <4 x i8> zeroinitializer, i32 1
  %Shuff1022 = shufflevector <4 x i1> %Cmp1019, <4 x i1> %Cmp860, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1023 = insertelement <4 x i32> %Shuff557, i32 %E1014, i32 2
  %B1024 = add <4 x i8> %Shuff762, zeroinitializer
  %FC1025 = sitofp i8 %L133 to float
  %Sl1026 = select i1 %Cmp1012, <16 x i16> %I748, <16 x i16> %I360
  %Cmp1027 = icmp eq <16 x i16> %I491, %Sl1026
  %L1028 = load i8, i8* %PC100, align 1
  store i64 %Se666, i64* %Sl10, align 4
  %E1029 = extractelement <2 x i1> %Cmp538, i32 1
  br i1 %E1029, label %CF1292, label %CF1405

CF1405:                                           ; preds = %CF1451
  %CF1405.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1405.t1 = add i32 %CF1405.t0, -1
  store volatile i32 %CF1405.t1, i32* @stress_budget, align 4
  %CF1405.t2 = icmp slt i32 %CF1405.t1, 0
  br i1 %CF1405.t2, label %stress_out, label %CF1405.body
CF1405.body:
  %Shuff1030 = shufflevector <2 x i1> %Shuff37, <2 x i1> %Sl828, <2 x i32> <i32 0, i32 2>
  %I1031 = insertelement <16 x i32> zeroinitializer, i32 %E314, i32 10
  %B1032 = sub <4 x i64> %Shuff1007, %ZE393
  %Tr1033 = trunc <4 x i32> %B280 to <4 x i1>
  %Sl1034 = select i1 %Tr612, i32 %L335, i32 %Sl537
  %Cmp1035 = icmp ult i32 %B392, %E350
  br i1 %Cmp1035, label %CF1283, label %CF1286

CF1286:                                           ; preds = %CF1286, %CF1335, %CF1338, %CF1405
  %CF1286.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1286.t1 = add i32 %CF1286.t0, -1
  store volatile i32 %CF1286.t1, i32* @stress_budget, align 4
  %CF1286.t2 = icmp slt i32 %CF1286.t1, 0
  br i1 %CF1286.t2, label %stress_out, label %CF1286.body
CF1286.body:
  %L1036 = load i8, i8* %0, align 1
  store i8 %L247, i8* %0, align 1
  %E1037 = extractelement <4 x i32> %Shuff203, i32 2
  %Shuff1038 = shufflevector <4 x i1> %Cmp1019, <4 x i1> %Cmp193, <4 x i32> <i32 1, i32 zeroinitializer, i32 5, i32 7>
  %I1039 = insertelement <4 x i1> %Cmp882, i1 %Cmp479, i32 3
  %B1040 = ashr <1 x i32> %Shuff708, %I54
  %FC1041 = uitofp i8 %Sl145 to float
  %Sl1042 = select i1 %Cmp837, i64 %L645, i64 %L791
  %Cmp1043 = icmp eq i8 %B597, %L830
  br i1 %Cmp1043, label %CF1286, label %CF1335

CF1335:                                           ; preds = %CF1286
  %CF1335.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1335.t1 = add i32 %CF1335.t0, -1
  store volatile i32 %CF1335.t1, i32* @stress_budget, align 4
  %CF1335.t2 = icmp slt i32 %CF1335.t1, 0
  br i1 %CF1335.t2, label %stress_out, label %CF1335.body
CF1335.body:
  %L1044 = load i8, i8* %0, align 1
  store i8 %L276, i8* %PC100, align 1
  %E1045 = extractelement <4 x i1> %Cmp829, i32 1
  br i1 %E1045, label %CF1286, label %CF1291

CF1291:                                           ; preds = %CF1291, %CF1423, %CF1335
  %CF1291.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1291.t1 = add i32 %CF1291.t0, -1
  store volatile i32 %CF1291.t1, i32* @stress_budget, align 4
  %CF1291.t2 = icmp slt i32 %CF1291.t1, 0
  br i1 %CF1291.t2, label %stress_out, label %CF1291.body
CF1291.body:
  %Shuff1046 = shufflevector <16 x float> %Shuff541, <16 x float> %BC522, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 zeroinitializer, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30>
  %I1047 = insertelement <16 x i1> %Shuff617, i1 %Cmp912, i32 2
  %B1048 = shl <4 x i32> %B985, %I129
  %Sl1049 = select i1 true, <4 x i32> %Shuff817, <4 x i32> %B1048
  %Cmp1050 = icmp sgt <4 x i32> %Shuff610, %I733
  %L1051 = load i1, i1* %PC446, align 1
  br i1 %L1051, label %CF1291, label %CF1423

CF1423:                                           ; preds = %CF1291
  %CF1423.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1423.t1 = add i32 %CF1423.t0, -1
  store volatile i32 %CF1423.t1, i32* @stress_budget, align 4
  %CF1423.t2 = icmp slt i32 %CF1423.t1, 0
  br i1 %CF1423.t2, label %stress_out, label %CF1423.body
CF1423.body:
  store i8 %Sl347, i8* %0, align 1
  %E1052 = extractelement <1 x i32> %Shuff962, i32 0
  %Shuff1053 = shufflevector <16 x i32> %Shuff374, <16 x i32> %B757, <16 x i32> <i32 22, i32 24, i32 26, i32 28, i32 30, i32 zeroinitializer, i32 zeroinitializer, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 zeroinitializer>
  %I1054 = insertelement <4 x i8> %I528, i8 %L517, i32 0
  %B1055 = frem float %E662, %FC986
  %Tr1056 = trunc i32 %B115 to i8
  %Sl1057 = select <4 x i1> %I971, <4 x i1> %Cmp744, <4 x i1> %Cmp729
  %Cmp1058 = icmp uge i1 %E232, %Tr544
  br i1 %Cmp1058, label %CF1291, label %CF1338

CF1338:                                           ; preds = %CF1423
  %CF1338.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1338.t1 = add i32 %CF1338.t0, -1
  store volatile i32 %CF1338.t1, i32* @stress_budget, align 4
  %CF1338.t2 = icmp slt i32 %CF1338.t1, 0
  br i1 %CF1338.t2, label %stress_out, label %CF1338.body
CF1338.body:
  %L1059 = load double, double* %PC281, align 8
  store i8 %L669, i8* %0, align 1
  %E1060 = extractelement <16 x i1> %Shuff351, i32 10
  br i1 %E1060, label %CF1286, label %CF1287

CF1287:                                           ; preds = %CF1287, %CF1432, %CF1338
  %CF1287.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1287.t1 = add i32 %CF1287.t0, -1
  store volatile i32 %CF1287.t1, i32* @stress_budget, align 4
  %CF1287.t2 = icmp slt i32 %CF1287.t1, 0
  br i1 %CF1287.t2, label %stress_out, label %CF1287.body
CF1287.body:
  %Shuff1061 = shufflevector <4 x float> %FC40, <4 x float> %FC40, <4 x i32> <i32 5, i32 7, i32 1, i32 zeroinitializer>
  %I1062 = insertelement <4 x i32> %Shuff908, i32 %E292, i32 3
  %B1063 = or <1 x i32> %I272, %Shuff708
  %Sl1064 = select i1 %Cmp502, <16 x i16> %Shuff90, <16 x i16> %Se979
  %Cmp1065 = fcmp one float %FC781, %FC288
  br i1 %Cmp1065, label %CF1287, label %CF1430

CF1430:                                           ; preds = %CF1430, %CF1287
  %CF1430.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1430.t1 = add i32 %CF1430.t0, -1
  store volatile i32 %CF1430.t1, i32* @stress_budget, align 4
  %CF1430.t2 = icmp slt i32 %CF1430.t1, 0
  br i1 %CF1430.t2, label %stress_out, label %CF1430.body
CF1430.body:
  %L1066 = load i8, i8* %0, align 1
  store i1 %L730, i1* %PC446, align 1
  %E1067 = extractelement <4 x i32> %Shuff639, i32 3
  %Shuff1068 = shufflevector <16 x i1> %Sl735, <16 x i1> %I219, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12>
  %I1069 = insertelement <16 x i32> %I1031, i32 %E777, i32 0
  %B1070 = xor i64 %Sl378, %Sl704
  %Tr1071 = trunc <4 x i32> %Shuff817 to <4 x i16>
  %Sl1072 = select i1 %Cmp1058, i64 %ZE324, i64 %Sl1042
  %Cmp1073 = icmp slt i32 227899, %E413
  br i1 %Cmp1073, label %CF1430, label %CF1432

CF1432:                                           ; preds = %CF1430
  %CF1432.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1432.t1 = add i32 %CF1432.t0, -1
  store volatile i32 %CF1432.t1, i32* @stress_budget, align 4
  %CF1432.t2 = icmp slt i32 %CF1432.t1, 0
  br i1 %CF1432.t2, label %stress_out, label %CF1432.body
CF1432.body:
  %L1074 = load i32, i32* %PC346, align 4
  store i8 %Sl25, i8* %0, align 1
  %E1075 = extractelement <16 x i16> zeroinitializer, i32 4
  %Shuff1076 = shufflevector <16 x i1> %Sl851, <16 x i1> %Shuff113, <16 x i32> <i32 zeroinitializer, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 1, i32 zeroinitializer, i32 5>
  %I1077 = insertelement <16 x float> %I1000, float %B137, i32 9
  %B1078 = and <16 x i16> %Shuff218, %ZE1002
  %Tr1079 = trunc i32 %B183 to i16
  %Sl1080 = select i1 %L1020, <16 x i1> %I242, <16 x i1> %Shuff824
  %Cmp1081 = fcmp ord float %E685, 0x43A7EC0BC0000000
  br i1 %Cmp1081, label %CF1287, label %CF1348

CF1348:                                           ; preds = %CF1432
  %CF1348.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1348.t1 = add i32 %CF1348.t0, -1
  store volatile i32 %CF1348.t1, i32* @stress_budget, align 4
  %CF1348.t2 = icmp slt i32 %CF1348.t1, 0
  br i1 %CF1348.t2, label %stress_out, label %CF1348.body
CF1348.body:
  %L1082 = load i64, i64* %Sl10, align 4
  store i8 %L975, i8* %0, align 1
  %E1083 = extractelement <4 x i32> %Shuff293, i32 3
  %Shuff1084 = shufflevector <16 x i1> %Shuff113, <16 x i1> %Shuff893, <16 x i32> <i32 30, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28>
  %I1085 = insertelement <16 x i1> %Shuff189, i1 %Cmp79, i32 0
  %Se1086 = sext i32 %E299 to i64
  %Sl1087 = select <2 x i1> %Shuff588, <2 x i1> %Sl942, <2 x i1> %I725
  %Cmp1088 = fcmp ogt float %E953, %FC1025
  br i1 %Cmp1088, label %CF1260, label %CF1271

CF1271:                                           ; preds = %CF1271, %CF1348
  %CF1271.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1271.t1 = add i32 %CF1271.t0, -1
  store volatile i32 %CF1271.t1, i32* @stress_budget, align 4
  %CF1271.t2 = icmp slt i32 %CF1271.t1, 0
  br i1 %CF1271.t2, label %stress_out, label %CF1271.body
CF1271.body:
  %L1089 = load i8, i8* %0, align 1
  store i64 %B273, i64* %PC168, align 4
  %E1090 = extractelement <16 x i1> %Cmp297, i32 2
  br i1 %E1090, label %CF1271, label %CF1295

CF1295:                                           ; preds = %CF1295, %CF1427, %CF1271
  %CF1295.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1295.t1 = add i32 %CF1295.t0, -1
  store volatile i32 %CF1295.t1, i32* @stress_budget, align 4
  %CF1295.t2 = icmp slt i32 %CF1295.t1, 0
  br i1 %CF1295.t2, label %stress_out, label %CF1295.body
CF1295.body:
  %Shuff1091 = shufflevector <2 x i1> %Sl494, <2 x i1> %I894, <2 x i32> <i32 1, i32 3>
  %I1092 = insertelement <8 x i16> %Shuff991, i16 %FC362, i32 3
  %B1093 = srem i16 %E405, %Sl584
  %ZE1094 = zext <16 x i1> %Shuff701 to <16 x i32>
  %Sl1095 = select i1 %Cmp50, i8 %L95, i8 %L571
  %Cmp1096 = icmp uge <2 x i1> %I287, %I257
  %L1097 = load i64, i64* %Sl10, align 4
  store i8 %L276, i8* %0, align 1
  %E1098 = extractelement <4 x i8> %I122, i32 0
  %Shuff1099 = shufflevector <16 x i32> %Shuff923, <16 x i32> %Sl109, <16 x i32> <i32 zeroinitializer, i32 21, i32 23, i32 zeroinitializer, i32 27, i32 zeroinitializer, i32 31, i32 zeroinitializer, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer>
  %I1100 = insertelement <4 x i32> %B280, i32 %L88, i32 1
  %FC1101 = uitofp <8 x i16> %B657 to <8 x float>
  %Sl1102 = select i1 %Cmp1065, i8 %L699, i8 %L1028
  %Cmp1103 = icmp ule i64 %L645, %E892
  br i1 %Cmp1103, label %CF1295, label %CF1427

CF1427:                                           ; preds = %CF1295
  %CF1427.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1427.t1 = add i32 %CF1427.t0, -1
  store volatile i32 %CF1427.t1, i32* @stress_budget, align 4
  %CF1427.t2 = icmp slt i32 %CF1427.t1, 0
  br i1 %CF1427.t2, label %stress_out, label %CF1427.body
CF1427.body:
  %L1104 = load i8, i8* %0, align 1
  store i8 %L853, i8* %A, align 1
  %E1105 = extractelement <16 x i16> %Shuff45, i32 9
  %Shuff1106 = shufflevector <16 x i32> %Shuff374, <16 x i32> %Shuff14, <16 x i32> <i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer>
  %I1107 = insertelement <16 x i32> %Shuff374, i32 %L511, i32 14
  %B1108 = and <16 x i32> %I589, %I589
  %Se1109 = sext <16 x i1> %Cmp463 to <16 x i32>
  %Sl1110 = select i1 %Cmp170, float %B137, float %FC918
  %Cmp1111 = icmp ne i64 %ZE949, %Sl728
  br i1 %Cmp1111, label %CF1295, label %CF1370

CF1370:                                           ; preds = %CF1427
  %CF1370.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1370.t1 = add i32 %CF1370.t0, -1
  store volatile i32 %CF1370.t1, i32* @stress_budget, align 4
  %CF1370.t2 = icmp slt i32 %CF1370.t1, 0
  br i1 %CF1370.t2, label %stress_out, label %CF1370.body
CF1370.body:
  %L1112 = load i8, i8* %0, align 1
  store i8 %L380, i8* %0, align 1
  %E1113 = extractelement <16 x i16> %Shuff429, i32 3
  %Shuff1114 = shufflevector <4 x i1> %Cmp193, <4 x i1> %Cmp193, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I1115 = insertelement <4 x i32> %I423, i32 %E678, i32 0
  %B1116 = sdiv i32 %E623, %L511
  %FC1117 = sitofp i1 %Cmp705 to double
  %Sl1118 = select i1 %Cmp852, <1 x i32> %Shuff999, <1 x i32> %Shuff962
  %Cmp1119 = icmp sge i8 %L1005, %L276
  br i1 %Cmp1119, label %CF1260, label %CF1269

CF1269:                                           ; preds = %CF1269, %CF1391, %CF1337, %CF1370
  %CF1269.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1269.t1 = add i32 %CF1269.t0, -1
  store volatile i32 %CF1269.t1, i32* @stress_budget, align 4
  %CF1269.t2 = icmp slt i32 %CF1269.t1, 0
  br i1 %CF1269.t2, label %stress_out, label %CF1269.body
CF1269.body:
  %L1120 = load i64, i64* %Sl10, align 4
  store i64 %B842, i64* %Sl10, align 4
  %E1121 = extractelement <4 x i32> %Shuff256, i32 3
  %Shuff1122 = shufflevector <16 x i1> %Sl1018, <16 x i1> %Cmp19, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 18, i32 20, i32 22, i32 zeroinitializer, i32 26, i32 28, i32 30, i32 zeroinitializer, i32 2, i32 4>
  %I1123 = insertelement <2 x i1> %Sl317, i1 %Tr888, i32 0
  %Tr1124 = trunc i64 %B734 to i8
  %Sl1125 = select i1 %Sl418, i1 %Cmp1111, i1 %E693
  br i1 %Sl1125, label %CF1269, label %CF1391

CF1391:                                           ; preds = %CF1269
  %CF1391.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1391.t1 = add i32 %CF1391.t0, -1
  store volatile i32 %CF1391.t1, i32* @stress_budget, align 4
  %CF1391.t2 = icmp slt i32 %CF1391.t1, 0
  br i1 %CF1391.t2, label %stress_out, label %CF1391.body
CF1391.body:
  %Cmp1126 = icmp ult i64 %B167, %B1070
  br i1 %Cmp1126, label %CF1269, label %CF1337

CF1337:                                           ; preds = %CF1391
  %CF1337.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1337.t1 = add i32 %CF1337.t0, -1
  store volatile i32 %CF1337.t1, i32* @stress_budget, align 4
  %CF1337.t2 = icmp slt i32 %CF1337.t1, 0
  br i1 %CF1337.t2, label %stress_out, label %CF1337.body
CF1337.body:
  %L1127 = load i8, i8* %0, align 1
  store i8 %L58, i8* %PC244, align 1
  %E1128 = extractelement <16 x i1> %Shuff113, i32 8
  br i1 %E1128, label %CF1269, label %CF1294

CF1294:                                           ; preds = %CF1294, %CF1444, %CF1452, %CF1337
  %CF1294.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1294.t1 = add i32 %CF1294.t0, -1
  store volatile i32 %CF1294.t1, i32* @stress_budget, align 4
  %CF1294.t2 = icmp slt i32 %CF1294.t1, 0
  br i1 %CF1294.t2, label %stress_out, label %CF1294.body
CF1294.body:
  %Shuff1129 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %I499, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I1130 = insertelement <4 x i1> %Shuff1114, i1 %Cmp821, i32 1
  %B1131 = add i8 %B925, %L80
  %Se1132 = sext i8 %L388 to i16
  %Sl1133 = select <16 x i1> %Shuff1084, <16 x i1> %Sl402, <16 x i1> %Cmp139
  %Cmp1134 = icmp ule <16 x i32> %I558, %I30
  %L1135 = load i8, i8* %0, align 1
  store i32 %E777, i32* %PC346, align 4
  %E1136 = extractelement <4 x i32> %Shuff382, i32 0
  %Shuff1137 = shufflevector <16 x i64> %Shuff931, <16 x i64> %ZE, <16 x i32> <i32 27, i32 29, i32 zeroinitializer, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I1138 = insertelement <4 x i32> %B567, i32 %E202, i32 1
  %FC1139 = uitofp <4 x i32> %Shuff142 to <4 x double>
  %Sl1140 = select i1 %Cmp312, i1 %Sl418, i1 %E738
  br i1 %Sl1140, label %CF1294, label %CF1444

CF1444:                                           ; preds = %CF1294
  %CF1444.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1444.t1 = add i32 %CF1444.t0, -1
  store volatile i32 %CF1444.t1, i32* @stress_budget, align 4
  %CF1444.t2 = icmp slt i32 %CF1444.t1, 0
  br i1 %CF1444.t2, label %stress_out, label %CF1444.body
CF1444.body:
  %Cmp1141 = icmp uge <16 x i1> %Sl363, %Cmp463
  %L1142 = load i8, i8* %0, align 1
  store i16 %E67, i16* %PC461, align 2
  %E1143 = extractelement <2 x i1> %Shuff1030, i32 1
  br i1 %E1143, label %CF1294, label %CF1341

CF1341:                                           ; preds = %CF1341, %CF1444
  %CF1341.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1341.t1 = add i32 %CF1341.t0, -1
  store volatile i32 %CF1341.t1, i32* @stress_budget, align 4
  %CF1341.t2 = icmp slt i32 %CF1341.t1, 0
  br i1 %CF1341.t2, label %stress_out, label %CF1341.body
CF1341.body:
  %Shuff1144 = shufflevector <16 x i32> %Shuff716, <16 x i32> %I709, <16 x i32> <i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18>
  %I1145 = insertelement <16 x i1> %Shuff527, i1 %Sl667, i32 6
  %B1146 = add i32 %Tr116, %E
  %PC1147 = bitcast i8* %A to double*
  %Sl1148 = select i1 %Cmp524, <1 x i32> %B416, <1 x i32> %Shuff962
  %Cmp1149 = icmp ule i1 %Cmp246, %E180
  br i1 %Cmp1149, label %CF1341, label %CF1452

CF1452:                                           ; preds = %CF1341
  %CF1452.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1452.t1 = add i32 %CF1452.t0, -1
  store volatile i32 %CF1452.t1, i32* @stress_budget, align 4
  %CF1452.t2 = icmp slt i32 %CF1452.t1, 0
  br i1 %CF1452.t2, label %stress_out, label %CF1452.body
CF1452.body:
  %L1150 = load double, double* %PC281, align 8
  store double %L404, double* %PC281, align 8
  %E1151 = extractelement <16 x i16> %Shuff90, i32 7
  %Shuff1152 = shufflevector <4 x i1> %I864, <4 x i1> %Cmp193, <4 x i32> <i32 2, i32 4, i32 zeroinitializer, i32 0>
  %I1153 = insertelement <16 x i1> %Shuff893, i1 %Tr17, i32 4
  %FC1154 = uitofp i8 %Tr1124 to double
  %Sl1155 = select i1 %Cmp1103, float %E580, float %FC872
  %Cmp1156 = icmp sgt i1 %Cmp207, %Sl433
  br i1 %Cmp1156, label %CF1294, label %CF1303

CF1303:                                           ; preds = %CF1303, %CF1420, %CF1371, %CF1452
  %CF1303.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1303.t1 = add i32 %CF1303.t0, -1
  store volatile i32 %CF1303.t1, i32* @stress_budget, align 4
  %CF1303.t2 = icmp slt i32 %CF1303.t1, 0
  br i1 %CF1303.t2, label %stress_out, label %CF1303.body
CF1303.body:
  %L1157 = load i1, i1* %PC446, align 1
  br i1 %L1157, label %CF1303, label %CF1375

CF1375:                                           ; preds = %CF1375, %CF1449, %CF1419, %CF1303
  %CF1375.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1375.t1 = add i32 %CF1375.t0, -1
  store volatile i32 %CF1375.t1, i32* @stress_budget, align 4
  %CF1375.t2 = icmp slt i32 %CF1375.t1, 0
  br i1 %CF1375.t2, label %stress_out, label %CF1375.body
CF1375.body:
  store double 0x6095E734B0932CB2, double* %PC1147, align 8
  %E1158 = extractelement <16 x i1> %Cmp759, i32 5
  br i1 %E1158, label %CF1375, label %CF1449

CF1449:                                           ; preds = %CF1375
  %CF1449.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1449.t1 = add i32 %CF1449.t0, -1
  store volatile i32 %CF1449.t1, i32* @stress_budget, align 4
  %CF1449.t2 = icmp slt i32 %CF1449.t1, 0
  br i1 %CF1449.t2, label %stress_out, label %CF1449.body
CF1449.body:
  %Shuff1159 = shufflevector <16 x i16> %Shuff458, <16 x i16> %I491, <16 x i32> <i32 8, i32 10, i32 12, i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 zeroinitializer, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6>
  %I1160 = insertelement <2 x i8> %Shuff970, i8 %L380, i32 0
  %B1161 = udiv <16 x i32> %B1108, %B757
  %Se1162 = sext <4 x i8> %B9 to <4 x i32>
  %Sl1163 = select <4 x i1> %Cmp829, <4 x i64> %B1032, <4 x i64> %ZE485
  %Cmp1164 = icmp slt <16 x i16> %Shuff429, %B764
  %L1165 = load i32, i32* %PC346, align 4
  store double %FC477, double* %PC1147, align 8
  %E1166 = extractelement <16 x i1> %Shuff624, i32 0
  br i1 %E1166, label %CF1375, label %CF1419

CF1419:                                           ; preds = %CF1449
  %CF1419.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1419.t1 = add i32 %CF1419.t0, -1
  store volatile i32 %CF1419.t1, i32* @stress_budget, align 4
  %CF1419.t2 = icmp slt i32 %CF1419.t1, 0
  br i1 %CF1419.t2, label %stress_out, label %CF1419.body
CF1419.body:
  %Shuff1167 = shufflevector <16 x i64> %Shuff1137, <16 x i64> %I330, <16 x i32> <i32 3, i32 5, i32 zeroinitializer, i32 9, i32 zeroinitializer, i32 13, i32 zeroinitializer, i32 17, i32 19, i32 21, i32 23, i32 25, i32 zeroinitializer, i32 29, i32 31, i32 1>
  %I1168 = insertelement <4 x i1> %Shuff549, i1 %Tr544, i32 1
  %FC1169 = uitofp <16 x i16> %Shuff337 to <16 x float>
  %Sl1170 = select i1 %Cmp1088, i1 %Cmp775, i1 %Tr888
  br i1 %Sl1170, label %CF1375, label %CF1379

CF1379:                                           ; preds = %CF1379, %CF1419
  %CF1379.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1379.t1 = add i32 %CF1379.t0, -1
  store volatile i32 %CF1379.t1, i32* @stress_budget, align 4
  %CF1379.t2 = icmp slt i32 %CF1379.t1, 0
  br i1 %CF1379.t2, label %stress_out, label %CF1379.body
CF1379.body:
  %Cmp1171 = icmp ugt i1 %Sl667, %Cmp578
  br i1 %Cmp1171, label %CF1379, label %CF1395

CF1395:                                           ; preds = %CF1395, %CF1379
  %CF1395.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1395.t1 = add i32 %CF1395.t0, -1
  store volatile i32 %CF1395.t1, i32* @stress_budget, align 4
  %CF1395.t2 = icmp slt i32 %CF1395.t1, 0
  br i1 %CF1395.t2, label %stress_out, label %CF1395.body
CF1395.body:
  %L1172 = load double, double* %PC1147, align 8
  store double %L342, double* %PC1147, align 8
  %E1173 = extractelement <4 x i32> %Shuff105, i32 1
  %Shuff1174 = shufflevector <16 x i1> %Shuff701, <16 x i1> %Cmp326, <16 x i32> <i32 zeroinitializer, i32 30, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 16, i32 zeroinitializer, i32 20, i32 22, i32 zeroinitializer, i32 26>
  %I1175 = insertelement <16 x i32> %Shuff315, i32 %B392, i32 14
  %B1176 = fdiv float %E746, %FC310
  %FC1177 = sitofp i8 %L571 to double
  %Sl1178 = select i1 %Cmp170, i32 %BC910, i32 %B115
  %Cmp1179 = icmp ult i1 %E862, %E738
  br i1 %Cmp1179, label %CF1395, label %CF1420

CF1420:                                           ; preds = %CF1395
  %CF1420.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1420.t1 = add i32 %CF1420.t0, -1
  store volatile i32 %CF1420.t1, i32* @stress_budget, align 4
  %CF1420.t2 = icmp slt i32 %CF1420.t1, 0
  br i1 %CF1420.t2, label %stress_out, label %CF1420.body
CF1420.body:
  %L1180 = load i8, i8* %0, align 1
  store i1 %Cmp94, i1* %PC446, align 1
  %E1181 = extractelement <16 x i32> %Shuff14, i32 0
  %Shuff1182 = shufflevector <16 x i16> %Shuff414, <16 x i16> %Sl1064, <16 x i32> <i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer>
  %I1183 = insertelement <4 x i32> %I756, i32 %E1006, i32 1
  %B1184 = srem i8 %L1036, %E277
  %FC1185 = uitofp i1 %L906 to double
  %Sl1186 = select i1 %Tr750, i1 %L799, i1 %E1060
  br i1 %Sl1186, label %CF1303, label %CF1371

CF1371:                                           ; preds = %CF1420
  %CF1371.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1371.t1 = add i32 %CF1371.t0, -1
  store volatile i32 %CF1371.t1, i32* @stress_budget, align 4
  %CF1371.t2 = icmp slt i32 %CF1371.t1, 0
  br i1 %CF1371.t2, label %stress_out, label %CF1371.body
CF1371.body:
  %Cmp1187 = icmp uge i1 %Sl433, %L1020
  br i1 %Cmp1187, label %CF1303, label %CF1353

CF1353:                                           ; preds = %CF1353, %CF1371
  %CF1353.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1353.t1 = add i32 %CF1353.t0, -1
  store volatile i32 %CF1353.t1, i32* @stress_budget, align 4
  %CF1353.t2 = icmp slt i32 %CF1353.t1, 0
  br i1 %CF1353.t2, label %stress_out, label %CF1353.body
CF1353.body:
  %L1188 = load i64, i64* %Sl10, align 4
  store double %B521, double* %PC1147, align 8
  %E1189 = extractelement <4 x i8> %B331, i32 3
  %Shuff1190 = shufflevector <16 x i1> %Shuff724, <16 x i1> %Shuff181, <16 x i32> <i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I1191 = insertelement <4 x i32> %Sl478, i32 %Sl599, i32 0
  %B1192 = udiv i64 %L171, %L1188
  %Sl1193 = select i1 %E862, i8 %Sl347, i8 %L480
  %Cmp1194 = icmp sgt <8 x i16> zeroinitializer, %Shuff809
  %L1195 = load double, double* %PC1147, align 8
  store i1 %Cmp837, i1* %PC446, align 1
  %E1196 = extractelement <16 x i1> %Shuff1190, i32 12
  br i1 %E1196, label %CF1353, label %CF1431

CF1431:                                           ; preds = %CF1431, %CF1353
  %CF1431.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1431.t1 = add i32 %CF1431.t0, -1
  store volatile i32 %CF1431.t1, i32* @stress_budget, align 4
  %CF1431.t2 = icmp slt i32 %CF1431.t1, 0
  br i1 %CF1431.t2, label %stress_out, label %CF1431.body
CF1431.body:
  %Shuff1197 = shufflevector <4 x i32> %Sl259, <4 x i32> %I1100, <4 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 3, i32 5>
  %I1198 = insertelement <4 x i32> %Shuff513, i32 %B198, i32 1
  %B1199 = srem i32 %L891, %E777
  %ZE1200 = zext <2 x i1> %Cmp905 to <2 x i8>
  %Sl1201 = select i1 %Cmp585, i1 %Cmp821, i1 %Tr552
  br i1 %Sl1201, label %CF1431, label %CF1441

CF1441:                                           ; preds = %CF1441, %CF1456, %CF1446, %CF1431
  %CF1441.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1441.t1 = add i32 %CF1441.t0, -1
  store volatile i32 %CF1441.t1, i32* @stress_budget, align 4
  %CF1441.t2 = icmp slt i32 %CF1441.t1, 0
  br i1 %CF1441.t2, label %stress_out, label %CF1441.body
CF1441.body:
  %Cmp1202 = fcmp ule <4 x double> %FC266, %FC266
  %L1203 = load i64, i64* %PC168, align 4
  store i8 %L593, i8* %0, align 1
  %E1204 = extractelement <4 x i1> %Cmp951, i32 2
  br i1 %E1204, label %CF1441, label %CF1456

CF1456:                                           ; preds = %CF1441
  %CF1456.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1456.t1 = add i32 %CF1456.t0, -1
  store volatile i32 %CF1456.t1, i32* @stress_budget, align 4
  %CF1456.t2 = icmp slt i32 %CF1456.t1, 0
  br i1 %CF1456.t2, label %stress_out, label %CF1456.body
CF1456.body:
  %Shuff1205 = shufflevector <4 x i32> %I452, <4 x i32> %I825, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 zeroinitializer>
  %I1206 = insertelement <4 x i32> %I399, i32 %E638, i32 3
  %B1207 = fsub <8 x float> %FC1101, %FC1101
  %FC1208 = sitofp <4 x i32> %I1206 to <4 x float>
  %Sl1209 = select i1 %Cmp246, i64 %L208, i64 %L745
  %Cmp1210 = icmp sge <2 x i1> %Cmp471, %Shuff359
  %L1211 = load double, double* %PC1147, align 8
  store i1 %Sl, i1* %PC446, align 1
  %E1212 = extractelement <16 x float> %I1000, i32 0
  %Shuff1213 = shufflevector <16 x i1> %Shuff1076, <16 x i1> %Shuff595, <16 x i32> <i32 3, i32 zeroinitializer, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 zeroinitializer, i32 27, i32 29, i32 31, i32 1>
  %I1214 = insertelement <16 x i1> %Shuff801, i1 %E602, i32 5
  %B1215 = urem i16 %E156, %E1075
  %Se1216 = sext i1 %L846 to i16
  %Sl1217 = select i1 %E457, i32 %BC910, i32 %E89
  %Cmp1218 = icmp sge <16 x i1> %Cmp118, %Shuff113
  %L1219 = load double, double* %PC281, align 8
  store i8 %L776, i8* %PC244, align 1
  %E1220 = extractelement <8 x float> %B1207, i32 7
  %Shuff1221 = shufflevector <4 x i32> %Shuff203, <4 x i32> %Sl478, <4 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 0>
  %I1222 = insertelement <4 x i32> %Sl606, i32 %B198, i32 0
  %FC1223 = sitofp <4 x i1> %Cmp996 to <4 x double>
  %Sl1224 = select i1 %Cmp1043, <4 x i32> %Shuff513, <4 x i32> %I596
  %Cmp1225 = icmp uge <4 x i8> %I, %B1024
  %L1226 = load double, double* %PC1147, align 8
  store double %L622, double* %PC1147, align 8
  %E1227 = extractelement <16 x i1> %Shuff226, i32 9
  br i1 %E1227, label %CF1441, label %CF1446

CF1446:                                           ; preds = %CF1456
  %CF1446.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1446.t1 = add i32 %CF1446.t0, -1
  store volatile i32 %CF1446.t1, i32* @stress_budget, align 4
  %CF1446.t2 = icmp slt i32 %CF1446.t1, 0
  br i1 %CF1446.t2, label %stress_out, label %CF1446.body
CF1446.body:
  %Shuff1228 = shufflevector <4 x i32> %I1206, <4 x i32> %B1009, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I1229 = insertelement <16 x i1> %I1145, i1 %Cmp215, i32 6
  %B1230 = or <4 x i32> %I316, %Shuff755
  %ZE1231 = zext i1 %Cmp42 to i64
  %Sl1232 = select i1 %Cmp912, <16 x i1> %I520, <16 x i1> %Sl735
  %Cmp1233 = icmp uge <16 x i16> %I771, %I618
  %L1234 = load i16, i16* %PC461, align 2
  store i8 %L629, i8* %0, align 1
  %E1235 = extractelement <4 x i64> %ZE957, i32 1
  %Shuff1236 = shufflevector <4 x i1> %Cmp614, <4 x i1> %Cmp448, <4 x i32> <i32 4, i32 6, i32 0, i32 zeroinitializer>
  %I1237 = insertelement <16 x i1> %Shuff226, i1 %Sl, i32 6
  %B1238 = xor <4 x i64> %Shuff946, %I810
  %BC1239 = bitcast <4 x i32> %Shuff1221 to <4 x float>
  %Sl1240 = select i1 %L1020, <4 x i32> %Sl627, <4 x i32> %I878
  %Cmp1241 = icmp sge <4 x i64> %ZE493, %ZE393
  %L1242 = load i8, i8* %0, align 1
  store i8 %L555, i8* %0, align 1
  %E1243 = extractelement <4 x i32> %Shuff142, i32 3
  %Shuff1244 = shufflevector <16 x i1> %Sl735, <16 x i1> %Cmp139, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28>
  %I1245 = insertelement <16 x i32> %Shuff1099, i32 %E314, i32 0
  %B1246 = sdiv <4 x i32> %B559, %I114
  %ZE1247 = zext i1 %E1029 to i32
  %Sl1248 = select i1 %Cmp1012, <16 x i1> %Shuff624, <16 x i1> %Sl64
  %Cmp1249 = icmp ugt <4 x i32> %I190, %Shuff422
  %L1250 = load double, double* %PC1147, align 8
  store i64 %B339, i64* %Sl10, align 4
  %E1251 = extractelement <16 x i1> %Cmp1218, i32 3
  br i1 %E1251, label %CF1441, label %CF1445

CF1445:                                           ; preds = %CF1445, %CF1446
  %CF1445.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1445.t1 = add i32 %CF1445.t0, -1
  store volatile i32 %CF1445.t1, i32* @stress_budget, align 4
  %CF1445.t2 = icmp slt i32 %CF1445.t1, 0
  br i1 %CF1445.t2, label %stress_out, label %CF1445.body
CF1445.body:
  %Shuff1252 = shufflevector <4 x i8> %Shuff762, <4 x i8> %Shuff848, <4 x i32> <i32 6, i32 0, i32 zeroinitializer, i32 4>
  %I1253 = insertelement <16 x i1> %I787, i1 %E1227, i32 0
  %Se1254 = sext i8 %Tr152 to i32
  %Sl1255 = select i1 %E1196, i8* %A3, i8* %PC244
  %Cmp1256 = icmp ult i64 %B, %L216
  br i1 %Cmp1256, label %CF1445, label %CF1455

CF1455:                                           ; preds = %CF1445
  %CF1455.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1455.t1 = add i32 %CF1455.t0, -1
  store volatile i32 %CF1455.t1, i32* @stress_budget, align 4
  %CF1455.t2 = icmp slt i32 %CF1455.t1, 0
  br i1 %CF1455.t2, label %stress_out, label %CF1455.body
CF1455.body:
  store i8 %L380, i8* %PC100, align 1
  store i64 %L66, i64* %Sl10, align 4
  store double %L753, double* %PC1147, align 8
  store double %B521, double* %PC1147, align 8
  store double %FC477, double* %PC1147, align 8
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"ilp32d"}
