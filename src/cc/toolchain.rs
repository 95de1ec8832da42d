//! The toolchain of one `spillway cc` target: which clang and llc, the
//! flags clang gets first, the code generator's triple, features and ABI,
//! the link driver and its arguments, the runtime object.
//!
//! The targets are data (`targets/toolchains.conf`, compiled in; the
//! format is described at its top), so no Rust here names a target. The
//! code generator's view of a target (`llc -mtriple -mattr -target-abi`)
//! is asked of clang itself (`clang -### -c`, the `-cc1` line), with the
//! user's own `-m...` flags, so that clang and llc always agree.
//!
//! Invariants:
//! - Nothing is installed or downloaded here: a missing tool or file is an
//!   error that names the Debian package to install (and the variable
//!   that overrides the path).
//! - The runtime object is built at most once per (source, clang, flags)
//!   into the cache, and clang's answers (resource directory, `-cc1` line)
//!   are cached per (clang, its time stamp, question): each is written
//!   under a temporary name and renamed, so that parallel builds (`make
//!   -j`) never see a partial file.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The targets, as shipped.
const TOOLCHAINS: &str = include_str!("../../targets/toolchains.conf");

/// The runtime sources a target can name (`runtime = FILE`).
const RUNTIMES: &[(&str, &str)] = &[("picolibc-linux.c", include_str!("rt/picolibc-linux.c"))];

/// One `[section]` of the toolchains file.
#[derive(Clone, Debug, Default)]
pub struct TargetSpec {
    /// The canonical triple (the section name).
    pub name: String,
    /// The target used without `--target`.
    pub default: bool,
    /// Other names `--target` accepts.
    pub aliases: Vec<String>,
    /// One line of description.
    pub summary: String,
    /// Flags clang gets before the user's.
    pub clang: Vec<String>,
    /// (path, package) pairs that must exist.
    pub require: Vec<(String, String)>,
    /// (program, package) of the link driver.
    pub linker: Option<(String, String)>,
    /// Link arguments before the objects.
    pub link_first: Vec<String>,
    /// Link arguments after the objects.
    pub link_last: Vec<String>,
    /// The runtime source (a file name of `src/cc/rt/`).
    pub runtime: Option<String>,
}

/// Parses the toolchains file. Errors name `origin:line`.
pub fn parse_specs(text: &str, origin: &str) -> Result<Vec<TargetSpec>, String> {
    let mut specs: Vec<TargetSpec> = Vec::new();
    // (key, value) of the entry being read (continuation lines append).
    let mut pending: Option<(usize, String, String)> = None;
    let finish = |specs: &mut Vec<TargetSpec>,
                  pending: &mut Option<(usize, String, String)>|
     -> Result<(), String> {
        let Some((line, key, value)) = pending.take() else {
            return Ok(());
        };
        let Some(spec) = specs.last_mut() else {
            return Err(format!("{origin}:{line}: `{key}` before any [target]"));
        };
        let words: Vec<String> = value.split_whitespace().map(str::to_string).collect();
        let pair = |what: &str| -> Result<(String, String), String> {
            match words.as_slice() {
                [a, b] => Ok((a.clone(), b.clone())),
                _ => Err(format!(
                    "{origin}:{line}: `{key}` takes two words ({what}), got {}",
                    words.len()
                )),
            }
        };
        match key.as_str() {
            "default" => spec.default = value.trim() == "yes",
            "aliases" => spec.aliases.extend(words),
            "summary" => spec.summary = words.join(" "),
            "clang" => spec.clang.extend(words),
            "require" => spec.require.push(pair("PATH PACKAGE")?),
            "linker" => spec.linker = Some(pair("PROGRAM PACKAGE")?),
            "link-first" => spec.link_first.extend(words),
            "link-last" => spec.link_last.extend(words),
            "runtime" => spec.runtime = Some(value.trim().to_string()),
            _ => return Err(format!("{origin}:{line}: unknown key `{key}`")),
        }
        Ok(())
    };
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        let content = raw.split('#').next().unwrap_or("");
        if content.trim().is_empty() {
            continue;
        }
        if content.starts_with([' ', '\t']) {
            match &mut pending {
                Some((_, _, value)) => {
                    value.push(' ');
                    value.push_str(content.trim());
                    continue;
                }
                None => {
                    return Err(format!(
                        "{origin}:{line}: a continuation line with nothing to continue"
                    ))
                }
            }
        }
        finish(&mut specs, &mut pending)?;
        let t = content.trim();
        if let Some(name) = t.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
            specs.push(TargetSpec {
                name: name.trim().to_string(),
                ..TargetSpec::default()
            });
            continue;
        }
        let Some((key, value)) = t.split_once('=') else {
            return Err(format!(
                "{origin}:{line}: expected `key = value` or `[target]`"
            ));
        };
        pending = Some((line, key.trim().to_string(), value.trim().to_string()));
    }
    finish(&mut specs, &mut pending)?;
    if specs.iter().filter(|s| s.default).count() != 1 {
        return Err(format!(
            "{origin}: exactly one target must say `default = yes`"
        ));
    }
    Ok(specs)
}

