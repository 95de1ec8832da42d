//! A YAML tree with source positions, built from `yaml-rust2`'s event
//! parser: the MIR reader needs the line and column of every scalar (to
//! point at an unknown class or register name in `registers:`), which
//! value-level YAML APIs do not keep.
//!
//! Invariants: every [`Node`] carries the 1-based line and column of its
//! first character in the parsed text; mapping entries keep file order.

use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// A position: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// How a scalar was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `abc`.
    Plain,
    /// `'abc'`.
    SingleQuoted,
    /// `"abc"`.
    DoubleQuoted,
    /// `|` block.
    Literal,
    /// `>` block.
    Folded,
}

/// A YAML node.
#[derive(Clone, Debug)]
pub enum Node {
    /// A scalar: its value (quotes and escapes resolved) and style.
    Scalar(String, Style, Pos),
    /// A sequence.
    Seq(Vec<Node>, Pos),
    /// A mapping, entries in file order.
    Map(Vec<(Node, Node)>, Pos),
    /// An alias (`*a`): MIR never uses them.
    Alias(Pos),
}

impl Node {
    /// Where the node starts.
    pub fn pos(&self) -> Pos {
        match self {
            Node::Scalar(_, _, p) | Node::Seq(_, p) | Node::Map(_, p) | Node::Alias(p) => *p,
        }
    }
    /// The scalar's value, if a scalar.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Node::Scalar(s, _, _) => Some(s),
            _ => None,
        }
    }
    /// The scalar rendered back as YAML text in its original style (but
    /// double-quoted when it holds a line break: a plain or single-quoted
    /// scalar printed with one would read back folded into a space).
    pub fn scalar_text(&self) -> Option<String> {
        match self {
            Node::Scalar(s, _, _) if s.contains(['\n', '\r']) => Some(quote_double(s)),
            Node::Scalar(s, st, _) => Some(match st {
                Style::Plain => s.clone(),
                Style::SingleQuoted => format!("'{}'", s.replace('\'', "''")),
                _ => quote_double(s),
            }),
            _ => None,
        }
    }
    /// A short description of the kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Node::Scalar(..) => "a scalar",
            Node::Seq(..) => "a sequence",
            Node::Map(..) => "a mapping",
            Node::Alias(..) => "an alias",
        }
    }
}

/// `s` as a double-quoted YAML scalar.
pub fn quote_double(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o.push_str("\\\""),
            '\\' => o.push_str("\\\\"),
            '\n' => o.push_str("\\n"),
            '\t' => o.push_str("\\t"),
            '\r' => o.push_str("\\r"),
            c if (c as u32) < 0x20 => o.push_str(&format!("\\x{:02x}", c as u32)),
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

/// A YAML syntax error.
#[derive(Clone, Debug)]
pub struct SyntaxError {
    /// Where.
    pub pos: Pos,
    /// The parser's message.
    pub message: String,
}

fn pos_of(m: &Marker) -> Pos {
    // yaml-rust2 markers: 1-based line, 0-based column.
    Pos {
        line: m.line() as u32,
        col: m.col() as u32 + 1,
    }
}

#[derive(Default)]
struct Builder {
    docs: Vec<Node>,
    /// Open collections: the node and, for maps, a pending key.
    stack: Vec<(Node, Option<Node>)>,
}

impl Builder {
    fn push_value(&mut self, n: Node) {
        match self.stack.last_mut() {
            None => self.docs.push(n),
            Some((Node::Seq(items, _), _)) => items.push(n),
            Some((Node::Map(entries, _), key)) => match key.take() {
                None => *key = Some(n),
                Some(k) => entries.push((k, n)),
            },
            Some(_) => {}
        }
    }
}

impl MarkedEventReceiver for Builder {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        let p = pos_of(&mark);
        match ev {
            Event::Scalar(s, style, _, _) => {
                let st = match style {
                    TScalarStyle::Plain => Style::Plain,
                    TScalarStyle::SingleQuoted => Style::SingleQuoted,
                    TScalarStyle::DoubleQuoted => Style::DoubleQuoted,
                    TScalarStyle::Literal => Style::Literal,
                    TScalarStyle::Folded => Style::Folded,
                };
                self.push_value(Node::Scalar(s, st, p));
            }
            Event::SequenceStart(..) => self.stack.push((Node::Seq(Vec::new(), p), None)),
            Event::MappingStart(..) => self.stack.push((Node::Map(Vec::new(), p), None)),
            Event::SequenceEnd | Event::MappingEnd => {
                if let Some((n, _)) = self.stack.pop() {
                    self.push_value(n);
                }
            }
            Event::Alias(_) => self.push_value(Node::Alias(p)),
            Event::DocumentStart
            | Event::DocumentEnd
            | Event::StreamStart
            | Event::StreamEnd
            | Event::Nothing => {}
        }
    }
}

