; tests/stress.sh regression: llvm-stress -seed=224 -size=1500, rv64, sanitized by stress.sh.
; A 2880-byte frame under high pressure: frame-index elimination found no free scratch
; register for an offset beyond +-2047 (exit 1, 'offset 2160 needs a scratch register and none
; is free here'). Fixed in backend/src/frame (an emergency slot next to sp; a live register is
; borrowed around the instruction). llvm-reduce kept ~2500 lines that no longer terminate.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to <8 x i8>*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to <8 x i8>*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to <2 x i1>*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to <4 x i32>*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to <8 x float>*
  %L = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 5, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I = insertelement <4 x i32> zeroinitializer, i32 228973, i32 3
  %B = shl i16 2813, -17291
  %FC = fptoui double 0xD95F847E125DF2FC to i8
  %Sl = select i1 true, <8 x i8>* %A3, <8 x i8>* %A3
  %Cmp = icmp eq i16 0, -17291
  br label %CF1385

CF1385:                                           ; preds = %BB
  %CF1385.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1385.t1 = add i32 %CF1385.t0, -1
  store volatile i32 %CF1385.t1, i32* @stress_budget, align 4
  %CF1385.t2 = icmp slt i32 %CF1385.t1, 0
  br i1 %CF1385.t2, label %stress_out, label %CF1385.body
CF1385.body:
  %L5 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store <8 x i8> %L5, <8 x i8>* %Sl, align 8
  %E6 = extractelement <8 x i64> zeroinitializer, i32 1
  %Shuff7 = shufflevector <8 x i64> %Shuff, <8 x i64> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 228973, i32 0
  %B9 = ashr i16 0, 2813
  %FC10 = fptosi float 0xC0D9BE6D80000000 to i64
  %Sl11 = select i1 %Cmp, <8 x i8> %L5, <8 x i8> %L5
  %L12 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store i8 %L, i8* %0, align 1
  %E13 = extractelement <8 x i8> %L12, i32 0
  %Shuff14 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 1>
  %I15 = insertelement <4 x i32> zeroinitializer, i32 224437, i32 1
  %B16 = add i8 %FC, %L
  %Sl17 = select i1 %Cmp, i32 %3, i32 138485
  %Cmp18 = icmp slt i32 %E, 138485
  br label %CF1286

CF1286:                                           ; preds = %CF1286, %CF1349, %CF1396, %CF1385
  %CF1286.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1286.t1 = add i32 %CF1286.t0, -1
  store volatile i32 %CF1286.t1, i32* @stress_budget, align 4
  %CF1286.t2 = icmp slt i32 %CF1286.t1, 0
  br i1 %CF1286.t2, label %stress_out, label %CF1286.body
CF1286.body:
  %L19 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store <8 x i8> %L5, <8 x i8>* %Sl, align 8
  %E20 = extractelement <2 x i1> zeroinitializer, i32 1
  br i1 %E20, label %CF1286, label %CF1349

CF1349:                                           ; preds = %CF1286
  %CF1349.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1349.t1 = add i32 %CF1349.t0, -1
  store volatile i32 %CF1349.t1, i32* @stress_budget, align 4
  %CF1349.t2 = icmp slt i32 %CF1349.t1, 0
  br i1 %CF1349.t2, label %stress_out, label %CF1349.body
CF1349.body:
  %Shuff21 = shufflevector <8 x i8> %L19, <8 x i8> %L5, <8 x i32> <i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14>
  %I22 = insertelement <8 x i8> %L19, i8 %L, i32 2
  %B23 = urem i64 524177, 444873
  %BC = bitcast <8 x i64> %Shuff to <8 x double>
  %Sl24 = select i1 %Cmp, <8 x i8> %L5, <8 x i8> %L5
  %Cmp25 = icmp ule i32 %3, %3
  br i1 %Cmp25, label %CF1286, label %CF1314

CF1314:                                           ; preds = %CF1314, %CF1349
  %CF1314.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1314.t1 = add i32 %CF1314.t0, -1
  store volatile i32 %CF1314.t1, i32* @stress_budget, align 4
  %CF1314.t2 = icmp slt i32 %CF1314.t1, 0
  br i1 %CF1314.t2, label %stress_out, label %CF1314.body
CF1314.body:
  %L26 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store i8 %B16, i8* %0, align 1
  %E27 = extractelement <8 x i64> zeroinitializer, i32 7
  %Shuff28 = shufflevector <8 x i8> %L5, <8 x i8> %L5, <8 x i32> <i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 2, i32 4, i32 zeroinitializer, i32 8>
  %I29 = insertelement <8 x i8> %L19, i8 %L, i32 4
  %B30 = fsub <8 x double> %BC, %BC
  %FC31 = sitofp i32 %E to float
  %Sl32 = select i1 %Cmp, <8 x i8> %L5, <8 x i8> %L5
  %Cmp33 = icmp sgt <8 x i64> %Shuff7, %Shuff
  %L34 = load i8, i8* %0, align 1
  store <8 x i8> %L5, <8 x i8>* %Sl, align 8
  %E35 = extractelement <8 x i1> %Cmp33, i32 7
  br i1 %E35, label %CF1314, label %CF1396

CF1396:                                           ; preds = %CF1314
  %CF1396.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1396.t1 = add i32 %CF1396.t0, -1
  store volatile i32 %CF1396.t1, i32* @stress_budget, align 4
  %CF1396.t2 = icmp slt i32 %CF1396.t1, 0
  br i1 %CF1396.t2, label %stress_out, label %CF1396.body
CF1396.body:
  %Shuff36 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 zeroinitializer>
  %I37 = insertelement <4 x i16> zeroinitializer, i16 2813, i32 0
  %FC38 = sitofp <4 x i32> %Shuff14 to <4 x double>
  %Sl39 = select i1 %Cmp, <8 x double> %BC, <8 x double> %BC
  %Cmp40 = fcmp oge double 0xF3A798C6A0A57B44, 0x860FCD2EF70D73AC
  br i1 %Cmp40, label %CF1286, label %CF1288

CF1288:                                           ; preds = %CF1288, %CF1405, %CF1396
  %CF1288.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1288.t1 = add i32 %CF1288.t0, -1
  store volatile i32 %CF1288.t1, i32* @stress_budget, align 4
  %CF1288.t2 = icmp slt i32 %CF1288.t1, 0
  br i1 %CF1288.t2, label %stress_out, label %CF1288.body
CF1288.body:
  %L41 = load i8, i8* %0, align 1
  store <8 x i8> %L5, <8 x i8>* %Sl, align 8
  %E42 = extractelement <8 x i64> %Shuff, i32 5
  %Shuff43 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14>
  %I44 = insertelement <4 x i32> zeroinitializer, i32 138485, i32 2
  %B45 = fmul float 0xC0D9BE6D80000000, 0xC0D9BE6D80000000
  %Tr = trunc <4 x i64> zeroinitializer to <4 x i16>
  %Sl46 = select i1 true, <8 x i16> zeroinitializer, <8 x i16> zeroinitializer
  %Cmp47 = icmp sge i8 %L, %L34
  br i1 %Cmp47, label %CF1288, label %CF1405

CF1405:                                           ; preds = %CF1288
  %CF1405.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1405.t1 = add i32 %CF1405.t0, -1
  store volatile i32 %CF1405.t1, i32* @stress_budget, align 4
  %CF1405.t2 = icmp slt i32 %CF1405.t1, 0
  br i1 %CF1405.t2, label %stress_out, label %CF1405.body
CF1405.body:
  %L48 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store i8 %FC, i8* %0, align 1
  %E49 = extractelement <8 x i64> zeroinitializer, i32 7
  %Shuff50 = shufflevector <4 x double> %FC38, <4 x double> %FC38, <4 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 6, i32 0>
  %I51 = insertelement <8 x double> %BC, double 0x860FCD2EF70D73AC, i32 4
  %Tr52 = trunc i64 416137 to i1
  br i1 %Tr52, label %CF1288, label %CF1290

CF1290:                                           ; preds = %CF1290, %CF1405
  %CF1290.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1290.t1 = add i32 %CF1290.t0, -1
  store volatile i32 %CF1290.t1, i32* @stress_budget, align 4
  %CF1290.t2 = icmp slt i32 %CF1290.t1, 0
  br i1 %CF1290.t2, label %stress_out, label %CF1290.body
CF1290.body:
  %Sl53 = select i1 %Cmp18, <8 x double> %I51, <8 x double> %BC
  %Cmp54 = icmp ugt i1 %Cmp, %Cmp
  br i1 %Cmp54, label %CF1290, label %CF1322

CF1322:                                           ; preds = %CF1290
  %CF1322.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1322.t1 = add i32 %CF1322.t0, -1
  store volatile i32 %CF1322.t1, i32* @stress_budget, align 4
  %CF1322.t2 = icmp slt i32 %CF1322.t1, 0
  br i1 %CF1322.t2, label %stress_out, label %CF1322.body
CF1322.body:
  %L55 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E56 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff57 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff36, <2 x i32> <i32 0, i32 2>
  %I58 = insertelement <4 x i32> zeroinitializer, i32 300685, i32 2
  %B59 = sdiv <8 x i64> %Shuff43, zeroinitializer
  %Se = sext <2 x i1> %Shuff36 to <2 x i8>
  %Sl60 = select i1 %Tr52, i1 true, i1 %Cmp
  br label %CF1273

CF1273:                                           ; preds = %CF1273, %CF1322
  %CF1273.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1273.t1 = add i32 %CF1273.t0, -1
  store volatile i32 %CF1273.t1, i32* @stress_budget, align 4
  %CF1273.t2 = icmp slt i32 %CF1273.t1, 0
  br i1 %CF1273.t2, label %stress_out, label %CF1273.body
CF1273.body:
  %Cmp61 = fcmp one <8 x double> %I51, %BC
  %L62 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store i8 %L, i8* %0, align 1
  %E63 = extractelement <8 x i8> %L26, i32 3
  %Shuff64 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %I65 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 2
  %B66 = add <8 x i16> %Sl46, zeroinitializer
  %ZE = zext i1 true to i8
  %Sl67 = select i1 %Cmp, <2 x i1>* %A2, <2 x i1>* %A2
  %Cmp68 = icmp ult i64 462637, %E27
  br i1 %Cmp68, label %CF1273, label %CF1367

CF1367:                                           ; preds = %CF1273
  %CF1367.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1367.t1 = add i32 %CF1367.t0, -1
  store volatile i32 %CF1367.t1, i32* @stress_budget, align 4
  %CF1367.t2 = icmp slt i32 %CF1367.t1, 0
  br i1 %CF1367.t2, label %stress_out, label %CF1367.body
CF1367.body:
  %L69 = load <2 x i1>, <2 x i1>* %A2, align 1
  %E70 = extractelement <2 x i1> zeroinitializer, i32 0
  br label %CF1260

CF1260:                                           ; preds = %CF1260, %CF1283, %CF1400, %CF1367
  %CF1260.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1260.t1 = add i32 %CF1260.t0, -1
  store volatile i32 %CF1260.t1, i32* @stress_budget, align 4
  %CF1260.t2 = icmp slt i32 %CF1260.t1, 0
  br i1 %CF1260.t2, label %stress_out, label %CF1260.body
CF1260.body:
  %Shuff71 = shufflevector <8 x i8> %I29, <8 x i8> %L5, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I72 = insertelement <4 x i32> zeroinitializer, i32 224437, i32 1
  %B73 = ashr <4 x i32> %I15, %I
  %FC74 = fptoui float %B45 to i64
  %Sl75 = select i1 %Tr52, float 0x465BBE6F80000000, float %FC31
  %Cmp76 = fcmp olt float 0xC0D9BE6D80000000, %B45
  br i1 %Cmp76, label %CF1260, label %CF1280

CF1280:                                           ; preds = %CF1280, %CF1402, %CF1339, %CF1260
  %CF1280.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1280.t1 = add i32 %CF1280.t0, -1
  store volatile i32 %CF1280.t1, i32* @stress_budget, align 4
  %CF1280.t2 = icmp slt i32 %CF1280.t1, 0
  br i1 %CF1280.t2, label %stress_out, label %CF1280.body
CF1280.body:
  %L77 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store <8 x i8> %Sl32, <8 x i8>* %Sl, align 8
  %E78 = extractelement <8 x i16> zeroinitializer, i32 3
  %Shuff79 = shufflevector <8 x i8> %L62, <8 x i8> %L5, <8 x i32> <i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4>
  %I80 = insertelement <4 x i32> %Shuff14, i32 %3, i32 0
  %B81 = sub i64 %E6, 462637
  %Se82 = sext <2 x i1> %L77 to <2 x i64>
  %Sl83 = select i1 %Cmp40, i1 %Cmp76, i1 true
  br i1 %Sl83, label %CF1280, label %CF1306

CF1306:                                           ; preds = %CF1306, %CF1280
  %CF1306.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1306.t1 = add i32 %CF1306.t0, -1
  store volatile i32 %CF1306.t1, i32* @stress_budget, align 4
  %CF1306.t2 = icmp slt i32 %CF1306.t1, 0
  br i1 %CF1306.t2, label %stress_out, label %CF1306.body
CF1306.body:
  %Cmp84 = icmp slt <8 x i64> %B59, %Shuff
  %L85 = load i8, i8* %0, align 1
  %E86 = extractelement <8 x i16> %Sl46, i32 5
  %Shuff87 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I88 = insertelement <8 x i8> %Shuff21, i8 %L85, i32 2
  %B89 = fdiv <8 x double> %BC, %BC
  %Tr90 = trunc <4 x i32> %I58 to <4 x i8>
  %Sl91 = select i1 %Cmp47, double 0x860FCD2EF70D73AC, double 0xD95F847E125DF2FC
  %Cmp92 = icmp ult <4 x i32> %I58, %I
  %L93 = load <8 x i8>, <8 x i8>* %Sl, align 8
  %E94 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff95 = shufflevector <8 x i64> %Shuff, <8 x i64> %B59, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer, i32 zeroinitializer, i32 15>
  %I96 = insertelement <8 x i8> %L5, i8 %L55, i32 3
  %B97 = xor i32 300685, %3
  %ZE98 = zext <2 x i1> %L69 to <2 x i32>
  %Sl99 = select i1 %Cmp47, i16 -27499, i16 %E56
  %Cmp100 = icmp sge <8 x i1> %Cmp84, %Cmp33
  %L101 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store <8 x i8> %L62, <8 x i8>* %Sl, align 8
  %E102 = extractelement <2 x i1> %L77, i32 0
  br i1 %E102, label %CF1306, label %CF1402

CF1402:                                           ; preds = %CF1306
  %CF1402.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1402.t1 = add i32 %CF1402.t0, -1
  store volatile i32 %CF1402.t1, i32* @stress_budget, align 4
  %CF1402.t2 = icmp slt i32 %CF1402.t1, 0
  br i1 %CF1402.t2, label %stress_out, label %CF1402.body
CF1402.body:
  %Shuff103 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff95, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9>
  %I104 = insertelement <8 x i64> %Shuff7, i64 %E42, i32 5
  %B105 = add <8 x i8> %Sl11, %L5
  %Tr106 = fptrunc double 0xD95F847E125DF2FC to float
  %Sl107 = select i1 %Cmp54, <8 x i8> %L26, <8 x i8> %L5
  %Cmp108 = fcmp ult <8 x double> %I51, %BC
  %L109 = load i8, i8* %0, align 1
  %E110 = extractelement <8 x i1> %Cmp100, i32 7
  br i1 %E110, label %CF1280, label %CF1305

CF1305:                                           ; preds = %CF1305, %CF1372, %CF1402
  %CF1305.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1305.t1 = add i32 %CF1305.t0, -1
  store volatile i32 %CF1305.t1, i32* @stress_budget, align 4
  %CF1305.t2 = icmp slt i32 %CF1305.t1, 0
  br i1 %CF1305.t2, label %stress_out, label %CF1305.body
CF1305.body:
  %Shuff111 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %L101, <2 x i32> <i32 zeroinitializer, i32 0>
  %I112 = insertelement <4 x i32> zeroinitializer, i32 %B97, i32 0
  %B113 = add <8 x i8> %I29, %Sl32
  %ZE114 = zext i1 %E110 to i8
  %Sl115 = select i1 true, <8 x double> %B30, <8 x double> %BC
  %Cmp116 = icmp ne <8 x i8> %L19, %Shuff71
  %L117 = load i8, i8* %0, align 1
  store <8 x i8> %Shuff28, <8 x i8>* %Sl, align 8
  %E118 = extractelement <8 x i64> %Shuff43, i32 3
  %Shuff119 = shufflevector <8 x i8> %Shuff79, <8 x i8> %L5, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I120 = insertelement <4 x i16> zeroinitializer, i16 %E78, i32 0
  %B121 = sdiv <2 x i8> %Se, %Se
  %Se122 = sext <8 x i8> %L26 to <8 x i32>
  %Sl123 = select i1 %Cmp, float 0x465BBE6F80000000, float %B45
  %Cmp124 = icmp uge i1 %Cmp76, %Cmp40
  br i1 %Cmp124, label %CF1305, label %CF1352

CF1352:                                           ; preds = %CF1352, %CF1305
  %CF1352.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1352.t1 = add i32 %CF1352.t0, -1
  store volatile i32 %CF1352.t1, i32* @stress_budget, align 4
  %CF1352.t2 = icmp slt i32 %CF1352.t1, 0
  br i1 %CF1352.t2, label %stress_out, label %CF1352.body
CF1352.body:
  %L125 = load <8 x i8>, <8 x i8>* %Sl, align 8
  %E126 = extractelement <8 x i64> %Shuff, i32 5
  %Shuff127 = shufflevector <8 x i64> %Shuff103, <8 x i64> %Shuff, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 zeroinitializer>
  %I128 = insertelement <4 x i32> %I15, i32 224437, i32 2
  %B129 = shl <1 x i16> zeroinitializer, zeroinitializer
  %Tr130 = trunc <1 x i32> zeroinitializer to <1 x i16>
  %Sl131 = select i1 %E102, <8 x i8>* %Sl, <8 x i8>* %A3
  %Cmp132 = icmp ult <4 x i32> %I65, %I80
  %L133 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x float> <float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00>, <8 x float>* %A, align 32
  %E134 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff135 = shufflevector <8 x i64> %Shuff103, <8 x i64> %Shuff7, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I136 = insertelement <1 x i32> zeroinitializer, i32 224437, i32 0
  %BC137 = bitcast <8 x i64> %Shuff135 to <8 x double>
  %Sl138 = select i1 %Tr52, <8 x i8> %I22, <8 x i8> %Sl11
  %Cmp139 = fcmp oge <8 x double> %B30, %BC
  %L140 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store <8 x i8> %Sl11, <8 x i8>* %Sl131, align 8
  %E141 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff142 = shufflevector <8 x i8> %L26, <8 x i8> %L5, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 0>
  %I143 = insertelement <2 x i1> %Shuff57, i1 %Sl60, i32 0
  %B144 = sdiv <1 x i16> %Tr130, %B129
  %FC145 = sitofp i8 %L to float
  %Sl146 = select i1 %Cmp, i16 0, i16 2813
  %Cmp147 = icmp slt i8 %5, %L
  br i1 %Cmp147, label %CF1352, label %CF1372

CF1372:                                           ; preds = %CF1352
  %CF1372.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1372.t1 = add i32 %CF1372.t0, -1
  store volatile i32 %CF1372.t1, i32* @stress_budget, align 4
  %CF1372.t2 = icmp slt i32 %CF1372.t1, 0
  br i1 %CF1372.t2, label %stress_out, label %CF1372.body
CF1372.body:
  %L148 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %L19, <8 x i8>* %Sl, align 8
  %E149 = extractelement <8 x i64> %Shuff127, i32 6
  %Shuff150 = shufflevector <8 x i8> %L93, <8 x i8> %L5, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I151 = insertelement <4 x i32> zeroinitializer, i32 %3, i32 3
  %B152 = sub <1 x i16> %B144, %B129
  %FC153 = sitofp <8 x i8> %L12 to <8 x float>
  %Sl154 = select i1 %Tr52, <8 x i8> %L12, <8 x i8> %L48
  %Cmp155 = icmp slt <8 x i8> %B113, %I22
  %L156 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  %E157 = extractelement <2 x i1> %Shuff36, i32 1
  br i1 %E157, label %CF1305, label %CF1339

CF1339:                                           ; preds = %CF1372
  %CF1339.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1339.t1 = add i32 %CF1339.t0, -1
  store volatile i32 %CF1339.t1, i32* @stress_budget, align 4
  %CF1339.t2 = icmp slt i32 %CF1339.t1, 0
  br i1 %CF1339.t2, label %stress_out, label %CF1339.body
CF1339.body:
  %Shuff158 = shufflevector <8 x double> %Sl53, <8 x double> %Sl115, <8 x i32> <i32 4, i32 6, i32 zeroinitializer, i32 zeroinitializer, i32 12, i32 14, i32 zeroinitializer, i32 2>
  %I159 = insertelement <8 x i8> %L5, i8 %L41, i32 6
  %B160 = udiv i8 %5, %L109
  %FC161 = uitofp <2 x i1> zeroinitializer to <2 x float>
  %Sl162 = select i1 true, i1 %Cmp40, i1 %Cmp18
  br i1 %Sl162, label %CF1280, label %CF1283

CF1283:                                           ; preds = %CF1339
  %CF1283.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1283.t1 = add i32 %CF1283.t0, -1
  store volatile i32 %CF1283.t1, i32* @stress_budget, align 4
  %CF1283.t2 = icmp slt i32 %CF1283.t1, 0
  br i1 %CF1283.t2, label %stress_out, label %CF1283.body
CF1283.body:
  %Cmp163 = icmp ugt i1 %Sl60, true
  br i1 %Cmp163, label %CF1260, label %CF1263

CF1263:                                           ; preds = %CF1263, %CF1317, %CF1315, %CF1329, %CF1296, %CF1283
  %CF1263.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1263.t1 = add i32 %CF1263.t0, -1
  store volatile i32 %CF1263.t1, i32* @stress_budget, align 4
  %CF1263.t2 = icmp slt i32 %CF1263.t1, 0
  br i1 %CF1263.t2, label %stress_out, label %CF1263.body
