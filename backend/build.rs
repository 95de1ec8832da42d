//! Generates the backend's target tables from `targets/` with the same
//! front end as the `spillway` CLI (`dsl::emit`).
//!
//! For each target: read `targets/<target>/top.td` with
//! `-I targets/include -I targets/<target>` (from the workspace root), write
//! `$OUT_DIR/target_<target>.rs`, and ask Cargo to re-run when any file read
//! changes or a file is added under `targets/`. A bad description fails the
//! build with the rendered diagnostics (file:line:col and a caret), not a
//! panic.

use std::path::{Path, PathBuf};

/// (target folder under `targets/`, output file name)
const TARGETS: &[(&str, &str)] = &[("riscv", "target_riscv.rs")];

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
    watch_dir(&root, Path::new("targets"));
    let mut failed = false;
    for (name, out) in TARGETS {
        let dir = Path::new("targets").join(name);
        let top = dir.join("top.td");
        let includes = [PathBuf::from("targets/include"), dir.clone()];
        let t0 = std::time::Instant::now();
        let result = dsl::emit::load_target(&top, &includes).and_then(|t| {
            let inputs: Vec<PathBuf> = t.loaded.deps.clone();
            for d in &inputs {
                println!("cargo:rerun-if-changed={}", root.join(d).display());
            }
            dsl::emit::render_file(&t, &inputs)
        });
        match result {
            Ok(text) => {
                let path = out_dir.join(out);
                // Leave an unchanged file alone so rustc's own tracking sees no change.
                if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                    if let Err(e) = std::fs::write(&path, text) {
                        eprintln!("error: cannot write {}: {e}", path.display());
                        failed = true;
                    }
                }
                // Shown by `cargo build -vv`.
                println!(
                    "spillway: generated {out} from {} in {} ms",
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
}

/// `rerun-if-changed` on a folder: Cargo scans everything under it, so a
/// `.td` file added, removed or edited there re-runs the build script.
fn watch_dir(root: &Path, dir: &Path) {
    println!("cargo:rerun-if-changed={}", root.join(dir).display());
}
