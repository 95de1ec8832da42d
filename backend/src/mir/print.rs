//! The MIR writer: a [`MirFile`] to LLVM 14 MIR text, in the layout llc's
//! own MIR printer uses (padded keys, flow mappings wrapped after column
//! 70, body as a `|` block scalar with instructions indented by four).
//!
//! Invariants: the output is a function of the model only (deterministic);
//! reading it back with the same target gives an equal model, so printing
//! is idempotent (`print(read(print(x))) == print(x)`). Top-level keys are
//! written in LLVM's order; keys the model keeps verbatim are written as
//! they were read.

use super::*;
use crate::target::Target;
use std::fmt::Write;

/// LLVM's order of a machine function's top-level keys
/// (`MachineFunction` YAML mapping in LLVM 14's MIRYamlMapping.h).
const KEY_ORDER: &[&str] = &[
    "name",
    "alignment",
    "exposesReturnsTwice",
    "legalized",
    "regBankSelected",
    "selected",
    "failedISel",
    "tracksRegLiveness",
    "hasWinCFI",
    "failsVerification",
    "tracksDebugUserValues",
    "registers",
    "liveins",
    "frameInfo",
    "fixedStack",
    "stack",
    "callSites",
    "debugValueSubstitutions",
    "constants",
    "machineFunctionInfo",
    "body",
];

/// Flow mappings are wrapped once a line passes this column (LLVM's
/// `yaml::Output` wrap column).
const WRAP_COLUMN: usize = 70;

/// Prints a whole file.
pub fn print_file(file: &MirFile, target: &Target) -> String {
    let mut out = String::new();
    if let Some(ir) = &file.ir_module {
        out.push_str("--- |\n");
        // Trailing blank lines do not survive the block scalar's clip
        // chomping when the file is read again: printing them would make
        // printing depend on how often the text was printed.
        // An empty module prints no line at all: a block scalar of
        // only indented blank lines does not read back (yaml-rust2).
        let ir = ir.trim_end();
        if !ir.is_empty() {
            block_lines(&mut out, ir, "  ");
        }
        out.push_str("\n...\n");
    }
    for f in &file.functions {
        print_function(&mut out, f, target);
    }
    out
}

/// Writes the lines of a block scalar's value, each indented by `indent`.
fn block_lines(out: &mut String, text: &str, indent: &str) {
    let text = text.strip_suffix('\n').unwrap_or(text);
    for l in text.split('\n') {
        out.push_str(indent);
        out.push_str(l);
        out.push('\n');
    }
}

/// `key:` padded to LLVM's value column (16 + 1).
fn key(out: &mut String, indent: &str, k: &str) {
    out.push_str(indent);
    out.push_str(k);
    out.push(':');
    let pad = 16usize.saturating_sub(k.len()).max(1);
    out.extend(std::iter::repeat_n(' ', pad));
}

/// A quoted YAML scalar: single-quoted like LLVM, or double-quoted with
/// escapes when `s` has a line break or another control character (a
/// single-quoted scalar folds line breaks: it would read back different).
fn quoted(s: &str) -> String {
    if s.chars().any(|c| (c as u32) < 0x20 || c as u32 == 0x7f) {
        return double_quoted(s);
    }
    format!("'{}'", s.replace('\'', "''"))
}

/// `s` as a YAML scalar that reads back as `s`: plain when it is made of
/// characters no YAML construct starts with or contains (LLVM's function
/// names, `_Z3fooi`, `foo.bar`), otherwise double-quoted with escapes (a
/// name with a line break, a colon or a leading quote).
fn scalar(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-'))
        && !s.starts_with('-');
    if plain {
        return s.to_string();
    }
    double_quoted(s)
}

