//! `spillway alloc`: the pipeline ([`backend::pipeline::run`]) over one or
//! several MIR files, a table (or JSON) per function, outputs written
//! atomically.
//!
//! Forms: `alloc IN [OUT]`, `alloc IN -o OUT` (one input; the MIR goes to
//! standard output without OUT) and `alloc IN... --out-dir DIR` (each
//! output is `DIR/<input file name>`).
//!
//! Invariants:
//! - The command line is checked before any input is read: several inputs
//!   need `--out-dir`, two inputs may not share a file name, no input may
//!   be its own output; a violation is a usage error (exit 2).
//! - Every input is processed, in the order given (with `--jobs N`, up to
//!   N at a time), and everything printed about a file — its table, its
//!   diagnostics — is printed in input order, whatever thread ran it.
//! - A file's output is written before anything about that file goes to
//!   stdout; an input error writes nothing for that file (a checker
//!   failure still writes it, as the report says).
//! - The exit status is the largest of the files' statuses: 0 ok, 1 input
//!   error, 3 checker failure.
//! - The table or JSON goes to stdout, or to stderr when the MIR goes to
//!   stdout (JSON on stderr is then all there is on stderr: the
//!   diagnostics are inside it). The progress bar ([`crate::progress`]) is shown only with
//!   several inputs and stderr a terminal.

use crate::alloc_json;
use crate::exit;
use crate::progress::Progress;
use crate::{AllocArgs, AllocatorArg, SoftenArg};
use backend::pipeline::{render_table, CheckOutcome, FunctionReport, PipelineOptions};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use target_desc::TargetDesc;

/// One input and where its output goes (`None`: standard output).
pub struct Job {
    /// The input .mir file.
    pub input: PathBuf,
    /// The output file; `None` for standard output.
    pub output: Option<PathBuf>,
}

/// What processing one input gave.
pub struct Done {
    /// 0, [`exit::INPUT`] or [`exit::CHECK`].
    pub code: u8,
    /// One report per function (empty after an input error).
    pub reports: Vec<FunctionReport>,
    /// What to print on stderr about this file, colored if colors are on.
    pub stderr: String,
    /// The input error without colors (for JSON), if there was one.
    pub error: Option<String>,
}

/// Turns the command line into jobs, or says why it is a usage error.
pub fn plan(args: &AllocArgs) -> Result<Vec<Job>, String> {
    let files = &args.files;
    let Some(dir) = &args.out_dir else {
        return match (files.as_slice(), &args.out) {
            ([input], out) => Ok(vec![Job {
                input: input.clone(),
                output: out.clone(),
            }]),
            ([_, _], Some(_)) => Err(
                "the output is given twice (OUT and -o <OUT>); give one of them, or --out-dir DIR \
                 to allocate both files"
                    .into(),
            ),
            ([input, output], None) => Ok(vec![Job {
                input: input.clone(),
                output: Some(output.clone()),
            }]),
            (many, _) => Err(format!(
                "{} files given without --out-dir; to allocate several inputs give \
                 --out-dir DIR (the form IN OUT takes one input)",
                many.len()
            )),
        };
    };
    let mut jobs: Vec<Job> = Vec::with_capacity(files.len());
    for input in files {
        let Some(name) = input.file_name() else {
            return Err(format!(
                "the input {} has no file name to name its output in {}",
                input.display(),
                dir.display()
            ));
        };
        if let Some(other) = jobs.iter().find(|j| j.input.file_name() == Some(name)) {
            if other.input == *input {
                return Err(format!("the input {} is given twice", input.display()));
            }
            return Err(format!(
                "the inputs {} and {} have the same file name: both outputs would be {}; \
                 allocate them with separate --out-dir runs",
                other.input.display(),
                input.display(),
                dir.join(name).display()
            ));
        }
        let output = dir.join(name);
        if same_file(input, &output) {
            return Err(format!(
                "the output {} would overwrite the input {}; give another --out-dir",
                output.display(),
                input.display()
            ));
        }
        jobs.push(Job {
            input: input.clone(),
            output: Some(output),
        });
    }
    Ok(jobs)
}

