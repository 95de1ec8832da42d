; tests/stress.sh regression: llvm-stress -seed=4 -size=80, rv64, sanitized by stress.sh.
; The MIR's function attributes carry only llc's -mattr features (no +64bit):
; spillway took the riscv64 triple for RV32 and saved s0 with FMV_W_X (32 bits).
; Fixed in backend/src/target/binding.rs (Target::for_ir_module reads the triple).
; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @stress_fn(i8* %0, i32* %1, i64* %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A4.raw, align 16
  %A4 = bitcast [32 x i64]* %A4.raw to <16 x i64>*
  %A3.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A3.raw, align 16
  %A3 = bitcast [32 x i64]* %A3.raw to <8 x i32>*
  %A2.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A2.raw, align 16
  %A2 = bitcast [32 x i64]* %A2.raw to <8 x i64>*
  %A1.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A1.raw, align 16
  %A1 = bitcast [32 x i64]* %A1.raw to <1 x double>*
  %A.raw = alloca [32 x i64], align 16
  store [32 x i64] zeroinitializer, [32 x i64]* %A.raw, align 16
  %A = bitcast [32 x i64]* %A.raw to <2 x i8>*
  %L = load i8, i8* %0, align 1
  store i64 %4, i64* %2, align 4
  %E = extractelement <16 x i16> zeroinitializer, i32 5
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 zeroinitializer, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6>
  %I = insertelement <1 x i64> zeroinitializer, i64 306417, i32 0
  %B = and i8 %L, -47
  %Tr = trunc i32 287221 to i8
  %Sl = select i1 true, i32 373173, i32 %3
  %Cmp = icmp ugt i32 373173, 287221
  br label %CF58

CF58:                                             ; preds = %BB
  %CF58.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF58.t1 = add i32 %CF58.t0, -1
  store volatile i32 %CF58.t1, i32* @stress_budget, align 4
  %CF58.t2 = icmp slt i32 %CF58.t1, 0
  br i1 %CF58.t2, label %stress_out, label %CF58.body
CF58.body:
  %L5 = load i8, i8* %0, align 1
  store i8 0, i8* %0, align 1
  %E6 = extractelement <8 x i64> zeroinitializer, i32 3
  %Shuff7 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 zeroinitializer, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I8 = insertelement <1 x i64> zeroinitializer, i64 41121, i32 0
  %B9 = lshr i32 %Sl, 491581
  %PC = bitcast <8 x i64>* %A2 to i16*
  %Sl10 = select i1 true, i1 %Cmp, i1 true
  br label %CF56

CF56:                                             ; preds = %CF58
  %CF56.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF56.t1 = add i32 %CF56.t0, -1
  store volatile i32 %CF56.t1, i32* @stress_budget, align 4
  %CF56.t2 = icmp slt i32 %CF56.t1, 0
  br i1 %CF56.t2, label %stress_out, label %CF56.body
CF56.body:
  %Cmp11 = icmp slt <8 x i64> zeroinitializer, zeroinitializer
  %L12 = load i16, i16* %PC, align 2
  store i16 %E, i16* %PC, align 2
  %E13 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff14 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 zeroinitializer, i32 13, i32 15, i32 1>
  %I15 = insertelement <16 x i16> zeroinitializer, i16 %L12, i32 5
  %B16 = udiv <1 x i64> zeroinitializer, zeroinitializer
  %Se = sext i8 %5 to i32
  %Sl17 = select i1 true, <8 x i32>* %A3, <8 x i32>* %A3
  %Cmp18 = icmp uge i8 -43, %L
  br label %CF

CF:                                               ; preds = %CF, %CF61, %CF56
  %CF.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF.t1 = add i32 %CF.t0, -1
  store volatile i32 %CF.t1, i32* @stress_budget, align 4
  %CF.t2 = icmp slt i32 %CF.t1, 0
  br i1 %CF.t2, label %stress_out, label %CF.body
CF.body:
  %L19 = load i16, i16* %PC, align 2
  store i16 %L12, i16* %PC, align 2
  %E20 = extractelement <8 x i64> %Shuff, i32 7
  %Shuff21 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 zeroinitializer, i32 8>
  %I22 = insertelement <1 x i64> zeroinitializer, i64 %E6, i32 0
  %B23 = srem i64 %4, %4
  %FC = sitofp i1 true to double
  %Sl24 = select i1 %Cmp18, <8 x i32>* %Sl17, <8 x i32>* %A3
  %Cmp25 = icmp uge <8 x i1> %Shuff7, %Shuff7
  %L26 = load <2 x i8>, <2 x i8>* %A, align 2
  store i16 %L12, i16* %PC, align 2
  %E27 = extractelement <8 x i1> %Cmp11, i32 6
  br i1 %E27, label %CF, label %CF59

CF59:                                             ; preds = %CF59, %CF
  %CF59.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF59.t1 = add i32 %CF59.t0, -1
  store volatile i32 %CF59.t1, i32* @stress_budget, align 4
  %CF59.t2 = icmp slt i32 %CF59.t1, 0
  br i1 %CF59.t2, label %stress_out, label %CF59.body
CF59.body:
  %Shuff28 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff21, <8 x i32> <i32 1, i32 zeroinitializer, i32 5, i32 zeroinitializer, i32 zeroinitializer, i32 11, i32 zeroinitializer, i32 15>
  %I29 = insertelement <1 x i64> zeroinitializer, i64 206097, i32 0
  %Tr30 = trunc i64 %E20 to i32
  %Sl31 = select i1 %E27, i64 206097, i64 %E20
  %Cmp32 = icmp sge i64 %4, 41121
  br i1 %Cmp32, label %CF59, label %CF60

CF60:                                             ; preds = %CF60, %CF59
  %CF60.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF60.t1 = add i32 %CF60.t0, -1
  store volatile i32 %CF60.t1, i32* @stress_budget, align 4
  %CF60.t2 = icmp slt i32 %CF60.t1, 0
  br i1 %CF60.t2, label %stress_out, label %CF60.body
CF60.body:
  %L33 = load i16, i16* %PC, align 2
  store i16 %E, i16* %PC, align 2
  %E34 = extractelement <8 x i64> zeroinitializer, i32 3
  %Shuff35 = shufflevector <1 x i64> zeroinitializer, <1 x i64> %I22, <1 x i32> zeroinitializer
  %I36 = insertelement <8 x i64> %Shuff, i64 %Sl31, i32 2
  %B37 = and i16 17145, %E
  %ZE = zext i1 %E27 to i16
  %Sl38 = select i1 true, i64 -1, i64 %E6
  %Cmp39 = icmp uge <8 x i64> zeroinitializer, %Shuff21
  %L40 = load <8 x i32>, <8 x i32>* %Sl24, align 32
  store i8 %5, i8* %0, align 1
  %E41 = extractelement <1 x i64> %Shuff35, i32 0
  %Shuff42 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 zeroinitializer, i32 9, i32 zeroinitializer, i32 13>
  %I43 = insertelement <8 x i64> zeroinitializer, i64 %E20, i32 1
  %B44 = udiv i64 %E20, %Sl31
  %Se45 = sext i8 -1 to i32
  %Sl46 = select <8 x i1> %Shuff7, <8 x i64> %I43, <8 x i64> %Shuff28
  %Cmp47 = icmp sge i32 211981, %B9
  br i1 %Cmp47, label %CF60, label %CF61

CF61:                                             ; preds = %CF60
  %CF61.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF61.t1 = add i32 %CF61.t0, -1
  store volatile i32 %CF61.t1, i32* @stress_budget, align 4
  %CF61.t2 = icmp slt i32 %CF61.t1, 0
  br i1 %CF61.t2, label %stress_out, label %CF61.body
CF61.body:
  %L48 = load i16, i16* %PC, align 2
  store <2 x i8> %L26, <2 x i8>* %A, align 2
  %E49 = extractelement <8 x i64> zeroinitializer, i32 4
  %Shuff50 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I51 = insertelement <1 x i64> zeroinitializer, i64 %Sl38, i32 0
  %B52 = srem <8 x i64> zeroinitializer, zeroinitializer
  %Tr53 = trunc i8 -47 to i1
  br i1 %Tr53, label %CF, label %CF57

CF57:                                             ; preds = %CF57, %CF61
  %CF57.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF57.t1 = add i32 %CF57.t0, -1
  store volatile i32 %CF57.t1, i32* @stress_budget, align 4
  %CF57.t2 = icmp slt i32 %CF57.t1, 0
  br i1 %CF57.t2, label %stress_out, label %CF57.body
CF57.body:
  %Sl54 = select i1 %E27, i16 %B37, i16 %L33
  %Cmp55 = fcmp ord double 0xA99365B24491B630, %FC
  br i1 %Cmp55, label %CF57, label %CF62

CF62:                                             ; preds = %CF57
  %CF62.t0 = load volatile i32, i32* @stress_budget, align 4
  %CF62.t1 = add i32 %CF62.t0, -1
  store volatile i32 %CF62.t1, i32* @stress_budget, align 4
  %CF62.t2 = icmp slt i32 %CF62.t1, 0
  br i1 %CF62.t2, label %stress_out, label %CF62.body
CF62.body:
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, <16 x i64>* %A4, align 128
  store <8 x i32> %L40, <8 x i32>* %Sl17, align 32
  store <16 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, <16 x i64>* %A4, align 128
  store <8 x i32> %L40, <8 x i32>* %Sl17, align 32
  store i16 %L48, i16* %PC, align 2
  ret void
stress_out:
  ret void
}
@stress_budget = external global i32
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"target-abi", !"lp64d"}
