; Known failure (not run by CI): llvm-stress -seed=201 -size=1500, rv64, sanitized by tests/stress.sh, then
; partly reduced by llvm-reduce (7 minutes; for spillway alloc only, not for running).
; spillway alloc (greedy and basic) exits 3: 'allocated instruction matches neither the next instruction
; before allocation (pre instruction 2: %N = ADDI $x0, 1) nor a copy, spill, reload, ...' after three
; identical rematerialisable defs before a branch, one of them deleted. The unreduced seed with
; --alloc-args --no-check prints what LLVM's build prints: a checker false positive (doc/RELIABILITY.md, 6).
; ModuleID = 's201.ll'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32 %1) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to float*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to double*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %L = load i8, i8* %0, align 1
  store i1 true, i1* undef, align 1
  %E = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 1>
  %I = insertelement <2 x i16> zeroinitializer, i16 -4297, i32 1
  %Tr = trunc i32 475235 to i16
  %Sl = select i1 true, float 0xBAADF291C0000000, float 0xBAADF291C0000000
  %Cmp = icmp sge i8 %L, %L
  br label %CF1249

CF1249:                                           ; preds = %CF1397.body, %CF1249.body, %BB
  %CF1249.t1 = add i32 undef, -1
  %CF1249.t2 = icmp slt i32 %CF1249.t1, 0
  br i1 %CF1249.t2, label %stress_out, label %CF1249.body

CF1249.body:                                      ; preds = %CF1249
  %L5 = load i8, i8* %0, align 1
  store i16 23951, i16* undef, align 2
  %E6 = extractelement <16 x i16> zeroinitializer, i32 2
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 3>
  %B9 = add <1 x i64> zeroinitializer, zeroinitializer
  %Sl16 = select i1 %Cmp, i1 %Cmp, i1 true
  br i1 %Sl16, label %CF1249, label %CF1380

CF1380:                                           ; preds = %CF1380.body, %CF1249.body
  %CF1380.t1 = add i32 undef, -1
  %CF1380.t2 = icmp slt i32 %CF1380.t1, 0
  br i1 %CF1380.t2, label %stress_out, label %CF1380.body

CF1380.body:                                      ; preds = %CF1380
  %Cmp17 = icmp sge i32 -1, 0
  br i1 %Cmp17, label %CF1380, label %CF1397

CF1397:                                           ; preds = %CF1380.body
  %CF1397.t1 = add i32 undef, -1
  %CF1397.t2 = icmp slt i32 %CF1397.t1, 0
  br i1 %CF1397.t2, label %stress_out, label %CF1397.body

CF1397.body:                                      ; preds = %CF1397
  %L18 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E19 = extractelement <16 x i32> zeroinitializer, i32 5
  %Shuff20 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %Shuff, <2 x i32> <i32 0, i32 2>
  %I21 = insertelement <16 x i32> zeroinitializer, i32 0, i32 14
  %B22 = udiv i8 undef, undef
  %FC23 = uitofp <4 x i32> zeroinitializer to <4 x double>
  %Sl24 = select i1 %Cmp, double 0x9A93948EBA790C6, double 0x9EF1889074EFD40E
  %Cmp25 = fcmp one float 0xBAADF291C0000000, 0x44E2E306C0000000
  br i1 %Cmp25, label %CF1249, label %CF1254

CF1254:                                           ; preds = %CF1397.body
  br i1 undef, label %stress_out, label %CF1254.body

CF1254.body:                                      ; preds = %CF1254
  %B30 = shl i8 %L18, undef
  %ZE = fpext float 0x44E2E306C0000000 to double
  %Sl31 = select <4 x i1> undef, <4 x double> %FC23, <4 x double> %FC23
  %Cmp32 = icmp sgt i1 true, true
  br label %CF1243

CF1243:                                           ; preds = %CF1357.body, %CF1434.body, %CF1376.body, %CF1394.body, %CF1442.body, %CF1404.body, %CF1243.body, %CF1254.body
  %CF1243.t1 = add i32 undef, -1
  %CF1243.t2 = icmp slt i32 %CF1243.t1, 0
  br i1 %CF1243.t2, label %stress_out, label %CF1243.body

CF1243.body:                                      ; preds = %CF1243
  %L33 = load i1, i1* undef, align 1
  br i1 %L33, label %CF1243, label %CF1404

CF1404:                                           ; preds = %CF1243.body
  %CF1404.t1 = add i32 undef, -1
  %CF1404.t2 = icmp slt i32 %CF1404.t1, 0
  br i1 %CF1404.t2, label %stress_out, label %CF1404.body

CF1404.body:                                      ; preds = %CF1404
  store i8 %L5, i8* %0, align 1
  %E34 = extractelement <2 x i16> %Shuff7, i32 0
  %Shuff35 = shufflevector <4 x double> %FC23, <4 x double> %FC23, <4 x i32> <i32 0, i32 0, i32 5, i32 7>
  %I36 = insertelement <16 x i16> zeroinitializer, i16 %Tr, i32 11
  %B37 = mul i32 undef, %1
  %Se = sext i8 %L18 to i64
  %B51 = fdiv double 0x904572E498437062, 0x9EF1889074EFD40E
  %Sl52 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %L53 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E54 = extractelement <2 x i16> %Shuff7, i32 0
  %Shuff55 = shufflevector <4 x double> %Sl31, <4 x double> %FC23, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I56 = insertelement <1 x i1> undef, i1 %Sl16, i32 0
  %B57 = fadd double 0x2929B8C8CB27D046, %Sl24
  %ZE58 = zext <16 x i16> zeroinitializer to <16 x i32>
  %Sl59 = select i1 %Cmp, <4 x double> %Shuff55, <4 x double> %FC23
  %Cmp60 = icmp sgt i32 %1, %B37
  br i1 %Cmp60, label %CF1243, label %CF1279

CF1279:                                           ; preds = %CF1363.body, %CF1427.body, %CF1279.body, %CF1404.body
  %CF1279.t1 = add i32 undef, -1
  %CF1279.t2 = icmp slt i32 %CF1279.t1, 0
  br i1 %CF1279.t2, label %stress_out, label %CF1279.body

CF1279.body:                                      ; preds = %CF1279
  %L61 = load i8, i8* %0, align 1
  store i8 undef, i8* %0, align 1
  %E62 = extractelement <16 x i16> zeroinitializer, i32 7
  %Shuff63 = shufflevector <2 x i16> undef, <2 x i16> undef, <2 x i32> <i32 2, i32 0>
  %I64 = insertelement <2 x i16> zeroinitializer, i16 undef, i32 0
  %B65 = fdiv double 0x904572E498437062, 0x9EF1889074EFD40E
  %ZE66 = zext i16 23951 to i64
  %Sl67 = select i1 %Cmp, double 0x2929B8C8CB27D046, double %B57
  %Cmp68 = icmp eq <4 x i32> zeroinitializer, zeroinitializer
  %L69 = load i8, i8* %0, align 1
  store i8 %B22, i8* %0, align 1
  %E70 = extractelement <4 x i1> %Cmp68, i32 2
  br i1 %E70, label %CF1279, label %CF1314

CF1314:                                           ; preds = %CF1314.body, %CF1279.body
  %CF1314.t1 = add i32 undef, -1
  %CF1314.t2 = icmp slt i32 %CF1314.t1, 0
  br i1 %CF1314.t2, label %stress_out, label %CF1314.body

CF1314.body:                                      ; preds = %CF1314
  %Shuff71 = shufflevector <1 x i64> %B9, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I72 = insertelement <1 x i64> zeroinitializer, i64 %Se, i32 0
  %B73 = sub i8 %L53, -1
  %FC74 = sitofp <2 x i16> zeroinitializer to <2 x double>
  %Sl75 = select i1 true, i1 false, i1 %E70
  br i1 %Sl75, label %CF1314, label %CF1353

CF1353:                                           ; preds = %CF1353.body, %CF1314.body
  %CF1353.t1 = add i32 undef, -1
  %CF1353.t2 = icmp slt i32 %CF1353.t1, 0
  br i1 %CF1353.t2, label %stress_out, label %CF1353.body

CF1353.body:                                      ; preds = %CF1353
  %Cmp76 = icmp ule <2 x i16> undef, zeroinitializer
  %L77 = load i8, i8* %0, align 1
  store i8 undef, i8* %0, align 1
  %E78 = extractelement <16 x i32> %I21, i32 14
  %Shuff79 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 3>
  %I80 = insertelement <4 x i1> zeroinitializer, i1 %Sl16, i32 3
  %B81 = or i16 -4297, %E62
  %FC82 = uitofp i8 -1 to float
  %Sl83 = select <1 x i1> undef, <1 x i64> zeroinitializer, <1 x i64> %Shuff71
  %Cmp84 = icmp ne i8 undef, undef
  br i1 %Cmp84, label %CF1353, label %CF1427

CF1427:                                           ; preds = %CF1353.body
  %CF1427.t1 = add i32 undef, -1
  %CF1427.t2 = icmp slt i32 %CF1427.t1, 0
  br i1 %CF1427.t2, label %stress_out, label %CF1427.body

CF1427.body:                                      ; preds = %CF1427
  %L85 = load i8, i8* %0, align 1
  store i8 %L69, i8* %0, align 1
  %E86 = extractelement <2 x i16> %Shuff63, i32 0
  %Shuff87 = shufflevector <16 x i32> %ZE58, <16 x i32> zeroinitializer, <16 x i32> <i32 0, i32 31, i32 1, i32 3, i32 0, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27>
  %I88 = insertelement <2 x i16> zeroinitializer, i16 23951, i32 1
  %B89 = urem <1 x i64> zeroinitializer, %Shuff71
  %PC = bitcast float* %A4 to i64*
  %Sl90 = select i1 true, i8 %L18, i8 %L85
  %Cmp91 = icmp ugt <2 x i16> %Shuff, %Shuff
  %L92 = load i64, i64* %PC, align 4
  store i64 %Se, i64* %PC, align 4
  %E93 = extractelement <4 x double> %Shuff35, i32 3
  %Shuff94 = shufflevector <4 x i1> zeroinitializer, <4 x i1> undef, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I95 = insertelement <4 x double> %Shuff35, double %B65, i32 0
  %B96 = mul i32 0, %E19
  %Tr97 = trunc <1 x i64> %Shuff71 to <1 x i32>
  %Sl98 = select i1 %Sl16, i32 -1, i32 undef
  %Cmp99 = icmp ule i16 %E34, undef
  br i1 %Cmp99, label %CF1279, label %CF1298