/// `s` as a double-quoted YAML scalar with escapes.
fn double_quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes `- { k: v, ... }` sequence entries, wrapping like LLVM.
fn flow_entry(out: &mut String, fields: &[(&str, String)]) {
    let mut line = String::from("  - { ");
    let flow_start = 4;
    for (i, (k, v)) in fields.iter().enumerate() {
        if i > 0 {
            line.push_str(", ");
        }
        if line.len() > WRAP_COLUMN {
            out.push_str(&line);
            out.push('\n');
            line = " ".repeat(flow_start + 2);
        }
        // An unmodelled key kept from the input may need quoting (a key
        // with a line break would read back folded).
        line.push_str(&scalar(k));
        line.push_str(": ");
        line.push_str(v);
    }
    line.push_str(" }");
    out.push_str(&line);
    out.push('\n');
}

fn reg_text(r: Reg, t: &Target) -> String {
    match r {
        Reg::Virt(v) => format!("%{}", v.0),
        Reg::Phys(p) => format!("${}", t.mir_name(p)),
        Reg::NoReg => "$noreg".to_string(),
    }
}

/// Prints one machine function document (`---` ... `...`).
pub fn print_function(out: &mut String, f: &Function, t: &Target) {
    out.push_str("---\n");
    let mut done_other = vec![false; f.other_keys.len()];
    for k in KEY_ORDER {
        if *k == "body" {
            // Keys LLVM does not know come before the body, in file order.
            for (i, (ok, ov)) in f.other_keys.iter().enumerate() {
                if !done_other[i] {
                    other_key(out, ok, ov);
                }
            }
            break;
        }
        match *k {
            "name" => {
                key(out, "", "name");
                out.push_str(&scalar(&f.name));
                out.push('\n');
            }
            "tracksRegLiveness" => {
                key(out, "", k);
                out.push_str(if f.tracks_reg_liveness {
                    "true"
                } else {
                    "false"
                });
                out.push('\n');
            }
            "registers" => registers(out, f, t),
            "liveins" => fn_liveins(out, f, t),
            "frameInfo" => frame_info(out, &f.frame),
            "fixedStack" => stack_objects(out, "fixedStack", &f.fixed_stack, true, t),
            "stack" => stack_objects(out, "stack", &f.stack, false, t),
            _ => {
                for (i, (ok, ov)) in f.other_keys.iter().enumerate() {
                    if ok == k && !done_other[i] {
                        done_other[i] = true;
                        other_key(out, ok, ov);
                    }
                }
            }
        }
    }
    key(out, "", "body");
    out.push_str(" |\n");
    let mut body = String::new();
    print_body(&mut body, f, t);
    block_lines(out, &body, "  ");
    out.push_str("\n...\n");
}

/// An unmodelled key, printed back as read: a block value (starting on the
/// next line) or a value that starts on the key's line and continues below
/// it (the reader kept its column as leading blanks) follows `key:` as is;
/// a one-line value is aligned like LLVM's.
fn other_key(out: &mut String, k: &str, v: &str) {
    if v.starts_with('\n') || v.is_empty() || (v.starts_with(' ') && v.contains('\n')) {
        out.push_str(k);
        out.push(':');
    } else {
        key(out, "", k);
    }
    out.push_str(v);
    out.push('\n');
}

fn registers(out: &mut String, f: &Function, t: &Target) {
    let listed: Vec<(usize, &VRegInfo)> = f
        .vregs
        .iter()
        .enumerate()
        .filter(|(_, v)| v.declared || v.class.is_some())
        .collect();
    if listed.is_empty() {
        key(out, "", "registers");
        out.push_str("[]\n");
        return;
    }
    out.push_str("registers:\n");
    for (id, v) in listed {
        // A bank-only entry (`class: gpr`, GlobalISel) is written back as
        // read.
        let class = v.class.map_or_else(
            || v.bank.unwrap_or("_").to_string(),
            |c| t.class(c).mir_name.clone(),
        );
        let pref = v.preferred.map_or(String::new(), |r| reg_text(r, t));
        flow_entry(
            out,
            &[
                ("id", id.to_string()),
                ("class", class),
                ("preferred-register", quoted(&pref)),
            ],
        );
    }
}

