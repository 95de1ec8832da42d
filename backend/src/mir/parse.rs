//! The MIR reader: LLVM 14 `.mir` text to a [`MirFile`].
//!
//! A `.mir` file is a YAML stream: an optional `--- |` document holding the
//! LLVM IR module (kept verbatim), then one document per machine function.
//! The YAML structure is read by `yaml-rust2` into a tree with positions
//! (`parse/yaml.rs`); the typed header fields (`name`, `tracksRegLiveness`,
//! `registers`, `liveins`, `frameInfo`, `fixedStack`, `stack`) are read
//! from it, every other top-level key is kept as its source text, and the
//! `body: |` block scalar is parsed by the hand-written body parser
//! (`parse/body.rs`).
//!
//! Modeled body syntax: block headers (`bb.N`, `bb.N.name`, `(%ir-block.K,
//! attributes...)`), `successors:` with probabilities, block `liveins:`,
//! MI flags, opcodes, register operands (`%N`, `%N:class`, `%N.sub`,
//! `$reg`, `$noreg`, `_`, every register flag, `(tied-def N)`),
//! immediates, `%bb.N`, `%stack.N[.name]`, `%fixed-stack.N`, `@global` with
//! `+ N`/`- N` and `target-flags(...)`, register masks by name, and the
//! trailing parts and memory operands as text. Kept verbatim
//! ([`Operand::Verbatim`]): `&sym`, `&"asm"`, `!N`/`!DI...(...)` metadata,
//! `%const.N`, `%jump-table.N`, `%ir.x`, `%subreg.x`, `word(...)` operands
//! (`blockaddress`, `intrinsic`, `CustomRegMask`, ...), typed immediates
//! (`i32 7`, `double 1.0`) and CFI operands. Not supported (an error):
//! named vregs, GlobalISel types (`%0(s64)`), bundles, live-in lane masks.
//!
//! Invariants of the result: those of [`crate::mir`]. Every error carries the
//! 1-based line and column in the input file (for the body, the column of
//! the offending text inside the block scalar, counted from the start of
//! the file's line), and names the unknown class, register or mask.

mod body;
mod yaml;

use super::*;
use crate::target::{Target, TargetDesc};
use std::fmt;
use yaml::{Node, Pos};

/// Upper bound on a virtual register id (the model keeps a dense table
/// indexed by id; a larger id is treated as malformed input).
pub const MAX_VREG_ID: u32 = 1 << 22;

/// One reader error: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MirError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What is wrong.
    pub message: String,
    /// What to do about it, if there is a useful hint.
    pub help: Option<String>,
}

impl MirError {
    /// An error at `pos`.
    pub(crate) fn at(pos: Pos, message: impl Into<String>) -> MirError {
        MirError {
            line: pos.line,
            col: pos.col,
            message: message.into(),
            help: None,
        }
    }
    /// With a hint.
    pub(crate) fn help(mut self, h: impl Into<String>) -> MirError {
        self.help = Some(h.into());
        self
    }
}

/// The errors of one file, with the text to show them against.
#[derive(Clone, Debug)]
pub struct MirErrors {
    /// The file name as given to the reader.
    pub path: String,
    /// The errors in file order (at least one).
    pub errors: Vec<MirError>,
    source: String,
}

/// At most this many errors are reported per file.
const MAX_ERRORS: usize = 50;

