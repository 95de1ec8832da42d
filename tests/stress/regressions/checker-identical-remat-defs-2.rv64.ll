; tests/stress.sh regression: llvm-stress -seed=5428 -size=200, rv64, as tests/stress.sh sanitizes it (found by
; the rv64 soak). The checker (exit 3) wanted %117 where {%335, the constant 1} was: two identical
; rematerialisable defs (doc/RELIABILITY.md, finding 3); fixed by remat_twins in backend/src/check.rs.
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to <8 x i16>*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to <8 x i1>*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to <4 x float>*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to <1 x i64>*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to <8 x i32>*
  %L = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E = extractelement <4 x i16> zeroinitializer, i32 2
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <4 x i1> zeroinitializer, i1 true, i32 1
  %B = add <1 x i8> zeroinitializer, zeroinitializer
  %Se = sext i1 true to i16
  %Sl = select i1 true, i1 true, i1 true
  br label %CF166

CF166:                                            ; preds = %CF166, %CF179, %BB
  %CF166.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF166.t1 = add i32 %CF166.t0, -1
  store volatile i32 %CF166.t1, i32* @stress_budget, align 4
  %CF166.t2 = icmp slt i32 %CF166.t1, 0
  br i1 %CF166.t2, label %stress_out, label %CF166.body
CF166.body:
  %Cmp = icmp ne <4 x i1> zeroinitializer, %I
  %L5 = load i8, i8* %0, align 1
  store i8 %L, i8* %0, align 1
  %E6 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E6, label %CF166, label %CF176

CF176:                                            ; preds = %CF176, %CF166
  %CF176.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF176.t1 = add i32 %CF176.t0, -1
  store volatile i32 %CF176.t1, i32* @stress_budget, align 4
  %CF176.t2 = icmp slt i32 %CF176.t1, 0
  br i1 %CF176.t2, label %stress_out, label %CF176.body
CF176.body:
  %Shuff7 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I8 = insertelement <16 x i64> zeroinitializer, i64 278733, i32 6
  %B9 = xor <16 x i64> %I8, %I8
  %Tr = fptrunc double 0x86B32AD2F1B14B50 to float
  %Sl10 = select i1 %Sl, i32* %1, i32* %1
  %Cmp11 = icmp slt i8 -1, %5
  br i1 %Cmp11, label %CF176, label %CF179

CF179:                                            ; preds = %CF176
  %CF179.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF179.t1 = add i32 %CF179.t0, -1
  store volatile i32 %CF179.t1, i32* @stress_budget, align 4
  %CF179.t2 = icmp slt i32 %CF179.t1, 0
  br i1 %CF179.t2, label %stress_out, label %CF179.body
CF179.body:
  %L12 = load <1 x i64>, <1 x i64>* %A1, align 8
  store i32 27089, i32* %Sl10, align 4
  %E13 = extractelement <1 x i64> %L12, i32 0
  %Shuff14 = shufflevector <16 x i64> %B9, <16 x i64> %I8, <16 x i32> <i32 zeroinitializer, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 zeroinitializer, i32 30, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8>
  %I15 = insertelement <4 x i1> zeroinitializer, i1 true, i32 0
  %Sl16 = select i1 true, i32 27089, i32 %3
  %Cmp17 = icmp sge i1 %Cmp11, %Sl
  br i1 %Cmp17, label %CF166, label %CF169

CF169:                                            ; preds = %CF179
  %CF169.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF169.t1 = add i32 %CF169.t0, -1
  store volatile i32 %CF169.t1, i32* @stress_budget, align 4
  %CF169.t2 = icmp slt i32 %CF169.t1, 0
  br i1 %CF169.t2, label %stress_out, label %CF169.body
CF169.body:
  %L18 = load i32, i32* %Sl10, align 4
  store i32 27089, i32* %Sl10, align 4
  %E19 = extractelement <16 x i64> zeroinitializer, i32 11
  %Shuff20 = shufflevector <1 x i8> zeroinitializer, <1 x i8> %B, <1 x i32> zeroinitializer
  %I21 = insertelement <4 x i1> %Cmp, i1 %Sl, i32 2
  %B22 = add i32 %3, %Sl16
  %Sl23 = select i1 %Sl, <4 x i1> %I, <4 x i1> zeroinitializer
  %Cmp24 = icmp ugt i8 %L5, %5
  br label %CF155