fn fn_liveins(out: &mut String, f: &Function, t: &Target) {
    if f.liveins.is_empty() {
        key(out, "", "liveins");
        out.push_str("[]\n");
        return;
    }
    out.push_str("liveins:\n");
    for l in &f.liveins {
        let v = l.vreg.map_or(String::new(), |v| format!("%{}", v.0));
        flow_entry(
            out,
            &[
                ("reg", quoted(&format!("${}", t.mir_name(l.reg)))),
                ("virtual-reg", quoted(&v)),
            ],
        );
    }
}

fn frame_info(out: &mut String, fi: &FrameInfo) {
    let typed: [(&str, String, bool); 5] = [
        ("stackSize", fi.stack_size.to_string(), fi.stack_size != 0),
        (
            "maxAlignment",
            fi.max_alignment.to_string(),
            fi.max_alignment != 0,
        ),
        (
            "adjustsStack",
            fi.adjusts_stack.to_string(),
            fi.adjusts_stack,
        ),
        ("hasCalls", fi.has_calls.to_string(), fi.has_calls),
        (
            "maxCallFrameSize",
            fi.max_call_frame_size.to_string(),
            fi.max_call_frame_size != u64::from(u32::MAX),
        ),
    ];
    let mut lines: Vec<(String, String)> = Vec::new();
    for (k, v) in &fi.fields {
        let v = typed
            .iter()
            .find(|(tk, _, _)| tk == k)
            .map_or(v.clone(), |(_, tv, _)| tv.clone());
        lines.push((k.clone(), v));
    }
    for (k, v, non_default) in &typed {
        if *non_default && !fi.fields.iter().any(|(fk, _)| fk == k) {
            lines.push((k.to_string(), v.clone()));
        }
    }
    if lines.is_empty() {
        key(out, "", "frameInfo");
        out.push_str("{}\n");
        return;
    }
    out.push_str("frameInfo:\n");
    for (k, v) in lines {
        key(out, "  ", &scalar(&k));
        out.push_str(&v);
        out.push('\n');
    }
}

fn stack_objects(out: &mut String, name: &str, objs: &[StackObject], fixed: bool, t: &Target) {
    if objs.is_empty() {
        key(out, "", name);
        out.push_str("[]\n");
        return;
    }
    out.push_str(name);
    out.push_str(":\n");
    for o in objs {
        let mut fields: Vec<(&str, String)> = vec![("id", o.id.to_string())];
        if !fixed {
            fields.push(("name", quoted(&o.name)));
        }
        let kind = match o.kind {
            StackObjectKind::Default => "default",
            StackObjectKind::SpillSlot => "spill-slot",
            StackObjectKind::VariableSized => "variable-sized",
        };
        fields.push(("type", kind.to_string()));
        fields.push(("offset", o.offset.to_string()));
        // LLVM's YAML mapping has no `size` for a variable-sized object
        // (llc rejects the key there).
        if o.kind != StackObjectKind::VariableSized {
            fields.push(("size", o.size.to_string()));
        }
        fields.push(("alignment", o.alignment.to_string()));
        let csr = quoted(
            &o.callee_saved_register
                .map_or(String::new(), |r| format!("${}", t.mir_name(r))),
        );
        let mut csr_done = false;
        for (k, v) in &o.other {
            if k == "callee-saved-restored" && !csr_done {
                fields.push(("callee-saved-register", csr.clone()));
                csr_done = true;
            }
            if k.starts_with("debug-info-") {
                fields.push((k.as_str(), first_metadata_node(v)));
            } else {
                fields.push((k.as_str(), v.clone()));
            }
        }
        if !csr_done {
            fields.push(("callee-saved-register", csr));
        }
        flow_entry(out, &fields);
    }
}

