; Regression (run by CI, was a known failure): llvm-stress -seed=3112 -size=1500, rv32, as tests/stress.sh sanitizes it.
; tests/stress.sh --files THIS: spillway alloc exits 3 (checker, post-ra, bb.298: 'use reads the wrong value'
; at a PseudoCALL &__umoddi3, operand $x12: expected its value before allocation, which is nowhere);
; with --alloc-args --no-check the program prints what LLVM's build prints.
; Found 2026-11-22 (branch frame). Fixed: %3641 has an IMPLICIT_DEF on one path (never stored to
; its slot there), and $x12 = COPY %3641 was skipped; the checker now takes a value equal to an
; IMPLICIT_DEF'd vreg (directly or through a skipped copy) as unconstrained, like the vreg's own uses.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to <8 x i16>*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to <8 x i64>*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to <2 x float>*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to <2 x i32>*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to <8 x i1>*
  %L = load <8 x i16>, <8 x i16>* %A4, align 16
  store i8 %5, i8* %0, align 1
  %E = extractelement <1 x i1> zeroinitializer, i32 0
  br label %CF1374

CF1374:                                           ; preds = %BB
  %CF1374.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1374.t1 = add i32 %CF1374.t0, -1
  store volatile i32 %CF1374.t1, i32* @stress_budget, align 4
  %CF1374.t2 = icmp slt i32 %CF1374.t1, 0
  br i1 %CF1374.t2, label %stress_out, label %CF1374.body
CF1374.body:
  %Shuff = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 zeroinitializer>
  %I = insertelement <8 x i1> zeroinitializer, i1 true, i32 3
  %B = fsub float 0xBCA1319500000000, 0xBBE8259C00000000
  %FC = sitofp <8 x i16> %L to <8 x float>
  %Sl = select i1 true, i8 0, i8 0
  %Cmp = icmp ule <8 x i16> %L, %L
  %L5 = load <8 x i64>, <8 x i64>* %A3, align 64
  store i8 0, i8* %0, align 1
  %E6 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff7 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 345533, i32 1
  %B9 = srem <2 x i64> zeroinitializer, zeroinitializer
  %FC10 = fptoui float %B to i8
  %Sl11 = select i1 true, <2 x float>* %A2, <2 x float>* %A2
  %Cmp12 = icmp sgt i64 %4, %E6
  br label %CF1301

CF1301:                                           ; preds = %CF1374
  %CF1301.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1301.t1 = add i32 %CF1301.t0, -1
  store volatile i32 %CF1301.t1, i32* @stress_budget, align 4
  %CF1301.t2 = icmp slt i32 %CF1301.t1, 0
  br i1 %CF1301.t2, label %stress_out, label %CF1301.body
CF1301.body:
  %L13 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E14 = extractelement <8 x i1> zeroinitializer, i32 3
  br label %CF1270

CF1270:                                           ; preds = %CF1270, %CF1301
  %CF1270.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1270.t1 = add i32 %CF1270.t0, -1
  store volatile i32 %CF1270.t1, i32* @stress_budget, align 4
  %CF1270.t2 = icmp slt i32 %CF1270.t1, 0
  br i1 %CF1270.t2, label %stress_out, label %CF1270.body
CF1270.body:
  %Shuff15 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I16 = insertelement <2 x i64> zeroinitializer, i64 158757, i32 0
  %Sl17 = select i1 true, <8 x i1>* %A, <8 x i1>* %A
  %L18 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E19 = extractelement <4 x i16> zeroinitializer, i32 1
  %Shuff20 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6>
  %I21 = insertelement <4 x i16> zeroinitializer, i16 -10315, i32 2
  %Tr = trunc <2 x i64> %B9 to <2 x i32>
  %Sl22 = select i1 true, <8 x i1>* %Sl17, <8 x i1>* %Sl17
  %Cmp23 = icmp ugt <1 x i8> zeroinitializer, zeroinitializer
  %L24 = load <8 x i1>, <8 x i1>* %Sl17, align 1
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E25 = extractelement <8 x float> %FC, i32 5
  %Shuff26 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I27 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 0
  %B28 = shl <2 x i8> %Shuff, %I27
  %Se = sext <8 x i1> %Shuff20 to <8 x i16>
  %Sl29 = select i1 false, i1 true, i1 %Cmp12
  br i1 %Sl29, label %CF1270, label %CF1304

CF1304:                                           ; preds = %CF1304, %CF1386, %CF1379, %CF1382, %CF1270
  %CF1304.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1304.t1 = add i32 %CF1304.t0, -1
  store volatile i32 %CF1304.t1, i32* @stress_budget, align 4
  %CF1304.t2 = icmp slt i32 %CF1304.t1, 0
  br i1 %CF1304.t2, label %stress_out, label %CF1304.body
CF1304.body:
  %Cmp30 = icmp ule i1 %Cmp12, true
  br i1 %Cmp30, label %CF1304, label %CF1386

CF1386:                                           ; preds = %CF1304
  %CF1386.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1386.t1 = add i32 %CF1386.t0, -1
  store volatile i32 %CF1386.t1, i32* @stress_budget, align 4
  %CF1386.t2 = icmp slt i32 %CF1386.t1, 0
  br i1 %CF1386.t2, label %stress_out, label %CF1386.body
CF1386.body:
  %L31 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E32 = extractelement <8 x i1> zeroinitializer, i32 7
  br i1 %E32, label %CF1304, label %CF1379

CF1379:                                           ; preds = %CF1386
  %CF1379.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1379.t1 = add i32 %CF1379.t0, -1
  store volatile i32 %CF1379.t1, i32* @stress_budget, align 4
  %CF1379.t2 = icmp slt i32 %CF1379.t1, 0
  br i1 %CF1379.t2, label %stress_out, label %CF1379.body
CF1379.body:
  %Shuff33 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff20, <8 x i32> <i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I34 = insertelement <4 x i16> zeroinitializer, i16 %E19, i32 0
  %Tr35 = trunc <1 x i16> zeroinitializer to <1 x i1>
  %Sl36 = select i1 true, <8 x i64>* %A3, <8 x i64>* %A3
  %Cmp37 = icmp ugt <8 x i1> zeroinitializer, %I
  %L38 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E39 = extractelement <8 x i1> zeroinitializer, i32 7
  br i1 %E39, label %CF1304, label %CF1323

CF1323:                                           ; preds = %CF1323, %CF1379
  %CF1323.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1323.t1 = add i32 %CF1323.t0, -1
  store volatile i32 %CF1323.t1, i32* @stress_budget, align 4
  %CF1323.t2 = icmp slt i32 %CF1323.t1, 0
  br i1 %CF1323.t2, label %stress_out, label %CF1323.body
CF1323.body:
  %Shuff40 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 0>
  %I41 = insertelement <8 x i1> %Cmp, i1 %E39, i32 4
  %B42 = fsub double 0xC25B987A11599CF8, 0xDEA743C60BA5A644
  %Tr43 = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl44 = select i1 %Cmp12, float 0xBBE8259C00000000, float %E25
  %Cmp45 = icmp ugt i1 %E32, %Sl29
  br i1 %Cmp45, label %CF1323, label %CF1349

CF1349:                                           ; preds = %CF1349, %CF1323
  %CF1349.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1349.t1 = add i32 %CF1349.t0, -1
  store volatile i32 %CF1349.t1, i32* @stress_budget, align 4
  %CF1349.t2 = icmp slt i32 %CF1349.t1, 0
  br i1 %CF1349.t2, label %stress_out, label %CF1349.body
CF1349.body:
  %L46 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i8 0, i8* %0, align 1
  %E47 = extractelement <2 x i32> %I8, i32 0
  %Shuff48 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I49 = insertelement <8 x i1> zeroinitializer, i1 %E32, i32 7
  %B50 = shl <2 x i8> zeroinitializer, %I27
  %Tr51 = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl52 = select <2 x i1> <i1 true, i1 false>, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %L53 = load i8, i8* %0, align 1
  store <2 x float> %L18, <2 x float>* %Sl11, align 8
  %E54 = extractelement <8 x i1> zeroinitializer, i32 5
  br i1 %E54, label %CF1349, label %CF1370

CF1370:                                           ; preds = %CF1370, %CF1349
  %CF1370.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1370.t1 = add i32 %CF1370.t0, -1
  store volatile i32 %CF1370.t1, i32* @stress_budget, align 4
  %CF1370.t2 = icmp slt i32 %CF1370.t1, 0
  br i1 %CF1370.t2, label %stress_out, label %CF1370.body
CF1370.body:
  %Shuff55 = shufflevector <2 x i8> %B50, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I56 = insertelement <4 x i32> %Tr43, i32 %E47, i32 2
  %B57 = fdiv <2 x float> %L13, %L13
  %Sl58 = select <8 x i1> %Shuff33, <8 x i1> %I41, <8 x i1> %I
  %L59 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L31, <2 x float>* %Sl11, align 8
  %E60 = extractelement <4 x i32> %I56, i32 1
  %Shuff61 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Sl58, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10>
  %I62 = insertelement <4 x i16> zeroinitializer, i16 %E19, i32 2
  %Tr63 = trunc i32 %E47 to i8
  %Sl64 = select i1 %Cmp12, <8 x i1> %Sl58, <8 x i1> zeroinitializer
  %L65 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i8 %L53, i8* %0, align 1
  %E66 = extractelement <2 x i8> %Shuff55, i32 0
  %Shuff67 = shufflevector <2 x float> %L13, <2 x float> %L46, <2 x i32> <i32 1, i32 3>
  %I68 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 1
  %B69 = and i64 %4, 158757
  %Tr70 = trunc i64 158757 to i16
  %Sl71 = select i1 %E, <2 x i32> %Shuff15, <2 x i32> %Sl52
  %Cmp72 = icmp uge <8 x i1> zeroinitializer, %Shuff20
  %L73 = load <8 x i1>, <8 x i1>* %Sl17, align 1
  store i8 %L53, i8* %0, align 1
  %E74 = extractelement <2 x float> %Shuff67, i32 1
  %Shuff75 = shufflevector <4 x i32> %Tr43, <4 x i32> %Tr43, <4 x i32> <i32 4, i32 6, i32 0, i32 zeroinitializer>
  %I76 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 0
  %Tr77 = trunc <4 x i32> %Tr43 to <4 x i8>
  %Sl78 = select i1 %Cmp45, i8 0, i8 %L53
  %Cmp79 = icmp slt i16 -18719, -22751
  br i1 %Cmp79, label %CF1370, label %CF1382

CF1382:                                           ; preds = %CF1370
  %CF1382.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1382.t1 = add i32 %CF1382.t0, -1
  store volatile i32 %CF1382.t1, i32* @stress_budget, align 4
  %CF1382.t2 = icmp slt i32 %CF1382.t1, 0
  br i1 %CF1382.t2, label %stress_out, label %CF1382.body
CF1382.body:
  %L80 = load <8 x i1>, <8 x i1>* %A, align 1
  store <2 x i32> %Shuff7, <2 x i32>* %A1, align 8
  %E81 = extractelement <4 x i64> %Shuff40, i32 1
  %Shuff82 = shufflevector <8 x i1> %Shuff61, <8 x i1> %Cmp72, <8 x i32> <i32 12, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I83 = insertelement <2 x i32> %Shuff7, i32 %E47, i32 0
  %B84 = lshr <2 x i8> %Shuff55, zeroinitializer
  %PC = bitcast i64* %2 to i16*
  %Sl85 = select i1 %E, <2 x float>* %A2, <2 x float>* %Sl11
  %Cmp86 = fcmp one <2 x float> %B57, %L13
  %L87 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i16 -10315, i16* %PC, align 2
  %E88 = extractelement <2 x i32> %Shuff15, i32 0
  %Shuff89 = shufflevector <2 x float> %B57, <2 x float> %L13, <2 x i32> <i32 1, i32 3>
  %I90 = insertelement <8 x i1> zeroinitializer, i1 true, i32 7
  %PC91 = bitcast <8 x i1>* %A to double*
  %Sl92 = select i1 %E54, i32 %E47, i32 522425
  %Cmp93 = icmp ne <2 x i32> %Shuff7, zeroinitializer
  %L94 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L31, <2 x float>* %Sl11, align 8
  %E95 = extractelement <8 x i1> %Cmp37, i32 6
  br i1 %E95, label %CF1304, label %CF1311

CF1311:                                           ; preds = %CF1382
  %CF1311.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1311.t1 = add i32 %CF1311.t0, -1
  store volatile i32 %CF1311.t1, i32* @stress_budget, align 4
  %CF1311.t2 = icmp slt i32 %CF1311.t1, 0
  br i1 %CF1311.t2, label %stress_out, label %CF1311.body
CF1311.body:
  %Shuff96 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I68, <2 x i32> <i32 1, i32 3>
  %I97 = insertelement <8 x i1> zeroinitializer, i1 %Cmp12, i32 7
  %PC98 = bitcast <2 x float>* %Sl11 to i32*
  %Sl99 = select i1 %E, <1 x i16> %Shuff48, <1 x i16> zeroinitializer
  %Cmp100 = icmp sgt <8 x i1> %Sl64, zeroinitializer
  %L101 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store i16 -10315, i16* %PC, align 2
  %E102 = extractelement <2 x i8> %B84, i32 1
  %Shuff103 = shufflevector <2 x float> %L46, <2 x float> %L87, <2 x i32> <i32 zeroinitializer, i32 0>
  %I104 = insertelement <1 x i16> zeroinitializer, i16 4181, i32 0
  %B105 = add <8 x i64> %L5, %L101
  %Se106 = sext <8 x i1> %Shuff20 to <8 x i16>
  %Sl107 = select <1 x i1> zeroinitializer, <1 x i16> %I104, <1 x i16> %Shuff48
  %Cmp108 = fcmp ole <2 x float> %L65, %L13
  %L109 = load <8 x i1>, <8 x i1>* %Sl17, align 1
  store <2 x float> %Shuff67, <2 x float>* %Sl11, align 8
  %E110 = extractelement <1 x i16> %Sl99, i32 0
  %Shuff111 = shufflevector <2 x i8> %Shuff, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I112 = insertelement <2 x i8> %B50, i8 %E102, i32 1
  %FC113 = sitofp i1 %E to float
  %Sl114 = select i1 %Sl29, i8 %Tr63, i8 %Sl
  %Cmp115 = icmp ule <2 x i64> %B9, %Shuff96
  %L116 = load i16, i16* %PC, align 2
  store i8 %Sl78, i8* %0, align 1
  %E117 = extractelement <2 x i8> %Shuff55, i32 0
  %Shuff118 = shufflevector <2 x i1> %Cmp115, <2 x i1> %Cmp86, <2 x i32> <i32 3, i32 1>
  %I119 = insertelement <8 x i16> %L, i16 %E110, i32 1
  %B120 = and i64 158757, %B69
  %FC121 = uitofp i8 %Tr63 to float
  %Sl122 = select <8 x i1> zeroinitializer, <8 x i16> %Se, <8 x i16> %L
  %Cmp123 = icmp slt i8 %Sl114, %Sl114
  br label %CF1264

CF1264:                                           ; preds = %CF1264, %CF1294, %CF1311
  %CF1264.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1264.t1 = add i32 %CF1264.t0, -1
  store volatile i32 %CF1264.t1, i32* @stress_budget, align 4
  %CF1264.t2 = icmp slt i32 %CF1264.t1, 0
  br i1 %CF1264.t2, label %stress_out, label %CF1264.body
CF1264.body:
  %L124 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i16 %E110, i16* %PC, align 2
  %E125 = extractelement <8 x i1> %Shuff61, i32 4
  br i1 %E125, label %CF1264, label %CF1286

CF1286:                                           ; preds = %CF1286, %CF1413, %CF1400, %CF1368, %CF1333, %CF1321, %CF1306, %CF1264
  %CF1286.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1286.t1 = add i32 %CF1286.t0, -1
  store volatile i32 %CF1286.t1, i32* @stress_budget, align 4
  %CF1286.t2 = icmp slt i32 %CF1286.t1, 0
  br i1 %CF1286.t2, label %stress_out, label %CF1286.body
CF1286.body:
  %Shuff126 = shufflevector <2 x float> %L31, <2 x float> %L46, <2 x i32> <i32 3, i32 1>
  %I127 = insertelement <1 x i16> %Shuff48, i16 %E19, i32 0
  %B128 = fdiv <2 x float> %Shuff67, %L87
  %Se129 = sext i1 true to i32
  %Sl130 = select i1 %Cmp79, float %FC121, float %FC121
  %Cmp131 = icmp ne <4 x i32> %I56, %Tr51
  %L132 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L18, <2 x float>* %A2, align 8
  %E133 = extractelement <2 x i32> %Tr, i32 1
  %Shuff134 = shufflevector <2 x i8> %B50, <2 x i8> %B84, <2 x i32> <i32 2, i32 zeroinitializer>
  %I135 = insertelement <2 x float> %Shuff103, float %Sl44, i32 0
  %B136 = frem float %E74, %Sl130
  %FC137 = sitofp i8 %E117 to float
  %Sl138 = select i1 %Sl29, <8 x i64>* %A3, <8 x i64>* %A3
  %Cmp139 = icmp ne i32 %Sl92, %E88
  br i1 %Cmp139, label %CF1286, label %CF1413

CF1413:                                           ; preds = %CF1286
  %CF1413.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1413.t1 = add i32 %CF1413.t0, -1
  store volatile i32 %CF1413.t1, i32* @stress_budget, align 4
  %CF1413.t2 = icmp slt i32 %CF1413.t1, 0
  br i1 %CF1413.t2, label %stress_out, label %CF1413.body
CF1413.body:
  %L140 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L38, <2 x float>* %Sl11, align 8
  %E141 = extractelement <1 x i16> %Sl99, i32 0
  %Shuff142 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Tr77, <4 x i32> <i32 zeroinitializer, i32 7, i32 1, i32 3>
  %I143 = insertelement <2 x float> %L46, float %Sl44, i32 1
  %B144 = lshr <1 x i16> %I104, %Shuff48
  %Tr145 = trunc <4 x i8> %Tr77 to <4 x i1>
  %Sl146 = select <2 x i1> %Cmp115, <2 x float> %I135, <2 x float> %L124
  %Cmp147 = icmp ugt i32 507585, %Se129
  br i1 %Cmp147, label %CF1286, label %CF1400

CF1400:                                           ; preds = %CF1413
  %CF1400.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1400.t1 = add i32 %CF1400.t0, -1
  store volatile i32 %CF1400.t1, i32* @stress_budget, align 4
  %CF1400.t2 = icmp slt i32 %CF1400.t1, 0
  br i1 %CF1400.t2, label %stress_out, label %CF1400.body
CF1400.body:
  %L148 = load i16, i16* %PC, align 2
  %E149 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff150 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %B9, <2 x i32> <i32 3, i32 1>
  %I151 = insertelement <4 x i64> zeroinitializer, i64 %B120, i32 1
  %B152 = or i32 522425, %E47
  %FC153 = fptosi <2 x float> %Sl146 to <2 x i1>
  %Sl154 = select i1 %Cmp139, i32 %B152, i32 %E47
  %Cmp155 = icmp uge <2 x i8> %I112, zeroinitializer
  %L156 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store <2 x float> %L124, <2 x float>* %Sl11, align 8
  %E157 = extractelement <8 x i16> %Sl122, i32 2
  %Shuff158 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %L109, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 11>
  %I159 = insertelement <8 x i1> zeroinitializer, i1 %Cmp139, i32 7
  %B160 = fdiv float %E74, %Sl44
  %FC161 = uitofp i8 %L53 to float
  %Sl162 = select i1 %Cmp12, float %E74, float %E25
  %Cmp163 = fcmp oeq float 0xBCA1319500000000, 0x451F3F9300000000
  br i1 %Cmp163, label %CF1286, label %CF1368

CF1368:                                           ; preds = %CF1400
  %CF1368.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1368.t1 = add i32 %CF1368.t0, -1
  store volatile i32 %CF1368.t1, i32* @stress_budget, align 4
  %CF1368.t2 = icmp slt i32 %CF1368.t1, 0
  br i1 %CF1368.t2, label %stress_out, label %CF1368.body
CF1368.body:
  %L164 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store i8 0, i8* %0, align 1
  %E165 = extractelement <8 x i1> %L80, i32 1
  br i1 %E165, label %CF1286, label %CF1333

CF1333:                                           ; preds = %CF1368
  %CF1333.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1333.t1 = add i32 %CF1333.t0, -1
  store volatile i32 %CF1333.t1, i32* @stress_budget, align 4
  %CF1333.t2 = icmp slt i32 %CF1333.t1, 0
  br i1 %CF1333.t2, label %stress_out, label %CF1333.body
CF1333.body:
  %Shuff166 = shufflevector <8 x i64> %L101, <8 x i64> %L5, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 0, i32 zeroinitializer>
  %I167 = insertelement <1 x i16> %Sl107, i16 %E110, i32 0
  %B168 = frem <2 x float> %I135, %L13
  %PC169 = bitcast <8 x i64>* %Sl36 to i1*
  %Sl170 = select i1 %Cmp79, i1 %E14, i1 %Cmp12
  br i1 %Sl170, label %CF1286, label %CF1321

CF1321:                                           ; preds = %CF1333
  %CF1321.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1321.t1 = add i32 %CF1321.t0, -1
  store volatile i32 %CF1321.t1, i32* @stress_budget, align 4
  %CF1321.t2 = icmp slt i32 %CF1321.t1, 0
  br i1 %CF1321.t2, label %stress_out, label %CF1321.body
CF1321.body:
  %Cmp171 = icmp uge <8 x i64> %L156, %L101
  %L172 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store <8 x i64> %L5, <8 x i64>* %Sl36, align 64
  %E173 = extractelement <8 x i1> %Cmp171, i32 6
  br i1 %E173, label %CF1286, label %CF1306

CF1306:                                           ; preds = %CF1321
  %CF1306.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1306.t1 = add i32 %CF1306.t0, -1
  store volatile i32 %CF1306.t1, i32* @stress_budget, align 4
  %CF1306.t2 = icmp slt i32 %CF1306.t1, 0
  br i1 %CF1306.t2, label %stress_out, label %CF1306.body
CF1306.body:
  %Shuff174 = shufflevector <8 x i1> %L80, <8 x i1> %L109, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I175 = insertelement <2 x i32> %Shuff15, i32 %Se129, i32 1
  %B176 = fdiv float %FC113, %E25
  %Tr177 = trunc i64 %E81 to i1
  br i1 %Tr177, label %CF1286, label %CF1294

CF1294:                                           ; preds = %CF1306
  %CF1294.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1294.t1 = add i32 %CF1294.t0, -1
  store volatile i32 %CF1294.t1, i32* @stress_budget, align 4
  %CF1294.t2 = icmp slt i32 %CF1294.t1, 0
  br i1 %CF1294.t2, label %stress_out, label %CF1294.body
CF1294.body:
  %Sl178 = select i1 %E95, <8 x float> %FC, <8 x float> %FC
  %L179 = load i1, i1* %PC169, align 1
  br i1 %L179, label %CF1264, label %CF1266

CF1266:                                           ; preds = %CF1266, %CF1294
  %CF1266.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1266.t1 = add i32 %CF1266.t0, -1
  store volatile i32 %CF1266.t1, i32* @stress_budget, align 4
  %CF1266.t2 = icmp slt i32 %CF1266.t1, 0
  br i1 %CF1266.t2, label %stress_out, label %CF1266.body
