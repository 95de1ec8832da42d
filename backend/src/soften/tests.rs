//! Unit tests of softening on small hand-written functions (end to end
//! with llc, qemu and the checker: `backend/tests/soften.rs`).

use super::*;
use crate::frame::{finalize_frame, insert_csr_saves};
use crate::mir::parse::read_with;
use crate::mir::print::print_file;

fn rv64(features: &[&str]) -> Target {
    Target::riscv(features, Some("lp64d"))
}

const FULL_FEATURES: [&str; 6] = ["64bit", "m", "a", "f", "d", "c"];

/// Runs insert_csr_saves → soften → finalize_frame; stats and printed MIR.
fn run(text: &str, t: &Target, mode: SoftenMode) -> (SoftenStats, u64, String) {
    let mut file = read_with(text, "t.mir", t).unwrap_or_else(|e| panic!("{}", e.render()));
    let f = &mut file.functions[0];
    let mut plan = insert_csr_saves(f, t).expect("csr saves");
    let s = soften(f, t, &mut plan, &SoftenOptions { mode });
    let fs = finalize_frame(f, t, &plan).expect("finalize");
    (s, fs.stack_size, print_file(&file, t))
}

/// Two slots with disjoint live ranges, in a leaf function that writes
/// the callee-saved $x9.
const TWO_SLOTS: &str = r#"---
name: two
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 8
stack:
  - { id: 0, type: spill-slot, offset: 0, size: 8, alignment: 8 }
  - { id: 1, type: spill-slot, offset: 0, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $x10
    SD $x10, %stack.0, 0 :: (store (s64) into %stack.0)
    $x9 = LD %stack.0, 0 :: (load (s64) from %stack.0)
    SD $x9, %stack.1, 0 :: (store (s64) into %stack.1)
    $x10 = LD %stack.1, 0 :: (load (s64) from %stack.1)
    PseudoRET implicit $x10
...
"#;

#[test]
fn leaf_only_gives_each_slot_its_own_untouched_fpr() {
    let t = rv64(&FULL_FEATURES);
    let (s, size, out) = run(TWO_SLOTS, &t, SoftenMode::LeafOnly);
    assert_eq!((s.spill_slots, s.spill_slots_softened), (2, 2), "{out}");
    assert_eq!((s.csr_saves, s.csr_saves_softened), (1, 1), "{out}");
    assert_eq!(s.hosts.len(), 3, "{out}");
    assert_eq!(size, 0, "{out}");
    for line in [
        "$f0_d = FMV_D_X killed $x9",
        "frame-setup CFI_INSTRUCTION register $x9, $f0_d",
        "$x9 = FMV_X_D $f0_d",
        "= FMV_D_X $x10",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
    assert!(!out.contains("%stack."), "{out}");
}

#[test]
fn full_mode_shares_one_fpr_between_disjoint_slots() {
    let t = rv64(&FULL_FEATURES);
    let (s, size, out) = run(TWO_SLOTS, &t, SoftenMode::Full);
    assert_eq!(s.spill_slots_softened + s.csr_saves_softened, 3, "{out}");
    // The CSR save lives over the whole function; the two spill slots do
    // not overlap and share the other host.
    assert_eq!(s.hosts.len(), 2, "{out}");
    assert_eq!(size, 0, "{out}");
}

#[test]
fn off_changes_nothing() {
    let t = rv64(&FULL_FEATURES);
    let (s, size, out) = run(TWO_SLOTS, &t, SoftenMode::Off);
    assert_eq!(s.spill_slots_softened + s.csr_saves_softened, 0);
    assert_eq!(size, 32, "{out}");
    assert!(!out.contains("FMV"), "{out}");
}

#[test]
fn without_d_rv64_does_not_soften_64_bit_slots() {
    // RV64 with F only: FMV_W_X carries 32 bits, a GPR slot holds 64.
    let t = rv64(&["64bit", "m", "a", "f", "c"]);
    for mode in [SoftenMode::LeafOnly, SoftenMode::Full] {
        let (s, _, out) = run(TWO_SLOTS, &t, mode);
        assert_eq!(s.spill_slots_softened + s.csr_saves_softened, 0, "{out}");
        assert!(!out.contains("FMV"), "{out}");
    }
}

#[test]
fn a_slot_whose_address_is_taken_is_left() {
    let t = rv64(&FULL_FEATURES);
    let text = TWO_SLOTS.replace(
        "    PseudoRET implicit $x10",
        "    $x11 = ADDI %stack.1, 0\n    PseudoRET implicit $x10",
    );
    let (s, _, out) = run(&text, &t, SoftenMode::Full);
    assert_eq!(s.spill_slots_softened, 1, "{out}");
    assert!(out.contains("SD $x9, $x2"), "{out}");
}

/// A slot live across a call, stored and reloaded once.
const ACROSS_CALL: &str = r#"---
name: across
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 8
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, offset: 0, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $x10
    SD $x10, %stack.0, 0 :: (store (s64) into %stack.0)
    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2
    PseudoCALL target-flags(riscv-call) @f, csr_ilp32d_lp64d, implicit-def dead $x1, implicit-def $x2
    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2
    $x10 = LD %stack.0, 0 :: (load (s64) from %stack.0)
    PseudoRET implicit $x10
...
"#;

#[test]
fn a_slot_across_a_call_needs_a_preserved_host_worth_saving() {
    let t = rv64(&FULL_FEATURES);
    // Leaf-only: the function calls.
    let (s, _, _) = run(ACROSS_CALL, &t, SoftenMode::LeafOnly);
    assert_eq!(s.spill_slots_softened, 0);
    // Full: every caller-saved FPR is clobbered by the call; a callee-saved
    // one would need its own save (2 stack accesses) to spare 2: left.
    let (s, _, out) = run(ACROSS_CALL, &t, SoftenMode::Full);
    assert_eq!(s.spill_slots_softened, 0, "{out}");
    assert_eq!(s.host_saves_added, 0, "{out}");
}

/// The same, but the slot is reloaded in a loop after the call.
const ACROSS_CALL_LOOP: &str = r#"---
name: hot
tracksRegLiveness: true
liveins:
  - { reg: '$x10', virtual-reg: '' }
frameInfo:
  maxAlignment: 8
  adjustsStack: true
  hasCalls: true
stack:
  - { id: 0, type: spill-slot, offset: 0, size: 8, alignment: 8 }
body: |
  bb.0:
    successors: %bb.1
    liveins: $x10
    SD $x10, %stack.0, 0 :: (store (s64) into %stack.0)
    ADJCALLSTACKDOWN 0, 0, implicit-def dead $x2, implicit $x2
    PseudoCALL target-flags(riscv-call) @f, csr_ilp32d_lp64d, implicit-def dead $x1, implicit-def $x2
    ADJCALLSTACKUP 0, 0, implicit-def dead $x2, implicit $x2
    $x11 = ADDI $x0, 0
  bb.1:
    successors: %bb.1(0x7c000000), %bb.2(0x04000000)
    liveins: $x11
    $x10 = LD %stack.0, 0 :: (load (s64) from %stack.0)
    $x11 = ADD $x11, $x10
    BNE $x11, $x0, %bb.1
  bb.2:
    liveins: $x11
    $x10 = ADDI $x11, 0
    PseudoRET implicit $x10
...
"#;

#[test]
fn a_hot_slot_across_a_call_gets_a_saved_callee_saved_fpr() {
    let t = rv64(&FULL_FEATURES);
    let (s, _, out) = run(ACROSS_CALL_LOOP, &t, SoftenMode::Full);
    assert_eq!(s.spill_slots_softened, 1, "{out}");
    assert_eq!(s.host_saves_added, 1, "{out}");
    let h = t.mir_name(s.hosts[0]);
    assert!(
        t.reg_mask(t.abi_callee_saved.expect("abi"))
            .preserves(s.hosts[0]),
        "{h} is not callee-saved"
    );
    assert!(out.contains(&format!("FSD ${h}, $x2")), "{out}");
    assert!(out.contains(&format!("${h} = FLD $x2")), "{out}");
    assert!(out.contains(&format!("$x10 = FMV_X_D ${h}")), "{out}");
}

/// The cost model is the `.td`'s: a GPR class whose StoreCost and LoadCost
/// are below the move's cost (50) is not softened, in either mode.
#[test]
fn spill_costs_come_from_the_description() {
    let mut desc = tables::riscv::DESC;
    let infos: Vec<_> = desc
        .spill_infos
        .iter()
        .map(|s| {
            let mut s = *s;
            if s.name == "GPRSpill" {
                s.store_cost = 40;
                s.load_cost = 40;
            }
            s
        })
        .collect();
    desc.spill_infos = Box::leak(infos.into_boxed_slice());
    let desc: &'static target_desc::TargetDesc = Box::leak(Box::new(desc));
    let t = Target::bind(desc, &FULL_FEATURES, Some("lp64d"));
    for mode in [SoftenMode::LeafOnly, SoftenMode::Full] {
        let (s, _, out) = run(TWO_SLOTS, &t, mode);
        assert_eq!(s.spill_slots_softened, 0, "{mode:?}: {out}");
        assert!(!out.contains("FMV_D_X"), "{mode:?}: {out}");
    }
    // The same function with the default costs (100) is softened.
    let (s, _, _) = run(TWO_SLOTS, &rv64(&FULL_FEATURES), SoftenMode::Full);
    assert_eq!(s.spill_slots_softened, 2);
}
