//! The command line of `spillway cc`, read the way clang reads it.
//!
//! [`parse`] sorts every argument into one of: an input (a file to
//! compile, assemble or link, in command-line order, with the `-x`
//! language in force), a compile flag (for clang: everything not known
//! otherwise, so an unknown flag reaches clang unchanged), a link item
//! (`-l`, `-L`, `-Wl,`, ...: kept in order among the inputs), a
//! dependency-file flag (`-MD`, `-MF`, ...), or one of Spillway's own
//! `--spillway-*` options.
//!
//! Invariants:
//! - No argument is dropped without a trace: what is not Spillway's and
//!   not a link-only flag goes to clang, in order; the few flags that mean
//!   nothing with Spillway's fixed linker (`-fuse-ld=`, `--rtlib=`) are
//!   listed in [`Invocation::ignored`] and printed with `-v`.
//! - A flag that takes its value as the next argument (`-o X`, `-I X`,
//!   `-MF X`, `-Xclang X`, ...) never lets that value be read as an input.
//! - Usage errors (an unknown `--spillway-*` option, a missing value) are
//!   `Err` with clang's wording where clang has one.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

/// What the invocation produces (the last of `-E`, `-S`, `-c`, ... wins,
/// as with clang).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `-E`, `-M`, `-MM`: preprocess (clang alone).
    Preprocess,
    /// `-fsyntax-only`: check (clang alone).
    SyntaxOnly,
    /// `-S`: assembly.
    Assembly,
    /// `-c`: objects.
    Object,
    /// No mode flag: compile and link an executable.
    Link,
}

/// How an input is handled, from its `-x` language or its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Compiled to LLVM IR by clang, then through Spillway (C, C++, `.i`,
    /// `.ll`, `.bc`).
    Source,
    /// Assembled by clang (`.s`; `.S` preprocessed first).
    Assembler,
    /// Given to the linker as it is (`.o`, `.a`, `.so`, anything unknown).
    Linker,
}

/// One input file (`-` is standard input).
#[derive(Clone, Debug)]
pub struct Input {
    /// The path as given.
    pub path: PathBuf,
    /// How it is handled.
    pub kind: Kind,
    /// The `-x` language in force for it (`None`: from the extension).
    pub lang: Option<OsString>,
}

/// Inputs and link flags, in command-line order.
#[derive(Clone, Debug)]
pub enum LinkItem {
    /// The k-th input.
    Input(usize),
    /// A link argument (`-lm`, `-L/x`, `-Wl,...`, `-static`, ...).
    Arg(OsString),
}

/// `-save-temps`: where the intermediate files are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveTemps {
    /// `-save-temps`, `-save-temps=cwd`: the current directory.
    Cwd,
    /// `-save-temps=obj`: the output's directory.
    Obj,
}

/// Spillway's allocator choice (`--spillway-allocator=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllocatorChoice {
    /// Spillway's greedy allocator (the default).
    Greedy,
    /// Spillway's basic allocator.
    Basic,
    /// Spillway's fast allocator.
    Fast,
    /// LLVM's own allocator on the same pre-RA MIR (`llc
    /// -start-before=greedy`): the baseline of the measurements.
    Llvm,
}

/// Spillway's own options.
#[derive(Clone, Debug)]
pub struct SpillwayOptions {
    /// `--spillway-allocator=`.
    pub allocator: AllocatorChoice,
    /// `--spillway-no-soften` clears it.
    pub soften: bool,
    /// `--spillway-no-check` clears it.
    pub check: bool,
    /// `--spillway-report=DIR`.
    pub report_dir: Option<PathBuf>,
    /// `--spillway-verify`: llc runs `-verify-machineinstrs` on the
    /// allocated code.
    pub verify: bool,
    /// `--spillway-clang-only`: clang compiles alone (no MIR, no
    /// Spillway): the reference build.
    pub clang_only: bool,
    /// `--spillway-targets`: list the targets and exit.
    pub list_targets: bool,
}

impl Default for SpillwayOptions {
    fn default() -> Self {
        SpillwayOptions {
            allocator: AllocatorChoice::Greedy,
            soften: true,
            check: true,
            report_dir: None,
            verify: false,
            clang_only: false,
            list_targets: false,
        }
    }
}