CF1266.body:
  store <2 x float> %L65, <2 x float>* %Sl11, align 8
  %E180 = extractelement <8 x i64> %B105, i32 4
  %Shuff181 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I182 = insertelement <2 x float> %L31, float %E74, i32 1
  %B183 = fdiv double 0xDEA743C60BA5A644, 0xCDCBAFEA34C9CC68
  %Se184 = sext i8 %E66 to i16
  %Sl185 = select <2 x i1> %FC153, <2 x i8> %B28, <2 x i8> %B84
  %Cmp186 = icmp uge i8 %Tr63, %E149
  br i1 %Cmp186, label %CF1266, label %CF1338

CF1338:                                           ; preds = %CF1266
  %CF1338.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1338.t1 = add i32 %CF1338.t0, -1
  store volatile i32 %CF1338.t1, i32* @stress_budget, align 4
  %CF1338.t2 = icmp slt i32 %CF1338.t1, 0
  br i1 %CF1338.t2, label %stress_out, label %CF1338.body
CF1338.body:
  %L187 = load i1, i1* %PC169, align 1
  br label %CF1234

CF1234:                                           ; preds = %CF1234, %CF1408, %CF1332, %CF1338
  %CF1234.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1234.t1 = add i32 %CF1234.t0, -1
  store volatile i32 %CF1234.t1, i32* @stress_budget, align 4
  %CF1234.t2 = icmp slt i32 %CF1234.t1, 0
  br i1 %CF1234.t2, label %stress_out, label %CF1234.body
CF1234.body:
  %E188 = extractelement <2 x float> %L46, i32 0
  %Shuff189 = shufflevector <8 x i1> %L24, <8 x i1> %Cmp72, <8 x i32> <i32 zeroinitializer, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13>
  %I190 = insertelement <4 x i16> %Shuff181, i16 %E141, i32 1
  %FC191 = sitofp i1 %E32 to float
  %Sl192 = select i1 %Cmp139, <2 x i8> %B28, <2 x i8> %Sl185
  %Cmp193 = icmp uge <2 x i64> zeroinitializer, %Shuff150
  %L194 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L124, <2 x float>* %Sl11, align 8
  %E195 = extractelement <4 x i1> %Cmp131, i32 3
  br i1 %E195, label %CF1234, label %CF1283

CF1283:                                           ; preds = %CF1283, %CF1234
  %CF1283.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1283.t1 = add i32 %CF1283.t0, -1
  store volatile i32 %CF1283.t1, i32* @stress_budget, align 4
  %CF1283.t2 = icmp slt i32 %CF1283.t1, 0
  br i1 %CF1283.t2, label %stress_out, label %CF1283.body
CF1283.body:
  %Shuff196 = shufflevector <1 x i16> %I104, <1 x i16> %Sl99, <1 x i32> zeroinitializer
  %I197 = insertelement <2 x i32> %I8, i32 %B152, i32 0
  %B198 = ashr <2 x i64> %I68, zeroinitializer
  %Tr199 = trunc <2 x i32> %I197 to <2 x i1>
  %Sl200 = select i1 %Cmp123, i1 %E, i1 %Cmp123
  br i1 %Sl200, label %CF1283, label %CF1343

CF1343:                                           ; preds = %CF1343, %CF1283
  %CF1343.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1343.t1 = add i32 %CF1343.t0, -1
  store volatile i32 %CF1343.t1, i32* @stress_budget, align 4
  %CF1343.t2 = icmp slt i32 %CF1343.t1, 0
  br i1 %CF1343.t2, label %stress_out, label %CF1343.body
CF1343.body:
  %Cmp201 = fcmp uge float %B176, %FC113
  br i1 %Cmp201, label %CF1343, label %CF1408

CF1408:                                           ; preds = %CF1343
  %CF1408.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1408.t1 = add i32 %CF1408.t0, -1
  store volatile i32 %CF1408.t1, i32* @stress_budget, align 4
  %CF1408.t2 = icmp slt i32 %CF1408.t1, 0
  br i1 %CF1408.t2, label %stress_out, label %CF1408.body
CF1408.body:
  %L202 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store i16 %Se184, i16* %PC, align 2
  %E203 = extractelement <8 x i1> %I41, i32 6
  br i1 %E203, label %CF1234, label %CF1238

CF1238:                                           ; preds = %CF1238, %CF1377, %CF1423, %CF1313, %CF1383, %CF1408
  %CF1238.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1238.t1 = add i32 %CF1238.t0, -1
  store volatile i32 %CF1238.t1, i32* @stress_budget, align 4
  %CF1238.t2 = icmp slt i32 %CF1238.t1, 0
  br i1 %CF1238.t2, label %stress_out, label %CF1238.body
CF1238.body:
  %Shuff204 = shufflevector <8 x i1> %Shuff189, <8 x i1> %Shuff33, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I205 = insertelement <8 x i1> %I90, i1 %Cmp79, i32 3
  %B206 = urem <4 x i8> %Shuff142, %Shuff142
  %FC207 = fptosi <2 x float> %Shuff126 to <2 x i8>
  %Sl208 = select i1 true, <4 x i8> %B206, <4 x i8> %Tr77
  %Cmp209 = icmp sgt i1 %E203, %E95
  br i1 %Cmp209, label %CF1238, label %CF1377

CF1377:                                           ; preds = %CF1238
  %CF1377.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1377.t1 = add i32 %CF1377.t0, -1
  store volatile i32 %CF1377.t1, i32* @stress_budget, align 4
  %CF1377.t2 = icmp slt i32 %CF1377.t1, 0
  br i1 %CF1377.t2, label %stress_out, label %CF1377.body
CF1377.body:
  %L210 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i16 -10315, i16* %PC, align 2
  %E211 = extractelement <8 x i1> %Shuff20, i32 1
  br i1 %E211, label %CF1238, label %CF1324

CF1324:                                           ; preds = %CF1324, %CF1377
  %CF1324.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1324.t1 = add i32 %CF1324.t0, -1
  store volatile i32 %CF1324.t1, i32* @stress_budget, align 4
  %CF1324.t2 = icmp slt i32 %CF1324.t1, 0
  br i1 %CF1324.t2, label %stress_out, label %CF1324.body
CF1324.body:
  %Shuff212 = shufflevector <2 x float> %L46, <2 x float> %L13, <2 x i32> <i32 0, i32 2>
  %I213 = insertelement <8 x i1> %Sl58, i1 true, i32 2
  %B214 = frem float %B136, %FC113
  %FC215 = sitofp i1 %E173 to double
  %Sl216 = select i1 %Cmp12, <8 x i1> %Cmp72, <8 x i1> %Shuff61
  %Cmp217 = icmp sge <4 x i64> %Shuff40, %Shuff40
  %L218 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <8 x i64> %L5, <8 x i64>* %Sl138, align 64
  %E219 = extractelement <2 x i8> %Sl185, i32 1
  %Shuff220 = shufflevector <2 x float> %I143, <2 x float> %I182, <2 x i32> <i32 0, i32 2>
  %I221 = insertelement <2 x i32> %I8, i32 %B152, i32 0
  %B222 = or <2 x i64> %Shuff150, %I68
  %Tr223 = trunc i32 345533 to i16
  %Sl224 = select <2 x i1> %Cmp86, <2 x i32> %Shuff15, <2 x i32> %I197
  %Cmp225 = icmp sge <8 x i8> zeroinitializer, zeroinitializer
  %L226 = load i16, i16* %PC, align 2
  store <8 x i64> %L202, <8 x i64>* %Sl138, align 64
  %E227 = extractelement <8 x i1> zeroinitializer, i32 0
  br i1 %E227, label %CF1324, label %CF1423

CF1423:                                           ; preds = %CF1324
  %CF1423.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1423.t1 = add i32 %CF1423.t0, -1
  store volatile i32 %CF1423.t1, i32* @stress_budget, align 4
  %CF1423.t2 = icmp slt i32 %CF1423.t1, 0
  br i1 %CF1423.t2, label %stress_out, label %CF1423.body
CF1423.body:
  %Shuff228 = shufflevector <8 x i1> %L109, <8 x i1> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 zeroinitializer, i32 zeroinitializer, i32 13, i32 15, i32 1>
  %I229 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 1
  %ZE = zext i1 %L179 to i64
  %Sl230 = select i1 true, <2 x i32> %Tr, <2 x i32> %Sl52
  %Cmp231 = icmp sgt <8 x i1> %Shuff82, %Shuff158
  %L232 = load i8, i8* %0, align 1
  store double 0xCDCBAFEA34C9CC68, double* %PC91, align 8
  %E233 = extractelement <2 x i64> %Shuff150, i32 1
  %Shuff234 = shufflevector <8 x i1> %Sl216, <8 x i1> %Shuff33, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8>
  %I235 = insertelement <8 x i1> %I, i1 true, i32 4
  %B236 = or <2 x i64> %B222, %B198
  %Se237 = sext <8 x i1> %I213 to <8 x i64>
  %Sl238 = select <2 x i1> %Cmp86, <2 x float> %L59, <2 x float> %L13
  %Cmp239 = icmp ule <2 x i8> zeroinitializer, zeroinitializer
  %L240 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E241 = extractelement <8 x i1> %Shuff234, i32 2
  br i1 %E241, label %CF1238, label %CF1280

CF1280:                                           ; preds = %CF1280, %CF1423
  %CF1280.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1280.t1 = add i32 %CF1280.t0, -1
  store volatile i32 %CF1280.t1, i32* @stress_budget, align 4
  %CF1280.t2 = icmp slt i32 %CF1280.t1, 0
  br i1 %CF1280.t2, label %stress_out, label %CF1280.body
CF1280.body:
  %Shuff242 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff158, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I243 = insertelement <2 x i32> %Sl52, i32 -1, i32 1
  %PC244 = bitcast <8 x i16>* %A4 to double*
  %Sl245 = select i1 %Cmp79, <2 x i8> %Shuff111, <2 x i8> %FC207
  %Cmp246 = icmp sgt i8 %E66, %E219
  br i1 %Cmp246, label %CF1280, label %CF1296

CF1296:                                           ; preds = %CF1296, %CF1378, %CF1280
  %CF1296.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1296.t1 = add i32 %CF1296.t0, -1
  store volatile i32 %CF1296.t1, i32* @stress_budget, align 4
  %CF1296.t2 = icmp slt i32 %CF1296.t1, 0
  br i1 %CF1296.t2, label %stress_out, label %CF1296.body
CF1296.body:
  %L247 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store double %B42, double* %PC244, align 8
  %E248 = extractelement <2 x i8> %Sl192, i32 1
  %Shuff249 = shufflevector <8 x float> %Sl178, <8 x float> %FC, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I250 = insertelement <2 x i64> zeroinitializer, i64 158757, i32 0
  %Sl251 = select i1 %Cmp139, i32 %E47, i32 %E60
  %Cmp252 = icmp ult <8 x i1> zeroinitializer, %I
  %L253 = load double, double* %PC91, align 8
  store i16 -10315, i16* %PC, align 2
  %E254 = extractelement <1 x i16> %Shuff48, i32 0
  %Shuff255 = shufflevector <4 x i32> %Tr43, <4 x i32> %Tr43, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 7>
  %I256 = insertelement <8 x i1> zeroinitializer, i1 %Cmp123, i32 3
  %B257 = mul <4 x i16> %I62, zeroinitializer
  %Sl258 = select i1 %E241, <2 x float> %Sl238, <2 x float> %L18
  %Cmp259 = icmp eq i1 %E95, %Sl29
  br i1 %Cmp259, label %CF1296, label %CF1378

CF1378:                                           ; preds = %CF1296
  %CF1378.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1378.t1 = add i32 %CF1378.t0, -1
  store volatile i32 %CF1378.t1, i32* @stress_budget, align 4
  %CF1378.t2 = icmp slt i32 %CF1378.t1, 0
  br i1 %CF1378.t2, label %stress_out, label %CF1378.body
CF1378.body:
  %L260 = load i16, i16* %PC, align 2
  store <2 x float> %L31, <2 x float>* %Sl11, align 8
  %E261 = extractelement <2 x i8> zeroinitializer, i32 1
  %Shuff262 = shufflevector <2 x float> %Shuff220, <2 x float> %L94, <2 x i32> <i32 2, i32 0>
  %I263 = insertelement <2 x float> %L18, float 0x451F3F9300000000, i32 0
  %FC264 = sitofp <8 x i1> %Shuff228 to <8 x float>
  %Sl265 = select i1 %E227, <8 x i64> %Se237, <8 x i64> %L156
  %Cmp266 = icmp sge <8 x i1> %I159, %Shuff61
  %L267 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E268 = extractelement <8 x i64> %L164, i32 5
  %Shuff269 = shufflevector <8 x i1> %Shuff189, <8 x i1> zeroinitializer, <8 x i32> <i32 0, i32 zeroinitializer, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14>
  %I270 = insertelement <2 x float> %L31, float 0x451F3F9300000000, i32 0
  %FC271 = fptoui float 0xBBE8259C00000000 to i64
  %Sl272 = select <8 x i1> zeroinitializer, <8 x i64> %L5, <8 x i64> %L101
  %Cmp273 = icmp sge <2 x i64> %I250, %B198
  %L274 = load double, double* %PC244, align 8
  %E275 = extractelement <8 x i1> zeroinitializer, i32 4
  br i1 %E275, label %CF1296, label %CF1313

CF1313:                                           ; preds = %CF1378
  %CF1313.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1313.t1 = add i32 %CF1313.t0, -1
  store volatile i32 %CF1313.t1, i32* @stress_budget, align 4
  %CF1313.t2 = icmp slt i32 %CF1313.t1, 0
  br i1 %CF1313.t2, label %stress_out, label %CF1313.body
CF1313.body:
  %Shuff276 = shufflevector <2 x i8> %Shuff111, <2 x i8> %B84, <2 x i32> <i32 3, i32 1>
  %I277 = insertelement <8 x i16> %Se106, i16 %Tr70, i32 5
  %ZE278 = zext i1 %Cmp147 to i8
  %Sl279 = select i1 %Cmp79, <2 x float> %Sl146, <2 x float> %B168
  %Cmp280 = icmp ugt i1 %Cmp209, %E227
  br i1 %Cmp280, label %CF1238, label %CF1273

CF1273:                                           ; preds = %CF1273, %CF1313
  %CF1273.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1273.t1 = add i32 %CF1273.t0, -1
  store volatile i32 %CF1273.t1, i32* @stress_budget, align 4
  %CF1273.t2 = icmp slt i32 %CF1273.t1, 0
  br i1 %CF1273.t2, label %stress_out, label %CF1273.body
CF1273.body:
  %L281 = load i1, i1* %PC169, align 1
  br i1 %L281, label %CF1273, label %CF1383

CF1383:                                           ; preds = %CF1273
  %CF1383.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1383.t1 = add i32 %CF1383.t0, -1
  store volatile i32 %CF1383.t1, i32* @stress_budget, align 4
  %CF1383.t2 = icmp slt i32 %CF1383.t1, 0
  br i1 %CF1383.t2, label %stress_out, label %CF1383.body
CF1383.body:
  store i1 %Sl200, i1* %PC169, align 1
  %E282 = extractelement <8 x i1> %I159, i32 7
  br i1 %E282, label %CF1238, label %CF1240

CF1240:                                           ; preds = %CF1240, %CF1395, %CF1394, %CF1327, %CF1319, %CF1369, %CF1383
  %CF1240.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1240.t1 = add i32 %CF1240.t0, -1
  store volatile i32 %CF1240.t1, i32* @stress_budget, align 4
  %CF1240.t2 = icmp slt i32 %CF1240.t1, 0
  br i1 %CF1240.t2, label %stress_out, label %CF1240.body
CF1240.body:
  %Shuff283 = shufflevector <2 x i32> %Shuff7, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I284 = insertelement <2 x i1> %Tr199, i1 %Cmp123, i32 0
  %B285 = xor i8 %E219, %L53
  %FC286 = sitofp i1 %E95 to float
  %Sl287 = select i1 true, <1 x i16> %I167, <1 x i16> %Shuff48
  %Cmp288 = icmp uge i16 4181, %E254
  br i1 %Cmp288, label %CF1240, label %CF1395

CF1395:                                           ; preds = %CF1240
  %CF1395.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1395.t1 = add i32 %CF1395.t0, -1
  store volatile i32 %CF1395.t1, i32* @stress_budget, align 4
  %CF1395.t2 = icmp slt i32 %CF1395.t1, 0
  br i1 %CF1395.t2, label %stress_out, label %CF1395.body
CF1395.body:
  %L289 = load i1, i1* %PC169, align 1
  br i1 %L289, label %CF1240, label %CF1394

CF1394:                                           ; preds = %CF1395
  %CF1394.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1394.t1 = add i32 %CF1394.t0, -1
  store volatile i32 %CF1394.t1, i32* @stress_budget, align 4
  %CF1394.t2 = icmp slt i32 %CF1394.t1, 0
  br i1 %CF1394.t2, label %stress_out, label %CF1394.body
CF1394.body:
  store <8 x i64> %L156, <8 x i64>* %Sl36, align 64
  %E290 = extractelement <2 x i32> %I76, i32 1
  %Shuff291 = shufflevector <1 x i16> %Sl287, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I292 = insertelement <2 x i64> %B236, i64 %E180, i32 0
  %B293 = frem <2 x float> %Sl258, %I182
  %ZE294 = zext i1 true to i16
  %Sl295 = select i1 %E173, <8 x i1> %I49, <8 x i1> %Shuff158
  %Cmp296 = icmp sge <2 x i32> %Sl230, %I76
  %L297 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i1 %E211, i1* %PC169, align 1
  %E298 = extractelement <8 x i64> %L240, i32 5
  %Shuff299 = shufflevector <2 x i1> %Cmp93, <2 x i1> %Cmp86, <2 x i32> <i32 0, i32 2>
  %I300 = insertelement <2 x i1> %Shuff118, i1 true, i32 0
  %B301 = fdiv <2 x float> %Sl279, %L13
  %ZE302 = zext i1 %E227 to i64
  %Sl303 = select i1 %Cmp123, <2 x i8> %I27, <2 x i8> %B50
  %Cmp304 = icmp uge <1 x i16> %Sl99, %Shuff196
  %L305 = load <2 x i32>, <2 x i32>* %A1, align 8
  store i16 %Tr223, i16* %PC, align 2
  %E306 = extractelement <2 x i64> %Shuff96, i32 1
  %Shuff307 = shufflevector <2 x i8> %Shuff276, <2 x i8> %Shuff276, <2 x i32> <i32 0, i32 2>
  %I308 = insertelement <2 x i8> %B50, i8 %E219, i32 0
  %B309 = xor i16 %L226, %Se184
  %Tr310 = trunc i64 %E268 to i32
  %Sl311 = select <4 x i1> %Cmp131, <4 x i8> %Shuff142, <4 x i8> %B206
  %Cmp312 = fcmp one <2 x float> %B301, %Sl238
  %L313 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E314 = extractelement <2 x i8> %Shuff134, i32 0
  %Shuff315 = shufflevector <8 x i64> %Se237, <8 x i64> %L101, <8 x i32> <i32 15, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 zeroinitializer, i32 zeroinitializer, i32 13>
  %I316 = insertelement <2 x i32> %Shuff7, i32 %E47, i32 1
  %B317 = sub i32 %E47, %E47
  %ZE318 = zext <8 x i1> %Cmp37 to <8 x i32>
  %Sl319 = select i1 %E227, <2 x i8> %I308, <2 x i8> %Shuff276
  %Cmp320 = icmp uge i1 false, %Cmp163
  br i1 %Cmp320, label %CF1240, label %CF1327

CF1327:                                           ; preds = %CF1394
  %CF1327.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1327.t1 = add i32 %CF1327.t0, -1
  store volatile i32 %CF1327.t1, i32* @stress_budget, align 4
  %CF1327.t2 = icmp slt i32 %CF1327.t1, 0
  br i1 %CF1327.t2, label %stress_out, label %CF1327.body
CF1327.body:
  %L321 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <8 x i64> %L101, <8 x i64>* %Sl138, align 64
  %E322 = extractelement <8 x float> %Shuff249, i32 7
  %Shuff323 = shufflevector <8 x i64> %Shuff315, <8 x i64> %Sl265, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I324 = insertelement <4 x i32> %Shuff255, i32 %Sl251, i32 0
  %B325 = fmul <2 x float> %I143, %L13
  %Tr326 = fptrunc double %FC215 to float
  %Sl327 = select <2 x i1> %Cmp86, <2 x i64> %Shuff96, <2 x i64> %Shuff150
  %Cmp328 = icmp ugt i32 -1, %E290
  br i1 %Cmp328, label %CF1240, label %CF1262

CF1262:                                           ; preds = %CF1262, %CF1327
  %CF1262.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1262.t1 = add i32 %CF1262.t0, -1
  store volatile i32 %CF1262.t1, i32* @stress_budget, align 4
  %CF1262.t2 = icmp slt i32 %CF1262.t1, 0
  br i1 %CF1262.t2, label %stress_out, label %CF1262.body
CF1262.body:
  %L329 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i8 %E248, i8* %0, align 1
  %E330 = extractelement <4 x i8> %Sl208, i32 2
  %Shuff331 = shufflevector <2 x float> %L140, <2 x float> %Sl279, <2 x i32> <i32 1, i32 3>
  %I332 = insertelement <4 x i8> zeroinitializer, i8 %E102, i32 3
  %Tr333 = trunc <4 x i32> %I56 to <4 x i16>
  %Sl334 = select i1 true, i1 %Cmp163, i1 %Cmp123
  br i1 %Sl334, label %CF1262, label %CF1284

CF1284:                                           ; preds = %CF1284, %CF1330, %CF1262
  %CF1284.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1284.t1 = add i32 %CF1284.t0, -1
  store volatile i32 %CF1284.t1, i32* @stress_budget, align 4
  %CF1284.t2 = icmp slt i32 %CF1284.t1, 0
  br i1 %CF1284.t2, label %stress_out, label %CF1284.body
CF1284.body:
  %Cmp335 = icmp slt <4 x i64> %I151, %I151
  %L336 = load i8, i8* %0, align 1
  store i16 %Tr70, i16* %PC, align 2
  %E337 = extractelement <2 x i1> %Cmp115, i32 0
  br i1 %E337, label %CF1284, label %CF1330

CF1330:                                           ; preds = %CF1284
  %CF1330.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1330.t1 = add i32 %CF1330.t0, -1
  store volatile i32 %CF1330.t1, i32* @stress_budget, align 4
  %CF1330.t2 = icmp slt i32 %CF1330.t1, 0
  br i1 %CF1330.t2, label %stress_out, label %CF1330.body
CF1330.body:
  %Shuff338 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I83, <2 x i32> <i32 1, i32 3>
  %I339 = insertelement <4 x i8> zeroinitializer, i8 %E219, i32 3
  %PC340 = bitcast double* %PC91 to i32*
  %Sl341 = select i1 %E241, <2 x i32> %I197, <2 x i32> %I197
  %Cmp342 = fcmp ugt <2 x float> %Sl258, %L59
  %L343 = load double, double* %PC244, align 8
  store <8 x i64> %L156, <8 x i64>* %Sl138, align 64
  %E344 = extractelement <8 x i1> zeroinitializer, i32 3
  br i1 %E344, label %CF1284, label %CF1319

CF1319:                                           ; preds = %CF1330
  %CF1319.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1319.t1 = add i32 %CF1319.t0, -1
  store volatile i32 %CF1319.t1, i32* @stress_budget, align 4
  %CF1319.t2 = icmp slt i32 %CF1319.t1, 0
  br i1 %CF1319.t2, label %stress_out, label %CF1319.body