impl MirErrors {
    fn new(path: &str, source: &str, mut errors: Vec<MirError>) -> MirErrors {
        errors.sort_by_key(|e| (e.line, e.col));
        errors.dedup();
        errors.truncate(MAX_ERRORS);
        MirErrors {
            path: path.to_string(),
            errors,
            source: source.to_string(),
        }
    }
    /// The first error.
    pub fn first(&self) -> &MirError {
        &self.errors[0]
    }
    /// The errors rendered with the source line and a caret
    /// (`codespan-reporting` style, `path:line:col`), without color.
    pub fn render(&self) -> String {
        self.render_with(false)
    }
    /// Like [`MirErrors::render`], with terminal colors.
    pub fn render_color(&self) -> String {
        self.render_with(true)
    }
    fn render_with(&self, color: bool) -> String {
        use codespan_reporting::diagnostic::{Diagnostic, Label};
        use codespan_reporting::files::SimpleFile;
        use codespan_reporting::term::{self, termcolor};
        let file = SimpleFile::new(self.path.as_str(), self.source.as_str());
        let config = term::Config::default();
        let mut out = String::new();
        for e in &self.errors {
            let start = byte_offset(&self.source, e.line, e.col);
            // Underline the word at the position (a name, a register, a
            // number), or one character.
            let rest = &self.source[start..];
            let word = rest
                .char_indices()
                .find(|(_, c)| !(c.is_alphanumeric() || "_.$%-@".contains(*c)))
                .map_or(rest.len(), |(i, _)| i);
            let one = rest
                .chars()
                .next()
                .filter(|c| *c != '\n')
                .map_or(0, char::len_utf8);
            let end = start + word.max(one);
            let mut d = Diagnostic::error()
                .with_message(&e.message)
                .with_labels(vec![Label::primary((), start..end)]);
            if let Some(h) = &e.help {
                d = d.with_notes(vec![format!("help: {h}")]);
            }
            let rendered = if color {
                let mut buf = termcolor::Buffer::ansi();
                term::emit_to_write_style(&mut buf, &config, &file, &d)
                    .map(|()| String::from_utf8_lossy(buf.as_slice()).into_owned())
            } else {
                term::emit_into_string(&config, &file, &d)
            };
            match rendered {
                Ok(s) => out.push_str(&s),
                // The span cannot be shown: the plain form instead.
                Err(_) => {
                    out.push_str(&self.plain_line(e));
                    out.push('\n');
                }
            }
        }
        out
    }
    fn plain_line(&self, e: &MirError) -> String {
        format!("{}:{}:{}: error: {}", self.path, e.line, e.col, e.message)
    }
}

impl fmt::Display for MirErrors {
    /// One `path:line:col: error: message` line per error.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.errors {
            writeln!(f, "{}", self.plain_line(e))?;
        }
        Ok(())
    }
}

impl std::error::Error for MirErrors {}

/// The byte offset of 1-based `line`:`col` (columns count characters),
/// clamped to the text.
fn byte_offset(text: &str, line: u32, col: u32) -> usize {
    let mut off = 0usize;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line as usize {
            let body = l.trim_end_matches('\n');
            let mut o = body.len();
            for (n, (b, _)) in body.char_indices().enumerate() {
                if n + 1 == col as usize {
                    o = b;
                    break;
                }
            }
            return off + o;
        }
        off += l.len();
    }
    text.len()
}

