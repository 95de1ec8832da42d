; tests/stress.sh regression: llvm-stress -seed=33 -size=1000, rv64, sanitized by stress.sh.
; Pre-RA '%170 = ADDI $x0, 7; %1108 = ADDI $x0, 7; SB %1108, ...': the allocator deleted one
; of the two identical rematerialisable defs and the checker (exit 3) wanted %1108 where
; {%170, the constant 7} was: 'use reads the wrong value'. The program was right. Fixed in
; backend/src/check.rs (identical rematerialisable definitions are equal values).
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to i16*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to i32*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to i64*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to i32*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to i1*
  %L = load i64, i64* %A2, align 4
  store i1 true, i1* %A, align 1
  %E = extractelement <8 x i1> zeroinitializer, i32 0
  br label %CF838

CF838:                                            ; preds = %BB
  %CF838.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF838.t1 = add i32 %CF838.t0, -1
  store volatile i32 %CF838.t1, i32* @stress_budget, align 4
  %CF838.t2 = icmp slt i32 %CF838.t1, 0
  br i1 %CF838.t2, label %stress_out, label %CF838.body
CF838.body:
  %Shuff = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I = insertelement <2 x i8> zeroinitializer, i8 %5, i32 1
  %FC = sitofp i32 %3 to double
  %Sl = select i1 true, i1 true, i1 true
  br label %CF829

CF829:                                            ; preds = %CF829, %CF892, %CF879, %CF864, %CF905, %CF955, %CF871, %CF838
  %CF829.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF829.t1 = add i32 %CF829.t0, -1
  store volatile i32 %CF829.t1, i32* @stress_budget, align 4
  %CF829.t2 = icmp slt i32 %CF829.t1, 0
  br i1 %CF829.t2, label %stress_out, label %CF829.body
CF829.body:
  %Cmp = icmp eq i16 -1, -1
  br i1 %Cmp, label %CF829, label %CF892

CF892:                                            ; preds = %CF829
  %CF892.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF892.t1 = add i32 %CF892.t0, -1
  store volatile i32 %CF892.t1, i32* @stress_budget, align 4
  %CF892.t2 = icmp slt i32 %CF892.t1, 0
  br i1 %CF892.t2, label %stress_out, label %CF892.body
CF892.body:
  %L5 = load i8, i8* %0, align 1
  store i8 -69, i8* %0, align 1
  %E6 = extractelement <8 x i1> zeroinitializer, i32 6
  br i1 %E6, label %CF829, label %CF879

CF879:                                            ; preds = %CF892
  %CF879.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF879.t1 = add i32 %CF879.t0, -1
  store volatile i32 %CF879.t1, i32* @stress_budget, align 4
  %CF879.t2 = icmp slt i32 %CF879.t1, 0
  br i1 %CF879.t2, label %stress_out, label %CF879.body
CF879.body:
  %Shuff7 = shufflevector <8 x i1> %Shuff, <8 x i1> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 1
  %B = fmul float 0xC5BC69C040000000, 0x3CCFF733C0000000
  %FC9 = uitofp i16 -1 to double
  %Sl10 = select i1 %E, i16 -1, i16 -27073
  %Cmp11 = icmp ne <2 x i8> %I8, %I
  %L12 = load i8, i8* %0, align 1
  store i1 %Sl, i1* %A, align 1
  %E13 = extractelement <8 x i1> zeroinitializer, i32 5
  br i1 %E13, label %CF829, label %CF864

CF864:                                            ; preds = %CF879
  %CF864.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF864.t1 = add i32 %CF864.t0, -1
  store volatile i32 %CF864.t1, i32* @stress_budget, align 4
  %CF864.t2 = icmp slt i32 %CF864.t1, 0
  br i1 %CF864.t2, label %stress_out, label %CF864.body
CF864.body:
  %Shuff14 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 zeroinitializer, i32 14>
  %I15 = insertelement <8 x i1> %Shuff14, i1 true, i32 2
  %B16 = sdiv i32 %3, 330779
  %Sl17 = select i1 true, float 0xBCA877AC40000000, float 0xBCA877AC40000000
  %L18 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E19 = extractelement <8 x i1> zeroinitializer, i32 4
  br i1 %E19, label %CF829, label %CF861

CF861:                                            ; preds = %CF861, %CF976, %CF864
  %CF861.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF861.t1 = add i32 %CF861.t0, -1
  store volatile i32 %CF861.t1, i32* @stress_budget, align 4
  %CF861.t2 = icmp slt i32 %CF861.t1, 0
  br i1 %CF861.t2, label %stress_out, label %CF861.body
CF861.body:
  %Shuff20 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 zeroinitializer, i32 1>
  %I21 = insertelement <2 x i8> %Shuff20, i8 %L18, i32 1
  %B22 = add i64 25075, 59339
  %Tr = trunc i16 %Sl10 to i1
  br i1 %Tr, label %CF861, label %CF962

CF962:                                            ; preds = %CF962, %CF861
  %CF962.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF962.t1 = add i32 %CF962.t0, -1
  store volatile i32 %CF962.t1, i32* @stress_budget, align 4
  %CF962.t2 = icmp slt i32 %CF962.t1, 0
  br i1 %CF962.t2, label %stress_out, label %CF962.body
CF962.body:
  %Sl23 = select i1 true, i8 -69, i8 %5
  %Cmp24 = icmp uge <2 x i8> %I21, zeroinitializer
  %L25 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E26 = extractelement <8 x i1> zeroinitializer, i32 6
  br i1 %E26, label %CF962, label %CF976

CF976:                                            ; preds = %CF962
  %CF976.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF976.t1 = add i32 %CF976.t0, -1
  store volatile i32 %CF976.t1, i32* @stress_budget, align 4
  %CF976.t2 = icmp slt i32 %CF976.t1, 0
  br i1 %CF976.t2, label %stress_out, label %CF976.body
CF976.body:
  %Shuff27 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15>
  %I28 = insertelement <8 x i1> %Shuff7, i1 %E, i32 3
  %B29 = lshr i32 %B16, 63655
  %Sl30 = select <2 x i1> %Cmp11, <2 x i8> %Shuff20, <2 x i8> zeroinitializer
  %Cmp31 = fcmp ult float 0xBCA877AC40000000, 0xC5BC69C040000000
  br i1 %Cmp31, label %CF861, label %CF905

CF905:                                            ; preds = %CF976
  %CF905.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF905.t1 = add i32 %CF905.t0, -1
  store volatile i32 %CF905.t1, i32* @stress_budget, align 4
  %CF905.t2 = icmp slt i32 %CF905.t1, 0
  br i1 %CF905.t2, label %stress_out, label %CF905.body
CF905.body:
  %L32 = load i8, i8* %0, align 1
  store i8 -69, i8* %0, align 1
  %E33 = extractelement <2 x i8> %I8, i32 0
  %Shuff34 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I35 = insertelement <2 x i1> %Cmp24, i1 %E13, i32 1
  %FC36 = fptosi float 0xBC4DFC31C0000000 to i64
  %Sl37 = select i1 %E19, i1 true, i1 true
  br i1 %Sl37, label %CF829, label %CF856

CF856:                                            ; preds = %CF856, %CF905
  %CF856.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF856.t1 = add i32 %CF856.t0, -1
  store volatile i32 %CF856.t1, i32* @stress_budget, align 4
  %CF856.t2 = icmp slt i32 %CF856.t1, 0
  br i1 %CF856.t2, label %stress_out, label %CF856.body
CF856.body:
  %Cmp38 = icmp sgt i32 %3, 330779
  br i1 %Cmp38, label %CF856, label %CF868

CF868:                                            ; preds = %CF868, %CF856
  %CF868.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF868.t1 = add i32 %CF868.t0, -1
  store volatile i32 %CF868.t1, i32* @stress_budget, align 4
  %CF868.t2 = icmp slt i32 %CF868.t1, 0
  br i1 %CF868.t2, label %stress_out, label %CF868.body
CF868.body:
  %L39 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E40 = extractelement <16 x i8> zeroinitializer, i32 14
  %Shuff41 = shufflevector <2 x i8> %Shuff34, <2 x i8> %I8, <2 x i32> <i32 1, i32 3>
  %I42 = insertelement <8 x i1> zeroinitializer, i1 true, i32 7
  %B43 = add i8 %L5, %L5
  %PC = bitcast i32* %A3 to i64*
  %Sl44 = select i1 true, double %FC, double 0x1C3195D0122F014E
  %Cmp45 = icmp sgt i64 %L, %L
  br i1 %Cmp45, label %CF868, label %CF886

CF886:                                            ; preds = %CF886, %CF868
  %CF886.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF886.t1 = add i32 %CF886.t0, -1
  store volatile i32 %CF886.t1, i32* @stress_budget, align 4
  %CF886.t2 = icmp slt i32 %CF886.t1, 0
  br i1 %CF886.t2, label %stress_out, label %CF886.body
CF886.body:
  %L46 = load i64, i64* %PC, align 4
  store i64 59339, i64* %PC, align 4
  %E47 = extractelement <8 x i1> zeroinitializer, i32 7
  br i1 %E47, label %CF886, label %CF955

CF955:                                            ; preds = %CF886
  %CF955.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF955.t1 = add i32 %CF955.t0, -1
  store volatile i32 %CF955.t1, i32* @stress_budget, align 4
  %CF955.t2 = icmp slt i32 %CF955.t1, 0
  br i1 %CF955.t2, label %stress_out, label %CF955.body
CF955.body:
  %Shuff48 = shufflevector <8 x i1> %Shuff7, <8 x i1> %Shuff14, <8 x i32> <i32 zeroinitializer, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8>
  %I49 = insertelement <2 x i1> %Cmp24, i1 true, i32 0
  %B50 = srem i16 -18753, -1
  %Se = sext <2 x i8> zeroinitializer to <2 x i16>
  %Sl51 = select i1 true, i8 %L32, i8 -57
  %Cmp52 = icmp eq <16 x i8> zeroinitializer, zeroinitializer
  %L53 = load i64, i64* %PC, align 4
  store i8 %L18, i8* %0, align 1
  %E54 = extractelement <8 x i1> zeroinitializer, i32 1
  br i1 %E54, label %CF829, label %CF848

CF848:                                            ; preds = %CF848, %CF955
  %CF848.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF848.t1 = add i32 %CF848.t0, -1
  store volatile i32 %CF848.t1, i32* @stress_budget, align 4
  %CF848.t2 = icmp slt i32 %CF848.t1, 0
  br i1 %CF848.t2, label %stress_out, label %CF848.body
CF848.body:
  %Shuff55 = shufflevector <8 x i1> %Shuff, <8 x i1> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0, i32 2>
  %I56 = insertelement <8 x i1> zeroinitializer, i1 true, i32 6
  %B57 = srem i16 -1, %Sl10
  %ZE = zext i1 %Cmp38 to i64
  %Sl58 = select i1 %Tr, <2 x i1> %I35, <2 x i1> %Cmp11
  %Cmp59 = icmp sge i1 %E, %E26
  br i1 %Cmp59, label %CF848, label %CF871

CF871:                                            ; preds = %CF848
  %CF871.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF871.t1 = add i32 %CF871.t0, -1
  store volatile i32 %CF871.t1, i32* @stress_budget, align 4
  %CF871.t2 = icmp slt i32 %CF871.t1, 0
  br i1 %CF871.t2, label %stress_out, label %CF871.body
CF871.body:
  %L60 = load i64, i64* %PC, align 4
  store i64 59339, i64* %PC, align 4
  %E61 = extractelement <2 x i8> %Shuff20, i32 1
  %Shuff62 = shufflevector <2 x i8> %Shuff41, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I63 = insertelement <8 x i1> %Shuff, i1 %Tr, i32 2
  %Tr64 = trunc <2 x i16> %Se to <2 x i8>
  %Sl65 = select i1 %Cmp45, i1 %Cmp45, i1 %Sl37
  br i1 %Sl65, label %CF829, label %CF832

CF832:                                            ; preds = %CF832, %CF959, %CF895, %CF871
  %CF832.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF832.t1 = add i32 %CF832.t0, -1
  store volatile i32 %CF832.t1, i32* @stress_budget, align 4
  %CF832.t2 = icmp slt i32 %CF832.t1, 0
  br i1 %CF832.t2, label %stress_out, label %CF832.body
CF832.body:
  %Cmp66 = icmp ule i8 %L25, %5
  br i1 %Cmp66, label %CF832, label %CF959

CF959:                                            ; preds = %CF832
  %CF959.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF959.t1 = add i32 %CF959.t0, -1
  store volatile i32 %CF959.t1, i32* @stress_budget, align 4
  %CF959.t2 = icmp slt i32 %CF959.t1, 0
  br i1 %CF959.t2, label %stress_out, label %CF959.body
CF959.body:
  %L67 = load i1, i1* %A, align 1
  br i1 %L67, label %CF832, label %CF895

CF895:                                            ; preds = %CF959
  %CF895.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF895.t1 = add i32 %CF895.t0, -1
  store volatile i32 %CF895.t1, i32* @stress_budget, align 4
  %CF895.t2 = icmp slt i32 %CF895.t1, 0
  br i1 %CF895.t2, label %stress_out, label %CF895.body
CF895.body:
  store i64 %B22, i64* %PC, align 4
  %E68 = extractelement <8 x i1> zeroinitializer, i32 5
  br i1 %E68, label %CF832, label %CF884

CF884:                                            ; preds = %CF895
  %CF884.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF884.t1 = add i32 %CF884.t0, -1
  store volatile i32 %CF884.t1, i32* @stress_budget, align 4
  %CF884.t2 = icmp slt i32 %CF884.t1, 0
  br i1 %CF884.t2, label %stress_out, label %CF884.body
CF884.body:
  %Shuff69 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 zeroinitializer, i32 26, i32 28, i32 30, i32 zeroinitializer, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 zeroinitializer, i32 zeroinitializer, i32 16, i32 18, i32 zeroinitializer, i32 22>
  %I70 = insertelement <2 x i8> zeroinitializer, i8 7, i32 0
  %Tr71 = trunc i32 63655 to i1
  br label %CF820

CF820:                                            ; preds = %CF884
  %CF820.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF820.t1 = add i32 %CF820.t0, -1
  store volatile i32 %CF820.t1, i32* @stress_budget, align 4
  %CF820.t2 = icmp slt i32 %CF820.t1, 0
  br i1 %CF820.t2, label %stress_out, label %CF820.body
CF820.body:
  %Sl72 = select i1 %Cmp66, i64 %L60, i64 59339
  %L73 = load i64, i64* %PC, align 4
  store i8 7, i8* %0, align 1
  %E74 = extractelement <2 x i1> %Cmp11, i32 1
  br label %CF819

CF819:                                            ; preds = %CF819, %CF850, %CF876, %CF827, %CF924, %CF922, %CF820
  %CF819.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF819.t1 = add i32 %CF819.t0, -1
  store volatile i32 %CF819.t1, i32* @stress_budget, align 4
  %CF819.t2 = icmp slt i32 %CF819.t1, 0
  br i1 %CF819.t2, label %stress_out, label %CF819.body
CF819.body:
  %Shuff75 = shufflevector <2 x i8> %Shuff41, <2 x i8> %I8, <2 x i32> <i32 0, i32 2>
  %I76 = insertelement <2 x i8> %Shuff34, i8 %L5, i32 0
  %B77 = fdiv double 0xC9D5E07439D345F2, 0x7C0D38ACB80B6A2A
  %Tr78 = trunc i16 -27073 to i1
  br i1 %Tr78, label %CF819, label %CF850

CF850:                                            ; preds = %CF819
  %CF850.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF850.t1 = add i32 %CF850.t0, -1
  store volatile i32 %CF850.t1, i32* @stress_budget, align 4
  %CF850.t2 = icmp slt i32 %CF850.t1, 0
  br i1 %CF850.t2, label %stress_out, label %CF850.body
CF850.body:
  %Sl79 = select <2 x i1> %Cmp24, <2 x i8> %Shuff34, <2 x i8> zeroinitializer
  %Cmp80 = icmp sge <2 x i8> zeroinitializer, %Shuff62
  %L81 = load i32, i32* %A3, align 4
  store i64 59339, i64* %PC, align 4
  %E82 = extractelement <2 x i8> %Shuff75, i32 0
  %Shuff83 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 zeroinitializer>
  %I84 = insertelement <8 x i1> %Shuff, i1 %E, i32 5
  %B85 = and <2 x i8> %Shuff20, %I
  %FC86 = fptoui double %FC to i8
  %Sl87 = select i1 true, i1 %Cmp38, i1 true
  br i1 %Sl87, label %CF819, label %CF831

CF831:                                            ; preds = %CF831, %CF936, %CF882, %CF850
  %CF831.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF831.t1 = add i32 %CF831.t0, -1
  store volatile i32 %CF831.t1, i32* @stress_budget, align 4
  %CF831.t2 = icmp slt i32 %CF831.t1, 0
  br i1 %CF831.t2, label %stress_out, label %CF831.body
CF831.body:
  %Cmp88 = icmp uge i8 %B43, %E82
  br i1 %Cmp88, label %CF831, label %CF936

CF936:                                            ; preds = %CF831
  %CF936.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF936.t1 = add i32 %CF936.t0, -1
  store volatile i32 %CF936.t1, i32* @stress_budget, align 4
  %CF936.t2 = icmp slt i32 %CF936.t1, 0
  br i1 %CF936.t2, label %stress_out, label %CF936.body
