//! The few facts Spillway reads from the `--- |` LLVM IR module of a MIR
//! file (which it otherwise keeps verbatim): each function's *string*
//! attributes (`"frame-pointer"="all"`, `"no-realign-stack"`,
//! `"stackrealign"`), which decide how its frame is laid out.
//!
//! LLVM prints a function's attributes as attribute-group references after
//! its parameter list (`define ... @f(i32 %0) local_unnamed_addr #0 {`)
//! and the groups at the end of the module (`attributes #0 = { nounwind
//! "frame-pointer"="all" ... }`); string attributes may also stand inline
//! on the `define` line. Both are read.
//!
//! Invariant: this never fails. Text it does not understand yields no
//! attribute, which is LLVM's default (no frame pointer forced, stack
//! realignment allowed).

use std::collections::HashMap;

/// The string attributes of every function defined in `ir`, by function
/// name (without `@` or quotes): `(key, value)` pairs, the value empty for
/// a key-only attribute (`"no-realign-stack"`).
pub fn function_string_attributes(ir: &str) -> HashMap<String, Vec<(String, String)>> {
    let mut groups: HashMap<&str, Vec<(String, String)>> = HashMap::new();
    for line in ir.lines() {
        let l = line.trim_start();
        let Some(rest) = l.strip_prefix("attributes #") else {
            continue;
        };
        let Some((id, body)) = rest.split_once('=') else {
            continue;
        };
        groups.insert(id.trim(), string_attrs(body));
    }
    let mut out = HashMap::new();
    for line in ir.lines() {
        let l = line.trim_start();
        if !l.starts_with("define ") {
            continue;
        }
        let Some((name, after)) = define_name(l) else {
            continue;
        };
        // Inline string attributes and `#N` group references after the
        // parameter list, up to the body's `{`.
        let tail = after.split('{').next().unwrap_or("");
        let mut attrs = string_attrs(tail);
        for word in tail.split_whitespace() {
            if let Some(g) = word.strip_prefix('#').and_then(|id| groups.get(id)) {
                attrs.extend(g.iter().cloned());
            }
        }
        out.insert(name, attrs);
    }
    out
}

/// The function name of a `define` line and the text after its parameter
/// list.
fn define_name(l: &str) -> Option<(String, &str)> {
    let at = l.find('@')?;
    let rest = &l[at + 1..];
    let (name, after_name) = if let Some(q) = rest.strip_prefix('"') {
        let end = q.find('"')?;
        (q[..end].to_string(), &q[end + 1..])
    } else {
        let end = rest.find('(')?;
        (rest[..end].to_string(), &rest[end..])
    };
    // Skip the balanced parameter list.
    let mut depth = 0usize;
    for (i, c) in after_name.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((name, &after_name[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

/// The quoted string attributes of `text`: `"k"="v"` and `"k"`.
fn string_attrs(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('"') else { break };
        let key = after[..end].to_string();
        rest = &after[end + 1..];
        let mut value = String::new();
        if let Some(v) = rest.strip_prefix("=\"") {
            if let Some(e) = v.find('"') {
                value = v[..e].to_string();
                rest = &v[e + 1..];
            }
        }
        out.push((key, value));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_and_inline_attributes() {
        let ir = r#"
  define dso_local i64 @f(i32 noundef signext %0, i64 noundef %1) local_unnamed_addr #0 {
    ret i64 0
  }
  define internal void @"odd name"(ptr %p) #1 "stackrealign" {
    ret void
  }
  declare void @g(i32) #2
  attributes #0 = { noinline nounwind "frame-pointer"="all" "target-features"="+64bit,+m" }
  attributes #1 = { "no-realign-stack" }
  attributes #2 = { "frame-pointer"="all" }
"#;
        let a = function_string_attributes(ir);
        assert_eq!(
            a["f"],
            vec![
                ("frame-pointer".to_string(), "all".to_string()),
                ("target-features".to_string(), "+64bit,+m".to_string())
            ]
        );
        assert_eq!(
            a["odd name"],
            vec![
                ("stackrealign".to_string(), String::new()),
                ("no-realign-stack".to_string(), String::new())
            ]
        );
        // Declarations have no frame.
        assert!(!a.contains_key("g"));
    }

    #[test]
    fn nothing_understood_is_no_attribute() {
        let a = function_string_attributes("define @broken(\n attributes #0 = {");
        assert!(a.values().all(|v| v.is_empty()));
    }
}
