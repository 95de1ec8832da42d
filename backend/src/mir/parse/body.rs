//! The body parser: the text of a function's `body: |` block scalar to
//! blocks and instructions.
//!
//! The body is read line by line (LLVM prints one block header, one
//! `successors:`/`liveins:` list or one instruction per line). Each line is
//! parsed by a cursor over its text; positions are mapped back to the
//! file's line and column through the block scalar's indentation.
//!
//! Invariants: block references (`%bb.N` operands and successors) are
//! collected with their positions and resolved to [`BlockId`]s once every
//! block header is read; an undefined block is an error at the reference.
//! Operand syntax without a typed model is kept verbatim
//! ([`Operand::Verbatim`], the exact source text); `/* ... */` comments are
//! dropped (LLVM prints them after INLINEASM immediates and regenerates them).

use super::yaml::{Pos, Style};
use super::{unknown_class, unknown_reg, MirError, MAX_VREG_ID};
use crate::mir::*;
use crate::target::Target;
use std::collections::{HashMap, HashSet};

/// MI flags printed before the opcode (LLVM 14's `MachineInstr::MIFlag`s).
const MI_FLAGS: &[&str] = &[
    "frame-setup",
    "frame-destroy",
    "nnan",
    "ninf",
    "nsz",
    "arcp",
    "contract",
    "afn",
    "reassoc",
    "nuw",
    "nsw",
    "exact",
    "nofpexcept",
    "nomerge",
];

/// Register operand flags.
const REG_FLAGS: &[&str] = &[
    "implicit",
    "implicit-def",
    "def",
    "dead",
    "killed",
    "undef",
    "internal",
    "early-clobber",
    "debug-use",
    "renamable",
];

/// Keywords that start the instruction's trailing parts (after operands).
const TRAILING: &[&str] = &[
    "pre-instr-symbol",
    "post-instr-symbol",
    "heap-alloc-marker",
    "debug-instr-number",
    "debug-location",
];

/// The operations of a `CFI_INSTRUCTION` operand (LLVM 14's MIParser):
/// the operand may contain commas (`offset $x1, -8`), so it extends to the
/// trailing parts or the memory operands.
const CFI_OPS: &[&str] = &[
    "same_value",
    "remember_state",
    "restore_state",
    "offset",
    "rel_offset",
    "def_cfa_register",
    "def_cfa_offset",
    "adjust_cfa_offset",
    "escape",
    "restore",
    "undefined",
    "register",
    "window_save",
    "negate_ra_sign_state",
    "def_cfa",
    "llvm_def_aspace_cfa",
];

/// `%` references kept verbatim.
const VERBATIM_REFS: &[&str] = &[
    "%const.",
    "%jump-table.",
    "%ir.",
    "%ir-block.",
    "%subreg.",
    "%\"",
];

/// IR types that start a typed immediate operand (`i32 7`, `double 1.0`).
const FP_TYPES: &[&str] = &[
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "ppc_fp128",
];

/// One body line: its text (scalar indentation removed) and where that
/// text starts in the file.
struct SrcLine {
    text: String,
    line: u32,
    /// 0-based column of `text`'s first character in the file line.
    base: u32,
}

/// Parses `text` (the body scalar whose `|` is at `bpos`) into `f.blocks`,
/// declaring vregs in `f.vregs`; returns the errors.
pub(super) fn parse_body(
    target: &Target,
    text: &str,
    bpos: Pos,
    first_line: u32,
    style: Style,
    file_lines: &[&str],
    f: &mut Function,
) -> Vec<MirError> {
    let numbers = f.blocks.iter().map(|b| b.number).collect();
    let mut p = BodyParser {
        target,
        f,
        numbers,
        errors: Vec::new(),
        block_refs: Vec::new(),
        cur: None,
        header_failed: false,
    };
    if !matches!(style, Style::Literal) {
        p.errors.push(
            MirError::at(bpos, "'body' must be a literal block scalar (`body: |`)")
                .help("write `body: |` followed by the indented body lines"),
        );
        return p.errors;
    }
    // 0-based index of the scalar's first line.
    let start = first_line as usize - 1;
    for (k, l) in text.split('\n').enumerate() {
        let idx = start + k;
        let orig = file_lines.get(idx).copied().unwrap_or("");
        let orig_trim = orig.trim_end_matches('\r');
        let base = if !l.is_empty() && orig_trim.ends_with(l) {
            orig_trim[..orig_trim.len() - l.len()].chars().count() as u32
        } else {
            orig_trim.len() as u32 - orig_trim.trim_start().len() as u32
        };
        let sl = SrcLine {
            text: l.to_string(),
            line: idx as u32 + 1,
            base,
        };
        if p.errors.len() >= 50 {
            break;
        }
        p.line(&sl);
    }
    p.finish();
    p.errors
}