CF936.body:
  %L89 = load i64, i64* %PC, align 4
  store i64 %Sl72, i64* %PC, align 4
  %E90 = extractelement <2 x i8> %I76, i32 1
  %Shuff91 = shufflevector <8 x i1> %Shuff27, <8 x i1> %Shuff, <8 x i32> <i32 2, i32 4, i32 zeroinitializer, i32 8, i32 10, i32 zeroinitializer, i32 14, i32 0>
  %I92 = insertelement <2 x i8> %Shuff34, i8 %Sl23, i32 0
  %B93 = xor i8 7, %E82
  %ZE94 = zext i8 %E33 to i32
  %Sl95 = select i1 %E26, <2 x i8> %I8, <2 x i8> %I
  %Cmp96 = icmp ult <16 x i8> zeroinitializer, %Shuff69
  %L97 = load i64, i64* %PC, align 4
  store i64 %B22, i64* %PC, align 4
  %E98 = extractelement <2 x i16> %Se, i32 1
  %Shuff99 = shufflevector <2 x i8> %Sl95, <2 x i8> %I, <2 x i32> <i32 2, i32 0>
  %I100 = insertelement <8 x i1> %Shuff, i1 %Cmp45, i32 0
  %ZE101 = zext <2 x i32> %Shuff83 to <2 x i64>
  %Sl102 = select i1 %E54, i8 -69, i8 %E90
  %Cmp103 = icmp ult i64 %L97, %B22
  br i1 %Cmp103, label %CF831, label %CF882

CF882:                                            ; preds = %CF936
  %CF882.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF882.t1 = add i32 %CF882.t0, -1
  store volatile i32 %CF882.t1, i32* @stress_budget, align 4
  %CF882.t2 = icmp slt i32 %CF882.t1, 0
  br i1 %CF882.t2, label %stress_out, label %CF882.body
CF882.body:
  %L104 = load i64, i64* %PC, align 4
  store i8 -57, i8* %0, align 1
  %E105 = extractelement <2 x i8> %Shuff62, i32 0
  %Shuff106 = shufflevector <2 x i1> %Sl58, <2 x i1> %Cmp11, <2 x i32> <i32 3, i32 1>
  %I107 = insertelement <2 x i8> %I76, i8 %E82, i32 1
  %ZE108 = zext i1 %Cmp31 to i64
  %Sl109 = select i1 %Sl65, i1 true, i1 %Cmp31
  br i1 %Sl109, label %CF831, label %CF876

CF876:                                            ; preds = %CF882
  %CF876.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF876.t1 = add i32 %CF876.t0, -1
  store volatile i32 %CF876.t1, i32* @stress_budget, align 4
  %CF876.t2 = icmp slt i32 %CF876.t1, 0
  br i1 %CF876.t2, label %stress_out, label %CF876.body
CF876.body:
  %Cmp110 = icmp sge <2 x i8> %I21, zeroinitializer
  %L111 = load i64, i64* %PC, align 4
  store i64 25075, i64* %PC, align 4
  %E112 = extractelement <8 x i1> zeroinitializer, i32 6
  br i1 %E112, label %CF819, label %CF827

CF827:                                            ; preds = %CF876
  %CF827.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF827.t1 = add i32 %CF827.t0, -1
  store volatile i32 %CF827.t1, i32* @stress_budget, align 4
  %CF827.t2 = icmp slt i32 %CF827.t1, 0
  br i1 %CF827.t2, label %stress_out, label %CF827.body
CF827.body:
  %Shuff113 = shufflevector <2 x i8> %Shuff20, <2 x i8> %I92, <2 x i32> <i32 1, i32 3>
  %I114 = insertelement <8 x i1> zeroinitializer, i1 %Cmp45, i32 7
  %B115 = sub i8 %5, 7
  %Sl116 = select i1 %Sl87, <8 x i1> %I84, <8 x i1> %Shuff48
  %Cmp117 = icmp slt i1 %Sl37, %Cmp45
  br i1 %Cmp117, label %CF819, label %CF824

CF824:                                            ; preds = %CF824, %CF929, %CF913, %CF979, %CF901, %CF855, %CF827
  %CF824.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF824.t1 = add i32 %CF824.t0, -1
  store volatile i32 %CF824.t1, i32* @stress_budget, align 4
  %CF824.t2 = icmp slt i32 %CF824.t1, 0
  br i1 %CF824.t2, label %stress_out, label %CF824.body
CF824.body:
  %L118 = load i8, i8* %0, align 1
  store i64 %4, i64* %PC, align 4
  %E119 = extractelement <8 x i1> %Shuff7, i32 3
  br i1 %E119, label %CF824, label %CF929

CF929:                                            ; preds = %CF824
  %CF929.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF929.t1 = add i32 %CF929.t0, -1
  store volatile i32 %CF929.t1, i32* @stress_budget, align 4
  %CF929.t2 = icmp slt i32 %CF929.t1, 0
  br i1 %CF929.t2, label %stress_out, label %CF929.body
CF929.body:
  %Shuff120 = shufflevector <2 x i8> %Shuff20, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I121 = insertelement <2 x i8> %Shuff62, i8 %B43, i32 0
  %B122 = sdiv <2 x i16> %Se, %Se
  %FC123 = sitofp i1 %Cmp88 to float
  %Sl124 = select i1 true, i8 %B43, i8 %Sl51
  %L125 = load i64, i64* %PC, align 4
  store i64 %Sl72, i64* %PC, align 4
  %E126 = extractelement <16 x i1> %Cmp52, i32 5
  br i1 %E126, label %CF824, label %CF913

CF913:                                            ; preds = %CF929
  %CF913.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF913.t1 = add i32 %CF913.t0, -1
  store volatile i32 %CF913.t1, i32* @stress_budget, align 4
  %CF913.t2 = icmp slt i32 %CF913.t1, 0
  br i1 %CF913.t2, label %stress_out, label %CF913.body
CF913.body:
  %Shuff127 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %I42, <8 x i32> <i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 2, i32 zeroinitializer, i32 6>
  %I128 = insertelement <8 x i1> %I84, i1 true, i32 2
  %B129 = or i8 %L25, 7
  %Sl130 = select i1 true, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer
  %Cmp131 = icmp eq <2 x i64> %ZE101, %ZE101
  %L132 = load i64, i64* %PC, align 4
  store i64 %FC36, i64* %PC, align 4
  %E133 = extractelement <8 x i1> %I42, i32 3
  br i1 %E133, label %CF824, label %CF872

CF872:                                            ; preds = %CF872, %CF913
  %CF872.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF872.t1 = add i32 %CF872.t0, -1
  store volatile i32 %CF872.t1, i32* @stress_budget, align 4
  %CF872.t2 = icmp slt i32 %CF872.t1, 0
  br i1 %CF872.t2, label %stress_out, label %CF872.body
CF872.body:
  %Shuff134 = shufflevector <8 x i1> %Shuff55, <8 x i1> %Shuff127, <8 x i32> <i32 zeroinitializer, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I135 = insertelement <2 x i8> %I70, i8 %E82, i32 0
  %B136 = add i32 %L81, %B29
  %PC137 = bitcast i32* %A3 to i32*
  %Sl138 = select i1 true, <8 x i1> %I84, <8 x i1> %Shuff7
  %Cmp139 = icmp ugt i1 true, %Sl87
  br i1 %Cmp139, label %CF872, label %CF939

CF939:                                            ; preds = %CF939, %CF872
  %CF939.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF939.t1 = add i32 %CF939.t0, -1
  store volatile i32 %CF939.t1, i32* @stress_budget, align 4
  %CF939.t2 = icmp slt i32 %CF939.t1, 0
  br i1 %CF939.t2, label %stress_out, label %CF939.body
CF939.body:
  %L140 = load i32, i32* %PC137, align 4
  store i64 %L97, i64* %PC, align 4
  %E141 = extractelement <8 x i1> %Shuff91, i32 1
  br i1 %E141, label %CF939, label %CF979

CF979:                                            ; preds = %CF939
  %CF979.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF979.t1 = add i32 %CF979.t0, -1
  store volatile i32 %CF979.t1, i32* @stress_budget, align 4
  %CF979.t2 = icmp slt i32 %CF979.t1, 0
  br i1 %CF979.t2, label %stress_out, label %CF979.body
CF979.body:
  %Shuff142 = shufflevector <2 x i16> %Se, <2 x i16> %Se, <2 x i32> <i32 zeroinitializer, i32 2>
  %I143 = insertelement <8 x i1> %Shuff27, i1 %E126, i32 2
  %B144 = ashr <2 x i8> %I8, %Sl30
  %FC145 = fptosi float 0xBA92E4B6C0000000 to i1
  br i1 %FC145, label %CF824, label %CF846

CF846:                                            ; preds = %CF846, %CF934, %CF979
  %CF846.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF846.t1 = add i32 %CF846.t0, -1
  store volatile i32 %CF846.t1, i32* @stress_budget, align 4
  %CF846.t2 = icmp slt i32 %CF846.t1, 0
  br i1 %CF846.t2, label %stress_out, label %CF846.body
CF846.body:
  %Sl146 = select i1 true, i64 %L104, i64 %L125
  %Cmp147 = icmp ule i8 -69, %B115
  br i1 %Cmp147, label %CF846, label %CF916

CF916:                                            ; preds = %CF916, %CF846
  %CF916.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF916.t1 = add i32 %CF916.t0, -1
  store volatile i32 %CF916.t1, i32* @stress_budget, align 4
  %CF916.t2 = icmp slt i32 %CF916.t1, 0
  br i1 %CF916.t2, label %stress_out, label %CF916.body
CF916.body:
  %L148 = load i32, i32* %PC137, align 4
  store i32 457423, i32* %PC137, align 4
  %E149 = extractelement <2 x i8> %Shuff120, i32 0
  %Shuff150 = shufflevector <2 x i8> %Sl79, <2 x i8> %Sl79, <2 x i32> <i32 3, i32 zeroinitializer>
  %I151 = insertelement <2 x i8> %Shuff41, i8 %5, i32 1
  %B152 = sdiv i8 %Sl102, %L32
  %Se153 = sext i16 -1 to i32
  %Sl154 = select i1 %Cmp45, i1 %L67, i1 true
  br i1 %Sl154, label %CF916, label %CF934

CF934:                                            ; preds = %CF916
  %CF934.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF934.t1 = add i32 %CF934.t0, -1
  store volatile i32 %CF934.t1, i32* @stress_budget, align 4
  %CF934.t2 = icmp slt i32 %CF934.t1, 0
  br i1 %CF934.t2, label %stress_out, label %CF934.body
CF934.body:
  %Cmp155 = icmp sge i8 %E105, %E149
  br i1 %Cmp155, label %CF846, label %CF899

CF899:                                            ; preds = %CF899, %CF934
  %CF899.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF899.t1 = add i32 %CF899.t0, -1
  store volatile i32 %CF899.t1, i32* @stress_budget, align 4
  %CF899.t2 = icmp slt i32 %CF899.t1, 0
  br i1 %CF899.t2, label %stress_out, label %CF899.body
CF899.body:
  %L156 = load i32, i32* %PC137, align 4
  store i64 %4, i64* %PC, align 4
  %E157 = extractelement <8 x i1> %Shuff, i32 7
  br i1 %E157, label %CF899, label %CF901

CF901:                                            ; preds = %CF899
  %CF901.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF901.t1 = add i32 %CF901.t0, -1
  store volatile i32 %CF901.t1, i32* @stress_budget, align 4
  %CF901.t2 = icmp slt i32 %CF901.t1, 0
  br i1 %CF901.t2, label %stress_out, label %CF901.body
CF901.body:
  %Shuff158 = shufflevector <8 x i1> %Shuff48, <8 x i1> %Shuff134, <8 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I159 = insertelement <2 x i1> %Shuff106, i1 %Cmp103, i32 0
  %Sl160 = select i1 true, i1 %E133, i1 %Cmp45
  br i1 %Sl160, label %CF824, label %CF843

CF843:                                            ; preds = %CF843, %CF951, %CF874, %CF977, %CF901
  %CF843.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF843.t1 = add i32 %CF843.t0, -1
  store volatile i32 %CF843.t1, i32* @stress_budget, align 4
  %CF843.t2 = icmp slt i32 %CF843.t1, 0
  br i1 %CF843.t2, label %stress_out, label %CF843.body
CF843.body:
  %Cmp161 = icmp ne <8 x i1> %Shuff91, %Shuff158
  %L162 = load i64, i64* %PC, align 4
  store i64 %Sl72, i64* %PC, align 4
  %E163 = extractelement <2 x i1> %Sl58, i32 1
  br i1 %E163, label %CF843, label %CF951

CF951:                                            ; preds = %CF843
  %CF951.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF951.t1 = add i32 %CF951.t0, -1
  store volatile i32 %CF951.t1, i32* @stress_budget, align 4
  %CF951.t2 = icmp slt i32 %CF951.t1, 0
  br i1 %CF951.t2, label %stress_out, label %CF951.body
CF951.body:
  %Shuff164 = shufflevector <8 x i1> %Shuff7, <8 x i1> %I28, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I165 = insertelement <2 x i8> %Shuff20, i8 %L5, i32 0
  %FC166 = sitofp <2 x i8> %I8 to <2 x double>
  %Sl167 = select i1 %E19, i32 %L148, i32 %L156
  %L168 = load i64, i64* %PC, align 4
  store i8 %B152, i8* %0, align 1
  %E169 = extractelement <8 x i32> zeroinitializer, i32 3
  %Shuff170 = shufflevector <2 x i8> %Shuff150, <2 x i8> %B85, <2 x i32> <i32 2, i32 zeroinitializer>
  %I171 = insertelement <8 x i32> %Sl130, i32 %B136, i32 4
  %B172 = frem float 0xBCA877AC40000000, 0xBCA877AC40000000
  %FC173 = sitofp i32 %Se153 to double
  %Sl174 = select i1 %Cmp31, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer
  %Cmp175 = icmp uge i32 330779, %B16
  br i1 %Cmp175, label %CF843, label %CF865

CF865:                                            ; preds = %CF865, %CF923, %CF951
  %CF865.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF865.t1 = add i32 %CF865.t0, -1
  store volatile i32 %CF865.t1, i32* @stress_budget, align 4
  %CF865.t2 = icmp slt i32 %CF865.t1, 0
  br i1 %CF865.t2, label %stress_out, label %CF865.body
CF865.body:
  %L176 = load i64, i64* %PC, align 4
  store i64 %L176, i64* %PC, align 4
  %E177 = extractelement <16 x i8> zeroinitializer, i32 15
  %Shuff178 = shufflevector <8 x i1> %Shuff134, <8 x i1> %I84, <8 x i32> <i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0>
  %I179 = insertelement <2 x i8> %I70, i8 -69, i32 0
  %B180 = fsub float 0x3CCFF733C0000000, %FC123
  %FC181 = sitofp i8 %5 to double
  %Sl182 = select i1 %E68, i64 %4, i64 %L73
  %Cmp183 = icmp uge i1 true, true
  br i1 %Cmp183, label %CF865, label %CF923

CF923:                                            ; preds = %CF865
  %CF923.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF923.t1 = add i32 %CF923.t0, -1
  store volatile i32 %CF923.t1, i32* @stress_budget, align 4
  %CF923.t2 = icmp slt i32 %CF923.t1, 0
  br i1 %CF923.t2, label %stress_out, label %CF923.body
CF923.body:
  %L184 = load i8, i8* %0, align 1
  store i32 %B136, i32* %PC137, align 4
  %E185 = extractelement <8 x i1> zeroinitializer, i32 6
  br i1 %E185, label %CF865, label %CF874

CF874:                                            ; preds = %CF923
  %CF874.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF874.t1 = add i32 %CF874.t0, -1
  store volatile i32 %CF874.t1, i32* @stress_budget, align 4
  %CF874.t2 = icmp slt i32 %CF874.t1, 0
  br i1 %CF874.t2, label %stress_out, label %CF874.body
CF874.body:
  %Shuff186 = shufflevector <2 x i8> %Sl79, <2 x i8> %Shuff62, <2 x i32> zeroinitializer
  %I187 = insertelement <8 x i1> zeroinitializer, i1 %Cmp183, i32 7
  %B188 = ashr i64 59339, 25075
  %FC189 = uitofp i1 %Tr to float
  %Sl190 = select i1 %Cmp175, i32 %Se153, i32 %B136
  %Cmp191 = icmp ne i32 %L156, %L81
  br i1 %Cmp191, label %CF843, label %CF859

CF859:                                            ; preds = %CF859, %CF874
  %CF859.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF859.t1 = add i32 %CF859.t0, -1
  store volatile i32 %CF859.t1, i32* @stress_budget, align 4
  %CF859.t2 = icmp slt i32 %CF859.t1, 0
  br i1 %CF859.t2, label %stress_out, label %CF859.body