CF1263.body:
  %L164 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %Shuff150, <8 x i8>* %Sl, align 8
  %E165 = extractelement <1 x i32> %Shuff64, i32 0
  %Shuff166 = shufflevector <2 x i1> %Shuff111, <2 x i1> %Shuff36, <2 x i32> <i32 2, i32 0>
  %I167 = insertelement <2 x i1> zeroinitializer, i1 %Cmp25, i32 0
  %Sl168 = select i1 %Cmp124, float %Sl123, float %Sl123
  %Cmp169 = icmp ne <1 x i32> %I136, zeroinitializer
  %L170 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store i8 %B160, i8* %0, align 1
  %E171 = extractelement <2 x i64> %Se82, i32 0
  %Shuff172 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %Shuff36, <2 x i32> <i32 1, i32 3>
  %I173 = insertelement <2 x i64> %Se82, i64 %E118, i32 1
  %B174 = srem i32 %E134, %Sl17
  %Tr175 = trunc i64 %FC74 to i8
  %Sl176 = select i1 %Cmp147, <4 x i32> %I15, <4 x i32> %I80
  %Cmp177 = fcmp false double 0xF3A798C6A0A57B44, %Sl91
  br i1 %Cmp177, label %CF1263, label %CF1317

CF1317:                                           ; preds = %CF1263
  %CF1317.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1317.t1 = add i32 %CF1317.t0, -1
  store volatile i32 %CF1317.t1, i32* @stress_budget, align 4
  %CF1317.t2 = icmp slt i32 %CF1317.t1, 0
  br i1 %CF1317.t2, label %stress_out, label %CF1317.body
CF1317.body:
  %L178 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %L48, <8 x i8>* %Sl131, align 8
  %E179 = extractelement <8 x i64> %Shuff, i32 1
  %Shuff180 = shufflevector <8 x i8> %Sl32, <8 x i8> %Sl11, <8 x i32> <i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I181 = insertelement <8 x double> %B89, double %Sl91, i32 6
  %FC182 = uitofp i8 %5 to float
  %Sl183 = select i1 %E157, i8 %L41, i8 %L55
  %Cmp184 = icmp ne <4 x i32> %I151, %I112
  %L185 = load i8, i8* %0, align 1
  store i8 %L55, i8* %0, align 1
  %E186 = extractelement <8 x i8> %L48, i32 7
  %Shuff187 = shufflevector <8 x double> %B89, <8 x double> %BC137, <8 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 zeroinitializer, i32 8>
  %I188 = insertelement <8 x i8> %Sl24, i8 %B160, i32 4
  %FC189 = sitofp <8 x i8> %L164 to <8 x float>
  %Sl190 = select i1 %Sl162, <8 x i1> %Cmp33, <8 x i1> %Cmp33
  %Cmp191 = icmp ule i32 %Sl17, %B97
  br i1 %Cmp191, label %CF1263, label %CF1315

CF1315:                                           ; preds = %CF1317
  %CF1315.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1315.t1 = add i32 %CF1315.t0, -1
  store volatile i32 %CF1315.t1, i32* @stress_budget, align 4
  %CF1315.t2 = icmp slt i32 %CF1315.t1, 0
  br i1 %CF1315.t2, label %stress_out, label %CF1315.body
CF1315.body:
  %L192 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  %E193 = extractelement <8 x i64> %Shuff, i32 1
  %Shuff194 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Sl176, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I195 = insertelement <8 x i64> %Shuff43, i64 %E118, i32 6
  %B196 = srem i16 -27499, -17291
  %Sl197 = select i1 %Cmp, double 0xD95F847E125DF2FC, double 0xD95F847E125DF2FC
  %Cmp198 = fcmp ule <8 x double> %B30, %BC
  %L199 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %L, i8* %0, align 1
  %E200 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff201 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 zeroinitializer>
  %I202 = insertelement <1 x i1> %Cmp169, i1 %Sl60, i32 0
  %Tr203 = trunc i64 %4 to i8
  %Sl204 = select i1 %E102, i16 %Sl99, i16 %E56
  %Cmp205 = icmp eq i8 %L185, %L
  br i1 %Cmp205, label %CF1263, label %CF1302

CF1302:                                           ; preds = %CF1302, %CF1386, %CF1315
  %CF1302.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1302.t1 = add i32 %CF1302.t0, -1
  store volatile i32 %CF1302.t1, i32* @stress_budget, align 4
  %CF1302.t2 = icmp slt i32 %CF1302.t1, 0
  br i1 %CF1302.t2, label %stress_out, label %CF1302.body
CF1302.body:
  %L206 = load i8, i8* %0, align 1
  %E207 = extractelement <8 x i1> %Cmp84, i32 3
  br i1 %E207, label %CF1302, label %CF1386

CF1386:                                           ; preds = %CF1302
  %CF1386.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1386.t1 = add i32 %CF1386.t0, -1
  store volatile i32 %CF1386.t1, i32* @stress_budget, align 4
  %CF1386.t2 = icmp slt i32 %CF1386.t1, 0
  br i1 %CF1386.t2, label %stress_out, label %CF1386.body
CF1386.body:
  %Shuff208 = shufflevector <2 x i1> %L77, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I209 = insertelement <8 x i1> %Cmp139, i1 %E35, i32 4
  %B210 = ashr i8 %E13, %L109
  %Tr211 = trunc <8 x i8> %L5 to <8 x i1>
  %Sl212 = select i1 %Cmp, <2 x i1> %L77, <2 x i1> %L69
  %Cmp213 = icmp ule <8 x i8> %L19, %B113
  %L214 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  %E215 = extractelement <8 x double> %Sl53, i32 1
  %Shuff216 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff127, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10>
  %I217 = insertelement <8 x i1> %Cmp213, i1 %E102, i32 6
  %FC218 = uitofp i1 %E157 to float
  %Sl219 = select i1 %Cmp177, i64 %E6, i64 %E49
  %Cmp220 = icmp sgt i1 %Cmp40, %E102
  br i1 %Cmp220, label %CF1302, label %CF1329

CF1329:                                           ; preds = %CF1386
  %CF1329.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1329.t1 = add i32 %CF1329.t0, -1
  store volatile i32 %CF1329.t1, i32* @stress_budget, align 4
  %CF1329.t2 = icmp slt i32 %CF1329.t1, 0
  br i1 %CF1329.t2, label %stress_out, label %CF1329.body
CF1329.body:
  %L221 = load i8, i8* %0, align 1
  %E222 = extractelement <2 x i1> %L214, i32 1
  br i1 %E222, label %CF1263, label %CF1296

CF1296:                                           ; preds = %CF1329
  %CF1296.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1296.t1 = add i32 %CF1296.t0, -1
  store volatile i32 %CF1296.t1, i32* @stress_budget, align 4
  %CF1296.t2 = icmp slt i32 %CF1296.t1, 0
  br i1 %CF1296.t2, label %stress_out, label %CF1296.body
CF1296.body:
  %Shuff223 = shufflevector <8 x double> %Shuff158, <8 x double> %I51, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 0>
  %I224 = insertelement <8 x i8> %Sl11, i8 %B160, i32 4
  %B225 = and i16 %E94, %E56
  %FC226 = uitofp <8 x i16> %Sl46 to <8 x double>
  %Sl227 = select <8 x i1> %Cmp33, <8 x i8> %Shuff180, <8 x i8> %I224
  %Cmp228 = icmp sgt <8 x i64> %Shuff43, %Shuff
  %L229 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store i8 %L109, i8* %0, align 1
  %E230 = extractelement <8 x double> %Shuff158, i32 2
  %Shuff231 = shufflevector <4 x i16> %Tr, <4 x i16> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I232 = insertelement <4 x i64> zeroinitializer, i64 %E149, i32 3
  %B233 = and <8 x i8> %Shuff21, %L62
  %Tr234 = trunc i64 %E171 to i32
  %Sl235 = select i1 %E102, <8 x i8> %B113, <8 x i8> %L5
  %L236 = load i8, i8* %0, align 1
  store <8 x float> %FC153, <8 x float>* %A, align 32
  %E237 = extractelement <8 x i8> %Sl32, i32 0
  %Shuff238 = shufflevector <2 x i1> %Shuff36, <2 x i1> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I239 = insertelement <8 x i8> %L19, i8 %L221, i32 1
  %B240 = add <8 x i8> %L133, %L5
  %FC241 = sitofp <4 x i16> zeroinitializer to <4 x double>
  %Sl242 = select i1 true, <2 x i1> %I167, <2 x i1> %Shuff36
  %Cmp243 = icmp sge <8 x i8> %Shuff119, %L5
  %L244 = load i8, i8* %0, align 1
  store i8 %Tr175, i8* %0, align 1
  %E245 = extractelement <8 x i1> %Cmp61, i32 7
  br i1 %E245, label %CF1263, label %CF1265

CF1265:                                           ; preds = %CF1265, %CF1395, %CF1333, %CF1326, %CF1374, %CF1296
  %CF1265.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1265.t1 = add i32 %CF1265.t0, -1
  store volatile i32 %CF1265.t1, i32* @stress_budget, align 4
  %CF1265.t2 = icmp slt i32 %CF1265.t1, 0
  br i1 %CF1265.t2, label %stress_out, label %CF1265.body
CF1265.body:
  %Shuff246 = shufflevector <8 x double> %Shuff187, <8 x double> %B89, <8 x i32> <i32 10, i32 12, i32 zeroinitializer, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8>
  %I247 = insertelement <8 x i8> %L133, i8 %5, i32 4
  %ZE248 = zext <4 x i8> %Tr90 to <4 x i32>
  %Sl249 = select i1 %Sl162, i1 %Cmp191, i1 %Cmp177
  br i1 %Sl249, label %CF1265, label %CF1395

CF1395:                                           ; preds = %CF1265
  %CF1395.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1395.t1 = add i32 %CF1395.t0, -1
  store volatile i32 %CF1395.t1, i32* @stress_budget, align 4
  %CF1395.t2 = icmp slt i32 %CF1395.t1, 0
  br i1 %CF1395.t2, label %stress_out, label %CF1395.body
CF1395.body:
  %Cmp250 = icmp sgt <1 x i32> zeroinitializer, zeroinitializer
  %L251 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  %E252 = extractelement <4 x i16> %Shuff231, i32 0
  %Shuff253 = shufflevector <8 x i64> %Shuff, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer>
  %I254 = insertelement <8 x i1> %Cmp213, i1 %Cmp177, i32 5
  %B255 = mul <8 x i64> %Shuff127, %Shuff95
  %Tr256 = trunc <8 x i8> %L48 to <8 x i1>
  %Sl257 = select <8 x i1> %Cmp33, <8 x i8> %B240, <8 x i8> %L48
  %Cmp258 = icmp ule i64 524177, %E149
  br i1 %Cmp258, label %CF1265, label %CF1333

CF1333:                                           ; preds = %CF1395
  %CF1333.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1333.t1 = add i32 %CF1333.t0, -1
  store volatile i32 %CF1333.t1, i32* @stress_budget, align 4
  %CF1333.t2 = icmp slt i32 %CF1333.t1, 0
  br i1 %CF1333.t2, label %stress_out, label %CF1333.body
CF1333.body:
  %L259 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %B160, i8* %0, align 1
  %E260 = extractelement <8 x double> %Shuff246, i32 2
  %Shuff261 = shufflevector <8 x i8> %I96, <8 x i8> %Sl11, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer>
  %I262 = insertelement <2 x i1> %L77, i1 %Cmp, i32 1
  %B263 = xor i32 300685, %E165
  %Sl264 = select i1 %Cmp177, i8 %L41, i8 %FC
  %Cmp265 = fcmp ule <4 x double> %FC241, %FC38
  %L266 = load i8, i8* %0, align 1
  store <8 x float> %FC153, <8 x float>* %A, align 32
  %E267 = extractelement <8 x i8> %L164, i32 7
  %Shuff268 = shufflevector <8 x i16> %Sl46, <8 x i16> zeroinitializer, <8 x i32> <i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 zeroinitializer>
  %I269 = insertelement <4 x i32> %Sl176, i32 %B263, i32 0
  %B270 = sub i8 %B16, %E237
  %ZE271 = zext i16 %B to i64
  %Sl272 = select i1 %Sl249, i8 %L41, i8 %L109
  %Cmp273 = icmp ult <8 x i8> %I96, %I88
  %L274 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store <8 x i8> %L62, <8 x i8>* %Sl131, align 8
  %E275 = extractelement <8 x i64> %Shuff, i32 6
  %Shuff276 = shufflevector <4 x i32> %B73, <4 x i32> %I65, <4 x i32> <i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer>
  %I277 = insertelement <8 x double> %Shuff223, double %E215, i32 3
  %Tr278 = trunc i32 88993 to i8
  %Sl279 = select <4 x i1> %Cmp92, <4 x i32> %I58, <4 x i32> %ZE248
  %Cmp280 = icmp slt <8 x i64> %Shuff95, %Shuff253
  %L281 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  %E282 = extractelement <8 x i16> %Shuff268, i32 4
  %Shuff283 = shufflevector <8 x i8> %L148, <8 x i8> %L5, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 zeroinitializer, i32 3, i32 5>
  %I284 = insertelement <8 x i8> %Sl227, i8 %L, i32 1
  %B285 = sdiv <1 x i32> %Shuff64, %I136
  %FC286 = uitofp i1 %E110 to float
  %Sl287 = select i1 %Cmp147, i8 %B210, i8 %L
  %Cmp288 = icmp ne i1 %Cmp177, %Cmp68
  br i1 %Cmp288, label %CF1265, label %CF1297

CF1297:                                           ; preds = %CF1297, %CF1333
  %CF1297.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1297.t1 = add i32 %CF1297.t0, -1
  store volatile i32 %CF1297.t1, i32* @stress_budget, align 4
  %CF1297.t2 = icmp slt i32 %CF1297.t1, 0
  br i1 %CF1297.t2, label %stress_out, label %CF1297.body
CF1297.body:
  %L289 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %Shuff150, <8 x i8>* %Sl, align 8
  %E290 = extractelement <2 x i1> %L214, i32 1
  br i1 %E290, label %CF1297, label %CF1326

CF1326:                                           ; preds = %CF1297
  %CF1326.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1326.t1 = add i32 %CF1326.t0, -1
  store volatile i32 %CF1326.t1, i32* @stress_budget, align 4
  %CF1326.t2 = icmp slt i32 %CF1326.t1, 0
  br i1 %CF1326.t2, label %stress_out, label %CF1326.body
CF1326.body:
  %Shuff291 = shufflevector <8 x i8> %L19, <8 x i8> %B105, <8 x i32> <i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 zeroinitializer>
  %I292 = insertelement <4 x i32> %Shuff276, i32 %B97, i32 0
  %B293 = lshr i8 %Tr278, %L85
  %ZE294 = zext i1 %E102 to i16
  %Sl295 = select i1 %Cmp76, <8 x i8> %B113, <8 x i8> %Sl107
  %Cmp296 = icmp ugt i16 %E282, %B196
  br i1 %Cmp296, label %CF1265, label %CF1275

CF1275:                                           ; preds = %CF1275, %CF1375, %CF1326
  %CF1275.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1275.t1 = add i32 %CF1275.t0, -1
  store volatile i32 %CF1275.t1, i32* @stress_budget, align 4
  %CF1275.t2 = icmp slt i32 %CF1275.t1, 0
  br i1 %CF1275.t2, label %stress_out, label %CF1275.body
CF1275.body:
  %L297 = load i8, i8* %0, align 1
  %E298 = extractelement <4 x i16> %Shuff231, i32 3
  %Shuff299 = shufflevector <2 x i1> %Shuff57, <2 x i1> %Shuff36, <2 x i32> <i32 2, i32 0>
  %I300 = insertelement <4 x i32> %Shuff276, i32 %3, i32 0
  %B301 = sdiv i16 0, %E56
  %FC302 = sitofp i1 %Cmp40 to double
  %Sl303 = select i1 %E102, <8 x i1> %Cmp139, <8 x i1> %Sl190
  %Cmp304 = icmp ugt i16 %E86, %E56
  br i1 %Cmp304, label %CF1275, label %CF1361

CF1361:                                           ; preds = %CF1361, %CF1275
  %CF1361.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1361.t1 = add i32 %CF1361.t0, -1
  store volatile i32 %CF1361.t1, i32* @stress_budget, align 4
  %CF1361.t2 = icmp slt i32 %CF1361.t1, 0
  br i1 %CF1361.t2, label %stress_out, label %CF1361.body
CF1361.body:
  %L305 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %L109, i8* %0, align 1
  %E306 = extractelement <8 x i8> %L199, i32 7
  %Shuff307 = shufflevector <4 x i1> %Cmp92, <4 x i1> %Cmp92, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I308 = insertelement <8 x i64> zeroinitializer, i64 %E118, i32 4
  %B309 = urem i16 0, %Sl146
  %Sl310 = select <2 x i1> %L140, <2 x i1> %L101, <2 x i1> %L101
  %Cmp311 = fcmp ueq float %FC218, 0xBC63AE7780000000
  br i1 %Cmp311, label %CF1361, label %CF1375

CF1375:                                           ; preds = %CF1361
  %CF1375.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1375.t1 = add i32 %CF1375.t0, -1
  store volatile i32 %CF1375.t1, i32* @stress_budget, align 4
  %CF1375.t2 = icmp slt i32 %CF1375.t1, 0
  br i1 %CF1375.t2, label %stress_out, label %CF1375.body
CF1375.body:
  %L312 = load i8, i8* %0, align 1
  store <8 x i8> %Sl138, <8 x i8>* %Sl, align 8
  %E313 = extractelement <4 x i32> %ZE248, i32 0
  %Shuff314 = shufflevector <2 x i1> %Shuff208, <2 x i1> %Shuff36, <2 x i32> <i32 3, i32 zeroinitializer>
  %I315 = insertelement <8 x i8> %Sl235, i8 %L, i32 1
  %Sl316 = select i1 %Cmp288, <4 x i32> zeroinitializer, <4 x i32> %I112
  %Cmp317 = fcmp ule <8 x double> %Sl53, %BC
  %L318 = load i8, i8* %0, align 1
  store <8 x i8> %L5, <8 x i8>* %Sl131, align 8
  %E319 = extractelement <1 x i32> %Shuff64, i32 0
  %Shuff320 = shufflevector <8 x i64> %Shuff95, <8 x i64> %Shuff95, <8 x i32> <i32 12, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 zeroinitializer>
  %I321 = insertelement <8 x i1> %Sl303, i1 %E245, i32 6
  %B322 = ashr <8 x i64> %Shuff127, %Shuff43
  %Se323 = sext <8 x i8> %B233 to <8 x i32>
  %Sl324 = select <4 x i1> %Cmp184, <4 x i8> %Tr90, <4 x i8> %Tr90
  %Cmp325 = icmp uge i64 524177, %Sl219
  br i1 %Cmp325, label %CF1275, label %CF1289

CF1289:                                           ; preds = %CF1289, %CF1375
  %CF1289.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1289.t1 = add i32 %CF1289.t0, -1
  store volatile i32 %CF1289.t1, i32* @stress_budget, align 4
  %CF1289.t2 = icmp slt i32 %CF1289.t1, 0
  br i1 %CF1289.t2, label %stress_out, label %CF1289.body
CF1289.body:
  %L326 = load i8, i8* %0, align 1
  store i8 %E267, i8* %0, align 1
  %E327 = extractelement <4 x i32> %Sl279, i32 0
  %Shuff328 = shufflevector <4 x i32> %I44, <4 x i32> %I44, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I329 = insertelement <2 x i1> %Shuff314, i1 true, i32 1
  %Tr330 = trunc <4 x i64> %Shuff201 to <4 x i8>
  %Sl331 = select i1 %Cmp191, <8 x i1> %I321, <8 x i1> %I254
  %Cmp332 = icmp slt i8 %L117, %B160
  br i1 %Cmp332, label %CF1289, label %CF1374

CF1374:                                           ; preds = %CF1289
  %CF1374.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1374.t1 = add i32 %CF1374.t0, -1
  store volatile i32 %CF1374.t1, i32* @stress_budget, align 4
  %CF1374.t2 = icmp slt i32 %CF1374.t1, 0
  br i1 %CF1374.t2, label %stress_out, label %CF1374.body
CF1374.body:
  %L333 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store i8 %Sl183, i8* %0, align 1
  %E334 = extractelement <8 x i1> %Cmp198, i32 5
  br i1 %E334, label %CF1265, label %CF1274

CF1274:                                           ; preds = %CF1274, %CF1363, %CF1316, %CF1374
  %CF1274.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1274.t1 = add i32 %CF1274.t0, -1
  store volatile i32 %CF1274.t1, i32* @stress_budget, align 4
  %CF1274.t2 = icmp slt i32 %CF1274.t1, 0
  br i1 %CF1274.t2, label %stress_out, label %CF1274.body
CF1274.body:
  %Shuff335 = shufflevector <2 x i8> %B121, <2 x i8> %B121, <2 x i32> <i32 0, i32 2>
  %I336 = insertelement <8 x i16> %Shuff268, i16 %B, i32 6
  %ZE337 = zext <8 x i8> %I22 to <8 x i32>
  %Sl338 = select i1 %Cmp18, i16 %E94, i16 %B196
  %Cmp339 = icmp eq <4 x i32> %Shuff328, %I128
  %L340 = load i8, i8* %0, align 1
  store <8 x i8> %L199, <8 x i8>* %Sl131, align 8
  %E341 = extractelement <8 x i1> %Sl190, i32 2
  br i1 %E341, label %CF1274, label %CF1356

CF1356:                                           ; preds = %CF1356, %CF1274
  %CF1356.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1356.t1 = add i32 %CF1356.t0, -1
  store volatile i32 %CF1356.t1, i32* @stress_budget, align 4
  %CF1356.t2 = icmp slt i32 %CF1356.t1, 0
  br i1 %CF1356.t2, label %stress_out, label %CF1356.body
