//! The generated tables as a `syn::File` for prettyplease, without running
//! syn's general parser over the large constant tables.
//!
//! `render_file` used to call `syn::parse2::<syn::File>` on the whole token
//! stream. Most of the stream is data: `pub const REGS: [RegDesc; N] = [
//! RegDesc { name: "x1", units: &[1], .. }, .. ];` and the class constants
//! `pub const X1: Gpr = Gpr(Reg::X1);`. syn's expression parser is general
//! (it tries each expression form in turn and forks the cursor to look
//! ahead), so parsing that data cost 59% of the build script's work on
//! `targets/riscv` (callgrind; doc/PERFORMANCE.md, "The build script's
//! work"). Here a constant's value is converted directly from its token
//! trees into the `syn::Expr` syn would build, while the item around it (and
//! every other item) is still parsed by syn.
//!
//! [`unparse`] also splits a large file in two halves and renders the
//! second on another thread (prettyplease prints a file item by item, so
//! the two texts joined are the whole file's text).
//!
//! Invariants:
//! - The result is the `syn::File` that `syn::parse2` gives for the same
//!   tokens, up to spans (which prettyplease does not read): the unit tests
//!   compare prettyplease's output of both on the RISC-V target, and
//!   `tests/emit.rs` compares `spillway tblgen --gen-rust` with the build
//!   script's file.
//! - [`data_expr`] accepts only the forms it rebuilds exactly (literals,
//!   `true`/`false`, paths, `&`, unary `-`, arrays, struct literals, calls);
//!   for anything else it answers `None` and the item goes to syn whole. So
//!   a generator change can make rendering slower, never different.
//! - Item boundaries: after its outer attributes, a `const`/`static` item
//!   ends at the next top-level `;`, any other item at the next top-level
//!   `;` or `{..}` group. An item with a fast path (a constant, or an `impl`
//!   block holding constants, whose other members syn parses one by one) is
//!   checked whole: if any part does not convert or parse, the item's
//!   tokens go to syn with their neighbours, as they are, so a wrong guess
//!   costs time, never a different result.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::punctuated::Punctuated;

/// prettyplease's text for the items of `tokens`, on two threads when the
/// machine has two cores and the file is large: the items are cut in two
/// halves of about equal size at an item boundary; the second half goes to
/// a scoped thread as text (token streams cannot cross threads), which
/// lexes, converts and prints it while this thread does the first half.
/// prettyplease prints a file item after item, so the two texts joined are
/// the text of the whole (the unit tests compare with syn's single-threaded
/// rendering). Errors are syn's messages.
pub(super) fn unparse(tokens: TokenStream) -> Result<String, String> {
    let one_thread = |tokens: TokenStream| {
        file(tokens)
            .map(|f| prettyplease::unparse(&f))
            .map_err(|e| e.to_string())
    };
    // Kept for the fallback below (a clone shares the groups' contents).
    let all = tokens.clone();
    let mut tts: Vec<TokenTree> = tokens.into_iter().collect();
    let cut = halfway(&tts);
    let two = cut > 0
        && cut < tts.len()
        && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
    if !two {
        return file_of(tts)
            .map(|f| prettyplease::unparse(&f))
            .map_err(|e| e.to_string());
    }
    let second = stream(&tts[cut..]).to_string();
    tts.truncate(cut);
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("rust-tables-render".into())
            .spawn_scoped(scope, move || -> Result<String, String> {
                let ts: TokenStream = second.parse().map_err(|e| format!("{e}"))?;
                let f = file(ts).map_err(|e| e.to_string())?;
                Ok(prettyplease::unparse(&f))
            });
        let first = file_of(tts)
            .map(|f| prettyplease::unparse(&f))
            .map_err(|e| e.to_string());
        let second = match worker {
            Ok(h) => h
                .join()
                .unwrap_or_else(|_| Err("the rendering thread panicked".to_string())),
            Err(e) => Err(format!("cannot start a rendering thread: {e}")),
        };
        match (first, second) {
            (Ok(a), Ok(b)) => Ok(a + &b),
            // The cut is at an item boundary as `item_end` sees it; should
            // it ever split an item, each half fails alone: the whole file
            // on one thread gives the real answer.
            _ => one_thread(all),
        }
    })
}