CF859.body:
  %L192 = load i64, i64* %PC, align 4
  store i1 %Cmp139, i1* %A, align 1
  %E193 = extractelement <2 x i8> %Shuff41, i32 1
  %Shuff194 = shufflevector <8 x i1> %Shuff7, <8 x i1> %Shuff55, <8 x i32> <i32 4, i32 zeroinitializer, i32 zeroinitializer, i32 10, i32 12, i32 14, i32 0, i32 zeroinitializer>
  %I195 = insertelement <2 x i8> %Shuff186, i8 %L25, i32 0
  %B196 = srem <2 x i32> %Shuff83, %Shuff83
  %Se197 = sext <2 x i16> %B122 to <2 x i32>
  %Sl198 = select <8 x i1> %Sl138, <8 x i1> zeroinitializer, <8 x i1> %Shuff7
  %Cmp199 = icmp uge i64 %L162, %FC36
  br i1 %Cmp199, label %CF859, label %CF888

CF888:                                            ; preds = %CF888, %CF964, %CF909, %CF859
  %CF888.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF888.t1 = add i32 %CF888.t0, -1
  store volatile i32 %CF888.t1, i32* @stress_budget, align 4
  %CF888.t2 = icmp slt i32 %CF888.t1, 0
  br i1 %CF888.t2, label %stress_out, label %CF888.body
CF888.body:
  %L200 = load i32, i32* %PC137, align 4
  store i8 -69, i8* %0, align 1
  %E201 = extractelement <2 x i16> %Shuff142, i32 0
  %Shuff202 = shufflevector <2 x i8> %Shuff75, <2 x i8> %Shuff62, <2 x i32> zeroinitializer
  %I203 = insertelement <16 x i8> zeroinitializer, i8 %Sl51, i32 5
  %ZE204 = zext i1 %E68 to i64
  %Sl205 = select i1 %Sl65, i1 %FC145, i1 %Cmp183
  br i1 %Sl205, label %CF888, label %CF964

CF964:                                            ; preds = %CF888
  %CF964.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF964.t1 = add i32 %CF964.t0, -1
  store volatile i32 %CF964.t1, i32* @stress_budget, align 4
  %CF964.t2 = icmp slt i32 %CF964.t1, 0
  br i1 %CF964.t2, label %stress_out, label %CF964.body
CF964.body:
  %Cmp206 = icmp ne i32 %Sl167, %B136
  br i1 %Cmp206, label %CF888, label %CF909

CF909:                                            ; preds = %CF964
  %CF909.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF909.t1 = add i32 %CF909.t0, -1
  store volatile i32 %CF909.t1, i32* @stress_budget, align 4
  %CF909.t2 = icmp slt i32 %CF909.t1, 0
  br i1 %CF909.t2, label %stress_out, label %CF909.body
CF909.body:
  %L207 = load i64, i64* %PC, align 4
  store i32 %B136, i32* %PC137, align 4
  %E208 = extractelement <8 x i1> %Shuff158, i32 6
  br i1 %E208, label %CF888, label %CF900

CF900:                                            ; preds = %CF900, %CF909
  %CF900.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF900.t1 = add i32 %CF900.t0, -1
  store volatile i32 %CF900.t1, i32* @stress_budget, align 4
  %CF900.t2 = icmp slt i32 %CF900.t1, 0
  br i1 %CF900.t2, label %stress_out, label %CF900.body
CF900.body:
  %Shuff209 = shufflevector <2 x i8> %Shuff41, <2 x i8> %Shuff20, <2 x i32> <i32 1, i32 3>
  %I210 = insertelement <8 x i1> %Shuff48, i1 %E19, i32 7
  %B211 = udiv i8 %FC86, %E90
  %ZE212 = fpext float 0xBC4DFC31C0000000 to double
  %Sl213 = select i1 %Sl, float 0xBC4DFC31C0000000, float %Sl17
  %Cmp214 = icmp ugt i1 %Cmp155, %Cmp199
  br i1 %Cmp214, label %CF900, label %CF926

CF926:                                            ; preds = %CF926, %CF900
  %CF926.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF926.t1 = add i32 %CF926.t0, -1
  store volatile i32 %CF926.t1, i32* @stress_budget, align 4
  %CF926.t2 = icmp slt i32 %CF926.t1, 0
  br i1 %CF926.t2, label %stress_out, label %CF926.body
CF926.body:
  %L215 = load i64, i64* %PC, align 4
  store i64 59339, i64* %PC, align 4
  %E216 = extractelement <2 x i8> %Shuff120, i32 0
  %Shuff217 = shufflevector <2 x i8> %Shuff186, <2 x i8> %I135, <2 x i32> <i32 3, i32 zeroinitializer>
  %I218 = insertelement <8 x i1> %Shuff55, i1 %E, i32 1
  %FC219 = sitofp i1 %Cmp31 to double
  %Sl220 = select i1 true, i1 true, i1 %Tr78
  br i1 %Sl220, label %CF926, label %CF977

CF977:                                            ; preds = %CF926
  %CF977.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF977.t1 = add i32 %CF977.t0, -1
  store volatile i32 %CF977.t1, i32* @stress_budget, align 4
  %CF977.t2 = icmp slt i32 %CF977.t1, 0
  br i1 %CF977.t2, label %stress_out, label %CF977.body
CF977.body:
  %Cmp221 = icmp ult i1 %E74, %E74
  br i1 %Cmp221, label %CF843, label %CF855

CF855:                                            ; preds = %CF977
  %CF855.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF855.t1 = add i32 %CF855.t0, -1
  store volatile i32 %CF855.t1, i32* @stress_budget, align 4
  %CF855.t2 = icmp slt i32 %CF855.t1, 0
  br i1 %CF855.t2, label %stress_out, label %CF855.body
CF855.body:
  %L222 = load i32, i32* %PC137, align 4
  store i64 59339, i64* %PC, align 4
  %E223 = extractelement <8 x i1> %Cmp161, i32 2
  br i1 %E223, label %CF824, label %CF828

CF828:                                            ; preds = %CF828, %CF961, %CF855
  %CF828.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF828.t1 = add i32 %CF828.t0, -1
  store volatile i32 %CF828.t1, i32* @stress_budget, align 4
  %CF828.t2 = icmp slt i32 %CF828.t1, 0
  br i1 %CF828.t2, label %stress_out, label %CF828.body
CF828.body:
  %Shuff224 = shufflevector <2 x i8> %I179, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 zeroinitializer>
  %I225 = insertelement <16 x i1> %Cmp52, i1 %Tr71, i32 3
  %B226 = xor <2 x i8> %Shuff41, %I8
  %Se227 = sext i1 %E157 to i8
  %Sl228 = select i1 %Sl37, i1 %E19, i1 %E54
  br i1 %Sl228, label %CF828, label %CF961

CF961:                                            ; preds = %CF828
  %CF961.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF961.t1 = add i32 %CF961.t0, -1
  store volatile i32 %CF961.t1, i32* @stress_budget, align 4
  %CF961.t2 = icmp slt i32 %CF961.t1, 0
  br i1 %CF961.t2, label %stress_out, label %CF961.body
CF961.body:
  %Cmp229 = icmp eq i1 %Tr, %E133
  br i1 %Cmp229, label %CF828, label %CF878

CF878:                                            ; preds = %CF878, %CF965, %CF961
  %CF878.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF878.t1 = add i32 %CF878.t0, -1
  store volatile i32 %CF878.t1, i32* @stress_budget, align 4
  %CF878.t2 = icmp slt i32 %CF878.t1, 0
  br i1 %CF878.t2, label %stress_out, label %CF878.body
CF878.body:
  %L230 = load i32, i32* %PC137, align 4
  store i8 %L32, i8* %0, align 1
  %E231 = extractelement <16 x i1> %Cmp52, i32 5
  br i1 %E231, label %CF878, label %CF902

CF902:                                            ; preds = %CF902, %CF963, %CF878
  %CF902.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF902.t1 = add i32 %CF902.t0, -1
  store volatile i32 %CF902.t1, i32* @stress_budget, align 4
  %CF902.t2 = icmp slt i32 %CF902.t1, 0
  br i1 %CF902.t2, label %stress_out, label %CF902.body
CF902.body:
  %Shuff232 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Shuff, <8 x i32> <i32 8, i32 10, i32 12, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6>
  %I233 = insertelement <2 x i8> %Shuff150, i8 %L184, i32 0
  %B234 = mul i8 %E40, %5
  %Sl235 = select i1 %E54, <2 x i8> %Shuff75, <2 x i8> %I70
  %Cmp236 = icmp ne i64 %L192, %4
  br i1 %Cmp236, label %CF902, label %CF963

CF963:                                            ; preds = %CF902
  %CF963.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF963.t1 = add i32 %CF963.t0, -1
  store volatile i32 %CF963.t1, i32* @stress_budget, align 4
  %CF963.t2 = icmp slt i32 %CF963.t1, 0
  br i1 %CF963.t2, label %stress_out, label %CF963.body
CF963.body:
  %L237 = load i64, i64* %PC, align 4
  store i8 %E177, i8* %0, align 1
  %E238 = extractelement <8 x i1> zeroinitializer, i32 3
  br i1 %E238, label %CF902, label %CF904

CF904:                                            ; preds = %CF904, %CF963
  %CF904.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF904.t1 = add i32 %CF904.t0, -1
  store volatile i32 %CF904.t1, i32* @stress_budget, align 4
  %CF904.t2 = icmp slt i32 %CF904.t1, 0
  br i1 %CF904.t2, label %stress_out, label %CF904.body
CF904.body:
  %Shuff239 = shufflevector <8 x i1> %Shuff158, <8 x i1> %Shuff27, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I240 = insertelement <2 x i16> %Shuff142, i16 %B50, i32 0
  %B241 = xor i32 %L148, %ZE94
  %FC242 = sitofp i8 %E90 to double
  %Sl243 = select i1 true, <2 x i8> %Shuff99, <2 x i8> %Shuff75
  %Cmp244 = icmp eq i8 %B43, %E149
  br i1 %Cmp244, label %CF904, label %CF965

CF965:                                            ; preds = %CF904
  %CF965.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF965.t1 = add i32 %CF965.t0, -1
  store volatile i32 %CF965.t1, i32* @stress_budget, align 4
  %CF965.t2 = icmp slt i32 %CF965.t1, 0
  br i1 %CF965.t2, label %stress_out, label %CF965.body
CF965.body:
  %L245 = load i64, i64* %PC, align 4
  store i32 63655, i32* %PC137, align 4
  %E246 = extractelement <8 x i1> %Shuff14, i32 3
  br i1 %E246, label %CF878, label %CF880

CF880:                                            ; preds = %CF880, %CF965
  %CF880.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF880.t1 = add i32 %CF880.t0, -1
  store volatile i32 %CF880.t1, i32* @stress_budget, align 4
  %CF880.t2 = icmp slt i32 %CF880.t1, 0
  br i1 %CF880.t2, label %stress_out, label %CF880.body
CF880.body:
  %Shuff247 = shufflevector <2 x i8> %Shuff41, <2 x i8> %Shuff113, <2 x i32> <i32 2, i32 0>
  %I248 = insertelement <2 x i8> %Shuff209, i8 %Sl51, i32 0
  %Se249 = sext i8 %B234 to i64
  %Sl250 = select <2 x i1> %Cmp11, <2 x i8> %I107, <2 x i8> %Shuff41
  %Cmp251 = icmp ult i1 %E163, true
  br i1 %Cmp251, label %CF880, label %CF918

CF918:                                            ; preds = %CF918, %CF960, %CF953, %CF880
  %CF918.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF918.t1 = add i32 %CF918.t0, -1
  store volatile i32 %CF918.t1, i32* @stress_budget, align 4
  %CF918.t2 = icmp slt i32 %CF918.t1, 0
  br i1 %CF918.t2, label %stress_out, label %CF918.body
CF918.body:
  %L252 = load i64, i64* %PC, align 4
  store i32 %B136, i32* %PC137, align 4
  %E253 = extractelement <2 x i8> %Shuff186, i32 0
  %Shuff254 = shufflevector <2 x i8> %Shuff41, <2 x i8> %Shuff41, <2 x i32> <i32 1, i32 3>
  %I255 = insertelement <2 x i8> %Shuff247, i8 %E177, i32 1
  %Sl256 = select i1 true, <2 x i1> %Cmp80, <2 x i1> %Shuff106
  %Cmp257 = icmp sge i1 %E6, %Sl205
  br i1 %Cmp257, label %CF918, label %CF960

CF960:                                            ; preds = %CF918
  %CF960.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF960.t1 = add i32 %CF960.t0, -1
  store volatile i32 %CF960.t1, i32* @stress_budget, align 4
  %CF960.t2 = icmp slt i32 %CF960.t1, 0
  br i1 %CF960.t2, label %stress_out, label %CF960.body
CF960.body:
  %L258 = load i8, i8* %0, align 1
  store i8 %E82, i8* %0, align 1
  %E259 = extractelement <2 x i8> %Shuff217, i32 1
  %Shuff260 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I261 = insertelement <8 x i1> %Shuff194, i1 %E231, i32 0
  %Sl262 = select <8 x i1> %I218, <8 x i1> %I42, <8 x i1> %I84
  %Cmp263 = fcmp ult double %FC9, %B77
  br i1 %Cmp263, label %CF918, label %CF953

CF953:                                            ; preds = %CF960
  %CF953.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF953.t1 = add i32 %CF953.t0, -1
  store volatile i32 %CF953.t1, i32* @stress_budget, align 4
  %CF953.t2 = icmp slt i32 %CF953.t1, 0
  br i1 %CF953.t2, label %stress_out, label %CF953.body
CF953.body:
  %L264 = load i8, i8* %0, align 1
  store i32 %B29, i32* %PC137, align 4
  %E265 = extractelement <8 x i1> zeroinitializer, i32 0
  br i1 %E265, label %CF918, label %CF924

CF924:                                            ; preds = %CF953
  %CF924.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF924.t1 = add i32 %CF924.t0, -1
  store volatile i32 %CF924.t1, i32* @stress_budget, align 4
  %CF924.t2 = icmp slt i32 %CF924.t1, 0
  br i1 %CF924.t2, label %stress_out, label %CF924.body
CF924.body:
  %Shuff266 = shufflevector <8 x i1> %I261, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 1>
  %I267 = insertelement <2 x i8> %Shuff247, i8 %B234, i32 1
  %Sl268 = select i1 %Sl154, i16* %A4, i16* %A4
  %Cmp269 = icmp ule i1 true, %Sl
  br i1 %Cmp269, label %CF819, label %CF822

CF822:                                            ; preds = %CF822, %CF945, %CF834, %CF924
  %CF822.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF822.t1 = add i32 %CF822.t0, -1
  store volatile i32 %CF822.t1, i32* @stress_budget, align 4
  %CF822.t2 = icmp slt i32 %CF822.t1, 0
  br i1 %CF822.t2, label %stress_out, label %CF822.body
CF822.body:
  %L270 = load i32, i32* %PC137, align 4
  store i16 %B50, i16* %A4, align 2
  %E271 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff272 = shufflevector <2 x i8> %Shuff34, <2 x i8> %B144, <2 x i32> <i32 3, i32 1>
  %I273 = insertelement <8 x i1> %Shuff158, i1 %Cmp199, i32 5
  %B274 = urem i8 %L118, 7
  %PC275 = bitcast i32* %1 to i64*
  %Sl276 = select <2 x i1> %Cmp131, <2 x i8> %I255, <2 x i8> %Tr64
  %Cmp277 = icmp uge i1 true, %Cmp269
  br i1 %Cmp277, label %CF822, label %CF945

CF945:                                            ; preds = %CF822
  %CF945.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF945.t1 = add i32 %CF945.t0, -1
  store volatile i32 %CF945.t1, i32* @stress_budget, align 4
  %CF945.t2 = icmp slt i32 %CF945.t1, 0
  br i1 %CF945.t2, label %stress_out, label %CF945.body
CF945.body:
  %L278 = load i64, i64* %PC, align 4
  store i16 %E201, i16* %Sl268, align 2
  %E279 = extractelement <16 x i1> %Cmp52, i32 14
  br i1 %E279, label %CF822, label %CF826

CF826:                                            ; preds = %CF826, %CF948, %CF921, %CF945
  %CF826.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF826.t1 = add i32 %CF826.t0, -1
  store volatile i32 %CF826.t1, i32* @stress_budget, align 4
  %CF826.t2 = icmp slt i32 %CF826.t1, 0
  br i1 %CF826.t2, label %stress_out, label %CF826.body
CF826.body:
  %Shuff280 = shufflevector <8 x i1> %Shuff27, <8 x i1> %I273, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15>
  %I281 = insertelement <8 x i1> %Sl262, i1 %Sl160, i32 3
  %B282 = lshr i64 %L60, %FC36
  %Se283 = sext i8 %E105 to i32
  %Sl284 = select <2 x i1> %Sl256, <2 x i1> %Cmp11, <2 x i1> %Sl256
  %Cmp285 = icmp ult i64 %4, %FC36
  br i1 %Cmp285, label %CF826, label %CF837

CF837:                                            ; preds = %CF837, %CF972, %CF967, %CF826
  %CF837.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF837.t1 = add i32 %CF837.t0, -1
  store volatile i32 %CF837.t1, i32* @stress_budget, align 4
  %CF837.t2 = icmp slt i32 %CF837.t1, 0
  br i1 %CF837.t2, label %stress_out, label %CF837.body
CF837.body:
  %L286 = load i32, i32* %PC137, align 4
  store i16 %E201, i16* %Sl268, align 2
  %E287 = extractelement <2 x i1> %Cmp11, i32 0
  br i1 %E287, label %CF837, label %CF857