CF1356.body:
  %Shuff342 = shufflevector <2 x i1> %Shuff36, <2 x i1> zeroinitializer, <2 x i32> <i32 zeroinitializer, i32 3>
  %I343 = insertelement <2 x i64> %Se82, i64 %E193, i32 1
  %Sl344 = select <4 x i1> %Cmp92, <4 x i32> %Sl176, <4 x i32> %Shuff14
  %Cmp345 = icmp ult i8 %B160, %Sl183
  br i1 %Cmp345, label %CF1356, label %CF1362

CF1362:                                           ; preds = %CF1362, %CF1356
  %CF1362.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1362.t1 = add i32 %CF1362.t0, -1
  store volatile i32 %CF1362.t1, i32* @stress_budget, align 4
  %CF1362.t2 = icmp slt i32 %CF1362.t1, 0
  br i1 %CF1362.t2, label %stress_out, label %CF1362.body
CF1362.body:
  %L346 = load i8, i8* %0, align 1
  store i8 %Sl264, i8* %0, align 1
  %E347 = extractelement <2 x i1> %L140, i32 0
  br i1 %E347, label %CF1362, label %CF1363

CF1363:                                           ; preds = %CF1362
  %CF1363.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1363.t1 = add i32 %CF1363.t0, -1
  store volatile i32 %CF1363.t1, i32* @stress_budget, align 4
  %CF1363.t2 = icmp slt i32 %CF1363.t1, 0
  br i1 %CF1363.t2, label %stress_out, label %CF1363.body
CF1363.body:
  %Shuff348 = shufflevector <8 x double> %BC, <8 x double> %Shuff158, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15>
  %I349 = insertelement <8 x i1> %Sl190, i1 %Cmp147, i32 3
  %B350 = lshr <8 x i8> %Sl295, %B105
  %Tr351 = trunc i16 0 to i8
  %Sl352 = select i1 %E245, i8 %L236, i8 %L221
  %Cmp353 = icmp slt i8 %FC, %L109
  br i1 %Cmp353, label %CF1274, label %CF1316

CF1316:                                           ; preds = %CF1363
  %CF1316.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1316.t1 = add i32 %CF1316.t0, -1
  store volatile i32 %CF1316.t1, i32* @stress_budget, align 4
  %CF1316.t2 = icmp slt i32 %CF1316.t1, 0
  br i1 %CF1316.t2, label %stress_out, label %CF1316.body
CF1316.body:
  %L354 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %Shuff71, <8 x i8>* %Sl, align 8
  %E355 = extractelement <8 x double> %Shuff223, i32 4
  %Shuff356 = shufflevector <2 x i1> %Sl310, <2 x i1> %Shuff36, <2 x i32> <i32 3, i32 1>
  %I357 = insertelement <8 x i1> %Cmp198, i1 %Cmp25, i32 5
  %B358 = ashr <8 x i64> %Shuff7, %Shuff7
  %Tr359 = trunc <2 x i8> %Se to <2 x i1>
  %Sl360 = select <8 x i1> %Cmp280, <8 x double> %Sl115, <8 x double> %BC
  %Cmp361 = icmp ugt i1 %Cmp68, %Cmp288
  br i1 %Cmp361, label %CF1274, label %CF1298

CF1298:                                           ; preds = %CF1298, %CF1316
  %CF1298.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1298.t1 = add i32 %CF1298.t0, -1
  store volatile i32 %CF1298.t1, i32* @stress_budget, align 4
  %CF1298.t2 = icmp slt i32 %CF1298.t1, 0
  br i1 %CF1298.t2, label %stress_out, label %CF1298.body
CF1298.body:
  %L362 = load i8, i8* %0, align 1
  store <8 x i8> %B105, <8 x i8>* %Sl, align 8
  %E363 = extractelement <8 x i64> zeroinitializer, i32 2
  %Shuff364 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %ZE248, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I365 = insertelement <8 x i8> %Shuff291, i8 %L85, i32 7
  %B366 = mul i64 %FC74, %ZE271
  %ZE367 = zext <8 x i8> %L12 to <8 x i64>
  %Sl368 = select i1 %Cmp68, <8 x i8> %Sl154, <8 x i8> %Sl227
  %Cmp369 = icmp ne <8 x i64> %ZE367, %I308
  %L370 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store i8 %L, i8* %0, align 1
  %E371 = extractelement <8 x i1> %Tr211, i32 5
  br i1 %E371, label %CF1298, label %CF1400

CF1400:                                           ; preds = %CF1298
  %CF1400.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1400.t1 = add i32 %CF1400.t0, -1
  store volatile i32 %CF1400.t1, i32* @stress_budget, align 4
  %CF1400.t2 = icmp slt i32 %CF1400.t1, 0
  br i1 %CF1400.t2, label %stress_out, label %CF1400.body
CF1400.body:
  %Shuff372 = shufflevector <8 x double> %Shuff348, <8 x double> %Shuff348, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I373 = insertelement <8 x i8> %L178, i8 %5, i32 2
  %B374 = lshr <4 x i64> %Shuff87, zeroinitializer
  %Sl375 = select i1 %Cmp147, double 0x7E7BFC9A1D795118, double 0xD95F847E125DF2FC
  %Cmp376 = icmp eq i32 300685, %B97
  br i1 %Cmp376, label %CF1260, label %CF1261

CF1261:                                           ; preds = %CF1261, %CF1348, %CF1400
  %CF1261.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1261.t1 = add i32 %CF1261.t0, -1
  store volatile i32 %CF1261.t1, i32* @stress_budget, align 4
  %CF1261.t2 = icmp slt i32 %CF1261.t1, 0
  br i1 %CF1261.t2, label %stress_out, label %CF1261.body
CF1261.body:
  %L377 = load i8, i8* %0, align 1
  store i8 %L244, i8* %0, align 1
  %E378 = extractelement <2 x i32> %ZE98, i32 1
  %Shuff379 = shufflevector <8 x i8> %L354, <8 x i8> %L192, <8 x i32> <i32 0, i32 2, i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 12, i32 14>
  %I380 = insertelement <1 x i16> %B144, i16 %E56, i32 0
  %FC381 = sitofp <2 x i1> %Shuff314 to <2 x float>
  %Sl382 = select i1 %Sl83, i64 %E126, i64 %ZE271
  %Cmp383 = icmp ult i1 %Cmp304, %Cmp288
  br i1 %Cmp383, label %CF1261, label %CF1324

CF1324:                                           ; preds = %CF1324, %CF1404, %CF1355, %CF1261
  %CF1324.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1324.t1 = add i32 %CF1324.t0, -1
  store volatile i32 %CF1324.t1, i32* @stress_budget, align 4
  %CF1324.t2 = icmp slt i32 %CF1324.t1, 0
  br i1 %CF1324.t2, label %stress_out, label %CF1324.body
CF1324.body:
  %L384 = load i8, i8* %0, align 1
  store i8 %E237, i8* %0, align 1
  %E385 = extractelement <4 x i64> %B374, i32 2
  %Shuff386 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %I269, <4 x i32> <i32 zeroinitializer, i32 3, i32 5, i32 7>
  %I387 = insertelement <8 x i8> %I22, i8 %L346, i32 3
  %B388 = sub <8 x i8> %Shuff180, %L5
  %PC = bitcast <4 x i32>* %A1 to double*
  %Sl389 = select <2 x i1> %Shuff57, <2 x i1> %Shuff36, <2 x i1> %L140
  %Cmp390 = icmp sge <2 x i1> %Shuff342, %L333
  %L391 = load double, double* %PC, align 8
  store <8 x i8> %Shuff379, <8 x i8>* %Sl, align 8
  %E392 = extractelement <8 x i8> %I284, i32 4
  %Shuff393 = shufflevector <2 x i1> %Shuff36, <2 x i1> %L229, <2 x i32> <i32 3, i32 1>
  %I394 = insertelement <4 x i32> %I112, i32 %E313, i32 1
  %B395 = ashr <8 x i64> %Shuff216, %I195
  %Se396 = sext i1 %E110 to i64
  %Sl397 = select i1 %Tr52, i1 %Sl83, i1 %Cmp40
  br i1 %Sl397, label %CF1324, label %CF1404

CF1404:                                           ; preds = %CF1324
  %CF1404.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1404.t1 = add i32 %CF1404.t0, -1
  store volatile i32 %CF1404.t1, i32* @stress_budget, align 4
  %CF1404.t2 = icmp slt i32 %CF1404.t1, 0
  br i1 %CF1404.t2, label %stress_out, label %CF1404.body
CF1404.body:
  %Cmp398 = fcmp uge double 0xD95F847E125DF2FC, %Sl375
  br i1 %Cmp398, label %CF1324, label %CF1345

CF1345:                                           ; preds = %CF1345, %CF1384, %CF1404
  %CF1345.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1345.t1 = add i32 %CF1345.t0, -1
  store volatile i32 %CF1345.t1, i32* @stress_budget, align 4
  %CF1345.t2 = icmp slt i32 %CF1345.t1, 0
  br i1 %CF1345.t2, label %stress_out, label %CF1345.body
CF1345.body:
  %L399 = load double, double* %PC, align 8
  store <8 x i8> %B350, <8 x i8>* %Sl131, align 8
  %E400 = extractelement <8 x i64> %Shuff216, i32 7
  %Shuff401 = shufflevector <2 x i1> %I329, <2 x i1> %Shuff299, <2 x i32> <i32 zeroinitializer, i32 0>
  %I402 = insertelement <2 x i1> %L101, i1 %Cmp325, i32 0
  %B403 = xor <4 x i64> %I232, %B374
  %Tr404 = trunc <1 x i32> %B285 to <1 x i8>
  %Sl405 = select i1 %Cmp, i1 %E70, i1 true
  br i1 %Sl405, label %CF1345, label %CF1384

CF1384:                                           ; preds = %CF1345
  %CF1384.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1384.t1 = add i32 %CF1384.t0, -1
  store volatile i32 %CF1384.t1, i32* @stress_budget, align 4
  %CF1384.t2 = icmp slt i32 %CF1384.t1, 0
  br i1 %CF1384.t2, label %stress_out, label %CF1384.body
CF1384.body:
  %Cmp406 = icmp ugt i8 %Sl264, %Tr203
  br i1 %Cmp406, label %CF1345, label %CF1355

CF1355:                                           ; preds = %CF1384
  %CF1355.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1355.t1 = add i32 %CF1355.t0, -1
  store volatile i32 %CF1355.t1, i32* @stress_budget, align 4
  %CF1355.t2 = icmp slt i32 %CF1355.t1, 0
  br i1 %CF1355.t2, label %stress_out, label %CF1355.body
CF1355.body:
  %L407 = load double, double* %PC, align 8
  store double %Sl197, double* %PC, align 8
  %E408 = extractelement <8 x i8> %Shuff180, i32 4
  %Shuff409 = shufflevector <8 x i1> %Cmp198, <8 x i1> %Cmp317, <8 x i32> <i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13>
  %I410 = insertelement <2 x i32> zeroinitializer, i32 %E165, i32 1
  %B411 = add i32 %B97, %E313
  %Sl412 = select i1 %E245, i32 %E200, i32 %E141
  %Cmp413 = icmp uge i64 %E193, %ZE271
  br i1 %Cmp413, label %CF1324, label %CF1331

CF1331:                                           ; preds = %CF1331, %CF1355
  %CF1331.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1331.t1 = add i32 %CF1331.t0, -1
  store volatile i32 %CF1331.t1, i32* @stress_budget, align 4
  %CF1331.t2 = icmp slt i32 %CF1331.t1, 0
  br i1 %CF1331.t2, label %stress_out, label %CF1331.body
CF1331.body:
  %L414 = load double, double* %PC, align 8
  store double %Sl197, double* %PC, align 8
  %E415 = extractelement <8 x i8> %I365, i32 1
  %Shuff416 = shufflevector <8 x i8> %L259, <8 x i8> %B350, <8 x i32> <i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 zeroinitializer>
  %I417 = insertelement <8 x i64> %Shuff216, i64 %B23, i32 6
  %B418 = lshr <8 x i8> %L354, %L5
  %FC419 = fptoui <8 x double> %Sl53 to <8 x i16>
  %Sl420 = select <8 x i1> %Shuff409, <8 x i8> %L48, <8 x i8> %Shuff283
  %Cmp421 = icmp ne <8 x i1> %I217, %Cmp317
  %L422 = load double, double* %PC, align 8
  store double %FC302, double* %PC, align 8
  %E423 = extractelement <8 x i8> %Shuff28, i32 4
  %Shuff424 = shufflevector <8 x i1> %Cmp421, <8 x i1> %Cmp84, <8 x i32> <i32 zeroinitializer, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 zeroinitializer>
  %I425 = insertelement <8 x i8> %L5, i8 %E392, i32 1
  %PC426 = bitcast <8 x float>* %A to double*
  %Sl427 = select i1 %Cmp296, <8 x i16> %B66, <8 x i16> %Shuff268
  %Cmp428 = icmp ule <8 x i8> %I159, %Sl32
  %L429 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store double %E355, double* %PC, align 8
  %E430 = extractelement <8 x i64> zeroinitializer, i32 1
  %Shuff431 = shufflevector <4 x i8> %Tr90, <4 x i8> %Sl324, <4 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 0, i32 2>
  %I432 = insertelement <2 x i1> %Sl310, i1 %Cmp345, i32 0
  %B433 = urem <8 x i8> %Shuff379, %Shuff416
  %Tr434 = trunc i64 %E363 to i16
  %Sl435 = select <4 x i1> %Cmp265, <4 x i32> %I128, <4 x i32> %I112
  %Cmp436 = icmp eq i64 %FC10, %E430
  br i1 %Cmp436, label %CF1331, label %CF1346

CF1346:                                           ; preds = %CF1346, %CF1331
  %CF1346.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1346.t1 = add i32 %CF1346.t0, -1
  store volatile i32 %CF1346.t1, i32* @stress_budget, align 4
  %CF1346.t2 = icmp slt i32 %CF1346.t1, 0
  br i1 %CF1346.t2, label %stress_out, label %CF1346.body
CF1346.body:
  %L437 = load double, double* %PC, align 8
  store i8 %B270, i8* %0, align 1
  %E438 = extractelement <2 x i1> %Shuff342, i32 0
  br i1 %E438, label %CF1346, label %CF1348

CF1348:                                           ; preds = %CF1346
  %CF1348.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1348.t1 = add i32 %CF1348.t0, -1
  store volatile i32 %CF1348.t1, i32* @stress_budget, align 4
  %CF1348.t2 = icmp slt i32 %CF1348.t1, 0
  br i1 %CF1348.t2, label %stress_out, label %CF1348.body
CF1348.body:
  %Shuff439 = shufflevector <4 x i32> %Sl176, <4 x i32> %ZE248, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I440 = insertelement <4 x i8> %Sl324, i8 %E423, i32 1
  %B441 = ashr i8 %E408, %L312
  %Tr442 = trunc <8 x i8> %I22 to <8 x i1>
  %Sl443 = select <8 x i1> %Shuff409, <8 x i8> %Sl420, <8 x i8> %L62
  %Cmp444 = icmp sge <8 x i8> %L156, %Shuff416
  %L445 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  %E446 = extractelement <8 x i8> %Shuff119, i32 2
  %Shuff447 = shufflevector <8 x i8> %Sl227, <8 x i8> %Shuff79, <8 x i32> <i32 5, i32 7, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 15, i32 1, i32 zeroinitializer>
  %I448 = insertelement <8 x i8> %Sl295, i8 %L297, i32 7
  %B449 = or i8 %E415, %L
  %ZE450 = zext <2 x i1> %Sl389 to <2 x i8>
  %Sl451 = select i1 %Cmp345, i8 %ZE114, i8 %L55
  %Cmp452 = icmp ugt i16 %E94, 0
  br i1 %Cmp452, label %CF1261, label %CF1266

CF1266:                                           ; preds = %CF1266, %CF1381, %CF1348
  %CF1266.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1266.t1 = add i32 %CF1266.t0, -1
  store volatile i32 %CF1266.t1, i32* @stress_budget, align 4
  %CF1266.t2 = icmp slt i32 %CF1266.t1, 0
  br i1 %CF1266.t2, label %stress_out, label %CF1266.body
CF1266.body:
  %L453 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store double %Sl91, double* %PC, align 8
  %E454 = extractelement <4 x i32> %Sl316, i32 0
  %Shuff455 = shufflevector <4 x i1> %Shuff307, <4 x i1> %Shuff307, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I456 = insertelement <4 x i32> %I128, i32 %B97, i32 1
  %Tr457 = trunc <4 x i32> %B73 to <4 x i1>
  %Sl458 = select i1 %Cmp177, i64 %E363, i64 %B23
  %Cmp459 = icmp ugt i32 211465, %Sl17
  br i1 %Cmp459, label %CF1266, label %CF1381

CF1381:                                           ; preds = %CF1266
  %CF1381.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1381.t1 = add i32 %CF1381.t0, -1
  store volatile i32 %CF1381.t1, i32* @stress_budget, align 4
  %CF1381.t2 = icmp slt i32 %CF1381.t1, 0
  br i1 %CF1381.t2, label %stress_out, label %CF1381.body
CF1381.body:
  %L460 = load double, double* %PC, align 8
  store <8 x i8> %L5, <8 x i8>* %Sl131, align 8
  %E461 = extractelement <4 x i8> %Sl324, i32 0
  %Shuff462 = shufflevector <8 x i8> %L5, <8 x i8> %I365, <8 x i32> <i32 zeroinitializer, i32 1, i32 3, i32 5, i32 7, i32 zeroinitializer, i32 11, i32 zeroinitializer>
  %I463 = insertelement <8 x i1> %Cmp273, i1 %Cmp220, i32 1
  %B464 = and <8 x i8> %B418, %L305
  %BC465 = bitcast i64 462637 to double
  %Sl466 = select i1 %E102, <8 x i8> %Shuff416, <8 x i8> %I247
  %Cmp467 = icmp ult i32 %B97, %B174
  br i1 %Cmp467, label %CF1266, label %CF1279

CF1279:                                           ; preds = %CF1279, %CF1389, %CF1358, %CF1319, %CF1381
  %CF1279.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1279.t1 = add i32 %CF1279.t0, -1
  store volatile i32 %CF1279.t1, i32* @stress_budget, align 4
  %CF1279.t2 = icmp slt i32 %CF1279.t1, 0
  br i1 %CF1279.t2, label %stress_out, label %CF1279.body
CF1279.body:
  %L468 = load double, double* %PC, align 8
  store double %FC302, double* %PC, align 8
  %E469 = extractelement <1 x i1> %Cmp250, i32 0
  br i1 %E469, label %CF1279, label %CF1389

CF1389:                                           ; preds = %CF1279
  %CF1389.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1389.t1 = add i32 %CF1389.t0, -1
  store volatile i32 %CF1389.t1, i32* @stress_budget, align 4
  %CF1389.t2 = icmp slt i32 %CF1389.t1, 0
  br i1 %CF1389.t2, label %stress_out, label %CF1389.body
CF1389.body:
  %Shuff470 = shufflevector <8 x i8> %L5, <8 x i8> %L5, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I471 = insertelement <8 x double> %Sl360, double %Sl197, i32 0
  %B472 = shl <4 x i32> %Shuff386, %Shuff194
  %FC473 = uitofp <8 x i1> %Shuff409 to <8 x double>
  %Sl474 = select i1 %Cmp18, double %L391, double %Sl197
  %Cmp475 = icmp ugt <4 x i32> %I269, %ZE248
  %L476 = load double, double* %PC, align 8
  store double %E215, double* %PC, align 8
  %E477 = extractelement <4 x i32> %Shuff386, i32 1
  %Shuff478 = shufflevector <4 x i32> %Shuff276, <4 x i32> %I456, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I479 = insertelement <4 x i32> zeroinitializer, i32 283585, i32 2
  %B480 = sdiv <1 x i32> %I8, zeroinitializer
  %BC481 = bitcast <8 x double> %I277 to <8 x i64>
  %Sl482 = select i1 %Cmp376, i1 %Cmp177, i1 %E245
  br i1 %Sl482, label %CF1279, label %CF1358

CF1358:                                           ; preds = %CF1389
  %CF1358.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1358.t1 = add i32 %CF1358.t0, -1
  store volatile i32 %CF1358.t1, i32* @stress_budget, align 4
  %CF1358.t2 = icmp slt i32 %CF1358.t1, 0
  br i1 %CF1358.t2, label %stress_out, label %CF1358.body
CF1358.body:
  %Cmp483 = icmp ule <8 x i8> %B113, %L305
  %L484 = load double, double* %PC, align 8
  store <8 x i8> %L62, <8 x i8>* %Sl131, align 8
  %E485 = extractelement <2 x i1> %Shuff401, i32 0
  br i1 %E485, label %CF1279, label %CF1319

CF1319:                                           ; preds = %CF1358
  %CF1319.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1319.t1 = add i32 %CF1319.t0, -1
  store volatile i32 %CF1319.t1, i32* @stress_budget, align 4
  %CF1319.t2 = icmp slt i32 %CF1319.t1, 0
  br i1 %CF1319.t2, label %stress_out, label %CF1319.body
CF1319.body:
  %Shuff486 = shufflevector <8 x i8> %Shuff416, <8 x i8> %Shuff470, <8 x i32> <i32 zeroinitializer, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 zeroinitializer>
  %I487 = insertelement <2 x i1> %L140, i1 %Cmp191, i32 1
  %PC488 = bitcast <8 x i8>* %Sl to float*
  %Sl489 = select i1 %E35, i8 %5, i8 %ZE114
  %Cmp490 = icmp uge i64 %E118, %E363
  br i1 %Cmp490, label %CF1279, label %CF1318

CF1318:                                           ; preds = %CF1318, %CF1319
  %CF1318.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1318.t1 = add i32 %CF1318.t0, -1
  store volatile i32 %CF1318.t1, i32* @stress_budget, align 4
  %CF1318.t2 = icmp slt i32 %CF1318.t1, 0
  br i1 %CF1318.t2, label %stress_out, label %CF1318.body
CF1318.body:
  %L491 = load float, float* %PC488, align 4
  store <4 x i32> %I, <4 x i32>* %A1, align 16
  %E492 = extractelement <2 x i1> %L69, i32 0
  br i1 %E492, label %CF1318, label %CF1351