CF155:                                            ; preds = %CF155, %CF172, %CF169
  %CF155.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF155.t1 = add i32 %CF155.t0, -1
  store volatile i32 %CF155.t1, i32* @stress_budget, align 4
  %CF155.t2 = icmp slt i32 %CF155.t1, 0
  br i1 %CF155.t2, label %stress_out, label %CF155.body
CF155.body:
  %L25 = load i32, i32* %Sl10, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, <8 x i16>* %A4, align 16
  %E26 = extractelement <4 x i1> zeroinitializer, i32 3
  br i1 %E26, label %CF155, label %CF172

CF172:                                            ; preds = %CF155
  %CF172.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF172.t1 = add i32 %CF172.t0, -1
  store volatile i32 %CF172.t1, i32* @stress_budget, align 4
  %CF172.t2 = icmp slt i32 %CF172.t1, 0
  br i1 %CF172.t2, label %stress_out, label %CF172.body
CF172.body:
  %Shuff27 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 zeroinitializer>
  %I28 = insertelement <1 x i64> %L12, i64 %4, i32 0
  %FC = uitofp i64 -1 to float
  %Sl29 = select i1 true, i8 -1, i8 %5
  %Cmp30 = icmp sge <1 x i8> zeroinitializer, %Shuff20
  %L31 = load i8, i8* %0, align 1
  store i8 %5, i8* %0, align 1
  %E32 = extractelement <4 x i1> zeroinitializer, i32 1
  br i1 %E32, label %CF155, label %CF157

CF157:                                            ; preds = %CF157, %CF180, %CF172
  %CF157.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF157.t1 = add i32 %CF157.t0, -1
  store volatile i32 %CF157.t1, i32* @stress_budget, align 4
  %CF157.t2 = icmp slt i32 %CF157.t1, 0
  br i1 %CF157.t2, label %stress_out, label %CF157.body
CF157.body:
  %Shuff33 = shufflevector <1 x i64> %I28, <1 x i64> %L12, <1 x i32> zeroinitializer
  %I34 = insertelement <4 x i1> zeroinitializer, i1 %E32, i32 0
  %Se35 = sext i1 true to i32
  %Sl36 = select <1 x i1> %Cmp30, <1 x i1> %Cmp30, <1 x i1> %Cmp30
  %Cmp37 = icmp slt i64 %E13, 159509
  br i1 %Cmp37, label %CF157, label %CF167

CF167:                                            ; preds = %CF167, %CF157
  %CF167.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF167.t1 = add i32 %CF167.t0, -1
  store volatile i32 %CF167.t1, i32* @stress_budget, align 4
  %CF167.t2 = icmp slt i32 %CF167.t1, 0
  br i1 %CF167.t2, label %stress_out, label %CF167.body
CF167.body:
  %L38 = load i8, i8* %0, align 1
  store i32 %L25, i32* %Sl10, align 4
  %E39 = extractelement <4 x i1> zeroinitializer, i32 2
  br i1 %E39, label %CF167, label %CF180

CF180:                                            ; preds = %CF167
  %CF180.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF180.t1 = add i32 %CF180.t0, -1
  store volatile i32 %CF180.t1, i32* @stress_budget, align 4
  %CF180.t2 = icmp slt i32 %CF180.t1, 0
  br i1 %CF180.t2, label %stress_out, label %CF180.body
CF180.body:
  %Shuff40 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I41 = insertelement <16 x i64> zeroinitializer, i64 %E19, i32 9
  %Sl42 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> %Shuff14, <16 x i64> %I8
  %Cmp43 = icmp ne <1 x i8> %Shuff40, zeroinitializer
  %L44 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E45 = extractelement <16 x i64> %I8, i32 12
  %Shuff46 = shufflevector <1 x i1> %Cmp43, <1 x i1> %Cmp30, <1 x i32> <i32 1>
  %I47 = insertelement <1 x i8> %Shuff20, i8 85, i32 0
  %Tr48 = trunc i16 %Se to i8
  %Sl49 = select i1 %Cmp17, i1 true, i1 %Sl
  br i1 %Sl49, label %CF157, label %CF165