CF857:                                            ; preds = %CF857, %CF966, %CF837
  %CF857.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF857.t1 = add i32 %CF857.t0, -1
  store volatile i32 %CF857.t1, i32* @stress_budget, align 4
  %CF857.t2 = icmp slt i32 %CF857.t1, 0
  br i1 %CF857.t2, label %stress_out, label %CF857.body
CF857.body:
  %Shuff288 = shufflevector <8 x i1> %I56, <8 x i1> %Shuff14, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 zeroinitializer, i32 5, i32 7>
  %I289 = insertelement <8 x i1> %Shuff127, i1 %Cmp191, i32 3
  %B290 = fmul float %B, %FC189
  %Se291 = sext i1 %E68 to i8
  %Sl292 = select i1 %E185, i1 %E231, i1 %Tr
  br i1 %Sl292, label %CF857, label %CF914

CF914:                                            ; preds = %CF914, %CF857
  %CF914.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF914.t1 = add i32 %CF914.t0, -1
  store volatile i32 %CF914.t1, i32* @stress_budget, align 4
  %CF914.t2 = icmp slt i32 %CF914.t1, 0
  br i1 %CF914.t2, label %stress_out, label %CF914.body
CF914.body:
  %Cmp293 = icmp uge i32 %L270, %B136
  br i1 %Cmp293, label %CF914, label %CF957

CF957:                                            ; preds = %CF957, %CF914
  %CF957.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF957.t1 = add i32 %CF957.t0, -1
  store volatile i32 %CF957.t1, i32* @stress_budget, align 4
  %CF957.t2 = icmp slt i32 %CF957.t1, 0
  br i1 %CF957.t2, label %stress_out, label %CF957.body
CF957.body:
  %L294 = load i16, i16* %Sl268, align 2
  store i16 %E98, i16* %Sl268, align 2
  %E295 = extractelement <8 x i1> %Sl116, i32 5
  br i1 %E295, label %CF957, label %CF966

CF966:                                            ; preds = %CF957
  %CF966.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF966.t1 = add i32 %CF966.t0, -1
  store volatile i32 %CF966.t1, i32* @stress_budget, align 4
  %CF966.t2 = icmp slt i32 %CF966.t1, 0
  br i1 %CF966.t2, label %stress_out, label %CF966.body
CF966.body:
  %Shuff296 = shufflevector <2 x i1> %Sl284, <2 x i1> %Cmp11, <2 x i32> <i32 0, i32 2>
  %I297 = insertelement <8 x i1> %Shuff48, i1 true, i32 6
  %Sl298 = select i1 %E19, float 0xC5BC69C040000000, float 0xBC4DFC31C0000000
  %Cmp299 = icmp ne <8 x i1> %Shuff178, %Shuff
  %L300 = load i32, i32* %PC137, align 4
  store i16 %L294, i16* %Sl268, align 2
  %E301 = extractelement <8 x i1> %Shuff232, i32 0
  br i1 %E301, label %CF857, label %CF866

CF866:                                            ; preds = %CF866, %CF910, %CF966
  %CF866.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF866.t1 = add i32 %CF866.t0, -1
  store volatile i32 %CF866.t1, i32* @stress_budget, align 4
  %CF866.t2 = icmp slt i32 %CF866.t1, 0
  br i1 %CF866.t2, label %stress_out, label %CF866.body
CF866.body:
  %Shuff302 = shufflevector <2 x i8> %I135, <2 x i8> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I303 = insertelement <2 x i1> %Shuff106, i1 %E74, i32 1
  %B304 = frem double 0xC9D5E07439D345F2, %B77
  %Sl305 = select <2 x i1> %Sl256, <2 x i1> %I303, <2 x i1> %Cmp131
  %Cmp306 = icmp sge i8 %Se227, %Se227
  br i1 %Cmp306, label %CF866, label %CF906

CF906:                                            ; preds = %CF906, %CF866
  %CF906.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF906.t1 = add i32 %CF906.t0, -1
  store volatile i32 %CF906.t1, i32* @stress_budget, align 4
  %CF906.t2 = icmp slt i32 %CF906.t1, 0
  br i1 %CF906.t2, label %stress_out, label %CF906.body
CF906.body:
  %L307 = load i32, i32* %PC137, align 4
  store i32 %Sl167, i32* %PC137, align 4
  %E308 = extractelement <2 x i8> %Shuff247, i32 0
  %Shuff309 = shufflevector <16 x i1> %Cmp52, <16 x i1> %Cmp52, <16 x i32> <i32 zeroinitializer, i32 23, i32 25, i32 27, i32 29, i32 31, i32 1, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19>
  %I310 = insertelement <8 x i1> %Shuff232, i1 %Cmp31, i32 7
  %B311 = frem double 0xC9D5E07439D345F2, %FC173
  %Se312 = sext i1 %Cmp45 to i64
  %Sl313 = select <8 x i1> %Cmp161, <8 x i1> %Sl116, <8 x i1> %Shuff
  %Cmp314 = icmp ule <8 x i1> %Cmp161, %Shuff158
  %L315 = load i64, i64* %PC, align 4
  store i32 %L270, i32* %PC137, align 4
  %E316 = extractelement <8 x i1> %Shuff55, i32 2
  br i1 %E316, label %CF906, label %CF910

CF910:                                            ; preds = %CF906
  %CF910.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF910.t1 = add i32 %CF910.t0, -1
  store volatile i32 %CF910.t1, i32* @stress_budget, align 4
  %CF910.t2 = icmp slt i32 %CF910.t1, 0
  br i1 %CF910.t2, label %stress_out, label %CF910.body
CF910.body:
  %Shuff317 = shufflevector <2 x i8> %I165, <2 x i8> %I, <2 x i32> <i32 zeroinitializer, i32 3>
  %I318 = insertelement <8 x i1> zeroinitializer, i1 %Cmp244, i32 3
  %B319 = sub i64 %B282, %Sl72
  %Se320 = sext i1 %Cmp139 to i64
  %Sl321 = select i1 true, i1 %E301, i1 %E223
  br i1 %Sl321, label %CF866, label %CF896

CF896:                                            ; preds = %CF896, %CF910
  %CF896.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF896.t1 = add i32 %CF896.t0, -1
  store volatile i32 %CF896.t1, i32* @stress_budget, align 4
  %CF896.t2 = icmp slt i32 %CF896.t1, 0
  br i1 %CF896.t2, label %stress_out, label %CF896.body
CF896.body:
  %Cmp322 = icmp eq i32 %B16, %Se283
  br i1 %Cmp322, label %CF896, label %CF972

CF972:                                            ; preds = %CF896
  %CF972.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF972.t1 = add i32 %CF972.t0, -1
  store volatile i32 %CF972.t1, i32* @stress_budget, align 4
  %CF972.t2 = icmp slt i32 %CF972.t1, 0
  br i1 %CF972.t2, label %stress_out, label %CF972.body
CF972.body:
  %L323 = load i64, i64* %PC, align 4
  store i64 %Se312, i64* %PC, align 4
  %E324 = extractelement <8 x i1> %Shuff288, i32 5
  br i1 %E324, label %CF837, label %CF853

CF853:                                            ; preds = %CF853, %CF975, %CF972
  %CF853.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF853.t1 = add i32 %CF853.t0, -1
  store volatile i32 %CF853.t1, i32* @stress_budget, align 4
  %CF853.t2 = icmp slt i32 %CF853.t1, 0
  br i1 %CF853.t2, label %stress_out, label %CF853.body
CF853.body:
  %Shuff325 = shufflevector <2 x i8> %Shuff217, <2 x i8> %Shuff302, <2 x i32> <i32 0, i32 2>
  %I326 = insertelement <8 x i1> %I310, i1 true, i32 6
  %FC327 = uitofp i32 %Sl190 to double
  %Sl328 = select i1 %E316, i1 %Cmp269, i1 %E163
  br i1 %Sl328, label %CF853, label %CF950

CF950:                                            ; preds = %CF950, %CF853
  %CF950.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF950.t1 = add i32 %CF950.t0, -1
  store volatile i32 %CF950.t1, i32* @stress_budget, align 4
  %CF950.t2 = icmp slt i32 %CF950.t1, 0
  br i1 %CF950.t2, label %stress_out, label %CF950.body
CF950.body:
  %Cmp329 = icmp eq <2 x i1> %I49, %Cmp11
  %L330 = load i32, i32* %PC137, align 4
  store i8 %L258, i8* %0, align 1
  %E331 = extractelement <8 x i1> %Shuff280, i32 7
  br i1 %E331, label %CF950, label %CF975

CF975:                                            ; preds = %CF950
  %CF975.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF975.t1 = add i32 %CF975.t0, -1
  store volatile i32 %CF975.t1, i32* @stress_budget, align 4
  %CF975.t2 = icmp slt i32 %CF975.t1, 0
  br i1 %CF975.t2, label %stress_out, label %CF975.body
CF975.body:
  %Shuff332 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff209, <2 x i32> <i32 2, i32 0>
  %I333 = insertelement <2 x i1> %Cmp80, i1 %Cmp285, i32 0
  %Se334 = sext i1 %E223 to i64
  %Sl335 = select i1 %Cmp175, i32* %1, i32* %1
  %Cmp336 = icmp ugt <2 x i8> %Shuff202, %Shuff325
  %L337 = load i8, i8* %0, align 1
  store i32 %L330, i32* %PC137, align 4
  %E338 = extractelement <8 x i1> zeroinitializer, i32 1
  br i1 %E338, label %CF853, label %CF885

CF885:                                            ; preds = %CF885, %CF975
  %CF885.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF885.t1 = add i32 %CF885.t0, -1
  store volatile i32 %CF885.t1, i32* @stress_budget, align 4
  %CF885.t2 = icmp slt i32 %CF885.t1, 0
  br i1 %CF885.t2, label %stress_out, label %CF885.body
CF885.body:
  %Shuff339 = shufflevector <2 x i8> %Shuff224, <2 x i8> %Shuff209, <2 x i32> <i32 0, i32 2>
  %I340 = insertelement <2 x i8> %Shuff41, i8 %E271, i32 0
  %ZE341 = zext <8 x i1> %Sl116 to <8 x i8>
  %Sl342 = select i1 %Cmp263, <2 x double> %FC166, <2 x double> %FC166
  %Cmp343 = icmp ne i1 %E163, %Sl65
  br i1 %Cmp343, label %CF885, label %CF967

CF967:                                            ; preds = %CF885
  %CF967.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF967.t1 = add i32 %CF967.t0, -1
  store volatile i32 %CF967.t1, i32* @stress_budget, align 4
  %CF967.t2 = icmp slt i32 %CF967.t1, 0
  br i1 %CF967.t2, label %stress_out, label %CF967.body
CF967.body:
  %L344 = load i64, i64* %PC275, align 4
  store i32 %B241, i32* %PC137, align 4
  %E345 = extractelement <2 x i8> %Sl243, i32 1
  %Shuff346 = shufflevector <2 x i8> %I92, <2 x i8> %Shuff332, <2 x i32> <i32 2, i32 0>
  %I347 = insertelement <2 x i8> zeroinitializer, i8 %E82, i32 0
  %B348 = fadd double %B77, %B304
  %ZE349 = zext i1 %Cmp59 to i64
  %Sl350 = select i1 %Sl37, <2 x i1> %Cmp336, <2 x i1> %Cmp131
  %Cmp351 = icmp ugt <8 x i1> %Shuff158, zeroinitializer
  %L352 = load i32, i32* %PC137, align 4
  store i16 -27073, i16* %Sl268, align 2
  %E353 = extractelement <2 x i8> %Shuff150, i32 1
  %Shuff354 = shufflevector <2 x i1> %Cmp11, <2 x i1> %Cmp11, <2 x i32> <i32 2, i32 0>
  %I355 = insertelement <2 x i8> %Shuff209, i8 %E345, i32 0
  %FC356 = sitofp <8 x i1> %I15 to <8 x double>
  %Sl357 = select i1 %Cmp45, i1 %Cmp263, i1 %Cmp343
  br i1 %Sl357, label %CF837, label %CF847

CF847:                                            ; preds = %CF847, %CF967
  %CF847.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF847.t1 = add i32 %CF847.t0, -1
  store volatile i32 %CF847.t1, i32* @stress_budget, align 4
  %CF847.t2 = icmp slt i32 %CF847.t1, 0
  br i1 %CF847.t2, label %stress_out, label %CF847.body
CF847.body:
  %Cmp358 = icmp ne i32 %Sl167, %L330
  br i1 %Cmp358, label %CF847, label %CF948

CF948:                                            ; preds = %CF847
  %CF948.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF948.t1 = add i32 %CF948.t0, -1
  store volatile i32 %CF948.t1, i32* @stress_budget, align 4
  %CF948.t2 = icmp slt i32 %CF948.t1, 0
  br i1 %CF948.t2, label %stress_out, label %CF948.body
CF948.body:
  %L359 = load i32, i32* %PC137, align 4
  store i16 %B50, i16* %Sl268, align 2
  %E360 = extractelement <2 x i1> %I159, i32 0
  br i1 %E360, label %CF826, label %CF836

CF836:                                            ; preds = %CF836, %CF912, %CF970, %CF948
  %CF836.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF836.t1 = add i32 %CF836.t0, -1
  store volatile i32 %CF836.t1, i32* @stress_budget, align 4
  %CF836.t2 = icmp slt i32 %CF836.t1, 0
  br i1 %CF836.t2, label %stress_out, label %CF836.body
CF836.body:
  %Shuff361 = shufflevector <2 x i8> %I135, <2 x i8> %I267, <2 x i32> <i32 3, i32 1>
  %I362 = insertelement <2 x i1> %I303, i1 %Cmp277, i32 1
  %B363 = fsub float %FC189, 0xBCA877AC40000000
  %Sl364 = select <2 x i1> %Cmp80, <2 x i8> %I267, <2 x i8> %Shuff20
  %Cmp365 = icmp sge i64 %L237, %L215
  br i1 %Cmp365, label %CF836, label %CF912

CF912:                                            ; preds = %CF836
  %CF912.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF912.t1 = add i32 %CF912.t0, -1
  store volatile i32 %CF912.t1, i32* @stress_budget, align 4
  %CF912.t2 = icmp slt i32 %CF912.t1, 0
  br i1 %CF912.t2, label %stress_out, label %CF912.body
CF912.body:
  %L366 = load i16, i16* %Sl268, align 2
  store i64 %ZE, i64* %PC275, align 4
  %E367 = extractelement <2 x i8> %Shuff361, i32 0
  %Shuff368 = shufflevector <2 x i8> %Sl235, <2 x i8> %Shuff272, <2 x i32> <i32 1, i32 3>
  %I369 = insertelement <8 x i1> %Shuff280, i1 %E26, i32 3
  %B370 = shl i16 %B57, %L294
  %FC371 = uitofp i8 %L18 to double
  %Sl372 = select <8 x i1> %Cmp299, <8 x i1> %Cmp351, <8 x i1> %I326
  %Cmp373 = icmp ugt <2 x i1> %I333, %Shuff106
  %L374 = load i16, i16* %Sl268, align 2
  store i16 %L294, i16* %Sl268, align 2
  %E375 = extractelement <8 x i1> %Shuff178, i32 6
  br i1 %E375, label %CF836, label %CF907

CF907:                                            ; preds = %CF907, %CF974, %CF912
  %CF907.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF907.t1 = add i32 %CF907.t0, -1
  store volatile i32 %CF907.t1, i32* @stress_budget, align 4
  %CF907.t2 = icmp slt i32 %CF907.t1, 0
  br i1 %CF907.t2, label %stress_out, label %CF907.body
CF907.body:
  %Shuff376 = shufflevector <2 x i1> %Shuff106, <2 x i1> %Shuff354, <2 x i32> <i32 1, i32 3>
  %I377 = insertelement <8 x i1> %Shuff164, i1 %Sl292, i32 7
  %B378 = lshr <2 x i16> %Shuff142, %Se
  %Se379 = sext i32 330779 to i64
  %Sl380 = select i1 %E246, i16 -1, i16 %B50
  %Cmp381 = icmp eq <8 x i1> %I289, %I84
  %L382 = load i32, i32* %PC137, align 4
  store i32 %L81, i32* %PC137, align 4
  %E383 = extractelement <8 x i1> %I318, i32 1
  br i1 %E383, label %CF907, label %CF942

CF942:                                            ; preds = %CF942, %CF907
  %CF942.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF942.t1 = add i32 %CF942.t0, -1
  store volatile i32 %CF942.t1, i32* @stress_budget, align 4
  %CF942.t2 = icmp slt i32 %CF942.t1, 0
  br i1 %CF942.t2, label %stress_out, label %CF942.body
CF942.body:
  %Shuff384 = shufflevector <2 x i8> %Shuff202, <2 x i8> %I135, <2 x i32> <i32 0, i32 2>
  %I385 = insertelement <8 x i1> %I369, i1 %Sl205, i32 2
  %Se386 = sext i16 -1 to i32
  %Sl387 = select <8 x i1> %I261, <8 x i1> %Shuff239, <8 x i1> %Shuff239
  %Cmp388 = icmp ne <8 x i1> %I297, %Sl138
  %L389 = load i64, i64* %PC, align 4
  store i16 %E201, i16* %Sl268, align 2
  %E390 = extractelement <8 x i1> %Shuff158, i32 4
  br i1 %E390, label %CF942, label %CF974