/// The targets: `SPILLWAY_TOOLCHAINS` if set, else the shipped file.
pub fn specs() -> Result<Vec<TargetSpec>, String> {
    match std::env::var_os("SPILLWAY_TOOLCHAINS") {
        Some(p) => {
            let text = std::fs::read_to_string(&p).map_err(|e| {
                format!(
                    "cannot read SPILLWAY_TOOLCHAINS={}: {e}",
                    Path::new(&p).display()
                )
            })?;
            parse_specs(&text, &Path::new(&p).display().to_string())
        }
        None => parse_specs(TOOLCHAINS, "targets/toolchains.conf"),
    }
}

/// The target named `name` (canonical or alias), or the default.
pub fn select(specs: &[TargetSpec], name: Option<&str>) -> Result<TargetSpec, String> {
    let found = match name {
        None => specs.iter().find(|s| s.default),
        Some(n) => specs
            .iter()
            .find(|s| s.name == n || s.aliases.iter().any(|a| a == n)),
    };
    found.cloned().ok_or_else(|| {
        let known: Vec<String> = specs
            .iter()
            .map(|s| format!("  {} (also: {})", s.name, s.aliases.join(", ")))
            .collect();
        format!(
            "unknown target '{}'; spillway cc knows:\n{}",
            name.unwrap_or(""),
            known.join("\n")
        )
    })
}

/// A tool: the environment variable that overrides it, where Debian puts
/// it, and the package that does.
struct ToolSpec {
    var: &'static str,
    paths: &'static [&'static str],
    package: &'static str,
}

const CLANG: ToolSpec = ToolSpec {
    var: "SPILLWAY_CLANG",
    paths: &["/usr/lib/llvm-14/bin/clang", "clang-14"],
    package: "clang-14",
};
const LLC: ToolSpec = ToolSpec {
    var: "SPILLWAY_LLC",
    paths: &["/usr/lib/llvm-14/bin/llc", "llc-14"],
    package: "llvm-14",
};

