//! Unit tests of the checker's small parts (the whole checker is tested on
//! real LLVM output in `backend/tests/check.rs`).

use std::collections::BTreeMap;
use std::rc::Rc;

use super::matching::{parse_form, FormItem, FormKind};
use super::state::{sorted, Base, Slot, State, Value};
use super::*;

#[test]
fn forms_come_from_the_typed_target_forms() {
    use crate::target::form::{FormDesc, FormOperand as O};
    let t = crate::target::Target::riscv(&["64bit", "m", "a", "f", "d", "c"], Some("lp64d"));
    let form = |defs, operands: &'static [O]| FormDesc {
        text: "",
        defs,
        operands,
    };
    let f = parse_form(FormKind::Load, 8, "LD", &form(1, &[O::Dst, O::Slot]), &t).unwrap();
    assert!(f.has_dst);
    assert_eq!(f.items, [FormItem::Slot, FormItem::Imm(0)]);
    let f = parse_form(FormKind::Store, 8, "SD", &form(0, &[O::Src, O::Slot]), &t).unwrap();
    assert!(!f.has_dst);
    assert_eq!(f.items, [FormItem::Src, FormItem::Slot, FormItem::Imm(0)]);
    // A fixed register (`$dst = OP $x0, $src`) is matched as that register.
    let f = parse_form(
        FormKind::Copy,
        8,
        "ADD",
        &form(1, &[O::Dst, O::Reg(0), O::Src]),
        &t,
    );
    assert_eq!(
        f.unwrap().items,
        [FormItem::Fixed(Some(PReg(0))), FormItem::Src]
    );
    // A def that is not `$dst` is not a form the checker matches.
    assert!(parse_form(FormKind::Copy, 0, "X", &form(1, &[O::Reg(0), O::Src]), &t).is_none());
}

#[test]
fn meet_is_intersection() {
    let p = PReg(1);
    let mut a = State {
        units: vec![Rc::new(sorted(vec![(Value::V(1), p), (Value::V(2), p)]))],
        slots: Rc::new(BTreeMap::from([(
            Slot::Sp(Base::Entry, -8, 8),
            vec![Value::V(3)],
        )])),
        sp: Some((Base::Entry, 0)),
        realign: None,
        aliases: vec![(Value::V(4), Value::V(1)), (Value::V(5), Value::V(2))],
        derived: Vec::new(),
        undef: Vec::new(),
        ..State::empty(1)
    };
    let b = State {
        units: vec![Rc::new(vec![(Value::V(2), p)])],
        slots: Rc::new(BTreeMap::new()),
        sp: Some((Base::Entry, -16)),
        realign: None,
        aliases: vec![(Value::V(5), Value::V(2))],
        derived: Vec::new(),
        undef: Vec::new(),
        ..State::empty(1)
    };
    assert!(a.meet(&b, |_, _| false));
    assert_eq!(*a.units[0], [(Value::V(2), p)]);
    assert_eq!(a.aliases, [(Value::V(5), Value::V(2))]);
    assert!(a.slots.is_empty());
    assert_eq!(a.sp, None);
    assert!(!a.meet(&b.clone(), |_, _| false) || a.sp.is_none());
}