CF974:                                            ; preds = %CF942
  %CF974.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF974.t1 = add i32 %CF974.t0, -1
  store volatile i32 %CF974.t1, i32* @stress_budget, align 4
  %CF974.t2 = icmp slt i32 %CF974.t1, 0
  br i1 %CF974.t2, label %stress_out, label %CF974.body
CF974.body:
  %Shuff391 = shufflevector <2 x i8> %Shuff41, <2 x i8> %I233, <2 x i32> <i32 3, i32 1>
  %I392 = insertelement <2 x i8> %I347, i8 %B152, i32 1
  %B393 = sub i32 %L140, %B136
  %Sl394 = select i1 %Cmp236, i64 %B22, i64 %B22
  %Cmp395 = icmp sgt i64 %B282, %Se312
  br i1 %Cmp395, label %CF907, label %CF940

CF940:                                            ; preds = %CF940, %CF974
  %CF940.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF940.t1 = add i32 %CF940.t0, -1
  store volatile i32 %CF940.t1, i32* @stress_budget, align 4
  %CF940.t2 = icmp slt i32 %CF940.t1, 0
  br i1 %CF940.t2, label %stress_out, label %CF940.body
CF940.body:
  %L396 = load i32, i32* %Sl335, align 4
  store i16 %L294, i16* %Sl268, align 2
  %E397 = extractelement <8 x i1> %Sl387, i32 0
  br i1 %E397, label %CF940, label %CF970

CF970:                                            ; preds = %CF940
  %CF970.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF970.t1 = add i32 %CF970.t0, -1
  store volatile i32 %CF970.t1, i32* @stress_budget, align 4
  %CF970.t2 = icmp slt i32 %CF970.t1, 0
  br i1 %CF970.t2, label %stress_out, label %CF970.body
CF970.body:
  %Shuff398 = shufflevector <2 x i8> %Shuff272, <2 x i8> %I233, <2 x i32> <i32 zeroinitializer, i32 1>
  %I399 = insertelement <2 x i8> %Shuff346, i8 %E82, i32 1
  %ZE400 = zext i1 %E208 to i32
  %Sl401 = select i1 %Cmp395, i64 %L323, i64 %Se312
  %Cmp402 = icmp slt i1 %E397, %Cmp103
  br i1 %Cmp402, label %CF836, label %CF875

CF875:                                            ; preds = %CF875, %CF970
  %CF875.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF875.t1 = add i32 %CF875.t0, -1
  store volatile i32 %CF875.t1, i32* @stress_budget, align 4
  %CF875.t2 = icmp slt i32 %CF875.t1, 0
  br i1 %CF875.t2, label %stress_out, label %CF875.body
CF875.body:
  %L403 = load i16, i16* %Sl268, align 2
  store i64 %ZE349, i64* %PC, align 4
  %E404 = extractelement <2 x i8> %Shuff368, i32 0
  %Shuff405 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 zeroinitializer, i32 19>
  %I406 = insertelement <2 x i8> %Shuff75, i8 %Sl51, i32 1
  %B407 = add <2 x i8> %Shuff361, %Shuff224
  %ZE408 = zext <8 x i1> %I42 to <8 x i32>
  %Sl409 = select i1 %Cmp343, <2 x i8> %Tr64, <2 x i8> %I107
  %Cmp410 = icmp ult <8 x i1> %Sl116, zeroinitializer
  %L411 = load i16, i16* %Sl268, align 2
  store i32 %Sl167, i32* %PC137, align 4
  %E412 = extractelement <2 x i8> %Shuff346, i32 1
  %Shuff413 = shufflevector <2 x i8> %Shuff317, <2 x i8> %B144, <2 x i32> <i32 0, i32 2>
  %I414 = insertelement <2 x i1> %Sl58, i1 %Sl154, i32 0
  %PC415 = bitcast i16* %Sl268 to i64*
  %Sl416 = select i1 %Sl65, i8 %B115, i8 -69
  %Cmp417 = icmp uge i1 %E112, %Cmp147
  br i1 %Cmp417, label %CF875, label %CF889

CF889:                                            ; preds = %CF889, %CF875
  %CF889.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF889.t1 = add i32 %CF889.t0, -1
  store volatile i32 %CF889.t1, i32* @stress_budget, align 4
  %CF889.t2 = icmp slt i32 %CF889.t1, 0
  br i1 %CF889.t2, label %stress_out, label %CF889.body
CF889.body:
  %L418 = load i64, i64* %PC415, align 4
  store i64 %L278, i64* %PC415, align 4
  %E419 = extractelement <2 x i1> %Sl350, i32 1
  br i1 %E419, label %CF889, label %CF921

CF921:                                            ; preds = %CF889
  %CF921.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF921.t1 = add i32 %CF921.t0, -1
  store volatile i32 %CF921.t1, i32* @stress_budget, align 4
  %CF921.t2 = icmp slt i32 %CF921.t1, 0
  br i1 %CF921.t2, label %stress_out, label %CF921.body
CF921.body:
  %Shuff420 = shufflevector <2 x i32> %Shuff260, <2 x i32> %Shuff83, <2 x i32> <i32 0, i32 zeroinitializer>
  %I421 = insertelement <2 x i1> %Shuff354, i1 %Sl357, i32 0
  %B422 = frem double %FC219, %B311
  %Tr423 = trunc i64 %L89 to i8
  %Sl424 = select i1 true, i1 %Cmp229, i1 %E133
  br i1 %Sl424, label %CF826, label %CF834

CF834:                                            ; preds = %CF921
  %CF834.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF834.t1 = add i32 %CF834.t0, -1
  store volatile i32 %CF834.t1, i32* @stress_budget, align 4
  %CF834.t2 = icmp slt i32 %CF834.t1, 0
  br i1 %CF834.t2, label %stress_out, label %CF834.body
CF834.body:
  %Cmp425 = icmp slt i64 %L207, %L168
  br i1 %Cmp425, label %CF822, label %CF823

CF823:                                            ; preds = %CF823, %CF834
  %CF823.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF823.t1 = add i32 %CF823.t0, -1
  store volatile i32 %CF823.t1, i32* @stress_budget, align 4
  %CF823.t2 = icmp slt i32 %CF823.t1, 0
  br i1 %CF823.t2, label %stress_out, label %CF823.body
CF823.body:
  %L426 = load i32, i32* %A1, align 4
  store i32 %L222, i32* %PC137, align 4
  %E427 = extractelement <2 x i1> %I49, i32 1
  br i1 %E427, label %CF823, label %CF849

CF849:                                            ; preds = %CF849, %CF928, %CF932, %CF823
  %CF849.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF849.t1 = add i32 %CF849.t0, -1
  store volatile i32 %CF849.t1, i32* @stress_budget, align 4
  %CF849.t2 = icmp slt i32 %CF849.t1, 0
  br i1 %CF849.t2, label %stress_out, label %CF849.body
CF849.body:
  %Shuff428 = shufflevector <2 x i8> %Shuff20, <2 x i8> %Shuff368, <2 x i32> <i32 2, i32 0>
  %I429 = insertelement <2 x i8> %I92, i8 %E82, i32 0
  %Se430 = sext i1 %E295 to i8
  %Sl431 = select <2 x i1> %I159, <2 x i8> %Shuff170, <2 x i8> %Shuff302
  %Cmp432 = icmp sge <2 x i1> %I49, %Sl350
  %L433 = load i64, i64* %PC, align 4
  store i64 %L97, i64* %PC415, align 4
  %E434 = extractelement <2 x i8> zeroinitializer, i32 0
  %Shuff435 = shufflevector <8 x i1> %I114, <8 x i1> %I114, <8 x i32> <i32 13, i32 15, i32 zeroinitializer, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 zeroinitializer>
  %I436 = insertelement <2 x i8> %Shuff99, i8 %L258, i32 1
  %B437 = srem i8 %Tr423, %B211
  %FC438 = sitofp <2 x i8> %Sl30 to <2 x double>
  %Sl439 = select i1 %FC145, i1 %Cmp199, i1 %E331
  br i1 %Sl439, label %CF849, label %CF928

CF928:                                            ; preds = %CF849
  %CF928.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF928.t1 = add i32 %CF928.t0, -1
  store volatile i32 %CF928.t1, i32* @stress_budget, align 4
  %CF928.t2 = icmp slt i32 %CF928.t1, 0
  br i1 %CF928.t2, label %stress_out, label %CF928.body
CF928.body:
  %Cmp440 = icmp eq i1 %E47, %Cmp175
  br i1 %Cmp440, label %CF849, label %CF870

CF870:                                            ; preds = %CF870, %CF928
  %CF870.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF870.t1 = add i32 %CF870.t0, -1
  store volatile i32 %CF870.t1, i32* @stress_budget, align 4
  %CF870.t2 = icmp slt i32 %CF870.t1, 0
  br i1 %CF870.t2, label %stress_out, label %CF870.body
CF870.body:
  %L441 = load i16, i16* %Sl268, align 2
  store i16 %L366, i16* %Sl268, align 2
  %E442 = extractelement <2 x i32> %Shuff420, i32 0
  %Shuff443 = shufflevector <2 x i8> %Shuff41, <2 x i8> %Shuff302, <2 x i32> <i32 3, i32 1>
  %I444 = insertelement <8 x i1> zeroinitializer, i1 %Cmp175, i32 5
  %FC445 = sitofp i8 %E253 to double
  %Sl446 = select i1 %Sl37, i8 7, i8 -57
  %Cmp447 = icmp ugt i1 %E287, %FC145
  br i1 %Cmp447, label %CF870, label %CF932

CF932:                                            ; preds = %CF870
  %CF932.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF932.t1 = add i32 %CF932.t0, -1
  store volatile i32 %CF932.t1, i32* @stress_budget, align 4
  %CF932.t2 = icmp slt i32 %CF932.t1, 0
  br i1 %CF932.t2, label %stress_out, label %CF932.body
CF932.body:
  %L448 = load i32, i32* %PC137, align 4
  store i16 %L294, i16* %Sl268, align 2
  %E449 = extractelement <8 x i32> %Sl130, i32 6
  %Shuff450 = shufflevector <2 x i8> zeroinitializer, <2 x i8> %Shuff186, <2 x i32> <i32 1, i32 3>
  %I451 = insertelement <8 x i1> %Shuff435, i1 %Cmp139, i32 7
  %B452 = and <2 x i8> %I436, %Sl243
  %ZE453 = zext <2 x i1> %Sl284 to <2 x i32>
  %Sl454 = select i1 %Cmp257, <2 x i1> %Cmp110, <2 x i1> %Sl284
  %Cmp455 = icmp sgt <2 x i1> %I362, %Sl350
  %L456 = load i64, i64* %PC, align 4
  store i32 %L426, i32* %Sl335, align 4
  %E457 = extractelement <8 x i1> %Shuff239, i32 5
  br i1 %E457, label %CF849, label %CF862

CF862:                                            ; preds = %CF862, %CF932
  %CF862.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF862.t1 = add i32 %CF862.t0, -1
  store volatile i32 %CF862.t1, i32* @stress_budget, align 4
  %CF862.t2 = icmp slt i32 %CF862.t1, 0
  br i1 %CF862.t2, label %stress_out, label %CF862.body
CF862.body:
  %Shuff458 = shufflevector <2 x i8> %Sl364, <2 x i8> %Sl30, <2 x i32> zeroinitializer
  %I459 = insertelement <2 x i8> %Shuff150, i8 %E253, i32 0
  %B460 = mul i8 %B211, %L118
  %ZE461 = zext i1 %Cmp447 to i16
  %Sl462 = select i1 %E119, <8 x i1> %Shuff232, <8 x i1> %Cmp351
  %Cmp463 = icmp ne i1 %Cmp45, %Cmp395
  br i1 %Cmp463, label %CF862, label %CF922

CF922:                                            ; preds = %CF862
  %CF922.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF922.t1 = add i32 %CF922.t0, -1
  store volatile i32 %CF922.t1, i32* @stress_budget, align 4
  %CF922.t2 = icmp slt i32 %CF922.t1, 0
  br i1 %CF922.t2, label %stress_out, label %CF922.body
CF922.body:
  %L464 = load i16, i16* %Sl268, align 2
  store i16 %L366, i16* %Sl268, align 2
  %E465 = extractelement <8 x i1> %Shuff91, i32 1
  br i1 %E465, label %CF819, label %CF821

CF821:                                            ; preds = %CF821, %CF946, %CF922
  %CF821.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF821.t1 = add i32 %CF821.t0, -1
  store volatile i32 %CF821.t1, i32* @stress_budget, align 4
  %CF821.t2 = icmp slt i32 %CF821.t1, 0
  br i1 %CF821.t2, label %stress_out, label %CF821.body
CF821.body:
  %Shuff466 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff405, <16 x i32> <i32 28, i32 30, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 zeroinitializer, i32 10, i32 12, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 zeroinitializer, i32 22, i32 24, i32 26>
  %I467 = insertelement <8 x i1> %Shuff239, i1 %E112, i32 6
  %ZE468 = zext <2 x i1> %Cmp24 to <2 x i16>
  %Sl469 = select i1 %Cmp199, <2 x i8> %B452, <2 x i8> %Shuff120
  %Cmp470 = icmp uge i64 %L418, %L456
  br i1 %Cmp470, label %CF821, label %CF946

CF946:                                            ; preds = %CF821
  %CF946.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF946.t1 = add i32 %CF946.t0, -1
  store volatile i32 %CF946.t1, i32* @stress_budget, align 4
  %CF946.t2 = icmp slt i32 %CF946.t1, 0
  br i1 %CF946.t2, label %stress_out, label %CF946.body
CF946.body:
  %L471 = load i64, i64* %PC, align 4
  store i32 %L426, i32* %Sl335, align 4
  %E472 = extractelement <16 x i8> %Shuff405, i32 3
  %Shuff473 = shufflevector <2 x i8> %Sl250, <2 x i8> %I233, <2 x i32> <i32 2, i32 0>
  %I474 = insertelement <8 x i1> zeroinitializer, i1 %Sl439, i32 4
  %B475 = sdiv i8 %E412, %B211
  %Tr476 = trunc i16 %Sl380 to i8
  %Sl477 = select <2 x i1> %I159, <2 x i8> %I179, <2 x i8> %I70
  %Cmp478 = icmp slt <2 x i8> %Shuff361, %I
  %L479 = load i32, i32* %Sl335, align 4
  store i64 %Se312, i64* %PC415, align 4
  %E480 = extractelement <8 x i1> %Sl313, i32 6
  br i1 %E480, label %CF821, label %CF830

CF830:                                            ; preds = %CF830, %CF946
  %CF830.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF830.t1 = add i32 %CF830.t0, -1
  store volatile i32 %CF830.t1, i32* @stress_budget, align 4
  %CF830.t2 = icmp slt i32 %CF830.t1, 0
  br i1 %CF830.t2, label %stress_out, label %CF830.body
CF830.body:
  %Shuff481 = shufflevector <2 x i8> %Sl431, <2 x i8> %Sl469, <2 x i32> <i32 1, i32 3>
  %I482 = insertelement <2 x i8> %Shuff346, i8 -69, i32 1
  %B483 = srem i8 %E412, %Sl446
  %ZE484 = zext <2 x i8> %Sl95 to <2 x i64>
  %Sl485 = select i1 %E13, i1 %E457, i1 %Cmp402
  br i1 %Sl485, label %CF830, label %CF938

CF938:                                            ; preds = %CF830
  %CF938.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF938.t1 = add i32 %CF938.t0, -1
  store volatile i32 %CF938.t1, i32* @stress_budget, align 4
  %CF938.t2 = icmp slt i32 %CF938.t1, 0
  br i1 %CF938.t2, label %stress_out, label %CF938.body
CF938.body:
  %Cmp486 = icmp ugt i1 %Cmp183, %Sl439
  br label %CF

CF:                                               ; preds = %CF, %CF938
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %L487 = load i16, i16* %Sl268, align 2
  store i16 %L441, i16* %Sl268, align 2
  %E488 = extractelement <2 x i8> %Sl364, i32 0
  %Shuff489 = shufflevector <2 x i8> %Shuff34, <2 x i8> %Shuff120, <2 x i32> <i32 3, i32 1>
  %I490 = insertelement <2 x i8> %Shuff247, i8 %L32, i32 1
  %B491 = urem <2 x i8> %I399, %Sl79
  %Se492 = sext i1 %Sl485 to i8
  %Sl493 = select i1 true, i64 %L46, i64 %L
  %Cmp494 = icmp sgt i64 %Sl72, %Se379
  br i1 %Cmp494, label %CF, label %CF825

CF825:                                            ; preds = %CF825, %CF877, %CF930, %CF883, %CF
  %CF825.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF825.t1 = add i32 %CF825.t0, -1
  store volatile i32 %CF825.t1, i32* @stress_budget, align 4
  %CF825.t2 = icmp slt i32 %CF825.t1, 0
  br i1 %CF825.t2, label %stress_out, label %CF825.body
CF825.body:
  %L495 = load i64, i64* %PC415, align 4
  store i64 %L315, i64* %PC415, align 4
  %E496 = extractelement <2 x i1> %Cmp478, i32 1
  br i1 %E496, label %CF825, label %CF844