CF1298:                                           ; preds = %CF1298.body, %CF1427.body
  %CF1298.t1 = add i32 undef, -1
  %CF1298.t2 = icmp slt i32 %CF1298.t1, 0
  br i1 %CF1298.t2, label %stress_out, label %CF1298.body

CF1298.body:                                      ; preds = %CF1298
  %L100 = load i64, i64* %PC, align 4
  store i8 -1, i8* %0, align 1
  br i1 undef, label %CF1298, label %CF1328

CF1328:                                           ; preds = %CF1328.body, %CF1298.body
  %CF1328.t2 = icmp slt i32 undef, 0
  br i1 %CF1328.t2, label %stress_out, label %CF1328.body

CF1328.body:                                      ; preds = %CF1328
  %Cmp107 = icmp ne <4 x i1> %I80, %Shuff94
  %L108 = load i64, i64* %PC, align 4
  store i64 %ZE66, i64* %PC, align 4
  %E109 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff110 = shufflevector <2 x i64> undef, <2 x i64> undef, <2 x i32> <i32 0, i32 3>
  %I111 = insertelement <4 x i32> undef, i32 %B37, i32 3
  %FC112 = sitofp i16 undef to float
  %Sl113 = select i1 %Cmp, i1 %Cmp84, i1 %Sl16
  br i1 %Sl113, label %CF1328, label %CF1363

CF1363:                                           ; preds = %CF1328.body
  %CF1363.t1 = add i32 undef, -1
  %CF1363.t2 = icmp slt i32 %CF1363.t1, 0
  br i1 %CF1363.t2, label %stress_out, label %CF1363.body

CF1363.body:                                      ; preds = %CF1363
  %Cmp114 = icmp ne i1 %Cmp84, %Cmp60
  br i1 %Cmp114, label %CF1279, label %CF1297

CF1297:                                           ; preds = %CF1297.body, %CF1363.body
  %CF1297.t1 = add i32 undef, -1
  %CF1297.t2 = icmp slt i32 %CF1297.t1, 0
  br i1 %CF1297.t2, label %stress_out, label %CF1297.body

CF1297.body:                                      ; preds = %CF1297
  %L115 = load i64, i64* %PC, align 4
  br i1 undef, label %CF1297, label %CF1442

CF1442:                                           ; preds = %CF1297.body
  %CF1442.t2 = icmp slt i32 undef, 0
  br i1 %CF1442.t2, label %stress_out, label %CF1442.body

CF1442.body:                                      ; preds = %CF1442
  %L122 = load i64, i64* %PC, align 4
  store i8 %L5, i8* %0, align 1
  %E123 = extractelement <1 x i64> zeroinitializer, i32 0
  %Shuff124 = shufflevector <4 x i32> undef, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 0>
  %I125 = insertelement <2 x i1> %Cmp91, i1 %Cmp, i32 0
  %B126 = frem <4 x double> %Sl31, %FC23
  %Tr127 = trunc <2 x i16> %Shuff20 to <2 x i1>
  %Sl128 = select i1 true, i16 %E34, i16 undef
  %Cmp129 = fcmp ugt double 0x9A93948EBA790C6, %Sl24
  br i1 %Cmp129, label %CF1243, label %CF1270

CF1270:                                           ; preds = %CF1421.body, %CF1270.body, %CF1442.body
  %CF1270.t1 = add i32 undef, -1
  %CF1270.t2 = icmp slt i32 %CF1270.t1, 0
  br i1 %CF1270.t2, label %stress_out, label %CF1270.body

CF1270.body:                                      ; preds = %CF1270
  %L130 = load i64, i64* %PC, align 4
  store i64 456959, i64* %PC, align 4
  %E131 = extractelement <1 x i32> %Tr97, i32 0
  %Shuff132 = shufflevector <4 x i1> %Shuff94, <4 x i1> %Cmp107, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I133 = insertelement <4 x i32> undef, i32 %B37, i32 3
  %B134 = sub <2 x i16> %Shuff63, undef
  %Sl135 = select i1 %Cmp84, <2 x i1> %Cmp91, <2 x i1> %Cmp76
  %Cmp136 = icmp slt i16 %E34, -4297
  br i1 %Cmp136, label %CF1270, label %CF1421

CF1421:                                           ; preds = %CF1270.body
  %CF1421.t1 = add i32 undef, -1
  %CF1421.t2 = icmp slt i32 %CF1421.t1, 0
  br i1 %CF1421.t2, label %stress_out, label %CF1421.body

CF1421.body:                                      ; preds = %CF1421
  %L137 = load i64, i64* %PC, align 4
  %E138 = extractelement <1 x i1> undef, i32 0
  br i1 %E138, label %CF1270, label %CF1340

CF1340:                                           ; preds = %CF1432.body, %CF1340.body, %CF1421.body
  %CF1340.t1 = add i32 undef, -1
  %CF1340.t2 = icmp slt i32 %CF1340.t1, 0
  br i1 %CF1340.t2, label %stress_out, label %CF1340.body

CF1340.body:                                      ; preds = %CF1340
  %Shuff139 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I140 = insertelement <2 x i16> zeroinitializer, i16 undef, i32 0
  %ZE141 = zext <16 x i32> %ZE58 to <16 x i64>
  %Sl142 = select i1 %Sl16, i1 true, i1 %Cmp60
  br i1 %Sl142, label %CF1340, label %CF1432

CF1432:                                           ; preds = %CF1340.body
  %CF1432.t1 = add i32 undef, -1
  %CF1432.t2 = icmp slt i32 %CF1432.t1, 0
  br i1 %CF1432.t2, label %stress_out, label %CF1432.body

CF1432.body:                                      ; preds = %CF1432
  %Cmp143 = fcmp one double %B51, %B65
  br i1 %Cmp143, label %CF1340, label %CF1394

CF1394:                                           ; preds = %CF1432.body
  %CF1394.t1 = add i32 undef, -1
  %CF1394.t2 = icmp slt i32 %CF1394.t1, 0
  br i1 %CF1394.t2, label %stress_out, label %CF1394.body

CF1394.body:                                      ; preds = %CF1394
  %L144 = load i8, i8* %0, align 1
  store i64 %ZE66, i64* %PC, align 4
  %E145 = extractelement <4 x i1> %Shuff132, i32 0
  br i1 %E145, label %CF1243, label %CF1253

CF1253:                                           ; preds = %CF1440.body, %CF1325.body, %CF1358.body, %CF1253.body, %CF1394.body
  %CF1253.t1 = add i32 undef, -1
  %CF1253.t2 = icmp slt i32 %CF1253.t1, 0
  br i1 %CF1253.t2, label %stress_out, label %CF1253.body

CF1253.body:                                      ; preds = %CF1253
  %Shuff146 = shufflevector <4 x i1> %Cmp107, <4 x i1> %Shuff94, <4 x i32> <i32 3, i32 0, i32 7, i32 1>
  %I147 = insertelement <2 x i16> %Shuff, i16 %B81, i32 1
  %FC148 = sitofp i8 %L69 to double
  %Sl149 = select i1 %L33, <2 x i64> undef, <2 x i64> undef
  %Cmp150 = icmp ult i16 %Tr, 23951
  br i1 %Cmp150, label %CF1253, label %CF1358

CF1358:                                           ; preds = %CF1253.body
  %CF1358.t1 = add i32 undef, -1
  %CF1358.t2 = icmp slt i32 %CF1358.t1, 0
  br i1 %CF1358.t2, label %stress_out, label %CF1358.body

CF1358.body:                                      ; preds = %CF1358
  %L151 = load i8, i8* %0, align 1
  store i8 %L85, i8* %0, align 1
  %E152 = extractelement <4 x i1> %Cmp107, i32 3
  br i1 %E152, label %CF1253, label %CF1325

CF1325:                                           ; preds = %CF1358.body
  %CF1325.t1 = add i32 undef, -1
  %CF1325.t2 = icmp slt i32 %CF1325.t1, 0
  br i1 %CF1325.t2, label %stress_out, label %CF1325.body

CF1325.body:                                      ; preds = %CF1325
  %Shuff153 = shufflevector <2 x i16> undef, <2 x i16> %Sl52, <2 x i32> <i32 2, i32 0>
  %I154 = insertelement <4 x double> %Shuff35, double %FC148, i32 0
  %B155 = shl i8 %L69, %L61
  %Tr156 = fptrunc double %Sl67 to float
  %Sl157 = select <1 x i1> %I56, <1 x i64> %B9, <1 x i64> zeroinitializer
  %Cmp158 = icmp ule i1 %Sl16, %Sl16
  br i1 %Cmp158, label %CF1253, label %CF1274

CF1274:                                           ; preds = %CF1414.body, %CF1274.body, %CF1325.body
  %CF1274.t1 = add i32 undef, -1
  %CF1274.t2 = icmp slt i32 %CF1274.t1, 0
  br i1 %CF1274.t2, label %stress_out, label %CF1274.body

CF1274.body:                                      ; preds = %CF1274
  %L159 = load i64, i64* %PC, align 4
  store i16 %E34, i16* undef, align 2
  %E160 = extractelement <16 x i32> undef, i32 10
  %Shuff161 = shufflevector <2 x i16> %Shuff153, <2 x i16> %I88, <2 x i32> <i32 1, i32 0>
  %I162 = insertelement <2 x i16> zeroinitializer, i16 %E86, i32 1
  %B163 = urem <2 x i16> %Shuff7, %Shuff
  %Sl164 = select i1 %E70, i1 %E138, i1 %Cmp
  br i1 %Sl164, label %CF1274, label %CF1414