/// Reads a MIR file with the target its IR module asks for, one of
/// `targets` (the compiled-in descriptions, `tables::TARGETS`, or the one
/// `--td` loaded; [`Target::for_ir_module`]; the target's default mode when
/// the file has no IR module). Without a `target triple`, the first target
/// whose description reads the file.
pub fn read(
    text: &str,
    path: &str,
    targets: &[&'static TargetDesc],
) -> Result<(Target, MirFile), MirErrors> {
    let docs = parse_yaml(text, path)?;
    let ir = ir_module_of(&docs);
    let Some(target) = Target::for_ir_module(targets, ir.as_deref(), &[]) else {
        return Err(MirErrors::new(
            path,
            text,
            vec![MirError::at(
                Pos { line: 1, col: 1 },
                "no target description to read the MIR with",
            )
            .help(
                "this spillway was built without targets (targets/ has no folder with a \
                 top.td): give one with --td PATH",
            )],
        ));
    };
    // No triple to choose by (MIR written by hand or by a test generator)
    // and several targets: the first whose description reads the file,
    // else the errors of the one that read it best.
    let has_triple = ir
        .as_deref()
        .is_some_and(|m| m.contains("target triple = \""));
    if !has_triple && targets.len() > 1 {
        let mut best: Option<MirErrors> = None;
        for d in targets {
            let Some(t) = Target::for_ir_module(std::slice::from_ref(d), ir.as_deref(), &[]) else {
                continue;
            };
            match read_docs(text, path, &docs, &t) {
                Ok(file) => return Ok((t, file)),
                Err(e) => {
                    if best
                        .as_ref()
                        .is_none_or(|b| e.errors.len() < b.errors.len())
                    {
                        best = Some(e);
                    }
                }
            }
        }
        if let Some(e) = best {
            return Err(e);
        }
    }
    if ir.is_some() && targets.len() > 1 {
        let lines: Vec<&str> = text.split('\n').collect();
        let names: Vec<&str> = targets.iter().map(|d| d.name).collect();
        let none = |triple: &str| {
            let arch = triple.split('-').next().unwrap_or("");
            !targets.iter().any(|d| d.accepts_arch(arch))
        };
        if let Some(e) = foreign_triple(
            &lines,
            none,
            &names.join(", "),
            "any target this spillway has",
        ) {
            return Err(MirErrors::new(path, text, vec![e]));
        }
    }
    let file = read_docs(text, path, &docs, &target)?;
    Ok((target, file))
}

/// Reads a MIR file with a given target.
pub fn read_with(text: &str, path: &str, target: &Target) -> Result<MirFile, MirErrors> {
    let docs = parse_yaml(text, path)?;
    read_docs(text, path, &docs, target)
}

/// Reads MIR from raw bytes (a file's contents): invalid UTF-8 is an error
/// at the first bad byte; otherwise as [`read`].
pub fn read_bytes(
    bytes: &[u8],
    path: &str,
    targets: &[&'static TargetDesc],
) -> Result<(Target, MirFile), MirErrors> {
    match std::str::from_utf8(bytes) {
        Ok(text) => read(text, path, targets),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            let line = good.iter().filter(|b| **b == b'\n').count() as u32 + 1;
            let line_start = good.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
            let col = String::from_utf8_lossy(&good[line_start..]).chars().count() as u32 + 1;
            let lossy = String::from_utf8_lossy(bytes);
            Err(MirErrors::new(
                path,
                &lossy,
                vec![MirError::at(
                    Pos { line, col },
                    format!("invalid UTF-8 (byte 0x{:02x})", bytes[e.valid_up_to()]),
                )
                .help("MIR files are UTF-8 text; was the file truncated or corrupted?")],
            ))
        }
    }
}

/// Reads a MIR file from disk ([`read_bytes`]); an I/O error is reported at
/// 1:1.
pub fn read_file(
    path: &std::path::Path,
    targets: &[&'static TargetDesc],
) -> Result<(Target, MirFile), MirErrors> {
    let name = path.display().to_string();
    match std::fs::read(path) {
        Ok(b) => read_bytes(&b, &name, targets),
        Err(e) => Err(MirErrors::new(
            &name,
            "",
            vec![MirError::at(
                Pos { line: 1, col: 1 },
                format!("cannot read the file {name}: {e}"),
            )
            .help("check the path; the input is a .mir file (`llc -stop-before=greedy` output)")],
        )),
    }
}

fn parse_yaml(text: &str, path: &str) -> Result<Vec<Node>, MirErrors> {
    if text.trim().is_empty() {
        return Err(MirErrors::new(
            path,
            text,
            vec![MirError::at(Pos { line: 1, col: 1 }, "empty MIR file")
                .help("a MIR file has one `---` YAML document per machine function")],
        ));
    }
    // YAML allows no control character but tab and line breaks; the YAML
    // parser let a NUL through in a plain scalar and lost the documents
    // after it, so the printed file read back differently (fuzz finding).
    // (Control characters are ASCII: a byte scan finds the first; the
    // lines are looked at only then.)
    let bad = |c: char| c.is_ascii_control() && !matches!(c, '\t' | '\r' | '\n');
    let first_bad = text.bytes().position(|b| bad(b as char));
    for (i, line) in text
        .split('\n')
        .enumerate()
        .take_while(|_| first_bad.is_some())
    {
        if let Some((col, c)) = line
            .chars()
            .enumerate()
            .find(|(_, c)| c.is_ascii_control() && !matches!(c, '\t' | '\r'))
        {
            return Err(MirErrors::new(
                path,
                text,
                vec![MirError::at(
                    Pos {
                        line: i as u32 + 1,
                        col: col as u32 + 1,
                    },
                    format!("control character U+{:04X} in a MIR file", c as u32),
                )
                .help("YAML allows no control characters but tabs and line breaks")],
            ));
        }
    }
    yaml::parse_documents(text).map_err(|e| {
        // At the end of the input the parser reports the line after the
        // last one: point at the end of the last line instead.
        let n_lines = text.lines().count().max(1) as u32;
        let pos = if e.pos.line > n_lines {
            let last = text.lines().last().unwrap_or("");
            Pos {
                line: n_lines,
                col: last.chars().count() as u32 + 1,
            }
        } else {
            e.pos
        };
        MirErrors::new(
            path,
            text,
            vec![MirError::at(pos, format!("malformed YAML: {}", e.message))],
        )
    })
}

/// The IR module: the first document when it is a block scalar.
fn ir_module_of(docs: &[Node]) -> Option<String> {
    match docs.first() {
        Some(Node::Scalar(s, yaml::Style::Literal | yaml::Style::Folded, _)) => Some(s.clone()),
        _ => None,
    }
}

fn read_docs(text: &str, path: &str, docs: &[Node], target: &Target) -> Result<MirFile, MirErrors> {
    let lines: Vec<&str> = text.split('\n').collect();
    let ir_module = ir_module_of(docs);
    let mut errors = Vec::new();
    if ir_module.is_some() {
        let what = format!("the {} target", target.name);
        errors.extend(foreign_triple(
            &lines,
            |t| !target.accepts_triple(t),
            target.name,
            &what,
        ));
        // MIR of another target names classes and registers this one does
        // not have: one error says it all (not one per vreg).
        if !errors.is_empty() {
            return Err(MirErrors::new(path, text, errors));
        }
    }
    let mut functions = Vec::new();
    for (i, d) in docs.iter().enumerate() {
        match d {
            Node::Scalar(..) if i == 0 && ir_module.is_some() => {}
            // An empty document (`---` with nothing, or a trailing `...`).
            Node::Scalar(s, yaml::Style::Plain, _) if s.is_empty() => {}
            Node::Map(entries, pos) => {
                let mut fr = FnReader {
                    target,
                    lines: &lines,
                    errors: Vec::new(),
                };
                if let Some(f) = fr.function(entries, *pos) {
                    if functions.iter().any(|g: &Function| g.name == f.name) {
                        fr.errors.push(
                            MirError::at(
                                Pos {
                                    line: f.loc.line,
                                    col: f.loc.col,
                                },
                                format!("redefinition of machine function '{}'", f.name),
                            )
                            .help("every function document needs its own `name:`; was a file pasted twice?"),
                        );
                    } else {
                        functions.push(f);
                    }
                }
                errors.append(&mut fr.errors);
            }
            other => errors.push(
                MirError::at(
                    other.pos(),
                    format!(
                        "expected a machine function (a YAML mapping), found {}",
                        other.kind()
                    ),
                )
                .help("only the first document may be the `--- |` LLVM IR module"),
            ),
        }
    }
    // A module whose code was all compiled away (only declarations left)
    // is an IR module without machine functions: llc accepts it and emits
    // an empty object, and so does Spillway.
    if functions.is_empty() && errors.is_empty() && ir_module.is_none() {
        errors.push(
            MirError::at(Pos { line: 1, col: 1 }, "no machine function in the file")
                .help("a function is a `---` document with `name:` and `body: |`"),
        );
    }
    if !errors.is_empty() {
        return Err(MirErrors::new(path, text, errors));
    }
    if let Some(ir) = &ir_module {
        let mut attrs = super::ir::function_string_attributes(ir);
        for f in &mut functions {
            f.ir_attrs = attrs.remove(&f.name).unwrap_or_default();
        }
    }
    Ok(MirFile {
        ir_module,
        functions,
    })
}

/// The IR module's `target triple = "ARCH-..."` when `foreign(triple)`:
/// the error says it is not for `what` and names `names`. Only the first
/// document (the IR module) is searched.
fn foreign_triple(
    lines: &[&str],
    foreign: impl Fn(&str) -> bool,
    names: &str,
    what: &str,
) -> Option<MirError> {
    const KEY: &str = "target triple = \"";
    for (i, l) in lines.iter().enumerate().skip(1) {
        if l.starts_with("...") || l.starts_with("---") {
            break;
        }
        let Some(k) = l.find(KEY) else { continue };
        let triple = l[k + KEY.len()..].split('"').next().unwrap_or("");
        if !foreign(triple) {
            return None;
        }
        let col = l[..k + KEY.len()].chars().count() as u32 + 1;
        return Some(
            MirError::at(
                Pos {
                    line: i as u32 + 1,
                    col,
                },
                format!("the IR module's target triple '{triple}' is not for {what}"),
            )
            .help(format!(
                "Spillway allocates for {names}: compile for it (llc -stop-before=greedy \
                 with its triple), or give the description of this target with --td"
            )),
        );
    }
    None
}

/// Reads the header of one function document.
struct FnReader<'a> {
    target: &'a Target,
    lines: &'a [&'a str],
    errors: Vec<MirError>,
}