CF844:                                            ; preds = %CF844, %CF931, %CF952, %CF825
  %CF844.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF844.t1 = add i32 %CF844.t0, -1
  store volatile i32 %CF844.t1, i32* @stress_budget, align 4
  %CF844.t2 = icmp slt i32 %CF844.t1, 0
  br i1 %CF844.t2, label %stress_out, label %CF844.body
CF844.body:
  %Shuff497 = shufflevector <2 x i8> %Shuff150, <2 x i8> %I347, <2 x i32> <i32 2, i32 0>
  %I498 = insertelement <2 x i8> %Sl364, i8 -69, i32 0
  %B499 = shl <2 x i8> %Shuff317, %I8
  %Tr500 = trunc i16 %B57 to i1
  br i1 %Tr500, label %CF844, label %CF917

CF917:                                            ; preds = %CF917, %CF947, %CF844
  %CF917.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF917.t1 = add i32 %CF917.t0, -1
  store volatile i32 %CF917.t1, i32* @stress_budget, align 4
  %CF917.t2 = icmp slt i32 %CF917.t1, 0
  br i1 %CF917.t2, label %stress_out, label %CF917.body
CF917.body:
  %Sl501 = select i1 %Sl357, i64 %B22, i64 %ZE204
  %Cmp502 = icmp eq i64 %L278, %L456
  br i1 %Cmp502, label %CF917, label %CF947

CF947:                                            ; preds = %CF917
  %CF947.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF947.t1 = add i32 %CF947.t0, -1
  store volatile i32 %CF947.t1, i32* @stress_budget, align 4
  %CF947.t2 = icmp slt i32 %CF947.t1, 0
  br i1 %CF947.t2, label %stress_out, label %CF947.body
CF947.body:
  %L503 = load i16, i16* %Sl268, align 2
  store i64 %Se312, i64* %PC415, align 4
  %E504 = extractelement <16 x i8> zeroinitializer, i32 1
  %Shuff505 = shufflevector <2 x i8> %I121, <2 x i8> %Shuff458, <2 x i32> <i32 0, i32 2>
  %I506 = insertelement <8 x i1> zeroinitializer, i1 %Sl154, i32 2
  %B507 = shl <2 x i8> %B407, %Shuff113
  %Se508 = sext <2 x i8> %Shuff202 to <2 x i64>
  %Sl509 = select i1 %Sl205, i16 %Sl10, i16 %L487
  %Cmp510 = icmp sgt <2 x i8> %I70, %Shuff224
  %L511 = load i64, i64* %PC415, align 4
  store i32 %B29, i32* %PC137, align 4
  %E512 = extractelement <8 x i1> zeroinitializer, i32 7
  br i1 %E512, label %CF917, label %CF931

CF931:                                            ; preds = %CF947
  %CF931.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF931.t1 = add i32 %CF931.t0, -1
  store volatile i32 %CF931.t1, i32* @stress_budget, align 4
  %CF931.t2 = icmp slt i32 %CF931.t1, 0
  br i1 %CF931.t2, label %stress_out, label %CF931.body
CF931.body:
  %Shuff513 = shufflevector <2 x i16> %I240, <2 x i16> %B378, <2 x i32> <i32 zeroinitializer, i32 0>
  %I514 = insertelement <2 x i8> %Sl250, i8 %E61, i32 0
  %Sl515 = select i1 %Cmp417, i1 %E457, i1 %Sl87
  br i1 %Sl515, label %CF844, label %CF890

CF890:                                            ; preds = %CF890, %CF931
  %CF890.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF890.t1 = add i32 %CF890.t0, -1
  store volatile i32 %CF890.t1, i32* @stress_budget, align 4
  %CF890.t2 = icmp slt i32 %CF890.t1, 0
  br i1 %CF890.t2, label %stress_out, label %CF890.body
CF890.body:
  %Cmp516 = icmp slt <8 x i1> %Cmp351, %Shuff158
  %L517 = load i32, i32* %PC137, align 4
  store i8 %L264, i8* %0, align 1
  %E518 = extractelement <8 x i1> %Shuff, i32 2
  br i1 %E518, label %CF890, label %CF952

CF952:                                            ; preds = %CF890
  %CF952.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF952.t1 = add i32 %CF952.t0, -1
  store volatile i32 %CF952.t1, i32* @stress_budget, align 4
  %CF952.t2 = icmp slt i32 %CF952.t1, 0
  br i1 %CF952.t2, label %stress_out, label %CF952.body
CF952.body:
  %Shuff519 = shufflevector <2 x i8> %Shuff443, <2 x i8> %I233, <2 x i32> <i32 1, i32 3>
  %I520 = insertelement <2 x i8> %Shuff473, i8 %E253, i32 1
  %B521 = urem i16 %L464, %E201
  %ZE522 = zext <8 x i1> %Cmp161 to <8 x i8>
  %Sl523 = select i1 %E157, <2 x i8> %I490, <2 x i8> %B144
  %Cmp524 = icmp ule <2 x i1> %Cmp510, %Sl256
  %L525 = load i8, i8* %0, align 1
  store i32 330779, i32* %PC137, align 4
  %E526 = extractelement <8 x i1> %Shuff232, i32 1
  br i1 %E526, label %CF844, label %CF877

CF877:                                            ; preds = %CF952
  %CF877.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF877.t1 = add i32 %CF877.t0, -1
  store volatile i32 %CF877.t1, i32* @stress_budget, align 4
  %CF877.t2 = icmp slt i32 %CF877.t1, 0
  br i1 %CF877.t2, label %stress_out, label %CF877.body
CF877.body:
  %Shuff527 = shufflevector <8 x i32> %I171, <8 x i32> zeroinitializer, <8 x i32> <i32 zeroinitializer, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 zeroinitializer>
  %I528 = insertelement <8 x i1> %Cmp381, i1 %E13, i32 6
  %FC529 = uitofp i8 %Tr423 to float
  %Sl530 = select i1 true, i8 %L525, i8 %E367
  %Cmp531 = icmp ugt i1 %Sl, %Cmp263
  br i1 %Cmp531, label %CF825, label %CF841

CF841:                                            ; preds = %CF841, %CF877
  %CF841.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF841.t1 = add i32 %CF841.t0, -1
  store volatile i32 %CF841.t1, i32* @stress_budget, align 4
  %CF841.t2 = icmp slt i32 %CF841.t1, 0
  br i1 %CF841.t2, label %stress_out, label %CF841.body
CF841.body:
  %L532 = load i16, i16* %Sl268, align 2
  store i8 %L32, i8* %0, align 1
  %E533 = extractelement <8 x i1> %Shuff288, i32 7
  br i1 %E533, label %CF841, label %CF852

CF852:                                            ; preds = %CF852, %CF841
  %CF852.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF852.t1 = add i32 %CF852.t0, -1
  store volatile i32 %CF852.t1, i32* @stress_budget, align 4
  %CF852.t2 = icmp slt i32 %CF852.t1, 0
  br i1 %CF852.t2, label %stress_out, label %CF852.body
CF852.body:
  %Shuff534 = shufflevector <2 x i8> %Shuff428, <2 x i8> %Sl95, <2 x i32> <i32 2, i32 0>
  %I535 = insertelement <2 x i1> %Shuff296, i1 %Sl87, i32 0
  %B536 = ashr i32 %E169, %L222
  %Se537 = sext <8 x i1> %Sl116 to <8 x i16>
  %Sl538 = select i1 %E383, i1 %Cmp417, i1 %E526
  br i1 %Sl538, label %CF852, label %CF925

CF925:                                            ; preds = %CF925, %CF852
  %CF925.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF925.t1 = add i32 %CF925.t0, -1
  store volatile i32 %CF925.t1, i32* @stress_budget, align 4
  %CF925.t2 = icmp slt i32 %CF925.t1, 0
  br i1 %CF925.t2, label %stress_out, label %CF925.body
CF925.body:
  %Cmp539 = fcmp ogt float %B, %Sl213
  br i1 %Cmp539, label %CF925, label %CF930

CF930:                                            ; preds = %CF925
  %CF930.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF930.t1 = add i32 %CF930.t0, -1
  store volatile i32 %CF930.t1, i32* @stress_budget, align 4
  %CF930.t2 = icmp slt i32 %CF930.t1, 0
  br i1 %CF930.t2, label %stress_out, label %CF930.body
CF930.body:
  %L540 = load i8, i8* %0, align 1
  store i64 %L389, i64* %PC, align 4
  %E541 = extractelement <2 x i16> %Shuff142, i32 1
  %Shuff542 = shufflevector <2 x i8> %Shuff224, <2 x i8> %Shuff332, <2 x i32> <i32 zeroinitializer, i32 2>
  %I543 = insertelement <8 x i1> %Shuff288, i1 true, i32 6
  %B544 = srem <2 x i8> zeroinitializer, %Shuff62
  %FC545 = uitofp <8 x i1> %Shuff91 to <8 x double>
  %Sl546 = select <8 x i1> %I528, <8 x i1> %I56, <8 x i1> %I128
  %Cmp547 = icmp slt i16 %B57, %L294
  br i1 %Cmp547, label %CF825, label %CF835

CF835:                                            ; preds = %CF835, %CF941, %CF937, %CF954, %CF930
  %CF835.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF835.t1 = add i32 %CF835.t0, -1
  store volatile i32 %CF835.t1, i32* @stress_budget, align 4
  %CF835.t2 = icmp slt i32 %CF835.t1, 0
  br i1 %CF835.t2, label %stress_out, label %CF835.body
CF835.body:
  %L548 = load i32, i32* %PC137, align 4
  store i8 %L184, i8* %0, align 1
  %E549 = extractelement <2 x i8> %Shuff450, i32 0
  %Shuff550 = shufflevector <2 x i8> %Shuff505, <2 x i8> %Shuff170, <2 x i32> <i32 3, i32 1>
  %I551 = insertelement <2 x i8> %Sl250, i8 %B460, i32 1
  %Sl552 = select i1 %Cmp365, <8 x i1> %Shuff194, <8 x i1> zeroinitializer
  %Cmp553 = icmp sgt i64 %Sl394, %L245
  br i1 %Cmp553, label %CF835, label %CF933

CF933:                                            ; preds = %CF933, %CF835
  %CF933.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF933.t1 = add i32 %CF933.t0, -1
  store volatile i32 %CF933.t1, i32* @stress_budget, align 4
  %CF933.t2 = icmp slt i32 %CF933.t1, 0
  br i1 %CF933.t2, label %stress_out, label %CF933.body
CF933.body:
  %L554 = load i64, i64* %PC, align 4
  store i8 %E404, i8* %0, align 1
  %E555 = extractelement <2 x i32> %Shuff420, i32 1
  %Shuff556 = shufflevector <2 x i8> %B226, <2 x i8> %B452, <2 x i32> <i32 0, i32 2>
  %I557 = insertelement <2 x i8> %B499, i8 %E549, i32 0
  %FC558 = sitofp <2 x i8> zeroinitializer to <2 x double>
  %Sl559 = select i1 %Sl357, i1 %E26, i1 %Cmp553
  br i1 %Sl559, label %CF933, label %CF935

CF935:                                            ; preds = %CF935, %CF933
  %CF935.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF935.t1 = add i32 %CF935.t0, -1
  store volatile i32 %CF935.t1, i32* @stress_budget, align 4
  %CF935.t2 = icmp slt i32 %CF935.t1, 0
  br i1 %CF935.t2, label %stress_out, label %CF935.body
CF935.body:
  %Cmp560 = icmp eq <2 x i1> %Cmp131, %Cmp11
  %L561 = load i64, i64* %PC415, align 4
  store i16 %L366, i16* %Sl268, align 2
  %E562 = extractelement <2 x i32> %Sl174, i32 0
  %Shuff563 = shufflevector <2 x i8> %Sl409, <2 x i8> %Shuff339, <2 x i32> <i32 1, i32 3>
  %I564 = insertelement <8 x i1> %Shuff239, i1 %E457, i32 3
  %Se565 = sext <8 x i1> %Shuff to <8 x i64>
  %Sl566 = select i1 %Cmp251, i1 %Cmp251, i1 %E68
  br i1 %Sl566, label %CF935, label %CF941

CF941:                                            ; preds = %CF935
  %CF941.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF941.t1 = add i32 %CF941.t0, -1
  store volatile i32 %CF941.t1, i32* @stress_budget, align 4
  %CF941.t2 = icmp slt i32 %CF941.t1, 0
  br i1 %CF941.t2, label %stress_out, label %CF941.body
CF941.body:
  %Cmp567 = fcmp olt float %B172, %Sl213
  br i1 %Cmp567, label %CF835, label %CF893

CF893:                                            ; preds = %CF893, %CF941
  %CF893.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF893.t1 = add i32 %CF893.t0, -1
  store volatile i32 %CF893.t1, i32* @stress_budget, align 4
  %CF893.t2 = icmp slt i32 %CF893.t1, 0
  br i1 %CF893.t2, label %stress_out, label %CF893.body
CF893.body:
  %L568 = load i64, i64* %PC415, align 4
  store i8 %L39, i8* %0, align 1
  %E569 = extractelement <8 x i1> %Sl387, i32 7
  br i1 %E569, label %CF893, label %CF898

CF898:                                            ; preds = %CF898, %CF893
  %CF898.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF898.t1 = add i32 %CF898.t0, -1
  store volatile i32 %CF898.t1, i32* @stress_budget, align 4
  %CF898.t2 = icmp slt i32 %CF898.t1, 0
  br i1 %CF898.t2, label %stress_out, label %CF898.body
CF898.body:
  %Shuff570 = shufflevector <2 x i8> %Shuff384, <2 x i8> %Shuff550, <2 x i32> <i32 2, i32 0>
  %I571 = insertelement <8 x i1> %Shuff288, i1 %Sl328, i32 0
  %B572 = mul <2 x i8> %I165, %Shuff302
  %FC573 = uitofp <2 x i8> %Shuff361 to <2 x float>
  %Sl574 = select <2 x i1> %I49, <2 x i8> %Shuff247, <2 x i8> %Shuff302
  %Cmp575 = icmp ugt i32 %E562, %L81
  br i1 %Cmp575, label %CF898, label %CF915

CF915:                                            ; preds = %CF915, %CF898
  %CF915.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF915.t1 = add i32 %CF915.t0, -1
  store volatile i32 %CF915.t1, i32* @stress_budget, align 4
  %CF915.t2 = icmp slt i32 %CF915.t1, 0
  br i1 %CF915.t2, label %stress_out, label %CF915.body
CF915.body:
  %L576 = load i8, i8* %0, align 1
  store i64 %L125, i64* %PC, align 4
  %E577 = extractelement <8 x i1> %I84, i32 6
  br i1 %E577, label %CF915, label %CF937

CF937:                                            ; preds = %CF915
  %CF937.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF937.t1 = add i32 %CF937.t0, -1
  store volatile i32 %CF937.t1, i32* @stress_budget, align 4
  %CF937.t2 = icmp slt i32 %CF937.t1, 0
  br i1 %CF937.t2, label %stress_out, label %CF937.body
CF937.body:
  %Shuff578 = shufflevector <2 x i8> %Shuff113, <2 x i8> %Shuff99, <2 x i32> <i32 1, i32 3>
  %I579 = insertelement <2 x i8> %Shuff41, i8 %E367, i32 1
  %B580 = xor i64 59339, %L111
  %Sl581 = select i1 %Sl65, i8 %E353, i8 %Se227
  %Cmp582 = icmp ne i8 %E434, %E177
  br i1 %Cmp582, label %CF835, label %CF845

CF845:                                            ; preds = %CF845, %CF958, %CF949, %CF937
  %CF845.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF845.t1 = add i32 %CF845.t0, -1
  store volatile i32 %CF845.t1, i32* @stress_budget, align 4
  %CF845.t2 = icmp slt i32 %CF845.t1, 0
  br i1 %CF845.t2, label %stress_out, label %CF845.body
CF845.body:
  %L583 = load i16, i16* %Sl268, align 2
  store i32 %Sl190, i32* %PC137, align 4
  %E584 = extractelement <8 x i1> %Shuff48, i32 7
  br i1 %E584, label %CF845, label %CF958

CF958:                                            ; preds = %CF845
  %CF958.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF958.t1 = add i32 %CF958.t0, -1
  store volatile i32 %CF958.t1, i32* @stress_budget, align 4
  %CF958.t2 = icmp slt i32 %CF958.t1, 0
  br i1 %CF958.t2, label %stress_out, label %CF958.body
CF958.body:
  %Shuff585 = shufflevector <2 x i8> %I76, <2 x i8> %Shuff302, <2 x i32> <i32 2, i32 0>
  %I586 = insertelement <2 x i1> %Shuff354, i1 %Cmp447, i32 0
  %B587 = sdiv <2 x i8> %Shuff317, %I248
  %FC588 = sitofp i1 %E512 to float
  %Sl589 = select i1 %E47, <2 x i8> %Shuff209, <2 x i8> %Shuff489
  %Cmp590 = icmp ne <2 x i8> %I340, %Sl276
  %L591 = load i8, i8* %0, align 1
  store i16 %L366, i16* %Sl268, align 2
  %E592 = extractelement <2 x i8> %Sl276, i32 1
  %Shuff593 = shufflevector <2 x i8> %Shuff384, <2 x i8> %I233, <2 x i32> <i32 2, i32 0>
  %I594 = insertelement <8 x i1> %Cmp314, i1 %Sl37, i32 4
  %B595 = add <2 x i8> %Shuff556, %Shuff473
  %Se596 = sext <8 x i1> %I84 to <8 x i32>
  %Sl597 = select <2 x i1> %I535, <2 x i8> %Shuff325, <2 x i8> %Shuff62
  %Cmp598 = icmp sge i1 %E185, %Cmp494
  br i1 %Cmp598, label %CF845, label %CF949

