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
pub fn parse_documents(text: &str) -> Result<Vec<Node>, SyntaxError> {
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
