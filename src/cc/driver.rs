//! The jobs of one `spillway cc` run and their execution.
//!
//! A source file becomes an object (or assembly) in four steps, each a
//! file in the work directory ([`WorkDir`]): `X.ll` (clang), `X.pre-ra.mir`
//! (llc, stopped before register allocation), `X.post.mir` (Spillway),
//! then the object (llc, resumed after prologue/epilogue insertion).
//! Assembler inputs go to clang; objects and libraries to the linker.
//!
//! Invariants:
//! - Every file this process writes, other than the requested outputs, is
//!   in its own work directory (unique per process, so `make -j` runs do
//!   not meet), removed when the run ends unless `-save-temps` asked for
//!   the intermediate files — or a translation unit failed in Spillway:
//!   its MIR is then always kept beside the output and the message says
//!   where.
//! - A requested output (object, assembly) is written under a temporary
//!   name in its directory and renamed, so an interrupted build never
//!   leaves a partial object with a fresh time stamp.
//! - With `-###` nothing runs (the commands are printed, Spillway's step as
//!   the equivalent `spillway alloc` command line); with `-v` they are
//!   printed as they run.
//! - The first failing job ends the run with exit status 1; its tool's
//!   own diagnostics are shown (clang's and the linker's pass through,
//!   llc's are repeated after the name of the file it was compiling).

use super::args::{self, AllocatorChoice, Invocation, Kind, LinkItem, Mode, SaveTemps};
use super::toolchain::{self, CodegenTarget, Toolchain};
use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

/// The exit status of a failed job.
const FAIL: u8 = 1;
/// The exit status of a bad Spillway option.
const USAGE: u8 = 2;

/// Prints `spillway cc: error: msg` (colored like the rest of the CLI);
/// a message that already says `FILE: error: ...` is printed as it is.
fn error(msg: &str) {
    let first = msg.lines().next().unwrap_or("");
    let text = if first.contains(": error: ") {
        format!("{msg}\n")
    } else {
        format!("spillway cc: error: {msg}\n")
    };
    eprint!("{}", crate::term::paint_errors(&text));
}

/// One command for `-v` / `-###`: every argument in double quotes, as
/// clang prints its jobs.
fn quoted(cmd: &Command) -> String {
    let mut s = String::new();
    let _ = write!(s, " {:?}", cmd.get_program().to_string_lossy());
    for a in cmd.get_args() {
        let _ = write!(s, " {:?}", a.to_string_lossy());
    }
    s
}

/// The run's work directory: `$TMPDIR/spillway-cc.PID.N`, removed on drop
/// unless kept.
struct WorkDir {
    path: PathBuf,
    created: bool,
    keep: bool,
}

impl WorkDir {
    fn new(create: bool) -> Result<WorkDir, String> {
        let base = std::env::temp_dir();
        let pid = std::process::id();
        for n in 0..1000 {
            let path = base.join(format!("spillway-cc.{pid}.{n}"));
            if !create {
                return Ok(WorkDir {
                    path,
                    created: false,
                    keep: false,
                });
            }
            match std::fs::create_dir(&path) {
                Ok(()) => {
                    return Ok(WorkDir {
                        path,
                        created: true,
                        keep: false,
                    })
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(format!(
                        "cannot create a temporary directory in {}: {e} (set TMPDIR)",
                        base.display()
                    ))
                }
            }
        }
        Err(format!(
            "cannot create a temporary directory in {}",
            base.display()
        ))
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if self.created && !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// Everything a run needs.
struct Run<'a> {
    inv: &'a Invocation,
    tc: Toolchain,
    work: WorkDir,
    /// The code generator's flags (`None` until a source needs them).
    codegen: Option<CodegenTarget>,
    /// The target descriptions MIR is read with (compiled in, or
    /// `--spillway-td`).
    targets: &'static [&'static target_desc::TargetDesc],
}

/// A failure: the message (already printed by the tool, or to print).
struct Failed(Option<String>);

impl From<String> for Failed {
    fn from(s: String) -> Failed {
        Failed(Some(s))
    }
}

