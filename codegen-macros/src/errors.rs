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

/// Every diagnostic of `e` as a `compile_error!` at `span` (`target!`).
pub fn at_span(e: &LoadError, span: Span) -> TokenStream {
    let mut out = TokenStream::new();
    for d in &e.diagnostics.items {
        out.extend(compile_error(span, span, &message(d, &e.sources)));
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
        let msg = message(d, &e.sources);
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