/// Parses every document of `text` into a tree (one root per document, in
/// order; an empty document gives an empty plain scalar).
///
/// Fast path: a function's `registers:` list (one flow mapping per
/// virtual register, thousands of lines in large functions) costs
/// yaml-rust2 most of its time. Lines that have exactly the shape LLVM
/// prints (`  - { id: 7, class: gpr, preferred-register: '' }`, see
/// [`register_line`]) are turned into nodes directly; the text yaml-rust2
/// parses has them emptied (newlines kept, so every other position is
/// unchanged) and the list is put back in place of the `registers:` key's
/// empty value. Anything unexpected — a line of another shape in the
/// list, the key not found where it was blanked, a syntax error — falls
/// back to parsing the original text, so the result is always the tree
/// yaml-rust2 builds for `text` (`tests::fast_registers_agree`).
///
/// Second fast path, the same way: the literal block scalars LLVM prints
/// (`--- |` with the IR module, `body:             |` with the machine
/// code; most of a file's bytes), whose lines yaml-rust2 scans a character
/// at a time. Their content lines are read here ([`block_scalars`]) and
/// blanked, and each value goes back into the empty literal scalar
/// yaml-rust2 finds on the header line (`tests::fast_blocks_agree`).
pub fn parse_documents(text: &str) -> Result<Vec<Node>, SyntaxError> {
    match fast_parse(text) {
        Some(docs) => Ok(docs),
        None => parse_events(text),
    }
}

/// [`parse_documents`] through the fast paths; `None` when they do not
/// apply or something unexpected happens (then yaml-rust2 parses the
/// original text).
fn fast_parse(text: &str) -> Option<Vec<Node>> {
    let lists = register_lists(text);
    let blocks = block_scalars(text);
    if lists.is_empty() && blocks.is_empty() {
        return None;
    }
    // Lists and blocks must be disjoint line ranges (a block's lines are
    // indented or blank and it ends at a line starting at column 1; a
    // list starts after a `registers:` line).
    let mut ranges: Vec<(usize, usize, usize)> = lists
        .iter()
        .map(|l| (l.bytes.0, l.bytes.1, l.lines))
        .chain(blocks.iter().map(|b| (b.bytes.0, b.bytes.1, b.lines)))
        .collect();
    ranges.sort_unstable();
    if ranges.windows(2).any(|w| w[0].1 > w[1].0) {
        return None;
    }
    let mut blanked = String::with_capacity(text.len());
    let mut at = 0;
    for &(from, to, lines) in &ranges {
        blanked.push_str(&text[at..from]);
        for _ in 0..lines {
            blanked.push('\n');
        }
        at = to;
    }
    blanked.push_str(&text[at..]);
    let mut docs = parse_events(&blanked).ok()?;
    let mut blocks = blocks.into_iter().peekable();
    for d in &mut docs {
        put_back_blocks(d, &mut blocks);
    }
    // Invariant: every blanked block went back where it came from.
    if blocks.next().is_some() {
        return None;
    }
    let mut lists = lists.into_iter().peekable();
    for d in &mut docs {
        let Node::Map(entries, _) = d else { continue };
        for (k, v) in entries.iter_mut() {
            let Some(l) = lists.peek() else { break };
            let key_here = matches!(k, Node::Scalar(s, Style::Plain, p)
                if s == "registers" && *p == Pos { line: l.key_line, col: 1 });
            if key_here && matches!(v, Node::Scalar(s, Style::Plain, _) if s.is_empty()) {
                *v = lists
                    .next()
                    .map(|l| l.node)
                    .unwrap_or(Node::Alias(Pos::default()));
            }
        }
    }
    // Invariant: every blanked list went back where it came from, else
    // the blanked parse is not the tree of `text`.
    if lists.next().is_some() {
        return None;
    }
    Some(docs)
}