/// Whether `a` and `b` name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// The pipeline options of the command line.
fn options(args: &AllocArgs) -> PipelineOptions {
    use backend::regalloc::Allocator;
    use backend::soften::SoftenMode;
    PipelineOptions {
        allocator: match args.allocator {
            AllocatorArg::Fast => Allocator::Fast,
            AllocatorArg::Basic => Allocator::Basic,
            AllocatorArg::Greedy => Allocator::Greedy,
        },
        check: !args.no_check,
        soften: match (args.no_soften, args.soften) {
            (true, _) | (_, SoftenArg::Off) => SoftenMode::Off,
            (false, SoftenArg::LeafOnly) => SoftenMode::LeafOnly,
            (false, SoftenArg::Full) => SoftenMode::Full,
        },
        stop_before_frame: args.stop_before_frame,
    }
}

/// Reads (with one of `targets`), allocates and writes one file.
pub fn process(job: &Job, opts: &PipelineOptions, targets: &[&'static TargetDesc]) -> Done {
    let path = job.input.to_string_lossy().to_string();
    let input_error = |colored: String, plain: String| Done {
        code: exit::INPUT,
        reports: Vec::new(),
        stderr: colored,
        error: Some(plain),
    };
    let read_timer = backend::timing::start(backend::timing::Stage::Read);
    let (target, file) = match backend::mir::parse::read_file(&job.input, targets) {
        Ok(x) => x,
        Err(e) => {
            let plain = dsl::diag::clip_long_lines(&e.render());
            let shown = if crate::term::color_stderr() {
                e.render_color()
            } else {
                plain.clone()
            };
            return input_error(shown, plain);
        }
    };
    drop(read_timer);
    let result = match backend::pipeline::run(&file, &target, opts) {
        Ok(r) => r,
        Err(e) => {
            let plain = e.render(&path);
            return input_error(crate::term::paint_errors(&plain), plain);
        }
    };
    let write_timer = backend::timing::start(backend::timing::Stage::Write);
    let text = backend::mir::print::print_file(&result.file, &target);
    if let Err(msg) = crate::output::try_write_output(job.output.as_deref(), text.as_bytes()) {
        return input_error(crate::term::paint_errors(&msg), msg);
    }
    drop(write_timer);
    let mut stderr = String::new();
    for r in &result.reports {
        if let CheckOutcome::Failed { stage, errors } = &r.check {
            stderr.push_str(&format!(
                "{path}: the checker rejected '{}' ({stage}, allocator {}):\n",
                r.function, r.allocator
            ));
            for e in errors {
                stderr.push_str(&crate::check_report::render(e, &path, &path));
            }
        }
    }
    let code = if result.check_failed() {
        stderr.push_str(&format!(
            "{path}: error: the allocation checker found errors (output written anyway)\n"
        ));
        exit::CHECK
    } else {
        0
    };
    Done {
        code,
        reports: result.reports,
        stderr: crate::term::paint_errors(&stderr),
        error: None,
    }
}

/// Prints the files' reports in input order as they finish, with the
/// progress bar between them.
struct Reporter<'a> {
    jobs: &'a [Job],
    /// The finished files (`None`: not yet).
    results: Vec<Option<Done>>,
    /// How many files have been printed (always a prefix of `jobs`).
    printed: usize,
    progress: Progress,
    json: bool,
    table_to_stdout: bool,
}

impl Reporter<'_> {
    /// File `k` is finished: print every file that can now be printed in
    /// order.
    fn done(&mut self, k: usize, done: Done) {
        self.results[k] = Some(done);
        self.progress.clear();
        while let Some(Some(d)) = self.results.get(self.printed) {
            self.emit(&self.jobs[self.printed], d);
            self.printed += 1;
        }
        self.redraw();
    }

    /// Redraws the progress bar (naming the next file to be printed).
    fn redraw(&mut self) {
        let current = self
            .jobs
            .get(self.printed)
            .map_or(String::new(), |j| j.input.display().to_string());
        self.progress.set(self.printed, &current);
    }

    /// Prints what is known about one finished file: its diagnostics to
    /// stderr (unless the JSON goes there: it holds them, and stderr stays
    /// one JSON document), its table (unless JSON) to stdout or stderr.
    fn emit(&self, job: &Job, done: &Done) {
        let json_on_stderr = self.json && !self.table_to_stdout;
        if !json_on_stderr {
            eprint!("{}", done.stderr);
        }
        if self.json || done.error.is_some() {
            return;
        }
        let mut text = String::new();
        if self.jobs.len() > 1 {
            let out = job
                .output
                .as_deref()
                .map_or("<stdout>".into(), |p| p.display().to_string());
            text.push_str(&format!("{} -> {out}:\n", job.input.display()));
        }
        text.push_str(&render_table(&done.reports));
        if self.table_to_stdout {
            stdout(&text);
        } else {
            eprint!("{text}");
        }
    }
}