CF1414:                                           ; preds = %CF1274.body
  %CF1414.t1 = add i32 undef, -1
  %CF1414.t2 = icmp slt i32 %CF1414.t1, 0
  br i1 %CF1414.t2, label %stress_out, label %CF1414.body

CF1414.body:                                      ; preds = %CF1414
  %Cmp165 = icmp ugt i1 %Cmp84, %Cmp32
  br i1 %Cmp165, label %CF1274, label %CF1350

CF1350:                                           ; preds = %CF1350.body, %CF1414.body
  %CF1350.t1 = add i32 undef, -1
  %CF1350.t2 = icmp slt i32 %CF1350.t1, 0
  br i1 %CF1350.t2, label %stress_out, label %CF1350.body

CF1350.body:                                      ; preds = %CF1350
  %L166 = load i8, i8* %0, align 1
  store i64 %L92, i64* %PC, align 4
  %E167 = extractelement <2 x i16> undef, i32 0
  %Shuff168 = shufflevector <4 x i1> %Shuff94, <4 x i1> undef, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %B170 = add <2 x i16> %Shuff79, %Shuff20
  %ZE171 = zext <2 x i16> undef to <2 x i32>
  %Sl172 = select i1 %Sl164, i1 %Sl75, i1 %Cmp136
  br i1 %Sl172, label %CF1350, label %CF1440

CF1440:                                           ; preds = %CF1350.body
  %CF1440.t1 = add i32 undef, -1
  %CF1440.t2 = icmp slt i32 %CF1440.t1, 0
  br i1 %CF1440.t2, label %stress_out, label %CF1440.body

CF1440.body:                                      ; preds = %CF1440
  %Cmp173 = fcmp ule double %B51, %E93
  br i1 %Cmp173, label %CF1253, label %CF1264

CF1264:                                           ; preds = %CF1281.body, %CF1329.body, %CF1310.body, %CF1312.body, %CF1368.body, %CF1441.body, %CF1264.body, %CF1440.body
  %CF1264.t1 = add i32 undef, -1
  %CF1264.t2 = icmp slt i32 %CF1264.t1, 0
  br i1 %CF1264.t2, label %stress_out, label %CF1264.body

CF1264.body:                                      ; preds = %CF1264
  %L174 = load i8, i8* %0, align 1
  store i64 undef, i64* %PC, align 4
  %E175 = extractelement <2 x i16> undef, i32 0
  %Shuff176 = shufflevector <2 x i1> %Sl135, <2 x i1> %Cmp76, <2 x i32> <i32 3, i32 1>
  %I177 = insertelement <1 x i64> %Sl83, i64 %Se, i32 0
  %B178 = mul i64 %L108, %L130
  %Tr179 = trunc i16 %E86 to i8
  %Sl180 = select i1 %Cmp129, <4 x i1> %Shuff168, <4 x i1> %Shuff168
  %Cmp181 = icmp uge i16 %B81, %E54
  br i1 %Cmp181, label %CF1264, label %CF1441

CF1441:                                           ; preds = %CF1264.body
  %CF1441.t1 = add i32 undef, -1
  %CF1441.t2 = icmp slt i32 %CF1441.t1, 0
  br i1 %CF1441.t2, label %stress_out, label %CF1441.body

CF1441.body:                                      ; preds = %CF1441
  %L182 = load i64, i64* %PC, align 4
  store i64 %L108, i64* %PC, align 4
  %E183 = extractelement <2 x i16> %I, i32 1
  %Shuff184 = shufflevector <4 x i1> %Cmp68, <4 x i1> %I80, <4 x i32> <i32 6, i32 0, i32 2, i32 0>
  %I185 = insertelement <2 x i16> %B163, i16 %E167, i32 0
  %B186 = fdiv double undef, %FC148
  %Tr187 = trunc i64 %ZE66 to i1
  br i1 %Tr187, label %CF1264, label %CF1368

CF1368:                                           ; preds = %CF1441.body
  %CF1368.t1 = add i32 undef, -1
  %CF1368.t2 = icmp slt i32 %CF1368.t1, 0
  br i1 %CF1368.t2, label %stress_out, label %CF1368.body

CF1368.body:                                      ; preds = %CF1368
  %Sl188 = select i1 %Cmp129, i1 %Cmp181, i1 %Cmp114
  br i1 %Sl188, label %CF1264, label %CF1312

CF1312:                                           ; preds = %CF1368.body
  %CF1312.t1 = add i32 undef, -1
  %CF1312.t2 = icmp slt i32 %CF1312.t1, 0
  br i1 %CF1312.t2, label %stress_out, label %CF1312.body

CF1312.body:                                      ; preds = %CF1312
  %Cmp189 = icmp slt i32 %Sl98, 475235
  br i1 %Cmp189, label %CF1264, label %CF1310

CF1310:                                           ; preds = %CF1312.body
  %CF1310.t1 = add i32 undef, -1
  %CF1310.t2 = icmp slt i32 %CF1310.t1, 0
  br i1 %CF1310.t2, label %stress_out, label %CF1310.body

CF1310.body:                                      ; preds = %CF1310
  %L190 = load i64, i64* %PC, align 4
  store i64 undef, i64* %PC, align 4
  %E191 = extractelement <4 x i1> %Shuff146, i32 1
  br i1 %E191, label %CF1264, label %CF1299

CF1299:                                           ; preds = %CF1299.body, %CF1310.body
  %CF1299.t1 = add i32 undef, -1
  %CF1299.t2 = icmp slt i32 %CF1299.t1, 0
  br i1 %CF1299.t2, label %stress_out, label %CF1299.body

CF1299.body:                                      ; preds = %CF1299
  %Shuff192 = shufflevector <2 x i16> undef, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I193 = insertelement <4 x i32> zeroinitializer, i32 %E160, i32 2
  %FC195 = uitofp <1 x i64> %B89 to <1 x float>
  %Sl196 = select i1 %Sl142, i1 %Cmp189, i1 true
  br i1 %Sl196, label %CF1299, label %CF1307

CF1307:                                           ; preds = %CF1349.body, %CF1416.body, %CF1307.body, %CF1299.body
  %CF1307.t1 = add i32 undef, -1
  %CF1307.t2 = icmp slt i32 %CF1307.t1, 0
  br i1 %CF1307.t2, label %stress_out, label %CF1307.body

CF1307.body:                                      ; preds = %CF1307
  %Cmp197 = icmp ult <2 x i16> %I162, undef
  %L198 = load i64, i64* %PC, align 4
  store i8 undef, i8* %0, align 1
  %E199 = extractelement <1 x i64> %Sl157, i32 0
  %Shuff200 = shufflevector <4 x i1> %Shuff132, <4 x i1> undef, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I201 = insertelement <2 x i16> %Shuff161, i16 %E167, i32 0
  %B202 = ashr i64 %E199, 364707
  %Tr203 = trunc i8 %Tr179 to i1
  br i1 %Tr203, label %CF1307, label %CF1356

CF1356:                                           ; preds = %CF1356.body, %CF1307.body
  %CF1356.t1 = add i32 undef, -1
  %CF1356.t2 = icmp slt i32 %CF1356.t1, 0
  br i1 %CF1356.t2, label %stress_out, label %CF1356.body

CF1356.body:                                      ; preds = %CF1356
  %Sl204 = select <2 x i1> %Shuff176, <2 x i1> %Cmp76, <2 x i1> %Shuff176
  %Cmp205 = icmp uge i64 %B178, %L159
  br i1 %Cmp205, label %CF1356, label %CF1416

CF1416:                                           ; preds = %CF1356.body
  %CF1416.t1 = add i32 undef, -1
  %CF1416.t2 = icmp slt i32 %CF1416.t1, 0
  br i1 %CF1416.t2, label %stress_out, label %CF1416.body

CF1416.body:                                      ; preds = %CF1416
  br i1 undef, label %CF1307, label %CF1349

CF1349:                                           ; preds = %CF1416.body
  %CF1349.t2 = icmp slt i32 undef, 0
  br i1 %CF1349.t2, label %stress_out, label %CF1349.body

CF1349.body:                                      ; preds = %CF1349
  %Cmp211 = icmp sgt i16 23951, %E183
  br i1 %Cmp211, label %CF1307, label %CF1329

CF1329:                                           ; preds = %CF1349.body
  %CF1329.t1 = add i32 undef, -1
  %CF1329.t2 = icmp slt i32 %CF1329.t1, 0
  br i1 %CF1329.t2, label %stress_out, label %CF1329.body

CF1329.body:                                      ; preds = %CF1329
  %L212 = load i64, i64* %PC, align 4
  store i8 undef, i8* %0, align 1
  %E213 = extractelement <2 x i16> %Shuff7, i32 0
  %Shuff214 = shufflevector <16 x i64> %ZE141, <16 x i64> %ZE141, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 0, i32 1, i32 3, i32 5, i32 7, i32 9, i32 0>
  %I215 = insertelement <2 x i16> %I64, i16 23951, i32 1
  %B216 = udiv <2 x i16> %B170, %I147
  %FC217 = fptoui double 0x9A93948EBA790C6 to i8
  %Sl218 = select i1 true, i16* undef, i16* undef
  %Cmp219 = icmp uge i16 %E6, undef
  br i1 %Cmp219, label %CF1264, label %CF1281

CF1281:                                           ; preds = %CF1329.body
  %CF1281.t1 = add i32 undef, -1
  %CF1281.t2 = icmp slt i32 %CF1281.t1, 0
  br i1 %CF1281.t2, label %stress_out, label %CF1281.body