/// Runs `spillway cc` (see the module doc).
pub fn run(
    argv: &[OsString],
    compiled_in: &'static [&'static target_desc::TargetDesc],
) -> ExitCode {
    let inv = match args::parse(argv) {
        Ok(i) => i,
        Err(msg) => {
            error(&msg);
            return ExitCode::from(USAGE);
        }
    };
    if inv.help {
        let mut cmd = crate::cli_command();
        cmd.build();
        if let Some(sub) = cmd.find_subcommand_mut("cc") {
            let _ = sub.print_long_help();
        }
        return ExitCode::SUCCESS;
    }
    let specs = match toolchain::specs() {
        Ok(s) => s,
        Err(msg) => {
            error(&msg);
            return ExitCode::from(FAIL);
        }
    };
    if inv.spillway.list_targets {
        for s in &specs {
            let default = if s.default { " (default)" } else { "" };
            println!("{}{default}: {}", s.name, s.summary);
            println!("    also: {}", s.aliases.join(" "));
        }
        return ExitCode::SUCCESS;
    }
    let spec = match toolchain::select(&specs, inv.target.as_deref()) {
        Ok(s) => s,
        Err(msg) => {
            error(&msg);
            return ExitCode::from(FAIL);
        }
    };
    let targets =
        match crate::load_targets("--spillway-td", inv.spillway.td.as_deref(), compiled_in) {
            Ok(t) => t,
            Err(code) => return code,
        };
    let tc = match Toolchain::new(spec) {
        Ok(t) => t,
        Err(msg) => {
            error(&msg);
            return ExitCode::from(FAIL);
        }
    };
    if inv.verbose || inv.dry_run {
        eprintln!(
            "spillway cc {} (target {}; clang {}, llc {})",
            env!("CARGO_PKG_VERSION"),
            tc.spec.name,
            tc.clang.display(),
            tc.llc.display()
        );
    }
    match drive(&inv, tc, targets) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failed(msg)) => {
            if let Some(m) = msg {
                error(&m);
            }
            ExitCode::from(FAIL)
        }
    }
}

/// Sorts the run: questions to clang, clang-alone modes, or the jobs.
fn drive(
    inv: &Invocation,
    tc: Toolchain,
    targets: &'static [&'static target_desc::TargetDesc],
) -> Result<(), Failed> {
    // Questions (--version, -print-*, -dumpmachine) and `-v` alone: clang
    // answers, with the target's flags.
    if !inv.queries.is_empty() || (inv.inputs.is_empty() && inv.verbose) {
        let mut cmd = Command::new(&tc.clang);
        cmd.args(tc.clang_flags())
            .args(&inv.compile_flags)
            .args(&inv.queries);
        if inv.verbose {
            cmd.arg("-v");
        }
        let ok = status(&mut cmd, inv)?;
        if inv.queries.iter().any(|q| q == "--version") {
            println!(
                "Spillway {}: spillway cc runs clang, Spillway's register allocator and llc",
                env!("CARGO_PKG_VERSION")
            );
        }
        return if ok { Ok(()) } else { Err(Failed(None)) };
    }
    if inv.inputs.is_empty() {
        if inv.compile_flags.is_empty() && inv.link.is_empty() {
            return Err("no input files".to_string().into());
        }
        // Flags without inputs: clang judges them (an unknown flag is its
        // error) and says there is no input.
        let mut cmd = Command::new(&tc.clang);
        cmd.args(tc.clang_flags()).args(&inv.compile_flags);
        status(&mut cmd, inv)?;
        return Err(Failed(None));
    }
    for input in &inv.inputs {
        let p = input.path.as_os_str();
        if p != "-" && !input.path.exists() {
            return Err(format!("no such file or directory: '{}'", input.path.display()).into());
        }
    }
    let clang_alone = matches!(inv.mode, Mode::Preprocess | Mode::SyntaxOnly)
        || (inv.emit_llvm && matches!(inv.mode, Mode::Assembly | Mode::Object));
    if clang_alone {
        return clang_whole(inv, &tc);
    }
    if let Err(msg) = tc.check_requirements() {
        return Err(msg.into());
    }
    let compiled: Vec<usize> = (0..inv.inputs.len())
        .filter(|&k| inv.inputs[k].kind != Kind::Linker)
        .collect();
    let single_output = matches!(inv.mode, Mode::Object | Mode::Assembly);
    if single_output && inv.output.is_some() && compiled.len() > 1 {
        return Err("cannot specify -o when generating multiple output files"
            .to_string()
            .into());
    }
    let work = WorkDir::new(!inv.dry_run)?;
    let mut run = Run {
        inv,
        tc,
        work,
        codegen: None,
        targets,
    };
    let mut objects: Vec<Option<PathBuf>> = vec![None; inv.inputs.len()];
    for (k, input) in inv.inputs.iter().enumerate() {
        if input.kind == Kind::Linker {
            if single_output {
                eprintln!(
                    "spillway cc: warning: {}: linker input unused",
                    input.path.display()
                );
            } else {
                objects[k] = Some(input.path.clone());
            }
            continue;
        }
        let out = match inv.mode {
            Mode::Object | Mode::Assembly => final_output(inv, input),
            _ => run.temp_path(input, "o"),
        };
        run.compile(input, &out)?;
        objects[k] = Some(out);
    }
    if inv.mode == Mode::Link {
        run.link(&objects)?;
    }
    Ok(())
}