CF1319.body:
  %Shuff345 = shufflevector <2 x i1> %Shuff299, <2 x i1> %Cmp86, <2 x i32> <i32 2, i32 0>
  %I346 = insertelement <8 x i1> %Cmp72, i1 %E337, i32 4
  %B347 = lshr <1 x i16> %Shuff196, %Shuff48
  %ZE348 = zext i8 %L232 to i64
  %Sl349 = select i1 %Cmp147, float %FC161, float 0xBBE8259C00000000
  %Cmp350 = icmp eq i32 %Sl92, %Sl251
  br i1 %Cmp350, label %CF1240, label %CF1246

CF1246:                                           ; preds = %CF1246, %CF1295, %CF1352, %CF1261, %CF1319
  %CF1246.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1246.t1 = add i32 %CF1246.t0, -1
  store volatile i32 %CF1246.t1, i32* @stress_budget, align 4
  %CF1246.t2 = icmp slt i32 %CF1246.t1, 0
  br i1 %CF1246.t2, label %stress_out, label %CF1246.body
CF1246.body:
  %L351 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i32 %Sl251, i32* %PC340, align 4
  %E352 = extractelement <8 x i1> %Sl64, i32 6
  br i1 %E352, label %CF1246, label %CF1295

CF1295:                                           ; preds = %CF1246
  %CF1295.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1295.t1 = add i32 %CF1295.t0, -1
  store volatile i32 %CF1295.t1, i32* @stress_budget, align 4
  %CF1295.t2 = icmp slt i32 %CF1295.t1, 0
  br i1 %CF1295.t2, label %stress_out, label %CF1295.body
CF1295.body:
  %Shuff353 = shufflevector <1 x i16> %Shuff196, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I354 = insertelement <8 x i64> %L164, i64 %B69, i32 5
  %Se355 = sext <1 x i16> %I104 to <1 x i32>
  %Sl356 = select <4 x i1> %Cmp217, <4 x i8> %Sl208, <4 x i8> %Sl311
  %L357 = load i32, i32* %PC340, align 4
  store i32 %Sl92, i32* %PC340, align 4
  %E358 = extractelement <8 x i1> %Shuff174, i32 1
  br i1 %E358, label %CF1246, label %CF1278

CF1278:                                           ; preds = %CF1278, %CF1288, %CF1295
  %CF1278.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1278.t1 = add i32 %CF1278.t0, -1
  store volatile i32 %CF1278.t1, i32* @stress_budget, align 4
  %CF1278.t2 = icmp slt i32 %CF1278.t1, 0
  br i1 %CF1278.t2, label %stress_out, label %CF1278.body
CF1278.body:
  %Shuff359 = shufflevector <2 x i32> %Shuff15, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I360 = insertelement <8 x i64> %L202, i64 %B69, i32 2
  %B361 = or <2 x i32> %Shuff338, %I175
  %Se362 = sext <8 x i1> %Cmp171 to <8 x i64>
  %Sl363 = select i1 %Cmp79, float 0x451F3F9300000000, float %B136
  %Cmp364 = icmp slt <8 x i1> %Sl58, %Cmp171
  %L365 = load double, double* %PC244, align 8
  store i32 %Sl251, i32* %PC98, align 4
  %E366 = extractelement <2 x float> %L87, i32 1
  %Shuff367 = shufflevector <8 x float> %Sl178, <8 x float> %Shuff249, <8 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8>
  %I368 = insertelement <2 x i32> %Shuff15, i32 %E290, i32 0
  %FC369 = fptoui float %E322 to i64
  %Sl370 = select <8 x i1> %Shuff204, <8 x i64> %L247, <8 x i64> %L156
  %Cmp371 = fcmp ueq float 0x451F3F9300000000, %FC286
  br i1 %Cmp371, label %CF1278, label %CF1288

CF1288:                                           ; preds = %CF1278
  %CF1288.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1288.t1 = add i32 %CF1288.t0, -1
  store volatile i32 %CF1288.t1, i32* @stress_budget, align 4
  %CF1288.t2 = icmp slt i32 %CF1288.t1, 0
  br i1 %CF1288.t2, label %stress_out, label %CF1288.body
CF1288.body:
  %L372 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store double %L253, double* %PC244, align 8
  %E373 = extractelement <2 x i64> %Shuff96, i32 0
  %Shuff374 = shufflevector <2 x i1> %Cmp86, <2 x i1> %Cmp273, <2 x i32> <i32 1, i32 3>
  %I375 = insertelement <2 x i8> %Sl303, i8 %E330, i32 1
  %B376 = or <8 x i64> %Sl272, %L156
  %ZE377 = zext <2 x i32> %I175 to <2 x i64>
  %Sl378 = select i1 %Cmp79, i64 %ZE302, i64 %ZE348
  %Cmp379 = icmp sge i16 23849, -10315
  br i1 %Cmp379, label %CF1278, label %CF1281

CF1281:                                           ; preds = %CF1281, %CF1288
  %CF1281.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1281.t1 = add i32 %CF1281.t0, -1
  store volatile i32 %CF1281.t1, i32* @stress_budget, align 4
  %CF1281.t2 = icmp slt i32 %CF1281.t1, 0
  br i1 %CF1281.t2, label %stress_out, label %CF1281.body
CF1281.body:
  %L380 = load i32, i32* %PC340, align 4
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E381 = extractelement <8 x i1> %Shuff61, i32 4
  br i1 %E381, label %CF1281, label %CF1315

CF1315:                                           ; preds = %CF1315, %CF1281
  %CF1315.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1315.t1 = add i32 %CF1315.t0, -1
  store volatile i32 %CF1315.t1, i32* @stress_budget, align 4
  %CF1315.t2 = icmp slt i32 %CF1315.t1, 0
  br i1 %CF1315.t2, label %stress_out, label %CF1315.body
CF1315.body:
  %Shuff382 = shufflevector <4 x i64> %Shuff40, <4 x i64> %Shuff40, <4 x i32> <i32 7, i32 zeroinitializer, i32 3, i32 zeroinitializer>
  %I383 = insertelement <2 x float> %B301, float %B, i32 1
  %Sl384 = select i1 %Cmp259, <4 x i32> %I56, <4 x i32> %Shuff255
  %Cmp385 = icmp eq <4 x i8> zeroinitializer, %Shuff142
  %L386 = load <2 x float>, <2 x float>* %Sl11, align 8
  store double %B183, double* %PC244, align 8
  %E387 = extractelement <4 x i16> %Shuff181, i32 1
  %Shuff388 = shufflevector <1 x i16> %Shuff291, <1 x i16> zeroinitializer, <1 x i32> zeroinitializer
  %I389 = insertelement <2 x i64> %Shuff150, i64 %E268, i32 0
  %B390 = fmul <2 x float> %Sl146, %B301
  %BC = bitcast <2 x i64> %ZE377 to <2 x double>
  %Sl391 = select i1 %Sl29, i1 %Cmp147, i1 %Cmp123
  br i1 %Sl391, label %CF1315, label %CF1352

CF1352:                                           ; preds = %CF1315
  %CF1352.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1352.t1 = add i32 %CF1352.t0, -1
  store volatile i32 %CF1352.t1, i32* @stress_budget, align 4
  %CF1352.t2 = icmp slt i32 %CF1352.t1, 0
  br i1 %CF1352.t2, label %stress_out, label %CF1352.body
CF1352.body:
  %Cmp392 = icmp slt i64 %ZE348, %E180
  br i1 %Cmp392, label %CF1246, label %CF1261

CF1261:                                           ; preds = %CF1352
  %CF1261.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1261.t1 = add i32 %CF1261.t0, -1
  store volatile i32 %CF1261.t1, i32* @stress_budget, align 4
  %CF1261.t2 = icmp slt i32 %CF1261.t1, 0
  br i1 %CF1261.t2, label %stress_out, label %CF1261.body
CF1261.body:
  %L393 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i8 0, i8* %0, align 1
  %E394 = extractelement <4 x i8> %Sl356, i32 0
  %Shuff395 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I396 = insertelement <1 x i32> %Se355, i32 507585, i32 0
  %B397 = fdiv double %L274, %L365
  %FC398 = fptoui float %Sl162 to i64
  %Sl399 = select <2 x i1> %Cmp108, <2 x float> %L267, <2 x float> %B301
  %Cmp400 = fcmp ole float %FC121, %B160
  br i1 %Cmp400, label %CF1246, label %CF1247

CF1247:                                           ; preds = %CF1247, %CF1391, %CF1251, %CF1261
  %CF1247.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1247.t1 = add i32 %CF1247.t0, -1
  store volatile i32 %CF1247.t1, i32* @stress_budget, align 4
  %CF1247.t2 = icmp slt i32 %CF1247.t1, 0
  br i1 %CF1247.t2, label %stress_out, label %CF1247.body
CF1247.body:
  %L401 = load i8, i8* %0, align 1
  store <8 x i64> %L372, <8 x i64>* %Sl36, align 64
  %E402 = extractelement <8 x i64> %L393, i32 6
  %Shuff403 = shufflevector <4 x i64> %Shuff382, <4 x i64> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7>
  %I404 = insertelement <8 x i1> zeroinitializer, i1 %E241, i32 3
  %Sl405 = select i1 %E241, <2 x i1> %I284, <2 x i1> %Cmp193
  %Cmp406 = fcmp false <2 x float> %I383, %I263
  %L407 = load <2 x i32>, <2 x i32>* %A1, align 8
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E408 = extractelement <2 x i32> %I175, i32 1
  %Shuff409 = shufflevector <8 x i1> %Shuff204, <8 x i1> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 12>
  %I410 = insertelement <2 x float> %Shuff126, float %E74, i32 0
  %B411 = or <2 x i8> %Shuff134, %Sl185
  %Sl412 = select i1 %Cmp123, <8 x i64> %L393, <8 x i64> %L393
  %Cmp413 = icmp ule i1 %Cmp320, %Cmp45
  br i1 %Cmp413, label %CF1247, label %CF1259

CF1259:                                           ; preds = %CF1259, %CF1247
  %CF1259.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1259.t1 = add i32 %CF1259.t0, -1
  store volatile i32 %CF1259.t1, i32* @stress_budget, align 4
  %CF1259.t2 = icmp slt i32 %CF1259.t1, 0
  br i1 %CF1259.t2, label %stress_out, label %CF1259.body
CF1259.body:
  %L414 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store <8 x i64> %L297, <8 x i64>* %Sl138, align 64
  %E415 = extractelement <4 x i32> %Shuff75, i32 1
  %Shuff416 = shufflevector <2 x i8> %Shuff307, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I417 = insertelement <2 x float> %Sl399, float %FC286, i32 0
  %Tr418 = trunc i64 %ZE348 to i16
  %Sl419 = select i1 true, <2 x i32> %I368, <2 x i32> %I197
  %Cmp420 = icmp ugt <2 x i1> %Cmp93, %Cmp193
  %L421 = load i8, i8* %0, align 1
  store i8 %L53, i8* %0, align 1
  %E422 = extractelement <2 x float> %L13, i32 1
  %Shuff423 = shufflevector <8 x i1> %I213, <8 x i1> %Cmp252, <8 x i32> <i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12>
  %I424 = insertelement <1 x i1> %Tr35, i1 %Sl391, i32 0
  %B425 = fsub float %B136, %Sl44
  %ZE426 = zext i1 %E358 to i64
  %Sl427 = select i1 %Cmp379, i1 %E125, i1 %Cmp413
  br i1 %Sl427, label %CF1259, label %CF1341

CF1341:                                           ; preds = %CF1341, %CF1259
  %CF1341.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1341.t1 = add i32 %CF1341.t0, -1
  store volatile i32 %CF1341.t1, i32* @stress_budget, align 4
  %CF1341.t2 = icmp slt i32 %CF1341.t1, 0
  br i1 %CF1341.t2, label %stress_out, label %CF1341.body
CF1341.body:
  %Cmp428 = icmp ugt <2 x i64> %B236, zeroinitializer
  %L429 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i32 %Sl251, i32* %PC340, align 4
  %E430 = extractelement <8 x float> %FC264, i32 2
  %Shuff431 = shufflevector <2 x float> %L267, <2 x float> %B57, <2 x i32> <i32 1, i32 3>
  %I432 = insertelement <2 x i64> %Sl327, i64 %E81, i32 1
  %B433 = sdiv <8 x i64> %Se362, %B105
  %Tr434 = trunc i16 %L116 to i1
  br i1 %Tr434, label %CF1341, label %CF1344

CF1344:                                           ; preds = %CF1344, %CF1341
  %CF1344.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1344.t1 = add i32 %CF1344.t0, -1
  store volatile i32 %CF1344.t1, i32* @stress_budget, align 4
  %CF1344.t2 = icmp slt i32 %CF1344.t1, 0
  br i1 %CF1344.t2, label %stress_out, label %CF1344.body
CF1344.body:
  %Sl435 = select i1 %Cmp400, <2 x float> %Sl258, <2 x float> %I383
  %Cmp436 = fcmp ule <8 x float> %Shuff367, %Sl178
  %L437 = load i16, i16* %PC, align 2
  store double 0xDEA743C60BA5A644, double* %PC244, align 8
  %E438 = extractelement <2 x i8> %Sl245, i32 1
  %Shuff439 = shufflevector <2 x i1> %Cmp342, <2 x i1> %Cmp193, <2 x i32> <i32 zeroinitializer, i32 2>
  %I440 = insertelement <2 x i32> %Shuff15, i32 %E47, i32 0
  %ZE441 = zext <4 x i8> %Tr77 to <4 x i64>
  %Sl442 = select i1 %E227, i1 %E32, i1 %Cmp79
  br i1 %Sl442, label %CF1344, label %CF1391

CF1391:                                           ; preds = %CF1344
  %CF1391.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1391.t1 = add i32 %CF1391.t0, -1
  store volatile i32 %CF1391.t1, i32* @stress_budget, align 4
  %CF1391.t2 = icmp slt i32 %CF1391.t1, 0
  br i1 %CF1391.t2, label %stress_out, label %CF1391.body
CF1391.body:
  %Cmp443 = fcmp one <2 x float> %I383, %B301
  %L444 = load <8 x i1>, <8 x i1>* %Sl17, align 1
  store i16 %ZE294, i16* %PC, align 2
  %E445 = extractelement <8 x i1> %Sl216, i32 2
  br i1 %E445, label %CF1247, label %CF1251

CF1251:                                           ; preds = %CF1391
  %CF1251.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1251.t1 = add i32 %CF1251.t0, -1
  store volatile i32 %CF1251.t1, i32* @stress_budget, align 4
  %CF1251.t2 = icmp slt i32 %CF1251.t1, 0
  br i1 %CF1251.t2, label %stress_out, label %CF1251.body
CF1251.body:
  %Shuff446 = shufflevector <2 x i32> %Shuff283, <2 x i32> %I175, <2 x i32> <i32 1, i32 zeroinitializer>
  %I447 = insertelement <8 x i16> %Sl122, i16 -10315, i32 3
  %B448 = sdiv <2 x i32> %Shuff283, %Shuff338
  %Sl449 = select i1 %Cmp186, i1 %E125, i1 %Cmp79
  br i1 %Sl449, label %CF1247, label %CF1250

CF1250:                                           ; preds = %CF1250, %CF1405, %CF1356, %CF1251
  %CF1250.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1250.t1 = add i32 %CF1250.t0, -1
  store volatile i32 %CF1250.t1, i32* @stress_budget, align 4
  %CF1250.t2 = icmp slt i32 %CF1250.t1, 0
  br i1 %CF1250.t2, label %stress_out, label %CF1250.body
CF1250.body:
  %Cmp450 = icmp ult <2 x i1> %I300, %Cmp86
  %L451 = load double, double* %PC244, align 8
  store i8 %L401, i8* %0, align 1
  %E452 = extractelement <8 x i64> %L156, i32 6
  %Shuff453 = shufflevector <8 x i16> %L, <8 x i16> %I447, <8 x i32> <i32 9, i32 11, i32 zeroinitializer, i32 15, i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 7>
  %I454 = insertelement <8 x i64> %Sl370, i64 %ZE426, i32 3
  %BC455 = bitcast <4 x i64> %Shuff40 to <4 x double>
  %Sl456 = select i1 %E275, <8 x i1> %Sl216, <8 x i1> %Shuff423
  %Cmp457 = icmp sgt <8 x i64> %I354, %L5
  %L458 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store <8 x i64> %Sl265, <8 x i64>* %Sl138, align 64
  %E459 = extractelement <4 x i64> %Shuff403, i32 3
  %Shuff460 = shufflevector <8 x i1> %I, <8 x i1> %Cmp266, <8 x i32> <i32 2, i32 zeroinitializer, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 0>
  %I461 = insertelement <8 x i1> %I159, i1 true, i32 4
  %Se462 = sext i1 %E227 to i64
  %Sl463 = select i1 %E445, i32 %Sl251, i32 %3
  %Cmp464 = icmp sge i32 %Sl463, %Sl251
  br i1 %Cmp464, label %CF1250, label %CF1384

CF1384:                                           ; preds = %CF1384, %CF1250
  %CF1384.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1384.t1 = add i32 %CF1384.t0, -1
  store volatile i32 %CF1384.t1, i32* @stress_budget, align 4
  %CF1384.t2 = icmp slt i32 %CF1384.t1, 0
  br i1 %CF1384.t2, label %stress_out, label %CF1384.body
CF1384.body:
  %L465 = load <2 x float>, <2 x float>* %Sl11, align 8
  store <2 x float> %L313, <2 x float>* %Sl11, align 8
  %E466 = extractelement <2 x i8> %Shuff55, i32 1
  %Shuff467 = shufflevector <8 x i16> %Se, <8 x i16> %Se106, <8 x i32> <i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I468 = insertelement <2 x i64> %I16, i64 %ZE, i32 0
  %B469 = or <8 x i64> %Shuff315, %Se237
  %FC470 = fptoui <2 x float> %B390 to <2 x i8>
  %Sl471 = select <1 x i1> %Cmp304, <1 x i32> %I396, <1 x i32> %Se355
  %Cmp472 = icmp sgt <4 x i8> %Tr77, %B206
  %L473 = load i32, i32* %PC340, align 4
  store <2 x float> %L210, <2 x float>* %Sl11, align 8
  %E474 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff475 = shufflevector <4 x i32> %Shuff75, <4 x i32> %Tr43, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I476 = insertelement <2 x float> %Shuff262, float %FC286, i32 1
  %Tr477 = trunc <8 x i64> %L429 to <8 x i1>
  %Sl478 = select i1 %E54, <8 x float> %Sl178, <8 x float> %Sl178
  %Cmp479 = icmp ugt <8 x i1> %Cmp171, %I346
  %L480 = load i16, i16* %PC, align 2
  store i8 0, i8* %0, align 1
  %E481 = extractelement <2 x i32> %Shuff446, i32 1
  %Shuff482 = shufflevector <8 x i1> %I, <8 x i1> %I159, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2>
  %I483 = insertelement <8 x i1> %Sl58, i1 %E195, i32 6
  %B484 = urem <4 x i8> %Tr77, %Tr77
  %FC485 = fptosi double %B42 to i16
  %Sl486 = select i1 %E32, i64 %ZE426, i64 %E6
  %Cmp487 = icmp sge <8 x i64> %L202, %L101
  %L488 = load i16, i16* %PC, align 2
  store double %B42, double* %PC244, align 8
  %E489 = extractelement <8 x i64> %L156, i32 0
  %Shuff490 = shufflevector <2 x i64> %Shuff150, <2 x i64> %Shuff96, <2 x i32> <i32 3, i32 1>
  %I491 = insertelement <4 x i64> %Shuff382, i64 %E452, i32 1
  %ZE492 = zext i1 %E241 to i64
  %Sl493 = select i1 %E95, <2 x i8> %Shuff276, <2 x i8> zeroinitializer
  %Cmp494 = icmp ule <2 x i1> %Sl405, %Cmp93
  %L495 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i8 %E261, i8* %0, align 1
  %E496 = extractelement <2 x i1> %Cmp443, i32 1
  br i1 %E496, label %CF1384, label %CF1392

CF1392:                                           ; preds = %CF1392, %CF1384
  %CF1392.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1392.t1 = add i32 %CF1392.t0, -1
  store volatile i32 %CF1392.t1, i32* @stress_budget, align 4
  %CF1392.t2 = icmp slt i32 %CF1392.t1, 0
  br i1 %CF1392.t2, label %stress_out, label %CF1392.body
CF1392.body:
  %Shuff497 = shufflevector <8 x i1> %Cmp37, <8 x i1> %Shuff189, <8 x i32> <i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 zeroinitializer, i32 zeroinitializer>
  %I498 = insertelement <2 x i8> %Sl185, i8 %L336, i32 0
  %B499 = udiv i32 108093, %E290
  %ZE500 = zext i1 true to i64
  %Sl501 = select i1 %Cmp79, i1 %Cmp30, i1 %Cmp79
  br i1 %Sl501, label %CF1392, label %CF1405

CF1405:                                           ; preds = %CF1392
  %CF1405.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1405.t1 = add i32 %CF1405.t0, -1
  store volatile i32 %CF1405.t1, i32* @stress_budget, align 4
  %CF1405.t2 = icmp slt i32 %CF1405.t1, 0
  br i1 %CF1405.t2, label %stress_out, label %CF1405.body
CF1405.body:
  %Cmp502 = icmp ne i1 %Sl200, %E195
  br i1 %Cmp502, label %CF1250, label %CF1300

CF1300:                                           ; preds = %CF1300, %CF1405
  %CF1300.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1300.t1 = add i32 %CF1300.t0, -1
  store volatile i32 %CF1300.t1, i32* @stress_budget, align 4
  %CF1300.t2 = icmp slt i32 %CF1300.t1, 0
  br i1 %CF1300.t2, label %stress_out, label %CF1300.body
CF1300.body:
  %L503 = load i8, i8* %0, align 1
  store i32 %E290, i32* %PC340, align 4
  %E504 = extractelement <8 x i1> %Shuff33, i32 2
  br i1 %E504, label %CF1300, label %CF1356

CF1356:                                           ; preds = %CF1300
  %CF1356.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1356.t1 = add i32 %CF1356.t0, -1
  store volatile i32 %CF1356.t1, i32* @stress_budget, align 4
  %CF1356.t2 = icmp slt i32 %CF1356.t1, 0
  br i1 %CF1356.t2, label %stress_out, label %CF1356.body
CF1356.body:
  %Shuff505 = shufflevector <2 x i32> %B448, <2 x i32> %Shuff15, <2 x i32> <i32 1, i32 zeroinitializer>
  %I506 = insertelement <2 x float> %L46, float %FC286, i32 1
  %B507 = sub <4 x i8> %Sl356, %B484
  %PC508 = bitcast <8 x i16>* %A4 to i1*
  %Sl509 = select i1 %Cmp123, i16 %L480, i16 %E110
  %Cmp510 = icmp sgt i64 %ZE426, %E81
  br i1 %Cmp510, label %CF1250, label %CF1252

CF1252:                                           ; preds = %CF1252, %CF1351, %CF1299, %CF1325, %CF1356
  %CF1252.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1252.t1 = add i32 %CF1252.t0, -1
  store volatile i32 %CF1252.t1, i32* @stress_budget, align 4
  %CF1252.t2 = icmp slt i32 %CF1252.t1, 0
  br i1 %CF1252.t2, label %stress_out, label %CF1252.body
CF1252.body:
  %L511 = load double, double* %PC244, align 8
  store double %FC215, double* %PC244, align 8
  %E512 = extractelement <2 x i32> %Shuff283, i32 1
  %Shuff513 = shufflevector <8 x i64> %B469, <8 x i64> %B105, <8 x i32> <i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer>
  %I514 = insertelement <2 x i32> %I368, i32 %E290, i32 0
  %B515 = udiv i8 %Sl114, %L53
  %ZE516 = zext i16 %ZE294 to i64
  %Sl517 = select i1 %E39, <4 x i32> %I324, <4 x i32> %Shuff475
  %L518 = load i1, i1* %PC508, align 1
  br i1 %L518, label %CF1252, label %CF1312