/// Minimum size of a file, in tokens counted one level into groups, for
/// which [`unparse`] uses a second thread: below it, starting the thread
/// and re-lexing cost more than they save (measured: `targets/riscv`, 9 k
/// such tokens, renders as fast on one thread; LLVM's RISC-V files on the
/// full prelude, 34 k, about 10% faster on two).
const TWO_THREADS_MIN_TOKENS: usize = 20_000;

/// The index of the top-level item boundary after which this thread's part
/// holds about 55% of the file, or 0 for a file too small to split. Whether to split is decided
/// on sizes counted one level into groups (cheap: counting deeper clones
/// every token, which costs a small file about what it would save); where
/// to cut, on full sizes, since the large tables are all in nested groups.
fn halfway(tts: &[TokenTree]) -> usize {
    fn shallow(tt: &TokenTree) -> usize {
        match tt {
            TokenTree::Group(g) => 1 + g.stream().into_iter().count(),
            _ => 1,
        }
    }
    fn deep(tt: &TokenTree) -> usize {
        match tt {
            TokenTree::Group(g) => 1 + g.stream().into_iter().map(|t| deep(&t)).sum::<usize>(),
            _ => 1,
        }
    }
    if tts.iter().map(shallow).sum::<usize>() < TWO_THREADS_MIN_TOKENS {
        return 0;
    }
    let mut ends = Vec::new();
    let mut sizes = Vec::new();
    let mut i = 0;
    while i < tts.len() {
        let end = item_end(tts, i);
        sizes.push(tts[i..end].iter().map(deep).sum::<usize>());
        ends.push(end);
        i = end;
    }
    let total: usize = sizes.iter().sum();
    let mut acc = 0;
    for (k, s) in sizes.iter().enumerate() {
        acc += s;
        // 55% here: the second thread also lexes its part.
        if 20 * acc >= 11 * total {
            return ends[k];
        }
    }
    0
}

/// The `syn::File` of `tokens` (see the module documentation).
pub(super) fn file(tokens: TokenStream) -> syn::Result<syn::File> {
    file_of(tokens.into_iter().collect())
}

fn file_of(tts: Vec<TokenTree>) -> syn::Result<syn::File> {
    let mut items = Vec::new();
    // Start of the tokens not yet turned into items (given to syn).
    let mut pending = 0;
    let mut i = 0;
    // Invariant: `i` is at the start of an item (or at the end).
    while i < tts.len() {
        let end = item_end(&tts, i);
        if let Some(item) = fast_item(&tts[i..end]) {
            if pending < i {
                items.extend(syn::parse2::<syn::File>(stream(&tts[pending..i]))?.items);
            }
            items.push(item);
            pending = end;
        }
        i = end;
    }
    if pending < tts.len() {
        items.extend(syn::parse2::<syn::File>(stream(&tts[pending..]))?.items);
    }
    Ok(syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    })
}

fn stream(tts: &[TokenTree]) -> TokenStream {
    tts.iter().cloned().collect()
}

fn is_punct(tt: &TokenTree, c: char) -> bool {
    matches!(tt, TokenTree::Punct(p) if p.as_char() == c)
}

fn is_ident(tt: &TokenTree, name: &str) -> bool {
    matches!(tt, TokenTree::Ident(i) if i == name)
}

fn is_group(tt: &TokenTree, d: Delimiter) -> bool {
    matches!(tt, TokenTree::Group(g) if g.delimiter() == d)
}

/// The end (exclusive) of the item starting at `start`: after its outer
/// attributes, a constant (`const NAME:`, not `const fn`) or `static` item
/// ends at the first top-level `;`,
/// any other item at the first top-level `;` or `{..}` group. Only used to
/// find constants; a wrong guess for another kind of item only means its
/// tokens are handed to syn together with the next ones.
fn item_end(tts: &[TokenTree], start: usize) -> usize {
    let mut k = skip_attrs(tts, start);
    // `const NAME :` or `static`, not `const fn`.
    let is_const = {
        let mut j = k;
        if j < tts.len() && is_ident(&tts[j], "pub") {
            j += 1;
        }
        tts.get(j).is_some_and(|t| is_ident(t, "static"))
            || (tts.get(j).is_some_and(|t| is_ident(t, "const"))
                && tts.get(j + 2).is_some_and(|t| is_punct(t, ':')))
    };
    while k < tts.len() {
        if is_punct(&tts[k], ';') || (!is_const && is_group(&tts[k], Delimiter::Brace)) {
            return k + 1;
        }
        k += 1;
    }
    tts.len()
}

