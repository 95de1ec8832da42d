; Checker false positive (post-ra), AArch64: a tuple vreg whose first part comes from a coalesced
; (skipped) copy: `undef %4.qsub0:qq = COPY $q0; %4.qsub1:qq = MOVIv2d_ns 0; %0 = TBLv16i8Two %4, %6`
; is allocated `$q1 = MOVIv2d_ns 0; $q0 = TBLv16i8Two $q0_q1, $q2` (right); the checker reports
; "use reads the wrong value ... expected: %4 ..., which is nowhere; found: nothing known in $q0_q1".
; llvm-reduce of llvm-stress seed 10 (size 200, tests/stress.sh --aarch64); the seeds 37, 72, 142, 159,
; 203, 218, 258, 262, 313, 317, 337, 372 fail the same way, all printing what LLVM's build prints.
; Not runnable (no driver signature): llc -mtriple=aarch64-unknown-linux-gnu -O2 -stop-before=greedy
; FILE -o r.mir; spillway alloc r.mir -o out.mir (exit 3 = the bug). See doc/RELIABILITY.md.

define void @stress_fn(<16 x i1> %Cmp, <16 x i1> %Shuff7) {
CF162.body:
  %Cmp1 = icmp uge <16 x i8> zeroinitializer, zeroinitializer
  %Shuff72 = shufflevector <16 x i1> %Cmp, <16 x i1> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 0, i32 5, i32 0, i32 0, i32 11, i32 0, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29>
  br label %CF168

CF168:                                            ; preds = %CF162.body
  br label %CF168.body

CF168.body:                                       ; preds = %CF168
  br label %CF155

CF155:                                            ; preds = %CF171.body, %CF172.body, %CF155.body, %CF168.body
  br label %CF155.body

CF155.body:                                       ; preds = %CF155
  br i1 false, label %CF155, label %CF172

CF172:                                            ; preds = %CF155.body
  br label %CF172.body

CF172.body:                                       ; preds = %CF172
  %Shuff20 = shufflevector <16 x i1> %Cmp, <16 x i1> zeroinitializer, <16 x i32> <i32 0, i32 0, i32 5, i32 7, i32 0, i32 11, i32 13, i32 0, i32 17, i32 19, i32 21, i32 23, i32 0, i32 27, i32 29, i32 0>
  %E25 = extractelement <16 x i1> zeroinitializer, i32 0
  br i1 false, label %CF155, label %CF171

CF171:                                            ; preds = %CF172.body
  br label %CF171.body

CF171.body:                                       ; preds = %CF171
  br i1 false, label %CF155, label %CF164

CF164:                                            ; preds = %CF164.body, %CF171.body
  br label %CF164.body

CF164.body:                                       ; preds = %CF164
  %E53 = extractelement <16 x i1> %Shuff20, i32 0
  br i1 %E53, label %CF164, label %CF173

CF173:                                            ; preds = %CF164.body
  ret void
}