/// Writes a report to stdout. A closed pipe (`| head`) is not an error
/// worth a panic (`print!` would panic): the rest is dropped.
pub(crate) fn stdout(text: &str) {
    use std::io::Write;
    let mut so = std::io::stdout().lock();
    let _ = so.write_all(text.as_bytes()).and_then(|()| so.flush());
}

/// `spillway alloc` (see the module doc).
pub fn run(args: AllocArgs, compiled_in: &'static [&'static TargetDesc]) -> ExitCode {
    let jobs = match plan(&args) {
        Ok(j) => j,
        Err(msg) => return crate::usage_error("alloc", &msg),
    };
    if let Some(dir) = &args.out_dir {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprint!(
                "{}",
                crate::term::paint_errors(&format!(
                    "error: cannot create the output directory {}: {e}\n",
                    dir.display()
                ))
            );
            return ExitCode::from(exit::INPUT);
        }
    }
    let timed = std::env::var_os("SPILLWAY_TIME").is_some();
    if timed {
        backend::timing::enable();
    }
    // A bad `--td` description is reported (exit 1) before any input is read.
    let targets = match args.td.targets(compiled_in) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let opts = options(&args);
    let table_to_stdout = jobs
        .iter()
        .all(|j| j.output.as_deref().is_some_and(|p| p.as_os_str() != "-"));
    let mut report = Reporter {
        jobs: &jobs,
        results: (0..jobs.len()).map(|_| None).collect(),
        printed: 0,
        progress: Progress::new(jobs.len(), jobs.len() > 1),
        json: args.json,
        table_to_stdout,
    };
    report.redraw();
    let threads = usize::from(args.jobs).min(jobs.len()).max(1);
    if threads == 1 {
        for (k, job) in jobs.iter().enumerate() {
            report.done(k, process(job, &opts, targets));
        }
    } else {
        parallel(&jobs, &opts, targets, threads, |k, d| report.done(k, d));
    }
    report.progress.clear();
    let results = report.results;
    if args.json {
        let doc = alloc_json::document(&jobs, &results);
        if table_to_stdout {
            stdout(&format!("{doc}\n"));
        } else {
            eprintln!("{doc}");
        }
    }
    if timed {
        // Stage times (backend::timing); `write` is printing plus writing.
        let kind = if backend::timing::measures_cpu() {
            "cpu"
        } else {
            "wall"
        };
        eprintln!("spillway: {kind} {}", backend::timing::report());
    }
    let code = results.iter().flatten().map(|d| d.code).max().unwrap_or(0);
    ExitCode::from(code)
}

/// Runs `jobs` on `threads` worker threads; `on_done(k, done)` is called on
/// this thread as each finishes (in any order).
fn parallel(
    jobs: &[Job],
    opts: &PipelineOptions,
    targets: &[&'static TargetDesc],
    threads: usize,
    mut on_done: impl FnMut(usize, Done),
) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    /// The pipeline recurses over deep inputs: as much stack as the main
    /// thread has.
    const STACK: usize = 8 << 20;
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Done)>();
    std::thread::scope(|s| {
        let mut spawned = 0;
        for _ in 0..threads {
            let tx = tx.clone();
            let next = &next;
            let worker = std::thread::Builder::new()
                .stack_size(STACK)
                .spawn_scoped(s, move || loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(k) else { break };
                    if tx.send((k, process(job, opts, targets))).is_err() {
                        break;
                    }
                });
            spawned += usize::from(worker.is_ok());
        }
        drop(tx);
        if spawned == 0 {
            // No thread could be started: do the work here.
            for (k, job) in jobs.iter().enumerate() {
                on_done(k, process(job, opts, targets));
            }
            return;
        }
        for (k, done) in rx {
            on_done(k, done);
        }
    });
}