fn loc(p: Pos) -> Loc {
    Loc {
        line: p.line,
        col: p.col,
    }
}

impl<'a> FnReader<'a> {
    fn err(&mut self, pos: Pos, msg: impl Into<String>) {
        self.errors.push(MirError::at(pos, msg));
    }

    fn function(&mut self, entries: &[(Node, Node)], pos: Pos) -> Option<Function> {
        // The mapping's own marker is not where it starts: use its first key.
        let pos = entries.first().map_or(pos, |(k, _)| k.pos());
        let mut f = Function {
            name: String::new(),
            loc: loc(pos),
            tracks_reg_liveness: false,
            vregs: Vec::new(),
            liveins: Vec::new(),
            frame: FrameInfo {
                max_call_frame_size: u64::from(u32::MAX),
                ..FrameInfo::default()
            },
            fixed_stack: Vec::new(),
            stack: Vec::new(),
            other_keys: Vec::new(),
            ir_attrs: Vec::new(),
            blocks: Vec::new(),
        };
        let mut body: Option<(&Node, Pos)> = None;
        let mut have_name = false;
        for (idx, (k, v)) in entries.iter().enumerate() {
            let Some(key) = k.as_str() else {
                self.err(k.pos(), format!("expected a key, found {}", k.kind()));
                continue;
            };
            if entries[..idx]
                .iter()
                .any(|(k2, _)| k2.as_str() == Some(key))
            {
                self.err(k.pos(), format!("duplicate key '{key}'"));
                continue;
            }
            match key {
                "name" => {
                    have_name = true;
                    match v.as_str() {
                        Some(s) => f.name = s.to_string(),
                        None => self.err(v.pos(), "'name' must be a scalar"),
                    }
                }
                "tracksRegLiveness" => {
                    if let Some(b) = self.bool_of(v) {
                        f.tracks_reg_liveness = b;
                    }
                }
                "registers" => self.registers(v, &mut f),
                "liveins" => self.fn_liveins(v, &mut f),
                "frameInfo" => self.frame_info(v, &mut f.frame),
                "fixedStack" => f.fixed_stack = self.stack_objects(v, true),
                "stack" => f.stack = self.stack_objects(v, false),
                "body" => body = Some((v, k.pos())),
                _ => {
                    let next = entries.get(idx + 1).map(|(k, _)| k.pos().line);
                    let text = self.raw_value(k.pos(), key, next);
                    f.other_keys.push((key.to_string(), text));
                }
            }
        }
        if !have_name {
            self.errors.push(
                MirError::at(pos, "machine function without 'name'")
                    .help("add `name: <function>` (the IR function's name)"),
            );
        }
        if let Some((b, key_pos)) = body {
            match b {
                Node::Scalar(text, style, bpos) => {
                    if matches!(style, yaml::Style::Literal) || !text.trim().is_empty() {
                        // The block scalar's text starts on the line after
                        // `body: |`.
                        let first_line = key_pos.line + 1;
                        let mut errs = body::parse_body(
                            self.target,
                            text,
                            *bpos,
                            first_line,
                            *style,
                            self.lines,
                            &mut f,
                        );
                        self.errors.append(&mut errs);
                    }
                }
                other => self.err(other.pos(), "'body' must be a `|` block scalar"),
            }
        }
        self.no_banked_vregs_in_body(&f);
        if self.errors.is_empty() {
            Some(f)
        } else {
            None
        }
    }