struct BodyParser<'a, 'f> {
    target: &'a Target,
    f: &'f mut Function,
    /// The numbers of `f.blocks` (so a header's uniqueness check does not
    /// scan every block read so far).
    numbers: HashSet<u32>,
    errors: Vec<MirError>,
    /// Every `%bb.N` reference: (N, where).
    block_refs: Vec<(u32, Pos)>,
    /// Index of the block being read.
    cur: Option<usize>,
    /// A block header had an error (so references to it are not
    /// reported again as undefined).
    header_failed: bool,
}

/// A cursor over one line.
struct Cur<'s> {
    s: &'s str,
    pos: usize,
    line: u32,
    base: u32,
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}
fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-' || c == '$'
}

impl<'s> Cur<'s> {
    fn at_pos(&self, byte: usize) -> Pos {
        let col = self.s[..byte.min(self.s.len())].chars().count() as u32;
        Pos {
            line: self.line,
            col: self.base + col + 1,
        }
    }
    fn err(&self, byte: usize, msg: impl Into<String>) -> MirError {
        MirError::at(self.at_pos(byte), msg)
    }
    fn rest(&self) -> &'s str {
        &self.s[self.pos..]
    }
    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }
    fn peek2(&self) -> Option<char> {
        self.rest().chars().nth(1)
    }
    fn skip_ws(&mut self) {
        let r = self.rest();
        self.pos += r.len() - r.trim_start().len();
    }
    fn at_end(&self) -> bool {
        self.rest().trim().is_empty()
    }
    fn eat(&mut self, t: &str) -> bool {
        if self.rest().starts_with(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }
    /// An identifier (`[A-Za-z_][A-Za-z0-9_.$-]*`), not consumed.
    fn peek_ident(&self) -> Option<&'s str> {
        let r = self.rest();
        let mut it = r.char_indices();
        match it.next() {
            Some((_, c)) if is_ident_start(c) => {}
            _ => return None,
        }
        let end = it
            .find(|(_, c)| !is_ident_char(*c))
            .map_or(r.len(), |(i, _)| i);
        Some(&r[..end])
    }
    fn ident(&mut self) -> Option<&'s str> {
        let id = self.peek_ident()?;
        self.pos += id.len();
        Some(id)
    }
    /// A run of identifier characters (possibly starting with a digit).
    fn word(&mut self) -> &'s str {
        let r = self.rest();
        let end = r
            .char_indices()
            .find(|(_, c)| !is_ident_char(*c))
            .map_or(r.len(), |(i, _)| i);
        self.pos += end;
        &r[..end]
    }
    fn digits(&mut self) -> Option<&'s str> {
        let r = self.rest();
        let end = r
            .char_indices()
            .find(|(_, c)| !c.is_ascii_digit())
            .map_or(r.len(), |(i, _)| i);
        if end == 0 {
            return None;
        }
        self.pos += end;
        Some(&r[..end])
    }
    /// A `"..."` string starting at the cursor; returns its source text.
    fn string(&mut self) -> Result<&'s str, MirError> {
        let start = self.pos;
        let r = self.rest();
        let mut esc = false;
        for (i, c) in r.char_indices().skip(1) {
            if esc {
                esc = false;
            } else if c == '\\' {
                esc = true;
            } else if c == '"' {
                self.pos += i + 1;
                return Ok(&self.s[start..self.pos]);
            }
        }
        Err(self
            .err(start, "unterminated string")
            .help("close the string with '\"' on the same line"))
    }
    /// The end of the operand starting at the cursor: the next `,` or `::`
    /// outside strings and brackets, or the end of the line.
    fn operand_end(&self) -> Result<usize, MirError> {
        let mut depth: Vec<(char, usize)> = Vec::new();
        let b = self.s.as_bytes();
        let mut i = self.pos;
        while i < b.len() {
            match b[i] {
                b'"' => {
                    let mut c = Cur {
                        s: self.s,
                        pos: i,
                        line: self.line,
                        base: self.base,
                    };
                    c.string()?;
                    i = c.pos;
                    continue;
                }
                b'(' | b'[' | b'{' | b'<' => depth.push((b[i] as char, i)),
                b')' | b']' | b'}' | b'>' => {
                    let open = match b[i] {
                        b')' => '(',
                        b']' => '[',
                        b'}' => '{',
                        _ => '<',
                    };
                    match depth.pop() {
                        Some((o, _)) if o == open => {}
                        _ if b[i] == b'>' => {}
                        _ => return Err(self.err(i, format!("unbalanced '{}'", b[i] as char))),
                    }
                }
                b',' if depth.is_empty() => return Ok(i),
                b':' if depth.is_empty() && b.get(i + 1) == Some(&b':') => return Ok(i),
                _ => {}
            }
            i += 1;
        }
        if let Some((o, at)) = depth.into_iter().find(|(o, _)| *o != '<') {
            return Err(self.err(at, format!("unclosed '{o}'")));
        }
        Ok(b.len())
    }
}

