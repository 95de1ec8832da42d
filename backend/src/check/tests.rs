//! Unit tests of the checker's small parts (the whole checker is tested on
//! real LLVM output in `backend/tests/check.rs`).

use super::*;

#[test]
fn forms_parse_from_target_text() {
    let f = parse_form(FormKind::Load, 8, "LD", "$dst = OP $slot, 0").unwrap();
    assert!(f.has_dst);
    assert_eq!(f.items, [FormItem::Slot, FormItem::Imm(0)]);
    let f = parse_form(FormKind::Store, 8, "SD", "OP $src, $slot, 0").unwrap();
    assert!(!f.has_dst);
    assert_eq!(f.items, [FormItem::Src, FormItem::Slot, FormItem::Imm(0)]);
    assert!(parse_form(FormKind::Copy, 0, "X", "$dst = OP $what").is_none());
}

#[test]
fn meet_is_intersection() {
    let p = PReg(1);
    let mut a = State {
        units: vec![sorted(vec![(Value::V(1), p), (Value::V(2), p)])],
        slots: BTreeMap::from([(Slot::Sp(-8, 8), vec![Value::V(3)])]),
        sp: Some(0),
        aliases: vec![(Value::V(4), Value::V(1)), (Value::V(5), Value::V(2))],
        derived: Vec::new(),
    };
    let b = State {
        units: vec![vec![(Value::V(2), p)]],
        slots: BTreeMap::new(),
        sp: Some(-16),
        aliases: vec![(Value::V(5), Value::V(2))],
        derived: Vec::new(),
    };
    assert!(a.meet(&b));
    assert_eq!(a.units[0], [(Value::V(2), p)]);
    assert_eq!(a.aliases, [(Value::V(5), Value::V(2))]);
    assert!(a.slots.is_empty());
    assert_eq!(a.sp, None);
    assert!(!a.meet(&b.clone()) || a.sp.is_none());
}

#[test]
fn kill_drops_aliases_of_the_killed_value() {
    let mut st = State {
        units: vec![vec![(Value::V(1), PReg(1))]],
        slots: BTreeMap::new(),
        sp: Some(0),
        aliases: vec![(Value::V(4), Value::V(1)), (Value::V(5), Value::V(2))],
        derived: Vec::new(),
    };
    assert!(st.same_value(Value::V(4), Value::V(1)));
    assert!(!st.same_value(Value::V(1), Value::V(4)));
    st.kill(|v| *v == Value::V(1));
    assert!(!st.same_value(Value::V(4), Value::V(1)));
    assert!(st.same_value(Value::V(5), Value::V(2)));
}