/// Finds `name` in PATH (or checks it, when it has a slash).
pub fn which(name: &str) -> Option<PathBuf> {
    if name.contains('/') {
        let p = PathBuf::from(name);
        return is_executable(&p).then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Finds a tool (see [`ToolSpec`]).
fn find_tool(t: &ToolSpec) -> Result<PathBuf, String> {
    if let Some(v) = std::env::var_os(t.var) {
        let s = v.to_string_lossy().to_string();
        return which(&s).ok_or_else(|| {
            format!(
                "{}={s} is not an executable program (unset it to use the Debian package {})",
                t.var, t.package
            )
        });
    }
    t.paths.iter().find_map(|p| which(p)).ok_or_else(|| {
        format!(
            "{} not found (looked for {}); install the Debian package {} \
             (bash scripts/install-deps.sh does), or set {} to its path",
            t.package,
            t.paths.join(", "),
            t.package,
            t.var
        )
    })
}

/// The tools and the code generator's target, ready to run.
#[derive(Clone, Debug)]
pub struct Toolchain {
    /// The target's description.
    pub spec: TargetSpec,
    /// clang 14.
    pub clang: PathBuf,
    /// llc 14.
    pub llc: PathBuf,
    /// clang's resource directory.
    pub resource: String,
}

/// What llc needs to generate code as clang would: `-mtriple`, `-mattr`,
/// `-target-abi` and the options clang's `-cc1` line implies.
#[derive(Clone, Debug, Default)]
pub struct CodegenTarget {
    /// The llc flags (without `-O`).
    pub llc_flags: Vec<String>,
}

impl Toolchain {
    /// Finds clang and llc and checks the target's required files.
    pub fn new(spec: TargetSpec) -> Result<Toolchain, String> {
        let clang = find_tool(&CLANG)?;
        let llc = find_tool(&LLC)?;
        let resource = resource_dir(&clang)?;
        Ok(Toolchain {
            spec,
            clang,
            llc,
            resource,
        })
    }

    /// Checks the files the target needs to compile (headers).
    pub fn check_requirements(&self) -> Result<(), String> {
        for (path, package) in &self.spec.require {
            if !Path::new(path).exists() {
                return Err(format!(
                    "{path} not found: the target {} needs the Debian package {package} \
                     (bash scripts/install-deps.sh installs it)",
                    self.spec.name
                ));
            }
        }
        Ok(())
    }

    /// Expands `{resource}` (and `{runtime}` when given) in `words`.
    pub fn expand(&self, words: &[String], runtime: Option<&Path>) -> Vec<OsString> {
        words
            .iter()
            .map(|w| {
                let w = w.replace("{resource}", &self.resource);
                match runtime {
                    Some(rt) if w.contains("{runtime}") => {
                        OsString::from(w.replace("{runtime}", &rt.to_string_lossy()))
                    }
                    _ => OsString::from(w),
                }
            })
            .collect()
    }

    /// The flags clang gets before the user's.
    pub fn clang_flags(&self) -> Vec<OsString> {
        self.expand(&self.spec.clang, None)
    }

    /// The link driver.
    pub fn linker(&self) -> Result<PathBuf, String> {
        if let Some(v) = std::env::var_os("SPILLWAY_LINKER") {
            let s = v.to_string_lossy().to_string();
            return which(&s)
                .ok_or_else(|| format!("SPILLWAY_LINKER={s} is not an executable program"));
        }
        let Some((prog, package)) = &self.spec.linker else {
            return Err(format!(
                "the target {} has no linker in targets/toolchains.conf",
                self.spec.name
            ));
        };
        which(prog).ok_or_else(|| {
            format!(
                "{prog} not found: linking for {} needs the Debian package {package} \
                 (bash scripts/install-deps.sh installs it), or set SPILLWAY_LINKER",
                self.spec.name
            )
        })
    }

    /// Asks clang what the code generator must be told for `user_flags`
    /// (the user's target-related flags): the `-cc1` line of `clang -###`.
    pub fn codegen_target(&self, user_flags: &[OsString]) -> Result<CodegenTarget, String> {
        let mut cmd = Command::new(&self.clang);
        cmd.arg("-###")
            .args(self.clang_flags())
            .args(user_flags)
            .args(["-c", "-x", "c", "/dev/null", "-o", "/dev/null"]);
        let key: Vec<String> = cmd.get_args().map(|a| a.to_string_lossy().into()).collect();
        let text = cached(&self.clang, "cc1", &key.join("\0"), || {
            let out = cmd
                .output()
                .map_err(|e| format!("cannot run {}: {e}", self.clang.display()))?;
            let text = String::from_utf8_lossy(&out.stderr).into_owned();
            if !out.status.success() {
                return Err(format!(
                    "clang rejects the target flags ({}):\n{text}",
                    user_flags
                        .iter()
                        .map(|f| f.to_string_lossy())
                        .collect::<Vec<_>>()
                        .join(" ")
                ));
            }
            text.lines()
                .find(|l| l.contains("\"-cc1\""))
                .map(str::to_string)
                .ok_or_else(|| format!("clang -### printed no -cc1 line:\n{text}"))
        })?;
        Ok(codegen_from_cc1(&split_quoted(&text)))
    }

    /// The flags clang gets before the user's for a plain assembler
    /// input (`.s`, `-x assembler`): without the preprocessor's (the
    /// header directories), which clang would call unused.
    pub fn assembler_flags(&self) -> Vec<OsString> {
        let mut out = Vec::new();
        let mut it = self.clang_flags().into_iter();
        while let Some(f) = it.next() {
            match f.to_str() {
                Some("-nostdinc") => {}
                Some("-isystem" | "-I" | "-D" | "-U" | "-include") => {
                    it.next();
                }
                Some(s)
                    if s.starts_with("-I") || s.starts_with("-D") || s.starts_with("-isystem") => {}
                _ => out.push(f),
            }
        }
        out
    }
}

/// The answer of a question to clang that only depends on clang (its
/// path and time stamp) and `key`: from the cache when it is there, else
/// `compute()`d and stored (written under a temporary name and renamed).
/// Errors are not cached.
fn cached(
    clang: &Path,
    what: &str,
    key: &str,
    compute: impl FnOnce() -> Result<String, String>,
) -> Result<String, String> {
    let stamp = std::fs::metadata(clang)
        .and_then(|m| m.modified())
        .map(|t| format!("{t:?}"))
        .unwrap_or_default();
    let hash = fnv1a(&[
        clang.to_string_lossy().as_bytes(),
        stamp.as_bytes(),
        key.as_bytes(),
    ]);
    let file = cache_dir().map(|d| d.join("probe").join(format!("{what}-{hash:016x}")));
    if let Some(text) = file.as_ref().and_then(|f| std::fs::read_to_string(f).ok()) {
        return Ok(text);
    }
    let text = compute()?;
    if let Some(f) = file {
        if f.parent()
            .is_some_and(|d| std::fs::create_dir_all(d).is_ok())
        {
            let tmp = f.with_extension(format!("{}.tmp", std::process::id()));
            if std::fs::write(&tmp, &text).is_ok() && std::fs::rename(&tmp, &f).is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
        }
    }
    Ok(text)
}

/// `clang -print-resource-dir` (cached).
fn resource_dir(clang: &Path) -> Result<String, String> {
    cached(clang, "resource-dir", "", || {
        let out = Command::new(clang)
            .arg("-print-resource-dir")
            .output()
            .map_err(|e| format!("cannot run {}: {e}", clang.display()))?;
        let dir = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if !out.status.success() || dir.is_empty() {
            return Err(format!(
                "{} -print-resource-dir failed; is it clang 14?",
                clang.display()
            ));
        }
        Ok(dir)
    })
}

/// The words of one `clang -###` line (each argument in double quotes,
/// `\"` and `\\` escaped).
pub fn split_quoted(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut w = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(n) = chars.next() {
                        w.push(n);
                    }
                }
                '"' => break,
                _ => w.push(c),
            }
        }
        out.push(w);
    }
    out
}