CF165:                                            ; preds = %CF180
  %CF165.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF165.t1 = add i32 %CF165.t0, -1
  store volatile i32 %CF165.t1, i32* @stress_budget, align 4
  %CF165.t2 = icmp slt i32 %CF165.t1, 0
  br i1 %CF165.t2, label %stress_out, label %CF165.body
CF165.body:
  %Cmp50 = icmp slt i8 %L5, %Sl29
  br label %CF153

CF153:                                            ; preds = %CF153, %CF161, %CF165
  %CF153.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF153.t1 = add i32 %CF153.t0, -1
  store volatile i32 %CF153.t1, i32* @stress_budget, align 4
  %CF153.t2 = icmp slt i32 %CF153.t1, 0
  br i1 %CF153.t2, label %stress_out, label %CF153.body
CF153.body:
  %L51 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E52 = extractelement <16 x i64> zeroinitializer, i32 3
  %Shuff53 = shufflevector <4 x i1> %Shuff27, <4 x i1> zeroinitializer, <4 x i32> <i32 zeroinitializer, i32 0, i32 2, i32 4>
  %I54 = insertelement <4 x i1> %Shuff27, i1 true, i32 0
  %B55 = frem float %Tr, 0x4585377900000000
  %Tr56 = trunc <16 x i64> zeroinitializer to <16 x i32>
  %Sl57 = select i1 %Sl, <1 x i8> %Shuff20, <1 x i8> %B
  %Cmp58 = fcmp one double 0x19D73AF6BED51574, 0x86B32AD2F1B14B50
  br i1 %Cmp58, label %CF153, label %CF160

CF160:                                            ; preds = %CF160, %CF178, %CF168, %CF153
  %CF160.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF160.t1 = add i32 %CF160.t0, -1
  store volatile i32 %CF160.t1, i32* @stress_budget, align 4
  %CF160.t2 = icmp slt i32 %CF160.t1, 0
  br i1 %CF160.t2, label %stress_out, label %CF160.body
CF160.body:
  %L59 = load i32, i32* %Sl10, align 4
  store i32 %Sl16, i32* %Sl10, align 4
  %E60 = extractelement <1 x i8> %Shuff7, i32 0
  %Shuff61 = shufflevector <1 x i8> %B, <1 x i8> zeroinitializer, <1 x i32> zeroinitializer
  %I62 = insertelement <16 x i64> zeroinitializer, i64 %E45, i32 12
  %Se63 = sext i1 true to i32
  %Sl64 = select <4 x i1> zeroinitializer, <4 x i1> %Shuff27, <4 x i1> zeroinitializer
  %Cmp65 = icmp slt i8 %5, %L38
  br i1 %Cmp65, label %CF160, label %CF178

CF178:                                            ; preds = %CF160
  %CF178.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF178.t1 = add i32 %CF178.t0, -1
  store volatile i32 %CF178.t1, i32* @stress_budget, align 4
  %CF178.t2 = icmp slt i32 %CF178.t1, 0
  br i1 %CF178.t2, label %stress_out, label %CF178.body
CF178.body:
  %L66 = load i8, i8* %0, align 1
  store i8 -1, i8* %0, align 1
  %E67 = extractelement <1 x i8> %Shuff7, i32 0
  %Shuff68 = shufflevector <16 x i64> %B9, <16 x i64> zeroinitializer, <16 x i32> <i32 17, i32 zeroinitializer, i32 zeroinitializer, i32 23, i32 25, i32 27, i32 29, i32 31, i32 zeroinitializer, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15>
  %I69 = insertelement <1 x i8> zeroinitializer, i8 %L66, i32 0
  %B70 = ashr i64 %E45, %E45
  %ZE = zext <4 x i1> %Sl23 to <4 x i64>
  %Sl71 = select i1 %Cmp24, <16 x i64> %I41, <16 x i64> %I8
  %Cmp72 = icmp ugt i1 %Cmp24, true
  br i1 %Cmp72, label %CF160, label %CF168

CF168:                                            ; preds = %CF178
  %CF168.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF168.t1 = add i32 %CF168.t0, -1
  store volatile i32 %CF168.t1, i32* @stress_budget, align 4
  %CF168.t2 = icmp slt i32 %CF168.t1, 0
  br i1 %CF168.t2, label %stress_out, label %CF168.body