CF1312:                                           ; preds = %CF1312, %CF1342, %CF1252
  %CF1312.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1312.t1 = add i32 %CF1312.t0, -1
  store volatile i32 %CF1312.t1, i32* @stress_budget, align 4
  %CF1312.t2 = icmp slt i32 %CF1312.t1, 0
  br i1 %CF1312.t2, label %stress_out, label %CF1312.body
CF1312.body:
  store double %B183, double* %PC244, align 8
  %E519 = extractelement <8 x i64> %Sl370, i32 2
  %Shuff520 = shufflevector <2 x i32> %Shuff338, <2 x i32> %Shuff283, <2 x i32> <i32 zeroinitializer, i32 3>
  %I521 = insertelement <8 x i64> %I454, i64 %B69, i32 3
  %Se522 = sext <2 x i1> %Shuff439 to <2 x i8>
  %Sl523 = select <8 x i1> %Shuff20, <8 x i1> %Shuff158, <8 x i1> %Shuff158
  %Cmp524 = icmp eq i1 %L289, %Tr177
  br i1 %Cmp524, label %CF1312, label %CF1342

CF1342:                                           ; preds = %CF1312
  %CF1342.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1342.t1 = add i32 %CF1342.t0, -1
  store volatile i32 %CF1342.t1, i32* @stress_budget, align 4
  %CF1342.t2 = icmp slt i32 %CF1342.t1, 0
  br i1 %CF1342.t2, label %stress_out, label %CF1342.body
CF1342.body:
  %L525 = load i1, i1* %PC508, align 1
  br i1 %L525, label %CF1312, label %CF1320

CF1320:                                           ; preds = %CF1320, %CF1421, %CF1388, %CF1342
  %CF1320.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1320.t1 = add i32 %CF1320.t0, -1
  store volatile i32 %CF1320.t1, i32* @stress_budget, align 4
  %CF1320.t2 = icmp slt i32 %CF1320.t1, 0
  br i1 %CF1320.t2, label %stress_out, label %CF1320.body
CF1320.body:
  store double %FC215, double* %PC244, align 8
  %E526 = extractelement <2 x i8> %Shuff307, i32 0
  %Shuff527 = shufflevector <8 x float> %Shuff249, <8 x float> %Shuff367, <8 x i32> <i32 11, i32 zeroinitializer, i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9>
  %I528 = insertelement <2 x i8> %Shuff55, i8 %E330, i32 1
  %B529 = lshr <1 x i16> %Sl99, zeroinitializer
  %FC530 = fptosi <2 x float> %Shuff212 to <2 x i16>
  %Sl531 = select i1 %Sl391, i64 %ZE348, i64 %Sl486
  %Cmp532 = icmp uge <1 x i8> %Shuff395, %Shuff395
  %L533 = load i1, i1* %PC508, align 1
  br i1 %L533, label %CF1320, label %CF1421

CF1421:                                           ; preds = %CF1320
  %CF1421.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1421.t1 = add i32 %CF1421.t0, -1
  store volatile i32 %CF1421.t1, i32* @stress_budget, align 4
  %CF1421.t2 = icmp slt i32 %CF1421.t1, 0
  br i1 %CF1421.t2, label %stress_out, label %CF1421.body
CF1421.body:
  store <8 x i64> %Shuff323, <8 x i64>* %Sl36, align 64
  %E534 = extractelement <8 x i16> %Shuff453, i32 2
  %Shuff535 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff158, <8 x i32> <i32 5, i32 7, i32 zeroinitializer, i32 zeroinitializer, i32 13, i32 15, i32 zeroinitializer, i32 3>
  %I536 = insertelement <4 x i32> %Sl384, i32 %E88, i32 3
  %Tr537 = trunc <4 x i64> %Shuff403 to <4 x i32>
  %Sl538 = select i1 true, <8 x i1> %Sl58, <8 x i1> %I404
  %Cmp539 = icmp ule <8 x i1> %L109, %Shuff423
  %L540 = load i1, i1* %PC508, align 1
  br i1 %L540, label %CF1320, label %CF1388

CF1388:                                           ; preds = %CF1421
  %CF1388.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1388.t1 = add i32 %CF1388.t0, -1
  store volatile i32 %CF1388.t1, i32* @stress_budget, align 4
  %CF1388.t2 = icmp slt i32 %CF1388.t1, 0
  br i1 %CF1388.t2, label %stress_out, label %CF1388.body
CF1388.body:
  store <2 x float> %B168, <2 x float>* %Sl11, align 8
  %E541 = extractelement <1 x i1> %Cmp23, i32 0
  br i1 %E541, label %CF1320, label %CF1351

CF1351:                                           ; preds = %CF1388
  %CF1351.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1351.t1 = add i32 %CF1351.t0, -1
  store volatile i32 %CF1351.t1, i32* @stress_budget, align 4
  %CF1351.t2 = icmp slt i32 %CF1351.t1, 0
  br i1 %CF1351.t2, label %stress_out, label %CF1351.body
CF1351.body:
  %Shuff542 = shufflevector <2 x i1> %FC153, <2 x i1> %Cmp428, <2 x i32> <i32 2, i32 0>
  %I543 = insertelement <2 x float> %L124, float %E74, i32 0
  %Tr544 = trunc i64 %E298 to i8
  %Sl545 = select i1 %Cmp320, i1 %Cmp413, i1 %Sl427
  br i1 %Sl545, label %CF1252, label %CF1299

CF1299:                                           ; preds = %CF1351
  %CF1299.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1299.t1 = add i32 %CF1299.t0, -1
  store volatile i32 %CF1299.t1, i32* @stress_budget, align 4
  %CF1299.t2 = icmp slt i32 %CF1299.t1, 0
  br i1 %CF1299.t2, label %stress_out, label %CF1299.body
CF1299.body:
  %Cmp546 = icmp ult i64 %FC398, %Sl378
  br i1 %Cmp546, label %CF1252, label %CF1260

CF1260:                                           ; preds = %CF1260, %CF1367, %CF1299
  %CF1260.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1260.t1 = add i32 %CF1260.t0, -1
  store volatile i32 %CF1260.t1, i32* @stress_budget, align 4
  %CF1260.t2 = icmp slt i32 %CF1260.t1, 0
  br i1 %CF1260.t2, label %stress_out, label %CF1260.body
CF1260.body:
  %L547 = load i16, i16* %PC, align 2
  store <8 x i64> %L202, <8 x i64>* %Sl138, align 64
  %E548 = extractelement <2 x i8> %B28, i32 0
  %Shuff549 = shufflevector <2 x i64> %B222, <2 x i64> %ZE377, <2 x i32> <i32 3, i32 1>
  %I550 = insertelement <2 x i8> %Shuff55, i8 0, i32 1
  %B551 = fdiv <2 x float> %Shuff262, %L210
  %Tr552 = trunc <1 x i16> %Shuff196 to <1 x i1>
  %Sl553 = select <2 x i1> %I284, <2 x float> %Sl146, <2 x float> %L194
  %Cmp554 = icmp ult i8 %B285, %E102
  br i1 %Cmp554, label %CF1260, label %CF1350

CF1350:                                           ; preds = %CF1350, %CF1260
  %CF1350.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1350.t1 = add i32 %CF1350.t0, -1
  store volatile i32 %CF1350.t1, i32* @stress_budget, align 4
  %CF1350.t2 = icmp slt i32 %CF1350.t1, 0
  br i1 %CF1350.t2, label %stress_out, label %CF1350.body
CF1350.body:
  %L555 = load i1, i1* %PC508, align 1
  br i1 %L555, label %CF1350, label %CF1367

CF1367:                                           ; preds = %CF1350
  %CF1367.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1367.t1 = add i32 %CF1367.t0, -1
  store volatile i32 %CF1367.t1, i32* @stress_budget, align 4
  %CF1367.t2 = icmp slt i32 %CF1367.t1, 0
  br i1 %CF1367.t2, label %stress_out, label %CF1367.body
CF1367.body:
  store i32 342865, i32* %PC340, align 4
  %E556 = extractelement <2 x float> %B325, i32 0
  %Shuff557 = shufflevector <8 x i1> %I235, <8 x i1> %Shuff189, <8 x i32> <i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 zeroinitializer, i32 3>
  %I558 = insertelement <2 x i1> %Cmp115, i1 %Cmp259, i32 1
  %PC559 = bitcast <8 x i64>* %Sl36 to i1*
  %Sl560 = select i1 %Cmp464, i16 %ZE294, i16 %L480
  %Cmp561 = icmp uge i16 0, -10315
  br i1 %Cmp561, label %CF1260, label %CF1325

CF1325:                                           ; preds = %CF1367
  %CF1325.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1325.t1 = add i32 %CF1325.t0, -1
  store volatile i32 %CF1325.t1, i32* @stress_budget, align 4
  %CF1325.t2 = icmp slt i32 %CF1325.t1, 0
  br i1 %CF1325.t2, label %stress_out, label %CF1325.body
CF1325.body:
  %L562 = load i1, i1* %PC508, align 1
  br i1 %L562, label %CF1252, label %CF1256

CF1256:                                           ; preds = %CF1256, %CF1325
  %CF1256.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1256.t1 = add i32 %CF1256.t0, -1
  store volatile i32 %CF1256.t1, i32* @stress_budget, align 4
  %CF1256.t2 = icmp slt i32 %CF1256.t1, 0
  br i1 %CF1256.t2, label %stress_out, label %CF1256.body
CF1256.body:
  store i1 %E337, i1* %PC169, align 1
  %E563 = extractelement <8 x i1> %Sl64, i32 6
  br i1 %E563, label %CF1256, label %CF1369

CF1369:                                           ; preds = %CF1256
  %CF1369.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1369.t1 = add i32 %CF1369.t0, -1
  store volatile i32 %CF1369.t1, i32* @stress_budget, align 4
  %CF1369.t2 = icmp slt i32 %CF1369.t1, 0
  br i1 %CF1369.t2, label %stress_out, label %CF1369.body
CF1369.body:
  %Shuff564 = shufflevector <8 x i64> %Se237, <8 x i64> %L351, <8 x i32> <i32 9, i32 11, i32 zeroinitializer, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I565 = insertelement <8 x i16> %Sl122, i16 %E387, i32 3
  %B566 = urem <2 x i8> %Shuff55, %I375
  %Sl567 = select i1 %Cmp510, <8 x i1> %Shuff189, <8 x i1> %Shuff242
  %Cmp568 = icmp ne i1 %Sl545, %E344
  br i1 %Cmp568, label %CF1240, label %CF1242

CF1242:                                           ; preds = %CF1242, %CF1369
  %CF1242.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1242.t1 = add i32 %CF1242.t0, -1
  store volatile i32 %CF1242.t1, i32* @stress_budget, align 4
  %CF1242.t2 = icmp slt i32 %CF1242.t1, 0
  br i1 %CF1242.t2, label %stress_out, label %CF1242.body
CF1242.body:
  %L569 = load double, double* %PC244, align 8
  store i1 %Cmp163, i1* %PC508, align 1
  %E570 = extractelement <8 x i1> %Cmp37, i32 7
  br i1 %E570, label %CF1242, label %CF1307

CF1307:                                           ; preds = %CF1307, %CF1340, %CF1242
  %CF1307.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1307.t1 = add i32 %CF1307.t0, -1
  store volatile i32 %CF1307.t1, i32* @stress_budget, align 4
  %CF1307.t2 = icmp slt i32 %CF1307.t1, 0
  br i1 %CF1307.t2, label %stress_out, label %CF1307.body
CF1307.body:
  %Shuff571 = shufflevector <8 x i64> %L351, <8 x i64> %Shuff564, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0>
  %I572 = insertelement <4 x i16> %I190, i16 %Tr70, i32 0
  %B573 = urem <2 x i64> %ZE377, %I432
  %FC574 = fptoui <2 x float> %Shuff103 to <2 x i64>
  %Sl575 = select <2 x i1> %Cmp155, <2 x i8> %I375, <2 x i8> zeroinitializer
  %Cmp576 = icmp ne <4 x i32> %Tr537, %Shuff475
  %L577 = load <2 x float>, <2 x float>* %Sl85, align 8
  store i32 %Sl251, i32* %PC340, align 4
  %E578 = extractelement <8 x i64> %L393, i32 2
  %Shuff579 = shufflevector <8 x i64> %L458, <8 x i64> %L101, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 zeroinitializer, i32 11>
  %I580 = insertelement <2 x float> %B301, float %B, i32 1
  %B581 = fadd <2 x float> %Sl258, %L210
  %FC582 = sitofp <2 x i32> %Sl419 to <2 x float>
  %Sl583 = select i1 %Cmp280, double %L274, double %L511
  %Cmp584 = icmp ugt <8 x i1> %Sl538, %Sl523
  %L585 = load <8 x i64>, <8 x i64>* %Sl36, align 64
  store <2 x float> %L465, <2 x float>* %Sl11, align 8
  %E586 = extractelement <8 x i1> %L80, i32 4
  br i1 %E586, label %CF1307, label %CF1340

CF1340:                                           ; preds = %CF1307
  %CF1340.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1340.t1 = add i32 %CF1340.t0, -1
  store volatile i32 %CF1340.t1, i32* @stress_budget, align 4
  %CF1340.t2 = icmp slt i32 %CF1340.t1, 0
  br i1 %CF1340.t2, label %stress_out, label %CF1340.body
CF1340.body:
  %Shuff587 = shufflevector <2 x i1> %Cmp155, <2 x i1> %Cmp86, <2 x i32> <i32 3, i32 1>
  %I588 = insertelement <8 x i64> %Shuff513, i64 %ZE500, i32 5
  %B589 = add <2 x i8> %B411, %I550
  %FC590 = fptoui float %Sl44 to i1
  br i1 %FC590, label %CF1307, label %CF1332

CF1332:                                           ; preds = %CF1340
  %CF1332.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1332.t1 = add i32 %CF1332.t0, -1
  store volatile i32 %CF1332.t1, i32* @stress_budget, align 4
  %CF1332.t2 = icmp slt i32 %CF1332.t1, 0
  br i1 %CF1332.t2, label %stress_out, label %CF1332.body
CF1332.body:
  %Sl591 = select <8 x i1> %Shuff189, <8 x i64> %Sl412, <8 x i64> %L156
  %Cmp592 = icmp ugt i8 %E117, %Sl78
  br i1 %Cmp592, label %CF1234, label %CF1235

CF1235:                                           ; preds = %CF1235, %CF1415, %CF1346, %CF1364, %CF1363, %CF1332
  %CF1235.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1235.t1 = add i32 %CF1235.t0, -1
  store volatile i32 %CF1235.t1, i32* @stress_budget, align 4
  %CF1235.t2 = icmp slt i32 %CF1235.t1, 0
  br i1 %CF1235.t2, label %stress_out, label %CF1235.body
CF1235.body:
  %L593 = load i1, i1* %PC508, align 1
  br i1 %L593, label %CF1235, label %CF1326

CF1326:                                           ; preds = %CF1326, %CF1235
  %CF1326.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1326.t1 = add i32 %CF1326.t0, -1
  store volatile i32 %CF1326.t1, i32* @stress_budget, align 4
  %CF1326.t2 = icmp slt i32 %CF1326.t1, 0
  br i1 %CF1326.t2, label %stress_out, label %CF1326.body
CF1326.body:
  store double %B42, double* %PC244, align 8
  %E594 = extractelement <4 x i32> %I536, i32 0
  %Shuff595 = shufflevector <1 x i1> %Tr35, <1 x i1> %I424, <1 x i32> <i32 1>
  %I596 = insertelement <2 x float> %Shuff220, float 0x451F3F9300000000, i32 1
  %Tr597 = trunc i8 %E117 to i1
  br i1 %Tr597, label %CF1326, label %CF1415

CF1415:                                           ; preds = %CF1326
  %CF1415.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1415.t1 = add i32 %CF1415.t0, -1
  store volatile i32 %CF1415.t1, i32* @stress_budget, align 4
  %CF1415.t2 = icmp slt i32 %CF1415.t1, 0
  br i1 %CF1415.t2, label %stress_out, label %CF1415.body
CF1415.body:
  %Sl598 = select i1 %Cmp464, float %B, float %B214
  %Cmp599 = icmp ugt i1 false, true
  br i1 %Cmp599, label %CF1235, label %CF1257

CF1257:                                           ; preds = %CF1257, %CF1415
  %CF1257.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1257.t1 = add i32 %CF1257.t0, -1
  store volatile i32 %CF1257.t1, i32* @stress_budget, align 4
  %CF1257.t2 = icmp slt i32 %CF1257.t1, 0
  br i1 %CF1257.t2, label %stress_out, label %CF1257.body
CF1257.body:
  %L600 = load double, double* %PC244, align 8
  store <8 x i64> %L393, <8 x i64>* %Sl138, align 64
  %E601 = extractelement <2 x float> %Sl399, i32 1
  %Shuff602 = shufflevector <8 x i1> %Cmp252, <8 x i1> %Shuff423, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8>
  %I603 = insertelement <2 x i8> %Sl493, i8 %E102, i32 0
  %B604 = or i64 %Sl531, %FC369
  %Sl605 = select i1 %Cmp413, i1* %PC169, i1* %PC508
  %Cmp606 = icmp sge i32 %L357, 522425
  br i1 %Cmp606, label %CF1257, label %CF1258

CF1258:                                           ; preds = %CF1258, %CF1275, %CF1257
  %CF1258.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1258.t1 = add i32 %CF1258.t0, -1
  store volatile i32 %CF1258.t1, i32* @stress_budget, align 4
  %CF1258.t2 = icmp slt i32 %CF1258.t1, 0
  br i1 %CF1258.t2, label %stress_out, label %CF1258.body
CF1258.body:
  %L607 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store <2 x float> %I506, <2 x float>* %Sl11, align 8
  %E608 = extractelement <2 x i8> %Sl303, i32 0
  %Shuff609 = shufflevector <8 x i1> %Shuff557, <8 x i1> %Cmp231, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 11, i32 zeroinitializer>
  %I610 = insertelement <8 x i1> %Shuff535, i1 true, i32 1
  %Tr611 = trunc <2 x i32> %I316 to <2 x i1>
  %Sl612 = select i1 %E227, <8 x i16> %Shuff467, <8 x i16> %L
  %Cmp613 = fcmp one <2 x float> %L577, %B168
  %L614 = load double, double* %PC244, align 8
  store i1 %E195, i1* %PC169, align 1
  %E615 = extractelement <2 x i8> %I603, i32 1
  %Shuff616 = shufflevector <8 x i1> %Sl567, <8 x i1> %Shuff204, <8 x i32> <i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I617 = insertelement <8 x i64> %I521, i64 %E298, i32 2
  %B618 = or <2 x i64> %B9, zeroinitializer
  %ZE619 = zext i1 %Cmp561 to i32
  %Sl620 = select i1 %Tr177, <4 x i1> %Cmp335, <4 x i1> %Cmp472
  %L621 = load double, double* %PC244, align 8
  store double %Sl583, double* %PC244, align 8
  %E622 = extractelement <8 x i64> %L495, i32 4
  %Shuff623 = shufflevector <2 x float> %Shuff262, <2 x float> %L577, <2 x i32> <i32 3, i32 zeroinitializer>
  %I624 = insertelement <8 x i1> %Cmp266, i1 %Cmp12, i32 5
  %FC625 = uitofp <8 x i32> %ZE318 to <8 x double>
  %Sl626 = select <8 x i1> %I346, <8 x i1> %I346, <8 x i1> %Cmp584
  %Cmp627 = fcmp ole <2 x float> %B57, %B293
  %L628 = load i1, i1* %PC508, align 1
  br i1 %L628, label %CF1258, label %CF1275

CF1275:                                           ; preds = %CF1258
  %CF1275.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1275.t1 = add i32 %CF1275.t0, -1
  store volatile i32 %CF1275.t1, i32* @stress_budget, align 4
  %CF1275.t2 = icmp slt i32 %CF1275.t1, 0
  br i1 %CF1275.t2, label %stress_out, label %CF1275.body
CF1275.body:
  store <2 x float> %L313, <2 x float>* %Sl11, align 8
  %E629 = extractelement <4 x i32> %Tr43, i32 2
  %Shuff630 = shufflevector <8 x i1> %Shuff189, <8 x i1> %I346, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I631 = insertelement <4 x i16> zeroinitializer, i16 %Se184, i32 3
  %B632 = shl i16 4181, %B309
  %Tr633 = trunc <2 x i32> %Sl224 to <2 x i8>
  %Sl634 = select <4 x i1> %Tr145, <4 x i16> %I62, <4 x i16> %I631
  %Cmp635 = icmp uge i1 %L281, %E496
  br i1 %Cmp635, label %CF1258, label %CF1268

CF1268:                                           ; preds = %CF1268, %CF1275
  %CF1268.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1268.t1 = add i32 %CF1268.t0, -1
  store volatile i32 %CF1268.t1, i32* @stress_budget, align 4
  %CF1268.t2 = icmp slt i32 %CF1268.t1, 0
  br i1 %CF1268.t2, label %stress_out, label %CF1268.body
CF1268.body:
  %L636 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store <8 x i64> %L458, <8 x i64>* %Sl36, align 64
  %E637 = extractelement <1 x i16> %Shuff48, i32 0
  %Shuff638 = shufflevector <8 x i1> %Cmp436, <8 x i1> %Shuff158, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 zeroinitializer, i32 5>
  %I639 = insertelement <2 x i8> %Sl319, i8 %E608, i32 1
  %B640 = fmul <2 x float> %I580, %Shuff431
  %Tr641 = trunc <8 x i64> %L172 to <8 x i8>
  %Sl642 = select <2 x i1> %Cmp108, <2 x i32> %Sl71, <2 x i32> %Sl52
  %Cmp643 = icmp ule i16 -18719, %L480
  br i1 %Cmp643, label %CF1268, label %CF1346

CF1346:                                           ; preds = %CF1268
  %CF1346.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1346.t1 = add i32 %CF1346.t0, -1
  store volatile i32 %CF1346.t1, i32* @stress_budget, align 4
  %CF1346.t2 = icmp slt i32 %CF1346.t1, 0
  br i1 %CF1346.t2, label %stress_out, label %CF1346.body
CF1346.body:
  %L644 = load i32, i32* %PC340, align 4
  store i32 %L380, i32* %PC340, align 4
  %E645 = extractelement <1 x i8> zeroinitializer, i32 0
  %Shuff646 = shufflevector <2 x i32> %Shuff505, <2 x i32> %Sl419, <2 x i32> zeroinitializer
  %I647 = insertelement <2 x i1> %Shuff542, i1 %E445, i32 1
  %B648 = urem <8 x i32> %ZE318, %ZE318
  %Sl649 = select i1 %Cmp635, <8 x i64> %B469, <8 x i64> %L172
  %Cmp650 = icmp sge <8 x i1> %Cmp457, %Sl295
  %L651 = load i1, i1* %PC559, align 1
  br i1 %L651, label %CF1235, label %CF1249

CF1249:                                           ; preds = %CF1249, %CF1346
  %CF1249.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1249.t1 = add i32 %CF1249.t0, -1
  store volatile i32 %CF1249.t1, i32* @stress_budget, align 4
  %CF1249.t2 = icmp slt i32 %CF1249.t1, 0
  br i1 %CF1249.t2, label %stress_out, label %CF1249.body