CF1351:                                           ; preds = %CF1318
  %CF1351.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1351.t1 = add i32 %CF1351.t0, -1
  store volatile i32 %CF1351.t1, i32* @stress_budget, align 4
  %CF1351.t2 = icmp slt i32 %CF1351.t1, 0
  br i1 %CF1351.t2, label %stress_out, label %CF1351.body
CF1351.body:
  %Shuff493 = shufflevector <8 x i1> %Cmp273, <8 x i1> %Sl303, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 zeroinitializer, i32 1, i32 3>
  %I494 = insertelement <4 x i32> %Sl176, i32 %E378, i32 3
  %Se495 = sext <4 x i16> zeroinitializer to <4 x i32>
  %Sl496 = select i1 %E102, float %FC218, float %L491
  %Cmp497 = icmp eq i8 %L318, %L221
  br label %CF1254

CF1254:                                           ; preds = %CF1351
  %CF1254.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1254.t1 = add i32 %CF1254.t0, -1
  store volatile i32 %CF1254.t1, i32* @stress_budget, align 4
  %CF1254.t2 = icmp slt i32 %CF1254.t1, 0
  br i1 %CF1254.t2, label %stress_out, label %CF1254.body
CF1254.body:
  %L498 = load float, float* %PC488, align 4
  store float %FC286, float* %PC488, align 4
  %E499 = extractelement <4 x i64> %Shuff87, i32 3
  %Shuff500 = shufflevector <8 x double> %FC226, <8 x double> %Shuff223, <8 x i32> <i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12>
  %I501 = insertelement <2 x i1> %Shuff57, i1 %Cmp288, i32 0
  %B502 = and i64 524177, %E363
  %Se503 = sext <8 x i1> %Shuff493 to <8 x i8>
  %Sl504 = select <8 x i1> %Shuff409, <8 x i1> %Cmp100, <8 x i1> %Cmp33
  %Cmp505 = icmp ult <1 x i8> %Tr404, %Tr404
  %L506 = load <8 x i8>, <8 x i8>* %A4, align 8
  store double %L399, double* %PC, align 8
  %E507 = extractelement <8 x i8> %L289, i32 6
  %Shuff508 = shufflevector <8 x i8> %I284, <8 x i8> %L289, <8 x i32> <i32 zeroinitializer, i32 11, i32 13, i32 15, i32 1, i32 zeroinitializer, i32 5, i32 7>
  %I509 = insertelement <8 x i1> %Shuff493, i1 %E371, i32 3
  %Sl510 = select i1 %Cmp258, i8 %L206, i8 %E446
  %Cmp511 = icmp ult i32 %E378, %B97
  br label %CF

CF:                                               ; preds = %CF, %CF1371, %CF1294, %CF1353, %CF1267, %CF1397, %CF1304, %CF1383, %CF1254
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %L512 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store double %Sl91, double* %PC, align 8
  %E513 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff514 = shufflevector <8 x float> %FC189, <8 x float> %FC153, <8 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14>
  %I515 = insertelement <2 x i1> %Shuff299, i1 %Cmp18, i32 0
  %B516 = xor <1 x i16> %B152, %B129
  %FC517 = sitofp i1 %Cmp436 to float
  %Sl518 = select i1 %Cmp345, i64 %E179, i64 %ZE271
  %Cmp519 = icmp sgt i1 %Cmp54, %Cmp511
  br i1 %Cmp519, label %CF, label %CF1342

CF1342:                                           ; preds = %CF1342, %CF
  %CF1342.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1342.t1 = add i32 %CF1342.t0, -1
  store volatile i32 %CF1342.t1, i32* @stress_budget, align 4
  %CF1342.t2 = icmp slt i32 %CF1342.t1, 0
  br i1 %CF1342.t2, label %stress_out, label %CF1342.body
CF1342.body:
  %L520 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store double %Sl197, double* %PC, align 8
  %E521 = extractelement <2 x i1> zeroinitializer, i32 0
  br i1 %E521, label %CF1342, label %CF1371

CF1371:                                           ; preds = %CF1342
  %CF1371.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1371.t1 = add i32 %CF1371.t0, -1
  store volatile i32 %CF1371.t1, i32* @stress_budget, align 4
  %CF1371.t2 = icmp slt i32 %CF1371.t1, 0
  br i1 %CF1371.t2, label %stress_out, label %CF1371.body
CF1371.body:
  %Shuff522 = shufflevector <8 x i8> %L26, <8 x i8> %B105, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 1, i32 3, i32 zeroinitializer>
  %I523 = insertelement <4 x i16> zeroinitializer, i16 %Sl146, i32 1
  %B524 = add <8 x i8> %Shuff522, %L5
  %Se525 = sext i16 %Sl338 to i64
  %Sl526 = select <4 x i1> %Cmp92, <4 x i32> %Shuff276, <4 x i32> %Sl344
  %Cmp527 = icmp ne <8 x i1> %Cmp243, %Cmp33
  %L528 = load i8, i8* %0, align 1
  store double %BC465, double* %PC, align 8
  %E529 = extractelement <8 x i1> %Cmp108, i32 4
  br i1 %E529, label %CF, label %CF1294

CF1294:                                           ; preds = %CF1371
  %CF1294.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1294.t1 = add i32 %CF1294.t0, -1
  store volatile i32 %CF1294.t1, i32* @stress_budget, align 4
  %CF1294.t2 = icmp slt i32 %CF1294.t1, 0
  br i1 %CF1294.t2, label %stress_out, label %CF1294.body
CF1294.body:
  %Shuff530 = shufflevector <8 x i1> %Shuff493, <8 x i1> %Cmp428, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I531 = insertelement <8 x i8> %Sl11, i8 %L34, i32 1
  %FC532 = sitofp i64 %E385 to double
  %Sl533 = select i1 %Cmp288, <2 x i1> %Shuff36, <2 x i1> zeroinitializer
  %Cmp534 = icmp ule i1 %Cmp325, true
  br i1 %Cmp534, label %CF, label %CF1285

CF1285:                                           ; preds = %CF1285, %CF1294
  %CF1285.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1285.t1 = add i32 %CF1285.t0, -1
  store volatile i32 %CF1285.t1, i32* @stress_budget, align 4
  %CF1285.t2 = icmp slt i32 %CF1285.t1, 0
  br i1 %CF1285.t2, label %stress_out, label %CF1285.body
CF1285.body:
  %L535 = load float, float* %PC488, align 4
  store double %Sl91, double* %PC, align 8
  %E536 = extractelement <8 x i8> %Shuff379, i32 3
  %Shuff537 = shufflevector <1 x i16> %B516, <1 x i16> %I380, <1 x i32> zeroinitializer
  %I538 = insertelement <8 x i8> %L199, i8 %B441, i32 2
  %B539 = mul <4 x i32> %B472, %Shuff386
  %FC540 = uitofp <2 x i8> %Shuff335 to <2 x double>
  %Sl541 = select <1 x i1> %Cmp250, <1 x i16> %B152, <1 x i16> %B516
  %Cmp542 = icmp slt <8 x i1> %Cmp421, %Cmp108
  %L543 = load double, double* %PC, align 8
  store double %Sl197, double* %PC, align 8
  %E544 = extractelement <8 x i8> %I224, i32 0
  %Shuff545 = shufflevector <4 x i32> %Shuff386, <4 x i32> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 1>
  %I546 = insertelement <2 x i8> %ZE450, i8 %E306, i32 1
  %B547 = ashr i32 %E319, %Tr234
  %Se548 = sext i1 %E529 to i8
  %Sl549 = select i1 %Sl60, i8 %Sl183, i8 %E306
  %Cmp550 = fcmp oge <4 x double> %FC241, %FC38
  %L551 = load double, double* %PC, align 8
  store double %L543, double* %PC, align 8
  %E552 = extractelement <2 x i1> %Shuff314, i32 1
  br i1 %E552, label %CF1285, label %CF1353

CF1353:                                           ; preds = %CF1285
  %CF1353.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1353.t1 = add i32 %CF1353.t0, -1
  store volatile i32 %CF1353.t1, i32* @stress_budget, align 4
  %CF1353.t2 = icmp slt i32 %CF1353.t1, 0
  br i1 %CF1353.t2, label %stress_out, label %CF1353.body
CF1353.body:
  %Shuff553 = shufflevector <2 x i1> %Shuff166, <2 x i1> %Shuff208, <2 x i32> <i32 2, i32 0>
  %I554 = insertelement <8 x i8> %Sl257, i8 %Sl489, i32 0
  %B555 = sub <8 x i8> %L305, %Shuff71
  %ZE556 = zext i1 true to i16
  %Sl557 = select i1 %E110, i1 %Cmp76, i1 %Cmp205
  br i1 %Sl557, label %CF, label %CF1257

CF1257:                                           ; preds = %CF1257, %CF1378, %CF1390, %CF1328, %CF1353
  %CF1257.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1257.t1 = add i32 %CF1257.t0, -1
  store volatile i32 %CF1257.t1, i32* @stress_budget, align 4
  %CF1257.t2 = icmp slt i32 %CF1257.t1, 0
  br i1 %CF1257.t2, label %stress_out, label %CF1257.body
CF1257.body:
  %Cmp558 = icmp slt i8 %L244, %Se548
  br i1 %Cmp558, label %CF1257, label %CF1370

CF1370:                                           ; preds = %CF1370, %CF1257
  %CF1370.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1370.t1 = add i32 %CF1370.t0, -1
  store volatile i32 %CF1370.t1, i32* @stress_budget, align 4
  %CF1370.t2 = icmp slt i32 %CF1370.t1, 0
  br i1 %CF1370.t2, label %stress_out, label %CF1370.body
CF1370.body:
  %L559 = load float, float* %PC488, align 4
  store <8 x i8> %I224, <8 x i8>* %Sl131, align 8
  %E560 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff561 = shufflevector <8 x i1> %Shuff424, <8 x i1> %Cmp61, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 zeroinitializer>
  %I562 = insertelement <8 x i16> %FC419, i16 %ZE556, i32 7
  %ZE563 = zext i1 %Cmp220 to i8
  %Sl564 = select i1 %Sl557, <8 x i8> %I387, <8 x i8> %I315
  %Cmp565 = icmp ugt i64 %ZE271, %Se396
  br i1 %Cmp565, label %CF1370, label %CF1378

CF1378:                                           ; preds = %CF1370
  %CF1378.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1378.t1 = add i32 %CF1378.t0, -1
  store volatile i32 %CF1378.t1, i32* @stress_budget, align 4
  %CF1378.t2 = icmp slt i32 %CF1378.t1, 0
  br i1 %CF1378.t2, label %stress_out, label %CF1378.body
CF1378.body:
  %L566 = load float, float* %PC488, align 4
  store <8 x i8> %B350, <8 x i8>* %Sl131, align 8
  %E567 = extractelement <8 x i8> %Sl32, i32 1
  %Shuff568 = shufflevector <2 x i1> %Shuff208, <2 x i1> zeroinitializer, <2 x i32> <i32 0, i32 zeroinitializer>
  %I569 = insertelement <4 x i32> %Shuff386, i32 %E454, i32 2
  %B570 = urem i8 %E507, %L85
  %ZE571 = zext i16 %E282 to i32
  %Sl572 = select i1 %E290, <8 x i1> %Cmp243, <8 x i1> %Cmp243
  %Cmp573 = icmp sge i64 %Se525, %E49
  br i1 %Cmp573, label %CF1257, label %CF1336

CF1336:                                           ; preds = %CF1336, %CF1378
  %CF1336.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1336.t1 = add i32 %CF1336.t0, -1
  store volatile i32 %CF1336.t1, i32* @stress_budget, align 4
  %CF1336.t2 = icmp slt i32 %CF1336.t1, 0
  br i1 %CF1336.t2, label %stress_out, label %CF1336.body
CF1336.body:
  %L574 = load double, double* %PC, align 8
  store double %Sl197, double* %PC, align 8
  %E575 = extractelement <8 x i8> %Shuff416, i32 5
  %Shuff576 = shufflevector <8 x i8> %I247, <8 x i8> %I554, <8 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 zeroinitializer, i32 zeroinitializer>
  %I577 = insertelement <1 x i1> %Cmp169, i1 %Sl557, i32 0
  %B578 = frem float %B45, %FC31
  %FC579 = uitofp <2 x i1> %Sl242 to <2 x double>
  %Sl580 = select <2 x i1> %Shuff111, <2 x i1> %Shuff401, <2 x i1> %L429
  %Cmp581 = icmp ule <2 x i1> %I402, %Shuff356
  %L582 = load double, double* %PC, align 8
  store double %Sl91, double* %PC, align 8
  %E583 = extractelement <8 x double> %Shuff223, i32 0
  %Shuff584 = shufflevector <8 x i8> %L354, <8 x i8> %I387, <8 x i32> <i32 zeroinitializer, i32 13, i32 15, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 9>
  %I585 = insertelement <2 x i1> %L333, i1 %Cmp436, i32 1
  %B586 = xor i16 %ZE556, %B196
  %Sl587 = select i1 %Cmp205, float %FC145, float %FC218
  %Cmp588 = icmp ugt i16 %Tr434, %E513
  br i1 %Cmp588, label %CF1336, label %CF1338

CF1338:                                           ; preds = %CF1338, %CF1336
  %CF1338.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1338.t1 = add i32 %CF1338.t0, -1
  store volatile i32 %CF1338.t1, i32* @stress_budget, align 4
  %CF1338.t2 = icmp slt i32 %CF1338.t1, 0
  br i1 %CF1338.t2, label %stress_out, label %CF1338.body
CF1338.body:
  %L589 = load i8, i8* %0, align 1
  store <8 x i8> %L48, <8 x i8>* %Sl, align 8
  %E590 = extractelement <8 x i8> %L289, i32 5
  %Shuff591 = shufflevector <8 x i16> %Shuff268, <8 x i16> %Shuff268, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 14>
  %I592 = insertelement <4 x i32> %B73, i32 %B97, i32 2
  %B593 = fmul <8 x double> %I51, %BC137
  %FC594 = uitofp <8 x i8> %B233 to <8 x double>
  %Sl595 = select i1 %Cmp304, i16 %ZE556, i16 %E513
  %Cmp596 = icmp ult i1 %Cmp588, %Cmp205
  br i1 %Cmp596, label %CF1338, label %CF1340

CF1340:                                           ; preds = %CF1340, %CF1338
  %CF1340.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1340.t1 = add i32 %CF1340.t0, -1
  store volatile i32 %CF1340.t1, i32* @stress_budget, align 4
  %CF1340.t2 = icmp slt i32 %CF1340.t1, 0
  br i1 %CF1340.t2, label %stress_out, label %CF1340.body
CF1340.body:
  %L597 = load double, double* %PC, align 8
  store double %E230, double* %PC, align 8
  %E598 = extractelement <2 x i1> %L101, i32 1
  br i1 %E598, label %CF1340, label %CF1390

CF1390:                                           ; preds = %CF1340
  %CF1390.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1390.t1 = add i32 %CF1390.t0, -1
  store volatile i32 %CF1390.t1, i32* @stress_budget, align 4
  %CF1390.t2 = icmp slt i32 %CF1390.t1, 0
  br i1 %CF1390.t2, label %stress_out, label %CF1390.body
CF1390.body:
  %Shuff599 = shufflevector <8 x i8> %B240, <8 x i8> %Sl564, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I600 = insertelement <8 x double> %Sl115, double %E260, i32 4
  %B601 = srem <8 x i8> %Shuff180, %B350
  %Sl602 = select i1 %Cmp, <4 x double> %FC241, <4 x double> %FC38
  %Cmp603 = icmp slt i16 %B196, 2813
  br i1 %Cmp603, label %CF1257, label %CF1328

CF1328:                                           ; preds = %CF1390
  %CF1328.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1328.t1 = add i32 %CF1328.t0, -1
  store volatile i32 %CF1328.t1, i32* @stress_budget, align 4
  %CF1328.t2 = icmp slt i32 %CF1328.t1, 0
  br i1 %CF1328.t2, label %stress_out, label %CF1328.body
CF1328.body:
  %L604 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store double %FC532, double* %PC, align 8
  %E605 = extractelement <8 x i8> %Shuff599, i32 5
  %Shuff606 = shufflevector <8 x i8> %Sl295, <8 x i8> %I554, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I607 = insertelement <1 x i8> %Tr404, i8 %B16, i32 0
  %B608 = frem float %Sl587, %B578
  %Tr609 = trunc <4 x i64> %I232 to <4 x i32>
  %Sl610 = select i1 %Cmp345, i32 %E165, i32 %B97
  %Cmp611 = icmp ult i8 %L221, %Tr175
  br i1 %Cmp611, label %CF1257, label %CF1267

CF1267:                                           ; preds = %CF1328
  %CF1267.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1267.t1 = add i32 %CF1267.t0, -1
  store volatile i32 %CF1267.t1, i32* @stress_budget, align 4
  %CF1267.t2 = icmp slt i32 %CF1267.t1, 0
  br i1 %CF1267.t2, label %stress_out, label %CF1267.body
CF1267.body:
  %L612 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store <8 x i8> %I531, <8 x i8>* %Sl131, align 8
  %E613 = extractelement <8 x i64> zeroinitializer, i32 6
  %Shuff614 = shufflevector <1 x i16> %Tr130, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I615 = insertelement <8 x i16> %Shuff591, i16 %Tr434, i32 5
  %B616 = add <4 x i16> %Shuff231, %I523
  %FC617 = fptoui double %L484 to i8
  %Sl618 = select i1 %E245, float %L491, float %Sl123
  %Cmp619 = fcmp ule double %E583, %Sl197
  br i1 %Cmp619, label %CF, label %CF1252

CF1252:                                           ; preds = %CF1252, %CF1369, %CF1377, %CF1267
  %CF1252.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1252.t1 = add i32 %CF1252.t0, -1
  store volatile i32 %CF1252.t1, i32* @stress_budget, align 4
  %CF1252.t2 = icmp slt i32 %CF1252.t1, 0
  br i1 %CF1252.t2, label %stress_out, label %CF1252.body
CF1252.body:
  %L620 = load double, double* %PC, align 8
  store double %L437, double* %PC, align 8
  %E621 = extractelement <4 x i1> %Shuff455, i32 3
  br i1 %E621, label %CF1252, label %CF1369

CF1369:                                           ; preds = %CF1252
  %CF1369.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1369.t1 = add i32 %CF1369.t0, -1
  store volatile i32 %CF1369.t1, i32* @stress_budget, align 4
  %CF1369.t2 = icmp slt i32 %CF1369.t1, 0
  br i1 %CF1369.t2, label %stress_out, label %CF1369.body
CF1369.body:
  %Shuff622 = shufflevector <2 x i1> %Shuff401, <2 x i1> %L229, <2 x i32> <i32 2, i32 0>
  %I623 = insertelement <4 x i32> zeroinitializer, i32 %B547, i32 0
  %B624 = and <8 x i32> %Se122, %Se122
  %Se625 = sext <8 x i8> %L612 to <8 x i32>
  %Sl626 = select i1 %Cmp304, i8 %L340, i8 %Tr175
  %Cmp627 = icmp ult i8 %Sl451, %E536
  br i1 %Cmp627, label %CF1252, label %CF1323

CF1323:                                           ; preds = %CF1323, %CF1369
  %CF1323.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1323.t1 = add i32 %CF1323.t0, -1
  store volatile i32 %CF1323.t1, i32* @stress_budget, align 4
  %CF1323.t2 = icmp slt i32 %CF1323.t1, 0
  br i1 %CF1323.t2, label %stress_out, label %CF1323.body
CF1323.body:
  %L628 = load double, double* %PC, align 8
  store <8 x i8> %L289, <8 x i8>* %Sl, align 8
  %E629 = extractelement <8 x double> %Shuff372, i32 5
  %Shuff630 = shufflevector <8 x i1> %Cmp542, <8 x i1> %Cmp33, <8 x i32> <i32 0, i32 zeroinitializer, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 zeroinitializer, i32 14>
  %I631 = insertelement <8 x i1> %Cmp84, i1 %Cmp511, i32 2
  %B632 = xor i32 %B411, 228973
  %FC633 = uitofp <8 x i8> %L156 to <8 x float>
  %Sl634 = select <8 x i1> %Cmp155, <8 x double> %Sl39, <8 x double> %I277
  %Cmp635 = icmp ne <2 x i1> %I515, %L429
  %L636 = load double, double* %PC, align 8
  %E637 = extractelement <4 x i64> %B374, i32 0
  %Shuff638 = shufflevector <2 x i1> %Shuff622, <2 x i1> %Shuff342, <2 x i32> <i32 3, i32 1>
  %I639 = insertelement <8 x i1> %Cmp280, i1 %Cmp296, i32 1
  %B640 = add <2 x i32> %I410, %I410
  %PC641 = bitcast <8 x float>* %A to i1*
  %Sl642 = select i1 %E341, i8 %B270, i8 %Tr203
  %Cmp643 = icmp ult <2 x i1> %Cmp581, %Shuff393
  %L644 = load i1, i1* %PC641, align 1
  br i1 %L644, label %CF1323, label %CF1377

CF1377:                                           ; preds = %CF1323
  %CF1377.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1377.t1 = add i32 %CF1377.t0, -1
  store volatile i32 %CF1377.t1, i32* @stress_budget, align 4
  %CF1377.t2 = icmp slt i32 %CF1377.t1, 0
  br i1 %CF1377.t2, label %stress_out, label %CF1377.body
CF1377.body:
  store <8 x i8> %I554, <8 x i8>* %Sl131, align 8
  %E645 = extractelement <2 x i1> %Shuff622, i32 1
  br i1 %E645, label %CF1252, label %CF1269

CF1269:                                           ; preds = %CF1269, %CF1281, %CF1377
  %CF1269.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1269.t1 = add i32 %CF1269.t0, -1
  store volatile i32 %CF1269.t1, i32* @stress_budget, align 4
  %CF1269.t2 = icmp slt i32 %CF1269.t1, 0
  br i1 %CF1269.t2, label %stress_out, label %CF1269.body
