//! The compiled-in AArch64 description (`tables::aarch64::DESC`) against
//! the one `--td targets/aarch64` builds at run time: the typed forms
//! (fixed registers, base-only slots), the frame-lowering facts and the
//! frame-index offset encodings go through the build script's Rust
//! rendering unchanged.

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn compiled_description_equals_the_runtime_one() {
    let loaded = dsl::emit::load_desc(&root().join("targets/aarch64"))
        .unwrap_or_else(|e| panic!("{}", e.render()));
    assert_eq!(*loaded, tables::aarch64::DESC);
    let d = &tables::aarch64::DESC;
    assert!(d.frame_ops.is_some());
    assert!(d.frame_accesses.len() > 40, "{}", d.frame_accesses.len());
}