CF1249.body:
  store i1 %E165, i1* %PC559, align 1
  %E652 = extractelement <2 x float> %L329, i32 1
  %Shuff653 = shufflevector <8 x i1> %Cmp225, <8 x i1> %Shuff158, <8 x i32> <i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12>
  %I654 = insertelement <2 x i1> %Cmp450, i1 %Cmp320, i32 0
  %B655 = fdiv <2 x float> %L210, %Shuff623
  %FC656 = sitofp i64 %ZE516 to float
  %Sl657 = select i1 %E496, <2 x i64> %I16, <2 x i64> %I250
  %Cmp658 = icmp uge i8 %E248, %E219
  br i1 %Cmp658, label %CF1249, label %CF1364

CF1364:                                           ; preds = %CF1249
  %CF1364.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1364.t1 = add i32 %CF1364.t0, -1
  store volatile i32 %CF1364.t1, i32* @stress_budget, align 4
  %CF1364.t2 = icmp slt i32 %CF1364.t1, 0
  br i1 %CF1364.t2, label %stress_out, label %CF1364.body
CF1364.body:
  %L659 = load i1, i1* %PC508, align 1
  br i1 %L659, label %CF1235, label %CF1244

CF1244:                                           ; preds = %CF1244, %CF1336, %CF1385, %CF1396, %CF1364
  %CF1244.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1244.t1 = add i32 %CF1244.t0, -1
  store volatile i32 %CF1244.t1, i32* @stress_budget, align 4
  %CF1244.t2 = icmp slt i32 %CF1244.t1, 0
  br i1 %CF1244.t2, label %stress_out, label %CF1244.body
CF1244.body:
  %E660 = extractelement <8 x i1> %Cmp584, i32 3
  br i1 %E660, label %CF1244, label %CF1331

CF1331:                                           ; preds = %CF1331, %CF1376, %CF1359, %CF1244
  %CF1331.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1331.t1 = add i32 %CF1331.t0, -1
  store volatile i32 %CF1331.t1, i32* @stress_budget, align 4
  %CF1331.t2 = icmp slt i32 %CF1331.t1, 0
  br i1 %CF1331.t2, label %stress_out, label %CF1331.body
CF1331.body:
  %Shuff661 = shufflevector <4 x i64> %I491, <4 x i64> %I229, <4 x i32> <i32 6, i32 zeroinitializer, i32 2, i32 zeroinitializer>
  %I662 = insertelement <8 x i1> %Cmp457, i1 %Cmp246, i32 0
  %FC663 = fptosi <2 x float> %L124 to <2 x i1>
  %Sl664 = select i1 %L533, float %E366, float %B214
  %Cmp665 = icmp sgt <2 x i1> %Cmp86, %Cmp296
  %L666 = load i8, i8* %0, align 1
  store i1 %E227, i1* %Sl605, align 1
  %E667 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff668 = shufflevector <8 x i64> %Sl272, <8 x i64> %L101, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I669 = insertelement <2 x i8> %Shuff55, i8 %E394, i32 1
  %B670 = xor <8 x i64> %L585, %Shuff315
  %FC671 = sitofp <8 x i1> %L444 to <8 x float>
  %Sl672 = select i1 %Cmp163, <2 x i64> %I250, <2 x i64> %ZE377
  %Cmp673 = icmp sge <1 x i8> zeroinitializer, %Shuff395
  %L674 = load i1, i1* %Sl605, align 1
  br i1 %L674, label %CF1331, label %CF1376

CF1376:                                           ; preds = %CF1331
  %CF1376.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1376.t1 = add i32 %CF1376.t0, -1
  store volatile i32 %CF1376.t1, i32* @stress_budget, align 4
  %CF1376.t2 = icmp slt i32 %CF1376.t1, 0
  br i1 %CF1376.t2, label %stress_out, label %CF1376.body
CF1376.body:
  store i16 %E387, i16* %PC, align 2
  %E675 = extractelement <2 x i1> %Sl405, i32 1
  br i1 %E675, label %CF1331, label %CF1339

CF1339:                                           ; preds = %CF1339, %CF1376
  %CF1339.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1339.t1 = add i32 %CF1339.t0, -1
  store volatile i32 %CF1339.t1, i32* @stress_budget, align 4
  %CF1339.t2 = icmp slt i32 %CF1339.t1, 0
  br i1 %CF1339.t2, label %stress_out, label %CF1339.body
CF1339.body:
  %Shuff676 = shufflevector <2 x float> %L386, <2 x float> %L13, <2 x i32> <i32 2, i32 0>
  %I677 = insertelement <8 x i64> %Sl649, i64 %E578, i32 0
  %B678 = ashr i32 -1, %L357
  %ZE679 = zext i16 4181 to i64
  %Sl680 = select i1 %Sl442, i16 %Sl560, i16 %E254
  %Cmp681 = icmp ule <8 x i1> %Sl538, zeroinitializer
  %L682 = load i8, i8* %0, align 1
  store i1 %E352, i1* %PC508, align 1
  %E683 = extractelement <8 x i1> %Shuff228, i32 2
  br i1 %E683, label %CF1339, label %CF1359

CF1359:                                           ; preds = %CF1339
  %CF1359.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1359.t1 = add i32 %CF1359.t0, -1
  store volatile i32 %CF1359.t1, i32* @stress_budget, align 4
  %CF1359.t2 = icmp slt i32 %CF1359.t1, 0
  br i1 %CF1359.t2, label %stress_out, label %CF1359.body
CF1359.body:
  %Shuff684 = shufflevector <4 x i32> %Tr51, <4 x i32> %Shuff475, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I685 = insertelement <2 x i1> %I654, i1 %Cmp147, i32 1
  %B686 = srem i32 %Sl154, %L357
  %Sl687 = select i1 %L628, <2 x float> %Shuff89, <2 x float> %B293
  %Cmp688 = icmp sge <8 x i64> %I360, %L172
  %L689 = load i32, i32* %PC340, align 4
  store i32 %B686, i32* %PC340, align 4
  %E690 = extractelement <2 x float> %L59, i32 1
  %Shuff691 = shufflevector <2 x i32> %Shuff283, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I692 = insertelement <2 x float> %I270, float %B176, i32 0
  %B693 = sub <8 x i16> %Sl122, %I565
  %ZE694 = zext i1 %Cmp246 to i16
  %Sl695 = select i1 %E496, i1 %E563, i1 %E39
  br i1 %Sl695, label %CF1331, label %CF1336

CF1336:                                           ; preds = %CF1359
  %CF1336.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1336.t1 = add i32 %CF1336.t0, -1
  store volatile i32 %CF1336.t1, i32* @stress_budget, align 4
  %CF1336.t2 = icmp slt i32 %CF1336.t1, 0
  br i1 %CF1336.t2, label %stress_out, label %CF1336.body
CF1336.body:
  %Cmp696 = fcmp uno float %E422, %Sl598
  br i1 %Cmp696, label %CF1244, label %CF1297

CF1297:                                           ; preds = %CF1297, %CF1336
  %CF1297.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1297.t1 = add i32 %CF1297.t0, -1
  store volatile i32 %CF1297.t1, i32* @stress_budget, align 4
  %CF1297.t2 = icmp slt i32 %CF1297.t1, 0
  br i1 %CF1297.t2, label %stress_out, label %CF1297.body
CF1297.body:
  %L697 = load <8 x i16>, <8 x i16>* %A4, align 16
  store i8 %E314, i8* %0, align 1
  %E698 = extractelement <2 x i1> %Cmp296, i32 0
  br i1 %E698, label %CF1297, label %CF1385

CF1385:                                           ; preds = %CF1297
  %CF1385.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1385.t1 = add i32 %CF1385.t0, -1
  store volatile i32 %CF1385.t1, i32* @stress_budget, align 4
  %CF1385.t2 = icmp slt i32 %CF1385.t1, 0
  br i1 %CF1385.t2, label %stress_out, label %CF1385.body
CF1385.body:
  %Shuff699 = shufflevector <8 x i1> %Shuff557, <8 x i1> %Shuff158, <8 x i32> <i32 9, i32 zeroinitializer, i32 13, i32 15, i32 1, i32 zeroinitializer, i32 5, i32 7>
  %I700 = insertelement <4 x i16> %I190, i16 %Tr223, i32 3
  %B701 = mul <8 x i16> %I447, %I277
  %Se702 = sext i8 %L53 to i32
  %Sl703 = select i1 %Cmp163, i1 %Sl442, i1 %Sl501
  br i1 %Sl703, label %CF1244, label %CF1269

CF1269:                                           ; preds = %CF1269, %CF1345, %CF1385
  %CF1269.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1269.t1 = add i32 %CF1269.t0, -1
  store volatile i32 %CF1269.t1, i32* @stress_budget, align 4
  %CF1269.t2 = icmp slt i32 %CF1269.t1, 0
  br i1 %CF1269.t2, label %stress_out, label %CF1269.body
CF1269.body:
  %Cmp704 = icmp eq <2 x i32> %Sl71, %Shuff505
  %L705 = load double, double* %PC244, align 8
  store i32 %Se702, i32* %PC340, align 4
  %E706 = extractelement <2 x float> %FC582, i32 1
  %Shuff707 = shufflevector <2 x i1> %Shuff542, <2 x i1> %Cmp273, <2 x i32> <i32 0, i32 zeroinitializer>
  %I708 = insertelement <4 x i32> %Sl517, i32 %E60, i32 2
  %B709 = ashr <2 x i32> %Sl642, %I175
  %Se710 = sext <4 x i1> %Cmp576 to <4 x i32>
  %Sl711 = select i1 %E698, i1 %Cmp696, i1 %E496
  br i1 %Sl711, label %CF1269, label %CF1345

CF1345:                                           ; preds = %CF1269
  %CF1345.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1345.t1 = add i32 %CF1345.t0, -1
  store volatile i32 %CF1345.t1, i32* @stress_budget, align 4
  %CF1345.t2 = icmp slt i32 %CF1345.t1, 0
  br i1 %CF1345.t2, label %stress_out, label %CF1345.body
CF1345.body:
  %Cmp712 = icmp sgt i32 %ZE619, %Sl463
  br i1 %Cmp712, label %CF1269, label %CF1282

CF1282:                                           ; preds = %CF1282, %CF1362, %CF1345
  %CF1282.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1282.t1 = add i32 %CF1282.t0, -1
  store volatile i32 %CF1282.t1, i32* @stress_budget, align 4
  %CF1282.t2 = icmp slt i32 %CF1282.t1, 0
  br i1 %CF1282.t2, label %stress_out, label %CF1282.body
CF1282.body:
  %L713 = load i1, i1* %PC508, align 1
  br i1 %L713, label %CF1282, label %CF1362

CF1362:                                           ; preds = %CF1282
  %CF1362.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1362.t1 = add i32 %CF1362.t0, -1
  store volatile i32 %CF1362.t1, i32* @stress_budget, align 4
  %CF1362.t2 = icmp slt i32 %CF1362.t1, 0
  br i1 %CF1362.t2, label %stress_out, label %CF1362.body
CF1362.body:
  store i32 %B678, i32* %PC98, align 4
  %E714 = extractelement <8 x i1> %Shuff630, i32 3
  br i1 %E714, label %CF1282, label %CF1292

CF1292:                                           ; preds = %CF1292, %CF1416, %CF1362
  %CF1292.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1292.t1 = add i32 %CF1292.t0, -1
  store volatile i32 %CF1292.t1, i32* @stress_budget, align 4
  %CF1292.t2 = icmp slt i32 %CF1292.t1, 0
  br i1 %CF1292.t2, label %stress_out, label %CF1292.body
CF1292.body:
  %Shuff715 = shufflevector <2 x i8> %Shuff55, <2 x i8> %Tr633, <2 x i32> <i32 2, i32 0>
  %I716 = insertelement <8 x i1> %Shuff602, i1 %E54, i32 4
  %ZE717 = fpext <2 x float> %I596 to <2 x double>
  %Sl718 = select i1 %L651, i1 %Cmp123, i1 %Cmp592
  br i1 %Sl718, label %CF1292, label %CF1416

CF1416:                                           ; preds = %CF1292
  %CF1416.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1416.t1 = add i32 %CF1416.t0, -1
  store volatile i32 %CF1416.t1, i32* @stress_budget, align 4
  %CF1416.t2 = icmp slt i32 %CF1416.t1, 0
  br i1 %CF1416.t2, label %stress_out, label %CF1416.body
CF1416.body:
  %L719 = load <8 x i16>, <8 x i16>* %A4, align 16
  store double %L705, double* %PC244, align 8
  %E720 = extractelement <4 x i64> %Shuff661, i32 2
  %Shuff721 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %I432, <2 x i32> zeroinitializer
  %I722 = insertelement <2 x i32> %B448, i32 %E290, i32 1
  %B723 = or <4 x i32> %Sl384, %Shuff255
  %Tr724 = trunc <8 x i64> %Shuff315 to <8 x i1>
  %Sl725 = select <2 x i1> %Shuff542, <2 x i32> %I440, <2 x i32> %Sl642
  %Cmp726 = icmp ne <8 x i1> %Cmp231, %Shuff609
  %L727 = load i8, i8* %0, align 1
  store i32 %Se129, i32* %PC340, align 4
  %E728 = extractelement <8 x i1> %Shuff82, i32 4
  br i1 %E728, label %CF1292, label %CF1309

CF1309:                                           ; preds = %CF1309, %CF1416
  %CF1309.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1309.t1 = add i32 %CF1309.t0, -1
  store volatile i32 %CF1309.t1, i32* @stress_budget, align 4
  %CF1309.t2 = icmp slt i32 %CF1309.t1, 0
  br i1 %CF1309.t2, label %stress_out, label %CF1309.body
CF1309.body:
  %Shuff729 = shufflevector <2 x i32> %Shuff7, <2 x i32> %I197, <2 x i32> <i32 3, i32 zeroinitializer>
  %I730 = insertelement <2 x i1> %Shuff542, i1 %Cmp163, i32 1
  %FC731 = uitofp <2 x i8> %Sl185 to <2 x float>
  %Sl732 = select <8 x i1> zeroinitializer, <8 x i64> %Sl265, <8 x i64> %L101
  %Cmp733 = fcmp ule float %E422, 0x451F3F9300000000
  br i1 %Cmp733, label %CF1309, label %CF1348

CF1348:                                           ; preds = %CF1348, %CF1422, %CF1309
  %CF1348.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1348.t1 = add i32 %CF1348.t0, -1
  store volatile i32 %CF1348.t1, i32* @stress_budget, align 4
  %CF1348.t2 = icmp slt i32 %CF1348.t1, 0
  br i1 %CF1348.t2, label %stress_out, label %CF1348.body
CF1348.body:
  %L734 = load i1, i1* %Sl605, align 1
  br i1 %L734, label %CF1348, label %CF1409

CF1409:                                           ; preds = %CF1409, %CF1348
  %CF1409.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1409.t1 = add i32 %CF1409.t0, -1
  store volatile i32 %CF1409.t1, i32* @stress_budget, align 4
  %CF1409.t2 = icmp slt i32 %CF1409.t1, 0
  br i1 %CF1409.t2, label %stress_out, label %CF1409.body
CF1409.body:
  store i1 false, i1* %PC508, align 1
  %E735 = extractelement <8 x i1> %I90, i32 2
  br i1 %E735, label %CF1409, label %CF1422

CF1422:                                           ; preds = %CF1409
  %CF1422.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1422.t1 = add i32 %CF1422.t0, -1
  store volatile i32 %CF1422.t1, i32* @stress_budget, align 4
  %CF1422.t2 = icmp slt i32 %CF1422.t1, 0
  br i1 %CF1422.t2, label %stress_out, label %CF1422.body
CF1422.body:
  %Shuff736 = shufflevector <2 x float> %B128, <2 x float> %Shuff431, <2 x i32> <i32 1, i32 3>
  %I737 = insertelement <2 x i64> %Shuff490, i64 %E180, i32 1
  %B738 = lshr i8 0, %ZE278
  %BC739 = bitcast float %Sl598 to i32
  %Sl740 = select i1 %E39, <2 x i1> %Cmp420, <2 x i1> %Cmp239
  %Cmp741 = icmp slt <2 x i32> %Sl230, %I175
  %L742 = load i1, i1* %PC508, align 1
  br i1 %L742, label %CF1348, label %CF1396

CF1396:                                           ; preds = %CF1422
  %CF1396.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1396.t1 = add i32 %CF1396.t0, -1
  store volatile i32 %CF1396.t1, i32* @stress_budget, align 4
  %CF1396.t2 = icmp slt i32 %CF1396.t1, 0
  br i1 %CF1396.t2, label %stress_out, label %CF1396.body
CF1396.body:
  store i8 %E219, i8* %0, align 1
  %E743 = extractelement <2 x i8> %I308, i32 1
  %Shuff744 = shufflevector <1 x i16> %Shuff291, <1 x i16> %Shuff48, <1 x i32> zeroinitializer
  %I745 = insertelement <2 x i1> %Cmp450, i1 %Cmp123, i32 0
  %Tr746 = fptrunc double %Sl583 to float
  %Sl747 = select i1 %Cmp328, double %FC215, double %L614
  %Cmp748 = icmp ult i1 %Cmp643, %E211
  br i1 %Cmp748, label %CF1244, label %CF1265

CF1265:                                           ; preds = %CF1265, %CF1390, %CF1357, %CF1303, %CF1396
  %CF1265.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1265.t1 = add i32 %CF1265.t0, -1
  store volatile i32 %CF1265.t1, i32* @stress_budget, align 4
  %CF1265.t2 = icmp slt i32 %CF1265.t1, 0
  br i1 %CF1265.t2, label %stress_out, label %CF1265.body
CF1265.body:
  %L749 = load i8, i8* %0, align 1
  store i1 %Cmp350, i1* %PC508, align 1
  %E750 = extractelement <8 x i1> %Shuff699, i32 4
  br i1 %E750, label %CF1265, label %CF1389

CF1389:                                           ; preds = %CF1389, %CF1265
  %CF1389.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1389.t1 = add i32 %CF1389.t0, -1
  store volatile i32 %CF1389.t1, i32* @stress_budget, align 4
  %CF1389.t2 = icmp slt i32 %CF1389.t1, 0
  br i1 %CF1389.t2, label %stress_out, label %CF1389.body
CF1389.body:
  %Shuff751 = shufflevector <2 x float> %Shuff103, <2 x float> %L210, <2 x i32> <i32 3, i32 1>
  %I752 = insertelement <8 x i1> %L73, i1 %E344, i32 5
  %ZE753 = zext i1 %Cmp30 to i16
  %Sl754 = select i1 %Cmp79, i1 %Cmp259, i1 %Cmp45
  br i1 %Sl754, label %CF1389, label %CF1390

CF1390:                                           ; preds = %CF1389
  %CF1390.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1390.t1 = add i32 %CF1390.t0, -1
  store volatile i32 %CF1390.t1, i32* @stress_budget, align 4
  %CF1390.t2 = icmp slt i32 %CF1390.t1, 0
  br i1 %CF1390.t2, label %stress_out, label %CF1390.body
CF1390.body:
  %Cmp755 = icmp sgt i1 %L518, %Cmp123
  br i1 %Cmp755, label %CF1265, label %CF1357

CF1357:                                           ; preds = %CF1390
  %CF1357.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1357.t1 = add i32 %CF1357.t0, -1
  store volatile i32 %CF1357.t1, i32* @stress_budget, align 4
  %CF1357.t2 = icmp slt i32 %CF1357.t1, 0
  br i1 %CF1357.t2, label %stress_out, label %CF1357.body
CF1357.body:
  %L756 = load double, double* %PC91, align 8
  store double %L511, double* %PC244, align 8
  %E757 = extractelement <8 x i64> %L607, i32 6
  %Shuff758 = shufflevector <2 x float> %Shuff623, <2 x float> %I543, <2 x i32> <i32 1, i32 zeroinitializer>
  %I759 = insertelement <4 x i16> %I572, i16 %E387, i32 3
  %B760 = ashr <2 x i32> %Shuff729, %Sl642
  %FC761 = uitofp i1 %Sl442 to float
  %Sl762 = select i1 %Cmp147, i32 %Sl92, i32 %B152
  %Cmp763 = icmp ugt <8 x i16> %L697, %I447
  %L764 = load double, double* %PC244, align 8
  store i1 %Cmp79, i1* %Sl605, align 1
  %E765 = extractelement <8 x i1> %Cmp72, i32 1
  br i1 %E765, label %CF1265, label %CF1303

CF1303:                                           ; preds = %CF1357
  %CF1303.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1303.t1 = add i32 %CF1303.t0, -1
  store volatile i32 %CF1303.t1, i32* @stress_budget, align 4
  %CF1303.t2 = icmp slt i32 %CF1303.t1, 0
  br i1 %CF1303.t2, label %stress_out, label %CF1303.body
CF1303.body:
  %Shuff766 = shufflevector <8 x i1> %Shuff497, <8 x i1> %Sl567, <8 x i32> <i32 12, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I767 = insertelement <4 x i64> %Shuff661, i64 %E452, i32 2
  %B768 = frem <2 x float> %B57, %Shuff676
  %ZE769 = zext i16 %Tr223 to i32
  %Sl770 = select i1 %L628, <8 x i1> %Cmp457, <8 x i1> %I97
  %Cmp771 = icmp ugt <2 x i32> %Sl52, %Sl52
  %L772 = load i1, i1* %PC508, align 1
  br i1 %L772, label %CF1265, label %CF1272

CF1272:                                           ; preds = %CF1272, %CF1303
  %CF1272.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1272.t1 = add i32 %CF1272.t0, -1
  store volatile i32 %CF1272.t1, i32* @stress_budget, align 4
  %CF1272.t2 = icmp slt i32 %CF1272.t1, 0
  br i1 %CF1272.t2, label %stress_out, label %CF1272.body
CF1272.body:
  store double %B183, double* %PC244, align 8
  %E773 = extractelement <8 x i16> %I565, i32 1
  %Shuff774 = shufflevector <8 x i1> %Shuff242, <8 x i1> %Cmp681, <8 x i32> <i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 zeroinitializer, i32 0, i32 2>
  %I775 = insertelement <2 x float> %FC731, float %E422, i32 0
  %B776 = ashr <1 x i16> %I104, zeroinitializer
  %ZE777 = zext i8 %E314 to i16
  %Sl778 = select i1 %E195, i8 %E330, i8 %E219
  %Cmp779 = icmp slt i1 %E660, %Cmp413
  br i1 %Cmp779, label %CF1272, label %CF1354

CF1354:                                           ; preds = %CF1354, %CF1272
  %CF1354.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1354.t1 = add i32 %CF1354.t0, -1
  store volatile i32 %CF1354.t1, i32* @stress_budget, align 4
  %CF1354.t2 = icmp slt i32 %CF1354.t1, 0
  br i1 %CF1354.t2, label %stress_out, label %CF1354.body
CF1354.body:
  %L780 = load i32, i32* %PC340, align 4
  store i16 %E141, i16* %PC, align 2
  %E781 = extractelement <2 x i64> %Sl672, i32 0
  %Shuff782 = shufflevector <4 x i32> %Sl517, <4 x i32> %Tr43, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 1>
  %I783 = insertelement <2 x i8> %Shuff307, i8 %E645, i32 1
  %ZE784 = zext i8 %5 to i16
  %Sl785 = select i1 %L742, <4 x i64> %Shuff661, <4 x i64> %Shuff382
  %Cmp786 = icmp uge i32 %B317, %Sl251
  br i1 %Cmp786, label %CF1354, label %CF1363

CF1363:                                           ; preds = %CF1354
  %CF1363.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1363.t1 = add i32 %CF1363.t0, -1
  store volatile i32 %CF1363.t1, i32* @stress_budget, align 4
  %CF1363.t2 = icmp slt i32 %CF1363.t1, 0
  br i1 %CF1363.t2, label %stress_out, label %CF1363.body