CF1269.body:
  %Shuff646 = shufflevector <4 x i32> %Shuff439, <4 x i32> %I623, <4 x i32> <i32 zeroinitializer, i32 6, i32 0, i32 2>
  %I647 = insertelement <2 x i1> %Shuff553, i1 %Cmp611, i32 0
  %ZE648 = zext <2 x i1> %Shuff393 to <2 x i64>
  %Sl649 = select i1 %L644, <2 x i1> %Tr359, <2 x i1> %L101
  %Cmp650 = icmp slt <4 x i1> %Cmp265, %Cmp92
  %L651 = load i1, i1* %PC641, align 1
  br i1 %L651, label %CF1269, label %CF1281

CF1281:                                           ; preds = %CF1269
  %CF1281.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1281.t1 = add i32 %CF1281.t0, -1
  store volatile i32 %CF1281.t1, i32* @stress_budget, align 4
  %CF1281.t2 = icmp slt i32 %CF1281.t1, 0
  br i1 %CF1281.t2, label %stress_out, label %CF1281.body
CF1281.body:
  store i1 %Cmp511, i1* %PC641, align 1
  %E652 = extractelement <4 x i32> zeroinitializer, i32 3
  %Shuff653 = shufflevector <8 x i1> %Cmp369, <8 x i1> %Sl190, <8 x i32> <i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I654 = insertelement <8 x i64> %Shuff43, i64 %ZE271, i32 0
  %Se655 = sext i8 %L41 to i32
  %Sl656 = select <1 x i1> %Cmp505, <1 x i16> %B152, <1 x i16> %B129
  %Cmp657 = icmp eq <8 x i8> %B105, %L5
  %L658 = load double, double* %PC, align 8
  store <8 x i8> %L164, <8 x i8>* %Sl131, align 8
  %E659 = extractelement <1 x i8> %I607, i32 0
  %Shuff660 = shufflevector <8 x i8> %L148, <8 x i8> %L5, <8 x i32> <i32 zeroinitializer, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I661 = insertelement <8 x i1> %Cmp198, i1 %Cmp588, i32 7
  %B662 = and i64 %B23, 444873
  %FC663 = sitofp <2 x i1> %L229 to <2 x double>
  %Sl664 = select i1 %E485, i1 %Sl83, i1 true
  br i1 %Sl664, label %CF1269, label %CF1272

CF1272:                                           ; preds = %CF1272, %CF1281
  %CF1272.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1272.t1 = add i32 %CF1272.t0, -1
  store volatile i32 %CF1272.t1, i32* @stress_budget, align 4
  %CF1272.t2 = icmp slt i32 %CF1272.t1, 0
  br i1 %CF1272.t2, label %stress_out, label %CF1272.body
CF1272.body:
  %Cmp665 = icmp eq <4 x i32> %I112, %I44
  %L666 = load i1, i1* %PC641, align 1
  br i1 %L666, label %CF1272, label %CF1397

CF1397:                                           ; preds = %CF1272
  %CF1397.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1397.t1 = add i32 %CF1397.t0, -1
  store volatile i32 %CF1397.t1, i32* @stress_budget, align 4
  %CF1397.t2 = icmp slt i32 %CF1397.t1, 0
  br i1 %CF1397.t2, label %stress_out, label %CF1397.body
CF1397.body:
  store float 0xC0D9BE6D80000000, float* %PC488, align 4
  %E667 = extractelement <4 x i32> %B73, i32 0
  %Shuff668 = shufflevector <8 x i1> %Shuff530, <8 x i1> %Cmp243, <8 x i32> <i32 zeroinitializer, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 zeroinitializer, i32 3, i32 5>
  %I669 = insertelement <4 x i64> %Shuff201, i64 %E363, i32 1
  %B670 = lshr <2 x i8> %B121, %Se
  %ZE671 = zext <8 x i8> %Shuff416 to <8 x i16>
  %Sl672 = select i1 %Cmp124, i32 300685, i32 %E454
  %Cmp673 = icmp slt <2 x i1> %Cmp635, %Shuff57
  %L674 = load double, double* %PC, align 8
  store double %Sl91, double* %PC, align 8
  %E675 = extractelement <4 x i64> zeroinitializer, i32 2
  %Shuff676 = shufflevector <8 x i8> %L5, <8 x i8> %Shuff150, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer>
  %I677 = insertelement <1 x i16> %Shuff614, i16 %Tr434, i32 0
  %B678 = mul <8 x i8> %L604, %L62
  %PC679 = bitcast <2 x i1>* %Sl67 to float*
  %Sl680 = select i1 %Cmp627, double %BC465, double %E355
  %Cmp681 = fcmp ult <8 x double> %FC594, %B89
  %L682 = load double, double* %PC, align 8
  store float %FC286, float* %PC488, align 4
  %E683 = extractelement <8 x i8> %L178, i32 3
  %Shuff684 = shufflevector <8 x double> %I181, <8 x double> %Shuff500, <8 x i32> <i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I685 = insertelement <4 x i32> %Shuff386, i32 %B97, i32 0
  %FC686 = sitofp <1 x i16> %B152 to <1 x float>
  %Sl687 = select i1 %Cmp288, i1 %Cmp54, i1 %E552
  br i1 %Sl687, label %CF, label %CF1250

CF1250:                                           ; preds = %CF1250, %CF1354, %CF1271, %CF1321, %CF1397
  %CF1250.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1250.t1 = add i32 %CF1250.t0, -1
  store volatile i32 %CF1250.t1, i32* @stress_budget, align 4
  %CF1250.t2 = icmp slt i32 %CF1250.t1, 0
  br i1 %CF1250.t2, label %stress_out, label %CF1250.body
CF1250.body:
  %Cmp688 = icmp ule i1 %E102, %Sl687
  br i1 %Cmp688, label %CF1250, label %CF1287

CF1287:                                           ; preds = %CF1287, %CF1250
  %CF1287.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1287.t1 = add i32 %CF1287.t0, -1
  store volatile i32 %CF1287.t1, i32* @stress_budget, align 4
  %CF1287.t2 = icmp slt i32 %CF1287.t1, 0
  br i1 %CF1287.t2, label %stress_out, label %CF1287.body
CF1287.body:
  %L689 = load double, double* %PC, align 8
  store double %L460, double* %PC, align 8
  %E690 = extractelement <8 x i8> %Sl32, i32 4
  %Shuff691 = shufflevector <8 x i1> %Shuff409, <8 x i1> %Sl504, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer>
  %I692 = insertelement <8 x i8> %Sl32, i8 %E605, i32 1
  %B693 = fmul <8 x float> %FC633, %FC153
  %FC694 = sitofp <8 x i1> %Cmp421 to <8 x double>
  %Sl695 = select i1 %L644, <4 x i32> %Shuff194, <4 x i32> %Shuff14
  %Cmp696 = icmp ugt i1 %Sl664, %Cmp304
  br i1 %Cmp696, label %CF1287, label %CF1354

CF1354:                                           ; preds = %CF1287
  %CF1354.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1354.t1 = add i32 %CF1354.t0, -1
  store volatile i32 %CF1354.t1, i32* @stress_budget, align 4
  %CF1354.t2 = icmp slt i32 %CF1354.t1, 0
  br i1 %CF1354.t2, label %stress_out, label %CF1354.body
CF1354.body:
  %L697 = load float, float* %PC679, align 4
  store <8 x i8> %B350, <8 x i8>* %Sl, align 8
  %E698 = extractelement <8 x i8> %Shuff379, i32 7
  %Shuff699 = shufflevector <4 x i32> %Shuff478, <4 x i32> %I, <4 x i32> <i32 2, i32 4, i32 6, i32 zeroinitializer>
  %I700 = insertelement <8 x i8> %I159, i8 %Tr278, i32 4
  %B701 = or i64 %E27, %B81
  %ZE702 = zext i8 %Tr203 to i32
  %Sl703 = select i1 %E371, <8 x i8> %L251, <8 x i8> %Shuff283
  %Cmp704 = icmp ugt <4 x i64> %Shuff201, zeroinitializer
  %L705 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store <8 x i8> %L305, <8 x i8>* %Sl, align 8
  %E706 = extractelement <8 x i1> %Shuff493, i32 7
  br i1 %E706, label %CF1250, label %CF1271

CF1271:                                           ; preds = %CF1354
  %CF1271.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1271.t1 = add i32 %CF1271.t0, -1
  store volatile i32 %CF1271.t1, i32* @stress_budget, align 4
  %CF1271.t2 = icmp slt i32 %CF1271.t1, 0
  br i1 %CF1271.t2, label %stress_out, label %CF1271.body
CF1271.body:
  %Shuff707 = shufflevector <8 x double> %Shuff372, <8 x double> %B89, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I708 = insertelement <2 x i1> %Shuff36, i1 %Cmp18, i32 0
  %Se709 = sext i8 %E507 to i16
  %Sl710 = select i1 %Sl397, i16 %E78, i16 %B
  %Cmp711 = icmp ugt <4 x i1> %Cmp704, %Cmp650
  %L712 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store float %L559, float* %PC488, align 4
  %E713 = extractelement <8 x i8> %Shuff119, i32 5
  %Shuff714 = shufflevector <4 x i32> %Shuff276, <4 x i32> %Shuff276, <4 x i32> <i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I715 = insertelement <4 x i32> %Shuff714, i32 %B411, i32 2
  %ZE716 = zext <8 x i8> %B601 to <8 x i64>
  %Sl717 = select i1 %Sl397, i64 %Se396, i64 %E126
  %Cmp718 = icmp ugt <4 x i1> %Cmp132, %Cmp650
  %L719 = load double, double* %PC426, align 8
  store i1 %E222, i1* %PC641, align 1
  %E720 = extractelement <2 x i1> %Shuff238, i32 0
  br i1 %E720, label %CF1250, label %CF1270

CF1270:                                           ; preds = %CF1270, %CF1406, %CF1271
  %CF1270.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1270.t1 = add i32 %CF1270.t0, -1
  store volatile i32 %CF1270.t1, i32* @stress_budget, align 4
  %CF1270.t2 = icmp slt i32 %CF1270.t1, 0
  br i1 %CF1270.t2, label %stress_out, label %CF1270.body
CF1270.body:
  %Shuff721 = shufflevector <4 x i64> %Shuff87, <4 x i64> %B374, <4 x i32> <i32 1, i32 3, i32 zeroinitializer, i32 7>
  %I722 = insertelement <4 x i1> %Cmp550, i1 %Cmp353, i32 3
  %B723 = frem <8 x double> %B89, %BC
  %FC724 = fptosi <2 x double> %FC663 to <2 x i32>
  %Sl725 = select i1 %Cmp76, <8 x i8> %Shuff119, <8 x i8> %L5
  %Cmp726 = icmp eq <4 x i32> %I269, %I685
  %L727 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store double %L460, double* %PC, align 8
  %E728 = extractelement <1 x i16> %Shuff537, i32 0
  %Shuff729 = shufflevector <8 x i1> %Shuff630, <8 x i1> %Cmp33, <8 x i32> <i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I730 = insertelement <8 x i1> %Cmp483, i1 %Cmp40, i32 6
  %B731 = udiv i8 %5, %L
  %Se732 = sext <8 x i8> %I247 to <8 x i16>
  %Sl733 = select i1 %Cmp376, i8 %L34, i8 %E536
  %Cmp734 = icmp ugt i1 %Cmp696, %Cmp288
  br i1 %Cmp734, label %CF1270, label %CF1406

CF1406:                                           ; preds = %CF1270
  %CF1406.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1406.t1 = add i32 %CF1406.t0, -1
  store volatile i32 %CF1406.t1, i32* @stress_budget, align 4
  %CF1406.t2 = icmp slt i32 %CF1406.t1, 0
  br i1 %CF1406.t2, label %stress_out, label %CF1406.body
CF1406.body:
  %L735 = load double, double* %PC426, align 8
  store double %Sl197, double* %PC, align 8
  %E736 = extractelement <2 x i8> %I546, i32 1
  %Shuff737 = shufflevector <8 x i8> %Shuff486, <8 x i8> %L5, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I738 = insertelement <8 x i8> %Shuff599, i8 %L384, i32 0
  %B739 = fadd double %Sl91, %FC302
  %FC740 = sitofp i8 %L528 to double
  %Sl741 = select i1 %L644, i1 %E157, i1 %Cmp124
  br i1 %Sl741, label %CF1270, label %CF1295

CF1295:                                           ; preds = %CF1295, %CF1406
  %CF1295.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1295.t1 = add i32 %CF1295.t0, -1
  store volatile i32 %CF1295.t1, i32* @stress_budget, align 4
  %CF1295.t2 = icmp slt i32 %CF1295.t1, 0
  br i1 %CF1295.t2, label %stress_out, label %CF1295.body
CF1295.body:
  %Cmp742 = icmp ne <4 x i32> %Tr609, %Shuff439
  %L743 = load double, double* %PC, align 8
  store float %L491, float* %PC488, align 4
  %E744 = extractelement <2 x i1> %Shuff299, i32 0
  br i1 %E744, label %CF1295, label %CF1321

CF1321:                                           ; preds = %CF1295
  %CF1321.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1321.t1 = add i32 %CF1321.t0, -1
  store volatile i32 %CF1321.t1, i32* @stress_budget, align 4
  %CF1321.t2 = icmp slt i32 %CF1321.t1, 0
  br i1 %CF1321.t2, label %stress_out, label %CF1321.body
CF1321.body:
  %Shuff745 = shufflevector <8 x i8> %Shuff462, <8 x i8> %Shuff486, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I746 = insertelement <8 x i8> %Sl154, i8 %L85, i32 7
  %B747 = fdiv double %L460, %E355
  %FC748 = uitofp i1 %Cmp296 to double
  %Sl749 = select <8 x i1> %Cmp228, <8 x i16> %I336, <8 x i16> %Se732
  %Cmp750 = fcmp olt float %FC218, %B45
  br i1 %Cmp750, label %CF1250, label %CF1258

CF1258:                                           ; preds = %CF1258, %CF1307, %CF1321
  %CF1258.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1258.t1 = add i32 %CF1258.t0, -1
  store volatile i32 %CF1258.t1, i32* @stress_budget, align 4
  %CF1258.t2 = icmp slt i32 %CF1258.t1, 0
  br i1 %CF1258.t2, label %stress_out, label %CF1258.body
CF1258.body:
  %L751 = load double, double* %PC, align 8
  store double %Sl91, double* %PC, align 8
  %E752 = extractelement <8 x i8> %L164, i32 2
  %Shuff753 = shufflevector <4 x i32> %Shuff328, <4 x i32> %I494, <4 x i32> <i32 5, i32 7, i32 1, i32 zeroinitializer>
  %I754 = insertelement <2 x i1> %Shuff57, i1 %Cmp220, i32 1
  %Se755 = sext <8 x i1> %Cmp444 to <8 x i64>
  %Sl756 = select <2 x i1> %I487, <2 x i1> %L429, <2 x i1> %Shuff57
  %Cmp757 = icmp ule <4 x i1> %Cmp726, %Shuff455
  %L758 = load i1, i1* %PC641, align 1
  br i1 %L758, label %CF1258, label %CF1307

CF1307:                                           ; preds = %CF1258
  %CF1307.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1307.t1 = add i32 %CF1307.t0, -1
  store volatile i32 %CF1307.t1, i32* @stress_budget, align 4
  %CF1307.t2 = icmp slt i32 %CF1307.t1, 0
  br i1 %CF1307.t2, label %stress_out, label %CF1307.body
CF1307.body:
  store double %L551, double* %PC, align 8
  %E759 = extractelement <8 x i1> %Cmp108, i32 4
  br i1 %E759, label %CF1258, label %CF1304

CF1304:                                           ; preds = %CF1307
  %CF1304.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1304.t1 = add i32 %CF1304.t0, -1
  store volatile i32 %CF1304.t1, i32* @stress_budget, align 4
  %CF1304.t2 = icmp slt i32 %CF1304.t1, 0
  br i1 %CF1304.t2, label %stress_out, label %CF1304.body
CF1304.body:
  %Shuff760 = shufflevector <8 x i8> %Sl11, <8 x i8> %Shuff486, <8 x i32> <i32 15, i32 1, i32 3, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 13>
  %I761 = insertelement <8 x i8> %L125, i8 %ZE563, i32 1
  %B762 = udiv i16 2813, %Se709
  %ZE763 = zext <8 x i32> %ZE337 to <8 x i64>
  %Sl764 = select i1 %L651, <8 x double> %I277, <8 x double> %Shuff348
  %Cmp765 = fcmp ogt <8 x float> %FC633, %FC633
  %L766 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store double %L735, double* %PC426, align 8
  %E767 = extractelement <8 x i8> %Sl257, i32 7
  %Shuff768 = shufflevector <8 x double> %Shuff348, <8 x double> %I181, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I769 = insertelement <8 x i8> %Shuff737, i8 %Tr203, i32 4
  %Sl770 = select i1 %E102, <4 x i32> %B73, <4 x i32> %I394
  %L771 = load i1, i1* %PC641, align 1
  br i1 %L771, label %CF, label %CF1249

CF1249:                                           ; preds = %CF1249, %CF1401, %CF1364, %CF1366, %CF1282, %CF1304
  %CF1249.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1249.t1 = add i32 %CF1249.t0, -1
  store volatile i32 %CF1249.t1, i32* @stress_budget, align 4
  %CF1249.t2 = icmp slt i32 %CF1249.t1, 0
  br i1 %CF1249.t2, label %stress_out, label %CF1249.body
CF1249.body:
  store double %L399, double* %PC, align 8
  %E772 = extractelement <4 x i32> %Tr609, i32 2
  %Shuff773 = shufflevector <8 x i8> %L19, <8 x i8> %Sl564, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I774 = insertelement <8 x i8> %I188, i8 %B210, i32 3
  %B775 = sdiv <4 x i32> %Shuff276, %I569
  %Tr776 = fptrunc double %L735 to float
  %Sl777 = select i1 %E720, <8 x i16> %I615, <8 x i16> %ZE671
  %Cmp778 = icmp ule <2 x i1> %Shuff622, %L281
  %L779 = load double, double* %PC, align 8
  store double %E355, double* %PC426, align 8
  %E780 = extractelement <2 x i1> %Shuff622, i32 1
  br i1 %E780, label %CF1249, label %CF1310

CF1310:                                           ; preds = %CF1310, %CF1249
  %CF1310.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1310.t1 = add i32 %CF1310.t0, -1
  store volatile i32 %CF1310.t1, i32* @stress_budget, align 4
  %CF1310.t2 = icmp slt i32 %CF1310.t1, 0
  br i1 %CF1310.t2, label %stress_out, label %CF1310.body
CF1310.body:
  %Shuff781 = shufflevector <4 x i32> %Sl526, <4 x i32> %Shuff194, <4 x i32> <i32 0, i32 2, i32 4, i32 zeroinitializer>
  %I782 = insertelement <8 x double> %I181, double %L719, i32 2
  %B783 = lshr i8 %B570, %L
  %Sl784 = select i1 %Sl405, <8 x i8> %Shuff416, <8 x i8> %I425
  %Cmp785 = fcmp ord <8 x double> %Shuff707, %Shuff158
  %L786 = load double, double* %PC, align 8
  store double %L674, double* %PC426, align 8
  %E787 = extractelement <2 x i1> %L333, i32 1
  br i1 %E787, label %CF1310, label %CF1325

CF1325:                                           ; preds = %CF1325, %CF1409, %CF1310
  %CF1325.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1325.t1 = add i32 %CF1325.t0, -1
  store volatile i32 %CF1325.t1, i32* @stress_budget, align 4
  %CF1325.t2 = icmp slt i32 %CF1325.t1, 0
  br i1 %CF1325.t2, label %stress_out, label %CF1325.body
CF1325.body:
  %Shuff788 = shufflevector <4 x double> %FC241, <4 x double> %Sl602, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I789 = insertelement <2 x i1> %L77, i1 true, i32 0
  %B790 = sub <4 x i16> %I37, zeroinitializer
  %FC791 = uitofp <2 x i1> %Cmp390 to <2 x float>
  %Sl792 = select <2 x i1> %L429, <2 x i1> %Shuff356, <2 x i1> %L101
  %Cmp793 = icmp slt <1 x i16> %B129, %I380
  %L794 = load double, double* %PC, align 8
  store double %L636, double* %PC, align 8
  %E795 = extractelement <8 x i16> %B66, i32 6
  %Shuff796 = shufflevector <1 x i16> %Shuff537, <1 x i16> %I380, <1 x i32> zeroinitializer
  %I797 = insertelement <4 x i1> %Shuff455, i1 %Sl687, i32 1
  %Se798 = sext <8 x i8> %Sl466 to <8 x i32>
  %Sl799 = select <2 x i1> %Shuff36, <2 x i1> %Shuff553, <2 x i1> %Shuff638
  %Cmp800 = fcmp one <8 x double> %Shuff707, %Shuff348
  %L801 = load double, double* %PC, align 8
  store <8 x i8> %L5, <8 x i8>* %Sl, align 8
  %E802 = extractelement <8 x i16> %I336, i32 2
  %Shuff803 = shufflevector <8 x i1> %Shuff653, <8 x i1> %Shuff691, <8 x i32> <i32 zeroinitializer, i32 7, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I804 = insertelement <2 x i1> %Sl242, i1 %Sl482, i32 1
  %B805 = srem <2 x i64> %Se82, %I173
  %FC806 = uitofp i16 %ZE294 to float
  %Sl807 = select <8 x i1> %Cmp33, <8 x i1> %Shuff691, <8 x i1> %Shuff409
  %Cmp808 = icmp sgt i1 %Cmp459, %Sl83
  br i1 %Cmp808, label %CF1325, label %CF1332

CF1332:                                           ; preds = %CF1332, %CF1325
  %CF1332.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1332.t1 = add i32 %CF1332.t0, -1
  store volatile i32 %CF1332.t1, i32* @stress_budget, align 4
  %CF1332.t2 = icmp slt i32 %CF1332.t1, 0
  br i1 %CF1332.t2, label %stress_out, label %CF1332.body