/// The dependency-file flags of a compile (`-MD`, `-MMD`, `-MF`, ...).
#[derive(Clone, Debug, Default)]
pub struct DepFlags {
    /// `-MD` or `-MMD` given (the file is written beside compiling).
    pub enabled: bool,
    /// `-MF FILE`.
    pub file: Option<OsString>,
    /// Whether `-MT`/`-MQ` name the targets (else clang's default, from
    /// the output, is given explicitly).
    pub has_target: bool,
    /// The flags themselves, in order, for clang.
    pub flags: Vec<OsString>,
}

/// The optimisation level (`-O...`; the last wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptLevel {
    /// `-O0` (and no `-O` at all).
    O0,
    /// `-O1`, `-O`, `-Og`.
    O1,
    /// `-O2`, `-Os`, `-Oz` (size is clang's business: llc gets -O2).
    O2,
    /// `-O3`, `-Ofast`.
    O3,
}

impl OptLevel {
    /// llc's flag.
    pub fn llc_flag(self) -> &'static str {
        match self {
            OptLevel::O0 => "-O0",
            OptLevel::O1 => "-O1",
            OptLevel::O2 => "-O2",
            OptLevel::O3 => "-O3",
        }
    }
}

/// A parsed command line.
#[derive(Clone, Debug)]
pub struct Invocation {
    /// `--target=` / `-target`.
    pub target: Option<String>,
    /// What to produce.
    pub mode: Mode,
    /// `-o`.
    pub output: Option<PathBuf>,
    /// The input files, in order.
    pub inputs: Vec<Input>,
    /// Inputs and link arguments in order (for the link).
    pub link: Vec<LinkItem>,
    /// Flags for every clang run on a source (in order).
    pub compile_flags: Vec<OsString>,
    /// The dependency-file flags.
    pub deps: DepFlags,
    /// The optimisation level.
    pub opt: OptLevel,
    /// `-emit-llvm`: clang's IR is the output (clang alone).
    pub emit_llvm: bool,
    /// `-save-temps`.
    pub save_temps: Option<SaveTemps>,
    /// `-v`.
    pub verbose: bool,
    /// `-###`.
    pub dry_run: bool,
    /// `--help`.
    pub help: bool,
    /// Arguments that only ask clang something (`--version`, `-print-*`,
    /// `-dumpmachine`, ...).
    pub queries: Vec<OsString>,
    /// `-mllvm` values (given to clang and to llc).
    pub mllvm: Vec<OsString>,
    /// Flags accepted and ignored (Spillway's linker is fixed).
    pub ignored: Vec<OsString>,
    /// Spillway's options.
    pub spillway: SpillwayOptions,
}

/// Compile flags whose value is the next argument (clang's separate forms).
const COMPILE_WITH_VALUE: &[&str] = &[
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-idirafter",
    "-iquote",
    "-iprefix",
    "-iwithprefix",
    "-iwithprefixbefore",
    "-isysroot",
    "--sysroot",
    "-Xclang",
    "-Xpreprocessor",
    "-Xassembler",
    "-ivfsoverlay",
    "-working-directory",
    "-aux-info",
    "-serialize-diagnostics",
    "--param",
    "-arch",
    "-F",
    "-iframework",
    "-MJ",
];

/// Link flags whose value is the next argument.
const LINK_WITH_VALUE: &[&str] = &["-L", "-l", "-T", "-u", "-z", "-Xlinker", "-e"];

/// Link-only flags without a value (not given to clang's compiles).
const LINK_ONLY: &[&str] = &[
    "-static",
    "-static-libgcc",
    "-static-pie",
    "-nostdlib",
    "-nostartfiles",
    "-nodefaultlibs",
    "-nolibc",
    "-rdynamic",
    "-s",
    "-r",
    "-pie",
    "-no-pie",
    "-shared",
];

/// `-print-*` and similar questions (answered by clang).
fn is_query(a: &str) -> bool {
    a.starts_with("-print-")
        || a.starts_with("--print-")
        || matches!(
            a,
            "--version" | "-dumpmachine" | "-dumpversion" | "-dumpspecs" | "-V"
        )
}