CF1363.body:
  %L787 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i1 %Cmp606, i1* %Sl605, align 1
  %E788 = extractelement <8 x i64> %Shuff315, i32 7
  %Shuff789 = shufflevector <2 x i32> %Shuff520, <2 x i32> %L305, <2 x i32> <i32 2, i32 0>
  %I790 = insertelement <2 x i1> %Sl740, i1 %Cmp12, i32 0
  %ZE791 = fpext <2 x float> %L267 to <2 x double>
  %Sl792 = select <2 x i1> %Cmp312, <2 x i1> %Cmp342, <2 x i1> %Cmp86
  %Cmp793 = icmp eq i8 %Tr63, %E248
  br i1 %Cmp793, label %CF1235, label %CF1239

CF1239:                                           ; preds = %CF1239, %CF1363
  %CF1239.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1239.t1 = add i32 %CF1239.t0, -1
  store volatile i32 %CF1239.t1, i32* @stress_budget, align 4
  %CF1239.t2 = icmp slt i32 %CF1239.t1, 0
  br i1 %CF1239.t2, label %stress_out, label %CF1239.body
CF1239.body:
  %L794 = load i1, i1* %Sl605, align 1
  br i1 %L794, label %CF1239, label %CF1407

CF1407:                                           ; preds = %CF1239
  %CF1407.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1407.t1 = add i32 %CF1407.t0, -1
  store volatile i32 %CF1407.t1, i32* @stress_budget, align 4
  %CF1407.t2 = icmp slt i32 %CF1407.t1, 0
  br i1 %CF1407.t2, label %stress_out, label %CF1407.body
CF1407.body:
  store i16 %E387, i16* %PC, align 2
  %E795 = extractelement <8 x i1> %I49, i32 4
  br label %CF

CF:                                               ; preds = %CF, %CF1399, %CF1366, %CF1353, %CF1407
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %Shuff796 = shufflevector <1 x i16> %Shuff388, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I797 = insertelement <2 x i16> %FC530, i16 -10315, i32 1
  %Tr798 = trunc i32 %L473 to i16
  %Sl799 = select i1 %Cmp320, double %L600, double 0xCDCBAFEA34C9CC68
  %Cmp800 = icmp slt <8 x i1> %Sl523, %Shuff602
  %L801 = load i8, i8* %0, align 1
  %E802 = extractelement <4 x i1> %Sl620, i32 3
  br i1 %E802, label %CF, label %CF1358

CF1358:                                           ; preds = %CF1358, %CF
  %CF1358.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1358.t1 = add i32 %CF1358.t0, -1
  store volatile i32 %CF1358.t1, i32* @stress_budget, align 4
  %CF1358.t2 = icmp slt i32 %CF1358.t1, 0
  br i1 %CF1358.t2, label %stress_out, label %CF1358.body
CF1358.body:
  %Shuff803 = shufflevector <2 x i32> %Shuff283, <2 x i32> %Shuff505, <2 x i32> <i32 2, i32 0>
  %I804 = insertelement <1 x i1> %I424, i1 %E, i32 0
  %B805 = or i16 %Sl560, -22751
  %Tr806 = trunc <4 x i32> %Shuff255 to <4 x i1>
  %Sl807 = select i1 %Cmp163, <2 x i32> %Shuff789, <2 x i32> %Shuff729
  %Cmp808 = icmp ule <2 x i1> %Tr611, %Cmp86
  %L809 = load i32, i32* %PC340, align 4
  store double %Sl747, double* %PC244, align 8
  %E810 = extractelement <2 x i64> %B9, i32 1
  %Shuff811 = shufflevector <4 x i64> %Shuff40, <4 x i64> %Shuff661, <4 x i32> <i32 zeroinitializer, i32 6, i32 0, i32 2>
  %I812 = insertelement <2 x float> %Sl687, float 0x451F3F9300000000, i32 0
  %FC813 = uitofp i1 %E570 to double
  %Sl814 = select i1 %Cmp606, i16* %PC, i16* %PC
  %Cmp815 = fcmp ole <2 x float> %Shuff623, %B768
  %L816 = load i1, i1* %Sl605, align 1
  br i1 %L816, label %CF1358, label %CF1399

CF1399:                                           ; preds = %CF1358
  %CF1399.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1399.t1 = add i32 %CF1399.t0, -1
  store volatile i32 %CF1399.t1, i32* @stress_budget, align 4
  %CF1399.t2 = icmp slt i32 %CF1399.t1, 0
  br i1 %CF1399.t2, label %stress_out, label %CF1399.body
CF1399.body:
  store i16 %ZE753, i16* %Sl814, align 2
  %E817 = extractelement <2 x i1> %FC663, i32 1
  br i1 %E817, label %CF, label %CF1263

CF1263:                                           ; preds = %CF1263, %CF1399
  %CF1263.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1263.t1 = add i32 %CF1263.t0, -1
  store volatile i32 %CF1263.t1, i32* @stress_budget, align 4
  %CF1263.t2 = icmp slt i32 %CF1263.t1, 0
  br i1 %CF1263.t2, label %stress_out, label %CF1263.body
CF1263.body:
  %Shuff818 = shufflevector <4 x i64> %Sl785, <4 x i64> %Sl785, <4 x i32> <i32 2, i32 zeroinitializer, i32 6, i32 0>
  %I819 = insertelement <2 x i8> %Shuff111, i8 %L801, i32 0
  %B820 = sub i64 %E268, %Sl486
  %ZE821 = zext i1 %Cmp147 to i8
  %Sl822 = select i1 %L674, <8 x i1> %Cmp100, <8 x i1> %Cmp681
  %Cmp823 = fcmp ole <8 x float> %FC264, %FC
  %L824 = load i16, i16* %PC, align 2
  store i1 %L628, i1* %Sl605, align 1
  %E825 = extractelement <8 x i1> %Shuff234, i32 7
  br i1 %E825, label %CF1263, label %CF1366

CF1366:                                           ; preds = %CF1263
  %CF1366.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1366.t1 = add i32 %CF1366.t0, -1
  store volatile i32 %CF1366.t1, i32* @stress_budget, align 4
  %CF1366.t2 = icmp slt i32 %CF1366.t1, 0
  br i1 %CF1366.t2, label %stress_out, label %CF1366.body
CF1366.body:
  %Shuff826 = shufflevector <1 x i16> %Shuff388, <1 x i16> %Shuff48, <1 x i32> zeroinitializer
  %I827 = insertelement <2 x float> %B551, float %E25, i32 0
  %B828 = fadd float %E322, %Sl130
  %FC829 = fptoui <2 x float> %Shuff103 to <2 x i8>
  %Sl830 = select <2 x i1> %Shuff542, <2 x i64> %I250, <2 x i64> %B573
  %Cmp831 = icmp ult <2 x i32> %Sl71, %Shuff505
  %L832 = load i16, i16* %Sl814, align 2
  store i1 %Cmp793, i1* %PC508, align 1
  %E833 = extractelement <1 x i1> %I804, i32 0
  br i1 %E833, label %CF, label %CF1243

CF1243:                                           ; preds = %CF1243, %CF1401, %CF1366
  %CF1243.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1243.t1 = add i32 %CF1243.t0, -1
  store volatile i32 %CF1243.t1, i32* @stress_budget, align 4
  %CF1243.t2 = icmp slt i32 %CF1243.t1, 0
  br i1 %CF1243.t2, label %stress_out, label %CF1243.body
CF1243.body:
  %Shuff834 = shufflevector <8 x i1> %Shuff423, <8 x i1> %Shuff158, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 zeroinitializer, i32 5>
  %I835 = insertelement <2 x i1> %I654, i1 %Cmp755, i32 1
  %B836 = and i64 %Sl531, %E459
  %Tr837 = trunc i32 %L780 to i16
  %Sl838 = select i1 %Cmp79, <2 x i64> %Sl657, <2 x i64> %Shuff721
  %Cmp839 = icmp slt <2 x i32> %I221, %B709
  %L840 = load i16, i16* %Sl814, align 2
  store double %L253, double* %PC244, align 8
  %E841 = extractelement <2 x i32> %Shuff691, i32 1
  %Shuff842 = shufflevector <2 x float> %L46, <2 x float> %L577, <2 x i32> <i32 2, i32 0>
  %I843 = insertelement <8 x double> %FC625, double %L343, i32 4
  %B844 = sub <4 x i64> %I491, %Shuff661
  %Tr845 = trunc <8 x i64> %B105 to <8 x i32>
  %Sl846 = select i1 %Cmp320, <8 x i64> %L495, <8 x i64> %L156
  %Cmp847 = icmp ule i1 %E14, %E698
  br i1 %Cmp847, label %CF1243, label %CF1401

CF1401:                                           ; preds = %CF1243
  %CF1401.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1401.t1 = add i32 %CF1401.t0, -1
  store volatile i32 %CF1401.t1, i32* @stress_budget, align 4
  %CF1401.t2 = icmp slt i32 %CF1401.t1, 0
  br i1 %CF1401.t2, label %stress_out, label %CF1401.body
CF1401.body:
  %L848 = load i16, i16* %Sl814, align 2
  store i1 %E833, i1* %PC508, align 1
  %E849 = extractelement <1 x i16> %Shuff796, i32 0
  %Shuff850 = shufflevector <2 x float> %Shuff676, <2 x float> %B640, <2 x i32> <i32 0, i32 zeroinitializer>
  %I851 = insertelement <8 x i1> %L80, i1 %L628, i32 2
  %B852 = xor i64 %Se462, %Sl486
  %ZE853 = zext i8 %L336 to i16
  %Sl854 = select i1 %Sl334, <8 x i64>* %Sl138, <8 x i64>* %A3
  %Cmp855 = icmp sge i1 %L772, %Cmp793
  br i1 %Cmp855, label %CF1243, label %CF1308

CF1308:                                           ; preds = %CF1308, %CF1337, %CF1401
  %CF1308.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1308.t1 = add i32 %CF1308.t0, -1
  store volatile i32 %CF1308.t1, i32* @stress_budget, align 4
  %CF1308.t2 = icmp slt i32 %CF1308.t1, 0
  br i1 %CF1308.t2, label %stress_out, label %CF1308.body
CF1308.body:
  %L856 = load i1, i1* %PC169, align 1
  br i1 %L856, label %CF1308, label %CF1337

CF1337:                                           ; preds = %CF1308
  %CF1337.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1337.t1 = add i32 %CF1337.t0, -1
  store volatile i32 %CF1337.t1, i32* @stress_budget, align 4
  %CF1337.t2 = icmp slt i32 %CF1337.t1, 0
  br i1 %CF1337.t2, label %stress_out, label %CF1337.body
CF1337.body:
  store i1 %Cmp400, i1* %PC508, align 1
  %E857 = extractelement <8 x i1> %Sl770, i32 4
  br i1 %E857, label %CF1308, label %CF1322

CF1322:                                           ; preds = %CF1322, %CF1337
  %CF1322.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1322.t1 = add i32 %CF1322.t0, -1
  store volatile i32 %CF1322.t1, i32* @stress_budget, align 4
  %CF1322.t2 = icmp slt i32 %CF1322.t1, 0
  br i1 %CF1322.t2, label %stress_out, label %CF1322.body
CF1322.body:
  %Shuff858 = shufflevector <8 x i16> %Shuff467, <8 x i16> %B693, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I859 = insertelement <4 x i8> %I339, i8 %5, i32 1
  %B860 = shl i32 %E290, %E481
  %FC861 = sitofp <8 x i1> %Sl456 to <8 x float>
  %Sl862 = select i1 %FC590, <2 x float> %L65, <2 x float> %Sl687
  %Cmp863 = icmp sge <8 x i64> %L240, %L636
  %L864 = load i32, i32* %PC340, align 4
  store double %L569, double* %PC244, align 8
  %E865 = extractelement <8 x float> %FC671, i32 7
  %Shuff866 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 0>
  %I867 = insertelement <4 x i64> %Shuff811, i64 %FC369, i32 0
  %B868 = urem <8 x i64> %L495, %Sl846
  %FC869 = uitofp <4 x i16> zeroinitializer to <4 x double>
  %Sl870 = select <8 x i1> %Sl822, <8 x i1> %Shuff189, <8 x i1> %I851
  %Cmp871 = icmp ugt <2 x i64> %Shuff490, %I432
  %L872 = load double, double* %PC244, align 8
  store i32 %L644, i32* %PC340, align 4
  %E873 = extractelement <2 x float> %Shuff676, i32 0
  %Shuff874 = shufflevector <1 x i16> %Shuff388, <1 x i16> %Shuff744, <1 x i32> <i32 1>
  %I875 = insertelement <4 x i32> %Shuff684, i32 %E841, i32 1
  %B876 = and <8 x i16> %L, %I277
  %ZE877 = zext <1 x i16> %Shuff353 to <1 x i64>
  %Sl878 = select i1 %Sl545, <1 x i16> %Sl99, <1 x i16> %B529
  %Cmp879 = fcmp ole <2 x float> %Shuff623, %Shuff623
  %L880 = load i1, i1* %PC169, align 1
  br i1 %L880, label %CF1322, label %CF1353

CF1353:                                           ; preds = %CF1322
  %CF1353.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1353.t1 = add i32 %CF1353.t0, -1
  store volatile i32 %CF1353.t1, i32* @stress_budget, align 4
  %CF1353.t2 = icmp slt i32 %CF1353.t1, 0
  br i1 %CF1353.t2, label %stress_out, label %CF1353.body
CF1353.body:
  store i1 %E95, i1* %PC508, align 1
  %E881 = extractelement <8 x i1> %Shuff630, i32 7
  br i1 %E881, label %CF, label %CF1236

CF1236:                                           ; preds = %CF1236, %CF1372, %CF1287, %CF1293, %CF1406, %CF1353
  %CF1236.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1236.t1 = add i32 %CF1236.t0, -1
  store volatile i32 %CF1236.t1, i32* @stress_budget, align 4
  %CF1236.t2 = icmp slt i32 %CF1236.t1, 0
  br i1 %CF1236.t2, label %stress_out, label %CF1236.body
CF1236.body:
  %Shuff882 = shufflevector <8 x i64> %Shuff579, <8 x i64> %Sl846, <8 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I883 = insertelement <4 x i64> %Shuff40, i64 %B69, i32 0
  %ZE884 = zext <2 x i8> %I819 to <2 x i16>
  %Sl885 = select i1 %Tr597, <4 x i32> %Tr537, <4 x i32> %Shuff684
  %Cmp886 = icmp ne <4 x i64> %Shuff40, %I151
  %L887 = load i1, i1* %Sl605, align 1
  br i1 %L887, label %CF1236, label %CF1361

CF1361:                                           ; preds = %CF1361, %CF1236
  %CF1361.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1361.t1 = add i32 %CF1361.t0, -1
  store volatile i32 %CF1361.t1, i32* @stress_budget, align 4
  %CF1361.t2 = icmp slt i32 %CF1361.t1, 0
  br i1 %CF1361.t2, label %stress_out, label %CF1361.body
CF1361.body:
  store <8 x i64> %L172, <8 x i64>* %Sl138, align 64
  %E888 = extractelement <4 x i1> %Cmp335, i32 1
  br i1 %E888, label %CF1361, label %CF1372

CF1372:                                           ; preds = %CF1361
  %CF1372.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1372.t1 = add i32 %CF1372.t0, -1
  store volatile i32 %CF1372.t1, i32* @stress_budget, align 4
  %CF1372.t2 = icmp slt i32 %CF1372.t1, 0
  br i1 %CF1372.t2, label %stress_out, label %CF1372.body
CF1372.body:
  %Shuff889 = shufflevector <2 x i32> %Shuff338, <2 x i32> zeroinitializer, <2 x i32> <i32 zeroinitializer, i32 2>
  %I890 = insertelement <2 x i64> zeroinitializer, i64 %B852, i32 0
  %B891 = sdiv <1 x i16> %Sl878, %Shuff744
  %Tr892 = trunc <4 x i64> %Shuff382 to <4 x i16>
  %Sl893 = select i1 %Sl391, i8 %Sl78, i8 %Sl778
  %Cmp894 = icmp slt i1 %E282, %E765
  br i1 %Cmp894, label %CF1236, label %CF1287

CF1287:                                           ; preds = %CF1372
  %CF1287.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1287.t1 = add i32 %CF1287.t0, -1
  store volatile i32 %CF1287.t1, i32* @stress_budget, align 4
  %CF1287.t2 = icmp slt i32 %CF1287.t1, 0
  br i1 %CF1287.t2, label %stress_out, label %CF1287.body
CF1287.body:
  %L895 = load double, double* %PC244, align 8
  store i32 %ZE619, i32* %PC340, align 4
  %E896 = extractelement <8 x i64> %L164, i32 6
  %Shuff897 = shufflevector <8 x i1> %I624, <8 x i1> %Shuff602, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15>
  %I898 = insertelement <2 x i1> %Shuff374, i1 %Sl442, i32 1
  %Tr899 = trunc i64 %E298 to i1
  br i1 %Tr899, label %CF1236, label %CF1253

CF1253:                                           ; preds = %CF1253, %CF1287
  %CF1253.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1253.t1 = add i32 %CF1253.t0, -1
  store volatile i32 %CF1253.t1, i32* @stress_budget, align 4
  %CF1253.t2 = icmp slt i32 %CF1253.t1, 0
  br i1 %CF1253.t2, label %stress_out, label %CF1253.body
CF1253.body:
  %Sl900 = select <2 x i1> %Tr611, <2 x float> %Sl279, <2 x float> %I383
  %Cmp901 = icmp sge <2 x i1> %Sl792, %Cmp342
  %L902 = load i1, i1* %PC508, align 1
  br i1 %L902, label %CF1253, label %CF1293

CF1293:                                           ; preds = %CF1253
  %CF1293.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1293.t1 = add i32 %CF1293.t0, -1
  store volatile i32 %CF1293.t1, i32* @stress_budget, align 4
  %CF1293.t2 = icmp slt i32 %CF1293.t1, 0
  br i1 %CF1293.t2, label %stress_out, label %CF1293.body
CF1293.body:
  store <8 x i64> %Shuff315, <8 x i64>* %Sl36, align 64
  %E903 = extractelement <8 x i16> %Shuff858, i32 4
  %Shuff904 = shufflevector <1 x i1> zeroinitializer, <1 x i1> %Cmp532, <1 x i32> <i32 1>
  %I905 = insertelement <2 x float> %L787, float %E556, i32 1
  %B906 = or i64 %Sl378, 158757
  %FC907 = fptosi <2 x float> %Shuff220 to <2 x i64>
  %Sl908 = select i1 %L628, <4 x i8> %Shuff142, <4 x i8> %B507
  %Cmp909 = icmp uge i16 %B805, %L848
  br i1 %Cmp909, label %CF1236, label %CF1241

CF1241:                                           ; preds = %CF1241, %CF1412, %CF1293
  %CF1241.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1241.t1 = add i32 %CF1241.t0, -1
  store volatile i32 %CF1241.t1, i32* @stress_budget, align 4
  %CF1241.t2 = icmp slt i32 %CF1241.t1, 0
  br i1 %CF1241.t2, label %stress_out, label %CF1241.body
CF1241.body:
  %L910 = load i32, i32* %PC340, align 4
  store i16 %Sl680, i16* %Sl814, align 2
  %E911 = extractelement <2 x i8> %Shuff715, i32 1
  %Shuff912 = shufflevector <8 x i1> %Shuff630, <8 x i1> %Shuff535, <8 x i32> <i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 2>
  %I913 = insertelement <2 x i64> %Shuff150, i64 %ZE348, i32 0
  %B914 = srem <4 x i64> %Shuff40, %I883
  %FC915 = sitofp i8 %E314 to float
  %Sl916 = select i1 %Cmp524, i1 %E125, i1 %Cmp606
  br i1 %Sl916, label %CF1241, label %CF1412

CF1412:                                           ; preds = %CF1241
  %CF1412.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1412.t1 = add i32 %CF1412.t0, -1
  store volatile i32 %CF1412.t1, i32* @stress_budget, align 4
  %CF1412.t2 = icmp slt i32 %CF1412.t1, 0
  br i1 %CF1412.t2, label %stress_out, label %CF1412.body
CF1412.body:
  %Cmp917 = icmp ugt <8 x i1> %Shuff26, %Sl295
  %L918 = load i32, i32* %PC340, align 4
  store i1 %Cmp400, i1* %PC508, align 1
  %E919 = extractelement <8 x float> %Shuff367, i32 0
  %Shuff920 = shufflevector <4 x i64> %Shuff818, <4 x i64> %I491, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I921 = insertelement <2 x i8> %Tr633, i8 %Sl893, i32 1
  %FC922 = fptosi double %L365 to i64
  %Sl923 = select i1 %E241, <4 x i64> %I491, <4 x i64> %Shuff382
  %Cmp924 = icmp ult i64 %E459, %4
  br i1 %Cmp924, label %CF1241, label %CF1248

CF1248:                                           ; preds = %CF1248, %CF1412
  %CF1248.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1248.t1 = add i32 %CF1248.t0, -1
  store volatile i32 %CF1248.t1, i32* @stress_budget, align 4
  %CF1248.t2 = icmp slt i32 %CF1248.t1, 0
  br i1 %CF1248.t2, label %stress_out, label %CF1248.body
CF1248.body:
  %L925 = load double, double* %PC244, align 8
  store <2 x float> %L329, <2 x float>* %Sl11, align 8
  %E926 = extractelement <8 x i1> %Shuff557, i32 7
  br i1 %E926, label %CF1248, label %CF1255

CF1255:                                           ; preds = %CF1255, %CF1371, %CF1248
  %CF1255.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1255.t1 = add i32 %CF1255.t0, -1
  store volatile i32 %CF1255.t1, i32* @stress_budget, align 4
  %CF1255.t2 = icmp slt i32 %CF1255.t1, 0
  br i1 %CF1255.t2, label %stress_out, label %CF1255.body
CF1255.body:
  %Shuff927 = shufflevector <8 x i1> %I256, <8 x i1> %Shuff616, <8 x i32> <i32 10, i32 12, i32 zeroinitializer, i32 0, i32 2, i32 zeroinitializer, i32 zeroinitializer, i32 8>
  %I928 = insertelement <8 x i1> %Sl626, i1 %Cmp554, i32 4
  %B929 = fsub <2 x float> %L13, %I812
  %Sl930 = select i1 %E241, <2 x float> %L577, <2 x float> %L787
  %Cmp931 = icmp ugt <2 x i1> %Shuff374, %Cmp704
  %L932 = load i8, i8* %0, align 1
  store i1 %Sl391, i1* %PC508, align 1
  %E933 = extractelement <2 x float> %Shuff842, i32 1
  %Shuff934 = shufflevector <8 x i1> %Cmp252, <8 x i1> %Cmp650, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14>
  %I935 = insertelement <2 x i32> %L407, i32 %B317, i32 0
  %B936 = ashr <2 x i64> %Sl672, %I468
  %Se937 = sext <1 x i16> %Shuff388 to <1 x i32>
  %Sl938 = select <8 x i1> %I404, <8 x i64> %I521, <8 x i64> %Sl846
  %Cmp939 = icmp ugt <4 x i8> %B484, %Sl908
  %L940 = load i16, i16* %Sl814, align 2
  store i1 %Cmp371, i1* %PC508, align 1
  %E941 = extractelement <8 x i1> %Cmp252, i32 0
  br i1 %E941, label %CF1255, label %CF1310

CF1310:                                           ; preds = %CF1310, %CF1255
  %CF1310.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1310.t1 = add i32 %CF1310.t0, -1
  store volatile i32 %CF1310.t1, i32* @stress_budget, align 4
  %CF1310.t2 = icmp slt i32 %CF1310.t1, 0
  br i1 %CF1310.t2, label %stress_out, label %CF1310.body