/// A literal block scalar read by the fast path.
struct BlockScalar {
    /// Where yaml-rust2 puts the empty literal scalar of the blanked text:
    /// column 1 of the line after the block.
    blanked_pos: Pos,
    /// Where it puts this one: its first content character.
    pos: Pos,
    /// The byte range of its content lines (from the first byte after the
    /// header's newline to the end of the last content line's newline).
    bytes: (usize, usize),
    /// How many lines.
    lines: usize,
    /// Its value (indentation removed, clip chomping: one final newline).
    value: String,
}

/// Puts the values of `blocks` (in file order) back into the empty literal
/// scalars of `n` on their header lines, in document order.
fn put_back_blocks(
    n: &mut Node,
    blocks: &mut std::iter::Peekable<std::vec::IntoIter<BlockScalar>>,
) {
    match n {
        Node::Scalar(s, Style::Literal, p)
            if s.is_empty() && blocks.peek().is_some_and(|b| b.blanked_pos == *p) =>
        {
            if let Some(b) = blocks.next() {
                *s = b.value;
                *p = b.pos;
            }
        }
        Node::Seq(items, _) => {
            for i in items {
                put_back_blocks(i, blocks);
            }
        }
        Node::Map(entries, _) => {
            for (k, v) in entries {
                put_back_blocks(k, blocks);
                put_back_blocks(v, blocks);
            }
        }
        _ => {}
    }
}

/// The literal block scalars of `text` the fast path can read: a header
/// line that is exactly `--- |` or `body:` + spaces + `|` (no chomping or
/// indentation indicator), then lines that are blank or indented by at
/// least the first non-blank one's indentation (spaces only, no tab or
/// carriage return), ended by a line starting at column 1 or the end of
/// the text. A block with a shape yaml-rust2 might read otherwise (a blank
/// line longer than the indentation before the first content line, a line
/// indented less than the block) is left to yaml-rust2.
fn block_scalars(text: &str) -> Vec<BlockScalar> {
    let mut out = Vec::new();
    if !text.contains('|') {
        return out;
    }
    let is_header = |l: &str| {
        let l = l.strip_suffix('\n').unwrap_or(l);
        l == "--- |"
            || l.strip_prefix("body:")
                .and_then(|r| r.strip_suffix('|'))
                .is_some_and(|sp| !sp.is_empty() && sp.bytes().all(|c| c == b' '))
    };
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut offset = 0usize;
    let mut i = 0;
    while i < lines.len() {
        offset += lines[i].len();
        i += 1;
        if !is_header(lines[i - 1]) {
            continue;
        }

        // The content: lines until one starts at column 1 with a
        // non-blank character.
        let first = i;
        let mut end_byte = offset;
        while i < lines.len() {
            let l = lines[i];
            let body = l.strip_suffix('\n').unwrap_or(l);
            if !body.is_empty() && !body.starts_with(' ') {
                break;
            }
            end_byte += l.len();
            i += 1;
        }
        let content = &lines[first..i];
        let block_start = offset;
        offset = end_byte;
        // A block at the end of the text: yaml-rust2's position of an
        // empty scalar there is not the line after it.
        if i == lines.len() {
            continue;
        }
        if let Some((value, (line, col))) = block_value(content) {
            out.push(BlockScalar {
                blanked_pos: Pos {
                    line: i as u32 + 1,
                    col: 1,
                },
                pos: Pos {
                    line: (first + line) as u32 + 1,
                    col: col as u32 + 1,
                },
                bytes: (block_start, end_byte),
                lines: content.len(),
                value,
            });
        }
    }
    out
}