CF949:                                            ; preds = %CF958
  %CF949.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF949.t1 = add i32 %CF949.t0, -1
  store volatile i32 %CF949.t1, i32* @stress_budget, align 4
  %CF949.t2 = icmp slt i32 %CF949.t1, 0
  br i1 %CF949.t2, label %stress_out, label %CF949.body
CF949.body:
  %L599 = load i32, i32* %PC137, align 4
  store i8 %E308, i8* %0, align 1
  %E600 = extractelement <2 x i8> %Shuff217, i32 0
  %Shuff601 = shufflevector <8 x i1> %Shuff14, <8 x i1> %I543, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I602 = insertelement <2 x i8> %Shuff361, i8 %E308, i32 1
  %B603 = shl i32 %B241, %B16
  %FC604 = uitofp i1 %Sl439 to float
  %Sl605 = select <2 x i1> %Cmp80, <2 x i8> %I602, <2 x i8> %Shuff302
  %Cmp606 = icmp ule i1 %E6, %E465
  br i1 %Cmp606, label %CF845, label %CF894

CF894:                                            ; preds = %CF894, %CF956, %CF949
  %CF894.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF894.t1 = add i32 %CF894.t0, -1
  store volatile i32 %CF894.t1, i32* @stress_budget, align 4
  %CF894.t2 = icmp slt i32 %CF894.t1, 0
  br i1 %CF894.t2, label %stress_out, label %CF894.body
CF894.body:
  %L607 = load i32, i32* %PC137, align 4
  store i16 %L366, i16* %Sl268, align 2
  %E608 = extractelement <16 x i8> %Shuff69, i32 10
  %Shuff609 = shufflevector <2 x i16> %Shuff142, <2 x i16> %ZE468, <2 x i32> <i32 1, i32 3>
  %I610 = insertelement <2 x i8> %Shuff481, i8 %E177, i32 1
  %B611 = srem i8 %B234, %E177
  %ZE612 = zext <8 x i1> %Shuff to <8 x i64>
  %Sl613 = select i1 %Cmp547, i8 %Se291, i8 %E61
  %Cmp614 = icmp ugt i1 %Sl357, %Cmp236
  br i1 %Cmp614, label %CF894, label %CF956

CF956:                                            ; preds = %CF894
  %CF956.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF956.t1 = add i32 %CF956.t0, -1
  store volatile i32 %CF956.t1, i32* @stress_budget, align 4
  %CF956.t2 = icmp slt i32 %CF956.t1, 0
  br i1 %CF956.t2, label %stress_out, label %CF956.body
CF956.body:
  %L615 = load i16, i16* %Sl268, align 2
  store i32 %B16, i32* %PC137, align 4
  %E616 = extractelement <2 x i8> %Shuff224, i32 0
  %Shuff617 = shufflevector <2 x i8> %Shuff443, <2 x i8> %Shuff534, <2 x i32> <i32 3, i32 1>
  %I618 = insertelement <2 x i8> %I557, i8 %E253, i32 1
  %B619 = ashr <2 x i8> %Shuff563, %I557
  %Se620 = sext i8 %E193 to i64
  %Sl621 = select <2 x i1> %Cmp432, <2 x i8> %I498, <2 x i8> %Shuff62
  %Cmp622 = icmp ne i1 %E427, %Cmp606
  br i1 %Cmp622, label %CF894, label %CF908

CF908:                                            ; preds = %CF908, %CF956
  %CF908.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF908.t1 = add i32 %CF908.t0, -1
  store volatile i32 %CF908.t1, i32* @stress_budget, align 4
  %CF908.t2 = icmp slt i32 %CF908.t1, 0
  br i1 %CF908.t2, label %stress_out, label %CF908.body
CF908.body:
  %L623 = load i64, i64* %PC415, align 4
  store i32 %L270, i32* %PC137, align 4
  %E624 = extractelement <8 x i1> %Shuff232, i32 4
  br i1 %E624, label %CF908, label %CF954

CF954:                                            ; preds = %CF908
  %CF954.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF954.t1 = add i32 %CF954.t0, -1
  store volatile i32 %CF954.t1, i32* @stress_budget, align 4
  %CF954.t2 = icmp slt i32 %CF954.t1, 0
  br i1 %CF954.t2, label %stress_out, label %CF954.body
CF954.body:
  %Shuff625 = shufflevector <8 x i1> %Cmp351, <8 x i1> %I369, <8 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3, i32 zeroinitializer>
  %I626 = insertelement <8 x i1> %I42, i1 %Cmp447, i32 1
  %B627 = urem <2 x i8> %I151, %Shuff398
  %PC628 = bitcast i32* %PC137 to i64*
  %Sl629 = select i1 %E569, i64 %L73, i64 %4
  %Cmp630 = icmp ugt i32 63655, %L148
  br i1 %Cmp630, label %CF835, label %CF839

CF839:                                            ; preds = %CF839, %CF968, %CF973, %CF911, %CF863, %CF978, %CF954
  %CF839.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF839.t1 = add i32 %CF839.t0, -1
  store volatile i32 %CF839.t1, i32* @stress_budget, align 4
  %CF839.t2 = icmp slt i32 %CF839.t1, 0
  br i1 %CF839.t2, label %stress_out, label %CF839.body
CF839.body:
  %L631 = load i64, i64* %PC, align 4
  store i16 %L366, i16* %Sl268, align 2
  %E632 = extractelement <2 x i8> %Shuff254, i32 1
  %Shuff633 = shufflevector <2 x i8> %Shuff368, <2 x i8> %I514, <2 x i32> <i32 zeroinitializer, i32 2>
  %I634 = insertelement <8 x i1> zeroinitializer, i1 %E74, i32 2
  %B635 = xor i8 %E61, %Sl23
  %Tr636 = trunc i64 %L162 to i8
  %Sl637 = select i1 %Sl328, i1 %Sl292, i1 %E126
  br i1 %Sl637, label %CF839, label %CF968

CF968:                                            ; preds = %CF839
  %CF968.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF968.t1 = add i32 %CF968.t0, -1
  store volatile i32 %CF968.t1, i32* @stress_budget, align 4
  %CF968.t2 = icmp slt i32 %CF968.t1, 0
  br i1 %CF968.t2, label %stress_out, label %CF968.body
CF968.body:
  %Cmp638 = icmp slt i1 %Sl228, %Sl439
  br i1 %Cmp638, label %CF839, label %CF920

CF920:                                            ; preds = %CF920, %CF968
  %CF920.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF920.t1 = add i32 %CF920.t0, -1
  store volatile i32 %CF920.t1, i32* @stress_budget, align 4
  %CF920.t2 = icmp slt i32 %CF920.t1, 0
  br i1 %CF920.t2, label %stress_out, label %CF920.body
CF920.body:
  %L639 = load i16, i16* %Sl268, align 2
  store i64 %L168, i64* %PC628, align 4
  %E640 = extractelement <2 x i16> %Shuff142, i32 1
  %Shuff641 = shufflevector <2 x i8> %Shuff556, <2 x i8> %Sl243, <2 x i32> <i32 2, i32 0>
  %I642 = insertelement <8 x i1> %Shuff194, i1 %Tr500, i32 4
  %Sl643 = select <2 x i1> %Shuff106, <2 x i1> %I421, <2 x i1> %Cmp524
  %Cmp644 = icmp uge i1 %FC145, %Cmp606
  br i1 %Cmp644, label %CF920, label %CF973

CF973:                                            ; preds = %CF920
  %CF973.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF973.t1 = add i32 %CF973.t0, -1
  store volatile i32 %CF973.t1, i32* @stress_budget, align 4
  %CF973.t2 = icmp slt i32 %CF973.t1, 0
  br i1 %CF973.t2, label %stress_out, label %CF973.body
CF973.body:
  %L645 = load i16, i16* %Sl268, align 2
  store i8 %E434, i8* %0, align 1
  %E646 = extractelement <2 x i1> %Sl643, i32 0
  br i1 %E646, label %CF839, label %CF911

CF911:                                            ; preds = %CF973
  %CF911.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF911.t1 = add i32 %CF911.t0, -1
  store volatile i32 %CF911.t1, i32* @stress_budget, align 4
  %CF911.t2 = icmp slt i32 %CF911.t1, 0
  br i1 %CF911.t2, label %stress_out, label %CF911.body
CF911.body:
  %Shuff647 = shufflevector <2 x i1> %Cmp110, <2 x i1> %I586, <2 x i32> <i32 3, i32 zeroinitializer>
  %I648 = insertelement <2 x i1> %Sl284, i1 %Cmp417, i32 1
  %B649 = udiv i8 %L118, %E504
  %FC650 = fptoui double 0x1C3195D0122F014E to i16
  %Sl651 = select i1 %Cmp191, i1 %Cmp214, i1 %Cmp199
  br i1 %Sl651, label %CF839, label %CF863

CF863:                                            ; preds = %CF911
  %CF863.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF863.t1 = add i32 %CF863.t0, -1
  store volatile i32 %CF863.t1, i32* @stress_budget, align 4
  %CF863.t2 = icmp slt i32 %CF863.t1, 0
  br i1 %CF863.t2, label %stress_out, label %CF863.body
CF863.body:
  %Cmp652 = icmp ugt i64 %B188, %Se312
  br i1 %Cmp652, label %CF839, label %CF860

CF860:                                            ; preds = %CF860, %CF863
  %CF860.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF860.t1 = add i32 %CF860.t0, -1
  store volatile i32 %CF860.t1, i32* @stress_budget, align 4
  %CF860.t2 = icmp slt i32 %CF860.t1, 0
  br i1 %CF860.t2, label %stress_out, label %CF860.body
CF860.body:
  %L653 = load i64, i64* %PC628, align 4
  store i32 %B136, i32* %Sl335, align 4
  %E654 = extractelement <2 x i8> %Shuff325, i32 1
  %Shuff655 = shufflevector <8 x i1> %Shuff, <8 x i1> %Shuff14, <8 x i32> <i32 10, i32 12, i32 14, i32 zeroinitializer, i32 2, i32 4, i32 6, i32 8>
  %I656 = insertelement <2 x i8> %I70, i8 %L576, i32 0
  %Se657 = sext i8 %L184 to i16
  %Sl658 = select i1 %Cmp155, i16 -1, i16 %L294
  %Cmp659 = icmp sge i32 %B136, %L81
  br i1 %Cmp659, label %CF860, label %CF978

CF978:                                            ; preds = %CF860
  %CF978.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF978.t1 = add i32 %CF978.t0, -1
  store volatile i32 %CF978.t1, i32* @stress_budget, align 4
  %CF978.t2 = icmp slt i32 %CF978.t1, 0
  br i1 %CF978.t2, label %stress_out, label %CF978.body
CF978.body:
  %L660 = load i32, i32* %Sl335, align 4
  store i64 %L125, i64* %PC628, align 4
  %E661 = extractelement <2 x i8> %Shuff75, i32 1
  %Shuff662 = shufflevector <8 x i1> %I528, <8 x i1> %I28, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I663 = insertelement <2 x i8> %Shuff473, i8 %Se227, i32 0
  %B664 = shl <2 x i8> %Sl30, %I340
  %Se665 = sext <2 x i1> %Cmp373 to <2 x i32>
  %Sl666 = select i1 %Sl109, i1 %E397, i1 %E512
  br i1 %Sl666, label %CF839, label %CF842

CF842:                                            ; preds = %CF842, %CF978
  %CF842.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF842.t1 = add i32 %CF842.t0, -1
  store volatile i32 %CF842.t1, i32* @stress_budget, align 4
  %CF842.t2 = icmp slt i32 %CF842.t1, 0
  br i1 %CF842.t2, label %stress_out, label %CF842.body
CF842.body:
  %Cmp667 = icmp sgt i32 63655, %L382
  br i1 %Cmp667, label %CF842, label %CF883

CF883:                                            ; preds = %CF842
  %CF883.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF883.t1 = add i32 %CF883.t0, -1
  store volatile i32 %CF883.t1, i32* @stress_budget, align 4
  %CF883.t2 = icmp slt i32 %CF883.t1, 0
  br i1 %CF883.t2, label %stress_out, label %CF883.body
CF883.body:
  %L668 = load i64, i64* %PC628, align 4
  store i32 %B136, i32* %Sl335, align 4
  %E669 = extractelement <2 x i8> %Shuff325, i32 1
  %Shuff670 = shufflevector <2 x i8> %Sl235, <2 x i8> %Shuff317, <2 x i32> <i32 2, i32 zeroinitializer>
  %I671 = insertelement <2 x i8> %Shuff34, i8 %B460, i32 0
  %B672 = and i8 %B93, %L591
  %Se673 = sext <2 x i8> %Shuff332 to <2 x i16>
  %Sl674 = select i1 %E133, i64 %Se379, i64 %Se334
  %Cmp675 = icmp eq <8 x i1> %Shuff178, %I114
  %L676 = load i64, i64* %PC, align 4
  store i64 59339, i64* %PC628, align 4
  %E677 = extractelement <2 x i8> %Shuff339, i32 1
  %Shuff678 = shufflevector <2 x i8> %Shuff20, <2 x i8> %I195, <2 x i32> <i32 0, i32 zeroinitializer>
  %I679 = insertelement <2 x i1> %I333, i1 %Cmp257, i32 0
  %B680 = add <2 x i8> %Shuff34, %Shuff254
  %FC681 = uitofp <2 x i1> %Cmp455 to <2 x float>
  %Sl682 = select i1 %E265, i64 %L471, i64 %L511
  %Cmp683 = icmp eq i8 %E632, %Sl581
  br i1 %Cmp683, label %CF825, label %CF833

CF833:                                            ; preds = %CF833, %CF927, %CF869, %CF919, %CF873, %CF883
  %CF833.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF833.t1 = add i32 %CF833.t0, -1
  store volatile i32 %CF833.t1, i32* @stress_budget, align 4
  %CF833.t2 = icmp slt i32 %CF833.t1, 0
  br i1 %CF833.t2, label %stress_out, label %CF833.body
CF833.body:
  %L684 = load i64, i64* %PC628, align 4
  store i64 59339, i64* %PC415, align 4
  %E685 = extractelement <2 x i16> %Se673, i32 1
  %Shuff686 = shufflevector <8 x i1> %Shuff, <8 x i1> %I571, <8 x i32> <i32 zeroinitializer, i32 8, i32 10, i32 12, i32 14, i32 0, i32 zeroinitializer, i32 4>
  %I687 = insertelement <2 x i16> %Shuff609, i16 %L366, i32 0
  %B688 = and <2 x i8> %Shuff505, %Shuff368
  %ZE689 = zext i1 %E74 to i32
  %Sl690 = select i1 %E208, i64 %L456, i64 %ZE349
  %Cmp691 = icmp ne i8 %Se227, %B211
  br i1 %Cmp691, label %CF833, label %CF927

CF927:                                            ; preds = %CF833
  %CF927.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF927.t1 = add i32 %CF927.t0, -1
  store volatile i32 %CF927.t1, i32* @stress_budget, align 4
  %CF927.t2 = icmp slt i32 %CF927.t1, 0
  br i1 %CF927.t2, label %stress_out, label %CF927.body
CF927.body:
  %L692 = load i64, i64* %PC, align 4
  store i16 %B50, i16* %Sl268, align 2
  %E693 = extractelement <8 x i1> zeroinitializer, i32 2
  br i1 %E693, label %CF833, label %CF867

CF867:                                            ; preds = %CF867, %CF927
  %CF867.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF867.t1 = add i32 %CF867.t0, -1
  store volatile i32 %CF867.t1, i32* @stress_budget, align 4
  %CF867.t2 = icmp slt i32 %CF867.t1, 0
  br i1 %CF867.t2, label %stress_out, label %CF867.body
CF867.body:
  %Shuff694 = shufflevector <16 x i8> %Shuff405, <16 x i8> %I203, <16 x i32> <i32 13, i32 15, i32 17, i32 19, i32 21, i32 zeroinitializer, i32 zeroinitializer, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I695 = insertelement <8 x i1> %Shuff164, i1 %E383, i32 7
  %B696 = xor i64 %L668, %Se620
  %FC697 = fptoui double %FC to i32
  %Sl698 = select i1 %Cmp659, i8 %B211, i8 %L540
  %Cmp699 = icmp ult <2 x i8> %Sl477, %Shuff617
  %L700 = load i64, i64* %PC628, align 4
  store i64 %L162, i64* %PC628, align 4
  %E701 = extractelement <8 x i1> %Shuff662, i32 1
  br i1 %E701, label %CF867, label %CF869

CF869:                                            ; preds = %CF867
  %CF869.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF869.t1 = add i32 %CF869.t0, -1
  store volatile i32 %CF869.t1, i32* @stress_budget, align 4
  %CF869.t2 = icmp slt i32 %CF869.t1, 0
  br i1 %CF869.t2, label %stress_out, label %CF869.body
