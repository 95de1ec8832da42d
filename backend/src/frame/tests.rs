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