CF1332.body:
  %L809 = load double, double* %PC, align 8
  store i1 %Cmp147, i1* %PC641, align 1
  %E810 = extractelement <2 x i1> %Cmp635, i32 0
  br i1 %E810, label %CF1332, label %CF1409

CF1409:                                           ; preds = %CF1332
  %CF1409.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1409.t1 = add i32 %CF1409.t0, -1
  store volatile i32 %CF1409.t1, i32* @stress_budget, align 4
  %CF1409.t2 = icmp slt i32 %CF1409.t1, 0
  br i1 %CF1409.t2, label %stress_out, label %CF1409.body
CF1409.body:
  %Shuff811 = shufflevector <8 x i8> %Sl295, <8 x i8> %Shuff416, <8 x i32> <i32 13, i32 15, i32 1, i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11>
  %I812 = insertelement <2 x i32> zeroinitializer, i32 %B97, i32 1
  %B813 = sub <4 x i8> %Shuff431, %Tr90
  %ZE814 = zext <2 x i1> %I647 to <2 x i64>
  %Sl815 = select i1 %E780, <8 x double> %Sl53, <8 x double> %I277
  %Cmp816 = icmp slt i32 138485, %B547
  br i1 %Cmp816, label %CF1325, label %CF1330

CF1330:                                           ; preds = %CF1330, %CF1409
  %CF1330.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1330.t1 = add i32 %CF1330.t0, -1
  store volatile i32 %CF1330.t1, i32* @stress_budget, align 4
  %CF1330.t2 = icmp slt i32 %CF1330.t1, 0
  br i1 %CF1330.t2, label %stress_out, label %CF1330.body
CF1330.body:
  %L817 = load i8, i8* %0, align 1
  %E818 = extractelement <8 x i8> %B418, i32 5
  %Shuff819 = shufflevector <8 x i1> %Cmp657, <8 x i1> %Sl303, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I820 = insertelement <8 x double> %I277, double %L735, i32 2
  %B821 = and <4 x i32> %Shuff364, %Sl526
  %FC822 = fptosi float %FC806 to i64
  %Sl823 = select i1 %Cmp147, <4 x i32> %Shuff328, <4 x i32> %I
  %Cmp824 = icmp sge i16 -27499, %E802
  br i1 %Cmp824, label %CF1330, label %CF1401

CF1401:                                           ; preds = %CF1330
  %CF1401.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1401.t1 = add i32 %CF1401.t0, -1
  store volatile i32 %CF1401.t1, i32* @stress_budget, align 4
  %CF1401.t2 = icmp slt i32 %CF1401.t1, 0
  br i1 %CF1401.t2, label %stress_out, label %CF1401.body
CF1401.body:
  %L825 = load float, float* %PC488, align 4
  store <8 x i8> %L48, <8 x i8>* %Sl131, align 8
  %E826 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff827 = shufflevector <8 x double> %Sl634, <8 x double> %BC, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 14>
  %I828 = insertelement <8 x i1> %Shuff493, i1 %Cmp147, i32 2
  %B829 = frem <4 x double> %Shuff50, %Shuff788
  %Se830 = sext <8 x i8> %L125 to <8 x i64>
  %Sl831 = select <8 x i1> %Cmp100, <8 x i1> %I321, <8 x i1> %Shuff630
  %Cmp832 = icmp ule i8 %B210, %E683
  br i1 %Cmp832, label %CF1249, label %CF1268

CF1268:                                           ; preds = %CF1268, %CF1382, %CF1388, %CF1401
  %CF1268.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1268.t1 = add i32 %CF1268.t0, -1
  store volatile i32 %CF1268.t1, i32* @stress_budget, align 4
  %CF1268.t2 = icmp slt i32 %CF1268.t1, 0
  br i1 %CF1268.t2, label %stress_out, label %CF1268.body
CF1268.body:
  %L833 = load i1, i1* %PC641, align 1
  br i1 %L833, label %CF1268, label %CF1382

CF1382:                                           ; preds = %CF1268
  %CF1382.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1382.t1 = add i32 %CF1382.t0, -1
  store volatile i32 %CF1382.t1, i32* @stress_budget, align 4
  %CF1382.t2 = icmp slt i32 %CF1382.t1, 0
  br i1 %CF1382.t2, label %stress_out, label %CF1382.body
CF1382.body:
  store <8 x i8> %Sl154, <8 x i8>* %Sl131, align 8
  %E834 = extractelement <8 x i8> %Shuff508, i32 0
  %Shuff835 = shufflevector <8 x i1> %I463, <8 x i1> %Cmp139, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 zeroinitializer>
  %I836 = insertelement <8 x i1> %Shuff691, i1 %Sl687, i32 5
  %B837 = add <4 x i32> %B472, %ZE248
  %FC838 = uitofp i1 %Cmp124 to float
  %Sl839 = select <8 x i1> %Shuff409, <8 x i8> %B678, <8 x i8> %I224
  %Cmp840 = icmp eq <2 x i64> %Se82, %I173
  %L841 = load i1, i1* %PC641, align 1
  br i1 %L841, label %CF1268, label %CF1380

CF1380:                                           ; preds = %CF1380, %CF1382
  %CF1380.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1380.t1 = add i32 %CF1380.t0, -1
  store volatile i32 %CF1380.t1, i32* @stress_budget, align 4
  %CF1380.t2 = icmp slt i32 %CF1380.t1, 0
  br i1 %CF1380.t2, label %stress_out, label %CF1380.body
CF1380.body:
  store i8 %5, i8* %0, align 1
  %E842 = extractelement <1 x i16> %Shuff537, i32 0
  %Shuff843 = shufflevector <8 x i8> %L5, <8 x i8> %Shuff811, <8 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 1>
  %I844 = insertelement <4 x i32> %Sl176, i32 %E313, i32 1
  %B845 = sdiv <8 x i8> %L12, %L148
  %Se846 = sext i8 %B441 to i64
  %Sl847 = select <4 x i1> %Cmp92, <4 x i1> %Shuff455, <4 x i1> %Cmp92
  %Cmp848 = icmp ult i1 %L833, %Cmp511
  br i1 %Cmp848, label %CF1380, label %CF1388

CF1388:                                           ; preds = %CF1380
  %CF1388.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1388.t1 = add i32 %CF1388.t0, -1
  store volatile i32 %CF1388.t1, i32* @stress_budget, align 4
  %CF1388.t2 = icmp slt i32 %CF1388.t1, 0
  br i1 %CF1388.t2, label %stress_out, label %CF1388.body
CF1388.body:
  %L849 = load i1, i1* %PC641, align 1
  br i1 %L849, label %CF1268, label %CF1300

CF1300:                                           ; preds = %CF1300, %CF1388
  %CF1300.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1300.t1 = add i32 %CF1300.t0, -1
  store volatile i32 %CF1300.t1, i32* @stress_budget, align 4
  %CF1300.t2 = icmp slt i32 %CF1300.t1, 0
  br i1 %CF1300.t2, label %stress_out, label %CF1300.body
CF1300.body:
  store double 0xF3A798C6A0A57B44, double* %PC426, align 8
  %E850 = extractelement <8 x i1> %Shuff630, i32 0
  br i1 %E850, label %CF1300, label %CF1364

CF1364:                                           ; preds = %CF1300
  %CF1364.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1364.t1 = add i32 %CF1364.t0, -1
  store volatile i32 %CF1364.t1, i32* @stress_budget, align 4
  %CF1364.t2 = icmp slt i32 %CF1364.t1, 0
  br i1 %CF1364.t2, label %stress_out, label %CF1364.body
CF1364.body:
  %Shuff851 = shufflevector <8 x i8> %Shuff745, <8 x i8> %L520, <8 x i32> <i32 zeroinitializer, i32 13, i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9>
  %I852 = insertelement <4 x i1> %Cmp475, i1 %E521, i32 1
  %B853 = sub i64 %B701, %B23
  %Tr854 = trunc <4 x i32> %I58 to <4 x i16>
  %Sl855 = select i1 %Cmp177, i1 %Sl162, i1 %Cmp311
  br i1 %Sl855, label %CF1249, label %CF1262

CF1262:                                           ; preds = %CF1262, %CF1379, %CF1387, %CF1364
  %CF1262.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1262.t1 = add i32 %CF1262.t0, -1
  store volatile i32 %CF1262.t1, i32* @stress_budget, align 4
  %CF1262.t2 = icmp slt i32 %CF1262.t1, 0
  br i1 %CF1262.t2, label %stress_out, label %CF1262.body
CF1262.body:
  %Cmp856 = fcmp false double %E355, %L422
  br i1 %Cmp856, label %CF1262, label %CF1379

CF1379:                                           ; preds = %CF1262
  %CF1379.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1379.t1 = add i32 %CF1379.t0, -1
  store volatile i32 %CF1379.t1, i32* @stress_budget, align 4
  %CF1379.t2 = icmp slt i32 %CF1379.t1, 0
  br i1 %CF1379.t2, label %stress_out, label %CF1379.body
CF1379.body:
  %L857 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store float %L491, float* %PC488, align 4
  %E858 = extractelement <4 x i1> %Shuff455, i32 1
  br i1 %E858, label %CF1262, label %CF1335

CF1335:                                           ; preds = %CF1335, %CF1379
  %CF1335.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1335.t1 = add i32 %CF1335.t0, -1
  store volatile i32 %CF1335.t1, i32* @stress_budget, align 4
  %CF1335.t2 = icmp slt i32 %CF1335.t1, 0
  br i1 %CF1335.t2, label %stress_out, label %CF1335.body
CF1335.body:
  %Shuff859 = shufflevector <8 x i1> %Tr211, <8 x i1> %Cmp33, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 0, i32 zeroinitializer>
  %I860 = insertelement <8 x i1> %Cmp198, i1 %Cmp288, i32 6
  %Sl861 = select i1 %L644, i64 %E613, i64 %FC822
  %Cmp862 = icmp slt <8 x i8> %L62, %I239
  %L863 = load i8, i8* %0, align 1
  store i1 %Cmp808, i1* %PC641, align 1
  %E864 = extractelement <8 x i1> %I860, i32 5
  br i1 %E864, label %CF1335, label %CF1387

CF1387:                                           ; preds = %CF1335
  %CF1387.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1387.t1 = add i32 %CF1387.t0, -1
  store volatile i32 %CF1387.t1, i32* @stress_budget, align 4
  %CF1387.t2 = icmp slt i32 %CF1387.t1, 0
  br i1 %CF1387.t2, label %stress_out, label %CF1387.body
CF1387.body:
  %Shuff865 = shufflevector <2 x i1> %Shuff208, <2 x i1> %I708, <2 x i32> <i32 0, i32 2>
  %I866 = insertelement <8 x double> %Shuff187, double %Sl91, i32 6
  %B867 = or <8 x i8> %I538, %I284
  %FC868 = sitofp i8 %E698 to double
  %Sl869 = select i1 %Cmp205, double %FC748, double %L597
  %Cmp870 = icmp sgt i1 %Cmp565, %E245
  br i1 %Cmp870, label %CF1262, label %CF1292

CF1292:                                           ; preds = %CF1292, %CF1387
  %CF1292.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1292.t1 = add i32 %CF1292.t0, -1
  store volatile i32 %CF1292.t1, i32* @stress_budget, align 4
  %CF1292.t2 = icmp slt i32 %CF1292.t1, 0
  br i1 %CF1292.t2, label %stress_out, label %CF1292.body
CF1292.body:
  %L871 = load double, double* %PC, align 8
  store <8 x i8> %I774, <8 x i8>* %Sl131, align 8
  %E872 = extractelement <2 x i1> %Shuff393, i32 0
  br i1 %E872, label %CF1292, label %CF1366

CF1366:                                           ; preds = %CF1292
  %CF1366.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1366.t1 = add i32 %CF1366.t0, -1
  store volatile i32 %CF1366.t1, i32* @stress_budget, align 4
  %CF1366.t2 = icmp slt i32 %CF1366.t1, 0
  br i1 %CF1366.t2, label %stress_out, label %CF1366.body
CF1366.body:
  %Shuff873 = shufflevector <2 x i1> %L727, <2 x i1> %L453, <2 x i32> <i32 3, i32 1>
  %I874 = insertelement <4 x i64> %Shuff721, i64 %FC74, i32 1
  %B875 = srem <8 x i8> %B678, %Shuff660
  %FC876 = uitofp i8 %E306 to float
  %Sl877 = select <4 x i1> %Cmp184, <4 x i16> %I120, <4 x i16> %Tr854
  %Cmp878 = icmp slt <4 x i32> %Sl176, %I292
  %L879 = load i8, i8* %0, align 1
  store i8 %B570, i8* %0, align 1
  %E880 = extractelement <8 x i1> %Shuff668, i32 4
  br i1 %E880, label %CF1249, label %CF1259

CF1259:                                           ; preds = %CF1259, %CF1368, %CF1366
  %CF1259.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1259.t1 = add i32 %CF1259.t0, -1
  store volatile i32 %CF1259.t1, i32* @stress_budget, align 4
  %CF1259.t2 = icmp slt i32 %CF1259.t1, 0
  br i1 %CF1259.t2, label %stress_out, label %CF1259.body
CF1259.body:
  %Shuff881 = shufflevector <2 x i1> %L429, <2 x i1> %Shuff622, <2 x i32> <i32 3, i32 1>
  %I882 = insertelement <8 x i16> %Sl749, i16 %E842, i32 5
  %B883 = srem <8 x i8> %B845, %Shuff416
  %FC884 = uitofp i16 0 to double
  %Sl885 = select i1 %Cmp205, i16 %B225, i16 %Tr434
  %Cmp886 = fcmp olt <8 x double> %Shuff768, %I866
  %L887 = load i8, i8* %0, align 1
  store <8 x i8> %I531, <8 x i8>* %Sl131, align 8
  %E888 = extractelement <2 x i1> %I143, i32 1
  br i1 %E888, label %CF1259, label %CF1368

CF1368:                                           ; preds = %CF1259
  %CF1368.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1368.t1 = add i32 %CF1368.t0, -1
  store volatile i32 %CF1368.t1, i32* @stress_budget, align 4
  %CF1368.t2 = icmp slt i32 %CF1368.t1, 0
  br i1 %CF1368.t2, label %stress_out, label %CF1368.body
CF1368.body:
  %Shuff889 = shufflevector <8 x i8> %Shuff576, <8 x i8> %Shuff811, <8 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 zeroinitializer, i32 zeroinitializer, i32 4, i32 6, i32 zeroinitializer>
  %I890 = insertelement <8 x double> %Shuff246, double %Sl91, i32 4
  %Se891 = sext i1 %Cmp558 to i8
  %Sl892 = select <4 x i1> %Cmp92, <4 x i32> %B539, <4 x i32> %Sl526
  %Cmp893 = icmp eq <2 x i1> %I708, %Shuff299
  %L894 = load double, double* %PC, align 8
  store <8 x i8> %I315, <8 x i8>* %Sl131, align 8
  %E895 = extractelement <4 x i16> %Tr854, i32 2
  %Shuff896 = shufflevector <8 x i8> %Shuff447, <8 x i8> %Shuff416, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer>
  %I897 = insertelement <8 x i8> %Shuff773, i8 %E408, i32 3
  %B898 = srem i32 %E772, %B97
  %FC899 = fptoui float %L697 to i16
  %Sl900 = select i1 %E334, i1 %Cmp611, i1 %Cmp565
  br i1 %Sl900, label %CF1259, label %CF1282

CF1282:                                           ; preds = %CF1368
  %CF1282.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1282.t1 = add i32 %CF1282.t0, -1
  store volatile i32 %CF1282.t1, i32* @stress_budget, align 4
  %CF1282.t2 = icmp slt i32 %CF1282.t1, 0
  br i1 %CF1282.t2, label %stress_out, label %CF1282.body
CF1282.body:
  %Cmp901 = icmp ne <1 x i16> %B129, %B129
  %L902 = load double, double* %PC, align 8
  store i8 %Tr175, i8* %0, align 1
  %E903 = extractelement <4 x i16> %I523, i32 1
  %Shuff904 = shufflevector <2 x i1> %Shuff401, <2 x i1> %Shuff881, <2 x i32> <i32 0, i32 2>
  %I905 = insertelement <4 x i32> %Sl823, i32 %B97, i32 2
  %B906 = udiv i32 %B411, %B898
  %BC907 = bitcast <8 x i32> %Se798 to <8 x float>
  %Sl908 = select i1 %Sl855, <2 x i1> %L69, <2 x i1> %Shuff622
  %Cmp909 = icmp uge i1 %E621, %Cmp816
  br i1 %Cmp909, label %CF1249, label %CF1251

CF1251:                                           ; preds = %CF1251, %CF1376, %CF1394, %CF1309, %CF1301, %CF1398, %CF1373, %CF1282
  %CF1251.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1251.t1 = add i32 %CF1251.t0, -1
  store volatile i32 %CF1251.t1, i32* @stress_budget, align 4
  %CF1251.t2 = icmp slt i32 %CF1251.t1, 0
  br i1 %CF1251.t2, label %stress_out, label %CF1251.body
CF1251.body:
  %L910 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store float 0xC0D9BE6D80000000, float* %PC488, align 4
  %E911 = extractelement <2 x i1> %Shuff865, i32 1
  br i1 %E911, label %CF1251, label %CF1376

CF1376:                                           ; preds = %CF1251
  %CF1376.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1376.t1 = add i32 %CF1376.t0, -1
  store volatile i32 %CF1376.t1, i32* @stress_budget, align 4
  %CF1376.t2 = icmp slt i32 %CF1376.t1, 0
  br i1 %CF1376.t2, label %stress_out, label %CF1376.body
CF1376.body:
  %Shuff912 = shufflevector <8 x i8> %I692, <8 x i8> %Shuff811, <8 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 zeroinitializer, i32 4>
  %I913 = insertelement <8 x i8> %B418, i8 %L312, i32 0
  %FC914 = fptoui float %FC517 to i1
  br i1 %FC914, label %CF1251, label %CF1327

CF1327:                                           ; preds = %CF1327, %CF1376
  %CF1327.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1327.t1 = add i32 %CF1327.t0, -1
  store volatile i32 %CF1327.t1, i32* @stress_budget, align 4
  %CF1327.t2 = icmp slt i32 %CF1327.t1, 0
  br i1 %CF1327.t2, label %stress_out, label %CF1327.body
CF1327.body:
  %Sl915 = select i1 %Cmp205, i16 %Se709, i16 %Sl146
  %Cmp916 = icmp ule <4 x i32> %Shuff478, %Shuff14
  %L917 = load float, float* %PC679, align 4
  store double %E230, double* %PC, align 8
  %E918 = extractelement <8 x i1> %Sl572, i32 1
  br i1 %E918, label %CF1327, label %CF1394

CF1394:                                           ; preds = %CF1327
  %CF1394.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1394.t1 = add i32 %CF1394.t0, -1
  store volatile i32 %CF1394.t1, i32* @stress_budget, align 4
  %CF1394.t2 = icmp slt i32 %CF1394.t1, 0
  br i1 %CF1394.t2, label %stress_out, label %CF1394.body
CF1394.body:
  %Shuff919 = shufflevector <2 x i8> %B121, <2 x i8> %ZE450, <2 x i32> <i32 0, i32 2>
  %I920 = insertelement <1 x i1> %Cmp169, i1 %Cmp750, i32 0
  %B921 = urem i16 %E795, %Sl595
  %Se922 = sext <4 x i1> %Cmp878 to <4 x i8>
  %Sl923 = select i1 %Cmp467, i1 %E744, i1 %Cmp734
  br i1 %Sl923, label %CF1251, label %CF1309

CF1309:                                           ; preds = %CF1394
  %CF1309.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1309.t1 = add i32 %CF1309.t0, -1
  store volatile i32 %CF1309.t1, i32* @stress_budget, align 4
  %CF1309.t2 = icmp slt i32 %CF1309.t1, 0
  br i1 %CF1309.t2, label %stress_out, label %CF1309.body
CF1309.body:
  %Cmp924 = icmp ult i1 %E880, %Sl557
  br i1 %Cmp924, label %CF1251, label %CF1301

CF1301:                                           ; preds = %CF1309
  %CF1301.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1301.t1 = add i32 %CF1301.t0, -1
  store volatile i32 %CF1301.t1, i32* @stress_budget, align 4
  %CF1301.t2 = icmp slt i32 %CF1301.t1, 0
  br i1 %CF1301.t2, label %stress_out, label %CF1301.body
CF1301.body:
  %L925 = load double, double* %PC, align 8
  store float %L491, float* %PC679, align 4
  %E926 = extractelement <4 x i16> %Shuff231, i32 3
  %Shuff927 = shufflevector <8 x i1> %Cmp280, <8 x i1> %Shuff630, <8 x i32> <i32 10, i32 12, i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I928 = insertelement <8 x double> %Sl634, double %FC868, i32 4
  %B929 = frem double %L399, %E355
  %ZE930 = zext i16 -27499 to i64
  %Sl931 = select i1 %L644, i64 %E179, i64 %E675
  %Cmp932 = fcmp ogt float %L559, %FC517
  br i1 %Cmp932, label %CF1251, label %CF1293

CF1293:                                           ; preds = %CF1293, %CF1360, %CF1337, %CF1341, %CF1301
  %CF1293.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1293.t1 = add i32 %CF1293.t0, -1
  store volatile i32 %CF1293.t1, i32* @stress_budget, align 4
  %CF1293.t2 = icmp slt i32 %CF1293.t1, 0
  br i1 %CF1293.t2, label %stress_out, label %CF1293.body
CF1293.body:
  %L933 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store i1 %L651, i1* %PC641, align 1
  %E934 = extractelement <4 x i1> %Sl847, i32 2
  br i1 %E934, label %CF1293, label %CF1360

CF1360:                                           ; preds = %CF1293
  %CF1360.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1360.t1 = add i32 %CF1360.t0, -1
  store volatile i32 %CF1360.t1, i32* @stress_budget, align 4
  %CF1360.t2 = icmp slt i32 %CF1360.t1, 0
  br i1 %CF1360.t2, label %stress_out, label %CF1360.body