CF1310.body:
  %Shuff942 = shufflevector <8 x i1> %Shuff630, <8 x i1> %Shuff602, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 15, i32 1, i32 zeroinitializer, i32 5, i32 7, i32 9>
  %I943 = insertelement <8 x i1> %Cmp100, i1 %Cmp855, i32 5
  %Tr944 = trunc <4 x i64> %I151 to <4 x i32>
  %Sl945 = select i1 %E275, <4 x i32> %Sl517, <4 x i32> %I324
  %Cmp946 = icmp sge i1 true, %E728
  br i1 %Cmp946, label %CF1310, label %CF1371

CF1371:                                           ; preds = %CF1310
  %CF1371.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1371.t1 = add i32 %CF1371.t0, -1
  store volatile i32 %CF1371.t1, i32* @stress_budget, align 4
  %CF1371.t2 = icmp slt i32 %CF1371.t1, 0
  br i1 %CF1371.t2, label %stress_out, label %CF1371.body
CF1371.body:
  %L947 = load double, double* %PC91, align 8
  store i1 %L674, i1* %PC508, align 1
  %E948 = extractelement <2 x i32> %Shuff520, i32 1
  %Shuff949 = shufflevector <8 x i16> %Shuff858, <8 x i16> %Se, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 zeroinitializer>
  %I950 = insertelement <2 x i8> %Tr633, i8 %B738, i32 0
  %B951 = and <1 x i16> %Sl287, %Sl99
  %FC952 = fptosi float %E601 to i64
  %Sl953 = select i1 %L518, double %L274, double %FC813
  %Cmp954 = icmp slt i1 %L525, %Cmp79
  br i1 %Cmp954, label %CF1255, label %CF1274

CF1274:                                           ; preds = %CF1274, %CF1371
  %CF1274.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1274.t1 = add i32 %CF1274.t0, -1
  store volatile i32 %CF1274.t1, i32* @stress_budget, align 4
  %CF1274.t2 = icmp slt i32 %CF1274.t1, 0
  br i1 %CF1274.t2, label %stress_out, label %CF1274.body
CF1274.body:
  %L955 = load i8, i8* %0, align 1
  store i16 %E387, i16* %PC, align 2
  %E956 = extractelement <8 x i1> %Shuff616, i32 0
  br i1 %E956, label %CF1274, label %CF1380

CF1380:                                           ; preds = %CF1380, %CF1274
  %CF1380.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1380.t1 = add i32 %CF1380.t0, -1
  store volatile i32 %CF1380.t1, i32* @stress_budget, align 4
  %CF1380.t2 = icmp slt i32 %CF1380.t1, 0
  br i1 %CF1380.t2, label %stress_out, label %CF1380.body
CF1380.body:
  %Shuff957 = shufflevector <2 x float> %Sl279, <2 x float> %I812, <2 x i32> <i32 3, i32 1>
  %I958 = insertelement <2 x i32> %Sl52, i32 %Tr310, i32 1
  %B959 = ashr <2 x i32> %Shuff729, %Shuff505
  %Tr960 = trunc i16 %L547 to i1
  br i1 %Tr960, label %CF1380, label %CF1406

CF1406:                                           ; preds = %CF1380
  %CF1406.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1406.t1 = add i32 %CF1406.t0, -1
  store volatile i32 %CF1406.t1, i32* @stress_budget, align 4
  %CF1406.t2 = icmp slt i32 %CF1406.t1, 0
  br i1 %CF1406.t2, label %stress_out, label %CF1406.body
CF1406.body:
  %Sl961 = select i1 %E195, i8 %E911, i8 %E466
  %Cmp962 = icmp eq i8 %L421, 0
  br i1 %Cmp962, label %CF1236, label %CF1237

CF1237:                                           ; preds = %CF1237, %CF1420, %CF1406
  %CF1237.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1237.t1 = add i32 %CF1237.t0, -1
  store volatile i32 %CF1237.t1, i32* @stress_budget, align 4
  %CF1237.t2 = icmp slt i32 %CF1237.t1, 0
  br i1 %CF1237.t2, label %stress_out, label %CF1237.body
CF1237.body:
  %L963 = load i1, i1* %PC169, align 1
  br i1 %L963, label %CF1237, label %CF1254

CF1254:                                           ; preds = %CF1254, %CF1360, %CF1398, %CF1237
  %CF1254.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1254.t1 = add i32 %CF1254.t0, -1
  store volatile i32 %CF1254.t1, i32* @stress_budget, align 4
  %CF1254.t2 = icmp slt i32 %CF1254.t1, 0
  br i1 %CF1254.t2, label %stress_out, label %CF1254.body
CF1254.body:
  store i1 %L742, i1* %PC508, align 1
  %E964 = extractelement <2 x i1> %Cmp871, i32 0
  br i1 %E964, label %CF1254, label %CF1289

CF1289:                                           ; preds = %CF1289, %CF1393, %CF1254
  %CF1289.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1289.t1 = add i32 %CF1289.t0, -1
  store volatile i32 %CF1289.t1, i32* @stress_budget, align 4
  %CF1289.t2 = icmp slt i32 %CF1289.t1, 0
  br i1 %CF1289.t2, label %stress_out, label %CF1289.body
CF1289.body:
  %Shuff965 = shufflevector <2 x float> %Shuff623, <2 x float> %L267, <2 x i32> <i32 1, i32 3>
  %I966 = insertelement <8 x i1> %Shuff557, i1 %Cmp524, i32 3
  %Sl967 = select i1 %E275, <8 x i1> %Shuff423, <8 x i1> %Shuff20
  %Cmp968 = icmp ult i32 %Se702, %E948
  br i1 %Cmp968, label %CF1289, label %CF1393

CF1393:                                           ; preds = %CF1289
  %CF1393.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1393.t1 = add i32 %CF1393.t0, -1
  store volatile i32 %CF1393.t1, i32* @stress_budget, align 4
  %CF1393.t2 = icmp slt i32 %CF1393.t1, 0
  br i1 %CF1393.t2, label %stress_out, label %CF1393.body
CF1393.body:
  %L969 = load i16, i16* %Sl814, align 2
  store i16 %E254, i16* %Sl814, align 2
  %E970 = extractelement <4 x i64> %Shuff920, i32 3
  %Shuff971 = shufflevector <8 x i1> %Shuff653, <8 x i1> %Cmp436, <8 x i32> <i32 14, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 zeroinitializer>
  %I972 = insertelement <2 x float> %Shuff957, float %E865, i32 0
  %ZE973 = zext <2 x i1> %I790 to <2 x i16>
  %Sl974 = select i1 %Cmp123, i1 %Cmp45, i1 %E586
  br i1 %Sl974, label %CF1289, label %CF1291

CF1291:                                           ; preds = %CF1291, %CF1373, %CF1393
  %CF1291.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1291.t1 = add i32 %CF1291.t0, -1
  store volatile i32 %CF1291.t1, i32* @stress_budget, align 4
  %CF1291.t2 = icmp slt i32 %CF1291.t1, 0
  br i1 %CF1291.t2, label %stress_out, label %CF1291.body
CF1291.body:
  %Cmp975 = fcmp ueq <2 x float> %L94, %FC731
  %L976 = load i32, i32* %PC340, align 4
  store i16 %Tr70, i16* %Sl814, align 2
  %E977 = extractelement <8 x float> %Sl178, i32 4
  %Shuff978 = shufflevector <4 x i1> %Cmp472, <4 x i1> %Cmp385, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I979 = insertelement <2 x float> %Sl687, float %E919, i32 1
  %FC980 = fptosi float %B828 to i32
  %Sl981 = select i1 %E39, <8 x i1> %I213, <8 x i1> %Tr724
  %Cmp982 = icmp ne i1 %E445, %Cmp320
  br i1 %Cmp982, label %CF1291, label %CF1314

CF1314:                                           ; preds = %CF1314, %CF1291
  %CF1314.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1314.t1 = add i32 %CF1314.t0, -1
  store volatile i32 %CF1314.t1, i32* @stress_budget, align 4
  %CF1314.t2 = icmp slt i32 %CF1314.t1, 0
  br i1 %CF1314.t2, label %stress_out, label %CF1314.body
CF1314.body:
  %L983 = load i16, i16* %Sl814, align 2
  store <2 x float> %L13, <2 x float>* %Sl11, align 8
  %E984 = extractelement <8 x i16> %I119, i32 3
  %Shuff985 = shufflevector <1 x i1> %Cmp532, <1 x i1> %Cmp304, <1 x i32> zeroinitializer
  %I986 = insertelement <8 x float> %Sl178, float %E74, i32 2
  %Sl987 = select i1 %L628, <4 x i32> %Sl885, <4 x i32> %Shuff255
  %Cmp988 = fcmp ugt <2 x float> %Shuff850, %L577
  %L989 = load i1, i1* %PC508, align 1
  br i1 %L989, label %CF1314, label %CF1373

CF1373:                                           ; preds = %CF1314
  %CF1373.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1373.t1 = add i32 %CF1373.t0, -1
  store volatile i32 %CF1373.t1, i32* @stress_budget, align 4
  %CF1373.t2 = icmp slt i32 %CF1373.t1, 0
  br i1 %CF1373.t2, label %stress_out, label %CF1373.body
CF1373.body:
  store i1 %L533, i1* %PC508, align 1
  %E990 = extractelement <4 x i64> %Shuff818, i32 1
  %Shuff991 = shufflevector <8 x i32> %Tr845, <8 x i32> %B648, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14>
  %I992 = insertelement <8 x i1> %Sl870, i1 %E95, i32 2
  %B993 = ashr <2 x i32> %Sl224, %Shuff7
  %ZE994 = zext i1 %Cmp847 to i8
  %Sl995 = select i1 %Cmp510, <8 x i16> %Shuff453, <8 x i16> %I447
  %Cmp996 = icmp slt <2 x i8> %Se522, %B50
  %L997 = load i1, i1* %PC508, align 1
  br i1 %L997, label %CF1291, label %CF1305

CF1305:                                           ; preds = %CF1305, %CF1404, %CF1373
  %CF1305.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1305.t1 = add i32 %CF1305.t0, -1
  store volatile i32 %CF1305.t1, i32* @stress_budget, align 4
  %CF1305.t2 = icmp slt i32 %CF1305.t1, 0
  br i1 %CF1305.t2, label %stress_out, label %CF1305.body
CF1305.body:
  store i8 %E394, i8* %0, align 1
  %E998 = extractelement <2 x float> %Shuff262, i32 1
  %Shuff999 = shufflevector <8 x i32> %Shuff991, <8 x i32> %ZE318, <8 x i32> <i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 6>
  %I1000 = insertelement <1 x i16> %I104, i16 %ZE753, i32 0
  %B1001 = add <4 x i8> %I339, %Tr77
  %ZE1002 = zext i1 %Cmp464 to i16
  %Sl1003 = select i1 %Cmp554, <2 x i32> %Sl230, <2 x i32> %Sl642
  %Cmp1004 = icmp ult <8 x i1> %L73, %Cmp800
  %L1005 = load i1, i1* %PC508, align 1
  br i1 %L1005, label %CF1305, label %CF1404

CF1404:                                           ; preds = %CF1305
  %CF1404.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1404.t1 = add i32 %CF1404.t0, -1
  store volatile i32 %CF1404.t1, i32* @stress_budget, align 4
  %CF1404.t2 = icmp slt i32 %CF1404.t1, 0
  br i1 %CF1404.t2, label %stress_out, label %CF1404.body
CF1404.body:
  store i16 %Se184, i16* %Sl814, align 2
  %E1006 = extractelement <2 x i8> %I27, i32 1
  %Shuff1007 = shufflevector <8 x i32> %Tr845, <8 x i32> %Shuff991, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I1008 = insertelement <8 x i32> %Shuff991, i32 %Sl251, i32 2
  %ZE1009 = zext <1 x i1> %Tr552 to <1 x i16>
  %Sl1010 = select i1 %E95, <2 x float> %L38, <2 x float> %Shuff842
  %Cmp1011 = fcmp olt <2 x float> %I775, %Sl900
  %L1012 = load <8 x i64>, <8 x i64>* %Sl138, align 64
  store i1 %L533, i1* %PC169, align 1
  %E1013 = extractelement <8 x i1> %Shuff557, i32 7
  br i1 %E1013, label %CF1305, label %CF1360

CF1360:                                           ; preds = %CF1404
  %CF1360.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1360.t1 = add i32 %CF1360.t0, -1
  store volatile i32 %CF1360.t1, i32* @stress_budget, align 4
  %CF1360.t2 = icmp slt i32 %CF1360.t1, 0
  br i1 %CF1360.t2, label %stress_out, label %CF1360.body
CF1360.body:
  %Shuff1014 = shufflevector <8 x i64> %L247, <8 x i64> %L297, <8 x i32> <i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer>
  %I1015 = insertelement <8 x i1> %Shuff834, i1 %Cmp855, i32 4
  %B1016 = fsub <2 x float> %I972, %B168
  %BC1017 = bitcast <2 x i32> %Sl1003 to <2 x float>
  %Sl1018 = select i1 %Cmp847, <2 x float> %L210, <2 x float> %Sl258
  %Cmp1019 = icmp eq i1 %Cmp163, %Cmp400
  br i1 %Cmp1019, label %CF1254, label %CF1277

CF1277:                                           ; preds = %CF1277, %CF1402, %CF1360
  %CF1277.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1277.t1 = add i32 %CF1277.t0, -1
  store volatile i32 %CF1277.t1, i32* @stress_budget, align 4
  %CF1277.t2 = icmp slt i32 %CF1277.t1, 0
  br i1 %CF1277.t2, label %stress_out, label %CF1277.body
CF1277.body:
  %L1020 = load i16, i16* %Sl814, align 2
  %E1021 = extractelement <2 x i1> %Cmp704, i32 1
  br i1 %E1021, label %CF1277, label %CF1402

CF1402:                                           ; preds = %CF1277
  %CF1402.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1402.t1 = add i32 %CF1402.t0, -1
  store volatile i32 %CF1402.t1, i32* @stress_budget, align 4
  %CF1402.t2 = icmp slt i32 %CF1402.t1, 0
  br i1 %CF1402.t2, label %stress_out, label %CF1402.body
CF1402.body:
  %Shuff1022 = shufflevector <1 x i16> %Shuff291, <1 x i16> %Shuff196, <1 x i32> zeroinitializer
  %I1023 = insertelement <2 x i8> %Sl493, i8 %E608, i32 0
  %B1024 = mul <2 x i8> %I819, %B84
  %BC1025 = bitcast <2 x float> %B581 to <2 x i32>
  %Sl1026 = select i1 %E833, <8 x i1> %Cmp, <8 x i1> %Shuff497
  %Cmp1027 = icmp ult <2 x i1> %Cmp155, %Cmp86
  %L1028 = load i1, i1* %PC508, align 1
  br i1 %L1028, label %CF1277, label %CF1398

CF1398:                                           ; preds = %CF1402
  %CF1398.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1398.t1 = add i32 %CF1398.t0, -1
  store volatile i32 %CF1398.t1, i32* @stress_budget, align 4
  %CF1398.t2 = icmp slt i32 %CF1398.t1, 0
  br i1 %CF1398.t2, label %stress_out, label %CF1398.body
CF1398.body:
  store i16 -10315, i16* %Sl814, align 2
  %E1029 = extractelement <1 x i64> %ZE877, i32 0
  %Shuff1030 = shufflevector <2 x i32> %Shuff7, <2 x i32> %Shuff889, <2 x i32> <i32 0, i32 2>
  %I1031 = insertelement <4 x i32> %Shuff475, i32 %3, i32 2
  %FC1032 = fptoui double %L872 to i16
  %Sl1033 = select i1 %L1028, i16 %L940, i16 %B309
  %Cmp1034 = icmp eq <8 x i1> %Sl64, %Cmp100
  %L1035 = load i8, i8* %0, align 1
  store i16 %L260, i16* %PC, align 2
  %E1036 = extractelement <4 x i8> zeroinitializer, i32 3
  %Shuff1037 = shufflevector <2 x i1> %I835, <2 x i1> %Cmp86, <2 x i32> <i32 2, i32 zeroinitializer>
  %I1038 = insertelement <8 x i64> %L393, i64 %E896, i32 0
  %B1039 = urem i64 %E896, %E6
  %ZE1040 = zext i1 %L555 to i32
  %Sl1041 = select i1 %E195, <2 x float> %Shuff965, <2 x float> %L13
  %Cmp1042 = icmp eq <2 x i32> %Sl725, %L407
  %L1043 = load i1, i1* %PC559, align 1
  br i1 %L1043, label %CF1254, label %CF1276

CF1276:                                           ; preds = %CF1276, %CF1410, %CF1418, %CF1398
  %CF1276.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1276.t1 = add i32 %CF1276.t0, -1
  store volatile i32 %CF1276.t1, i32* @stress_budget, align 4
  %CF1276.t2 = icmp slt i32 %CF1276.t1, 0
  br i1 %CF1276.t2, label %stress_out, label %CF1276.body
CF1276.body:
  store i8 %FC10, i8* %0, align 1
  %E1044 = extractelement <2 x i1> %Cmp901, i32 1
  br i1 %E1044, label %CF1276, label %CF1410

CF1410:                                           ; preds = %CF1276
  %CF1410.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1410.t1 = add i32 %CF1410.t0, -1
  store volatile i32 %CF1410.t1, i32* @stress_budget, align 4
  %CF1410.t2 = icmp slt i32 %CF1410.t1, 0
  br i1 %CF1410.t2, label %stress_out, label %CF1410.body
CF1410.body:
  %Shuff1045 = shufflevector <2 x i32> %Shuff889, <2 x i32> %Shuff283, <2 x i32> <i32 2, i32 0>
  %I1046 = insertelement <2 x i1> %Cmp901, i1 %Cmp123, i32 0
  %B1047 = and <8 x i64> %Shuff564, %L495
  %ZE1048 = zext i16 %L848 to i64
  %Sl1049 = select i1 %E227, float %E865, float %E933
  %Cmp1050 = icmp sge <2 x i8> %B411, %I783
  %L1051 = load i8, i8* %0, align 1
  store double %L365, double* %PC91, align 8
  %E1052 = extractelement <2 x i64> %Shuff549, i32 0
  %Shuff1053 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %Shuff382, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I1054 = insertelement <8 x i64> %L202, i64 %ZE348, i32 3
  %B1055 = lshr i8 %Sl78, %E608
  %Sl1056 = select i1 %L628, i1 %Cmp779, i1 %Cmp413
  br i1 %Sl1056, label %CF1276, label %CF1355

CF1355:                                           ; preds = %CF1355, %CF1410
  %CF1355.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1355.t1 = add i32 %CF1355.t0, -1
  store volatile i32 %CF1355.t1, i32* @stress_budget, align 4
  %CF1355.t2 = icmp slt i32 %CF1355.t1, 0
  br i1 %CF1355.t2, label %stress_out, label %CF1355.body
CF1355.body:
  %Cmp1057 = icmp uge <2 x i32> %Shuff7, %Shuff789
  %L1058 = load i16, i16* %Sl814, align 2
  store <8 x i64> %Shuff564, <8 x i64>* %Sl854, align 64
  %E1059 = extractelement <8 x float> %Sl178, i32 6
  %Shuff1060 = shufflevector <2 x i1> %Shuff118, <2 x i1> %Shuff587, <2 x i32> <i32 1, i32 3>
  %I1061 = insertelement <2 x i32> %I243, i32 %ZE619, i32 1
  %B1062 = fdiv float %E690, 0x451F3F9300000000
  %FC1063 = uitofp i32 342865 to double
  %Sl1064 = select <2 x i1> %Cmp975, <2 x i1> %Tr199, <2 x i1> %Cmp831
  %Cmp1065 = fcmp olt float %B828, %E556
  br i1 %Cmp1065, label %CF1355, label %CF1418

CF1418:                                           ; preds = %CF1355
  %CF1418.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1418.t1 = add i32 %CF1418.t0, -1
  store volatile i32 %CF1418.t1, i32* @stress_budget, align 4
  %CF1418.t2 = icmp slt i32 %CF1418.t1, 0
  br i1 %CF1418.t2, label %stress_out, label %CF1418.body
CF1418.body:
  %L1066 = load i16, i16* %Sl814, align 2
  store i1 %E381, i1* %PC508, align 1
  %E1067 = extractelement <2 x i64> %Sl672, i32 0
  %Shuff1068 = shufflevector <2 x i1> %I284, <2 x i1> %Cmp86, <2 x i32> zeroinitializer
  %I1069 = insertelement <8 x i1> %Shuff699, i1 %Cmp350, i32 3
  %B1070 = frem <2 x float> %I135, %L124
  %ZE1071 = zext <2 x i8> %I112 to <2 x i16>
  %Sl1072 = select i1 %E344, double %L925, double %L451
  %Cmp1073 = fcmp une <2 x float> %Shuff850, %L577
  %L1074 = load double, double* %PC244, align 8
  store i8 %L503, i8* %0, align 1
  %E1075 = extractelement <2 x i64> %Sl838, i32 0
  %Shuff1076 = shufflevector <2 x i64> %B9, <2 x i64> %Sl830, <2 x i32> <i32 3, i32 1>
  %I1077 = insertelement <1 x i16> %Sl878, i16 %L480, i32 0
  %B1078 = sub <2 x i32> %Shuff338, %I175
  %ZE1079 = zext <8 x i1> %Shuff460 to <8 x i32>
  %Sl1080 = select i1 %Cmp379, <2 x float> %B57, <2 x float> %FC731
  %Cmp1081 = icmp uge <2 x i8> %Shuff111, %I375
  %L1082 = load <8 x i64>, <8 x i64>* %Sl854, align 64
  store i8 %L801, i8* %0, align 1
  %E1083 = extractelement <2 x i8> %I921, i32 1
  %Shuff1084 = shufflevector <2 x i1> %Cmp665, <2 x i1> %I730, <2 x i32> <i32 zeroinitializer, i32 0>
  %I1085 = insertelement <8 x i1> %Sl216, i1 %Cmp259, i32 0
  %Se1086 = sext i1 %Cmp733 to i8
  %Sl1087 = select i1 %L989, float %E422, float 0xBBE8259C00000000
  %Cmp1088 = icmp sge i1 %E381, true
  br i1 %Cmp1088, label %CF1276, label %CF1279

CF1279:                                           ; preds = %CF1279, %CF1418
  %CF1279.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1279.t1 = add i32 %CF1279.t0, -1
  store volatile i32 %CF1279.t1, i32* @stress_budget, align 4
  %CF1279.t2 = icmp slt i32 %CF1279.t1, 0
  br i1 %CF1279.t2, label %stress_out, label %CF1279.body
CF1279.body:
  %L1089 = load i16, i16* %Sl814, align 2
  store i1 %E1013, i1* %Sl605, align 1
  %E1090 = extractelement <8 x i1> %Shuff228, i32 1
  br i1 %E1090, label %CF1279, label %CF1285

CF1285:                                           ; preds = %CF1285, %CF1403, %CF1397, %CF1347, %CF1414, %CF1387, %CF1279
  %CF1285.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1285.t1 = add i32 %CF1285.t0, -1
  store volatile i32 %CF1285.t1, i32* @stress_budget, align 4
  %CF1285.t2 = icmp slt i32 %CF1285.t1, 0
  br i1 %CF1285.t2, label %stress_out, label %CF1285.body
