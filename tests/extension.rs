//! The extension workflow of `targets/README.md`, end to end: add a `.td`
//! file with new registers to a copy of the workspace, run `cargo build`, and
//! check that `tables/build.rs` regenerated the tables with them; then add a
//! bad `.td` file and check the build fails with a rendered diagnostic (not a
//! panic).
//!
//! The copy lives in a fresh temporary folder; it builds into
//! `target/extension-test` (shared by all runs, so dependencies are compiled
//! once) with `--offline` (everything it needs is already in Cargo's cache
//! after the outer build).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Copies a source tree, leaving out build output and VCS folders
/// (`target/` only at the top of a crate: `backend/src/target/` is source).
fn copy_dir(from: &Path, to: &Path) {
    copy_tree(from, to, true);
}

fn copy_tree(from: &Path, to: &Path, crate_top: bool) {
    std::fs::create_dir_all(to).unwrap();
    let mut entries: Vec<_> = std::fs::read_dir(from).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name();
        let ty = e.file_type().unwrap();
        if ty.is_dir() {
            if (crate_top && name == "target") || name == ".git" {
                continue;
            }
            copy_tree(&e.path(), &to.join(&name), false);
        } else if ty.is_file() {
            std::fs::copy(e.path(), to.join(&name)).unwrap();
        }
    }
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A copy of the workspace sources in a new temporary folder.
fn copy_workspace() -> TempDir {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let dir =
        std::env::temp_dir().join(format!("spillway-extension-{}-{nanos}", std::process::id()));
    let tmp = TempDir(dir.clone());
    std::fs::create_dir_all(&dir).unwrap();
    let root = root();
    for f in ["Cargo.toml", "Cargo.lock"] {
        std::fs::copy(root.join(f), dir.join(f)).unwrap();
    }
    for d in [
        "src",
        "cli",
        "dsl",
        "backend",
        "codegen-macros",
        "target-desc",
        "tables",
        "targets",
    ] {
        copy_dir(&root.join(d), &dir.join(d));
    }
    tmp
}

fn cargo_build(ws: &Path, target_dir: &Path) -> (bool, String) {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(cargo)
        .args(["build", "-p", "spillway-tables", "--offline"])
        .current_dir(ws)
        .env("CARGO_TARGET_DIR", target_dir)
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("run cargo");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// The newest `build/spillway-tables-*/out/riscv.rs`.
fn generated(target_dir: &Path) -> String {
    let build = target_dir.join("debug").join("build");
    let newest = std::fs::read_dir(&build)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("spillway-tables-")
        })
        .map(|e| e.path().join("out").join("riscv.rs"))
        .filter(|p| p.is_file())
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .expect("a generated riscv.rs");
    std::fs::read_to_string(newest).unwrap()
}