/// A top-level item with a fast path: a constant (see [`split_const`]) or
/// an `impl` block whose constants have one.
fn fast_item(tts: &[TokenTree]) -> Option<syn::Item> {
    if let Some((skeleton, value)) = split_const(tts) {
        let mut item: syn::ItemConst = syn::parse2(skeleton).ok()?;
        *item.expr = value;
        return Some(syn::Item::Const(item));
    }
    fast_impl(tts).map(syn::Item::Impl)
}

/// `[#[..]]* impl ... { items }`: syn parses the block without its items
/// and each item that is not a constant with a fast path.
fn fast_impl(tts: &[TokenTree]) -> Option<syn::ItemImpl> {
    let k = skip_attrs(tts, 0);
    if !tts.get(k).is_some_and(|t| is_ident(t, "impl")) {
        return None;
    }
    let TokenTree::Group(body) = tts.last()? else {
        return None;
    };
    if body.delimiter() != Delimiter::Brace {
        return None;
    }
    let mut skeleton = stream(&tts[..tts.len() - 1]);
    skeleton.extend([TokenTree::Group(proc_macro2::Group::new(
        Delimiter::Brace,
        TokenStream::new(),
    ))]);
    let mut item: syn::ItemImpl = syn::parse2(skeleton).ok()?;
    let inner: Vec<TokenTree> = body.stream().into_iter().collect();
    // Inner attributes (`#![..]`) would belong to the block: leave to syn.
    if inner.first().is_some_and(|t| is_punct(t, '#'))
        && inner.get(1).is_some_and(|t| is_punct(t, '!'))
    {
        return None;
    }
    let mut i = 0;
    let mut fast = 0;
    while i < inner.len() {
        let end = item_end(&inner, i);
        let part = &inner[i..end];
        let member = match split_const(part) {
            Some((skeleton, value)) => {
                fast += 1;
                let mut c: syn::ImplItemConst = syn::parse2(skeleton).ok()?;
                c.expr = value;
                syn::ImplItem::Const(c)
            }
            None => syn::parse2::<syn::ImplItem>(stream(part)).ok()?,
        };
        item.items.push(member);
        i = end;
    }
    // Without a constant to convert, syn alone is as fast.
    (fast > 0).then_some(item)
}

/// The end of the outer attributes (`#[..]`) starting at `k`.
fn skip_attrs(tts: &[TokenTree], mut k: usize) -> usize {
    while k + 1 < tts.len() && is_punct(&tts[k], '#') && is_group(&tts[k + 1], Delimiter::Bracket) {
        k += 2;
    }
    k
}

/// `[#[..]]* [pub] const NAME : TYPE = VALUE ;` with a VALUE that
/// [`data_expr`] converts: the item's tokens with the value replaced by a
/// placeholder (for syn), and the converted value.
fn split_const(tts: &[TokenTree]) -> Option<(TokenStream, syn::Expr)> {
    let mut k = skip_attrs(tts, 0);
    if k < tts.len() && is_ident(&tts[k], "pub") {
        k += 1;
    }
    // `const NAME :` (not `const fn`).
    if !(k + 2 < tts.len()
        && is_ident(&tts[k], "const")
        && matches!(tts[k + 1], TokenTree::Ident(_))
        && is_punct(&tts[k + 2], ':'))
    {
        return None;
    }
    let last = tts.len().checked_sub(1)?;
    if !is_punct(&tts[last], ';') {
        return None;
    }
    // The `=` before the value: the first top-level one after the name
    // (types in generated code hold no `=`).
    let eq = (k + 3..last).find(|&j| is_punct(&tts[j], '='))?;
    let value = data_expr(&tts[eq + 1..last])?;
    let mut skeleton = stream(&tts[..=eq]);
    skeleton.extend([
        TokenTree::Literal(proc_macro2::Literal::u8_unsuffixed(0)),
        tts[last].clone(),
    ]);
    Some((skeleton, value))
}

