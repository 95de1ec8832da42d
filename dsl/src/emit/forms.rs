//! Instruction forms (`$dst = OP $xzr, $src`, `OP $src, $slot, 0`) parsed
//! once, when a description is made, into typed operand lists
//! ([`target_desc::FormOperand`]). The backend never parses form text.
//!
//! Grammar: `[DEF {, DEF} " = "] "OP" [OPERAND {, OPERAND}]`, where a DEF is
//! `$dst` or a fixed register and an OPERAND is a placeholder the form's
//! kind allows, a fixed register (`$xzr`: any register by its MIR name),
//! `$noreg`, an integer, `implicit-def $r` or `implicit $r`. `$slot`
//! followed by an integer is a frame index and its offset (the integer
//! must be 0: the offset is the frame's to fill); `$slot` followed by
//! anything else is the whole address.
//!
//! Invariant: a form [`parse`] accepts names every placeholder its kind
//! requires (`Kind::required`; only `$src` may repeat, as in `$src, $src`)
//! and no placeholder its kind does not allow, so instantiating it never
//! fails for lack of an operand.

use crate::regs::RegisterInfo;
use target_desc::FormOperand;

/// What a form is for: decides the placeholders it may and must name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A register-to-register copy (`$dst`, `$src`).
    Copy,
    /// A spill store (`$src`, `$slot`).
    Store,
    /// A reload (`$dst`, `$slot`).
    Load,
    /// A cross-class move (`$dst`, `$src`).
    Move,
    /// Frame lowering's register add (`$dst` and `$a`, `$b` or `$base`,
    /// `$index`).
    AddReg,
}

impl Kind {
    fn allowed(self, p: &str) -> bool {
        match self {
            Kind::Copy | Kind::Move => matches!(p, "$dst" | "$src"),
            Kind::Store => matches!(p, "$src" | "$slot"),
            Kind::Load => matches!(p, "$dst" | "$slot"),
            Kind::AddReg => matches!(p, "$dst" | "$a" | "$b" | "$base" | "$index"),
        }
    }

    /// The placeholders a form of this kind must name (alternatives for
    /// [`Kind::AddReg`] are checked separately).
    fn required(self) -> &'static [&'static str] {
        match self {
            Kind::Copy | Kind::Move => &["$dst", "$src"],
            Kind::Store => &["$src", "$slot"],
            Kind::Load => &["$dst", "$slot"],
            Kind::AddReg => &["$dst"],
        }
    }
}

/// A parsed form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The text as written.
    pub text: String,
    /// How many operands are explicit defs.
    pub defs: u8,
    /// The operands.
    pub operands: Vec<FormOperand>,
}

fn reg_by_mir_name(info: &RegisterInfo, name: &str) -> Option<u16> {
    info.registers
        .iter()
        .position(|r| r.name.to_lowercase() == name)
        .map(|i| i as u16)
}