/// The value of a literal block scalar with clip chomping whose content
/// lines are `lines` (each with its newline, the last maybe without), or
/// `None` for a shape left to yaml-rust2 (see [`block_scalars`]); with
/// the (0-based) line in `lines` and column of its first content
/// character.
fn block_value(lines: &[&str]) -> Option<(String, (usize, usize))> {
    // (A last line without its newline: clip keeps no final break.)
    if lines.last().is_some_and(|l| !l.ends_with('\n')) {
        return None;
    }
    fn body(l: &str) -> &str {
        &l[..l.len() - 1]
    }
    let lead = |b: &str| b.bytes().take_while(|&c| c == b' ').count();
    // Invariant: every line ends with its newline (checked above).
    let first = lines.iter().position(|l| lead(body(l)) < body(l).len())?;
    let indent = lead(body(lines[first]));
    if indent == 0 {
        return None;
    }
    // Blank lines before the first content line longer than the
    // indentation are an error or content to YAML: not ours to decide.
    if lines[..first].iter().any(|l| body(l).len() > indent) {
        return None;
    }
    let mut out = String::with_capacity(lines.iter().map(|l| l.len()).sum());
    // Blank lines before the first content line are line breaks of the
    // value too.
    let mut pending_blank = first;
    for l in &lines[first..] {
        let b = body(l);
        if b.contains(['\t', '\r']) {
            return None;
        }
        let n = lead(b);
        if n == b.len() && n <= indent {
            pending_blank += 1;
            continue;
        }
        if n < indent {
            return None;
        }
        for _ in 0..pending_blank {
            out.push('\n');
        }
        pending_blank = 0;
        out.push_str(&b[indent..]);
        out.push('\n');
    }
    if lines[..first].iter().any(|l| l.contains(['\t', '\r'])) {
        return None;
    }
    Some((out, (first, indent)))
}

/// A `registers:` list read by the fast path.
struct RegisterList {
    /// The 1-based line of the `registers:` key.
    key_line: u32,
    /// The byte range of its entry lines (from the first entry's first
    /// byte to the end of the last entry's newline).
    bytes: (usize, usize),
    /// How many lines.
    lines: usize,
    /// The sequence node yaml-rust2 would build.
    node: Node,
}

/// The `registers:` lists of `text` the fast path can read: a line that is
/// exactly `registers:`, followed by one or more [`register_line`]s, followed
/// by a line starting with a letter or `.` or `-` at column 1 (the next key, or the
/// document's end); any other shape is left to yaml-rust2.
fn register_lists(text: &str) -> Vec<RegisterList> {
    let mut out = Vec::new();
    if !text.contains("\nregisters:\n") {
        return out;
    }
    let mut offset = 0usize;
    let mut pending: Option<(u32, usize, Vec<Node>)> = None;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        let start = offset;
        offset += line.len();
        if let Some((key_line, first, items)) = pending.as_mut() {
            if let Some(n) = line
                .strip_suffix('\n')
                .and_then(|l| register_line(l, line_no))
            {
                items.push(n);
                continue;
            }
            let ends = line
                .bytes()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == b'.' || c == b'-');
            let (key_line, first) = (*key_line, *first);
            let items = std::mem::take(items);
            pending = None;
            if ends && !items.is_empty() {
                let lines = items.len();
                out.push(RegisterList {
                    key_line,
                    bytes: (first, start),
                    lines,
                    node: Node::Seq(
                        items,
                        Pos {
                            line: key_line + 1,
                            col: 3,
                        },
                    ),
                });
            }
        }
        if line == "registers:\n" {
            pending = Some((line_no, offset, Vec::new()));
        }
    }
    out
}