/// Runs `cmd` (or prints it under `-###`, and under `-v` before running);
/// whether it succeeded.
fn status(cmd: &mut Command, inv: &Invocation) -> Result<bool, Failed> {
    if inv.verbose || inv.dry_run {
        eprintln!("{}", quoted(cmd));
    }
    if inv.dry_run {
        return Ok(true);
    }
    let s = cmd.status().map_err(|e| {
        Failed(Some(format!(
            "cannot run {}: {e}",
            cmd.get_program().to_string_lossy()
        )))
    })?;
    Ok(s.success())
}

/// `-E`, `-M`, `-fsyntax-only`, `-emit-llvm`: clang does the whole job.
fn clang_whole(inv: &Invocation, tc: &Toolchain) -> Result<(), Failed> {
    let mut cmd = Command::new(&tc.clang);
    cmd.args(tc.clang_flags())
        .args(&inv.compile_flags)
        .args(&inv.deps.flags);
    match inv.mode {
        Mode::Assembly => {
            cmd.arg("-S");
        }
        Mode::Object => {
            cmd.arg("-c");
        }
        _ => {}
    }
    if inv.emit_llvm {
        cmd.arg("-emit-llvm");
    }
    if let Some(o) = &inv.output {
        cmd.arg("-o").arg(o);
    }
    add_inputs(&mut cmd, inv, |_| true);
    if inv.save_temps.is_some() {
        cmd.arg("-save-temps");
    }
    if status(&mut cmd, inv)? {
        Ok(())
    } else {
        Err(Failed(None))
    }
}

/// Adds the inputs `keep` selects to `cmd`, each after its `-x`.
fn add_inputs(cmd: &mut Command, inv: &Invocation, keep: impl Fn(&args::Input) -> bool) {
    for input in inv.inputs.iter().filter(|i| keep(i)) {
        cmd.arg("-x")
            .arg(input.lang.as_deref().unwrap_or(OsStr::new("none")));
        cmd.arg(&input.path);
    }
}

/// The output of `-c`/`-S` for `input`: `-o`, else `<stem>.o` / `<stem>.s`
/// in the current directory (clang's names).
fn final_output(inv: &Invocation, input: &args::Input) -> PathBuf {
    if let Some(o) = &inv.output {
        return o.clone();
    }
    let ext = if inv.mode == Mode::Assembly { "s" } else { "o" };
    PathBuf::from(format!("{}.{ext}", stem(&input.path)))
}

/// The file name of `p` without its extension (`-` for standard input).
fn stem(p: &Path) -> String {
    p.file_stem()
        .map_or_else(|| "-".to_string(), |s| s.to_string_lossy().into_owned())
}

