//! Unit tests of frame lowering on small hand-written functions (the
//! end-to-end tests with llc and qemu are in `backend/tests/frame.rs`).

use super::eliminate::{fits, split};
use super::*;
use crate::mir::parse::read_with;
use crate::mir::print::print_file;

fn rv64() -> Target {
    Target::riscv(&["64bit", "m", "a", "f", "d", "c"], Some("lp64d"))
}

fn lower(text: &str) -> (Result<Vec<FrameStats>, Vec<FrameError>>, String) {
    let t = rv64();
    let mut file = read_with(text, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let r = lower_file(&mut file, &t);
    (r, print_file(&file, &t))
}

#[test]
fn split_recombines_and_rounds_the_low_part() {
    let ops = rv64().frame_ops.expect("riscv has frame ops");
    for v in [-5408i64, 5408, 2048, -2049, 4095, 1 << 30, -(1 << 31)] {
        let (hi, lo) = split(v, &ops).expect("fits 32 bits");
        assert_eq!((hi << ops.imm_bits) + lo, v);
        assert!(fits(lo, ops.imm_bits));
    }
    assert!(split(1 << 40, &ops).is_none());
    assert!(fits(-2048, 12) && fits(2047, 12) && !fits(2048, 12));
}

const LEAF: &str = r#"---
name: leaf
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 8
stack:
  - { id: 0, type: spill-slot, offset: 0, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $x10
    SD $x10, %stack.0, 0 :: (store (s64) into %stack.0)
    $x9 = LD %stack.0, 0 :: (load (s64) from %stack.0)
    $x10 = ADDI killed $x9, 1
    PseudoRET implicit $x10
...
"#;

#[test]
fn leaf_saves_the_callee_saved_register_it_writes() {
    let (r, out) = lower(LEAF);
    let stats = r.unwrap_or_else(|e| panic!("{}", e[0]));
    assert_eq!(stats[0].stack_size, 16);
    assert_eq!(stats[0].csr_saved, 1);
    for line in [
        "$x2 = frame-setup ADDI $x2, -16",
        "frame-setup CFI_INSTRUCTION def_cfa_offset 16",
        "SD killed $x9, $x2, 8 :: (store (s64) into %stack.1)",
        "frame-setup CFI_INSTRUCTION offset $x9, -8",
        "SD $x10, $x2, 0 :: (store (s64) into %stack.0)",
        "$x9 = LD $x2, 8 :: (load (s64) from %stack.1)",
        "$x2 = frame-destroy ADDI $x2, 16",
        "liveins: $x10, $x9",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
    assert!(!out.contains("%stack.0, 0"), "{out}");
}

#[test]
fn a_loop_back_to_the_entry_block_is_refused() {
    let text = LEAF.replace(
        "    PseudoRET implicit $x10",
        "    BEQ $x10, $x0, %bb.0\n    PseudoRET implicit $x10",
    );
    let (r, _) = lower(&text);
    let e = r.expect_err("must be refused");
    assert!(e[0].message.contains("entry block"), "{}", e[0]);
}

/// A frame of 8 KiB (an array) and an access at offset 4000 into it while
/// every caller-saved GPR is live (the callee-saved ones are not saved, so
/// not free either): no scratch register is free for the address. (At
/// the prologue and the epilogue some are.)
const CROWDED: &str = r#"---
name: crowded
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 8
stack:
  - { id: 0, name: buf, type: default, offset: 0, size: 8192, alignment: 8 }
body: |
  bb.0:
    liveins: $x10
    $x5 = ADDI $x0, 5
    $x6 = ADDI $x0, 6
    $x7 = ADDI $x0, 7
    $x11 = ADDI $x0, 11
    $x12 = ADDI $x0, 12
    $x13 = ADDI $x0, 13
    $x14 = ADDI $x0, 14
    $x15 = ADDI $x0, 15
    $x16 = ADDI $x0, 16
    $x17 = ADDI $x0, 17
    $x28 = ADDI $x0, 28
    $x29 = ADDI $x0, 29
    $x30 = ADDI $x0, 30
    $x31 = ADDI $x0, 31
    SD $x10, %stack.0.buf, 4000 :: (store (s64) into %ir.buf)
    $x10 = ADD $x10, $x5
    $x10 = ADD $x10, $x6
    $x10 = ADD $x10, $x7
    $x10 = ADD $x10, $x11
    $x10 = ADD $x10, $x12
    $x10 = ADD $x10, $x13
    $x10 = ADD $x10, $x14
    $x10 = ADD $x10, $x15
    $x10 = ADD $x10, $x16
    $x10 = ADD $x10, $x17
    $x10 = ADD $x10, $x28
    $x10 = ADD $x10, $x29
    $x10 = ADD $x10, $x30
    $x10 = ADD $x10, $x31
    PseudoRET implicit $x10
...
"#;

/// LLVM's RegScavenger for RISC-V: with no free scratch register, one
/// (live, not named by the instruction) is saved in the emergency slot
/// next to sp around the access, and the checker proves the result.
#[test]
fn a_large_offset_with_every_register_live_borrows_one() {
    let t = rv64();
    let file = read_with(CROWDED, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut lowered = file.clone();
    let stats = lower_file(&mut lowered, &t).unwrap_or_else(|e| panic!("{}", e[0]));
    let out = print_file(&lowered, &t);
    assert_eq!(stats[0].large_offsets, 1, "{out}");
    // The emergency slot (8 bytes, id 1) was added, next to sp (below
    // buf, at sp + 8: the frame is rounded up to 16 bytes).
    let e = lowered.functions[0]
        .stack_object(1)
        .expect("the emergency slot");
    assert_eq!(e.size, 8);
    assert_eq!(stats[0].stack_size as i64 + e.offset, 8, "{out}");
    // x11 is the first register of the GPR order that is live and not
    // named by the SD.
    let body = out[out.find("body:").unwrap_or(0)..].to_string();
    let want = [
        "SD killed $x11, $x2, 8",
        "$x11 = LUI 1",
        "$x11 = ADD killed $x11, $x2",
        "SD $x10, killed $x11,",
        "$x11 = LD $x2, 8",
        "PseudoRET",
    ];
    assert_in_order(&body, &want);
    // The address is right: sp + 4096 + lo = the CFA offset of buf + 4000.
    let buf = lowered.functions[0].stack_object(0).expect("buf");
    let lo: i64 = body
        .lines()
        .find_map(|l| l.trim().strip_prefix("SD $x10, killed $x11, "))
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the low part");
    assert_eq!(4096 + lo, stats[0].stack_size as i64 + buf.offset + 4000);
    // The checker proves it: x11 keeps its value, sp is restored.
    let proof = crate::check::check(&file.functions[0], &lowered.functions[0], &t)
        .unwrap_or_else(|e| panic!("{}\n{out}", e[0]));
    assert_eq!(proof.callee_saved_returns, Some(1));
}

/// Without the emergency slot the same access is an error, and it points
/// at an instruction of the input: the access itself, or, for code a pass
/// made (no position, like the fast allocator's spill code), the input
/// instruction it serves (was: 0:0, then the function's `name:` line).
#[test]
fn a_frame_error_points_at_the_instruction() {
    let t = rv64();
    let ops = t.frame_ops.clone().expect("frame ops");
    let file = read_with(CROWDED, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let access_line = CROWDED
        .lines()
        .position(|l| l.contains("SD $x10"))
        .expect("the SD") as u32
        + 1;
    let next_line = access_line + 1;
    let mut f = file.functions[0].clone();
    let addr = eliminate::Addressing {
        sp: t.stack_pointer,
        stack_size: 8208,
        csr_slots: &[],
        csr_base: 8208,
        fp: None,
        realigned: None,
    };
    let e = eliminate::eliminate_frame_indices(&mut f, &t, &ops, &addr, None)
        .expect_err("no register is free and there is no emergency slot");
    assert!(e.message.contains("none is free"), "{e}");
    assert_eq!((e.loc.line, e.loc.col), (access_line, 5), "{e}");
    // The same access made by a pass: the next input instruction.
    let mut f = file.functions[0].clone();
    let sd = f.blocks[0]
        .insts
        .iter()
        .position(|i| i.opcode == "SD")
        .expect("the SD");
    f.blocks[0].insts[sd].loc = Default::default();
    let e = eliminate::eliminate_frame_indices(&mut f, &t, &ops, &addr, None)
        .expect_err("still no register");
    assert_eq!((e.loc.line, e.loc.col), (next_line, 5), "{e}");
}

/// The instruction's own destination serves as scratch when no other
/// register is free (LLVM's scavenger finds it free too; brotli's
/// `BrotliCompressFragmentTwoPassImpl8` with the fast allocator: "offset
/// 4096 needs a scratch register and none is free here"): no register is
/// borrowed, even without an emergency slot, and the checker proves it.
#[test]
fn a_large_frame_address_is_built_in_its_own_destination() {
    let t = rv64();
    let ops = t.frame_ops.clone().expect("frame ops");
    let text = CROWDED.replace(
        "    SD $x10, %stack.0.buf, 4000 :: (store (s64) into %ir.buf)\n",
        "    SD $x10, $x2, 0\n    $x10 = ADDI %stack.0.buf, 4000\n",
    );
    assert_ne!(text, CROWDED);
    let file = read_with(&text, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    // Without an emergency slot: x10 is the only register free.
    let mut f = file.functions[0].clone();
    let addr = eliminate::Addressing {
        sp: t.stack_pointer,
        stack_size: 8208,
        csr_slots: &[],
        csr_base: 8208,
        fp: None,
        realigned: None,
    };
    let (n, large) = eliminate::eliminate_frame_indices(&mut f, &t, &ops, &addr, None)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((n, large), (1, 1));
    // Through the whole frame lowering: no borrowed register.
    let mut lowered = file.clone();
    let stats = lower_file(&mut lowered, &t).unwrap_or_else(|e| panic!("{}", e[0]));
    let out = print_file(&lowered, &t);
    assert_eq!(stats[0].large_offsets, 1, "{out}");
    let body = out[out.find("body:").unwrap_or(0)..].to_string();
    let want = [
        "$x10 = LUI 1",
        "$x10 = ADD killed $x10, $x2",
        "$x10 = ADDI killed $x10, ",
        "$x10 = ADD $x10, $x5",
    ];
    assert_in_order(&body, &want);
    assert!(
        !body.contains("SD killed $x11"),
        "a register was borrowed:\n{body}"
    );
    let proof = crate::check::check(&file.functions[0], &lowered.functions[0], &t)
        .unwrap_or_else(|e| panic!("{}\n{out}", e[0]));
    assert_eq!(proof.callee_saved_returns, Some(1));
}

/// Objects with a `local-offset:` (LLVM's LocalStackSlotAllocation; zlib's
/// infcover.c on AArch64) form one block: each at the block's top + its
/// local offset, so that `%stack.2`'s address + 40 is `%stack.0`, as the
/// code assumes; the others (a spill slot) after it. The checker refuses
/// a layout that does not keep the local offsets' differences.
#[test]
fn objects_with_local_offsets_are_laid_out_as_one_block() {
    let t = rv64();
    let text = r#"---
name: block
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 16
stack:
  - { id: 0, type: default, offset: 0, size: 4, alignment: 4, local-offset: -8 }
  - { id: 1, type: spill-slot, offset: 0, size: 8, alignment: 8 }
  - { id: 2, type: default, offset: 0, size: 32, alignment: 16, local-offset: -48 }
body: |
  bb.0:
    liveins: $x10
    SD $x10, %stack.1, 0 :: (store (s64) into %stack.1)
    $x11 = ADDI %stack.2, 0
    SW $x10, killed $x11, 40 :: (store (s32))
    $x10 = LW %stack.0, 0 :: (load (s32))
    PseudoRET implicit $x10
...
"#;
    let file = read_with(text, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut lowered = file.clone();
    lower_file(&mut lowered, &t).unwrap_or_else(|e| panic!("{}", e[0]));
    let f = &lowered.functions[0];
    let at = |id| f.stack_object(id).expect("object").offset;
    // Object 0 is 40 bytes above object 2, as their local offsets say
    // (placed one by one, it was right below the top, 44 bytes above);
    // the block (top 16-aligned) comes first, the spill slot below it.
    assert_eq!(at(0) - at(2), -8 - -48, "{:?}", f.stack);
    assert_eq!(at(0), -8);
    assert_eq!(at(1), -56);
    crate::check::check(&file.functions[0], f, &t).unwrap_or_else(|e| panic!("{}", e[0]));
    // The same code with the objects placed one by one: refused.
    let mut moved = f.clone();
    for o in &mut moved.stack {
        if o.id == 0 {
            o.offset = -4;
        }
    }
    let e =
        crate::check::check(&file.functions[0], &moved, &t).expect_err("the local block is broken");
    assert!(e[0].message.contains("local offsets"), "{}", e[0]);
    // Local offsets that overlap are refused with a clear error.
    let bad = text.replace("local-offset: -8 }", "local-offset: -20 }");
    let mut file = read_with(&bad, "t.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let e = lower_file(&mut file, &t).expect_err("overlapping local offsets");
    assert!(e[0].message.contains("overlap"), "{}", e[0]);
}

/// Each line of `want` is in `body`, in this order.
fn assert_in_order(body: &str, want: &[&str]) {
    let mut at = 0;
    for w in want {
        let Some(k) = body[at..].find(w) else {
            panic!("missing `{w}` (in this order) in:\n{body}");
        };
        at += k + w.len();
    }
}