/// `text` with `/* ... */` comments (outside strings) replaced by spaces and
/// a `;` comment cut off, keeping byte positions.
fn strip_comments(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            if c == b'\\' && i + 1 < b.len() {
                out.push_str(&text[i..i + 2]);
                i += 2;
                continue;
            }
            if c == b'"' {
                in_str = false;
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            if let Some(e) = text[i + 2..].find("*/") {
                let end = i + 2 + e + 2;
                out.extend(std::iter::repeat_n(' ', text[i..end].chars().count()));
                i = end;
                continue;
            }
        } else if c == b';' {
            break;
        }
        let ch = text[i..].chars().next().unwrap_or(' ');
        out.push(ch);
        i += ch.len_utf8();
    }
    out
}

impl BodyParser<'_, '_> {
    fn line(&mut self, sl: &SrcLine) {
        let text = strip_comments(&sl.text);
        let mut c = Cur {
            s: &text,
            pos: 0,
            line: sl.line,
            base: sl.base,
        };
        c.skip_ws();
        if c.at_end() {
            return;
        }
        let r = c.rest();
        let res = if r.starts_with("bb.") {
            let h = self.header(&mut c);
            self.header_failed |= h.is_err();
            h
        } else if r.starts_with("successors:") {
            self.successors(&mut c)
        } else if r.starts_with("liveins:") {
            self.liveins(&mut c)
        } else if r.starts_with('{') || r.starts_with('}') {
            Err(c
                .err(c.pos, "instruction bundles ('{' ... '}') are not supported")
                .help("give the reader MIR from before bundling (e.g. --stop pre-ra or post-ra)"))
        } else {
            match self.cur {
                None => Err(c.err(
                    c.pos,
                    "expected a block header 'bb.N:' before the first instruction",
                )),
                Some(b) => self.inst(&mut c).map(|i| self.f.blocks[b].insts.push(i)),
            }
        };
        if let Err(e) = res {
            self.errors.push(e);
        }
    }

