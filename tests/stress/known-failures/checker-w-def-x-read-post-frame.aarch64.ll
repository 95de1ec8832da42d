; Checker false positive (post-frame only), AArch64: `undef %3.sub_32:gpr64 = COPY $w0;
; %0:gpr64 = SBFMXri %3, 0, 7` allocated `undef $w8 = COPY $w0; $x8 = SBFMXri $x8, 0, 7` (right):
; proved after allocation, but after frame lowering (a 16-byte frame for the alloca) the checker
; reports "use reads the wrong value ... expected: %3 ..., which is nowhere; found: nothing known in $x8"
; (--stop-before-frame: proved). The same as the -O2 NOT_PROVED programs of tests/cc_aarch64.rs.
; llvm-reduce of llvm-stress seed 38 (size 200, tests/stress.sh --aarch64); seeds 214, 279, 285, 348,
; 365 fail the same way, printing what LLVM's build prints; seed 238 too, with `ANDXri %8, 4103`
; reading the X register (there the checker reports "allocated instruction matches neither the next
; instruction before allocation ... nor a copy, spill, reload ..." at the ANDXri, then the use).
; Not runnable (no driver signature): llc -mtriple=aarch64-unknown-linux-gnu -O2 -stop-before=greedy
; FILE -o r.mir; spillway alloc r.mir -o out.mir (exit 3 = the bug). See doc/RELIABILITY.md.

define void @stress_fn(i8 %0, i64* %PC) {
BB:
  %A4.raw = alloca [32 x i64], i32 0, align 16
  %Se = sext i8 %0 to i64
  br label %CF176

CF176:                                            ; preds = %BB
  br label %CF176.body

CF176.body:                                       ; preds = %CF176
  br label %CF168

CF168:                                            ; preds = %CF168.body, %CF176.body
  br label %CF168.body

CF168.body:                                       ; preds = %CF168
  br i1 false, label %CF168, label %CF169

CF169:                                            ; preds = %CF168.body
  br label %CF169.body

CF169.body:                                       ; preds = %CF169
  br label %CF167

CF167:                                            ; preds = %CF167.body, %CF169.body
  br label %CF167.body

CF167.body:                                       ; preds = %CF167
  br i1 false, label %CF167, label %CF174

CF174:                                            ; preds = %CF167.body
  br label %CF174.body

CF174.body:                                       ; preds = %CF174
  br label %CF

CF:                                               ; preds = %CF187.body, %CF178.body, %CF184.body, %CF.body, %CF174.body
  br label %CF.body

CF.body:                                          ; preds = %CF
  br i1 false, label %CF, label %CF184

CF184:                                            ; preds = %CF.body
  br label %CF184.body

CF184.body:                                       ; preds = %CF184
  br i1 false, label %CF, label %CF178

CF178:                                            ; preds = %CF184.body
  br label %CF178.body

CF178.body:                                       ; preds = %CF178
  br i1 false, label %CF, label %CF171

CF171:                                            ; preds = %CF171.body, %CF178.body
  br label %CF171.body

CF171.body:                                       ; preds = %CF171
  %PC1 = bitcast <4 x i64>* null to i64*
  br i1 false, label %CF171, label %CF183

CF183:                                            ; preds = %CF183.body, %CF171.body
  br label %CF183.body

CF183.body:                                       ; preds = %CF183
  br i1 false, label %CF183, label %CF187

CF187:                                            ; preds = %CF183.body
  br label %CF187.body

CF187.body:                                       ; preds = %CF187
  br i1 false, label %CF, label %CF164

CF164:                                            ; preds = %CF164.body, %CF187.body
  br label %CF164.body

CF164.body:                                       ; preds = %CF164
  store i64 %Se, i64* %PC, align 4
  br label %CF164
}