/// The node of one `registers:` entry line when it is exactly
/// `  - { id: DIGITS, class: NAME, preferred-register: 'REG' }` (NAME and
/// REG of ASCII letters, digits, `_`, `$`, `.`; REG may be empty), at line
/// `line`.
fn register_line(l: &str, line: u32) -> Option<Node> {
    let word = |s: &str| {
        s.bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
    };
    let rest = l.strip_prefix("  - { id: ")?;
    let (id, rest) = rest.split_once(", class: ")?;
    let (class, rest) = rest.split_once(", preferred-register: '")?;
    let pref = rest.strip_suffix("' }")?;
    let name_ok = |s: &str| !s.is_empty() && word(s) && !s.starts_with(['.', '$', '-']);
    if id.is_empty() || !id.bytes().all(|c| c.is_ascii_digit()) || !name_ok(class) || !word(pref) {
        return None;
    }
    // Columns (1-based, ASCII): `{` at 5, `id` at 7, the id at 11.
    let at = |col: usize| Pos {
        line,
        col: col as u32,
    };
    let plain = |s: &str, col: usize| Node::Scalar(s.to_string(), Style::Plain, at(col));
    let class_key = 11 + id.len() + 2;
    let class_val = class_key + "class: ".len();
    let pref_key = class_val + class.len() + 2;
    let pref_val = pref_key + "preferred-register: ".len();
    Some(Node::Map(
        vec![
            (plain("id", 7), plain(id, 11)),
            (plain("class", class_key), plain(class, class_val)),
            (
                plain("preferred-register", pref_key),
                Node::Scalar(pref.to_string(), Style::SingleQuoted, at(pref_val)),
            ),
        ],
        at(5),
    ))
}