/// The llc flags a `-cc1` command line implies: the triple, the target
/// features and ABI, and the code-generation options that live in
/// llc's command line rather than in the IR.
pub fn codegen_from_cc1(args: &[String]) -> CodegenTarget {
    let mut triple = None;
    let mut features = Vec::new();
    let mut flags = Vec::new();
    let mut abi = None;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        let next = args.get(i + 1).cloned();
        match a {
            "-triple" => {
                triple = next;
                i += 1;
            }
            "-target-feature" => {
                features.extend(next);
                i += 1;
            }
            "-target-abi" => {
                abi = next;
                i += 1;
            }
            "-mrelocation-model" => {
                if let Some(m) = next {
                    flags.push(format!("-relocation-model={m}"));
                }
                i += 1;
            }
            "-ffunction-sections" => flags.push("-function-sections".into()),
            "-fdata-sections" => flags.push("-data-sections".into()),
            _ => {
                if let Some(m) = a.strip_prefix("-mcmodel=") {
                    flags.push(format!("-code-model={m}"));
                }
            }
        }
        i += 1;
    }
    let mut llc_flags = Vec::new();
    if let Some(t) = triple {
        llc_flags.push(format!("-mtriple={t}"));
    }
    if !features.is_empty() {
        llc_flags.push(format!("-mattr={}", features.join(",")));
    }
    if let Some(a) = abi {
        llc_flags.push(format!("-target-abi={a}"));
    }
    llc_flags.extend(flags);
    CodegenTarget { llc_flags }
}

/// The cache directory: `SPILLWAY_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/spillway`, else `$HOME/.cache/spillway`.
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("SPILLWAY_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d).join("spillway"));
    }
    std::env::var_os("HOME")
        .filter(|d| !d.is_empty())
        .map(|h| PathBuf::from(h).join(".cache/spillway"))
}