CF869.body:
  %Shuff702 = shufflevector <2 x i8> %Shuff339, <2 x i8> %I656, <2 x i32> <i32 0, i32 zeroinitializer>
  %I703 = insertelement <2 x i16> %I687, i16 %L294, i32 0
  %Tr704 = trunc i16 %B521 to i8
  %Sl705 = select i1 %Cmp103, <2 x i1> %Shuff106, <2 x i1> %I35
  %Cmp706 = icmp ule <8 x i1> %Shuff662, %I114
  %L707 = load i64, i64* %PC628, align 4
  store i16 -27073, i16* %Sl268, align 2
  %E708 = extractelement <2 x i8> %Shuff384, i32 1
  %Shuff709 = shufflevector <16 x i8> %Shuff405, <16 x i8> %Shuff405, <16 x i32> <i32 30, i32 0, i32 zeroinitializer, i32 zeroinitializer, i32 6, i32 8, i32 10, i32 12, i32 zeroinitializer, i32 16, i32 18, i32 20, i32 22, i32 24, i32 zeroinitializer, i32 zeroinitializer>
  %I710 = insertelement <2 x i8> %Shuff272, i8 %Se227, i32 0
  %B711 = or <2 x i8> %Sl276, %Shuff272
  %Sl712 = select i1 %Sl65, i8 %E105, i8 %L184
  %Cmp713 = icmp sge <2 x i8> %Shuff641, %Shuff217
  %L714 = load i64, i64* %PC, align 4
  store i8 %L576, i8* %0, align 1
  %E715 = extractelement <2 x i8> %Shuff368, i32 1
  %Shuff716 = shufflevector <2 x i1> %Sl705, <2 x i1> %I49, <2 x i32> <i32 2, i32 0>
  %I717 = insertelement <2 x i8> %Shuff563, i8 %Se227, i32 0
  %B718 = sdiv i16 -18753, -27073
  %Tr719 = trunc i32 %ZE94 to i8
  %Sl720 = select <2 x i1> %I679, <2 x i8> %Shuff99, <2 x i8> %Shuff302
  %Cmp721 = icmp ne i1 %E68, %Sl
  br i1 %Cmp721, label %CF833, label %CF858

CF858:                                            ; preds = %CF858, %CF903, %CF944, %CF887, %CF869
  %CF858.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF858.t1 = add i32 %CF858.t0, -1
  store volatile i32 %CF858.t1, i32* @stress_budget, align 4
  %CF858.t2 = icmp slt i32 %CF858.t1, 0
  br i1 %CF858.t2, label %stress_out, label %CF858.body
CF858.body:
  %L722 = load i32, i32* %Sl335, align 4
  store i64 %L456, i64* %PC628, align 4
  %E723 = extractelement <2 x i8> %Shuff702, i32 0
  %Shuff724 = shufflevector <2 x i8> %Shuff150, <2 x i8> %I656, <2 x i32> zeroinitializer
  %I725 = insertelement <2 x i8> %Shuff62, i8 %L264, i32 1
  %B726 = lshr i16 %L374, %E98
  %ZE727 = zext <2 x i1> %Shuff647 to <2 x i8>
  %Sl728 = select i1 %Sl292, i64 25075, i64 %L692
  %Cmp729 = icmp sge i1 %Cmp183, %Cmp463
  br i1 %Cmp729, label %CF858, label %CF903

CF903:                                            ; preds = %CF858
  %CF903.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF903.t1 = add i32 %CF903.t0, -1
  store volatile i32 %CF903.t1, i32* @stress_budget, align 4
  %CF903.t2 = icmp slt i32 %CF903.t1, 0
  br i1 %CF903.t2, label %stress_out, label %CF903.body
CF903.body:
  %L730 = load i64, i64* %PC628, align 4
  store i8 %L525, i8* %0, align 1
  %E731 = extractelement <2 x i8> %Sl235, i32 0
  %Shuff732 = shufflevector <2 x i8> %Shuff505, <2 x i8> %Shuff20, <2 x i32> <i32 3, i32 zeroinitializer>
  %I733 = insertelement <2 x i8> %Shuff170, i8 %Se227, i32 1
  %Tr734 = trunc <2 x i8> %I392 to <2 x i1>
  %Sl735 = select i1 %E693, i16 %L441, i16 -18753
  %Cmp736 = icmp sge <8 x i1> %I273, %Shuff27
  %L737 = load i32, i32* %Sl335, align 4
  store i64 %Se320, i64* %PC275, align 4
  %E738 = extractelement <2 x i8> %I399, i32 0
  %Shuff739 = shufflevector <8 x i1> %Cmp706, <8 x i1> %I310, <8 x i32> <i32 11, i32 13, i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9>
  %I740 = insertelement <2 x i1> %I303, i1 %Sl220, i32 1
  %B741 = or i32 %L382, %L81
  %Tr742 = trunc <2 x i8> %ZE727 to <2 x i1>
  %Sl743 = select i1 %E701, i8 %Sl124, i8 %L576
  %Cmp744 = fcmp uno float %Sl298, %FC189
  br i1 %Cmp744, label %CF858, label %CF891

CF891:                                            ; preds = %CF891, %CF971, %CF903
  %CF891.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF891.t1 = add i32 %CF891.t0, -1
  store volatile i32 %CF891.t1, i32* @stress_budget, align 4
  %CF891.t2 = icmp slt i32 %CF891.t1, 0
  br i1 %CF891.t2, label %stress_out, label %CF891.body
CF891.body:
  %L745 = load i64, i64* %PC415, align 4
  store i64 %Se379, i64* %2, align 4
  %E746 = extractelement <8 x i1> %Shuff158, i32 1
  br i1 %E746, label %CF891, label %CF971

CF971:                                            ; preds = %CF891
  %CF971.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF971.t1 = add i32 %CF971.t0, -1
  store volatile i32 %CF971.t1, i32* @stress_budget, align 4
  %CF971.t2 = icmp slt i32 %CF971.t1, 0
  br i1 %CF971.t2, label %stress_out, label %CF971.body
CF971.body:
  %Shuff747 = shufflevector <2 x i8> %Shuff473, <2 x i8> %I107, <2 x i32> <i32 0, i32 2>
  %I748 = insertelement <8 x i1> %Shuff134, i1 %Cmp263, i32 2
  %FC749 = uitofp i8 %E608 to double
  %Sl750 = select <8 x i1> %Sl552, <8 x i1> %I273, <8 x i1> %Cmp351
  %Cmp751 = icmp uge i32 %Se386, %L599
  br i1 %Cmp751, label %CF891, label %CF944

CF944:                                            ; preds = %CF971
  %CF944.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF944.t1 = add i32 %CF944.t0, -1
  store volatile i32 %CF944.t1, i32* @stress_budget, align 4
  %CF944.t2 = icmp slt i32 %CF944.t1, 0
  br i1 %CF944.t2, label %stress_out, label %CF944.body
CF944.body:
  %L752 = load i8, i8* %0, align 1
  store i16 %B521, i16* %Sl268, align 2
  %E753 = extractelement <8 x i1> %Cmp675, i32 4
  br i1 %E753, label %CF858, label %CF887

CF887:                                            ; preds = %CF944
  %CF887.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF887.t1 = add i32 %CF887.t0, -1
  store volatile i32 %CF887.t1, i32* @stress_budget, align 4
  %CF887.t2 = icmp slt i32 %CF887.t1, 0
  br i1 %CF887.t2, label %stress_out, label %CF887.body
CF887.body:
  %Shuff754 = shufflevector <2 x i8> %Shuff633, <2 x i8> %Shuff99, <2 x i32> <i32 zeroinitializer, i32 1>
  %I755 = insertelement <2 x i8> %Shuff224, i8 %B93, i32 1
  %B756 = and i64 %L418, %L104
  %ZE757 = zext <16 x i8> %I203 to <16 x i32>
  %Sl758 = select i1 %E316, i8 %L184, i8 %Se291
  %Cmp759 = fcmp olt float %B172, %B363
  br i1 %Cmp759, label %CF858, label %CF881

CF881:                                            ; preds = %CF881, %CF887
  %CF881.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF881.t1 = add i32 %CF881.t0, -1
  store volatile i32 %CF881.t1, i32* @stress_budget, align 4
  %CF881.t2 = icmp slt i32 %CF881.t1, 0
  br i1 %CF881.t2, label %stress_out, label %CF881.body
CF881.body:
  %L760 = load i8, i8* %0, align 1
  store i64 %L168, i64* %PC628, align 4
  %E761 = extractelement <2 x i8> %Shuff384, i32 0
  %Shuff762 = shufflevector <8 x i1> %I63, <8 x i1> %I695, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 zeroinitializer, i32 7, i32 9, i32 11>
  %I763 = insertelement <16 x i32> %ZE757, i32 %L517, i32 15
  %B764 = urem i32 %L300, %L660
  %Se765 = sext i1 %Sl37 to i8
  %Sl766 = select <2 x i1> %I679, <2 x i8> %B499, <2 x i8> %Shuff633
  %Cmp767 = icmp sge <2 x i8> %Shuff113, %I725
  %L768 = load i64, i64* %PC628, align 4
  store i64 %L278, i64* %PC, align 4
  %E769 = extractelement <8 x i1> zeroinitializer, i32 2
  br i1 %E769, label %CF881, label %CF919

CF919:                                            ; preds = %CF881
  %CF919.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF919.t1 = add i32 %CF919.t0, -1
  store volatile i32 %CF919.t1, i32* @stress_budget, align 4
  %CF919.t2 = icmp slt i32 %CF919.t1, 0
  br i1 %CF919.t2, label %stress_out, label %CF919.body
CF919.body:
  %Shuff770 = shufflevector <8 x i1> %Shuff48, <8 x i1> %I506, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I771 = insertelement <16 x i8> %Shuff694, i8 %Se492, i32 7
  %Tr772 = trunc i32 %L230 to i8
  %Sl773 = select i1 %Cmp614, i32 %B16, i32 %ZE94
  %Cmp774 = icmp slt i64 %L46, %Sl493
  br i1 %Cmp774, label %CF833, label %CF851

CF851:                                            ; preds = %CF851, %CF969, %CF919
  %CF851.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF851.t1 = add i32 %CF851.t0, -1
  store volatile i32 %CF851.t1, i32* @stress_budget, align 4
  %CF851.t2 = icmp slt i32 %CF851.t1, 0
  br i1 %CF851.t2, label %stress_out, label %CF851.body
CF851.body:
  %L775 = load i8, i8* %0, align 1
  store i64 %L132, i64* %PC415, align 4
  %E776 = extractelement <8 x i1> %Shuff55, i32 7
  br i1 %E776, label %CF851, label %CF969

CF969:                                            ; preds = %CF851
  %CF969.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF969.t1 = add i32 %CF969.t0, -1
  store volatile i32 %CF969.t1, i32* @stress_budget, align 4
  %CF969.t2 = icmp slt i32 %CF969.t1, 0
  br i1 %CF969.t2, label %stress_out, label %CF969.body
CF969.body:
  %Shuff777 = shufflevector <2 x i8> %Shuff34, <2 x i8> %Shuff747, <2 x i32> <i32 2, i32 0>
  %I778 = insertelement <8 x i1> %Shuff164, i1 %Cmp199, i32 0
  %Se779 = sext i1 %Sl321 to i64
  %Sl780 = select <2 x i1> %I535, <2 x i8> %Shuff563, <2 x i8> %Sl469
  %Cmp781 = icmp eq i32 %L426, %L426
  br i1 %Cmp781, label %CF851, label %CF854

CF854:                                            ; preds = %CF854, %CF969
  %CF854.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF854.t1 = add i32 %CF854.t0, -1
  store volatile i32 %CF854.t1, i32* @stress_budget, align 4
  %CF854.t2 = icmp slt i32 %CF854.t1, 0
  br i1 %CF854.t2, label %stress_out, label %CF854.body
CF854.body:
  %L782 = load i64, i64* %PC628, align 4
  store i8 %E253, i8* %0, align 1
  %E783 = extractelement <2 x i8> %Shuff217, i32 0
  %Shuff784 = shufflevector <8 x i1> %Sl372, <8 x i1> %Shuff7, <8 x i32> <i32 zeroinitializer, i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 3>
  %I785 = insertelement <16 x i8> %Shuff694, i8 %B152, i32 7
  %B786 = udiv i64 %L344, %L252
  %FC787 = uitofp i1 %E753 to float
  %Sl788 = select <2 x i1> %Sl643, <2 x i8> %B595, <2 x i8> %Shuff302
  %Cmp789 = icmp uge i8 %L752, %E404
  br i1 %Cmp789, label %CF854, label %CF873

CF873:                                            ; preds = %CF854
  %CF873.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF873.t1 = add i32 %CF873.t0, -1
  store volatile i32 %CF873.t1, i32* @stress_budget, align 4
  %CF873.t2 = icmp slt i32 %CF873.t1, 0
  br i1 %CF873.t2, label %stress_out, label %CF873.body
CF873.body:
  %L790 = load i64, i64* %PC628, align 4
  store i8 %E345, i8* %0, align 1
  %E791 = extractelement <2 x i8> %Shuff346, i32 0
  %Shuff792 = shufflevector <2 x i8> %Shuff209, <2 x i8> %Shuff413, <2 x i32> <i32 1, i32 3>
  %I793 = insertelement <2 x i8> %Shuff481, i8 %Sl51, i32 1
  %B794 = or <2 x i16> %ZE468, %Shuff142
  %FC795 = sitofp <2 x i8> %Shuff113 to <2 x double>
  %Sl796 = select i1 %Sl637, i32 %E442, i32 %ZE689
  %Cmp797 = icmp sgt <2 x i8> %I121, %Shuff62
  %L798 = load i8, i8* %0, align 1
  store i32 %B16, i32* %Sl335, align 4
  %E799 = extractelement <2 x i1> %Shuff296, i32 0
  br i1 %E799, label %CF833, label %CF840

CF840:                                            ; preds = %CF840, %CF873
  %CF840.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF840.t1 = add i32 %CF840.t0, -1
  store volatile i32 %CF840.t1, i32* @stress_budget, align 4
  %CF840.t2 = icmp slt i32 %CF840.t1, 0
  br i1 %CF840.t2, label %stress_out, label %CF840.body
CF840.body:
  %Shuff800 = shufflevector <16 x i8> %Shuff709, <16 x i8> %Shuff405, <16 x i32> <i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 13, i32 15, i32 17, i32 zeroinitializer, i32 21, i32 23, i32 zeroinitializer>
  %I801 = insertelement <8 x i1> %Cmp299, i1 %Sl439, i32 5
  %B802 = xor i8 %E616, %L525
  %ZE803 = zext <2 x i8> %I255 to <2 x i16>
  %Sl804 = select i1 %E54, i8 %Tr636, i8 %L525
  %Cmp805 = icmp uge <2 x i1> %Sl454, %Cmp11
  %L806 = load i64, i64* %PC628, align 4
  store i32 %L81, i32* %Sl335, align 4
  %E807 = extractelement <2 x i1> %Shuff296, i32 0
  br i1 %E807, label %CF840, label %CF897

CF897:                                            ; preds = %CF897, %CF840
  %CF897.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF897.t1 = add i32 %CF897.t0, -1
  store volatile i32 %CF897.t1, i32* @stress_budget, align 4
  %CF897.t2 = icmp slt i32 %CF897.t1, 0
  br i1 %CF897.t2, label %stress_out, label %CF897.body
CF897.body:
  %Shuff808 = shufflevector <2 x i8> %B491, <2 x i8> %I233, <2 x i32> <i32 1, i32 zeroinitializer>
  %I809 = insertelement <2 x i8> %B688, i8 %Sl23, i32 1
  %Sl810 = select <2 x i1> %Cmp11, <2 x i1> %Sl643, <2 x i1> %Sl350
  %Cmp811 = icmp slt i1 %E753, %E119
  br i1 %Cmp811, label %CF897, label %CF943

CF943:                                            ; preds = %CF897
  %CF943.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF943.t1 = add i32 %CF943.t0, -1
  store volatile i32 %CF943.t1, i32* @stress_budget, align 4
  %CF943.t2 = icmp slt i32 %CF943.t1, 0
  br i1 %CF943.t2, label %stress_out, label %CF943.body
CF943.body:
  %L812 = load i64, i64* %PC628, align 4
  store i64 %Se334, i64* %PC628, align 4
  %E813 = extractelement <2 x i8> %I179, i32 0
  %Shuff814 = shufflevector <2 x i8> %Shuff75, <2 x i8> %Shuff732, <2 x i32> <i32 zeroinitializer, i32 3>
  %I815 = insertelement <2 x i1> %Sl284, i1 %Cmp721, i32 1
  %ZE816 = zext i1 true to i32
  %Sl817 = select i1 %Sl220, <2 x i1> %Cmp24, <2 x i1> %Sl305
  %Cmp818 = icmp ult <8 x i32> %ZE408, %Sl130
  store i8 %Sl698, i8* %0, align 1
  store i64 %L561, i64* %PC628, align 4
  store i64 %L215, i64* %PC628, align 4
  store i8 %E177, i8* %0, align 1
  store i64 %L46, i64* %PC628, align 4
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