/// [`parse_documents`] by yaml-rust2's event parser alone.
fn parse_events(text: &str) -> Result<Vec<Node>, SyntaxError> {
    let mut b = Builder::default();
    let mut parser = Parser::new_from_str(text);
    match parser.load(&mut b, true) {
        Ok(()) => Ok(b.docs),
        Err(e) => Err(SyntaxError {
            pos: pos_of(e.marker()),
            message: e.info().to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(docs: &[Node]) -> String {
        format!("{docs:?}")
    }

    #[test]
    fn fast_registers_agree() {
        let mut regs = String::new();
        for i in 0..40 {
            let class = ["gpr", "fpr64", "gprnox0", "_"][i % 4];
            let pref = ["", "$x10", "$f10_d", ""][i % 4];
            regs.push_str(&format!(
                "  - {{ id: {}, class: {class}, preferred-register: '{pref}' }}\n",
                i * 37
            ));
        }
        let doc = |regs: &str, after: &str| {
            format!(
                "--- |\n  define void @f() {{\n    ret void\n  }}\n...\n---\nname: f\n\
                 tracksRegLiveness: true\nregisters:\n{regs}{after}body: |\n  bb.0:\n    PseudoRET\n...\n"
            )
        };
        let cases = [
            doc(&regs, "liveins: []\n"),
            doc(&regs, ""),
            format!(
                "{}{}",
                doc(&regs, "liveins: []\n"),
                doc(
                    &regs[..regs.match_indices('\n').nth(2).unwrap().0 + 1],
                    "frameInfo:\n  maxAlignment: 1\n"
                )
            ),
            // Shapes the fast path leaves alone, alone or mixed.
            doc(&format!("{regs}  - {{ id: 999, class: gpr }}\n"), ""),
            doc(&format!("{regs}  # a comment\n"), "liveins: []\n"),
            doc(&format!("{regs}\n{regs}"), ""),
            doc(&regs.replace("id: 37,", "id: 37 ,"), ""),
            doc(
                "  - { id: 0, class: gpr, preferred-register: '' }\n",
                "  bad: [\n",
            ),
            format!("registers:\n{regs}..."),
            format!("a: [\nregisters:\n{regs}]\n"),
        ];
        for (i, c) in cases.iter().enumerate() {
            let slow = parse_events(c);
            let fast = parse_documents(c);
            match (slow, fast) {
                (Ok(a), Ok(b)) => assert_eq!(tree(&a), tree(&b), "case {i}"),
                (Err(a), Err(b)) => {
                    assert_eq!((a.pos, a.message), (b.pos, b.message), "case {i}")
                }
                (a, b) => panic!("case {i}: {a:?} vs {b:?}"),
            }
        }
        assert_eq!(register_lists(&cases[0]).len(), 1);
        assert_eq!(register_lists(&cases[2]).len(), 2);
    }

    fn agree(i: &str, c: &str) {
        match (parse_events(c), parse_documents(c)) {
            (Ok(a), Ok(b)) => assert_eq!(tree(&a), tree(&b), "{i}"),
            (Err(a), Err(b)) => assert_eq!((a.pos, a.message), (b.pos, b.message), "{i}"),
            (a, b) => panic!("{i}: {a:?} vs {b:?}"),
        }
    }

    #[test]
    fn fast_blocks_agree() {
        let body = "  bb.0:\n    liveins: $x10\n  \n    %0:gpr = COPY $x10\n\n    PseudoRET\n";
        let doc = |header: &str, body: &str, after: &str| {
            format!(
                "--- |\n  define void @f() {{\n    ret void\n  }}\n\n...\n---\nname: f\n\
                 {header}\n{body}{after}"
            )
        };
        let cases = [
            doc("body:             |", body, "...\n"),
            doc("body: |", body, ""),
            doc("body: |", body, "\n\n...\n"),
            doc("body: |", &format!("{body}      \n   \n"), "...\n"),
            doc("body: |", &format!("\n  \n{body}"), "...\n"),
            // Shapes left to yaml-rust2 (or errors it must report).
            doc("body: |", &format!("      \n{body}"), "...\n"),
            doc("body: |", &format!("{body} bad\n"), "...\n"),
            doc("body: |", &format!("{body}\tx\n"), "...\n"),
            doc("body: |-", body, "...\n"),
            doc("body: |2", body, "...\n"),
            doc("body: |", "    deeper\n  shallower\n", "...\n"),
            doc("body: |", "", "...\n"),
            doc("body: |", body.trim_end_matches('\n'), ""),
            doc("  body: |", body, "...\n"),
            format!("a:\n  body: |\n{body}"),
        ];
        for (i, c) in cases.iter().enumerate() {
            agree(&format!("case {i}"), c);
        }
        // The first five take the fast path (both blocks, but for a body
        // that ends the text), the rest is left to yaml-rust2 at least in
        // part.
        for (i, c) in cases[..5].iter().enumerate() {
            let want = if i == 1 { 1 } else { 2 };
            assert_eq!(block_scalars(c).len(), want, "{c}");
            assert!(fast_parse(c).is_some(), "{c}");
        }
    }

    /// Every MIR file of the repository's tests reads to the same tree
    /// with and without the fast paths.
    #[test]
    fn fast_paths_agree_on_the_test_mir_files() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut stack = vec![root.join("tests"), root.join("backend/tests")];
        let (mut n, mut fast) = (0, 0);
        while let Some(d) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&d) else {
                continue;
            };
            for e in rd.flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "mir") {
                    if let Ok(text) = std::fs::read_to_string(&p) {
                        agree(&p.display().to_string(), &text);
                        n += 1;
                        fast += usize::from(fast_parse(&text).is_some());
                    }
                }
            }
        }
        assert!(n > 20, "only {n} MIR files found");
        assert!(fast * 2 > n, "the fast paths read only {fast} of {n} files");
    }
}