/// The kind of an input with language `lang` (or from its extension).
fn kind_of(path: &OsStr, lang: Option<&OsStr>) -> Kind {
    if let Some(l) = lang.and_then(OsStr::to_str) {
        return match l {
            "assembler" | "assembler-with-cpp" => Kind::Assembler,
            "none" => kind_of(path, None),
            _ => Kind::Source,
        };
    }
    let ext = std::path::Path::new(path)
        .extension()
        .and_then(OsStr::to_str)
        .unwrap_or("");
    match ext {
        "c" | "i" | "ll" | "bc" | "cc" | "cpp" | "cxx" | "C" | "ii" => Kind::Source,
        "s" | "S" | "sx" => Kind::Assembler,
        _ => Kind::Linker,
    }
}

/// Reads `--spillway-NAME[=VALUE]`.
fn spillway_option(opts: &mut SpillwayOptions, a: &str) -> Result<(), String> {
    let (name, value) = match a.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (a, None),
    };
    let need = |v: Option<&str>| {
        v.filter(|s| !s.is_empty())
            .map(str::to_string)
            .ok_or_else(|| format!("{name} needs a value ({name}=...)"))
    };
    match name {
        "--spillway-allocator" => {
            opts.allocator = match need(value)?.as_str() {
                "greedy" => AllocatorChoice::Greedy,
                "basic" => AllocatorChoice::Basic,
                "fast" => AllocatorChoice::Fast,
                "llvm" => AllocatorChoice::Llvm,
                other => {
                    return Err(format!(
                        "--spillway-allocator={other}: the allocators are greedy, basic, fast \
                         (Spillway's) and llvm (LLVM's own, on the same MIR)"
                    ))
                }
            }
        }
        "--spillway-report" => opts.report_dir = Some(PathBuf::from(need(value)?)),
        _ if value.is_some() => return Err(format!("{name} takes no value (`{a}`)")),
        "--spillway-no-soften" => opts.soften = false,
        "--spillway-no-check" => opts.check = false,
        "--spillway-verify" => opts.verify = true,
        "--spillway-clang-only" => opts.clang_only = true,
        "--spillway-targets" => opts.list_targets = true,
        _ => {
            return Err(format!(
                "unknown option '{a}'; Spillway's options are --spillway-allocator=greedy|basic|fast|llvm, \
                 --spillway-no-soften, --spillway-no-check, --spillway-report=DIR, --spillway-verify, \
                 --spillway-clang-only, --spillway-targets (spillway cc --help)"
            ))
        }
    }
    Ok(())
}