CF1281.body:                                      ; preds = %CF1281
  %L220 = load i64, i64* %PC, align 4
  store i16 undef, i16* %Sl218, align 2
  %E221 = extractelement <4 x i1> %Shuff146, i32 1
  br i1 %E221, label %CF1264, label %CF1266

CF1266:                                           ; preds = %CF1266.body, %CF1281.body
  %CF1266.t1 = add i32 undef, -1
  %CF1266.t2 = icmp slt i32 %CF1266.t1, 0
  br i1 %CF1266.t2, label %stress_out, label %CF1266.body

CF1266.body:                                      ; preds = %CF1266
  %Shuff222 = shufflevector <1 x i64> zeroinitializer, <1 x i64> undef, <1 x i32> zeroinitializer
  %I223 = insertelement <16 x i16> %I36, i16 %B81, i32 8
  %Tr224 = trunc <1 x i64> %B9 to <1 x i8>
  %Sl225 = select i1 %Cmp, i1 %E191, i1 %E191
  br i1 %Sl225, label %CF1266, label %CF1376

CF1376:                                           ; preds = %CF1266.body
  %CF1376.t1 = add i32 undef, -1
  %CF1376.t2 = icmp slt i32 %CF1376.t1, 0
  br i1 %CF1376.t2, label %stress_out, label %CF1376.body

CF1376.body:                                      ; preds = %CF1376
  %Cmp226 = icmp sgt <2 x i16> %Shuff63, zeroinitializer
  %L227 = load i16, i16* %Sl218, align 2
  store i8 undef, i8* %0, align 1
  %E228 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E228, label %CF1243, label %CF1251

CF1251:                                           ; preds = %CF1251.body, %CF1376.body
  %CF1251.t1 = add i32 undef, -1
  %CF1251.t2 = icmp slt i32 %CF1251.t1, 0
  br i1 %CF1251.t2, label %stress_out, label %CF1251.body

CF1251.body:                                      ; preds = %CF1251
  %Shuff229 = shufflevector <16 x i32> %Shuff87, <16 x i32> zeroinitializer, <16 x i32> <i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 0, i32 16, i32 0, i32 0, i32 22, i32 24, i32 26, i32 28>
  %I230 = insertelement <2 x i16> zeroinitializer, i16 %Tr, i32 0
  %FC231 = fptoui double %B65 to i8
  %Sl232 = select <2 x i1> %Cmp197, <2 x i1> %Sl135, <2 x i1> %Sl204
  %Cmp233 = icmp ult i64 %L190, %L100
  br i1 %Cmp233, label %CF1251, label %CF1434

CF1434:                                           ; preds = %CF1251.body
  %CF1434.t1 = add i32 undef, -1
  %CF1434.t2 = icmp slt i32 %CF1434.t1, 0
  br i1 %CF1434.t2, label %stress_out, label %CF1434.body

CF1434.body:                                      ; preds = %CF1434
  %L234 = load i16, i16* %Sl218, align 2
  store i64 %L198, i64* %PC, align 4
  %E235 = extractelement <1 x float> %FC195, i32 0
  %Shuff236 = shufflevector <4 x i1> %Shuff132, <4 x i1> %Cmp107, <4 x i32> <i32 0, i32 7, i32 1, i32 3>
  %I237 = insertelement <16 x i64> %Shuff214, i64 %L115, i32 15
  %B238 = fmul double %B51, undef
  %FC239 = fptoui float 0xBAADF291C0000000 to i16
  %Sl240 = select <1 x i1> undef, <1 x i64> undef, <1 x i64> %Shuff222
  %Cmp241 = icmp slt i8 %B30, %B155
  br i1 %Cmp241, label %CF1243, label %CF1245

CF1245:                                           ; preds = %CF1439.body, %CF1245.body, %CF1434.body
  %CF1245.t1 = add i32 undef, -1
  %CF1245.t2 = icmp slt i32 %CF1245.t1, 0
  br i1 %CF1245.t2, label %stress_out, label %CF1245.body

CF1245.body:                                      ; preds = %CF1245
  %L242 = load i64, i64* %PC, align 4
  store i64 %Se, i64* %PC, align 4
  %E243 = extractelement <4 x double> undef, i32 2
  br i1 undef, label %CF1245, label %CF1321

CF1321:                                           ; preds = %CF1321.body, %CF1245.body
  %CF1321.t2 = icmp slt i32 undef, 0
  br i1 %CF1321.t2, label %stress_out, label %CF1321.body

CF1321.body:                                      ; preds = %CF1321
  %L250 = load i64, i64* %PC, align 4
  store i64 %L108, i64* %PC, align 4
  %E251 = extractelement <4 x i32> zeroinitializer, i32 2
  %Shuff252 = shufflevector <2 x i16> zeroinitializer, <2 x i16> undef, <2 x i32> <i32 1, i32 3>
  %I253 = insertelement <2 x i1> %Cmp76, i1 %Cmp241, i32 1
  %B254 = sub i64 %E, 364707
  %Se255 = sext i16 %L234 to i32
  %Sl256 = select i1 %Cmp241, float %FC82, float %Tr156
  %Cmp257 = fcmp oge double undef, %B186
  br i1 %Cmp257, label %CF1321, label %CF1364

CF1364:                                           ; preds = %CF1364.body, %CF1321.body
  %CF1364.t1 = add i32 undef, -1
  %CF1364.t2 = icmp slt i32 %CF1364.t1, 0
  br i1 %CF1364.t2, label %stress_out, label %CF1364.body

CF1364.body:                                      ; preds = %CF1364
  %L258 = load i64, i64* %PC, align 4
  store i64 undef, i64* %PC, align 4
  %E259 = extractelement <16 x i32> undef, i32 13
  %Shuff260 = shufflevector <2 x i16> undef, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I261 = insertelement <2 x i16> undef, i16 %L227, i32 0
  %Tr262 = trunc <16 x i32> zeroinitializer to <16 x i8>
  %Sl263 = select <1 x i1> undef, <1 x i64> zeroinitializer, <1 x i64> %Sl240
  %Cmp264 = icmp sge <4 x i32> undef, %I111
  %L265 = load i16, i16* %Sl218, align 2
  store i64 %Se, i64* %PC, align 4
  %E266 = extractelement <4 x i1> %Shuff132, i32 2
  br i1 %E266, label %CF1364, label %CF1439

CF1439:                                           ; preds = %CF1364.body
  %CF1439.t1 = add i32 undef, -1
  %CF1439.t2 = icmp slt i32 %CF1439.t1, 0
  br i1 %CF1439.t2, label %stress_out, label %CF1439.body

CF1439.body:                                      ; preds = %CF1439
  %Shuff267 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %I80, <4 x i32> <i32 0, i32 7, i32 1, i32 3>
  %I268 = insertelement <16 x i64> %I237, i64 %L100, i32 7
  %FC269 = fptosi double %Sl24 to i1
  br i1 %FC269, label %CF1245, label %CF1319

CF1319:                                           ; preds = %CF1319.body, %CF1439.body
  %CF1319.t1 = add i32 undef, -1
  %CF1319.t2 = icmp slt i32 %CF1319.t1, 0
  br i1 %CF1319.t2, label %stress_out, label %CF1319.body

CF1319.body:                                      ; preds = %CF1319
  %Sl270 = select i1 true, i1 %E228, i1 %E70
  br i1 %Sl270, label %CF1319, label %CF1357

CF1357:                                           ; preds = %CF1319.body
  %CF1357.t1 = add i32 undef, -1
  %CF1357.t2 = icmp slt i32 %CF1357.t1, 0
  br i1 %CF1357.t2, label %stress_out, label %CF1357.body

CF1357.body:                                      ; preds = %CF1357
  %Cmp271 = icmp sge <1 x i32> undef, %Tr97
  %L272 = load i8, i8* %0, align 1
  store i64 %B178, i64* %PC, align 4
  %E273 = extractelement <16 x i32> %Shuff229, i32 8
  %Shuff274 = shufflevector <4 x i32> %Shuff124, <4 x i32> %I111, <4 x i32> <i32 3, i32 5, i32 7, i32 0>
  %I275 = insertelement <2 x i1> %Sl204, i1 %Sl16, i32 1
  %B276 = sdiv <2 x i16> undef, zeroinitializer
  %Sl278 = select <1 x i1> %Cmp271, <1 x i64> %Sl157, <1 x i64> %Shuff222
  %Cmp279 = icmp ugt <16 x i8> %Tr262, %Tr262
  %L280 = load i64, i64* %PC, align 4
  store i64 %L92, i64* %PC, align 4
  %E281 = extractelement <4 x double> %I95, i32 2
  %Shuff282 = shufflevector <2 x i16> undef, <2 x i16> %B134, <2 x i32> <i32 1, i32 3>
  %I283 = insertelement <4 x i1> zeroinitializer, i1 %E70, i32 3
  %B284 = or <2 x i16> %I230, %Shuff252
  %Sl285 = select i1 undef, i32 475235, i32 undef
  %Cmp286 = icmp sge <2 x i16> undef, %B134
  %L287 = load i16, i16* %Sl218, align 2
  store float 0x44E2E306C0000000, float* undef, align 4
  %E288 = extractelement <1 x i8> %Tr224, i32 0
  %Shuff289 = shufflevector <2 x i64> %Shuff110, <2 x i64> undef, <2 x i32> <i32 2, i32 0>
  %I290 = insertelement <16 x i32> %ZE58, i32 %E251, i32 8
  %BC = bitcast double %ZE to i64
  %Cmp292 = icmp ne i8 undef, %E288
  br i1 %Cmp292, label %CF1243, label %CF1244

CF1244:                                           ; preds = %CF1335.body, %CF1244.body, %CF1357.body
  %CF1244.t1 = add i32 undef, -1
  %CF1244.t2 = icmp slt i32 %CF1244.t1, 0
  br i1 %CF1244.t2, label %stress_out, label %CF1244.body