/// The expression syn parses from `tts`, for the data forms generated
/// tables use; `None` for any other form (see the module invariants).
pub(super) fn data_expr(tts: &[TokenTree]) -> Option<syn::Expr> {
    let (e, rest) = expr(tts)?;
    rest.is_empty().then_some(e)
}

/// One expression at the start of `tts` and the tokens after it.
fn expr(tts: &[TokenTree]) -> Option<(syn::Expr, &[TokenTree])> {
    let sp = Span::call_site();
    match tts.first()? {
        TokenTree::Punct(p) if p.as_char() == '&' => {
            let (inner, rest) = expr(&tts[1..])?;
            let e = syn::Expr::Reference(syn::ExprReference {
                attrs: Vec::new(),
                and_token: syn::Token![&](sp),
                mutability: None,
                expr: Box::new(inner),
            });
            Some((e, rest))
        }
        TokenTree::Punct(p) if p.as_char() == '-' => {
            // Only `-literal`: syn parses it as a unary negation of the
            // literal (binary operators after it are not accepted here).
            let TokenTree::Literal(l) = tts.get(1)? else {
                return None;
            };
            let e = syn::Expr::Unary(syn::ExprUnary {
                attrs: Vec::new(),
                op: syn::UnOp::Neg(syn::Token![-](sp)),
                expr: Box::new(lit_expr(syn::Lit::new(l.clone()))),
            });
            Some((e, &tts[2..]))
        }
        TokenTree::Literal(l) => Some((lit_expr(syn::Lit::new(l.clone())), &tts[1..])),
        TokenTree::Ident(id) if id == "true" || id == "false" => {
            let b = syn::Lit::Bool(syn::LitBool::new(id == "true", id.span()));
            Some((lit_expr(b), &tts[1..]))
        }
        TokenTree::Ident(_) => path_expr(tts),
        TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            let elems = comma_list(&inner, expr)?;
            let e = syn::Expr::Array(syn::ExprArray {
                attrs: Vec::new(),
                bracket_token: syn::token::Bracket(g.delim_span()),
                elems,
            });
            Some((e, &tts[1..]))
        }
        _ => None,
    }
}

fn lit_expr(lit: syn::Lit) -> syn::Expr {
    syn::Expr::Lit(syn::ExprLit {
        attrs: Vec::new(),
        lit,
    })
}

/// `a::b::c`, optionally followed by `{ field: value, .. }` (a struct
/// literal) or `( args )` (a call).
fn path_expr(tts: &[TokenTree]) -> Option<(syn::Expr, &[TokenTree])> {
    let mut segments = Punctuated::<syn::PathSegment, syn::Token![::]>::new();
    let mut k = 0;
    loop {
        let TokenTree::Ident(id) = tts.get(k)? else {
            return None;
        };
        // Keywords other than `Self`/`self`/`crate`/`super` make syn's
        // parse fail or mean something else: leave them to syn.
        let name = id.to_string();
        if is_keyword(&name) {
            return None;
        }
        segments.push_value(syn::PathSegment::from(id.clone()));
        k += 1;
        // `::` is two joint `:` puncts.
        match (tts.get(k), tts.get(k + 1)) {
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':'
                    && a.spacing() == proc_macro2::Spacing::Joint
                    && b.as_char() == ':' =>
            {
                segments.push_punct(syn::Token![::](Span::call_site()));
                k += 2;
            }
            _ => break,
        }
    }
    let path = syn::Path {
        leading_colon: None,
        segments,
    };
    let rest = &tts[k..];
    match rest.first() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            let fields = comma_list(&inner, field_value)?;
            let e = syn::Expr::Struct(syn::ExprStruct {
                attrs: Vec::new(),
                qself: None,
                path,
                brace_token: syn::token::Brace(g.delim_span()),
                fields,
                dot2_token: None,
                rest: None,
            });
            Some((e, &rest[1..]))
        }
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            let args = comma_list(&inner, expr)?;
            let func = syn::Expr::Path(syn::ExprPath {
                attrs: Vec::new(),
                qself: None,
                path,
            });
            let e = syn::Expr::Call(syn::ExprCall {
                attrs: Vec::new(),
                func: Box::new(func),
                paren_token: syn::token::Paren(g.delim_span()),
                args,
            });
            Some((e, &rest[1..]))
        }
        _ => Some((
            syn::Expr::Path(syn::ExprPath {
                attrs: Vec::new(),
                qself: None,
                path,
            }),
            rest,
        )),
    }
}