CF1360.body:
  %Shuff935 = shufflevector <8 x i64> %ZE716, <8 x i64> %Shuff127, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15>
  %I936 = insertelement <8 x i1> %Cmp681, i1 %Cmp436, i32 3
  %B937 = sdiv <8 x i8> %Shuff379, %Sl725
  %Sl938 = select <2 x i1> %Shuff208, <2 x i1> %Shuff172, <2 x i1> %I432
  %Cmp939 = icmp ule i64 %E118, %E6
  br i1 %Cmp939, label %CF1293, label %CF1337

CF1337:                                           ; preds = %CF1360
  %CF1337.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1337.t1 = add i32 %CF1337.t0, -1
  store volatile i32 %CF1337.t1, i32* @stress_budget, align 4
  %CF1337.t2 = icmp slt i32 %CF1337.t1, 0
  br i1 %CF1337.t2, label %stress_out, label %CF1337.body
CF1337.body:
  %L940 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  %E941 = extractelement <4 x i32> %I394, i32 0
  %Shuff942 = shufflevector <4 x i32> %I58, <4 x i32> %Sl892, <4 x i32> <i32 7, i32 1, i32 zeroinitializer, i32 5>
  %I943 = insertelement <2 x i1> %Shuff401, i1 true, i32 1
  %B944 = xor <8 x i64> %Shuff7, %I195
  %Se945 = sext i8 %L266 to i16
  %Sl946 = select i1 %Cmp824, double %Sl869, double %L735
  %Cmp947 = icmp ult <8 x i8> %L48, %L148
  %L948 = load i8, i8* %0, align 1
  store float %L491, float* %PC679, align 4
  %E949 = extractelement <2 x i1> %I789, i32 1
  br i1 %E949, label %CF1293, label %CF1313

CF1313:                                           ; preds = %CF1313, %CF1392, %CF1350, %CF1337
  %CF1313.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1313.t1 = add i32 %CF1313.t0, -1
  store volatile i32 %CF1313.t1, i32* @stress_budget, align 4
  %CF1313.t2 = icmp slt i32 %CF1313.t1, 0
  br i1 %CF1313.t2, label %stress_out, label %CF1313.body
CF1313.body:
  %Shuff950 = shufflevector <8 x i8> %Shuff119, <8 x i8> %L910, <8 x i32> <i32 zeroinitializer, i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4>
  %I951 = insertelement <8 x i8> %Shuff606, i8 %E605, i32 0
  %B952 = frem double %L801, 0xF3A798C6A0A57B44
  %ZE953 = zext i1 %Cmp573 to i16
  %Sl954 = select i1 %Cmp573, <8 x i32> %Se323, <8 x i32> %B624
  %Cmp955 = icmp sgt i16 %E282, %Se709
  br i1 %Cmp955, label %CF1313, label %CF1392

CF1392:                                           ; preds = %CF1313
  %CF1392.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1392.t1 = add i32 %CF1392.t0, -1
  store volatile i32 %CF1392.t1, i32* @stress_budget, align 4
  %CF1392.t2 = icmp slt i32 %CF1392.t1, 0
  br i1 %CF1392.t2, label %stress_out, label %CF1392.body
CF1392.body:
  %L956 = load i8, i8* %0, align 1
  store double %FC532, double* %PC, align 8
  %E957 = extractelement <2 x i1> %L140, i32 1
  br i1 %E957, label %CF1313, label %CF1350

CF1350:                                           ; preds = %CF1392
  %CF1350.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1350.t1 = add i32 %CF1350.t0, -1
  store volatile i32 %CF1350.t1, i32* @stress_budget, align 4
  %CF1350.t2 = icmp slt i32 %CF1350.t1, 0
  br i1 %CF1350.t2, label %stress_out, label %CF1350.body
CF1350.body:
  %Shuff958 = shufflevector <4 x i1> %Cmp718, <4 x i1> %I797, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I959 = insertelement <8 x i1> %Cmp139, i1 %Cmp124, i32 0
  %B960 = shl <8 x i8> %I761, %B433
  %Sl961 = select <4 x i1> %Cmp718, <4 x i64> %I669, <4 x i64> %Shuff87
  %Cmp962 = icmp uge <8 x i8> %Sl154, %Shuff889
  %L963 = load i8, i8* %0, align 1
  store double %L925, double* %PC, align 8
  %E964 = extractelement <1 x i1> %Cmp901, i32 0
  br i1 %E964, label %CF1313, label %CF1341

CF1341:                                           ; preds = %CF1350
  %CF1341.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1341.t1 = add i32 %CF1341.t0, -1
  store volatile i32 %CF1341.t1, i32* @stress_budget, align 4
  %CF1341.t2 = icmp slt i32 %CF1341.t1, 0
  br i1 %CF1341.t2, label %stress_out, label %CF1341.body
CF1341.body:
  %Shuff965 = shufflevector <8 x i8> %L164, <8 x i8> %Sl839, <8 x i32> <i32 15, i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 zeroinitializer>
  %I966 = insertelement <4 x i16> zeroinitializer, i16 %Se709, i32 1
  %B967 = sub i8 %Sl272, %L887
  %FC968 = sitofp <4 x i1> %I797 to <4 x double>
  %Sl969 = select i1 %Cmp588, i16 %B196, i16 -17291
  %Cmp970 = icmp ule <8 x i8> %Shuff851, %Se503
  %L971 = load float, float* %PC488, align 4
  store i8 %L589, i8* %0, align 1
  %E972 = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff973 = shufflevector <8 x i8> %L19, <8 x i8> %Shuff660, <8 x i32> <i32 9, i32 11, i32 zeroinitializer, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer>
  %I974 = insertelement <8 x double> %Shuff684, double %Sl197, i32 3
  %B975 = ashr <4 x i32> %Sl770, %Shuff942
  %ZE976 = zext <4 x i16> %I120 to <4 x i64>
  %Sl977 = select i1 %Sl687, i16 %E252, i16 %B196
  %Cmp978 = icmp sge <2 x i1> %Shuff342, %I754
  %L979 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store double 0xD95F847E125DF2FC, double* %PC, align 8
  %E980 = extractelement <4 x i1> %Shuff958, i32 0
  br i1 %E980, label %CF1293, label %CF1299

CF1299:                                           ; preds = %CF1299, %CF1341
  %CF1299.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1299.t1 = add i32 %CF1299.t0, -1
  store volatile i32 %CF1299.t1, i32* @stress_budget, align 4
  %CF1299.t2 = icmp slt i32 %CF1299.t1, 0
  br i1 %CF1299.t2, label %stress_out, label %CF1299.body
CF1299.body:
  %Shuff981 = shufflevector <4 x i1> %Shuff958, <4 x i1> %Cmp550, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 1>
  %I982 = insertelement <2 x i1> %I585, i1 %Sl482, i32 1
  %FC983 = uitofp <8 x i1> %Cmp527 to <8 x double>
  %Sl984 = select i1 %E787, i1 %E911, i1 %Cmp832
  br i1 %Sl984, label %CF1299, label %CF1398

CF1398:                                           ; preds = %CF1299
  %CF1398.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1398.t1 = add i32 %CF1398.t0, -1
  store volatile i32 %CF1398.t1, i32* @stress_budget, align 4
  %CF1398.t2 = icmp slt i32 %CF1398.t1, 0
  br i1 %CF1398.t2, label %stress_out, label %CF1398.body
CF1398.body:
  %Cmp985 = icmp ugt <4 x i1> %Shuff307, %Sl847
  %L986 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store i1 %Cmp304, i1* %PC641, align 1
  %E987 = extractelement <8 x i16> %FC419, i32 1
  %Shuff988 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %B374, <4 x i32> <i32 4, i32 zeroinitializer, i32 0, i32 2>
  %I989 = insertelement <8 x i8> %L712, i8 %L948, i32 6
  %Tr990 = trunc <4 x i32> %Shuff753 to <4 x i1>
  %Sl991 = select <4 x i1> %Shuff307, <4 x i32> %Sl695, <4 x i32> %Sl892
  %Cmp992 = icmp ult <2 x i1> %I515, %I708
  %L993 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i1 %Sl249, i1* %PC641, align 1
  %E994 = extractelement <4 x i32> %I685, i32 2
  %Shuff995 = shufflevector <8 x i8> %Shuff291, <8 x i8> %L48, <8 x i32> <i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 zeroinitializer, i32 15, i32 zeroinitializer, i32 zeroinitializer>
  %I996 = insertelement <2 x i1> %Cmp643, i1 %Cmp534, i32 1
  %B997 = urem <4 x i32> %I685, %Shuff753
  %Sl998 = select i1 %Cmp627, <8 x i8> %L289, <8 x i8> %Shuff71
  %Cmp999 = icmp sgt i32 %E327, %B898
  br i1 %Cmp999, label %CF1251, label %CF1264

CF1264:                                           ; preds = %CF1264, %CF1311, %CF1308, %CF1398
  %CF1264.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1264.t1 = add i32 %CF1264.t0, -1
  store volatile i32 %CF1264.t1, i32* @stress_budget, align 4
  %CF1264.t2 = icmp slt i32 %CF1264.t1, 0
  br i1 %CF1264.t2, label %stress_out, label %CF1264.body
CF1264.body:
  %L1000 = load <8 x i8>, <8 x i8>* %Sl, align 8
  store double %L620, double* %PC, align 8
  %E1001 = extractelement <8 x i1> %Cmp369, i32 3
  br i1 %E1001, label %CF1264, label %CF1311

CF1311:                                           ; preds = %CF1264
  %CF1311.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1311.t1 = add i32 %CF1311.t0, -1
  store volatile i32 %CF1311.t1, i32* @stress_budget, align 4
  %CF1311.t2 = icmp slt i32 %CF1311.t1, 0
  br i1 %CF1311.t2, label %stress_out, label %CF1311.body
CF1311.body:
  %Shuff1002 = shufflevector <2 x i1> %Sl792, <2 x i1> %L429, <2 x i32> <i32 zeroinitializer, i32 0>
  %I1003 = insertelement <2 x i1> %Tr359, i1 %E949, i32 0
  %B1004 = srem i64 %Sl861, 416137
  %Se1005 = sext <2 x i1> %Cmp992 to <2 x i8>
  %Sl1006 = select i1 %Cmp413, i64 416137, i64 %E363
  %Cmp1007 = icmp slt i32 %E826, %E772
  br i1 %Cmp1007, label %CF1264, label %CF1308

CF1308:                                           ; preds = %CF1311
  %CF1308.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1308.t1 = add i32 %CF1308.t0, -1
  store volatile i32 %CF1308.t1, i32* @stress_budget, align 4
  %CF1308.t2 = icmp slt i32 %CF1308.t1, 0
  br i1 %CF1308.t2, label %stress_out, label %CF1308.body
CF1308.body:
  %L1008 = load i8, i8* %0, align 1
  store i1 %L644, i1* %PC641, align 1
  %E1009 = extractelement <4 x i32> %Shuff328, i32 1
  %Shuff1010 = shufflevector <4 x i32> %Shuff478, <4 x i32> %Shuff364, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I1011 = insertelement <8 x i8> %I774, i8 %E713, i32 6
  %B1012 = lshr <1 x i16> %I380, %Shuff796
  %Se1013 = sext <2 x i8> %Se to <2 x i32>
  %Sl1014 = select i1 %Cmp932, i8 %L963, i8 %L528
  %Cmp1015 = icmp eq <2 x i1> %I789, %Shuff904
  %L1016 = load float, float* %PC679, align 4
  store i8 %L221, i8* %0, align 1
  %E1017 = extractelement <4 x i32> %Shuff646, i32 3
  %Shuff1018 = shufflevector <8 x i8> %B418, <8 x i8> %L5, <8 x i32> <i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 zeroinitializer, i32 12>
  %I1019 = insertelement <8 x double> %Shuff158, double %FC532, i32 0
  %B1020 = sub i8 %Tr278, %B441
  %FC1021 = uitofp <2 x i1> %Sl389 to <2 x float>
  %Sl1022 = select <4 x i1> %I797, <4 x i64> %B403, <4 x i64> %I232
  %Cmp1023 = icmp sgt <8 x i8> %B464, %L910
  %L1024 = load float, float* %PC679, align 4
  store i1 %Cmp220, i1* %PC641, align 1
  %E1025 = extractelement <8 x i8> %Shuff261, i32 6
  %Shuff1026 = shufflevector <8 x i64> %B358, <8 x i64> %ZE716, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1027 = insertelement <2 x i1> %I754, i1 %Sl482, i32 1
  %B1028 = fadd double %L620, %L437
  %Tr1029 = trunc <4 x i32> %Shuff194 to <4 x i1>
  %Sl1030 = select <4 x i1> %Cmp184, <4 x i32> %Sl823, <4 x i32> %Shuff1010
  %Cmp1031 = icmp slt <8 x i64> %Shuff43, %I654
  %L1032 = load i8, i8* %0, align 1
  store i1 %Cmp, i1* %PC641, align 1
  %E1033 = extractelement <8 x i8> %Shuff965, i32 0
  %Shuff1034 = shufflevector <2 x i1> %Shuff1002, <2 x i1> %Cmp673, <2 x i32> <i32 3, i32 zeroinitializer>
  %I1035 = insertelement <4 x i64> %I669, i64 %Sl219, i32 1
  %B1036 = udiv <8 x i8> %L766, %Shuff851
  %FC1037 = uitofp i1 %Cmp258 to float
  %Sl1038 = select <8 x i1> %Cmp108, <8 x i64> %Se755, <8 x i64> %B59
  %Cmp1039 = fcmp oeq <8 x double> %Sl39, %Sl815
  %L1040 = load i8, i8* %0, align 1
  store i8 %E507, i8* %0, align 1
  %E1041 = extractelement <4 x i32> zeroinitializer, i32 0
  %Shuff1042 = shufflevector <2 x float> %FC161, <2 x float> %FC791, <2 x i32> <i32 3, i32 1>
  %I1043 = insertelement <2 x i1> %Shuff622, i1 %Cmp353, i32 1
  %B1044 = add i8 %Sl626, %Sl489
  %FC1045 = uitofp i8 %L85 to double
  %Sl1046 = select i1 %Cmp288, i16 %Sl969, i16 %E728
  %Cmp1047 = fcmp ogt double %L682, %FC1045
  br i1 %Cmp1047, label %CF1264, label %CF1303

CF1303:                                           ; preds = %CF1303, %CF1357, %CF1308
  %CF1303.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1303.t1 = add i32 %CF1303.t0, -1
  store volatile i32 %CF1303.t1, i32* @stress_budget, align 4
  %CF1303.t2 = icmp slt i32 %CF1303.t1, 0
  br i1 %CF1303.t2, label %stress_out, label %CF1303.body
CF1303.body:
  %L1048 = load i8, i8* %0, align 1
  store double %FC868, double* %PC, align 8
  %E1049 = extractelement <4 x i32> %Shuff781, i32 3
  %Shuff1050 = shufflevector <8 x double> %Shuff500, <8 x double> %I600, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 zeroinitializer, i32 8>
  %I1051 = insertelement <1 x i32> zeroinitializer, i32 %E994, i32 0
  %B1052 = or i8 %FC, %Sl287
  %Sl1053 = select <2 x i1> %L140, <2 x float> %FC791, <2 x float> %FC791
  %Cmp1054 = icmp sge <2 x i1> %Cmp673, %Shuff622
  %L1055 = load i8, i8* %0, align 1
  store i8 %Sl1014, i8* %0, align 1
  %E1056 = extractelement <8 x i8> %B240, i32 0
  %Shuff1057 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Shuff64, <1 x i32> <i32 1>
  %I1058 = insertelement <4 x i16> %I37, i16 %ZE953, i32 3
  %B1059 = udiv i32 %Sl610, %E454
  %FC1060 = sitofp <8 x i64> %I104 to <8 x double>
  %Sl1061 = select i1 true, <8 x i1> %I357, <8 x i1> %Cmp886
  %Cmp1062 = icmp sge i1 %Cmp824, %Cmp696
  br i1 %Cmp1062, label %CF1303, label %CF1344

CF1344:                                           ; preds = %CF1344, %CF1303
  %CF1344.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1344.t1 = add i32 %CF1344.t0, -1
  store volatile i32 %CF1344.t1, i32* @stress_budget, align 4
  %CF1344.t2 = icmp slt i32 %CF1344.t1, 0
  br i1 %CF1344.t2, label %stress_out, label %CF1344.body
CF1344.body:
  %L1063 = load double, double* %PC, align 8
  %E1064 = extractelement <8 x i16> zeroinitializer, i32 5
  %Shuff1065 = shufflevector <8 x i8> %B937, <8 x i8> %Shuff416, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer>
  %I1066 = insertelement <4 x i32> %Sl770, i32 %B97, i32 2
  %B1067 = frem <8 x double> %I600, %Shuff500
  %Sl1068 = select i1 %E980, i16 %E1064, i16 %Sl1046
  %Cmp1069 = icmp ugt i8 %L1055, %FC617
  br i1 %Cmp1069, label %CF1344, label %CF1357

CF1357:                                           ; preds = %CF1344
  %CF1357.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1357.t1 = add i32 %CF1357.t0, -1
  store volatile i32 %CF1357.t1, i32* @stress_budget, align 4
  %CF1357.t2 = icmp slt i32 %CF1357.t1, 0
  br i1 %CF1357.t2, label %stress_out, label %CF1357.body
CF1357.body:
  %L1070 = load i1, i1* %PC641, align 1
  br i1 %L1070, label %CF1303, label %CF1312

CF1312:                                           ; preds = %CF1312, %CF1357
  %CF1312.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1312.t1 = add i32 %CF1312.t0, -1
  store volatile i32 %CF1312.t1, i32* @stress_budget, align 4
  %CF1312.t2 = icmp slt i32 %CF1312.t1, 0
  br i1 %CF1312.t2, label %stress_out, label %CF1312.body
CF1312.body:
  store double %FC868, double* %PC, align 8
  %E1071 = extractelement <8 x i8> %L148, i32 2
  %Shuff1072 = shufflevector <8 x i8> %Sl443, <8 x i8> %Shuff965, <8 x i32> <i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 1, i32 3>
  %I1073 = insertelement <4 x i64> zeroinitializer, i64 %FC822, i32 3
  %FC1074 = uitofp <4 x i16> %Shuff231 to <4 x double>
  %Sl1075 = select <8 x i1> %Shuff630, <8 x i8> %L712, <8 x i8> %I88
  %Cmp1076 = icmp ule <2 x i1> %L857, %L77
  %L1077 = load double, double* %PC, align 8
  store i1 %Cmp325, i1* %PC641, align 1
  %E1078 = extractelement <8 x i64> %Shuff95, i32 4
  %Shuff1079 = shufflevector <8 x i8> %Shuff660, <8 x i8> %Shuff1065, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I1080 = insertelement <4 x i64> zeroinitializer, i64 %FC822, i32 1
  %Sl1081 = select i1 %Sl482, i32 %Sl610, i32 %B898
  %Cmp1082 = icmp sge <2 x i32> %ZE98, %I812
  %L1083 = load double, double* %PC, align 8
  store i1 %E102, i1* %PC641, align 1
  %E1084 = extractelement <8 x i8> %L612, i32 0
  %Shuff1085 = shufflevector <4 x i1> %Cmp718, <4 x i1> %Cmp757, <4 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 zeroinitializer>
  %I1086 = insertelement <8 x i1> %Shuff630, i1 %Cmp220, i32 5
  %B1087 = and i32 %ZE571, %B97
  %FC1088 = fptoui float %Tr106 to i64
  %Sl1089 = select i1 %Cmp18, i32 283585, i32 %B898
  %Cmp1090 = icmp eq <8 x i8> %Sl227, %Shuff889
  %L1091 = load <8 x i8>, <8 x i8>* %A4, align 8
  store i8 %Tr351, i8* %0, align 1
  %E1092 = extractelement <8 x i64> %Sl1038, i32 7
  %Shuff1093 = shufflevector <4 x i1> %Cmp92, <4 x i1> %Cmp916, <4 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 0>
  %I1094 = insertelement <8 x i1> %Shuff691, i1 %E157, i32 4
  %B1095 = ashr <8 x i16> zeroinitializer, zeroinitializer
  %FC1096 = sitofp i8 %E408 to float
  %Sl1097 = select i1 %Cmp519, <8 x i1> %Shuff530, <8 x i1> %Shuff859
  %Cmp1098 = icmp sgt i1 %Cmp47, %Cmp452
  br i1 %Cmp1098, label %CF1312, label %CF1373

CF1373:                                           ; preds = %CF1312
  %CF1373.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1373.t1 = add i32 %CF1373.t0, -1
  store volatile i32 %CF1373.t1, i32* @stress_budget, align 4
  %CF1373.t2 = icmp slt i32 %CF1373.t1, 0
  br i1 %CF1373.t2, label %stress_out, label %CF1373.body
CF1373.body:
  %L1099 = load i8, i8* %0, align 1
  store double %FC302, double* %PC, align 8
  %E1100 = extractelement <8 x i1> %Shuff859, i32 7
  br i1 %E1100, label %CF1251, label %CF1255

CF1255:                                           ; preds = %CF1255, %CF1391, %CF1373
  %CF1255.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1255.t1 = add i32 %CF1255.t0, -1
  store volatile i32 %CF1255.t1, i32* @stress_budget, align 4
  %CF1255.t2 = icmp slt i32 %CF1255.t1, 0
  br i1 %CF1255.t2, label %stress_out, label %CF1255.body
CF1255.body:
  %Shuff1101 = shufflevector <2 x i1> %I1003, <2 x i1> %I1043, <2 x i32> <i32 2, i32 0>
  %I1102 = insertelement <2 x i1> zeroinitializer, i1 %Cmp939, i32 0
  %Tr1103 = trunc i8 %E1056 to i1
  br i1 %Tr1103, label %CF1255, label %CF1391

CF1391:                                           ; preds = %CF1255
  %CF1391.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1391.t1 = add i32 %CF1391.t0, -1
  store volatile i32 %CF1391.t1, i32* @stress_budget, align 4
  %CF1391.t2 = icmp slt i32 %CF1391.t1, 0
  br i1 %CF1391.t2, label %stress_out, label %CF1391.body