CF1285.body:
  %Shuff1091 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I1092 = insertelement <2 x i8> %I669, i8 %Sl, i32 0
  %B1093 = or <2 x i8> %Sl319, %I783
  %FC1094 = sitofp i1 %E881 to float
  %Sl1095 = select i1 %Sl442, <2 x float> %L87, <2 x float> %L465
  %Cmp1096 = fcmp olt double %L343, %L343
  br i1 %Cmp1096, label %CF1285, label %CF1403

CF1403:                                           ; preds = %CF1285
  %CF1403.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1403.t1 = add i32 %CF1403.t0, -1
  store volatile i32 %CF1403.t1, i32* @stress_budget, align 4
  %CF1403.t2 = icmp slt i32 %CF1403.t1, 0
  br i1 %CF1403.t2, label %stress_out, label %CF1403.body
CF1403.body:
  %L1097 = load i1, i1* %PC169, align 1
  br i1 %L1097, label %CF1285, label %CF1397

CF1397:                                           ; preds = %CF1403
  %CF1397.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1397.t1 = add i32 %CF1397.t0, -1
  store volatile i32 %CF1397.t1, i32* @stress_budget, align 4
  %CF1397.t2 = icmp slt i32 %CF1397.t1, 0
  br i1 %CF1397.t2, label %stress_out, label %CF1397.body
CF1397.body:
  store i16 %E110, i16* %Sl814, align 2
  %E1098 = extractelement <8 x i1> %I90, i32 1
  br i1 %E1098, label %CF1285, label %CF1347

CF1347:                                           ; preds = %CF1397
  %CF1347.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1347.t1 = add i32 %CF1347.t0, -1
  store volatile i32 %CF1347.t1, i32* @stress_budget, align 4
  %CF1347.t2 = icmp slt i32 %CF1347.t1, 0
  br i1 %CF1347.t2, label %stress_out, label %CF1347.body
CF1347.body:
  %Shuff1099 = shufflevector <2 x i8> %Shuff307, <2 x i8> %I1092, <2 x i32> <i32 zeroinitializer, i32 2>
  %I1100 = insertelement <2 x float> %I596, float %Sl664, i32 0
  %FC1101 = uitofp i1 %E504 to float
  %Sl1102 = select <4 x i1> %Cmp131, <4 x i16> %I62, <4 x i16> %Tr892
  %Cmp1103 = fcmp uno <2 x float> %I812, %Sl1041
  %L1104 = load i16, i16* %PC, align 2
  store i16 %L1089, i16* %Sl814, align 2
  %E1105 = extractelement <8 x i1> %Cmp100, i32 4
  br i1 %E1105, label %CF1285, label %CF1317

CF1317:                                           ; preds = %CF1317, %CF1347
  %CF1317.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1317.t1 = add i32 %CF1317.t0, -1
  store volatile i32 %CF1317.t1, i32* @stress_budget, align 4
  %CF1317.t2 = icmp slt i32 %CF1317.t1, 0
  br i1 %CF1317.t2, label %stress_out, label %CF1317.body
CF1317.body:
  %Shuff1106 = shufflevector <8 x i1> %Shuff774, <8 x i1> %Shuff189, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 1, i32 3, i32 5>
  %I1107 = insertelement <2 x float> %I506, float %B828, i32 1
  %B1108 = and <2 x i64> %Sl830, %Shuff549
  %FC1109 = uitofp i32 %Sl251 to double
  %Sl1110 = select i1 %Tr177, i1 %Cmp201, i1 %Cmp658
  br i1 %Sl1110, label %CF1317, label %CF1329

CF1329:                                           ; preds = %CF1329, %CF1317
  %CF1329.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1329.t1 = add i32 %CF1329.t0, -1
  store volatile i32 %CF1329.t1, i32* @stress_budget, align 4
  %CF1329.t2 = icmp slt i32 %CF1329.t1, 0
  br i1 %CF1329.t2, label %stress_out, label %CF1329.body
CF1329.body:
  %Cmp1111 = icmp sgt <8 x i1> %Cmp539, %Sl981
  %L1112 = load <2 x float>, <2 x float>* %Sl11, align 8
  store i16 %L940, i16* %Sl814, align 2
  %E1113 = extractelement <2 x i64> %I68, i32 1
  %Shuff1114 = shufflevector <8 x i1> %Shuff897, <8 x i1> %Sl523, <8 x i32> <i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12>
  %I1115 = insertelement <1 x i1> %Shuff595, i1 %Cmp413, i32 0
  %B1116 = frem float %Sl162, %E422
  %FC1117 = fptosi double %L511 to i1
  br i1 %FC1117, label %CF1329, label %CF1414

CF1414:                                           ; preds = %CF1329
  %CF1414.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1414.t1 = add i32 %CF1414.t0, -1
  store volatile i32 %CF1414.t1, i32* @stress_budget, align 4
  %CF1414.t2 = icmp slt i32 %CF1414.t1, 0
  br i1 %CF1414.t2, label %stress_out, label %CF1414.body
CF1414.body:
  %Sl1118 = select i1 %Cmp1065, i64 %E720, i64 %E720
  %Cmp1119 = icmp sgt i8 %E474, %L801
  br i1 %Cmp1119, label %CF1285, label %CF1298

CF1298:                                           ; preds = %CF1298, %CF1419, %CF1411, %CF1414
  %CF1298.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1298.t1 = add i32 %CF1298.t0, -1
  store volatile i32 %CF1298.t1, i32* @stress_budget, align 4
  %CF1298.t2 = icmp slt i32 %CF1298.t1, 0
  br i1 %CF1298.t2, label %stress_out, label %CF1298.body
CF1298.body:
  %L1120 = load i8, i8* %0, align 1
  store i16 %L226, i16* %Sl814, align 2
  %E1121 = extractelement <4 x i32> %Tr51, i32 2
  %Shuff1122 = shufflevector <8 x i64> %B1047, <8 x i64> %L247, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 3>
  %I1123 = insertelement <4 x i1> %Cmp385, i1 %Cmp12, i32 3
  %B1124 = urem <4 x i32> %Tr51, %Tr43
  %Se1125 = sext i8 %E526 to i32
  %Sl1126 = select i1 %L651, i1 %Cmp962, i1 %Sl1056
  br i1 %Sl1126, label %CF1298, label %CF1419

CF1419:                                           ; preds = %CF1298
  %CF1419.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1419.t1 = add i32 %CF1419.t0, -1
  store volatile i32 %CF1419.t1, i32* @stress_budget, align 4
  %CF1419.t2 = icmp slt i32 %CF1419.t1, 0
  br i1 %CF1419.t2, label %stress_out, label %CF1419.body
CF1419.body:
  %Cmp1127 = icmp eq <2 x i1> %I745, %Cmp193
  %L1128 = load i8, i8* %0, align 1
  store i32 %E408, i32* %PC340, align 4
  %E1129 = extractelement <8 x i1> %Cmp479, i32 1
  br i1 %E1129, label %CF1298, label %CF1375

CF1375:                                           ; preds = %CF1375, %CF1419
  %CF1375.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1375.t1 = add i32 %CF1375.t0, -1
  store volatile i32 %CF1375.t1, i32* @stress_budget, align 4
  %CF1375.t2 = icmp slt i32 %CF1375.t1, 0
  br i1 %CF1375.t2, label %stress_out, label %CF1375.body
CF1375.body:
  %Shuff1130 = shufflevector <2 x float> %Shuff262, <2 x float> %L13, <2 x i32> zeroinitializer
  %I1131 = insertelement <8 x i1> %Cmp763, i1 %Sl916, i32 2
  %B1132 = mul i64 %Se462, %E720
  %FC1133 = uitofp <8 x i64> %L101 to <8 x float>
  %Sl1134 = select <2 x i1> %I730, <2 x i64> %I432, <2 x i64> %B222
  %Cmp1135 = icmp sge <4 x i32> %Tr51, %I324
  %L1136 = load i16, i16* %PC, align 2
  store i1 %E195, i1* %PC508, align 1
  %E1137 = extractelement <8 x i1> %Shuff460, i32 0
  br i1 %E1137, label %CF1375, label %CF1411

CF1411:                                           ; preds = %CF1375
  %CF1411.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1411.t1 = add i32 %CF1411.t0, -1
  store volatile i32 %CF1411.t1, i32* @stress_budget, align 4
  %CF1411.t2 = icmp slt i32 %CF1411.t1, 0
  br i1 %CF1411.t2, label %stress_out, label %CF1411.body
CF1411.body:
  %Shuff1138 = shufflevector <2 x i1> %Cmp1050, <2 x i1> %Cmp239, <2 x i32> <i32 3, i32 1>
  %I1139 = insertelement <2 x i32> %Shuff1030, i32 %E408, i32 1
  %Se1140 = sext <1 x i1> %Cmp304 to <1 x i64>
  %Sl1141 = select <8 x i1> %I346, <8 x i16> %Se106, <8 x i16> %Shuff858
  %Cmp1142 = icmp slt <8 x i1> %Cmp726, %Shuff158
  %L1143 = load i1, i1* %PC508, align 1
  br i1 %L1143, label %CF1298, label %CF1316

CF1316:                                           ; preds = %CF1316, %CF1335, %CF1381, %CF1411
  %CF1316.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1316.t1 = add i32 %CF1316.t0, -1
  store volatile i32 %CF1316.t1, i32* @stress_budget, align 4
  %CF1316.t2 = icmp slt i32 %CF1316.t1, 0
  br i1 %CF1316.t2, label %stress_out, label %CF1316.body
CF1316.body:
  store i8 %L932, i8* %0, align 1
  %E1144 = extractelement <1 x i16> %Shuff744, i32 0
  %Shuff1145 = shufflevector <2 x i32> %Shuff505, <2 x i32> %I175, <2 x i32> <i32 zeroinitializer, i32 3>
  %I1146 = insertelement <8 x i1> %Sl822, i1 %E39, i32 7
  %B1147 = sdiv <1 x i16> %B951, %I1000
  %FC1148 = fptoui double %L925 to i16
  %Sl1149 = select <8 x i1> zeroinitializer, <8 x i1> %I716, <8 x i1> %I1069
  %Cmp1150 = fcmp uge <2 x float> %Sl238, %L13
  %L1151 = load i1, i1* %PC508, align 1
  br i1 %L1151, label %CF1316, label %CF1335

CF1335:                                           ; preds = %CF1316
  %CF1335.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1335.t1 = add i32 %CF1335.t0, -1
  store volatile i32 %CF1335.t1, i32* @stress_budget, align 4
  %CF1335.t2 = icmp slt i32 %CF1335.t1, 0
  br i1 %CF1335.t2, label %stress_out, label %CF1335.body
CF1335.body:
  store i1 %Sl29, i1* %PC508, align 1
  %E1152 = extractelement <8 x i1> %Cmp584, i32 2
  br i1 %E1152, label %CF1316, label %CF1334

CF1334:                                           ; preds = %CF1334, %CF1335
  %CF1334.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1334.t1 = add i32 %CF1334.t0, -1
  store volatile i32 %CF1334.t1, i32* @stress_budget, align 4
  %CF1334.t2 = icmp slt i32 %CF1334.t1, 0
  br i1 %CF1334.t2, label %stress_out, label %CF1334.body
CF1334.body:
  %Shuff1153 = shufflevector <8 x i64> %L164, <8 x i64> %Sl846, <8 x i32> <i32 5, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 1, i32 zeroinitializer>
  %I1154 = insertelement <1 x i1> %Cmp673, i1 %Sl1126, i32 0
  %B1155 = shl i16 %E903, %L1136
  %FC1156 = sitofp <2 x i64> %B222 to <2 x double>
  %Sl1157 = select i1 %Cmp847, <4 x i64> %Shuff661, <4 x i64> %I229
  %Cmp1158 = icmp ult i1 %Sl334, %Cmp12
  br i1 %Cmp1158, label %CF1334, label %CF1381

CF1381:                                           ; preds = %CF1334
  %CF1381.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1381.t1 = add i32 %CF1381.t0, -1
  store volatile i32 %CF1381.t1, i32* @stress_budget, align 4
  %CF1381.t2 = icmp slt i32 %CF1381.t1, 0
  br i1 %CF1381.t2, label %stress_out, label %CF1381.body
CF1381.body:
  %L1159 = load i32, i32* %PC340, align 4
  store i16 %L1058, i16* %Sl814, align 2
  %E1160 = extractelement <2 x i32> %Sl725, i32 1
  %Shuff1161 = shufflevector <8 x i1> %Shuff1106, <8 x i1> %Shuff482, <8 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14>
  %I1162 = insertelement <8 x i1> %Shuff912, i1 %Sl1126, i32 2
  %ZE1163 = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl1164 = select i1 %Cmp793, <2 x float> %I580, <2 x float> %Shuff431
  %Cmp1165 = icmp ult i1 %Cmp1119, %L1043
  br i1 %Cmp1165, label %CF1316, label %CF1318

CF1318:                                           ; preds = %CF1318, %CF1381
  %CF1318.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1318.t1 = add i32 %CF1318.t0, -1
  store volatile i32 %CF1318.t1, i32* @stress_budget, align 4
  %CF1318.t2 = icmp slt i32 %CF1318.t1, 0
  br i1 %CF1318.t2, label %stress_out, label %CF1318.body
CF1318.body:
  %L1166 = load i16, i16* %Sl814, align 2
  store <8 x i64> %L1012, <8 x i64>* %Sl138, align 64
  %E1167 = extractelement <8 x i1> %Shuff602, i32 7
  br i1 %E1167, label %CF1318, label %CF1387

CF1387:                                           ; preds = %CF1318
  %CF1387.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1387.t1 = add i32 %CF1387.t0, -1
  store volatile i32 %CF1387.t1, i32* @stress_budget, align 4
  %CF1387.t2 = icmp slt i32 %CF1387.t1, 0
  br i1 %CF1387.t2, label %stress_out, label %CF1387.body
CF1387.body:
  %Shuff1168 = shufflevector <2 x i64> %Shuff549, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 zeroinitializer>
  %I1169 = insertelement <8 x i64> %L607, i64 %ZE426, i32 0
  %B1170 = shl <2 x i8> %I308, %I950
  %Sl1171 = select <8 x i1> %Shuff834, <8 x i1> %L444, <8 x i1> %Shuff1106
  %Cmp1172 = icmp sgt <2 x i8> %B28, %B411
  %L1173 = load i8, i8* %0, align 1
  store i8 %E219, i8* %0, align 1
  %E1174 = extractelement <4 x i16> %Tr892, i32 0
  %Shuff1175 = shufflevector <8 x float> %FC1133, <8 x float> %I986, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1176 = insertelement <8 x i1> %Cmp252, i1 %Sl695, i32 1
  %Tr1177 = trunc <8 x i64> %Sl591 to <8 x i32>
  %Sl1178 = select i1 %L742, float %FC1094, float %FC1094
  %Cmp1179 = icmp eq i64 %FC369, %E781
  br i1 %Cmp1179, label %CF1285, label %CF1290

CF1290:                                           ; preds = %CF1290, %CF1417, %CF1387
  %CF1290.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1290.t1 = add i32 %CF1290.t0, -1
  store volatile i32 %CF1290.t1, i32* @stress_budget, align 4
  %CF1290.t2 = icmp slt i32 %CF1290.t1, 0
  br i1 %CF1290.t2, label %stress_out, label %CF1290.body
CF1290.body:
  %L1180 = load i16, i16* %Sl814, align 2
  store i16 %L969, i16* %Sl814, align 2
  %E1181 = extractelement <2 x i32> %Shuff505, i32 0
  %Shuff1182 = shufflevector <1 x i1> %I424, <1 x i1> %Shuff904, <1 x i32> <i32 1>
  %I1183 = insertelement <4 x i1> %Cmp576, i1 %L1028, i32 3
  %B1184 = sdiv i8 %ZE821, %L801
  %Tr1185 = trunc <8 x i16> %Shuff858 to <8 x i1>
  %Sl1186 = select <8 x i1> %Cmp225, <8 x i1> %L24, <8 x i1> %L24
  %Cmp1187 = icmp ule <1 x i64> %Se1140, %ZE877
  %L1188 = load i1, i1* %Sl605, align 1
  br i1 %L1188, label %CF1290, label %CF1417

CF1417:                                           ; preds = %CF1290
  %CF1417.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1417.t1 = add i32 %CF1417.t0, -1
  store volatile i32 %CF1417.t1, i32* @stress_budget, align 4
  %CF1417.t2 = icmp slt i32 %CF1417.t1, 0
  br i1 %CF1417.t2, label %stress_out, label %CF1417.body
CF1417.body:
  store i32 %E47, i32* %PC340, align 4
  %E1189 = extractelement <2 x i8> %Shuff1099, i32 0
  %Shuff1190 = shufflevector <1 x i16> %I1077, <1 x i16> %Shuff48, <1 x i32> <i32 1>
  %I1191 = insertelement <2 x float> %Shuff103, float %E933, i32 1
  %FC1192 = uitofp <2 x i1> %Cmp808 to <2 x float>
  %Sl1193 = select i1 %Cmp606, float %Sl1178, float %E865
  %Cmp1194 = icmp eq <8 x i1> %I1015, %Cmp681
  %L1195 = load i8, i8* %0, align 1
  store i16 -10315, i16* %Sl814, align 2
  %E1196 = extractelement <8 x i1> %Shuff497, i32 3
  br i1 %E1196, label %CF1290, label %CF1302

CF1302:                                           ; preds = %CF1302, %CF1417
  %CF1302.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1302.t1 = add i32 %CF1302.t0, -1
  store volatile i32 %CF1302.t1, i32* @stress_budget, align 4
  %CF1302.t2 = icmp slt i32 %CF1302.t1, 0
  br i1 %CF1302.t2, label %stress_out, label %CF1302.body
CF1302.body:
  %Shuff1197 = shufflevector <2 x i32> %Shuff446, <2 x i32> %Sl642, <2 x i32> <i32 zeroinitializer, i32 0>
  %I1198 = insertelement <2 x i8> %Sl192, i8 %L53, i32 0
  %B1199 = and i32 %B317, %E1121
  %ZE1200 = zext i1 %Cmp982 to i64
  %Sl1201 = select i1 %Cmp464, i1 %Cmp599, i1 %Cmp186
  br i1 %Sl1201, label %CF1302, label %CF1420

CF1420:                                           ; preds = %CF1302
  %CF1420.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1420.t1 = add i32 %CF1420.t0, -1
  store volatile i32 %CF1420.t1, i32* @stress_budget, align 4
  %CF1420.t2 = icmp slt i32 %CF1420.t1, 0
  br i1 %CF1420.t2, label %stress_out, label %CF1420.body
CF1420.body:
  %Cmp1202 = icmp eq <2 x i64> %B1108, %B1108
  %L1203 = load i32, i32* %PC98, align 4
  store i16 %L480, i16* %Sl814, align 2
  %E1204 = extractelement <2 x i8> %B1024, i32 0
  %Shuff1205 = shufflevector <8 x i1> %Shuff497, <8 x i1> %I851, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15>
  %I1206 = insertelement <4 x i32> %Sl885, i32 %B499, i32 3
  %B1207 = srem i64 %ZE348, %ZE492
  %Tr1208 = trunc <2 x i64> %Shuff1168 to <2 x i32>
  %Sl1209 = select <8 x i1> %Cmp800, <8 x i64> %Shuff323, <8 x i64> %Sl846
  %Cmp1210 = fcmp oeq float %FC761, %E652
  br i1 %Cmp1210, label %CF1237, label %CF1245

CF1245:                                           ; preds = %CF1245, %CF1365, %CF1328, %CF1420
  %CF1245.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1245.t1 = add i32 %CF1245.t0, -1
  store volatile i32 %CF1245.t1, i32* @stress_budget, align 4
  %CF1245.t2 = icmp slt i32 %CF1245.t1, 0
  br i1 %CF1245.t2, label %stress_out, label %CF1245.body
CF1245.body:
  %L1211 = load i16, i16* %Sl814, align 2
  store i1 %E496, i1* %PC508, align 1
  %E1212 = extractelement <8 x i1> %Shuff897, i32 0
  br i1 %E1212, label %CF1245, label %CF1365

CF1365:                                           ; preds = %CF1245
  %CF1365.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1365.t1 = add i32 %CF1365.t0, -1
  store volatile i32 %CF1365.t1, i32* @stress_budget, align 4
  %CF1365.t2 = icmp slt i32 %CF1365.t1, 0
  br i1 %CF1365.t2, label %stress_out, label %CF1365.body
CF1365.body:
  %Shuff1213 = shufflevector <2 x i64> %I890, <2 x i64> %I250, <2 x i32> <i32 3, i32 1>
  %I1214 = insertelement <2 x double> %ZE791, double %B183, i32 1
  %FC1215 = uitofp <2 x i8> %Shuff1099 to <2 x float>
  %Sl1216 = select i1 %FC1117, i1 %E750, i1 %Cmp855
  br i1 %Sl1216, label %CF1245, label %CF1328

CF1328:                                           ; preds = %CF1365
  %CF1328.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1328.t1 = add i32 %CF1328.t0, -1
  store volatile i32 %CF1328.t1, i32* @stress_budget, align 4
  %CF1328.t2 = icmp slt i32 %CF1328.t1, 0
  br i1 %CF1328.t2, label %stress_out, label %CF1328.body
CF1328.body:
  %Cmp1217 = fcmp ogt <8 x double> %FC625, %FC625
  %L1218 = load i8, i8* %0, align 1
  store i16 %L437, i16* %Sl814, align 2
  %E1219 = extractelement <2 x float> %Sl1041, i32 1
  %Shuff1220 = shufflevector <4 x i64> %Shuff382, <4 x i64> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I1221 = insertelement <8 x i64> %L636, i64 %B604, i32 2
  %B1222 = or <2 x i32> %Sl725, %I175
  %FC1223 = fptosi double %B397 to i8
  %Sl1224 = select i1 %E241, <2 x float> %I775, <2 x float> %Shuff67
  %Cmp1225 = icmp ule i1 %L1151, %Sl718
  br i1 %Cmp1225, label %CF1245, label %CF1267

CF1267:                                           ; preds = %CF1267, %CF1328
  %CF1267.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1267.t1 = add i32 %CF1267.t0, -1
  store volatile i32 %CF1267.t1, i32* @stress_budget, align 4
  %CF1267.t2 = icmp slt i32 %CF1267.t1, 0
  br i1 %CF1267.t2, label %stress_out, label %CF1267.body
CF1267.body:
  %L1226 = load i16, i16* %Sl814, align 2
  store i1 %E586, i1* %PC508, align 1
  %E1227 = extractelement <8 x i64> %Shuff166, i32 5
  %Shuff1228 = shufflevector <4 x i1> %Shuff978, <4 x i1> %Cmp576, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I1229 = insertelement <8 x i1> %Cmp487, i1 %E964, i32 2
  %B1230 = fdiv float %FC137, %E74
  %FC1231 = uitofp <4 x i32> %Sl885 to <4 x double>
  %Sl1232 = select <4 x i1> %Cmp576, <4 x i16> %Tr892, <4 x i16> %I572
  %Cmp1233 = icmp uge i8 %E474, %E330
  br i1 %Cmp1233, label %CF1267, label %CF1271

CF1271:                                           ; preds = %CF1267
  %CF1271.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1271.t1 = add i32 %CF1271.t0, -1
  store volatile i32 %CF1271.t1, i32* @stress_budget, align 4
  %CF1271.t2 = icmp slt i32 %CF1271.t1, 0
  br i1 %CF1271.t2, label %stress_out, label %CF1271.body
CF1271.body:
  store <8 x i64> %L429, <8 x i64>* %Sl854, align 64
  store i8 %L682, i8* %0, align 1
  store i16 %Tr223, i16* %Sl814, align 2
  store i8 %ZE994, i8* %0, align 1
  store double %L600, double* %PC244, align 8
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"ilp32d"}