CF1244.body:                                      ; preds = %CF1244
  %L293 = load float, float* undef, align 4
  store i64 %ZE66, i64* %PC, align 4
  %E294 = extractelement <4 x i1> %I80, i32 0
  br i1 %E294, label %CF1244, label %CF1271

CF1271:                                           ; preds = %CF1271.body, %CF1244.body
  %CF1271.t1 = add i32 undef, -1
  %CF1271.t2 = icmp slt i32 %CF1271.t1, 0
  br i1 %CF1271.t2, label %stress_out, label %CF1271.body

CF1271.body:                                      ; preds = %CF1271
  %Shuff295 = shufflevector <2 x i16> %Shuff, <2 x i16> %Shuff282, <2 x i32> <i32 3, i32 0>
  %I296 = insertelement <1 x i64> %I177, i64 %BC, i32 0
  %B297 = or i64 %L220, %L159
  %Sl298 = select i1 %Cmp, i1* undef, i1* undef
  %Cmp299 = icmp ult i32 -1, undef
  br i1 %Cmp299, label %CF1271, label %CF1322

CF1322:                                           ; preds = %CF1322.body, %CF1271.body
  %CF1322.t1 = add i32 undef, -1
  %CF1322.t2 = icmp slt i32 %CF1322.t1, 0
  br i1 %CF1322.t2, label %stress_out, label %CF1322.body

CF1322.body:                                      ; preds = %CF1322
  %L300 = load i64, i64* %PC, align 4
  store i64 %Se, i64* %PC, align 4
  %E301 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E301, label %CF1322, label %CF1335

CF1335:                                           ; preds = %CF1322.body
  %CF1335.t1 = add i32 undef, -1
  %CF1335.t2 = icmp slt i32 %CF1335.t1, 0
  br i1 %CF1335.t2, label %stress_out, label %CF1335.body

CF1335.body:                                      ; preds = %CF1335
  %Shuff302 = shufflevector <2 x i1> %Cmp76, <2 x i1> %Cmp76, <2 x i32> <i32 0, i32 2>
  %I303 = insertelement <1 x i64> %B89, i64 %L130, i32 0
  %B304 = xor i64 %B297, %L108
  %FC305 = fptosi double %B65 to i16
  %Sl306 = select i1 %Sl142, <4 x i1> %Shuff146, <4 x i1> %Cmp68
  %Cmp307 = icmp ugt i1 %E152, %Cmp32
  br i1 %Cmp307, label %CF1244, label %CF1252

CF1252:                                           ; preds = %CF1401.body, %CF1406.body, %CF1326.body, %CF1252.body, %CF1335.body
  %CF1252.t1 = add i32 undef, -1
  %CF1252.t2 = icmp slt i32 %CF1252.t1, 0
  br i1 %CF1252.t2, label %stress_out, label %CF1252.body

CF1252.body:                                      ; preds = %CF1252
  %L308 = load float, float* undef, align 4
  store i16 %E167, i16* %Sl218, align 2
  %E309 = extractelement <2 x i16> undef, i32 1
  %Shuff310 = shufflevector <4 x i1> undef, <4 x i1> %Shuff200, <4 x i32> <i32 0, i32 0, i32 0, i32 6>
  %I311 = insertelement <2 x i16> zeroinitializer, i16 undef, i32 0
  %Sl312 = select i1 %Cmp129, i8 undef, i8 %L61
  %Cmp313 = icmp sge i64 %L220, %L159
  br i1 %Cmp313, label %CF1252, label %CF1326

CF1326:                                           ; preds = %CF1252.body
  %CF1326.t1 = add i32 undef, -1
  %CF1326.t2 = icmp slt i32 %CF1326.t1, 0
  br i1 %CF1326.t2, label %stress_out, label %CF1326.body

CF1326.body:                                      ; preds = %CF1326
  %L314 = load i16, i16* %Sl218, align 2
  store i16 %L227, i16* %Sl218, align 2
  %E315 = extractelement <4 x i32> zeroinitializer, i32 1
  %Shuff316 = shufflevector <16 x i32> %ZE58, <16 x i32> %Shuff229, <16 x i32> <i32 28, i32 0, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 18, i32 20, i32 22, i32 24, i32 26>
  %I317 = insertelement <16 x i32> zeroinitializer, i32 undef, i32 14
  %B318 = or i8 %B155, %FC231
  %ZE319 = zext i32 %E19 to i64
  %Sl320 = select i1 true, i1 %Cmp158, i1 undef
  br i1 %Sl320, label %CF1252, label %CF1302

CF1302:                                           ; preds = %CF1334.body, %CF1399.body, %CF1302.body, %CF1326.body
  %CF1302.t1 = add i32 undef, -1
  %CF1302.t2 = icmp slt i32 %CF1302.t1, 0
  br i1 %CF1302.t2, label %stress_out, label %CF1302.body

CF1302.body:                                      ; preds = %CF1302
  %Cmp321 = icmp ugt i16 %L227, %L287
  br i1 %Cmp321, label %CF1302, label %CF1399

CF1399:                                           ; preds = %CF1302.body
  %CF1399.t1 = add i32 undef, -1
  %CF1399.t2 = icmp slt i32 %CF1399.t1, 0
  br i1 %CF1399.t2, label %stress_out, label %CF1399.body

CF1399.body:                                      ; preds = %CF1399
  %L322 = load i16, i16* %Sl218, align 2
  store i16 %E167, i16* %Sl218, align 2
  %E323 = extractelement <2 x i16> %Shuff7, i32 0
  %Shuff324 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff236, <4 x i32> <i32 0, i32 5, i32 7, i32 0>
  %I325 = insertelement <4 x i32> zeroinitializer, i32 %B96, i32 1
  %FC326 = uitofp <4 x i1> %Cmp68 to <4 x double>
  %Sl327 = select i1 %Cmp, i1 %Tr187, i1 %E266
  br i1 %Sl327, label %CF1302, label %CF1334

CF1334:                                           ; preds = %CF1399.body
  %CF1334.t1 = add i32 undef, -1
  %CF1334.t2 = icmp slt i32 %CF1334.t1, 0
  br i1 %CF1334.t2, label %stress_out, label %CF1334.body

CF1334.body:                                      ; preds = %CF1334
  %Cmp328 = icmp sge i8 undef, -1
  br i1 %Cmp328, label %CF1302, label %CF1305

CF1305:                                           ; preds = %CF1305.body, %CF1334.body
  %CF1305.t1 = add i32 undef, -1
  %CF1305.t2 = icmp slt i32 %CF1305.t1, 0
  br i1 %CF1305.t2, label %stress_out, label %CF1305.body

CF1305.body:                                      ; preds = %CF1305
  %L329 = load i64, i64* undef, align 4
  store i8 %L174, i8* %0, align 1
  %E337 = extractelement <2 x i1> %I275, i32 0
  br i1 %E337, label %CF1305, label %CF1378

CF1378:                                           ; preds = %CF1423.body, %CF1378.body, %CF1305.body
  %CF1378.t1 = add i32 undef, -1
  %CF1378.t2 = icmp slt i32 %CF1378.t1, 0
  br i1 %CF1378.t2, label %stress_out, label %CF1378.body

CF1378.body:                                      ; preds = %CF1378
  %Shuff338 = shufflevector <16 x i16> zeroinitializer, <16 x i16> %I223, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 0, i32 0, i32 17, i32 19>
  %I339 = insertelement <1 x i8> zeroinitializer, i8 -1, i32 0
  %ZE340 = zext i1 %Tr203 to i32
  %Sl341 = select i1 %Cmp219, <16 x i64> %I268, <16 x i64> %I237
  %Cmp342 = icmp ugt i1 %Cmp143, %E337
  br i1 %Cmp342, label %CF1378, label %CF1412

CF1412:                                           ; preds = %CF1412.body, %CF1378.body
  %CF1412.t1 = add i32 undef, -1
  %CF1412.t2 = icmp slt i32 %CF1412.t1, 0
  br i1 %CF1412.t2, label %stress_out, label %CF1412.body

CF1412.body:                                      ; preds = %CF1412
  %L343 = load float, float* undef, align 4
  store float %Tr156, float* undef, align 4
  %E344 = extractelement <2 x i64> %Shuff289, i32 1
  %Shuff345 = shufflevector <4 x i1> %Shuff310, <4 x i1> undef, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I346 = insertelement <16 x i16> zeroinitializer, i16 %Sl128, i32 6
  %B347 = and <2 x i16> %Shuff153, zeroinitializer
  %FC348 = uitofp <4 x i1> %Cmp107 to <4 x double>
  %Cmp350 = icmp sge i64 %L242, %L242
  br i1 %Cmp350, label %CF1412, label %CF1423

CF1423:                                           ; preds = %CF1412.body
  %CF1423.t1 = add i32 undef, -1
  %CF1423.t2 = icmp slt i32 %CF1423.t1, 0
  br i1 %CF1423.t2, label %stress_out, label %CF1423.body

CF1423.body:                                      ; preds = %CF1423
  %L351 = load float, float* undef, align 4
  store i64 %ZE66, i64* %PC, align 4
  %E352 = extractelement <4 x i1> undef, i32 3
  br i1 %E352, label %CF1378, label %CF1406

CF1406:                                           ; preds = %CF1423.body
  %CF1406.t1 = add i32 undef, -1
  %CF1406.t2 = icmp slt i32 %CF1406.t1, 0
  br i1 %CF1406.t2, label %stress_out, label %CF1406.body

CF1406.body:                                      ; preds = %CF1406
  %Shuff353 = shufflevector <16 x i64> undef, <16 x i64> %Shuff214, <16 x i32> <i32 14, i32 0, i32 0, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 0>
  %I354 = insertelement <2 x i16> %Shuff20, i16 %L265, i32 0
  %B355 = sub i16 %E54, %E34
  %ZE356 = zext i8 %L to i32
  %Sl357 = select i1 %Cmp257, <4 x double> %Shuff55, <4 x double> %B126
  %Cmp358 = fcmp ugt float %Sl256, 0x44E2E306C0000000
  br i1 %Cmp358, label %CF1252, label %CF1269