CF1391.body:
  %Sl1104 = select i1 %Cmp452, <8 x i64> %Shuff135, <8 x i64> zeroinitializer
  %Cmp1105 = icmp ne <1 x i16> %Shuff537, %B129
  %L1106 = load i1, i1* %PC641, align 1
  br i1 %L1106, label %CF1255, label %CF1276

CF1276:                                           ; preds = %CF1276, %CF1343, %CF1391
  %CF1276.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1276.t1 = add i32 %CF1276.t0, -1
  store volatile i32 %CF1276.t1, i32* @stress_budget, align 4
  %CF1276.t2 = icmp slt i32 %CF1276.t1, 0
  br i1 %CF1276.t2, label %stress_out, label %CF1276.body
CF1276.body:
  store float 0xC0D9BE6D80000000, float* %PC488, align 4
  %E1107 = extractelement <8 x float> %BC907, i32 1
  %Shuff1108 = shufflevector <8 x i8> %I538, <8 x i8> %L612, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6, i32 8, i32 10>
  %I1109 = insertelement <8 x i8> %Shuff28, i8 %L887, i32 6
  %B1110 = add i32 %B1087, %B411
  %Tr1111 = trunc i64 %E400 to i32
  %Sl1112 = select i1 %E911, i64 %B366, i64 %E613
  %Cmp1113 = icmp eq <4 x i32> %Sl526, %Shuff194
  %L1114 = load float, float* %PC488, align 4
  store i8 %L863, i8* %0, align 1
  %E1115 = extractelement <4 x i16> %Tr, i32 3
  %Shuff1116 = shufflevector <8 x double> %Shuff500, <8 x double> %Shuff348, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 zeroinitializer>
  %I1117 = insertelement <8 x i8> %L612, i8 %Sl489, i32 4
  %B1118 = srem i32 %ZE571, %E1049
  %Tr1119 = trunc <4 x i32> %I292 to <4 x i8>
  %Sl1120 = select i1 %E949, i32 %B263, i32 %B547
  %Cmp1121 = icmp sge <8 x i8> %Shuff896, %Shuff660
  %L1122 = load double, double* %PC, align 8
  store double %E260, double* %PC, align 8
  %E1123 = extractelement <4 x i32> %Shuff439, i32 0
  %Shuff1124 = shufflevector <8 x i8> %Sl466, <8 x i8> %L993, <8 x i32> <i32 11, i32 13, i32 15, i32 zeroinitializer, i32 3, i32 5, i32 zeroinitializer, i32 9>
  %I1125 = insertelement <8 x i8> %Sl839, i8 %L528, i32 5
  %B1126 = fmul float %FC876, %L971
  %ZE1127 = zext <4 x i8> %Tr1119 to <4 x i16>
  %Sl1128 = select i1 %Cmp511, <8 x i1> %I209, <8 x i1> %Shuff561
  %Cmp1129 = icmp slt <4 x i32> %Shuff478, %I
  %L1130 = load i8, i8* %0, align 1
  store i1 %E720, i1* %PC641, align 1
  %E1131 = extractelement <8 x i1> %Shuff561, i32 3
  br i1 %E1131, label %CF1276, label %CF1343

CF1343:                                           ; preds = %CF1276
  %CF1343.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1343.t1 = add i32 %CF1343.t0, -1
  store volatile i32 %CF1343.t1, i32* @stress_budget, align 4
  %CF1343.t2 = icmp slt i32 %CF1343.t1, 0
  br i1 %CF1343.t2, label %stress_out, label %CF1343.body
CF1343.body:
  %Shuff1132 = shufflevector <2 x i1> %Sl389, <2 x i1> zeroinitializer, <2 x i32> <i32 zeroinitializer, i32 0>
  %I1133 = insertelement <2 x i1> %Shuff57, i1 true, i32 0
  %FC1134 = sitofp <8 x i8> %B240 to <8 x double>
  %Sl1135 = select i1 %Cmp, <2 x float> %FC1021, <2 x float> %FC381
  %Cmp1136 = icmp ult i8 %E267, %L948
  br i1 %Cmp1136, label %CF1276, label %CF1284

CF1284:                                           ; preds = %CF1284, %CF1347, %CF1343
  %CF1284.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1284.t1 = add i32 %CF1284.t0, -1
  store volatile i32 %CF1284.t1, i32* @stress_budget, align 4
  %CF1284.t2 = icmp slt i32 %CF1284.t1, 0
  br i1 %CF1284.t2, label %stress_out, label %CF1284.body
CF1284.body:
  %L1137 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %E507, i8* %0, align 1
  %E1138 = extractelement <8 x i16> zeroinitializer, i32 1
  %Shuff1139 = shufflevector <8 x i1> %Sl572, <8 x i1> %Shuff561, <8 x i32> <i32 4, i32 6, i32 8, i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 0, i32 2>
  %I1140 = insertelement <8 x double> %Shuff246, double %L674, i32 6
  %B1141 = xor <8 x i8> %Shuff486, %Shuff379
  %Sl1142 = select i1 %Sl83, i32 300685, i32 %Sl17
  %Cmp1143 = fcmp uge double %FC740, %Sl946
  br i1 %Cmp1143, label %CF1284, label %CF1347

CF1347:                                           ; preds = %CF1284
  %CF1347.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1347.t1 = add i32 %CF1347.t0, -1
  store volatile i32 %CF1347.t1, i32* @stress_budget, align 4
  %CF1347.t2 = icmp slt i32 %CF1347.t1, 0
  br i1 %CF1347.t2, label %stress_out, label %CF1347.body
CF1347.body:
  %L1144 = load i8, i8* %0, align 1
  store double %FC532, double* %PC426, align 8
  %E1145 = extractelement <4 x i1> %Cmp718, i32 2
  br i1 %E1145, label %CF1284, label %CF1320

CF1320:                                           ; preds = %CF1320, %CF1347
  %CF1320.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1320.t1 = add i32 %CF1320.t0, -1
  store volatile i32 %CF1320.t1, i32* @stress_budget, align 4
  %CF1320.t2 = icmp slt i32 %CF1320.t1, 0
  br i1 %CF1320.t2, label %stress_out, label %CF1320.body
CF1320.body:
  %Shuff1146 = shufflevector <8 x i1> %Shuff691, <8 x i1> %Cmp317, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 7>
  %I1147 = insertelement <8 x i64> zeroinitializer, i64 %Sl717, i32 3
  %ZE1148 = zext i8 %Tr203 to i16
  %Sl1149 = select i1 %Cmp220, i1 %Cmp, i1 %Cmp353
  br i1 %Sl1149, label %CF1320, label %CF1383

CF1383:                                           ; preds = %CF1320
  %CF1383.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1383.t1 = add i32 %CF1383.t0, -1
  store volatile i32 %CF1383.t1, i32* @stress_budget, align 4
  %CF1383.t2 = icmp slt i32 %CF1383.t1, 0
  br i1 %CF1383.t2, label %stress_out, label %CF1383.body
CF1383.body:
  %Cmp1150 = icmp uge i64 %E637, %E1078
  br i1 %Cmp1150, label %CF, label %CF1248

CF1248:                                           ; preds = %CF1248, %CF1399, %CF1359, %CF1334, %CF1383
  %CF1248.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1248.t1 = add i32 %CF1248.t0, -1
  store volatile i32 %CF1248.t1, i32* @stress_budget, align 4
  %CF1248.t2 = icmp slt i32 %CF1248.t1, 0
  br i1 %CF1248.t2, label %stress_out, label %CF1248.body
CF1248.body:
  %L1151 = load i8, i8* %0, align 1
  store i8 %Sl287, i8* %0, align 1
  %E1152 = extractelement <8 x double> %Shuff827, i32 4
  %Shuff1153 = shufflevector <4 x i32> %B539, <4 x i32> %Se495, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I1154 = insertelement <1 x i16> %Shuff537, i16 %B921, i32 0
  %B1155 = fsub double %L779, %FC884
  %FC1156 = sitofp <2 x i1> %Cmp673 to <2 x double>
  %Sl1157 = select i1 %Cmp611, i1 %L644, i1 %Cmp205
  br i1 %Sl1157, label %CF1248, label %CF1291

CF1291:                                           ; preds = %CF1291, %CF1248
  %CF1291.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1291.t1 = add i32 %CF1291.t0, -1
  store volatile i32 %CF1291.t1, i32* @stress_budget, align 4
  %CF1291.t2 = icmp slt i32 %CF1291.t1, 0
  br i1 %CF1291.t2, label %stress_out, label %CF1291.body
CF1291.body:
  %Cmp1158 = icmp ule i32 %Tr234, %B547
  br i1 %Cmp1158, label %CF1291, label %CF1399

CF1399:                                           ; preds = %CF1291
  %CF1399.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1399.t1 = add i32 %CF1399.t0, -1
  store volatile i32 %CF1399.t1, i32* @stress_budget, align 4
  %CF1399.t2 = icmp slt i32 %CF1399.t1, 0
  br i1 %CF1399.t2, label %stress_out, label %CF1399.body
CF1399.body:
  %L1159 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store <8 x i8> %B1036, <8 x i8>* %Sl, align 8
  %E1160 = extractelement <4 x i32> %B997, i32 2
  %Shuff1161 = shufflevector <8 x i1> %I209, <8 x i1> %Shuff729, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %I1162 = insertelement <8 x i8> %L910, i8 %Tr175, i32 3
  %B1163 = fmul double %FC302, %Sl197
  %FC1164 = sitofp <8 x i8> %Sl839 to <8 x float>
  %Sl1165 = select i1 %Cmp47, <2 x i1> %I515, <2 x i1> zeroinitializer
  %Cmp1166 = icmp uge <8 x i8> %Shuff606, %I1109
  %L1167 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %B783, i8* %0, align 1
  %E1168 = extractelement <2 x i64> %Se82, i32 1
  %Shuff1169 = shufflevector <8 x i8> %Sl998, <8 x i8> %Shuff283, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10>
  %I1170 = insertelement <4 x i16> %Sl877, i16 %Sl969, i32 2
  %Tr1171 = trunc <8 x i64> %B255 to <8 x i8>
  %Sl1172 = select <4 x i1> %Cmp650, <4 x i32> %Shuff328, <4 x i32> %Shuff646
  %Cmp1173 = icmp sge i1 %Sl162, true
  br i1 %Cmp1173, label %CF1248, label %CF1277

CF1277:                                           ; preds = %CF1277, %CF1365, %CF1399
  %CF1277.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1277.t1 = add i32 %CF1277.t0, -1
  store volatile i32 %CF1277.t1, i32* @stress_budget, align 4
  %CF1277.t2 = icmp slt i32 %CF1277.t1, 0
  br i1 %CF1277.t2, label %stress_out, label %CF1277.body
CF1277.body:
  %L1174 = load i1, i1* %PC641, align 1
  br i1 %L1174, label %CF1277, label %CF1365

CF1365:                                           ; preds = %CF1277
  %CF1365.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1365.t1 = add i32 %CF1365.t0, -1
  store volatile i32 %CF1365.t1, i32* @stress_budget, align 4
  %CF1365.t2 = icmp slt i32 %CF1365.t1, 0
  br i1 %CF1365.t2, label %stress_out, label %CF1365.body
CF1365.body:
  store float %Tr776, float* %PC488, align 4
  %E1175 = extractelement <8 x i8> %L251, i32 2
  %Shuff1176 = shufflevector <2 x i1> %L140, <2 x i1> %Shuff1132, <2 x i32> <i32 1, i32 3>
  %I1177 = insertelement <2 x double> %FC540, double %B1028, i32 1
  %FC1178 = sitofp i1 %E744 to float
  %Sl1179 = select i1 %Cmp848, <2 x i1> %I501, <2 x i1> %Shuff1002
  %Cmp1180 = icmp ugt <8 x i8> %B678, %Sl24
  %L1181 = load double, double* %PC, align 8
  store i8 %L85, i8* %0, align 1
  %E1182 = extractelement <8 x i8> %I700, i32 5
  %Shuff1183 = shufflevector <8 x float> %FC153, <8 x float> %B693, <8 x i32> <i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14>
  %I1184 = insertelement <8 x i1> %Cmp1121, i1 %E980, i32 2
  %B1185 = udiv i8 %L589, %Sl626
  %ZE1186 = zext i32 %E327 to i64
  %Sl1187 = select i1 %Cmp1136, <4 x i32> %I685, <4 x i32> %I844
  %Cmp1188 = icmp ule i64 %E363, %Sl861
  br i1 %Cmp1188, label %CF1277, label %CF1359

CF1359:                                           ; preds = %CF1365
  %CF1359.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1359.t1 = add i32 %CF1359.t0, -1
  store volatile i32 %CF1359.t1, i32* @stress_budget, align 4
  %CF1359.t2 = icmp slt i32 %CF1359.t1, 0
  br i1 %CF1359.t2, label %stress_out, label %CF1359.body
CF1359.body:
  %L1189 = load double, double* %PC, align 8
  store i1 %Cmp1047, i1* %PC641, align 1
  %E1190 = extractelement <8 x i1> %Shuff1161, i32 5
  br i1 %E1190, label %CF1248, label %CF1256

CF1256:                                           ; preds = %CF1256, %CF1403, %CF1359
  %CF1256.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1256.t1 = add i32 %CF1256.t0, -1
  store volatile i32 %CF1256.t1, i32* @stress_budget, align 4
  %CF1256.t2 = icmp slt i32 %CF1256.t1, 0
  br i1 %CF1256.t2, label %stress_out, label %CF1256.body
CF1256.body:
  %Shuff1191 = shufflevector <2 x i1> zeroinitializer, <2 x i1> %I789, <2 x i32> <i32 0, i32 zeroinitializer>
  %I1192 = insertelement <8 x i8> %Sl295, i8 %E392, i32 6
  %B1193 = frem <8 x double> %I890, %B593
  %Se1194 = sext <8 x i1> %Tr442 to <8 x i32>
  %Sl1195 = select <8 x i1> %Shuff493, <8 x i8> %Se503, <8 x i8> %I247
  %Cmp1196 = icmp uge <4 x i1> %Shuff1093, %Cmp550
  %L1197 = load <2 x i1>, <2 x i1>* %Sl67, align 1
  store double %B1028, double* %PC, align 8
  %E1198 = extractelement <8 x i1> %I639, i32 4
  br i1 %E1198, label %CF1256, label %CF1403

CF1403:                                           ; preds = %CF1256
  %CF1403.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1403.t1 = add i32 %CF1403.t0, -1
  store volatile i32 %CF1403.t1, i32* @stress_budget, align 4
  %CF1403.t2 = icmp slt i32 %CF1403.t1, 0
  br i1 %CF1403.t2, label %stress_out, label %CF1403.body
CF1403.body:
  %Shuff1199 = shufflevector <8 x i8> %Shuff843, <8 x i8> %Shuff599, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I1200 = insertelement <8 x i8> %L1000, i8 %FC617, i32 1
  %B1201 = frem <8 x double> %Shuff1050, %BC
  %Sl1202 = select i1 true, <8 x i8> %Shuff1018, <8 x i8> %L5
  %Cmp1203 = icmp ule <2 x i1> %Sl580, %Shuff904
  %L1204 = load i1, i1* %PC641, align 1
  br i1 %L1204, label %CF1256, label %CF1334

CF1334:                                           ; preds = %CF1403
  %CF1334.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1334.t1 = add i32 %CF1334.t0, -1
  store volatile i32 %CF1334.t1, i32* @stress_budget, align 4
  %CF1334.t2 = icmp slt i32 %CF1334.t1, 0
  br i1 %CF1334.t2, label %stress_out, label %CF1334.body
CF1334.body:
  store i1 %Sl741, i1* %PC641, align 1
  %E1205 = extractelement <8 x i8> %I1200, i32 5
  %Shuff1206 = shufflevector <2 x i1> %Shuff401, <2 x i1> %Shuff881, <2 x i32> zeroinitializer
  %I1207 = insertelement <4 x i64> %B374, i64 %E1168, i32 2
  %B1208 = fadd <8 x double> %Sl815, %Shuff348
  %Sl1209 = select i1 %Sl557, <8 x double> %Shuff372, <8 x double> %Sl39
  %Cmp1210 = icmp sgt i32 %E772, %E378
  br i1 %Cmp1210, label %CF1248, label %CF1253

CF1253:                                           ; preds = %CF1253, %CF1408, %CF1407, %CF1334
  %CF1253.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1253.t1 = add i32 %CF1253.t0, -1
  store volatile i32 %CF1253.t1, i32* @stress_budget, align 4
  %CF1253.t2 = icmp slt i32 %CF1253.t1, 0
  br i1 %CF1253.t2, label %stress_out, label %CF1253.body
CF1253.body:
  %L1211 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store i8 %Tr203, i8* %0, align 1
  %E1212 = extractelement <8 x i8> %Shuff379, i32 7
  %Shuff1213 = shufflevector <8 x double> %B1208, <8 x double> %Sl815, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I1214 = insertelement <8 x i1> %Sl807, i1 %L771, i32 4
  %B1215 = or <8 x i8> %B960, %Shuff71
  %FC1216 = uitofp <8 x i8> %Shuff21 to <8 x double>
  %Sl1217 = select <8 x i1> %Shuff729, <8 x i8> %L199, <8 x i8> %Shuff811
  %Cmp1218 = icmp ugt <1 x i1> %Cmp901, %I202
  %L1219 = load i8, i8* %0, align 1
  store double 0xD95F847E125DF2FC, double* %PC, align 8
  %E1220 = extractelement <8 x i1> %Shuff530, i32 2
  br i1 %E1220, label %CF1253, label %CF1408

CF1408:                                           ; preds = %CF1253
  %CF1408.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1408.t1 = add i32 %CF1408.t0, -1
  store volatile i32 %CF1408.t1, i32* @stress_budget, align 4
  %CF1408.t2 = icmp slt i32 %CF1408.t1, 0
  br i1 %CF1408.t2, label %stress_out, label %CF1408.body
CF1408.body:
  %Shuff1221 = shufflevector <4 x i32> %I65, <4 x i32> %I, <4 x i32> <i32 5, i32 7, i32 1, i32 zeroinitializer>
  %I1222 = insertelement <8 x i8> %L910, i8 %L34, i32 7
  %B1223 = sdiv i32 %Sl1081, %Sl610
  %Se1224 = sext i1 %Cmp220 to i16
  %Sl1225 = select <8 x i1> %Cmp139, <8 x i8> %Shuff965, <8 x i8> %L48
  %Cmp1226 = icmp slt <2 x i1> %Sl1165, %I501
  %L1227 = load float, float* %PC679, align 4
  store float %FC145, float* %PC488, align 4
  %E1228 = extractelement <8 x float> %FC633, i32 2
  %Shuff1229 = shufflevector <8 x double> %FC226, <8 x double> %I277, <8 x i32> <i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 1, i32 zeroinitializer>
  %I1230 = insertelement <8 x i8> %L19, i8 %Sl642, i32 7
  %Sl1231 = select i1 %E102, <8 x i64> %I195, <8 x i64> %Shuff95
  %Cmp1232 = icmp ult i32 %E1160, %Tr234
  br i1 %Cmp1232, label %CF1253, label %CF1407

CF1407:                                           ; preds = %CF1408
  %CF1407.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1407.t1 = add i32 %CF1407.t0, -1
  store volatile i32 %CF1407.t1, i32* @stress_budget, align 4
  %CF1407.t2 = icmp slt i32 %CF1407.t1, 0
  br i1 %CF1407.t2, label %stress_out, label %CF1407.body
CF1407.body:
  %L1233 = load <8 x i8>, <8 x i8>* %Sl131, align 8
  store double %B1028, double* %PC, align 8
  %E1234 = extractelement <8 x i8> %B1036, i32 7
  %Shuff1235 = shufflevector <8 x i8> %Shuff760, <8 x i8> %B350, <8 x i32> <i32 10, i32 zeroinitializer, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 zeroinitializer, i32 8>
  %I1236 = insertelement <8 x i8> %Sl1202, i8 %E1234, i32 4
  %B1237 = mul i64 %E42, %E499
  %ZE1238 = zext i1 %E720 to i32
  %Sl1239 = select i1 %Sl397, <8 x double> %Shuff348, <8 x double> %I866
  %Cmp1240 = icmp slt <8 x i8> %Shuff416, %Shuff760
  %L1241 = load float, float* %PC679, align 4
  store i1 %E102, i1* %PC641, align 1
  %E1242 = extractelement <8 x double> %I51, i32 7
  %Shuff1243 = shufflevector <2 x i1> %Shuff401, <2 x i1> %I708, <2 x i32> <i32 zeroinitializer, i32 0>
  %I1244 = insertelement <2 x i1> %Shuff904, i1 %Sl741, i32 0
  %FC1245 = fptoui float %L566 to i1
  br i1 %FC1245, label %CF1253, label %CF1278

CF1278:                                           ; preds = %CF1278, %CF1407
  %CF1278.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1278.t1 = add i32 %CF1278.t0, -1
  store volatile i32 %CF1278.t1, i32* @stress_budget, align 4
  %CF1278.t2 = icmp slt i32 %CF1278.t1, 0
  br i1 %CF1278.t2, label %stress_out, label %CF1278.body
CF1278.body:
  %Sl1246 = select i1 %Cmp325, i8 %L1219, i8 %E1071
  %Cmp1247 = icmp ult i32 %E667, %Sl1081
  br i1 %Cmp1247, label %CF1278, label %CF1393

CF1393:                                           ; preds = %CF1278
  %CF1393.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF1393.t1 = add i32 %CF1393.t0, -1
  store volatile i32 %CF1393.t1, i32* @stress_budget, align 4
  %CF1393.t2 = icmp slt i32 %CF1393.t1, 0
  br i1 %CF1393.t2, label %stress_out, label %CF1393.body
CF1393.body:
  store i8 %E834, i8* %0, align 1
  store double %E1152, double* %PC, align 8
  store double %L1077, double* %PC, align 8
  store double %FC740, double* %PC, align 8
  store i8 %B210, i8* %0, align 1
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