    fn header(&mut self, c: &mut Cur) -> Result<(), MirError> {
        let start = c.pos;
        c.eat("bb.");
        let num_at = c.pos;
        let number: u32 = c
            .digits()
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| c.err(num_at, "expected a block number after 'bb.'"))?;
        let mut blk = BlockData {
            number,
            loc: Loc {
                line: c.line,
                col: c.at_pos(start).col,
            },
            ..BlockData::default()
        };
        if c.eat(".") {
            let name = if c.peek() == Some('"') {
                c.string()?.to_string()
            } else {
                let w = c.word();
                if w.is_empty() {
                    return Err(c.err(c.pos, "expected a block name after 'bb.N.'"));
                }
                w.to_string()
            };
            blk.ir_block = Some(IrBlockRef::Named(name));
        }
        c.skip_ws();
        if c.peek() == Some('(') {
            let open = c.pos;
            let close = c
                .rest()
                .rfind(')')
                .map(|i| c.pos + i)
                .ok_or_else(|| c.err(open, "unclosed '(' in the block header"))?;
            // The attributes: top-level comma-separated items inside.
            let inner = Cur {
                s: &c.s[..close],
                pos: open + 1,
                line: c.line,
                base: c.base,
            };
            let mut a = inner;
            loop {
                a.skip_ws();
                let a_start = a.pos;
                let end = a.operand_end()?;
                let attr = a.s[a_start..end].trim();
                if attr.is_empty() {
                    return Err(a.err(a_start, "expected a block attribute"));
                }
                match attr.strip_prefix("%ir-block.").map(str::parse::<u32>) {
                    Some(Ok(n)) if blk.ir_block.is_none() => {
                        blk.ir_block = Some(IrBlockRef::Numbered(n))
                    }
                    _ => blk.attrs.push(attr.to_string()),
                }
                a.pos = end;
                if !a.eat(",") {
                    break;
                }
            }
            c.pos = close + 1;
            c.skip_ws();
        }
        if !c.eat(":") {
            return Err(c
                .err(c.pos, "expected ':' after the block header")
                .help("a block header reads 'bb.N:' or 'bb.N.name (attributes):'"));
        }
        if !c.at_end() {
            return Err(c.err(c.pos, "unexpected text after the block header"));
        }
        if !self.numbers.insert(number) {
            return Err(c
                .err(num_at, format!("redefinition of block 'bb.{number}'"))
                .help("block numbers must be unique within a function"));
        }
        self.f.blocks.push(blk);
        self.cur = Some(self.f.blocks.len() - 1);
        Ok(())
    }

    fn need_block(&self, c: &Cur, what: &str) -> Result<usize, MirError> {
        self.cur
            .ok_or_else(|| c.err(c.pos, format!("'{what}' before the first block header")))
    }

    fn successors(&mut self, c: &mut Cur) -> Result<(), MirError> {
        let b = self.need_block(c, "successors:")?;
        c.eat("successors:");
        let mut succ = Vec::new();
        loop {
            c.skip_ws();
            if c.at_end() {
                break;
            }
            let at = c.pos;
            if !c.eat("%bb.") {
                return Err(c.err(at, "expected a successor block '%bb.N'"));
            }
            let n: u32 = c
                .digits()
                .and_then(|d| d.parse().ok())
                .ok_or_else(|| c.err(c.pos, "expected a block number after '%bb.'"))?;
            // An optional IR name suffix (`%bb.3.for.body`).
            if c.peek() == Some('.') {
                c.pos += 1;
                c.word();
            }
            self.block_refs.push((n, c.at_pos(at)));
            let mut prob = None;
            if c.eat("(") {
                let p_at = c.pos;
                let w = c.word();
                let v = if let Some(h) = w.strip_prefix("0x") {
                    u32::from_str_radix(h, 16).ok()
                } else {
                    w.parse::<u32>().ok()
                };
                prob = Some(v.ok_or_else(|| {
                    c.err(p_at, format!("expected a branch probability, found '{w}'"))
                })?);
                if !c.eat(")") {
                    return Err(c.err(c.pos, "expected ')' after the probability"));
                }
            }
            succ.push((BlockId(n), prob));
            c.skip_ws();
            if c.at_end() {
                break;
            }
            if !c.eat(",") {
                return Err(c.err(c.pos, "expected ',' between successors"));
            }
        }
        self.f.blocks[b].successors.extend(succ);
        self.f.blocks[b].explicit_successors = true;
        Ok(())
    }

    fn liveins(&mut self, c: &mut Cur) -> Result<(), MirError> {
        let b = self.need_block(c, "liveins:")?;
        c.eat("liveins:");
        loop {
            c.skip_ws();
            if c.at_end() {
                break;
            }
            let at = c.pos;
            if !c.eat("$") {
                return Err(c.err(at, "expected a physical register '$name' in 'liveins:'"));
            }
            let name = c.word();
            let r = self
                .target
                .reg_by_mir_name(name)
                .ok_or_else(|| unknown_reg(c.at_pos(at), name, self.target))?;
            if c.peek() == Some(':') {
                return Err(c.err(c.pos, "lane masks on block live-ins are not supported"));
            }
            self.f.blocks[b].liveins.push(r);
            c.skip_ws();
            if c.at_end() {
                break;
            }
            if !c.eat(",") {
                return Err(c.err(c.pos, "expected ',' between live-in registers"));
            }
        }
        Ok(())
    }

    /// Does a register operand start here (a flag, `%N`, `$r`, `_`)?
    fn reg_starts(c: &Cur) -> bool {
        match c.peek() {
            Some('$') => true,
            Some('%') => c.peek2().is_some_and(|d| d.is_ascii_digit()),
            Some('_') => !c.peek2().is_some_and(is_ident_char),
            _ => c.peek_ident().is_some_and(|w| REG_FLAGS.contains(&w)),
        }
    }

    fn inst(&mut self, c: &mut Cur) -> Result<Inst, MirError> {
        let start = c.pos;
        let mut operands = Vec::new();
        // Explicit defs left of `=`: an instruction starts with an
        // opcode or MI flag otherwise, never with a register.
        if Self::reg_starts(c) {
            loop {
                c.skip_ws();
                let mut r = self.reg_operand(c)?;
                r.is_def = true;
                operands.push(Operand::Reg(r));
                c.skip_ws();
                if c.eat(",") {
                    continue;
                }
                if c.eat("=") {
                    break;
                }
                return Err(c
                    .err(c.pos, "expected '=' after the explicit def operands")
                    .help("a def is written '%N:class = OPCODE operands'"));
            }
        }
        c.skip_ws();
        let mut flags = Vec::new();
        let opcode = loop {
            let at = c.pos;
            match c.peek_ident() {
                Some(w) if MI_FLAGS.contains(&w) => {
                    c.ident();
                    flags.push(w.to_string());
                    c.skip_ws();
                }
                Some(w) if w.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_') => {
                    c.ident();
                    break w.to_string();
                }
                _ => {
                    let found: String = c
                        .rest()
                        .chars()
                        .take_while(|ch| !ch.is_whitespace())
                        .collect();
                    return Err(c.err(
                        at,
                        format!("expected an instruction opcode, found '{found}'"),
                    ));
                }
            }
        };
        let mut trailing = Vec::new();
        let mut mem = Vec::new();
        c.skip_ws();
        let mut in_trailing = false;
        if !c.at_end() && !c.rest().starts_with("::") {
            loop {
                c.skip_ws();
                if !in_trailing {
                    if let Some(w) = c.peek_ident() {
                        if TRAILING.contains(&w) {
                            in_trailing = true;
                        }
                    }
                }
                if in_trailing {
                    let s = c.pos;
                    let e = c.operand_end()?;
                    let t = c.s[s..e].trim();
                    if t.is_empty() {
                        return Err(c.err(s, "expected an operand"));
                    }
                    trailing.push(t.to_string());
                    c.pos = e;
                } else if opcode == "CFI_INSTRUCTION"
                    && c.peek_ident().is_some_and(|w| CFI_OPS.contains(&w))
                {
                    operands.push(self.cfi_operand(c)?);
                } else {
                    let op = self.operand(c)?;
                    operands.push(op);
                }
                c.skip_ws();
                if c.at_end() || c.rest().starts_with("::") {
                    break;
                }
                if !c.eat(",") {
                    let found: String = c
                        .rest()
                        .chars()
                        .take_while(|ch| !ch.is_whitespace())
                        .collect();
                    return Err(c.err(
                        c.pos,
                        format!("expected ',' or '::' after an operand, found '{found}'"),
                    ));
                }
            }
        }
        if c.eat("::") {
            loop {
                c.skip_ws();
                let s = c.pos;
                if c.peek() != Some('(') {
                    return Err(c.err(s, "expected a memory operand '(...)' after '::'"));
                }
                let e = c.operand_end()?;
                let t = c.s[s..e].trim_end();
                let inner = t
                    .strip_prefix('(')
                    .and_then(|t| t.strip_suffix(')'))
                    .ok_or_else(|| c.err(s, "expected a memory operand '(...)'"))?;
                mem.push(inner.to_string());
                c.pos = e;
                c.skip_ws();
                if c.at_end() {
                    break;
                }
                if !c.eat(",") {
                    return Err(c.err(c.pos, "expected ',' between memory operands"));
                }
            }
        }
        Ok(Inst {
            opcode,
            flags,
            operands,
            trailing,
            mem,
            loc: Loc {
                line: c.line,
                col: c.at_pos(start).col,
            },
        })
    }

    fn vreg_entry(&mut self, id: u32) {
        let i = id as usize;
        if self.f.vregs.len() <= i {
            self.f.vregs.resize(i + 1, VRegInfo::default());
        }
    }

    fn reg_operand(&mut self, c: &mut Cur) -> Result<RegOperand, MirError> {
        let mut r = RegOperand::use_of(Reg::NoReg);
        while let Some(w) = c.peek_ident() {
            if !REG_FLAGS.contains(&w) {
                break;
            }
            c.ident();
            match w {
                "implicit" => r.implicit = true,
                "implicit-def" => {
                    r.implicit = true;
                    r.is_def = true
                }
                "def" => r.is_def = true,
                "dead" => r.dead = true,
                "killed" => r.killed = true,
                "undef" => r.undef = true,
                "early-clobber" => r.early_clobber = true,
                "renamable" => r.renamable = true,
                other => r.other_flags.push(other.to_string()),
            }
            c.skip_ws();
        }
        let at = c.pos;
        match c.peek() {
            Some('%') => {
                c.pos += 1;
                let d = c.digits().ok_or_else(|| {
                    c.err(at, "expected a virtual register '%N'")
                        .help("named virtual registers are not supported; use numbers")
                })?;
                let id: u32 =
                    d.parse().ok().filter(|n| *n < MAX_VREG_ID).ok_or_else(|| {
                        c.err(at, format!("virtual register id '%{d}' is too large"))
                    })?;
                self.vreg_entry(id);
                r.reg = Reg::Virt(VReg(id));
            }
            Some('$') => {
                c.pos += 1;
                let name = c.word();
                if name.is_empty() {
                    return Err(c.err(at, "expected a register name after '$'"));
                }
                // A trailing `.sub` is a sub-register index, not part of
                // the name; register names have no dots.
                let (name, _) = name.split_once('.').unwrap_or((name, ""));
                c.pos = at + 1 + name.len();
                r.reg = if name == "noreg" {
                    Reg::NoReg
                } else {
                    Reg::Phys(
                        self.target
                            .reg_by_mir_name(name)
                            .ok_or_else(|| unknown_reg(c.at_pos(at), name, self.target))?,
                    )
                };
            }
            Some('_') => {
                c.pos += 1;
                r.reg = Reg::NoReg;
            }
            _ => {
                let found: String = c
                    .rest()
                    .chars()
                    .take_while(|ch| !ch.is_whitespace() && *ch != ',')
                    .collect();
                return Err(c.err(at, format!("expected a register, found '{found}'")));
            }
        }
        if c.peek() == Some('.') {
            c.pos += 1;
            let s_at = c.pos;
            let name = c.word();
            let (name, _) = name.split_once('.').map_or((name, ""), |p| p);
            c.pos = s_at + name.len();
            r.sub_reg = Some(self.target.sub_reg_by_name(name).ok_or_else(|| {
                c.err(s_at, format!("unknown sub-register index '{name}'"))
                    .help(format!("known: {}", self.target.sub_reg_names.join(", ")))
            })?);
        }
        if c.peek() == Some(':') && c.peek2() != Some(':') {
            c.pos += 1;
            let cl_at = c.pos;
            let name = c.word();
            if name.is_empty() {
                return Err(c.err(cl_at, "expected a register class name after ':'"));
            }
            let cls = self
                .target
                .class_by_mir_name(name)
                .ok_or_else(|| unknown_class(c.at_pos(cl_at), name, self.target))?;
            match r.reg {
                Reg::Virt(v) => {
                    let info = &mut self.f.vregs[v.index()];
                    match info.class {
                        Some(prev) if prev != cls => {
                            return Err(c.err(
                                cl_at,
                                format!(
                                "conflicting register classes for '%{}': '{}' here, '{}' before",
                                v.0,
                                name,
                                self.target.class(prev).mir_name
                            ),
                            ))
                        }
                        _ => info.class = Some(cls),
                    }
                }
                _ => return Err(c.err(cl_at, "only virtual registers have a class annotation")),
            }
            r.class = Some(cls);
        }
        if c.peek() == Some('(') {
            let p_at = c.pos;
            c.pos += 1;
            c.skip_ws();
            if !c.eat("tied-def") {
                return Err(c
                    .err(p_at, "expected '(tied-def N)' after a register")
                    .help(
                        "low-level types such as '(s64)' are GlobalISel syntax and not supported",
                    ));
            }
            c.skip_ws();
            let n: u32 = c
                .digits()
                .and_then(|d| d.parse().ok())
                .ok_or_else(|| c.err(c.pos, "expected an operand index after 'tied-def'"))?;
            c.skip_ws();
            if !c.eat(")") {
                return Err(c.err(c.pos, "expected ')' after 'tied-def N'"));
            }
            r.tied_def = Some(n);
        }
        Ok(r)
    }

    /// The source text of the operand at the cursor, kept verbatim.
    fn verbatim(&mut self, c: &mut Cur) -> Result<Operand, MirError> {
        let s = c.pos;
        let e = c.operand_end()?;
        let t = c.s[s..e].trim_end();
        if t.is_empty() {
            return Err(c.err(s, "expected an operand"));
        }
        c.pos = e;
        Ok(Operand::Verbatim(t.to_string()))
    }

    /// A CFI operand, verbatim: up to a trailing keyword, `::` or the end.
    fn cfi_operand(&mut self, c: &mut Cur) -> Result<Operand, MirError> {
        let s = c.pos;
        let mut e = c.operand_end()?;
        loop {
            let mut n = Cur {
                s: c.s,
                pos: e,
                line: c.line,
                base: c.base,
            };
            if !n.eat(",") {
                break;
            }
            n.skip_ws();
            if n.peek_ident().is_some_and(|w| TRAILING.contains(&w)) {
                break;
            }
            e = n.operand_end()?;
        }
        c.pos = e;
        Ok(Operand::Verbatim(c.s[s..e].trim_end().to_string()))
    }

    fn operand(&mut self, c: &mut Cur) -> Result<Operand, MirError> {
        let at = c.pos;
        if Self::reg_starts(c) {
            return Ok(Operand::Reg(self.reg_operand(c)?));
        }
        let Some(ch) = c.peek() else {
            return Err(c.err(at, "expected an operand"));
        };
        if ch == '-' || ch.is_ascii_digit() {
            let neg = c.eat("-");
            let d = c
                .digits()
                .ok_or_else(|| c.err(at, "expected an integer after '-'"))?;
            if c.peek()
                .is_some_and(|x| x.is_ascii_alphanumeric() || x == '.')
            {
                let w = c.word();
                return Err(c.err(
                    at,
                    format!(
                        "malformed integer operand '{}{}{}'",
                        if neg { "-" } else { "" },
                        d,
                        w
                    ),
                ));
            }
            let text = format!("{}{}", if neg { "-" } else { "" }, d);
            return match text.parse::<i64>() {
                Ok(v) => Ok(Operand::Imm(v)),
                // Invariant: an immediate fits in 64 bits (LLVM's MIR
                // parser rejects wider literals); u64 values stay verbatim.
                Err(_) if text.parse::<u64>().is_ok() => Ok(Operand::Verbatim(text)),
                Err(_) => Err(c
                    .err(
                        at,
                        format!("integer literal {text} is too large to be an immediate operand"),
                    )
                    .help("immediates are 64-bit integers")),
            };
        }
        if ch == '%' {
            let r = c.rest();
            let num_after = |prefix: &str| -> Option<(u32, usize)> {
                let t = r.strip_prefix(prefix)?;
                let end = t
                    .char_indices()
                    .find(|(_, ch)| !ch.is_ascii_digit())
                    .map_or(t.len(), |(i, _)| i);
                Some((t[..end].parse().ok()?, prefix.len() + end))
            };
            if let Some((n, len)) = num_after("%bb.") {
                c.pos += len;
                if c.peek() == Some('.') {
                    c.pos += 1;
                    c.word();
                }
                self.block_refs.push((n, c.at_pos(at)));
                return Ok(Operand::Block(BlockId(n)));
            }
            for (prefix, fixed) in [("%stack.", false), ("%fixed-stack.", true)] {
                if let Some((n, len)) = num_after(prefix) {
                    c.pos += len;
                    let mut name = None;
                    if c.peek() == Some('.') {
                        c.pos += 1;
                        let w = if c.peek() == Some('"') {
                            c.string()?
                        } else {
                            c.word()
                        };
                        name = Some(w.to_string());
                    }
                    let list = if fixed {
                        &self.f.fixed_stack
                    } else {
                        &self.f.stack
                    };
                    if !list.iter().any(|o| o.id == n) {
                        return Err(c
                            .err(at, format!("undefined stack object '{}{n}'", prefix))
                            .help(format!(
                                "declare it in the function's '{}:' list",
                                if fixed { "fixedStack" } else { "stack" }
                            )));
                    }
                    return Ok(Operand::FrameIndex { fixed, id: n, name });
                }
            }
            if r.starts_with("%bb.") || r.starts_with("%stack.") || r.starts_with("%fixed-stack.") {
                let after = &r[r.find('.').map_or(r.len(), |i| i + 1)..];
                let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
                if !digits.is_empty() {
                    let kind = if r.starts_with("%bb.") {
                        "block"
                    } else {
                        "stack object"
                    };
                    return Err(c
                        .err(at, format!("{kind} number {digits} is too large"))
                        .help("block and stack object numbers are 32-bit"));
                }
                return Err(c.err(at, "expected a number after the '%' reference kind"));
            }
            if VERBATIM_REFS.iter().any(|p| r.starts_with(p)) {
                return self.verbatim(c);
            }
            let found: String = r
                .chars()
                .take_while(|ch| *ch != ',' && !ch.is_whitespace())
                .collect();
            return Err(c
                .err(at, format!("malformed register or reference '{found}'"))
                .help("virtual registers are '%N' (named ones are not supported); references are '%bb.N', '%stack.N', '%fixed-stack.N', '%const.N', '%jump-table.N', '%ir.NAME', '%subreg.NAME'"));
        }
        if ch == '@' {
            return self.global(c, None, at);
        }
        if c.rest().starts_with("target-flags(") {
            c.pos += "target-flags(".len();
            let f_at = c.pos;
            let close = c
                .rest()
                .find(')')
                .ok_or_else(|| c.err(at, "unclosed 'target-flags('"))?;
            let flags = c.s[f_at..f_at + close].to_string();
            c.pos = f_at + close + 1;
            c.skip_ws();
            if c.peek() == Some('@') {
                return self.global(c, Some(flags), at);
            }
            c.pos = at;
            return self.verbatim(c);
        }
        if let Some(w) = c.peek_ident() {
            let after = c.rest()[w.len()..].chars().next();
            let is_type = FP_TYPES.contains(&w)
                || (w.len() > 1
                    && w.starts_with('i')
                    && w[1..].chars().all(|d| d.is_ascii_digit()));
            if after == Some('(') || (is_type && after == Some(' ')) {
                return self.verbatim(c);
            }
            if TRAILING.contains(&w) {
                return self.verbatim(c);
            }
            let end = c.pos + w.len();
            let next = c.s[end..].trim_start();
            if !(next.is_empty() || next.starts_with(',') || next.starts_with("::")) {
                let found: String = c.rest().chars().take_while(|ch| *ch != ',').collect();
                return Err(c.err(at, format!("malformed operand '{}'", found.trim())));
            }
            return match self.target.reg_mask_by_name(w) {
                Some(m) => {
                    c.pos = end;
                    Ok(Operand::RegMask(m))
                }
                None => {
                    let names: Vec<&str> =
                        self.target.reg_masks.iter().map(|m| m.mir_name).collect();
                    Err(c
                        .err(at, format!("unknown register mask '{w}'"))
                        .help(format!(
                            "the {} target's masks are: {}",
                            self.target.name,
                            names.join(", ")
                        )))
                }
            };
        }
        if matches!(ch, '&' | '!' | '<' | '"') {
            return self.verbatim(c);
        }
        Err(c.err(at, format!("expected an operand, found '{ch}'")))
    }

    fn global(
        &mut self,
        c: &mut Cur,
        target_flags: Option<String>,
        at: usize,
    ) -> Result<Operand, MirError> {
        // Invariant: the cursor is at '@'.
        c.pos += 1;
        let name = if c.peek() == Some('"') {
            c.string()?.to_string()
        } else {
            let w = c.word();
            if w.is_empty() {
                return Err(c.err(at, "expected a global name after '@'"));
            }
            w.to_string()
        };
        let save = c.pos;
        c.skip_ws();
        let mut offset = 0i64;
        if let Some(sign) = c.peek().filter(|s| *s == '+' || *s == '-') {
            c.pos += 1;
            c.skip_ws();
            let d_at = c.pos;
            let d = c
                .digits()
                .ok_or_else(|| c.err(d_at, "expected an offset after the global"))?;
            let v: i64 = d.parse().map_err(|_| c.err(d_at, "offset out of range"))?;
            offset = if sign == '-' { -v } else { v };
        } else {
            c.pos = save;
        }
        Ok(Operand::Global {
            name,
            offset,
            target_flags,
        })
    }

    /// Resolves block references; checks successor targets exist.
    fn finish(&mut self) {
        // The first block with each number (a map, not a scan per
        // reference).
        let mut first: HashMap<u32, BlockId> = HashMap::with_capacity(self.f.blocks.len());
        for (i, b) in self.f.blocks.iter().enumerate() {
            first.entry(b.number).or_insert(BlockId(i as u32));
        }
        let find = |n: u32| first.get(&n).copied();
        for (n, pos) in &self.block_refs {
            if find(*n).is_none() && !self.header_failed {
                self.errors.push(
                    MirError::at(*pos, format!("undefined block '%bb.{n}'"))
                        .help("every referenced block needs a 'bb.N:' header in this function"),
                );
            }
        }
        // A virtual register must get a class somewhere (the `registers:`
        // table or `%N:class` at a def); report each one at its first use.
        let mut reported = vec![false; self.f.vregs.len()];
        for i in self.f.blocks.iter().flat_map(|b| &b.insts) {
            for o in &i.operands {
                let Operand::Reg(RegOperand {
                    reg: Reg::Virt(v), ..
                }) = o
                else {
                    continue;
                };
                let k = v.index();
                if self.f.vregs.get(k).is_some_and(|x| x.class.is_none()) && !reported[k] {
                    reported[k] = true;
                    self.errors.push(
                        MirError::at(
                            Pos {
                                line: i.loc.line,
                                col: i.loc.col,
                            },
                            format!("virtual register '%{}' has no register class", v.0),
                        )
                        .help(format!(
                            "is '%{}' defined? declare it in 'registers:' or write '%{}:CLASS' at its definition",
                            v.0, v.0
                        )),
                    );
                }
            }
        }
        if !self.errors.is_empty() {
            return;
        }
        // Invariant: every referenced number has a block (checked above).
        for b in &mut self.f.blocks {
            for (s, _) in &mut b.successors {
                *s = find(s.0).unwrap_or(*s);
            }
            for i in &mut b.insts {
                for o in &mut i.operands {
                    if let Operand::Block(id) = o {
                        *id = find(id.0).unwrap_or(*id);
                    }
                }
            }
        }
    }
}