/// The directory of the output (`-o`'s, else the current one).
fn output_dir(inv: &Invocation) -> PathBuf {
    inv.output
        .as_deref()
        .and_then(Path::parent)
        .filter(|d| !d.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Where a kept intermediate file of `input` goes (`-save-temps`, or a
/// failed translation unit): `<dir>/<stem>.<ext>`, with dir the current
/// directory for `-save-temps`/`=cwd`, the output's directory otherwise.
fn kept_path(inv: &Invocation, input: &args::Input, ext: &str) -> PathBuf {
    let dir = match inv.save_temps {
        Some(SaveTemps::Cwd) => PathBuf::from("."),
        _ => output_dir(inv),
    };
    let name = format!("{}.{ext}", stem(&input.path));
    if dir == Path::new(".") {
        PathBuf::from(name)
    } else {
        dir.join(name)
    }
}

impl Run<'_> {
    /// The path of an intermediate file of `input`: kept under
    /// `-save-temps`, else in the work directory (unique per input).
    fn temp_path(&self, input: &args::Input, ext: &str) -> PathBuf {
        if self.inv.save_temps.is_some() {
            return kept_path(self.inv, input, ext);
        }
        let k = self
            .inv
            .inputs
            .iter()
            .position(|i| std::ptr::eq(i, input))
            .unwrap_or(0);
        self.work
            .path
            .join(format!("{k}-{}.{ext}", stem(&input.path)))
    }

    /// The code generator's flags, asked of clang once.
    fn codegen(&mut self) -> Result<CodegenTarget, Failed> {
        if let Some(c) = &self.codegen {
            return Ok(c.clone());
        }
        let target_flags: Vec<OsString> = self
            .inv
            .compile_flags
            .iter()
            .filter(|f| {
                f.to_str()
                    .is_some_and(|s| s.starts_with("-m") || s.starts_with("-f"))
            })
            .filter(|f| *f != "-mllvm")
            .cloned()
            .collect();
        let c = self.tc.codegen_target(&target_flags)?;
        self.codegen = Some(c.clone());
        Ok(c)
    }

    /// The dependency-file flags for compiling `input` to `out` as clang
    /// would name the file and its target (from the user's `-o`, not from
    /// the intermediate file clang is now asked to write).
    fn dep_flags(&self, input: &args::Input) -> Vec<OsString> {
        let deps = &self.inv.deps;
        let mut flags = deps.flags.clone();
        if !deps.enabled {
            return flags;
        }
        if deps.file.is_none() {
            let file = match &self.inv.output {
                Some(o) => o.with_extension("d"),
                None => PathBuf::from(format!("{}.d", stem(&input.path))),
            };
            flags.push("-MF".into());
            flags.push(file.into_os_string());
        }
        if !deps.has_target {
            let target = match &self.inv.output {
                Some(o) => o.clone().into_os_string(),
                None => {
                    let name = input
                        .path
                        .file_name()
                        .map_or_else(|| PathBuf::from("-"), PathBuf::from);
                    name.with_extension("o").into_os_string()
                }
            };
            flags.push("-MQ".into());
            flags.push(target);
        }
        flags
    }

    /// Compiles one source or assembler input to `out` (object, or
    /// assembly with `-S`).
    fn compile(&mut self, input: &args::Input, out: &Path) -> Result<(), Failed> {
        let inv = self.inv;
        let asm = inv.mode == Mode::Assembly;
        if input.kind == Kind::Assembler || inv.spillway.clang_only {
            // clang alone (the reference build, or an assembler file).
            let plain_asm = input.lang.as_deref().map_or_else(
                || input.path.extension().is_some_and(|e| e == "s"),
                |l| l == "assembler",
            );
            let mut cmd = Command::new(&self.tc.clang);
            if plain_asm {
                cmd.args(self.tc.assembler_flags());
            } else {
                cmd.args(self.tc.clang_flags());
            }
            cmd.args(&inv.compile_flags)
                .args(self.dep_flags(input))
                .arg(if asm { "-S" } else { "-c" });
            cmd.arg("-x")
                .arg(input.lang.as_deref().unwrap_or(OsStr::new("none")))
                .arg(&input.path);
            return self.write_atomically(out, |tmp| {
                cmd.arg("-o").arg(tmp);
                if status(&mut cmd, inv)? {
                    Ok(())
                } else {
                    Err(Failed(None))
                }
            });
        }
        // 1. clang: C to LLVM IR.
        let ll = self.temp_path(input, "ll");
        let mut cmd = Command::new(&self.tc.clang);
        cmd.args(self.tc.clang_flags())
            .args(&inv.compile_flags)
            .args(self.dep_flags(input))
            .args(["-S", "-emit-llvm"])
            .arg("-x")
            .arg(input.lang.as_deref().unwrap_or(OsStr::new("none")))
            .arg(&input.path)
            .arg("-o")
            .arg(&ll);
        if !status(&mut cmd, inv)? {
            return Err(Failed(None));
        }
        // 2. llc: IR to MIR before register allocation (after clang, which
        //    reports a bad flag better than the question below would).
        let cg = self.codegen()?;
        let pre = self.temp_path(input, "pre-ra.mir");
        let opt = inv.opt.llc_flag();
        let (stop, start) = if inv.opt == args::OptLevel::O0 {
            ("-stop-before=regallocfast", "-start-before=regallocfast")
        } else {
            ("-stop-before=greedy", "-start-before=greedy")
        };
        let mut cmd = self.llc(&cg, opt);
        cmd.arg(stop).arg(&ll).arg("-o").arg(&pre);
        self.llc_status(&mut cmd, input, &ll)?;
        // 3. Spillway (or, for the baseline, LLVM's allocator from the
        //    same MIR).
        let filetype = if asm {
            "-filetype=asm"
        } else {
            "-filetype=obj"
        };
        let (resume_from, resume) = if inv.spillway.allocator == AllocatorChoice::Llvm {
            (self.through_spillway_printer(input, &pre), start)
        } else {
            let post = self.temp_path(input, "post.mir");
            self.allocate(input, &pre, &post)?;
            (post, "-start-after=prologepilog")
        };
        // 4. llc: the allocated MIR to the object.
        let mut cmd = self.llc(&cg, opt);
        cmd.arg(resume).arg(filetype);
        if inv.spillway.verify {
            cmd.arg("-verify-machineinstrs");
        }
        cmd.arg(&resume_from);
        let run_llc = |tmp: &Path| -> Result<(), Failed> {
            cmd.arg("-o").arg(tmp);
            self.llc_status(&mut cmd, input, &resume_from)
        };
        self.write_atomically(out, run_llc)
    }

    /// The baseline's input: the pre-RA MIR read and printed by Spillway,
    /// so that LLVM's allocator starts from the text Spillway's pipeline
    /// starts from (the printer also repairs what llc 14 writes and cannot
    /// read, e.g. a shared stack slot's run-together debug-info nodes).
    /// llc's own file when Spillway cannot read it: the baseline then
    /// still builds what llc accepts.
    fn through_spillway_printer(&self, input: &args::Input, pre: &Path) -> PathBuf {
        if self.inv.dry_run {
            return pre.to_path_buf();
        }
        let Ok((target, file)) = backend::mir::parse::read_file(pre, self.targets) else {
            return pre.to_path_buf();
        };
        let printed = self.temp_path(input, "llvm.mir");
        let text = backend::mir::print::print_file(&file, &target);
        match std::fs::write(&printed, text.as_bytes()) {
            Ok(()) => printed,
            Err(_) => pre.to_path_buf(),
        }
    }

    /// llc with the target's flags, `-O` and the `-mllvm` options.
    fn llc(&self, cg: &CodegenTarget, opt: &str) -> Command {
        let mut cmd = Command::new(&self.tc.llc);
        cmd.args(&cg.llc_flags).arg(opt).args(&self.inv.mllvm);
        cmd
    }

    /// Runs an llc command; on failure keeps its input MIR (or IR) beside
    /// the output and reports llc's diagnostics under the C file's name.
    fn llc_status(
        &self,
        cmd: &mut Command,
        input: &args::Input,
        from: &Path,
    ) -> Result<(), Failed> {
        let inv = self.inv;
        if inv.verbose || inv.dry_run {
            eprintln!("{}", quoted(cmd));
        }
        if inv.dry_run {
            return Ok(());
        }
        let out = cmd
            .stdout(Stdio::inherit())
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.tc.llc.display()))?;
        if out.status.success() {
            // llc's warnings, if any.
            eprint!("{}", String::from_utf8_lossy(&out.stderr));
            return Ok(());
        }
        let ext = from
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .and_then(|n| n.split_once('.').map(|(_, e)| e.to_string()))
            .unwrap_or_else(|| "mir".into());
        let kept = self.keep(input, from, &ext);
        Err(format!(
            "{}: error: llc failed ({}) on {}:\n{}",
            input.path.display(),
            out.status,
            kept.display(),
            String::from_utf8_lossy(&out.stderr).trim_end()
        )
        .into())
    }

    /// Copies an intermediate file of `input` beside the output (unless it
    /// is kept already); returns where it is.
    fn keep(&self, input: &args::Input, file: &Path, ext: &str) -> PathBuf {
        if self.inv.save_temps.is_some() {
            return file.to_path_buf();
        }
        let to = kept_path(self.inv, input, ext);
        match std::fs::copy(file, &to) {
            Ok(_) => to,
            Err(_) => {
                // The output directory is not writable: keep the work
                // directory instead.
                file.to_path_buf()
            }
        }
    }

    /// Writes `out` through `write(tmp)` then a rename (see the module
    /// doc); with `-###`, writes nothing.
    fn write_atomically(
        &self,
        out: &Path,
        write: impl FnOnce(&Path) -> Result<(), Failed>,
    ) -> Result<(), Failed> {
        // Standard output, /dev/null, a FIFO: written in place (renaming
        // over a device node would replace it with a regular file).
        let special = std::fs::metadata(out).is_ok_and(|m| !m.is_file());
        if self.inv.dry_run || out == Path::new("-") || special {
            return write(out);
        }
        let name = out
            .file_name()
            .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
        let tmp = out.with_file_name(format!(".{name}.spillway-{}.tmp", std::process::id()));
        let result = write(&tmp).and_then(|()| {
            std::fs::rename(&tmp, out)
                .map_err(|e| Failed(Some(format!("cannot write {}: {e}", out.display()))))
        });
        if result.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        result
    }

    /// Spillway's step: allocate `pre` into `post`, and the report.
    fn allocate(&self, input: &args::Input, pre: &Path, post: &Path) -> Result<(), Failed> {
        let inv = self.inv;
        let opts = pipeline_options(&inv.spillway);
        if inv.verbose || inv.dry_run {
            let mut shown = format!(
                " \"spillway\" \"alloc\" \"--allocator\" \"{}\"",
                opts.allocator.name()
            );
            if !inv.spillway.soften {
                shown.push_str(" \"--no-soften\"");
            }
            if !inv.spillway.check {
                shown.push_str(" \"--no-check\"");
            }
            let _ = write!(
                shown,
                " {:?} \"-o\" {:?}",
                pre.to_string_lossy(),
                post.to_string_lossy()
            );
            eprintln!("{shown}");
        }
        if inv.dry_run {
            return Ok(());
        }
        let c_file = input.path.display().to_string();
        let (target, file) = match backend::mir::parse::read_file(pre, self.targets) {
            Ok(x) => x,
            Err(_) => {
                // Re-read from the kept copy, so that the message points
                // into a file that still exists.
                let kept = self.keep(input, pre, "pre-ra.mir");
                let msg = match backend::mir::parse::read_file(&kept, self.targets) {
                    Err(e) => dsl::diag::clip_long_lines(&e.render()),
                    Ok(_) => String::new(),
                };
                return Err(format!(
                    "{c_file}: error: Spillway cannot read the MIR llc wrote ({}):\n{}",
                    kept.display(),
                    msg.trim_end()
                )
                .into());
            }
        };
        let result = match backend::pipeline::run(&file, &target, &opts) {
            Ok(r) => r,
            Err(e) => {
                let kept = self.keep(input, pre, "pre-ra.mir");
                let pass = match &e {
                    backend::pipeline::PipelineError::Lower(p)
                    | backend::pipeline::PipelineError::Alloc(p)
                    | backend::pipeline::PipelineError::Frame(p) => p,
                };
                return Err(format!(
                    "{c_file}: error: Spillway could not allocate function '{}': {}:{}:{}: {}\n\
                     note: the MIR is kept in {}; --spillway-allocator=llvm builds this file with LLVM's allocator",
                    pass.function,
                    kept.display(),
                    pass.loc.line,
                    pass.loc.col,
                    pass.message,
                    kept.display()
                )
                .into());
            }
        };
        let text = backend::mir::print::print_file(&result.file, &target);
        std::fs::write(post, text.as_bytes())
            .map_err(|e| format!("cannot write {}: {e}", post.display()))?;
        if inv.verbose {
            eprint!("{}", backend::pipeline::render_table(&result.reports));
        }
        if result.check_failed() {
            let kept_pre = self.keep(input, pre, "pre-ra.mir");
            let kept_post = self.keep(input, post, "post.mir");
            let (pre_s, post_s) = (
                kept_pre.to_string_lossy().into_owned(),
                kept_post.to_string_lossy().into_owned(),
            );
            let mut msg = String::new();
            for r in &result.reports {
                if let backend::pipeline::CheckOutcome::Failed { stage, errors } = &r.check {
                    let _ = writeln!(
                        msg,
                        "{c_file}: error: Spillway's checker rejected the allocation of function '{}' ({stage}):",
                        r.function
                    );
                    for e in errors {
                        // Allocated instructions keep their input positions.
                        msg.push_str(&crate::check_report::render(e, &pre_s, &pre_s));
                    }
                }
            }
            let _ = write!(
                msg,
                "note: the MIR is kept in {pre_s} (allocated: {post_s}); \
                 --spillway-allocator=llvm builds this file with LLVM's allocator"
            );
            return Err(msg.into());
        }
        if let Some(dir) = &inv.spillway.report_dir {
            self.report(input, dir, &file, &target, &opts)?;
        }
        Ok(())
    }

    /// `--spillway-report=DIR`: the HTML report of one translation unit,
    /// `DIR/<stem>-<hash of the input path>.html`.
    fn report(
        &self,
        input: &args::Input,
        dir: &Path,
        file: &backend::mir::MirFile,
        target: &backend::target::Target,
        opts: &backend::pipeline::PipelineOptions,
    ) -> Result<(), Failed> {
        let models = backend::report::build(file, target, opts)
            .map_err(|e| e.render(&input.path.to_string_lossy()))?;
        let abs = std::fs::canonicalize(&input.path).unwrap_or_else(|_| input.path.clone());
        let hash = toolchain::fnv1a(&[abs.to_string_lossy().as_bytes()]);
        let name = format!("{}-{:08x}.html", stem(&input.path), hash as u32);
        let options = format!(
            "allocator {}, soften {}, check {}",
            opts.allocator.name(),
            if opts.soften == backend::soften::SoftenMode::Off {
                "off"
            } else {
                "full"
            },
            if opts.check { "on" } else { "off" }
        );
        let title = input.path.display().to_string();
        let html = backend::report::html::render(&models, target, &title, &options);
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let out = dir.join(name);
        crate::output::try_write_output(Some(&out), html.as_bytes())
            .map_err(|m| Failed(Some(m.trim_end().to_string())))?;
        if self.inv.verbose {
            eprintln!("spillway cc: report {}", out.display());
        }
        Ok(())
    }

    /// Links the objects (in command-line order with the link flags).
    fn link(&self, objects: &[Option<PathBuf>]) -> Result<(), Failed> {
        let inv = self.inv;
        let linker = self.tc.linker()?;
        let uses_runtime = self
            .tc
            .spec
            .link_first
            .iter()
            .chain(&self.tc.spec.link_last)
            .any(|w| w.contains("{runtime}"));
        let runtime = if uses_runtime {
            let mut log = |c: &Command| {
                if inv.verbose || inv.dry_run {
                    eprintln!("{}", quoted(c));
                }
            };
            toolchain::runtime_object(&self.tc, &self.work.path, &mut log)?
        } else {
            None
        };
        let mut cmd = Command::new(linker);
        cmd.args(self.tc.expand(&self.tc.spec.link_first, runtime.as_deref()));
        for item in &inv.link {
            match item {
                LinkItem::Input(k) => {
                    if let Some(o) = &objects[*k] {
                        cmd.arg(o);
                    }
                }
                LinkItem::Arg(a) => {
                    cmd.arg(a);
                }
            }
        }
        cmd.args(self.tc.expand(&self.tc.spec.link_last, runtime.as_deref()));
        let out = inv.output.clone().unwrap_or_else(|| PathBuf::from("a.out"));
        cmd.arg("-o").arg(&out);
        if inv.verbose {
            for a in &inv.ignored {
                eprintln!(
                    "spillway cc: note: {} ignored (the target's linker is fixed)",
                    a.to_string_lossy()
                );
            }
        }
        if status(&mut cmd, inv)? {
            Ok(())
        } else {
            Err(Failed(None))
        }
    }
}

/// Spillway's pipeline options from `--spillway-*`.
fn pipeline_options(o: &args::SpillwayOptions) -> backend::pipeline::PipelineOptions {
    use backend::regalloc::Allocator;
    use backend::soften::SoftenMode;
    backend::pipeline::PipelineOptions {
        allocator: match o.allocator {
            AllocatorChoice::Basic => Allocator::Basic,
            AllocatorChoice::Fast => Allocator::Fast,
            AllocatorChoice::Greedy | AllocatorChoice::Llvm => Allocator::Greedy,
        },
        check: o.check,
        soften: if o.soften {
            SoftenMode::Full
        } else {
            SoftenMode::Off
        },
        stop_before_frame: false,
    }
}