CF1269:                                           ; preds = %CF1330.body, %CF1269.body, %CF1406.body
  %CF1269.t1 = add i32 undef, -1
  %CF1269.t2 = icmp slt i32 %CF1269.t1, 0
  br i1 %CF1269.t2, label %stress_out, label %CF1269.body

CF1269.body:                                      ; preds = %CF1269
  %Sl365 = select i1 %Cmp84, <4 x double> %Shuff55, <4 x double> %FC23
  %Cmp366 = fcmp ueq float %L293, %L293
  br i1 %Cmp366, label %CF1269, label %CF1311

CF1311:                                           ; preds = %CF1355.body, %CF1311.body, %CF1269.body
  %CF1311.t1 = add i32 undef, -1
  %CF1311.t2 = icmp slt i32 %CF1311.t1, 0
  br i1 %CF1311.t2, label %stress_out, label %CF1311.body

CF1311.body:                                      ; preds = %CF1311
  %Sl373 = select i1 %Sl16, i16 %B81, i16 %E86
  %Cmp374 = icmp uge i16 %L322, %E183
  br i1 %Cmp374, label %CF1311, label %CF1355

CF1355:                                           ; preds = %CF1311.body
  %CF1355.t1 = add i32 undef, -1
  %CF1355.t2 = icmp slt i32 %CF1355.t1, 0
  br i1 %CF1355.t2, label %stress_out, label %CF1355.body

CF1355.body:                                      ; preds = %CF1355
  %L375 = load i16, i16* %Sl218, align 2
  store i16 %E167, i16* %Sl218, align 2
  %E376 = extractelement <2 x i16> zeroinitializer, i32 0
  %Shuff377 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I201, <2 x i32> <i32 3, i32 0>
  %I378 = insertelement <1 x i64> zeroinitializer, i64 %L280, i32 0
  %Tr379 = trunc <1 x i64> %I303 to <1 x i32>
  %Sl380 = select i1 %Sl172, i64 %L159, i64 %ZE66
  %Cmp381 = icmp slt i8 %B22, %L5
  br i1 %Cmp381, label %CF1311, label %CF1318

CF1318:                                           ; preds = %CF1338.body, %CF1391.body, %CF1318.body, %CF1355.body
  %CF1318.t1 = add i32 undef, -1
  %CF1318.t2 = icmp slt i32 %CF1318.t1, 0
  br i1 %CF1318.t2, label %stress_out, label %CF1318.body

CF1318.body:                                      ; preds = %CF1318
  %L382 = load i1, i1* undef, align 1
  br i1 %L382, label %CF1318, label %CF1346

CF1346:                                           ; preds = %CF1346.body, %CF1318.body
  %CF1346.t1 = add i32 undef, -1
  %CF1346.t2 = icmp slt i32 %CF1346.t1, 0
  br i1 %CF1346.t2, label %stress_out, label %CF1346.body

CF1346.body:                                      ; preds = %CF1346
  store i16 23951, i16* %Sl218, align 2
  %E383 = extractelement <16 x i64> undef, i32 8
  %Shuff384 = shufflevector <2 x i16> %Shuff282, <2 x i16> %B276, <2 x i32> <i32 3, i32 1>
  %I385 = insertelement <2 x i1> undef, i1 %Cmp, i32 1
  %B386 = ashr i8 %L18, %L77
  %ZE387 = zext <2 x i1> %Shuff302 to <2 x i32>
  %Sl388 = select i1 %Sl327, i1 %E228, i1 true
  br i1 %Sl388, label %CF1346, label %CF1391

CF1391:                                           ; preds = %CF1346.body
  %CF1391.t1 = add i32 undef, -1
  %CF1391.t2 = icmp slt i32 %CF1391.t1, 0
  br i1 %CF1391.t2, label %stress_out, label %CF1391.body

CF1391.body:                                      ; preds = %CF1391
  %Cmp389 = icmp ugt <4 x i64> undef, undef
  %Cmp404 = fcmp ueq double %E93, 0x9EF1889074EFD40E
  br i1 %Cmp404, label %CF1318, label %CF1337

CF1337:                                           ; preds = %CF1337.body, %CF1391.body
  %CF1337.t1 = add i32 undef, -1
  %CF1337.t2 = icmp slt i32 %CF1337.t1, 0
  br i1 %CF1337.t2, label %stress_out, label %CF1337.body

CF1337.body:                                      ; preds = %CF1337
  %L405 = load i16, i16* %Sl218, align 2
  store i8 -1, i8* %0, align 1
  %E406 = extractelement <4 x i1> %Shuff236, i32 2
  br i1 %E406, label %CF1337, label %CF1338

CF1338:                                           ; preds = %CF1337.body
  %CF1338.t1 = add i32 undef, -1
  %CF1338.t2 = icmp slt i32 %CF1338.t1, 0
  br i1 %CF1338.t2, label %stress_out, label %CF1338.body

CF1338.body:                                      ; preds = %CF1338
  %Shuff407 = shufflevector <2 x i16> %Shuff20, <2 x i16> %Shuff252, <2 x i32> <i32 1, i32 3>
  %I408 = insertelement <2 x i32> %ZE171, i32 %Sl285, i32 1
  %B409 = frem double %Sl67, undef
  %Tr410 = trunc i8 %Sl90 to i1
  br i1 %Tr410, label %CF1318, label %CF1324

CF1324:                                           ; preds = %CF1342.body, %CF1430.body, %CF1324.body, %CF1338.body
  %CF1324.t1 = add i32 undef, -1
  %CF1324.t2 = icmp slt i32 %CF1324.t1, 0
  br i1 %CF1324.t2, label %stress_out, label %CF1324.body

CF1324.body:                                      ; preds = %CF1324
  %Sl411 = select i1 %E70, <1 x i32> %Tr379, <1 x i32> %Tr379
  %Cmp412 = icmp ult i64 %L242, %L198
  br i1 %Cmp412, label %CF1324, label %CF1430

CF1430:                                           ; preds = %CF1324.body
  %CF1430.t1 = add i32 undef, -1
  %CF1430.t2 = icmp slt i32 %CF1430.t1, 0
  br i1 %CF1430.t2, label %stress_out, label %CF1430.body

CF1430.body:                                      ; preds = %CF1430
  br i1 undef, label %CF1324, label %CF1342

CF1342:                                           ; preds = %CF1430.body
  %CF1342.t1 = add i32 undef, -1
  %CF1342.t2 = icmp slt i32 %CF1342.t1, 0
  br i1 %CF1342.t2, label %stress_out, label %CF1342.body

CF1342.body:                                      ; preds = %CF1342
  %L420 = load i16, i16* %Sl218, align 2
  store i16 %B355, i16* %Sl218, align 2
  %Se424 = sext <2 x i16> %Shuff153 to <2 x i64>
  %Sl425 = select <16 x i1> undef, <16 x i32> %Shuff229, <16 x i32> %ZE58
  %Cmp426 = icmp uge i1 %Sl320, %Sl196
  br i1 %Cmp426, label %CF1324, label %CF1330

CF1330:                                           ; preds = %CF1342.body
  %CF1330.t1 = add i32 undef, -1
  %CF1330.t2 = icmp slt i32 %CF1330.t1, 0
  br i1 %CF1330.t2, label %stress_out, label %CF1330.body

CF1330.body:                                      ; preds = %CF1330
  %L427 = load float, float* undef, align 4
  store i32 475235, i32* undef, align 4
  %E428 = extractelement <2 x i1> undef, i32 0
  br i1 %E428, label %CF1269, label %CF1286

CF1286:                                           ; preds = %CF1435.body, %CF1286.body, %CF1330.body
  %CF1286.t1 = add i32 undef, -1
  %CF1286.t2 = icmp slt i32 %CF1286.t1, 0
  br i1 %CF1286.t2, label %stress_out, label %CF1286.body

CF1286.body:                                      ; preds = %CF1286
  %Shuff429 = shufflevector <16 x i64> %Sl341, <16 x i64> %ZE141, <16 x i32> <i32 0, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 0, i32 5, i32 7>
  %I430 = insertelement <16 x i32> zeroinitializer, i32 undef, i32 11
  %FC431 = uitofp <1 x i1> undef to <1 x double>
  %Cmp433 = icmp ne <2 x i1> %Cmp226, %I385
  %L434 = load i16, i16* %Sl218, align 2
  store i64 %E, i64* undef, align 4
  %E435 = extractelement <2 x i1> %Cmp433, i32 1
  br i1 %E435, label %CF1286, label %CF1435

CF1435:                                           ; preds = %CF1286.body
  %CF1435.t1 = add i32 undef, -1
  %CF1435.t2 = icmp slt i32 %CF1435.t1, 0
  br i1 %CF1435.t2, label %stress_out, label %CF1435.body

CF1435.body:                                      ; preds = %CF1435
  %Sl446 = select i1 true, i16 %Sl128, i16 undef
  %Cmp447 = icmp ugt i16 %E175, %L265
  br i1 %Cmp447, label %CF1286, label %CF1359

CF1359:                                           ; preds = %CF1359.body, %CF1435.body
  %CF1359.t1 = add i32 undef, -1
  %CF1359.t2 = icmp slt i32 %CF1359.t1, 0
  br i1 %CF1359.t2, label %stress_out, label %CF1359.body

CF1359.body:                                      ; preds = %CF1359
  %E464 = extractelement <1 x i1> %Cmp271, i32 0
  br i1 %E464, label %CF1359, label %CF1401

CF1401:                                           ; preds = %CF1359.body
  %CF1401.t1 = add i32 undef, -1
  %CF1401.t2 = icmp slt i32 %CF1401.t1, 0
  br i1 %CF1401.t2, label %stress_out, label %CF1401.body

