//! Generates the compiled-in targets: for every folder `targets/NAME` with a
//! `top.td`, `$OUT_DIR/NAME.rs` (what `spillway tblgen -I targets/include
//! -I targets/NAME targets/NAME/top.td --gen-rust` prints), and
//! `$OUT_DIR/targets.rs`, which makes each a module `NAME` and lists their
//! `DESC`s in `TARGETS`. No target is named here: the folders are.
//!
//! Rebuilds: Cargo re-runs this script when a file it read changes or a
//! file is added under `targets/`, and then rebuilds this crate and relinks
//! what uses it (Cargo rebuilds whatever depends on a re-run build script,
//! even when the files it wrote are unchanged). Files whose text is
//! unchanged are left alone.
//!
//! A bad description fails the build with the rendered diagnostics
//! (file:line:col and a caret), not a panic; so does a folder name that is
//! not a Rust identifier, or a target without the backend facts `--td`
//! would also refuse (`dsl::emit::describe`).

use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by Cargo"));
    let root = manifest.parent().unwrap_or(&manifest).to_path_buf();
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by Cargo"));
    // Relative paths read better in diagnostics and in the generated docs.
    if let Err(e) = std::env::set_current_dir(&root) {
        eprintln!(
            "error: cannot enter the workspace root {}: {e}",
            root.display()
        );
        std::process::exit(1);
    }
    println!("cargo:rerun-if-changed=build.rs");
    // A folder: Cargo scans everything under it, so a `.td` file added,
    // removed or edited there re-runs the script.
    println!("cargo:rerun-if-changed={}", root.join("targets").display());
    let mut failed = false;
    let mut modules: Vec<String> = Vec::new();
    for name in target_folders(Path::new("targets")) {
        if !is_module_name(&name) {
            eprintln!(
                "error: targets/{name}: a target folder's name is its Rust module's name; \
                 use lower-case letters, digits and '_' (not starting with a digit)"
            );
            failed = true;
            continue;
        }
        let dir = Path::new("targets").join(&name);
        let top = dir.join("top.td");
        let includes = [PathBuf::from("targets/include"), dir.clone()];
        let t0 = std::time::Instant::now();
        let result = dsl::emit::load_target(&top, &includes).and_then(|t| {
            for d in &t.loaded.deps {
                println!("cargo:rerun-if-changed={}", root.join(d).display());
            }
            // The backend's checks first, so a target without backend facts
            // fails here with the message `--td` gives.
            dsl::emit::describe(&t)?;
            dsl::emit::render_file(&t, &t.loaded.deps)
        });
        match result {
            Ok(text) => {
                failed |= !write_if_changed(&out_dir.join(format!("{name}.rs")), &text);
                modules.push(name.clone());
                // Shown by `cargo build -vv`.
                println!(
                    "spillway: generated {name}.rs from {} in {} ms",
                    top.display(),
                    t0.elapsed().as_millis()
                );
            }
            Err(e) => {
                for d in &e.deps {
                    println!("cargo:rerun-if-changed={}", root.join(d).display());
                }
                eprintln!("{}", e.render());
                eprintln!(
                    "error: the target description {} has errors (see above)",
                    top.display()
                );
                failed = true;
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
    failed |= !write_if_changed(&out_dir.join("targets.rs"), &module_list(&modules));
    if failed {
        std::process::exit(1);
    }
}

/// The folders under `targets/` that hold a `top.td`, by name.
fn target_folders(targets: &Path) -> Vec<String> {
    let mut names: Vec<String> = match std::fs::read_dir(targets) {
        Ok(rd) => rd
            .flatten()
            .filter(|e| e.path().join("top.td").is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

fn is_module_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !matches!(
            name,
            "as" | "break"
                | "const"
                | "continue"
                | "crate"
                | "else"
                | "enum"
                | "extern"
                | "false"
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
                | "self"
                | "static"
                | "struct"
                | "super"
                | "trait"
                | "true"
                | "type"
                | "unsafe"
                | "use"
                | "where"
                | "while"
                | "async"
                | "await"
                | "dyn"
                | "abstract"
                | "become"
                | "box"
                | "do"
                | "final"
                | "macro"
                | "override"
                | "priv"
                | "typeof"
                | "unsized"
                | "virtual"
                | "yield"
                | "try"
                | "gen"
                | "_"
        )
}

/// `targets.rs`: one module per target and the list of their descriptions.
fn module_list(modules: &[String]) -> String {
    let mut s =
        String::from("// @generated by tables/build.rs from the folders under targets/\n\n");
    for m in modules {
        s.push_str(&format!(
            "/// The target described in `targets/{m}` (its `top.td`).\n\
             // The register table (`REGS`) is a `const` the generated `const fn`s\n\
             // index; a large one passes clippy's 16 KiB `large_const_arrays` limit.\n\
             #[allow(clippy::large_const_arrays)]\n\
             pub mod {m} {{\n    \
                 include!(concat!(env!(\"OUT_DIR\"), \"/{m}.rs\"));\n\n    \
                 /// This module's source as generated (tests compare it with\n    \
                 /// `spillway tblgen --gen-rust`).\n    \
                 #[doc(hidden)]\n    \
                 pub const GENERATED_SOURCE: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/{m}.rs\"));\n\
             }}\n\n"
        ));
    }
    let descs: Vec<String> = modules.iter().map(|m| format!("&{m}::DESC")).collect();
    s.push_str(&format!(
        "/// Every compiled-in target's description, in folder-name order.\n\
         pub static TARGETS: &[&::target_desc::TargetDesc] = &[{}];\n",
        descs.join(", ")
    ));
    s
}

/// Writes `text` unless the file already holds it (so its modification
/// time does not change); `false` after printing an error.
fn write_if_changed(path: &Path, text: &str) -> bool {
    if std::fs::read_to_string(path).ok().as_deref() == Some(text) {
        return true;
    }
    match std::fs::write(path, text) {
        Ok(()) => true,
        Err(e) => {
            eprintln!("error: cannot write {}: {e}", path.display());
            false
        }
    }
}
