//! Diagnostics of `dsl` as `compile_error!`s.

use crate::inline::Inline;
use dsl::{Diagnostic, LoadError, SourceMap};
use proc_macro2::{Delimiter, Group, Literal, Span, TokenStream, TokenTree};
use quote::quote_spanned;

/// `<file>:<line>:<col>: <message>`, then the rendered diagnostic (source
/// line, caret, secondary labels, notes).
pub fn message(d: &Diagnostic, sources: &SourceMap) -> String {
    if (d.span.file.0 as usize) < sources.files().len() {
        let rendered = dsl::diag::render(std::slice::from_ref(d), sources, false);
        format!(
            "{}: {}\n\n{}",
            sources.location(d.span),
            d.message,
            rendered.trim_end()
        )
    } else {
        // No file to point into (e.g. the top file could not be read).
        let mut s = d.message.clone();
        for n in &d.notes {
            s.push_str("\n  = note: ");
            s.push_str(n);
        }
        s
    }
}

/// `::core::compile_error! { "msg" }` spanning `start`..`end` (rustc shows
/// the whole macro call, from the path's span to the braces' span).
pub fn compile_error(start: Span, end: Span, msg: &str) -> TokenStream {
    let mut out = quote_spanned!(start=> ::core::compile_error!);
    let mut lit = Literal::string(msg);
    lit.set_span(end);
    let mut g = Group::new(Delimiter::Brace, TokenStream::from(TokenTree::Literal(lit)));
    g.set_span(end);
    out.extend([TokenTree::Group(g)]);
    out
}

/// Every diagnostic of `e` as a `compile_error!` at `span` (`target!`);
/// `help` may add a macro-specific hint to a diagnostic.
pub fn at_span(
    e: &LoadError,
    span: Span,
    help: impl Fn(&Diagnostic) -> Option<String>,
) -> TokenStream {
    let mut out = TokenStream::new();
    for d in &e.diagnostics.items {
        let mut msg = message(d, &e.sources);
        if let Some(h) = help(d) {
            msg.push_str("\n\nhelp: ");
            msg.push_str(&h);
        }
        out.extend(compile_error(span, span, &msg));
    }
    if out.is_empty() {
        out = compile_error(span, span, "the target description could not be read");
    }
    out
}

/// Every diagnostic of `e` as a `compile_error!` at the `td!` tokens its
/// span covers; one in another file (an `include`d one) or with no tokens
/// to point at goes to the macro call.
pub fn inline(e: &LoadError, text: &Inline) -> TokenStream {
    let mut out = TokenStream::new();
    for d in &e.diagnostics.items {
        let mut msg = message(d, &e.sources);
        if d.message.starts_with("could not find include file") {
            msg.push_str(
                "\n\nhelp: `td!` searches only the prelude directory (`targets/include` of the \
                 Spillway workspace); use `target!` with `include = [...]` for other files",
            );
        }
        let in_text = e
            .sources
            .files()
            .get(d.span.file.0 as usize)
            .is_some_and(|f| f.path.is_none() && f.name == text.name);
        let spans = if in_text {
            text.spans(d.span.start as usize, d.span.end as usize)
        } else {
            None
        };
        let (a, b) = match spans {
            Some((a, b)) => (Span::from(a), Span::from(b)),
            None => (Span::call_site(), Span::call_site()),
        };
        out.extend(compile_error(a, b, &msg));
    }
    if out.is_empty() {
        out = compile_error(
            Span::call_site(),
            Span::call_site(),
            "the target description could not be read",
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use dsl::source::FileId;

    #[test]
    fn message_has_location_then_rendered_diagnostic() {
        let mut sm = SourceMap::new();
        let f = sm.add("x.td".into(), None, "def A;\ndef A;\n".into());
        let d = Diagnostic::error(dsl::Span::new(f, 11, 12), "def already exists: A")
            .with_note("rename one");
        let m = message(&d, &sm);
        assert!(m.starts_with("x.td:2:5: def already exists: A\n\n"), "{m}");
        assert!(m.contains("2 │ def A;"), "{m}");
        assert!(m.contains("= rename one"), "{m}");
    }

    #[test]
    fn message_without_a_file_keeps_the_notes() {
        let d =
            Diagnostic::error(dsl::Span::new(FileId(3), 0, 0), "cannot read").with_note("check");
        assert_eq!(
            message(&d, &SourceMap::new()),
            "cannot read\n  = note: check"
        );
    }

    #[test]
    fn compile_error_tokens() {
        let ts = compile_error(Span::call_site(), Span::call_site(), "bad");
        assert_eq!(ts.to_string(), ":: core :: compile_error ! { \"bad\" }");
    }
}