CF168.body:
  %L73 = load i32, i32* %Sl10, align 4
  store i32 %Sl16, i32* %Sl10, align 4
  %E74 = extractelement <16 x i64> %B9, i32 9
  %Shuff75 = shufflevector <4 x i1> %Sl64, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I76 = insertelement <1 x i8> zeroinitializer, i8 %L44, i32 0
  %B77 = and <16 x i64> %Sl42, %I41
  %FC78 = fptosi double 0x8607A326230575A4 to i8
  %Sl79 = select i1 %Cmp17, i1 %E32, i1 %Sl
  br i1 %Sl79, label %CF160, label %CF161

CF161:                                            ; preds = %CF168
  %CF161.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF161.t1 = add i32 %CF161.t0, -1
  store volatile i32 %CF161.t1, i32* @stress_budget, align 4
  %CF161.t2 = icmp slt i32 %CF161.t1, 0
  br i1 %CF161.t2, label %stress_out, label %CF161.body
CF161.body:
  %Cmp80 = icmp sgt <1 x i1> %Sl36, %Cmp30
  %L81 = load i8, i8* %0, align 1
  store i8 %E60, i8* %0, align 1
  %E82 = extractelement <4 x i1> %Sl23, i32 0
  br i1 %E82, label %CF153, label %CF156

CF156:                                            ; preds = %CF156, %CF173, %CF161
  %CF156.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF156.t1 = add i32 %CF156.t0, -1
  store volatile i32 %CF156.t1, i32* @stress_budget, align 4
  %CF156.t2 = icmp slt i32 %CF156.t1, 0
  br i1 %CF156.t2, label %stress_out, label %CF156.body
CF156.body:
  %Shuff83 = shufflevector <4 x i1> %Shuff53, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I84 = insertelement <16 x i64> zeroinitializer, i64 %E13, i32 5
  %FC85 = fptosi double 0x19D73AF6BED51574 to i1
  br i1 %FC85, label %CF156, label %CF163

CF163:                                            ; preds = %CF163, %CF156
  %CF163.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF163.t1 = add i32 %CF163.t0, -1
  store volatile i32 %CF163.t1, i32* @stress_budget, align 4
  %CF163.t2 = icmp slt i32 %CF163.t1, 0
  br i1 %CF163.t2, label %stress_out, label %CF163.body
CF163.body:
  %Sl86 = select i1 %Sl, i8 %L51, i8 %L44
  %Cmp87 = icmp uge i1 %FC85, %Sl
  br i1 %Cmp87, label %CF163, label %CF170

CF170:                                            ; preds = %CF170, %CF163
  %CF170.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF170.t1 = add i32 %CF170.t0, -1
  store volatile i32 %CF170.t1, i32* @stress_budget, align 4
  %CF170.t2 = icmp slt i32 %CF170.t1, 0
  br i1 %CF170.t2, label %stress_out, label %CF170.body
CF170.body:
  %L88 = load i8, i8* %0, align 1
  store i32 %3, i32* %Sl10, align 4
  %E89 = extractelement <1 x i1> %Shuff46, i32 0
  br i1 %E89, label %CF170, label %CF173

CF173:                                            ; preds = %CF170
  %CF173.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF173.t1 = add i32 %CF173.t0, -1
  store volatile i32 %CF173.t1, i32* @stress_budget, align 4
  %CF173.t2 = icmp slt i32 %CF173.t1, 0
  br i1 %CF173.t2, label %stress_out, label %CF173.body
CF173.body:
  %Shuff90 = shufflevector <4 x i1> %Shuff27, <4 x i1> %I, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I91 = insertelement <4 x i1> zeroinitializer, i1 %Sl, i32 3
  %B92 = add i64 -1, %B70
  %ZE93 = zext <4 x i1> %Cmp to <4 x i64>
  %Sl94 = select i1 %Cmp65, <1 x i32> %Shuff, <1 x i32> zeroinitializer
  %Cmp95 = icmp sge i64 254449, %E45
  br i1 %Cmp95, label %CF156, label %CF162

CF162:                                            ; preds = %CF173
  %CF162.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF162.t1 = add i32 %CF162.t0, -1
  store volatile i32 %CF162.t1, i32* @stress_budget, align 4
  %CF162.t2 = icmp slt i32 %CF162.t1, 0
  br i1 %CF162.t2, label %stress_out, label %CF162.body
