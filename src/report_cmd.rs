//! `spillway report IN.mir [-o report.html]`: allocate like `spillway
//! alloc` (same options) and write one self-contained HTML file with, per
//! function, register pressure, live ranges and spill code
//! ([`backend::report`]). Exit codes: 0 ok, 1 input error (nothing
//! written), 2 usage error, 3 checker failure (the report is written and
//! shows the failing verdict).

use std::path::PathBuf;
use std::process::ExitCode;

/// The arguments of `spillway report`.
#[derive(clap::Args)]
pub struct ReportArgs {
    /// The input .mir file (pre-RA or SSA).
    input: PathBuf,
    /// The output .html file (default: the input with `.html`).
    #[arg(short = 'o', value_name = "OUT")]
    out: Option<PathBuf>,
    /// The allocator.
    #[arg(long, value_enum, default_value = "greedy")]
    allocator: crate::AllocatorArg,
    /// Skip the allocation checker's verdict (the report still uses its
    /// trace to name the values in registers).
    #[arg(long)]
    no_check: bool,
    /// Do not soften spill slots (same as --soften=off).
    #[arg(long, conflicts_with = "soften")]
    no_soften: bool,
    /// Softening of spill slots: `full`, `leaf-only` or `off`.
    #[arg(long, value_enum, default_value = "full")]
    soften: crate::SoftenArg,
    #[command(flatten)]
    td: crate::TdArg,
}

/// Runs `spillway report`.
pub fn report(
    args: ReportArgs,
    compiled_in: &'static [&'static target_desc::TargetDesc],
) -> ExitCode {
    let path = args.input.to_string_lossy().to_string();
    let (target, file) = match crate::read_mir(&args.input, &args.td, compiled_in) {
        Ok(x) => x,
        Err(code) => return code,
    };
    use backend::regalloc::Allocator;
    use backend::soften::SoftenMode;
    let opts = backend::pipeline::PipelineOptions {
        allocator: match args.allocator {
            crate::AllocatorArg::Fast => Allocator::Fast,
            crate::AllocatorArg::Basic => Allocator::Basic,
            crate::AllocatorArg::Greedy => Allocator::Greedy,
        },
        check: !args.no_check,
        soften: match (args.no_soften, args.soften) {
            (true, _) | (_, crate::SoftenArg::Off) => SoftenMode::Off,
            (false, crate::SoftenArg::LeafOnly) => SoftenMode::LeafOnly,
            (false, crate::SoftenArg::Full) => SoftenMode::Full,
        },
        stop_before_frame: false,
    };
    let models = match backend::report::build(&file, &target, &opts) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", crate::term::paint_errors(&e.render(&path)));
            return ExitCode::from(crate::exit::INPUT);
        }
    };
    let name = args
        .input
        .file_name()
        .map_or(path.clone(), |n| n.to_string_lossy().to_string());
    let options = format!(
        "allocator {}, soften {}, check {}",
        opts.allocator.name(),
        match opts.soften {
            backend::soften::SoftenMode::Off => "off",
            backend::soften::SoftenMode::LeafOnly => "leaf-only",
            backend::soften::SoftenMode::Full => "full",
        },
        if opts.check { "on" } else { "off" }
    );
    let html = backend::report::html::render(&models, &target, &name, &options);
    let out = args
        .out
        .unwrap_or_else(|| args.input.with_extension("html"));
    let code = crate::write_output(Some(&out), html.as_bytes());
    if code != ExitCode::SUCCESS {
        return code;
    }
    let reports: Vec<_> = models.iter().map(|m| m.summary.clone()).collect();
    // A closed stdout pipe (`| head`) drops the summary, never panics.
    crate::alloc::stdout(&format!(
        "{}report: {}\n",
        backend::pipeline::render_table(&reports),
        out.display()
    ));
    let mut failed = false;
    for r in &reports {
        if let backend::pipeline::CheckOutcome::Failed { stage, errors } = &r.check {
            failed = true;
            eprintln!("{path}: the checker rejected '{}' ({stage}):", r.function);
            for e in errors {
                let text = crate::check_report::render(e, &path, &path);
                eprint!("{}", crate::term::paint_errors(&text));
            }
        }
    }
    if failed {
        return ExitCode::from(crate::exit::CHECK);
    }
    ExitCode::SUCCESS
}