CF1401.body:                                      ; preds = %CF1401
  %Shuff465 = shufflevector <4 x double> %Shuff35, <4 x double> %FC326, <4 x i32> <i32 1, i32 3, i32 0, i32 7>
  %Cmp469 = icmp ult i32 %E315, undef
  br i1 %Cmp469, label %CF1252, label %CF1260

CF1260:                                           ; preds = %CF1336.body, %CF1382.body, %CF1260.body, %CF1401.body
  %CF1260.t1 = add i32 undef, -1
  %CF1260.t2 = icmp slt i32 %CF1260.t1, 0
  br i1 %CF1260.t2, label %stress_out, label %CF1260.body

CF1260.body:                                      ; preds = %CF1260
  %L470 = load i16, i16* %Sl218, align 2
  store i16 undef, i16* %Sl218, align 2
  %E471 = extractelement <2 x i1> %Shuff302, i32 1
  br i1 %E471, label %CF1260, label %CF1309

CF1309:                                           ; preds = %CF1309.body, %CF1260.body
  %CF1309.t1 = add i32 undef, -1
  %CF1309.t2 = icmp slt i32 %CF1309.t1, 0
  br i1 %CF1309.t2, label %stress_out, label %CF1309.body

CF1309.body:                                      ; preds = %CF1309
  %Shuff472 = shufflevector <2 x i1> undef, <2 x i1> %Cmp433, <2 x i32> <i32 0, i32 2>
  %I473 = insertelement <4 x double> undef, double %FC148, i32 2
  %FC475 = uitofp <16 x i8> %Tr262 to <16 x float>
  %Sl476 = select i1 %Cmp358, i1 %Cmp181, i1 %Cmp189
  br i1 %Sl476, label %CF1309, label %CF1327

CF1327:                                           ; preds = %CF1327.body, %CF1309.body
  %CF1327.t1 = add i32 undef, -1
  %CF1327.t2 = icmp slt i32 %CF1327.t1, 0
  br i1 %CF1327.t2, label %stress_out, label %CF1327.body

CF1327.body:                                      ; preds = %CF1327
  %Cmp477 = icmp ugt i64 %L258, %L100
  br i1 %Cmp477, label %CF1327, label %CF1382

CF1382:                                           ; preds = %CF1327.body
  %CF1382.t1 = add i32 undef, -1
  %CF1382.t2 = icmp slt i32 %CF1382.t1, 0
  br i1 %CF1382.t2, label %stress_out, label %CF1382.body

CF1382.body:                                      ; preds = %CF1382
  %L478 = load i16, i16* %Sl218, align 2
  store float %E235, float* undef, align 4
  %E479 = extractelement <2 x i1> %Cmp286, i32 1
  br i1 %E479, label %CF1260, label %CF1278

CF1278:                                           ; preds = %CF1388.body, %CF1278.body, %CF1382.body
  %CF1278.t1 = add i32 undef, -1
  %CF1278.t2 = icmp slt i32 %CF1278.t1, 0
  br i1 %CF1278.t2, label %stress_out, label %CF1278.body

CF1278.body:                                      ; preds = %CF1278
  %Shuff480 = shufflevector <16 x i32> %I290, <16 x i32> %Shuff229, <16 x i32> <i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 0, i32 2, i32 0>
  br i1 undef, label %CF1278, label %CF1388

CF1388:                                           ; preds = %CF1278.body
  %CF1388.t1 = add i32 undef, -1
  %CF1388.t2 = icmp slt i32 %CF1388.t1, 0
  br i1 %CF1388.t2, label %stress_out, label %CF1388.body

CF1388.body:                                      ; preds = %CF1388
  %L485 = load i64, i64* %PC, align 4
  %B489 = add <2 x i16> %Shuff79, %B134
  %Tr490 = trunc i32 undef to i1
  br i1 %Tr490, label %CF1278, label %CF1296

CF1296:                                           ; preds = %CF1296.body, %CF1388.body
  %CF1296.t1 = add i32 undef, -1
  %CF1296.t2 = icmp slt i32 %CF1296.t1, 0
  br i1 %CF1296.t2, label %stress_out, label %CF1296.body

CF1296.body:                                      ; preds = %CF1296
  %Sl491 = select i1 %E228, <4 x i1> undef, <4 x i1> %Sl306
  %Cmp492 = icmp slt i32 -1, undef
  br i1 %Cmp492, label %CF1296, label %CF1336

CF1336:                                           ; preds = %CF1296.body
  %CF1336.t1 = add i32 undef, -1
  %CF1336.t2 = icmp slt i32 %CF1336.t1, 0
  br i1 %CF1336.t2, label %stress_out, label %CF1336.body

CF1336.body:                                      ; preds = %CF1336
  %Shuff495 = shufflevector <4 x i1> %Sl491, <4 x i1> undef, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I496 = insertelement <4 x double> %Sl31, double %E281, i32 2
  %B497 = and <16 x i32> undef, %Shuff229
  %PC498 = bitcast float* undef to i1*
  %Sl499 = select i1 %Cmp241, i1 %Cmp321, i1 %Cmp374
  br i1 %Sl499, label %CF1260, label %CF1263

CF1263:                                           ; preds = %CF1323.body, %CF1317.body, %CF1263.body, %CF1336.body
  %CF1263.t1 = add i32 undef, -1
  %CF1263.t2 = icmp slt i32 %CF1263.t1, 0
  br i1 %CF1263.t2, label %stress_out, label %CF1263.body

CF1263.body:                                      ; preds = %CF1263
  %Cmp500 = icmp slt i32 %E273, 475235
  br i1 %Cmp500, label %CF1263, label %CF1317

CF1317:                                           ; preds = %CF1263.body
  %CF1317.t1 = add i32 undef, -1
  %CF1317.t2 = icmp slt i32 %CF1317.t1, 0
  br i1 %CF1317.t2, label %stress_out, label %CF1317.body

CF1317.body:                                      ; preds = %CF1317
  %L501 = load i64, i64* undef, align 4
  store i64 %L108, i64* %PC, align 4
  %B505 = frem double undef, %E93
  %Tr506 = fptrunc <1 x double> %FC431 to <1 x float>
  %Sl507 = select i1 %Sl142, i16 %L478, i16 %L287
  %Cmp508 = icmp ne <1 x i64> undef, %Shuff222
  %I519 = insertelement <2 x i16> zeroinitializer, i16 %E213, i32 0
  %PC520 = bitcast float* undef to i16*
  %Sl521 = select <16 x i1> %Cmp279, <16 x i16> zeroinitializer, <16 x i16> %I223
  %Cmp522 = icmp sgt i64 undef, %L280
  br i1 %Cmp522, label %CF1263, label %CF1313

CF1313:                                           ; preds = %CF1313.body, %CF1317.body
  %CF1313.t1 = add i32 undef, -1
  %CF1313.t2 = icmp slt i32 %CF1313.t1, 0
  br i1 %CF1313.t2, label %stress_out, label %CF1313.body

CF1313.body:                                      ; preds = %CF1313
  %L523 = load i64, i64* %PC, align 4
  store i64 %L329, i64* %PC, align 4
  %Cmp538 = icmp ult i64 %L115, %L159
  br i1 %Cmp538, label %CF1313, label %CF1323

CF1323:                                           ; preds = %CF1313.body
  %CF1323.t1 = add i32 undef, -1
  %CF1323.t2 = icmp slt i32 %CF1323.t1, 0
  br i1 %CF1323.t2, label %stress_out, label %CF1323.body

CF1323.body:                                      ; preds = %CF1323
  %L539 = load i16, i16* %Sl218, align 2
  br i1 undef, label %CF1263, label %CF1284

CF1284:                                           ; preds = %CF1284.body, %CF1323.body
  %CF1284.t2 = icmp slt i32 undef, 0
  br i1 %CF1284.t2, label %stress_out, label %CF1284.body

CF1284.body:                                      ; preds = %CF1284
  %Shuff541 = shufflevector <4 x i1> %Sl306, <4 x i1> undef, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I542 = insertelement <2 x i16> %Shuff260, i16 undef, i32 1
  %B543 = and <2 x i16> %I311, undef
  br i1 undef, label %CF1284, label %CF1403

CF1403:                                           ; preds = %CF1284.body
  br i1 undef, label %stress_out, label %CF1403.body

CF1403.body:                                      ; preds = %CF1403
  %Cmp546 = icmp sge i64 %Sl380, %L159
  br label %CF1241

CF1241:                                           ; preds = %CF1405.body, %CF1241.body, %CF1403.body
  %CF1241.t1 = add i32 undef, -1
  %CF1241.t2 = icmp slt i32 %CF1241.t1, 0
  br i1 %CF1241.t2, label %stress_out, label %CF1241.body

CF1241.body:                                      ; preds = %CF1241
  %L547 = load i16, i16* %Sl218, align 2
  br i1 undef, label %CF1241, label %CF1385

CF1385:                                           ; preds = %CF1410.body, %CF1385.body, %CF1241.body
  %CF1385.t1 = add i32 undef, -1
  %CF1385.t2 = icmp slt i32 %CF1385.t1, 0
  br i1 %CF1385.t2, label %stress_out, label %CF1385.body

CF1385.body:                                      ; preds = %CF1385
  %Cmp561 = icmp ne <4 x i1> %Cmp107, undef
  %L562 = load i16, i16* %Sl218, align 2
  store i64 %Se, i64* %PC, align 4
  %E563 = extractelement <2 x i16> undef, i32 0
  %Shuff564 = shufflevector <4 x i1> %Shuff146, <4 x i1> undef, <4 x i32> <i32 3, i32 5, i32 7, i32 0>
  br i1 undef, label %CF1385, label %CF1410

CF1410:                                           ; preds = %CF1385.body
  %CF1410.t1 = add i32 undef, -1
  %CF1410.t2 = icmp slt i32 %CF1410.t1, 0
  br i1 %CF1410.t2, label %stress_out, label %CF1410.body