/// Parses `text` as a form of `kind`; the error says what is wrong and
/// what to write instead.
pub fn parse(info: &RegisterInfo, kind: Kind, text: &str) -> Result<Form, String> {
    let (lhs, rhs) = match text.split_once(" = ") {
        Some((l, r)) => (Some(l.trim()), r.trim()),
        None => (None, text.trim()),
    };
    let fixed = |tok: &str| -> Result<FormOperand, String> {
        let name = tok.strip_prefix('$').unwrap_or("");
        if name == "noreg" {
            return Ok(FormOperand::NoReg);
        }
        reg_by_mir_name(info, name)
            .map(FormOperand::Reg)
            .ok_or_else(|| {
                format!(
                    "form `{text}`: `{tok}` is neither a placeholder this form may use nor a \
                 register of the target"
                )
            })
    };
    let placeholder = |tok: &str| -> Option<FormOperand> {
        Some(match tok {
            "$dst" => FormOperand::Dst,
            "$src" => FormOperand::Src,
            "$base" => FormOperand::Base,
            "$index" => FormOperand::Index,
            "$a" => FormOperand::A,
            "$b" => FormOperand::B,
            _ => return None,
        })
    };
    let mut operands = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    let mut defs = 0u8;
    if let Some(l) = lhs {
        for tok in l.split(',').map(str::trim) {
            if tok == "$dst" && kind.allowed("$dst") {
                seen.push("$dst");
                operands.push(FormOperand::Dst);
            } else if tok.starts_with('$') && placeholder(tok).is_none() && tok != "$slot" {
                operands.push(fixed(tok)?);
            } else {
                return Err(format!(
                    "form `{text}`: `{tok}` cannot be defined (left of ` = ` may stand \
                     `$dst` or a fixed register)"
                ));
            }
            defs += 1;
        }
    }
    let Some(rest) = rhs.strip_prefix("OP") else {
        return Err(format!(
            "form `{text}`: the opcode must be written `OP` (after ` = ` when the form \
             defines a register)"
        ));
    };
    if !rest.is_empty() && !rest.starts_with(' ') {
        return Err(format!("form `{text}`: expected a space after `OP`"));
    }
    let toks: Vec<&str> = rest.split(',').map(str::trim).collect();
    let toks: Vec<&str> = if toks == [""] { Vec::new() } else { toks };
    let mut k = 0;
    while k < toks.len() {
        let tok = toks[k];
        if tok.is_empty() {
            return Err(format!("form `{text}`: an empty operand"));
        }
        if let Some(r) = tok.strip_prefix("implicit-def ") {
            match fixed(r.trim())? {
                FormOperand::Reg(x) => operands.push(FormOperand::ImplicitDef(x)),
                _ => return Err(format!("form `{text}`: `{tok}` names no register")),
            }
        } else if let Some(r) = tok.strip_prefix("implicit ") {
            match fixed(r.trim())? {
                FormOperand::Reg(x) => operands.push(FormOperand::ImplicitUse(x)),
                _ => return Err(format!("form `{text}`: `{tok}` names no register")),
            }
        } else if operands
            .iter()
            .any(|o| matches!(o, FormOperand::ImplicitDef(_) | FormOperand::ImplicitUse(_)))
        {
            return Err(format!(
                "form `{text}`: `{tok}` comes after an implicit operand (implicit operands \
                 go last)"
            ));
        } else if tok == "$slot" {
            if !kind.allowed("$slot") {
                return Err(format!("form `{text}`: a {kind:?} form has no `$slot`"));
            }
            seen.push("$slot");
            match toks.get(k + 1).map(|t| t.parse::<i64>()) {
                Some(Ok(0)) => {
                    operands.push(FormOperand::Slot);
                    k += 1;
                }
                Some(Ok(n)) => {
                    return Err(format!(
                        "form `{text}`: the integer after `$slot` is the slot's offset, which \
                         frame lowering fills in: write 0, not {n}"
                    ))
                }
                _ => operands.push(FormOperand::SlotBase),
            }
        } else if let Some(p) = placeholder(tok) {
            if !kind.allowed(tok) {
                return Err(format!("form `{text}`: a {kind:?} form has no `{tok}`"));
            }
            seen.push(tok);
            operands.push(p);
        } else if tok.starts_with('$') {
            operands.push(fixed(tok)?);
        } else if let Ok(n) = tok.parse::<i64>() {
            operands.push(FormOperand::Imm(n));
        } else {
            return Err(format!(
                "form `{text}`: `{tok}` is not an operand (placeholders, `$register`, \
                 `$noreg`, integers, `implicit-def $r`, `implicit $r`)"
            ));
        }
        k += 1;
    }
    for p in kind.required() {
        if !seen.contains(p) {
            return Err(format!("form `{text}`: a {kind:?} form must name `{p}`"));
        }
    }
    for p in &seen {
        if seen.iter().filter(|q| *q == p).count() > 1 && *p != "$src" {
            return Err(format!("form `{text}`: `{p}` appears twice"));
        }
    }
    if kind == Kind::AddReg {
        let has = |p: &str| seen.contains(&p);
        let ab = has("$a") && has("$b") && !has("$base") && !has("$index");
        let bi = has("$base") && has("$index") && !has("$a") && !has("$b");
        if defs != 1 || !(ab || bi) {
            return Err(format!(
                "form `{text}`: an AddRegForm defines `$dst` and adds `$a`, `$b` (either \
                 order) or `$base`, `$index`"
            ));
        }
    }
    if matches!(kind, Kind::Copy | Kind::Load | Kind::Move)
        && operands.first() != Some(&FormOperand::Dst)
    {
        return Err(format!(
            "form `{text}`: a {kind:?} form defines `$dst` first (`$dst = OP ...`)"
        ));
    }
    Ok(Form {
        text: text.to_string(),
        defs,
        operands,
    })
}