/// The first metadata node of a stack object's `debug-info-*` value.
///
/// llc 14 writes a slot that stack coloring gave to two variables with
/// their nodes run together (`'!710!716'`, `'!DIExpression()!DIExpression()'`)
/// and then cannot read its own output ("expected end of string after the
/// metadata node"). Debug information of a slot has no effect on code:
/// the first variable is kept (any one is as true as the other for part
/// of the function), so that llc can resume from the printed file.
fn first_metadata_node(v: &str) -> String {
    let (inner, quote) = match v.strip_prefix('\'').and_then(|x| x.strip_suffix('\'')) {
        Some(x) => (x, true),
        None => (v, false),
    };
    let mut depth = 0i32;
    let mut in_str = false;
    let mut end = inner.len();
    for (i, c) in inner.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '(' | '{' if !in_str => depth += 1,
            ')' | '}' if !in_str => depth -= 1,
            '!' if !in_str && depth == 0 && i > 0 => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    let first = &inner[..end];
    if quote {
        format!("'{first}'")
    } else {
        first.to_string()
    }
}

/// Prints the body text (not yet indented as a block scalar).
pub fn print_body(out: &mut String, f: &Function, t: &Target) {
    for (i, b) in f.blocks.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let _ = write!(out, "bb.{}", b.number);
        if let Some(IrBlockRef::Named(n)) = &b.ir_block {
            let _ = write!(out, ".{n}");
        }
        let mut attrs: Vec<String> = Vec::new();
        if let Some(IrBlockRef::Numbered(k)) = &b.ir_block {
            attrs.push(format!("%ir-block.{k}"));
        }
        attrs.extend(b.attrs.iter().cloned());
        if !attrs.is_empty() {
            let _ = write!(out, " ({})", attrs.join(", "));
        }
        out.push_str(":\n");
        let mut header_lists = false;
        if b.explicit_successors || !b.successors.is_empty() {
            header_lists = true;
            out.push_str("  successors: ");
            let parts: Vec<String> = b
                .successors
                .iter()
                .map(|(s, p)| {
                    let n = f.blocks.get(s.index()).map_or(s.0, |b| b.number);
                    match p {
                        Some(p) => format!("%bb.{n}(0x{p:08x})"),
                        None => format!("%bb.{n}"),
                    }
                })
                .collect();
            out.push_str(&parts.join(", "));
            out.push('\n');
        }
        if !b.liveins.is_empty() {
            header_lists = true;
            out.push_str("  liveins: ");
            let parts: Vec<String> = b
                .liveins
                .iter()
                .map(|r| format!("${}", t.mir_name(*r)))
                .collect();
            out.push_str(&parts.join(", "));
            out.push('\n');
        }
        if header_lists {
            out.push('\n');
        }
        for inst in &b.insts {
            out.push_str("  ");
            out.push_str(&print_inst(inst, f, t));
            out.push('\n');
        }
    }
}

/// One instruction, as on its body line (without indentation).
pub fn print_inst(inst: &Inst, f: &Function, t: &Target) -> String {
    let mut s = String::new();
    // Leading explicit register defs go left of `=` (LLVM's rule).
    let n_defs = inst
        .operands
        .iter()
        .take_while(|o| matches!(o, Operand::Reg(r) if r.is_def && !r.implicit))
        .count();
    for (i, o) in inst.operands[..n_defs].iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        if let Operand::Reg(r) = o {
            reg_operand(&mut s, r, false, t);
        }
    }
    if n_defs > 0 {
        s.push_str(" = ");
    }
    for fl in &inst.flags {
        s.push_str(fl);
        s.push(' ');
    }
    s.push_str(&inst.opcode);
    let mut first = true;
    for o in &inst.operands[n_defs..] {
        s.push_str(if first { " " } else { ", " });
        first = false;
        operand(&mut s, o, f, t);
    }
    for tr in &inst.trailing {
        s.push_str(if first { " " } else { ", " });
        first = false;
        s.push_str(tr);
    }
    if !inst.mem.is_empty() {
        s.push_str(" :: ");
        let parts: Vec<String> = inst.mem.iter().map(|m| format!("({m})")).collect();
        s.push_str(&parts.join(", "));
    }
    s
}