/// FNV-1a, 64 bits (cache keys and file names; not for security).
pub fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for &b in *p {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        h ^= 0xff;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The target's runtime object, built (once, cached) if the target has
/// one. `scratch` is this process's temporary directory (used when there
/// is no cache directory). `log` receives the command line when it runs.
pub fn runtime_object(
    tc: &Toolchain,
    scratch: &Path,
    log: &mut dyn FnMut(&Command),
) -> Result<Option<PathBuf>, String> {
    let Some(name) = &tc.spec.runtime else {
        return Ok(None);
    };
    let Some((_, source)) = RUNTIMES.iter().find(|(n, _)| n == name) else {
        return Err(format!(
            "the target {} names the runtime {name}, which spillway does not have (src/cc/rt/)",
            tc.spec.name
        ));
    };
    let flags = tc.clang_flags();
    let clang_id = std::fs::metadata(&tc.clang)
        .and_then(|m| m.modified())
        .map(|t| format!("{t:?}"))
        .unwrap_or_default();
    let flag_text: Vec<String> = flags.iter().map(|f| f.to_string_lossy().into()).collect();
    let key = fnv1a(&[
        source.as_bytes(),
        tc.clang.to_string_lossy().as_bytes(),
        clang_id.as_bytes(),
        flag_text.join(" ").as_bytes(),
    ]);
    let stem = name.trim_end_matches(".c");
    let dir = cache_dir()
        .map(|d| d.join("rt"))
        .filter(|d| std::fs::create_dir_all(d).is_ok())
        .unwrap_or_else(|| scratch.to_path_buf());
    let obj = dir.join(format!("{stem}-{}-{key:016x}.o", tc.spec.name));
    if obj.is_file() {
        return Ok(Some(obj));
    }
    let src = scratch.join(format!("{stem}.c"));
    std::fs::write(&src, source).map_err(|e| format!("cannot write {}: {e}", src.display()))?;
    let tmp = dir.join(format!(".{stem}-{key:016x}.{}.tmp.o", std::process::id()));
    let mut cmd = Command::new(&tc.clang);
    cmd.args(&flags)
        .args(["-O2", "-c"])
        .arg(&src)
        .arg("-o")
        .arg(&tmp);
    log(&cmd);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tc.clang.display()))?;
    if !out.status.success() {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!(
            "building the runtime {name} for {} failed:\n{}",
            tc.spec.name,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    std::fs::rename(&tmp, &obj).map_err(|e| format!("cannot write {}: {e}", obj.display()))?;
    Ok(Some(obj))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_toolchains_parse() {
        let specs = parse_specs(TOOLCHAINS, "toolchains.conf").unwrap();
        assert!(specs.len() >= 2);
        for s in &specs {
            assert!(!s.summary.is_empty(), "{}: no summary", s.name);
            assert!(!s.clang.is_empty(), "{}: no clang flags", s.name);
            assert!(s.linker.is_some(), "{}: no linker", s.name);
            if let Some(rt) = &s.runtime {
                assert!(RUNTIMES.iter().any(|(n, _)| n == rt), "{}: {rt}", s.name);
            }
        }
        // No name is claimed twice.
        let mut names: Vec<&String> = specs
            .iter()
            .flat_map(|s| std::iter::once(&s.name).chain(&s.aliases))
            .collect();
        let n = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), n, "a target name or alias is given twice");
    }

    #[test]
    fn bad_files_are_reported_with_their_line() {
        let e = parse_specs("[a]\ndefault = yes\nbogus = 1\n", "f").unwrap_err();
        assert!(e.starts_with("f:3: unknown key `bogus`"), "{e}");
        let e = parse_specs("x = 1\n", "f").unwrap_err();
        assert!(e.contains("f:1:"), "{e}");
        let e = parse_specs("[a]\n[b]\n", "f").unwrap_err();
        assert!(e.contains("default = yes"), "{e}");
        let e = parse_specs("[a]\ndefault = yes\nlinker = gcc\n", "f").unwrap_err();
        assert!(e.contains("f:3: `linker` takes two words"), "{e}");
    }

    #[test]
    fn continuation_lines_and_comments() {
        let s = parse_specs(
            "[a] # the target\ndefault = yes\nclang = -x # note\n   -y\n\t-z\n",
            "f",
        )
        .unwrap();
        assert_eq!(s[0].clang, ["-x", "-y", "-z"]);
    }

    #[test]
    fn cc1_lines_give_the_llc_flags() {
        let line = r#" "/usr/lib/llvm-14/bin/clang" "-cc1" "-triple" "t-unknown-linux-gnu" "-mrelocation-model" "static" "-target-feature" "+m" "-target-feature" "-relax" "-target-abi" "lp64d" "-ffunction-sections" "-mcmodel=medium" "-o" "/dev/null""#;
        let words = split_quoted(line);
        assert_eq!(words[1], "-cc1");
        let t = codegen_from_cc1(&words);
        assert_eq!(
            t.llc_flags,
            [
                "-mtriple=t-unknown-linux-gnu",
                "-mattr=+m,-relax",
                "-target-abi=lp64d",
                "-relocation-model=static",
                "-function-sections",
                "-code-model=medium"
            ]
        );
    }

    #[test]
    fn quoted_words_unescape() {
        assert_eq!(split_quoted(r#""a\"b" "c\\d""#), ["a\"b", "c\\d"]);
    }
}