CF1410.body:                                      ; preds = %CF1410
  %Cmp569 = icmp eq <4 x i32> zeroinitializer, %I111
  %L570 = load float, float* undef, align 4
  store i8 %L144, i8* %0, align 1
  %E571 = extractelement <1 x i64> undef, i32 0
  %Shuff572 = shufflevector <16 x i64> undef, <16 x i64> %ZE141, <16 x i32> <i32 26, i32 28, i32 30, i32 0, i32 2, i32 0, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 0, i32 22, i32 24>
  %Cmp577 = icmp ne <1 x i1> undef, %Cmp508
  %L578 = load i1, i1* %PC498, align 1
  br i1 %L578, label %CF1385, label %CF1405

CF1405:                                           ; preds = %CF1410.body
  %CF1405.t1 = add i32 undef, -1
  %CF1405.t2 = icmp slt i32 %CF1405.t1, 0
  br i1 %CF1405.t2, label %stress_out, label %CF1405.body

CF1405.body:                                      ; preds = %CF1405
  store i1 %L33, i1* %PC498, align 1
  %E579 = extractelement <2 x i16> %Shuff153, i32 1
  %Shuff580 = shufflevector <1 x i64> %I177, <1 x i64> %Shuff71, <1 x i32> zeroinitializer
  %I581 = insertelement <2 x i16> undef, i16 %E54, i32 0
  %Cmp585 = icmp slt i1 %Cmp173, %E337
  br i1 %Cmp585, label %CF1241, label %CF1257

CF1257:                                           ; preds = %CF1257.body, %CF1405.body
  %CF1257.t1 = add i32 undef, -1
  %CF1257.t2 = icmp slt i32 %CF1257.t1, 0
  br i1 %CF1257.t2, label %stress_out, label %CF1257.body

CF1257.body:                                      ; preds = %CF1257
  %L586 = load i64, i64* %PC, align 4
  br i1 undef, label %CF1257, label %CF1437

CF1437:                                           ; preds = %CF1257.body
  br i1 undef, label %stress_out, label %CF1437.body

CF1437.body:                                      ; preds = %CF1437
  store float undef, float* undef, align 4
  %E602 = extractelement <4 x double> %Sl357, i32 1
  %Shuff603 = shufflevector <4 x i32> %Shuff124, <4 x i32> undef, <4 x i32> <i32 0, i32 2, i32 4, i32 0>
  %I604 = insertelement <2 x i16> undef, i16 %Sl507, i32 0
  %Cmp615 = icmp ule i16 %E175, undef
  br label %CF

CF:                                               ; preds = %CF.body, %CF1437.body
  %CF.t1 = add i32 undef, -1
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body

CF.body:                                          ; preds = %CF
  %L616 = load float, float* undef, align 4
  br i1 undef, label %CF, label %CF1247

CF1247:                                           ; preds = %CF1352.body, %CF1366.body, %CF1377.body, %CF1389.body, %CF1247.body, %CF.body
  %CF1247.t2 = icmp slt i32 undef, 0
  br i1 %CF1247.t2, label %stress_out, label %CF1247.body

CF1247.body:                                      ; preds = %CF1247
  %Shuff618 = shufflevector <2 x i16> undef, <2 x i16> undef, <2 x i32> <i32 3, i32 1>
  %I619 = insertelement <2 x i16> undef, i16 undef, i32 1
  %B620 = urem i16 %L375, %L470
  %Sl621 = select <2 x i1> %Cmp76, <2 x i16> undef, <2 x i16> zeroinitializer
  %L622 = load i1, i1* %PC498, align 1
  br i1 %L622, label %CF1247, label %CF1389

CF1389:                                           ; preds = %CF1247.body
  %CF1389.t1 = add i32 undef, -1
  %CF1389.t2 = icmp slt i32 %CF1389.t1, 0
  br i1 %CF1389.t2, label %stress_out, label %CF1389.body

CF1389.body:                                      ; preds = %CF1389
  store i32 %E251, i32* undef, align 4
  %E623 = extractelement <4 x i1> %Shuff541, i32 1
  br i1 %E623, label %CF1247, label %CF1377

CF1377:                                           ; preds = %CF1389.body
  %CF1377.t1 = add i32 undef, -1
  %CF1377.t2 = icmp slt i32 %CF1377.t1, 0
  br i1 %CF1377.t2, label %stress_out, label %CF1377.body

CF1377.body:                                      ; preds = %CF1377
  br i1 undef, label %CF1247, label %CF1366

CF1366:                                           ; preds = %CF1377.body
  %CF1366.t2 = icmp slt i32 undef, 0
  br i1 %CF1366.t2, label %stress_out, label %CF1366.body

CF1366.body:                                      ; preds = %CF1366
  %L630 = load i64, i64* %PC, align 4
  store i64 %L242, i64* undef, align 4
  %E631 = extractelement <4 x i1> %Cmp107, i32 1
  br i1 %E631, label %CF1247, label %CF1352

CF1352:                                           ; preds = %CF1366.body
  %CF1352.t1 = add i32 undef, -1
  %CF1352.t2 = icmp slt i32 %CF1352.t1, 0
  br i1 %CF1352.t2, label %stress_out, label %CF1352.body

CF1352.body:                                      ; preds = %CF1352
  %Shuff632 = shufflevector <2 x i16> undef, <2 x i16> undef, <2 x i32> zeroinitializer
  %I633 = insertelement <2 x i64> %Shuff110, i64 %BC, i32 0
  br i1 undef, label %CF1247, label %CF1316

CF1316:                                           ; preds = %CF1316.body, %CF1352.body
  %CF1316.t1 = add i32 undef, -1
  %CF1316.t2 = icmp slt i32 %CF1316.t1, 0
  br i1 %CF1316.t2, label %stress_out, label %CF1316.body

CF1316.body:                                      ; preds = %CF1316
  %L643 = load float, float* undef, align 4
  store float %L351, float* undef, align 4
  %E644 = extractelement <4 x i1> %Shuff495, i32 0
  br i1 %E644, label %CF1316, label %CF1372

CF1372:                                           ; preds = %CF1316.body
  %CF1372.t1 = add i32 undef, -1
  %CF1372.t2 = icmp slt i32 %CF1372.t1, 0
  br label %stress_out

stress_out:                                       ; preds = %CF1372, %CF1316, %CF1352, %CF1366, %CF1377, %CF1389, %CF1247, %CF, %CF1437, %CF1257, %CF1405, %CF1410, %CF1385, %CF1241, %CF1403, %CF1284, %CF1323, %CF1313, %CF1317, %CF1263, %CF1336, %CF1296, %CF1388, %CF1278, %CF1382, %CF1327, %CF1309, %CF1260, %CF1401, %CF1359, %CF1435, %CF1286, %CF1330, %CF1342, %CF1430, %CF1324, %CF1338, %CF1337, %CF1391, %CF1346, %CF1318, %CF1355, %CF1311, %CF1269, %CF1406, %CF1423, %CF1412, %CF1378, %CF1305, %CF1334, %CF1399, %CF1302, %CF1326, %CF1252, %CF1335, %CF1322, %CF1271, %CF1244, %CF1357, %CF1319, %CF1439, %CF1364, %CF1321, %CF1245, %CF1434, %CF1251, %CF1376, %CF1266, %CF1281, %CF1329, %CF1349, %CF1416, %CF1356, %CF1307, %CF1299, %CF1310, %CF1312, %CF1368, %CF1441, %CF1264, %CF1440, %CF1350, %CF1414, %CF1274, %CF1325, %CF1358, %CF1253, %CF1394, %CF1432, %CF1340, %CF1421, %CF1270, %CF1442, %CF1297, %CF1363, %CF1328, %CF1298, %CF1427, %CF1353, %CF1314, %CF1279, %CF1404, %CF1243, %CF1254, %CF1397, %CF1380, %CF1249
  ret void
}

; uselistorder directives
uselistorder i1* undef, { 4, 3, 2, 1, 0 }
uselistorder i32 undef, { 16, 17, 18, 0, 19, 20, 1, 21, 22, 23, 24, 25, 26, 2, 27, 28, 29, 30, 31, 10, 32, 4, 33, 34, 35, 36, 37, 38, 9, 39, 40, 41, 3, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 15, 63, 64, 65, 66, 8, 67, 68, 7, 69, 70, 71, 72, 5, 73, 74, 75, 76, 77, 78, 79, 6, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 11, 101, 102, 12, 103, 14, 104, 105, 106, 107, 13, 108, 109, 110, 111, 112 }
uselistorder i16* undef, { 3, 2, 1, 0 }
uselistorder i8 undef, { 10, 0, 8, 7, 4, 6, 3, 2, 1, 5, 9, 12, 11 }
uselistorder i1 undef, { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 13, 12, 14, 15, 17, 18 }
uselistorder <4 x i1> undef, { 1, 0, 11, 2, 5, 3, 10, 4, 9, 8, 7, 6 }
uselistorder <1 x i1> undef, { 0, 6, 5, 4, 3, 2, 1 }
uselistorder <2 x i16> undef, { 26, 4, 6, 1, 3, 5, 0, 19, 18, 2, 15, 14, 9, 25, 8, 17, 13, 12, 11, 7, 24, 23, 22, 10, 16, 21, 20 }
uselistorder i16 undef, { 4, 0, 2, 1, 12, 11, 10, 9, 8, 3, 7, 6, 5 }
uselistorder <2 x i64> undef, { 4, 3, 2, 1, 0 }
uselistorder <4 x i32> undef, { 0, 4, 3, 2, 1 }
uselistorder <16 x i32> undef, { 2, 1, 0 }
uselistorder i64 undef, { 3, 2, 1, 0 }
uselistorder double undef, { 0, 4, 2, 1, 3 }
uselistorder <1 x i64> undef, { 3, 0, 2, 1 }
uselistorder float* undef, { 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12, 13, 14 }
uselistorder <16 x i64> undef, { 1, 0, 2 }
uselistorder <2 x i1> undef, { 2, 1, 0 }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"target-abi", !"lp64d"}