/// Rust's strict and reserved keywords, the path-segment ones (`Self`,
/// `self`, `super`, `crate`) and `true`/`false` included: a path starting
/// with one of them leaves the value to syn.
fn is_keyword(name: &str) -> bool {
    matches!(
        name,
        "as" | "async"
            | "await"
            | "break"
            | "const"
            | "continue"
            | "crate"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "Self"
            | "self"
            | "static"
            | "struct"
            | "super"
            | "trait"
            | "true"
            | "false"
            | "type"
            | "union"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "abstract"
            | "become"
            | "box"
            | "do"
            | "final"
            | "macro"
            | "override"
            | "priv"
            | "try"
            | "typeof"
            | "unsized"
            | "virtual"
            | "yield"
    )
}

/// `name: value` in a struct literal.
fn field_value(tts: &[TokenTree]) -> Option<(syn::FieldValue, &[TokenTree])> {
    let TokenTree::Ident(name) = tts.first()? else {
        return None;
    };
    if !is_punct(tts.get(1)?, ':') || is_keyword(&name.to_string()) {
        return None;
    }
    // Not `name::` (a path, which would be a shorthand-free syntax error).
    if let TokenTree::Punct(p) = &tts[1] {
        if p.spacing() == proc_macro2::Spacing::Joint
            && tts.get(2).is_some_and(|t| is_punct(t, ':'))
        {
            return None;
        }
    }
    let (value, rest) = expr(&tts[2..])?;
    let fv = syn::FieldValue {
        attrs: Vec::new(),
        member: syn::Member::Named(name.clone()),
        colon_token: Some(syn::Token![:](Span::call_site())),
        expr: value,
    };
    Some((fv, rest))
}