CF162.body:
  %L96 = load <8 x i32>, <8 x i32>* %A, align 32
  store i32 27089, i32* %Sl10, align 4
  %E97 = extractelement <1 x i64> %Shuff33, i32 0
  %Shuff98 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I99 = insertelement <1 x i32> zeroinitializer, i32 508529, i32 0
  %Sl100 = select i1 %Cmp17, i1 %Cmp17, i1 %Cmp37
  br label %CF

CF:                                               ; preds = %CF, %CF162
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %Cmp101 = icmp slt i8 %L31, %5
  br i1 %Cmp101, label %CF, label %CF154

CF154:                                            ; preds = %CF154, %CF174, %CF
  %CF154.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF154.t1 = add i32 %CF154.t0, -1
  store volatile i32 %CF154.t1, i32* @stress_budget, align 4
  %CF154.t2 = icmp slt i32 %CF154.t1, 0
  br i1 %CF154.t2, label %stress_out, label %CF154.body
CF154.body:
  %L102 = load i32, i32* %Sl10, align 4
  store i8 %Sl86, i8* %0, align 1
  %E103 = extractelement <1 x i32> zeroinitializer, i32 0
  %Shuff104 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Shuff53, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I105 = insertelement <4 x i64> %ZE93, i64 %B70, i32 2
  %Se106 = sext i1 %Cmp17 to i8
  %Sl107 = select <4 x i1> %Shuff75, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp108 = icmp sge i32 %L25, 508529
  br i1 %Cmp108, label %CF154, label %CF159

CF159:                                            ; preds = %CF159, %CF177, %CF154
  %CF159.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF159.t1 = add i32 %CF159.t0, -1
  store volatile i32 %CF159.t1, i32* @stress_budget, align 4
  %CF159.t2 = icmp slt i32 %CF159.t1, 0
  br i1 %CF159.t2, label %stress_out, label %CF159.body
CF159.body:
  %L109 = load i8, i8* %0, align 1
  store i32 %3, i32* %Sl10, align 4
  %E110 = extractelement <4 x i1> %Shuff53, i32 0
  br i1 %E110, label %CF159, label %CF177

CF177:                                            ; preds = %CF159
  %CF177.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF177.t1 = add i32 %CF177.t0, -1
  store volatile i32 %CF177.t1, i32* @stress_budget, align 4
  %CF177.t2 = icmp slt i32 %CF177.t1, 0
  br i1 %CF177.t2, label %stress_out, label %CF177.body
CF177.body:
  %Shuff111 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 7, i32 9, i32 11, i32 13, i32 15, i32 zeroinitializer, i32 19, i32 21, i32 23, i32 25, i32 27, i32 zeroinitializer, i32 31, i32 1, i32 3, i32 5>
  %I112 = insertelement <16 x i64> zeroinitializer, i64 %B70, i32 9
  %PC = bitcast <8 x i32>* %A to float*
  %Sl113 = select i1 %Cmp37, <16 x i64> %I112, <16 x i64> %Shuff111
  %L114 = load i32, i32* %Sl10, align 4
  store float %B55, float* %PC, align 4
  %E115 = extractelement <4 x i1> zeroinitializer, i32 0
  br i1 %E115, label %CF159, label %CF174

CF174:                                            ; preds = %CF177
  %CF174.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF174.t1 = add i32 %CF174.t0, -1
  store volatile i32 %CF174.t1, i32* @stress_budget, align 4
  %CF174.t2 = icmp slt i32 %CF174.t1, 0
  br i1 %CF174.t2, label %stress_out, label %CF174.body
CF174.body:
  %Shuff116 = shufflevector <16 x i64> zeroinitializer, <16 x i64> %I41, <16 x i32> <i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 zeroinitializer, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I117 = insertelement <1 x i8> %Shuff61, i8 %FC78, i32 0
  %B118 = sdiv <16 x i64> %I84, %I8
  %Sl119 = select i1 %Cmp87, i8 %L, i8 %L
  %Cmp120 = icmp ule i1 %E110, %Cmp65
  br i1 %Cmp120, label %CF154, label %CF158

CF158:                                            ; preds = %CF158, %CF175, %CF174
  %CF158.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF158.t1 = add i32 %CF158.t0, -1
  store volatile i32 %CF158.t1, i32* @stress_budget, align 4
  %CF158.t2 = icmp slt i32 %CF158.t1, 0
  br i1 %CF158.t2, label %stress_out, label %CF158.body