/// Parses the arguments after `spillway cc`.
pub fn parse(args: &[OsString]) -> Result<Invocation, String> {
    let mut inv = Invocation {
        target: None,
        mode: Mode::Link,
        output: None,
        inputs: Vec::new(),
        link: Vec::new(),
        compile_flags: Vec::new(),
        deps: DepFlags::default(),
        opt: OptLevel::O0,
        emit_llvm: false,
        save_temps: None,
        verbose: false,
        dry_run: false,
        help: false,
        queries: Vec::new(),
        mllvm: Vec::new(),
        ignored: Vec::new(),
        spillway: SpillwayOptions::default(),
    };
    let mut lang: Option<OsString> = None;
    let mut i = 0;
    // The value of the flag at `i` (the next argument), or the error.
    let value = |i: usize, flag: &str| -> Result<OsString, String> {
        args.get(i + 1)
            .cloned()
            .ok_or_else(|| format!("argument to '{flag}' is missing (expected 1 value)"))
    };
    while i < args.len() {
        let raw = &args[i];
        let Some(a) = raw.to_str() else {
            // Not UTF-8: only an input file can be that.
            add_input(&mut inv, raw.clone(), lang.as_deref());
            i += 1;
            continue;
        };
        if a == "-" || !a.starts_with('-') {
            add_input(&mut inv, raw.clone(), lang.as_deref());
            i += 1;
            continue;
        }
        match a {
            "-o" => {
                inv.output = Some(PathBuf::from(value(i, a)?));
                i += 1;
            }
            "-c" => inv.mode = Mode::Object,
            "-S" => inv.mode = Mode::Assembly,
            "-E" | "-M" | "-MM" => {
                inv.mode = Mode::Preprocess;
                inv.compile_flags.push(raw.clone());
            }
            "-fsyntax-only" => {
                inv.mode = Mode::SyntaxOnly;
                inv.compile_flags.push(raw.clone());
            }
            "-emit-llvm" => inv.emit_llvm = true,
            "-v" => inv.verbose = true,
            "-###" => inv.dry_run = true,
            "--help" => inv.help = true,
            "-save-temps" | "-save-temps=cwd" | "--save-temps" => {
                inv.save_temps = Some(SaveTemps::Cwd)
            }
            "-save-temps=obj" => inv.save_temps = Some(SaveTemps::Obj),
            "-target" | "--target" => {
                inv.target = Some(value(i, a)?.to_string_lossy().into());
                i += 1;
            }
            "-x" => {
                let l = value(i, a)?;
                lang = (l != "none").then_some(l);
                i += 1;
            }
            "-MD" | "-MMD" => {
                inv.deps.enabled = true;
                inv.deps.flags.push(raw.clone());
            }
            "-MP" | "-MG" | "-MV" => inv.deps.flags.push(raw.clone()),
            "-MF" | "-MT" | "-MQ" => {
                let v = value(i, a)?;
                if a == "-MF" {
                    inv.deps.file = Some(v.clone());
                } else {
                    inv.deps.has_target = true;
                }
                inv.deps.flags.push(raw.clone());
                inv.deps.flags.push(v);
                i += 1;
            }
            "-mllvm" => {
                let v = value(i, a)?;
                inv.mllvm.push(v.clone());
                inv.compile_flags.push(raw.clone());
                inv.compile_flags.push(v);
                i += 1;
            }
            "-pthread" => {
                inv.compile_flags.push(raw.clone());
                inv.link.push(LinkItem::Arg(raw.clone()));
            }
            _ if a.starts_with("--spillway-") => spillway_option(&mut inv.spillway, a)?,
            _ if is_query(a) => inv.queries.push(raw.clone()),
            _ if a.starts_with("--target=") => {
                inv.target = Some(a["--target=".len()..].to_string())
            }
            _ if a.starts_with("-x") => {
                let l = OsString::from(&a[2..]);
                lang = (l != "none").then_some(l);
            }
            _ if a.starts_with("-O") => {
                inv.opt = match &a[2..] {
                    "0" => OptLevel::O0,
                    "" | "1" | "g" => OptLevel::O1,
                    "2" | "s" | "z" => OptLevel::O2,
                    _ => OptLevel::O3,
                };
                inv.compile_flags.push(raw.clone());
            }
            _ if a.starts_with("-MF") || a.starts_with("-MT") || a.starts_with("-MQ") => {
                // Joined forms: -MFfile, -MTtarget.
                if let Some(file) = a.strip_prefix("-MF") {
                    inv.deps.file = Some(OsString::from(file));
                } else {
                    inv.deps.has_target = true;
                }
                inv.deps.flags.push(raw.clone());
            }
            _ if LINK_WITH_VALUE.contains(&a) => {
                let v = value(i, a)?;
                match a {
                    // -l foo and -L dir as one word each.
                    "-l" | "-L" => {
                        let mut joined = raw.clone();
                        joined.push(&v);
                        inv.link.push(LinkItem::Arg(joined));
                    }
                    _ => {
                        inv.link.push(LinkItem::Arg(raw.clone()));
                        inv.link.push(LinkItem::Arg(v));
                    }
                }
                i += 1;
            }
            _ if a.starts_with("-Wl,") || a.starts_with("-l") || a.starts_with("-L") => {
                inv.link.push(LinkItem::Arg(raw.clone()));
            }
            _ if LINK_ONLY.contains(&a) => inv.link.push(LinkItem::Arg(raw.clone())),
            _ if a.starts_with("-T") || a.starts_with("-z") => {
                inv.link.push(LinkItem::Arg(raw.clone()))
            }
            _ if a.starts_with("-fuse-ld=")
                || a.starts_with("--rtlib=")
                || a.starts_with("-rtlib=")
                || a.starts_with("--unwindlib=")
                || a.starts_with("-unwindlib=")
                || a.starts_with("-Wa,") =>
            {
                // -Wa, still matters for assembler inputs.
                if a.starts_with("-Wa,") {
                    inv.compile_flags.push(raw.clone());
                } else {
                    inv.ignored.push(raw.clone());
                }
            }
            _ if COMPILE_WITH_VALUE.contains(&a) => {
                let v = value(i, a)?;
                inv.compile_flags.push(raw.clone());
                inv.compile_flags.push(v);
                i += 1;
            }
            _ => inv.compile_flags.push(raw.clone()),
        }
        i += 1;
    }
    Ok(inv)
}