/// `x, y, z` with an optional trailing comma, each element parsed by `one`;
/// the trailing comma is kept as syn keeps it.
fn comma_list<T>(
    tts: &[TokenTree],
    one: impl Fn(&[TokenTree]) -> Option<(T, &[TokenTree])>,
) -> Option<Punctuated<T, syn::Token![,]>> {
    let mut out = Punctuated::new();
    let mut rest = tts;
    while !rest.is_empty() {
        let (v, r) = one(rest)?;
        out.push_value(v);
        match r.first() {
            None => rest = r,
            Some(t) if is_punct(t, ',') => {
                out.push_punct(syn::Token![,](Span::call_site()));
                rest = &r[1..];
            }
            Some(_) => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    /// prettyplease's text for `tokens`, through syn's parser and through
    /// [`file`]: must be the same.
    fn both(tokens: TokenStream) -> (String, String) {
        let slow = prettyplease::unparse(&syn::parse2::<syn::File>(tokens.clone()).unwrap());
        let fast = prettyplease::unparse(&file(tokens.clone()).unwrap());
        assert!(slow == fast, "one thread");
        let threaded = unparse(tokens).unwrap();
        (slow, threaded)
    }

    #[test]
    fn data_forms_render_as_syn_parses_them() {
        let t = quote! {
            /// Doc.
            pub const A: &[i32] = &[-1, 2, 0x10, -0x7fff_ffff];
            pub const B: [Desc; 2] = [
                Desc { name: "x", units: &[1, 2], sub: &[], ok: true, reg: Reg::X1, size: Size(32, 4), },
                Desc { name: "y", units: &[], sub: &[Reg::X1, Reg::X2,], ok: false, reg: Reg::X2, size: Size(64, 8) },
            ];
            pub struct Desc { name: &'static str }
            impl Desc { pub const fn f(&self) -> bool { true } }
            #[allow(dead_code)]
            impl Gpr {
                /// X1.
                pub const X1: Gpr = Gpr(Reg::X1);
                pub const ALL: &[Gpr] = &[Gpr::X1];
                pub fn g(self) -> Reg { self.0 }
                const fn h() -> u8 { match 1 { 1 => 2, _ => 3 } }
                pub const INFO: &RegClassInfo = &CLASSES[0];
            }
            impl From<Gpr> for Reg { fn from(r: Gpr) -> Reg { r.0 } }
            const C: Gpr = Gpr(Reg::X1);
            pub const D: u8 = b'a';
            pub const E: Option<u8> = None;
            pub const F: (u8, u8) = (1, 2);
            pub const G: u32 = 1 + 2;
            pub static H: [u8; 2] = [0; 2];
            pub const fn k() -> u8 { 0 }
        };
        let (slow, fast) = both(t);
        assert_eq!(slow, fast);
    }

    #[test]
    fn unsupported_forms_are_left_to_syn() {
        let toks = |t: TokenStream| t.into_iter().collect::<Vec<_>>();
        assert!(data_expr(&toks(quote!(1 + 2))).is_none());
        assert!(data_expr(&toks(quote!((1, 2)))).is_none());
        assert!(data_expr(&toks(quote!([0; 2]))).is_none());
        assert!(data_expr(&toks(quote!(S { a: 1, ..D }))).is_none());
        assert!(data_expr(&toks(quote!(if x { 1 } else { 2 }))).is_none());
        assert!(data_expr(&toks(quote!(&[Reg::X1, Reg::X2]))).is_some());
        assert!(data_expr(&toks(quote!(Some(-3)))).is_some());
    }

    fn check_target(top: &std::path::Path, includes: &[std::path::PathBuf], min_len: usize) {
        let t =
            super::super::load_target(top, includes).unwrap_or_else(|e| panic!("{}", e.render()));
        let (slow, fast) = both(super::super::target_tokens(&t).unwrap());
        assert!(
            slow == fast,
            "fast rendering of {} differs from syn's",
            top.display()
        );
        assert!(slow.len() > min_len);
    }

    #[test]
    fn riscv_target_renders_as_with_syn() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        check_target(
            &root.join("targets/riscv/top.td"),
            &[root.join("targets/include"), root.join("targets/riscv")],
            100_000,
        );
    }

    /// LLVM's own RISC-V files on the full prelude (457 registers, no
    /// Spillway facts): a 1 MB table file, as `bench/tblgen.sh` renders it.
    /// `<shared>/td/riscv/top.td`, else `tests/regs/riscv_top.td` over the
    /// sources `scripts/llvm-src.sh` fetches (`$SPILLWAY_LLVM_SRC`).
    #[test]
    fn llvm_riscv_files_render_as_with_syn() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let shared = std::env::var_os("SPILLWAY_SHARED")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| root.join("../shared"));
        let td = shared.join("td/riscv");
        if td.join("top.td").is_file() {
            let inc = std::path::PathBuf::from("/usr/lib/llvm-14/include");
            assert!(
                inc.join("llvm/Target/Target.td").is_file(),
                "needs {} (llvm-14-dev: scripts/install-deps.sh)",
                inc.display()
            );
            check_target(&td.join("top.td"), &[inc, td.clone()], 1_000_000);
            return;
        }
        let src = match std::env::var_os("SPILLWAY_LLVM_SRC").filter(|s| !s.is_empty()) {
            Some(s) => std::path::PathBuf::from(s),
            None => {
                let out = std::process::Command::new("bash")
                    .arg(root.join("scripts/llvm-src.sh"))
                    .output()
                    .expect("run scripts/llvm-src.sh");
                assert!(
                    out.status.success(),
                    "{} is absent and scripts/llvm-src.sh failed: {}",
                    td.display(),
                    String::from_utf8_lossy(&out.stderr)
                );
                std::path::PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
            }
        };
        let llvm = src.join("llvm");
        check_target(
            &root.join("dsl/tests/regs/riscv_top.td"),
            &[llvm.join("include"), llvm.join("lib/Target/RISCV")],
            1_000_000,
        );
    }
}