CF158.body:
  %L121 = load float, float* %PC, align 4
  store <8 x i32> %L96, <8 x i32>* %A, align 32
  %E122 = extractelement <1 x i32> %Shuff, i32 0
  %Shuff123 = shufflevector <4 x i1> %Cmp, <4 x i1> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I124 = insertelement <4 x i1> %Shuff53, i1 true, i32 1
  %B125 = sdiv <1 x i8> zeroinitializer, zeroinitializer
  %ZE126 = zext <1 x i8> %I76 to <1 x i32>
  %Sl127 = select i1 %Cmp87, i32 %L102, i32 %L18
  %Cmp128 = icmp ugt <4 x i64> %ZE, %ZE93
  %L129 = load <8 x i32>, <8 x i32>* %A, align 32
  store i32 508529, i32* %Sl10, align 4
  %E130 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff131 = shufflevector <16 x i64> %Shuff14, <16 x i64> %Shuff111, <16 x i32> <i32 21, i32 23, i32 zeroinitializer, i32 27, i32 zeroinitializer, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 zeroinitializer, i32 15, i32 17, i32 zeroinitializer>
  %I132 = insertelement <4 x i1> %Shuff123, i1 %Cmp58, i32 3
  %B133 = udiv i8 %L31, %5
  %ZE134 = zext <4 x i1> %I124 to <4 x i16>
  %Sl135 = select i1 %Cmp37, i8 %E67, i8 %5
  %Cmp136 = icmp uge <16 x i64> %I112, %I8
  %L137 = load i32, i32* %Sl10, align 4
  store i32 %L114, i32* %Sl10, align 4
  %E138 = extractelement <1 x i16> zeroinitializer, i32 0
  %Shuff139 = shufflevector <1 x i64> %L12, <1 x i64> %L12, <1 x i32> <i32 1>
  %I140 = insertelement <1 x i8> %B, i8 %FC78, i32 0
  %B141 = shl i8 %L5, 0
  %FC142 = uitofp i8 %E67 to double
  %Sl143 = select i1 %E32, i8 %E60, i8 %B133
  %Cmp144 = icmp ne i8 %E60, %Sl29
  br i1 %Cmp144, label %CF158, label %CF175

CF175:                                            ; preds = %CF158
  %CF175.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF175.t1 = add i32 %CF175.t0, -1
  store volatile i32 %CF175.t1, i32* @stress_budget, align 4
  %CF175.t2 = icmp slt i32 %CF175.t1, 0
  br i1 %CF175.t2, label %stress_out, label %CF175.body
CF175.body:
  %L145 = load float, float* %PC, align 4
  store float %L121, float* %PC, align 4
  %E146 = extractelement <4 x i1> %Cmp, i32 1
  br i1 %E146, label %CF158, label %CF164

CF164:                                            ; preds = %CF164, %CF175
  %CF164.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF164.t1 = add i32 %CF164.t0, -1
  store volatile i32 %CF164.t1, i32* @stress_budget, align 4
  %CF164.t2 = icmp slt i32 %CF164.t1, 0
  br i1 %CF164.t2, label %stress_out, label %CF164.body
CF164.body:
  %Shuff147 = shufflevector <1 x i8> %Shuff40, <1 x i8> %I140, <1 x i32> zeroinitializer
  %I148 = insertelement <4 x i1> %Shuff53, i1 %Cmp144, i32 0
  %B149 = sdiv i8 %L44, %E60
  %FC150 = fptosi float %FC to i1
  br i1 %FC150, label %CF164, label %CF171

CF171:                                            ; preds = %CF164
  %CF171.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF171.t1 = add i32 %CF171.t0, -1
  store volatile i32 %CF171.t1, i32* @stress_budget, align 4
  %CF171.t2 = icmp slt i32 %CF171.t1, 0
  br i1 %CF171.t2, label %stress_out, label %CF171.body
CF171.body:
  %Sl151 = select i1 %E39, i16 0, i16 %E130
  %Cmp152 = icmp eq <16 x i64> %Shuff116, %I8
  store i8 -1, i8* %0, align 1
  store i8 %Sl29, i8* %0, align 1
  store float %L145, float* %PC, align 4
  store i8 %E60, i8* %0, align 1
  store float %L121, float* %PC, align 4
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