fn add_input(inv: &mut Invocation, path: OsString, lang: Option<&OsStr>) {
    let kind = if path.as_bytes() == b"-" && lang.is_none() {
        // Standard input without -x: clang's error, later.
        Kind::Source
    } else {
        kind_of(&path, lang)
    };
    inv.link.push(LinkItem::Input(inv.inputs.len()));
    inv.inputs.push(Input {
        path: PathBuf::from(path),
        kind,
        lang: lang.map(OsStr::to_os_string),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Invocation {
        parse(&args.iter().map(OsString::from).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn inputs_and_link_items_keep_their_order() {
        let inv = p(&[
            "-O2",
            "a.c",
            "-lm",
            "b.o",
            "-L",
            "/x",
            "-Wl,--gc-sections",
            "c.s",
            "-o",
            "prog",
        ]);
        assert_eq!(inv.mode, Mode::Link);
        assert_eq!(inv.opt, OptLevel::O2);
        assert_eq!(inv.output.as_deref(), Some(std::path::Path::new("prog")));
        let kinds: Vec<Kind> = inv.inputs.iter().map(|i| i.kind).collect();
        assert_eq!(kinds, [Kind::Source, Kind::Linker, Kind::Assembler]);
        let link: Vec<String> = inv
            .link
            .iter()
            .map(|l| match l {
                LinkItem::Input(k) => format!("#{k}"),
                LinkItem::Arg(a) => a.to_string_lossy().into(),
            })
            .collect();
        assert_eq!(link, ["#0", "-lm", "#1", "-L/x", "-Wl,--gc-sections", "#2"]);
        assert_eq!(inv.compile_flags, ["-O2"]);
    }

    #[test]
    fn values_are_never_inputs() {
        let inv = p(&[
            "-c", "-I", "inc", "-D", "X=1", "-MF", "d.d", "-MT", "t", "-include", "h.h", "-x", "c",
            "-", "-o", "o.o",
        ]);
        assert_eq!(inv.inputs.len(), 1);
        assert_eq!(inv.inputs[0].path, std::path::Path::new("-"));
        assert_eq!(inv.inputs[0].lang.as_deref(), Some(OsStr::new("c")));
        assert_eq!(
            inv.compile_flags,
            ["-I", "inc", "-D", "X=1", "-include", "h.h"]
        );
        assert_eq!(inv.deps.file.as_deref(), Some(OsStr::new("d.d")));
        assert!(inv.deps.has_target && !inv.deps.enabled);
    }

    #[test]
    fn unknown_flags_go_to_clang_and_spillway_options_are_checked() {
        let inv = p(&[
            "-fno-strict-aliasing",
            "-Wfoo-bar",
            "--spillway-allocator=basic",
            "--spillway-no-soften",
            "x.c",
        ]);
        assert_eq!(inv.compile_flags, ["-fno-strict-aliasing", "-Wfoo-bar"]);
        assert_eq!(inv.spillway.allocator, AllocatorChoice::Basic);
        assert!(!inv.spillway.soften);
        let bad = |a: &str| parse(&[OsString::from(a)]).unwrap_err();
        assert!(bad("--spillway-allocator=linear").contains("greedy, basic, fast"));
        assert!(bad("--spillway-bogus").contains("unknown option '--spillway-bogus'"));
        assert!(bad("--spillway-report").contains("needs a value"));
        assert!(bad("-o").contains("argument to '-o' is missing"));
    }

    #[test]
    fn the_last_mode_and_level_win() {
        let inv = p(&["-S", "-c", "-Os", "-O3", "-Oz", "a.c"]);
        assert_eq!(inv.mode, Mode::Object);
        assert_eq!(inv.opt, OptLevel::O2);
        assert_eq!(p(&["-O", "a.c"]).opt, OptLevel::O1);
        assert_eq!(p(&["a.c"]).opt, OptLevel::O0);
        assert_eq!(p(&["-E", "a.c"]).mode, Mode::Preprocess);
    }

    #[test]
    fn languages_follow_x() {
        let inv = p(&[
            "-x",
            "assembler-with-cpp",
            "a.c",
            "-x",
            "none",
            "b.c",
            "-xc",
            "c.txt",
        ]);
        let kinds: Vec<Kind> = inv.inputs.iter().map(|i| i.kind).collect();
        assert_eq!(kinds, [Kind::Assembler, Kind::Source, Kind::Source]);
    }
}