/// A value undefined on one side of a join (`%7 = IMPLICIT_DEF`) keeps the
/// other side's locations: any bits are a correct value for it there.
#[test]
fn meet_keeps_locations_of_a_value_undefined_on_the_other_side() {
    let p = PReg(1);
    let mut a = State {
        units: vec![Rc::new(vec![(Value::V(7), p)])],
        slots: Rc::new(BTreeMap::from([(
            Slot::Sp(Base::Entry, -8, 8),
            vec![Value::V(7)],
        )])),
        sp: Some((Base::Entry, 0)),
        realign: None,
        aliases: Vec::new(),
        derived: Vec::new(),
        undef: Vec::new(),
        ..State::empty(1)
    };
    let b = State {
        units: vec![Rc::new(Vec::new())],
        slots: Rc::new(BTreeMap::new()),
        sp: Some((Base::Entry, 0)),
        realign: None,
        aliases: Vec::new(),
        derived: Vec::new(),
        undef: vec![Value::V(7)],
        ..State::empty(1)
    };
    let before = a.clone();
    assert!(!a.meet(&b, |_, _| false));
    assert_eq!(a, before);
    // The other order: the undefined side takes the defined side's facts.
    let mut c = b.clone();
    assert!(c.meet(&before, |_, _| false));
    assert_eq!(c, before);
    // Undefined on neither side: plain intersection.
    let mut d = before.clone();
    assert!(d.meet(
        &State {
            undef: Vec::new(),
            ..b
        },
        |_, _| false
    ));
    assert!(d.units[0].is_empty() && d.slots.is_empty());
}

#[test]
fn kill_drops_aliases_of_the_killed_value() {
    let mut st = State {
        units: vec![Rc::new(vec![(Value::V(1), PReg(1))])],
        slots: Rc::new(BTreeMap::new()),
        sp: Some((Base::Entry, 0)),
        realign: None,
        aliases: vec![(Value::V(4), Value::V(1)), (Value::V(5), Value::V(2))],
        derived: Vec::new(),
        undef: Vec::new(),
        ..State::empty(1)
    };
    assert!(st.same_value(Value::V(4), Value::V(1)));
    assert!(!st.same_value(Value::V(1), Value::V(4)));
    st.kill(|v| *v == Value::V(1));
    assert!(!st.same_value(Value::V(4), Value::V(1)));
    assert!(st.same_value(Value::V(5), Value::V(2)));
}

/// `%0 = ADDI %stack.0.buf, 12` computes an address; it accesses no
/// memory. After frame lowering it is `$x9 = ADDI $x2, 20`, four bytes
/// below the save slot of `$x9` (sp + 24): taken as an 8-byte access, it
/// erased what the checker knew of that slot, and the restore before the
/// return was reported as "does not hold its entry value".
#[test]
fn a_frame_address_computation_is_not_a_memory_access() {
    use crate::mir::parse::read_with;
    let t = Target::riscv(&["64bit", "m", "a", "f", "d", "c"], Some("lp64d"));
    let head = r#"---
name: f
tracksRegLiveness: true
frameInfo:
  maxAlignment: 8
stack:
  - { id: 0, name: buf, type: default, offset: 0, size: 16, alignment: 8 }
body: |
  bb.0:
"#;
    // `%0` has two definitions, so the first is not rematerialisable: it is
    // matched, not explained as a remat.
    let pre = format!(
        "{head}    %0:gpr = ADDI %stack.0.buf, 12\n    %0:gpr = ADDI %0, 1\n    \
         $x10 = COPY %0\n    PseudoRET implicit $x10\n...\n"
    );
    let post = format!(
        "{head}    renamable $x9 = ADDI %stack.0.buf, 12\n    renamable $x9 = ADDI $x9, 1\n    \
         $x10 = COPY killed $x9\n    PseudoRET implicit $x10\n...\n"
    );
    let pre = read_with(&pre, "pre.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let mut post = read_with(&post, "post.mir", &t).unwrap_or_else(|e| panic!("{}", e.render()));
    let f = &mut post.functions[0];
    crate::frame::lower_frame(f, &t).unwrap_or_else(|e| panic!("{e}"));
    let text = crate::mir::print::print_file(&post, &t);
    assert!(text.contains("$x9 = ADDI $x2, 20"), "{text}");
    assert!(text.contains("SD killed $x9, $x2, 24"), "{text}");
    let stats = check(&pre.functions[0], &post.functions[0], &t)
        .unwrap_or_else(|e| panic!("{}\n{text}", e[0]));
    assert_eq!(stats.callee_saved_returns, Some(1));
}