    /// A vreg declared with a register bank (`class: gpr`) has no class:
    /// the body must not name it (GlobalISel's instruction selection
    /// deletes every generic vreg it selects; one left in the body means
    /// the MIR stopped before selection finished).
    fn no_banked_vregs_in_body(&mut self, f: &Function) {
        for b in &f.blocks {
            for i in &b.insts {
                for o in &i.operands {
                    let Operand::Reg(r) = o else { continue };
                    let Reg::Virt(v) = r.reg else { continue };
                    let Some(bank) = f.vregs.get(v.index()).and_then(|x| x.bank) else {
                        continue;
                    };
                    if f.vregs[v.index()].class.is_some() {
                        continue;
                    }
                    self.errors.push(
                        MirError::at(
                            Pos {
                                line: i.loc.line,
                                col: i.loc.col,
                            },
                            format!(
                                "'%{}' has a register bank ('{bank}'), not a register class, \
                                 and the body uses it",
                                v.0
                            ),
                        )
                        .help(
                            "Spillway allocates selected MIR: give the vreg a class \
                             (llc -stop-before=regallocfast writes one for every vreg \
                             the body uses)",
                        ),
                    );
                    return;
                }
            }
        }
    }

    /// The source text of a top-level key's value: the rest of the key's
    /// line and the following lines up to the next key (or the end of the
    /// document), trailing blank space removed.
    fn raw_value(&self, kpos: Pos, key: &str, next_key_line: Option<u32>) -> String {
        let first = kpos.line as usize - 1;
        let Some(line) = self.lines.get(first) else {
            return String::new();
        };
        let start = byte_offset(line, 1, kpos.col) + key.len();
        let rest = line.get(start..).unwrap_or("");
        // YAML allows blanks before the ':' (`key  : value`).
        let rest = rest.trim_start();
        let rest = rest.strip_prefix(':').unwrap_or(rest);
        let mut out = rest.trim().to_string();
        // The column the value starts at, for a value that starts on the
        // key's line and goes on below it (see the end).
        let value_col = line.len() - rest.trim_start().len();
        let end = match next_key_line {
            Some(n) => n as usize - 1,
            None => {
                let mut e = first + 1;
                while e < self.lines.len() {
                    let l = self.lines[e];
                    if l.starts_with("...") || l.starts_with("---") {
                        break;
                    }
                    e += 1;
                }
                e
            }
        };
        let mut more: Vec<&str> = self.lines[first + 1..end.max(first + 1)].to_vec();
        while more.last().is_some_and(|l| l.trim().is_empty()) {
            more.pop();
        }
        let continued = !out.is_empty() && !more.is_empty();
        for l in more {
            out.push('\n');
            out.push_str(l.trim_end_matches('\r'));
        }
        if continued {
            // Invariant (read by `print::other_key`): a value that starts on
            // the key's line and continues on the next lines keeps its
            // column, as blanks before it: `key:` + text puts it back where
            // it was, so the continuation lines keep their place relative
            // to it (re-aligning only the first line changes the YAML).
            let key_width = key.chars().count() + 1;
            let col = line[..value_col].chars().count();
            let pad = col.saturating_sub(key_width).max(1);
            out.insert_str(0, &" ".repeat(pad));
        }
        out
    }