/// The `RegDesc`s of the generated `REGS` table: (name, units, sub-registers,
/// super-registers), read from the formatted source.
fn reg_descs(src: &str) -> Vec<(String, Vec<u32>, String, String)> {
    let table = &src[src
        .find("pub const REGS: [RegDesc; NUM_REGS]")
        .expect("REGS")..];
    let table = &table[..table.find("];").expect("end of REGS")];
    let list = |chunk: &str, field: &str| -> String {
        let start = chunk.find(&format!("{field}: &[")).expect(field) + field.len() + 4;
        let end = start + chunk[start..].find(']').unwrap();
        chunk[start..end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    table
        .split("RegDesc {")
        .skip(1)
        .map(|chunk| {
            let n = chunk.find("name: \"").unwrap() + 7;
            let name = chunk[n..n + chunk[n..].find('"').unwrap()].to_string();
            let units = list(chunk, "units")
                .split(',')
                .filter_map(|u| u.trim().parse().ok())
                .collect();
            (
                name,
                units,
                list(chunk, "sub_regs"),
                list(chunk, "super_regs"),
            )
        })
        .collect()
}

fn const_usize(src: &str, name: &str) -> usize {
    let key = format!("pub const {name}: usize = ");
    let s = &src[src.find(&key).unwrap_or_else(|| panic!("{name}")) + key.len()..];
    s[..s.find(';').unwrap()].trim().parse().unwrap()
}

const VECTOR_REGS: &str = r#"//===- riscv/VectorRegs.td - test: the V registers -------------------------===//
// Added by tests/extension.rs, following targets/README.md.

def FeatureStdExtV
    : SubtargetFeature<"v", "HasStdExtV", "true", "'V' (Vector)">;

class RVVReg<int num> : Register<"v" # num>, DwarfRegNum<[!add(num, 96)]> {
  let Namespace = "RISCV";
  let HWEncoding = num;
}

foreach i = 0-31 in
  def V # i : RVVReg<i>;

// 128-bit vector registers (VLEN = 128).
def VR : RegisterClass<"RISCV", [untyped], 128, (add
    (sequence "V%u", 8, 31),
    (sequence "V%u", 0, 7))> {
  let Size = 128;
}
"#;

const BAD_REGS: &str = "// Added by tests/extension.rs: a class with an undefined register.\n\
def VRBad : RegisterClass<\"RISCV\", [untyped], 128, (add V0, V99)>;\n";

#[test]
fn adding_vector_registers_regenerates_the_tables() {
    let t0 = std::time::Instant::now();
    let root = root();
    let target_dir = root.join("target").join("extension-test");

    // The register model before the change.
    let opts = dsl::Options {
        include_dirs: vec![root.join("targets/include"), root.join("targets/riscv")],
        defines: Vec::new(),
    };
    let loaded = dsl::load_file(&root.join("targets/riscv/top.td"), &opts)
        .unwrap_or_else(|e| panic!("{}", e.render()));
    let before = dsl::regs::compute(&loaded.records).expect("register model");

    let ws = copy_workspace();
    let riscv = ws.0.join("targets").join("riscv");
    std::fs::write(riscv.join("VectorRegs.td"), VECTOR_REGS).unwrap();
    let top = std::fs::read_to_string(riscv.join("top.td")).unwrap();
    let line = "include \"RegisterInfo.td\"\n";
    assert!(top.contains(line), "top.td includes RegisterInfo.td");
    let top = top.replacen(line, &format!("{line}include \"VectorRegs.td\"\n"), 1);
    std::fs::write(riscv.join("top.td"), top).unwrap();

    let (ok, log) = cargo_build(&ws.0, &target_dir);
    assert!(ok, "cargo build failed:\n{log}");
    let src = generated(&target_dir);
    eprintln!("extension build: {:.1?}", t0.elapsed());

    for i in 0..32 {
        assert!(src.contains(&format!("    V{i} = ")), "Reg::V{i} missing");
        assert!(
            src.contains(&format!("pub const V{i}: Vr = Vr(Reg::V{i});")),
            "Vr::V{i} missing"
        );
    }
    assert!(src.contains("pub struct Vr(Reg);"));
    assert_eq!(
        src.matches(": Vr = Vr(Reg::").count(),
        32,
        "Vr has 32 members"
    );
    assert!(src.contains("name: \"VR\""));
    assert_eq!(const_usize(&src, "NUM_REGS"), before.registers.len() + 32);
    assert_eq!(
        const_usize(&src, "NUM_REG_UNITS"),
        before.num_native_reg_units + 32
    );

    // The V registers alias nothing: no sub- or super-registers, and units
    // of their own.
    let descs = reg_descs(&src);
    assert_eq!(descs.len(), before.registers.len() + 32);
    for (name, units, subs, supers) in &descs {
        let is_v = name.starts_with('V') && name[1..].parse::<u32>().is_ok();
        if !is_v {
            continue;
        }
        assert_eq!(units.len(), 1, "{name} has one unit");
        assert!(
            subs.is_empty() && supers.is_empty(),
            "{name}: {subs} / {supers}"
        );
        for (other, ounits, _, _) in &descs {
            if other != name {
                assert!(
                    !ounits.iter().any(|u| units.contains(u)),
                    "{name} shares a unit with {other}"
                );
            }
        }
    }

    // A mistake in a new file fails the build with a diagnostic, not a panic.
    std::fs::write(
        riscv.join("VectorRegs.td"),
        format!("{VECTOR_REGS}{BAD_REGS}"),
    )
    .unwrap();
    let (ok, log) = cargo_build(&ws.0, &target_dir);
    assert!(!ok, "the build should fail:\n{log}");
    eprintln!("failing build's output:\n{log}");
    assert!(!log.contains("panicked"), "no panic:\n{log}");
    assert!(log.contains("V99"), "names the undefined register:\n{log}");
    let bad_line = VECTOR_REGS.lines().count() + 2;
    assert!(
        log.contains(&format!("VectorRegs.td:{bad_line}:")),
        "file:line:col of the error:\n{log}"
    );
    assert!(log.contains('^'), "a caret under the error:\n{log}");
    eprintln!("extension test total: {:.1?}", t0.elapsed());
}