/// One operand.
pub fn operand(s: &mut String, o: &Operand, f: &Function, t: &Target) {
    match o {
        Operand::Reg(r) => reg_operand(s, r, true, t),
        Operand::Imm(v) => {
            let _ = write!(s, "{v}");
        }
        Operand::Block(b) => {
            let n = f.blocks.get(b.index()).map_or(b.0, |x| x.number);
            let _ = write!(s, "%bb.{n}");
        }
        Operand::FrameIndex { fixed, id, name } => {
            let _ = write!(s, "%{}.{id}", if *fixed { "fixed-stack" } else { "stack" });
            if let Some(n) = name {
                let _ = write!(s, ".{n}");
            }
        }
        Operand::Global {
            name,
            offset,
            target_flags,
        } => {
            if let Some(tf) = target_flags {
                let _ = write!(s, "target-flags({tf}) ");
            }
            let _ = write!(s, "@{name}");
            if *offset > 0 {
                let _ = write!(s, " + {offset}");
            } else if *offset < 0 {
                let _ = write!(s, " - {}", offset.unsigned_abs());
            }
        }
        Operand::RegMask(m) => s.push_str(t.reg_mask(*m).mir_name),
        Operand::Verbatim(v) => s.push_str(v),
    }
}

/// A register operand; `print_def` writes `def` on explicit defs (those
/// not printed left of `=`).
fn reg_operand(s: &mut String, r: &RegOperand, print_def: bool, t: &Target) {
    if r.implicit {
        s.push_str(if r.is_def {
            "implicit-def "
        } else {
            "implicit "
        });
    } else if r.is_def && print_def {
        s.push_str("def ");
    }
    let has = |f: &str| r.other_flags.iter().any(|x| x == f);
    if has("internal") {
        s.push_str("internal ");
    }
    if r.dead {
        s.push_str("dead ");
    }
    if r.killed {
        s.push_str("killed ");
    }
    if r.undef {
        s.push_str("undef ");
    }
    if r.early_clobber {
        s.push_str("early-clobber ");
    }
    if r.renamable {
        s.push_str("renamable ");
    }
    for fl in &r.other_flags {
        if fl != "internal" {
            s.push_str(fl);
            s.push(' ');
        }
    }
    s.push_str(&reg_text(r.reg, t));
    if let Some(sr) = r.sub_reg {
        let name = t
            .sub_reg_names
            .get(sr.0 as usize - 1)
            .copied()
            .unwrap_or("");
        let _ = write!(s, ".{name}");
    }
    // Only a virtual register carries a class annotation in MIR (llc and
    // the reader refuse `$noreg:gpr`): one left on an operand a pass
    // rewrote to a physical register or `$noreg` is not printed.
    if let (Some(c), Reg::Virt(_)) = (r.class, r.reg) {
        let _ = write!(s, ":{}", t.class(c).mir_name);
    }
    if let Some(n) = r.tied_def {
        let _ = write!(s, "(tied-def {n})");
    }
}

#[cfg(test)]
mod debug_info_tests {
    use super::first_metadata_node;

    #[test]
    fn run_together_nodes_keep_the_first() {
        assert_eq!(first_metadata_node("'!710!716'"), "'!710'");
        assert_eq!(
            first_metadata_node("'!DIExpression()!DIExpression()'"),
            "'!DIExpression()'"
        );
        assert_eq!(
            first_metadata_node("'!DIExpression(DW_OP_plus_uconst, 8)!DIExpression()'"),
            "'!DIExpression(DW_OP_plus_uconst, 8)'"
        );
        assert_eq!(first_metadata_node("'!12'"), "'!12'");
        assert_eq!(first_metadata_node("''"), "''");
        assert_eq!(
            first_metadata_node("'!DILocation(line: 3)!7'"),
            "'!DILocation(line: 3)'"
        );
    }
}

#[cfg(test)]
mod ir_module_tests {
    use crate::testgen::mir_roundtrip_property;

    /// Found by `mir_read_smoke`: an IR module with no text printed as one
    /// indented blank line, which does not read back.
    #[test]
    fn an_empty_ir_module_reads_back() {
        for text in ["--- |", "--- |\n...\n", "--- |\n\n\n...\n"] {
            assert_eq!(
                mir_roundtrip_property(text.as_bytes(), tables::TARGETS),
                Ok(true),
                "{text:?}"
            );
        }
    }
}