    fn bool_of(&mut self, v: &Node) -> Option<bool> {
        match v.as_str() {
            Some("true") => Some(true),
            Some("false") => Some(false),
            _ => {
                self.err(v.pos(), "expected 'true' or 'false'");
                None
            }
        }
    }

    fn int_of<T: std::str::FromStr>(&mut self, v: &Node, what: &str) -> Option<T> {
        let text = v.as_str().map(str::trim);
        match text.and_then(|s| s.parse::<T>().ok()) {
            Some(n) => Some(n),
            None if text.is_some_and(|s| {
                let d = s.strip_prefix('-').unwrap_or(s);
                !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())
            }) =>
            {
                self.err(v.pos(), format!("'{what}' is out of range"));
                None
            }
            None => {
                self.err(v.pos(), format!("expected an integer for '{what}'"));
                None
            }
        }
    }

    fn seq<'n>(&mut self, v: &'n Node, what: &str) -> &'n [Node] {
        match v {
            Node::Seq(items, _) => items,
            Node::Scalar(s, yaml::Style::Plain, _) if s.is_empty() => &[],
            other => {
                self.err(
                    other.pos(),
                    format!("'{what}' must be a sequence, found {}", other.kind()),
                );
                &[]
            }
        }
    }

    fn map<'n>(&mut self, v: &'n Node, what: &str) -> Option<&'n [(Node, Node)]> {
        match v {
            Node::Map(e, _) => Some(e),
            other => {
                self.err(
                    other.pos(),
                    format!("{what} must be a mapping, found {}", other.kind()),
                );
                None
            }
        }
    }

    /// `'$x10'`, `'%3'` or `''`.
    fn reg_value(&mut self, v: &Node) -> Option<Option<Reg>> {
        let Some(s) = v.as_str() else {
            self.err(v.pos(), "expected a register name");
            return None;
        };
        let s = s.trim();
        if s.is_empty() {
            return Some(None);
        }
        // The scalar's text starts after the quote, if quoted.
        let p = name_pos(v);
        if let Some(n) = s.strip_prefix('$') {
            if n == "noreg" {
                return Some(Some(Reg::NoReg));
            }
            match self.target.reg_by_mir_name(n) {
                Some(r) => Some(Some(Reg::Phys(r))),
                None => {
                    self.errors.push(unknown_reg(p, n, self.target));
                    None
                }
            }
        } else if let Some(n) = s.strip_prefix('%') {
            match n.parse::<u32>() {
                Ok(id) if id < MAX_VREG_ID => Some(Some(Reg::Virt(VReg(id)))),
                _ => {
                    self.err(p, format!("expected a virtual register '%N', found '{s}'"));
                    None
                }
            }
        } else {
            self.err(
                p,
                format!("expected a register ('$name' or '%N'), found '{s}'"),
            );
            None
        }
    }

    fn registers(&mut self, v: &Node, f: &mut Function) {
        for item in self.seq(v, "registers") {
            let Some(entries) = self.map(item, "a 'registers' entry") else {
                continue;
            };
            let mut id: Option<u32> = None;
            let mut has_id = false;
            let mut class = None;
            let mut bank = None;
            let mut preferred = None;
            for (k, val) in entries {
                match k.as_str().unwrap_or("") {
                    "id" => {
                        has_id = true;
                        id = self.int_of(val, "id")
                    }
                    "class" => {
                        let name = val.as_str().unwrap_or("").trim();
                        match self.target.class_by_mir_name(name) {
                            Some(c) => class = Some(c),
                            // LLVM's spelling of "no class" (the writer
                            // prints it for an entry declared without one).
                            None if name == "_" => {}
                            // A GlobalISel register bank (the target's
                            // `RegisterBank` records): only for a vreg
                            // the body does not name (checked after it).
                            None if self.target.is_reg_bank(name) => {
                                bank = self.target.reg_banks.iter().copied().find(|b| *b == name)
                            }
                            None => {
                                self.errors
                                    .push(unknown_class(name_pos(val), name, self.target))
                            }
                        }
                    }
                    "preferred-register" => {
                        if let Some(r) = self.reg_value(val) {
                            preferred = r;
                        }
                    }
                    other => {
                        let other = other.to_string();
                        self.err(
                            k.pos(),
                            format!("unsupported key '{other}' in a 'registers' entry"),
                        )
                    }
                }
            }
            let Some(id) = id else {
                // A malformed 'id' was reported where it is.
                if !has_id {
                    self.err(item.pos(), "'registers' entry without 'id'");
                }
                continue;
            };
            if id >= MAX_VREG_ID {
                self.err(item.pos(), format!("virtual register id {id} is too large"));
                continue;
            }
            let i = id as usize;
            if f.vregs.len() <= i {
                f.vregs.resize(i + 1, VRegInfo::default());
            }
            if f.vregs[i].declared {
                self.err(
                    item.pos(),
                    format!("redefinition of virtual register '%{id}'"),
                );
                continue;
            }
            f.vregs[i] = VRegInfo {
                class,
                preferred,
                declared: true,
                bank,
            };
        }
    }

    fn fn_liveins(&mut self, v: &Node, f: &mut Function) {
        for item in self.seq(v, "liveins") {
            let Some(entries) = self.map(item, "a 'liveins' entry") else {
                continue;
            };
            let mut reg = None;
            let mut vreg = None;
            for (k, val) in entries {
                match k.as_str().unwrap_or("") {
                    "reg" => match self.reg_value(val) {
                        Some(Some(Reg::Phys(r))) => reg = Some(r),
                        Some(_) => {
                            self.err(val.pos(), "a function live-in must be a physical register")
                        }
                        None => {}
                    },
                    "virtual-reg" => match self.reg_value(val) {
                        Some(Some(Reg::Virt(r))) => vreg = Some(r),
                        Some(None) => {}
                        Some(_) => self.err(val.pos(), "'virtual-reg' must be a virtual register"),
                        None => {}
                    },
                    other => {
                        let other = other.to_string();
                        self.err(
                            k.pos(),
                            format!("unsupported key '{other}' in a 'liveins' entry"),
                        )
                    }
                }
            }
            match reg {
                Some(reg) => {
                    if let Some(v) = vreg {
                        if f.vregs.len() <= v.index() {
                            f.vregs.resize(v.index() + 1, VRegInfo::default());
                        }
                    }
                    f.liveins.push(FnLiveIn { reg, vreg })
                }
                None => {
                    // A `reg` that did not read was reported already.
                    if !entries.iter().any(|(k, _)| k.as_str() == Some("reg")) {
                        self.err(item.pos(), "'liveins' entry without 'reg'")
                    }
                }
            }
        }
    }

    fn frame_info(&mut self, v: &Node, fi: &mut FrameInfo) {
        let Some(entries) = self.map(v, "'frameInfo'") else {
            return;
        };
        for (k, val) in entries {
            let key = k.as_str().unwrap_or("").to_string();
            match key.as_str() {
                "stackSize" => fi.stack_size = self.int_of(val, &key).unwrap_or(0),
                "maxAlignment" => fi.max_alignment = self.int_of(val, &key).unwrap_or(0),
                "adjustsStack" => fi.adjusts_stack = self.bool_of(val).unwrap_or(false),
                "hasCalls" => fi.has_calls = self.bool_of(val).unwrap_or(false),
                "maxCallFrameSize" => fi.max_call_frame_size = self.int_of(val, &key).unwrap_or(0),
                _ => {}
            }
            match val.scalar_text() {
                Some(t) => fi.fields.push((key, t)),
                None => self.err(val.pos(), format!("'frameInfo.{key}' must be a scalar")),
            }
        }
    }

    fn stack_objects(&mut self, v: &Node, fixed: bool) -> Vec<StackObject> {
        let what = if fixed { "fixedStack" } else { "stack" };
        let mut out: Vec<StackObject> = Vec::new();
        for item in self.seq(v, what) {
            let Some(entries) = self.map(item, "a stack object") else {
                continue;
            };
            let mut o = StackObject {
                id: 0,
                name: String::new(),
                kind: StackObjectKind::Default,
                offset: 0,
                size: 0,
                alignment: 0,
                callee_saved_register: None,
                other: Vec::new(),
            };
            let mut have_id = false;
            for (k, val) in entries {
                let key = k.as_str().unwrap_or("").to_string();
                match key.as_str() {
                    "id" => {
                        have_id = true;
                        o.id = self.int_of(val, "id").unwrap_or(0)
                    }
                    "name" => o.name = val.as_str().unwrap_or("").to_string(),
                    "type" => {
                        o.kind = match val.as_str().unwrap_or("") {
                            "default" => StackObjectKind::Default,
                            "spill-slot" => StackObjectKind::SpillSlot,
                            "variable-sized" => StackObjectKind::VariableSized,
                            t => {
                                let t = t.to_string();
                                self.err(
                                    val.pos(),
                                    format!("unknown stack object type '{t}' (expected default, spill-slot or variable-sized)"),
                                );
                                StackObjectKind::Default
                            }
                        }
                    }
                    "offset" => o.offset = self.int_of(val, "offset").unwrap_or(0),
                    "size" => o.size = self.int_of(val, "size").unwrap_or(0),
                    "alignment" => {
                        o.alignment = self.int_of(val, "alignment").unwrap_or(0);
                        if o.alignment != 0 && !o.alignment.is_power_of_two() {
                            self.err(
                                val.pos(),
                                format!(
                                    "stack object alignment {} is not a power of two",
                                    o.alignment
                                ),
                            );
                        }
                    }
                    "callee-saved-register" => match self.reg_value(val) {
                        Some(Some(Reg::Phys(r))) => o.callee_saved_register = Some(r),
                        Some(None) => {}
                        Some(_) => self.err(
                            val.pos(),
                            "'callee-saved-register' must be a physical register",
                        ),
                        None => {}
                    },
                    _ => match val.scalar_text() {
                        Some(t) => o.other.push((key, t)),
                        None => self.err(val.pos(), format!("'{key}' must be a scalar")),
                    },
                }
            }
            if !have_id {
                self.err(item.pos(), "stack object without 'id'");
                continue;
            }
            if out.iter().any(|p| p.id == o.id) {
                self.err(
                    item.pos(),
                    format!(
                        "redefinition of stack object '%{}.{}'",
                        if fixed { "fixed-stack" } else { "stack" },
                        o.id
                    ),
                );
                continue;
            }
            out.push(o);
        }
        out
    }
}

/// The position of a scalar's text (after an opening quote).
fn name_pos(v: &Node) -> Pos {
    match v {
        Node::Scalar(_, yaml::Style::SingleQuoted | yaml::Style::DoubleQuoted, p) => Pos {
            line: p.line,
            col: p.col + 1,
        },
        other => other.pos(),
    }
}

/// "unknown register class" with the known names as a hint.
pub(crate) fn unknown_class(pos: Pos, name: &str, t: &Target) -> MirError {
    let names: Vec<&str> = t.classes.iter().map(|c| c.mir_name.as_str()).collect();
    MirError::at(pos, format!("unknown register class '{name}'")).help(format!(
        "the {} target's classes are: {}",
        t.name,
        names.join(", ")
    ))
}

/// "unknown physical register".
pub(crate) fn unknown_reg(pos: Pos, name: &str, t: &Target) -> MirError {
    MirError::at(pos, format!("unknown physical register '${name}'")).help(format!(
        "register names are the {} target's MIR names, e.g. '${}'",
        t.name,
        t.regs.first().map_or("", |r| r.mir_name)
    ))
}
