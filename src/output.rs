//! Writing outputs: standard output, or a file replaced atomically.
//!
//! Invariants:
//! - A regular file (or a path that does not exist yet) is replaced by a
//!   rename of a temporary file beside it, so a reader never sees a
//!   partial output and a failed write leaves the old file as it was.
//! - Anything else — `/dev/null`, a FIFO, a terminal — is opened and
//!   written in place; renaming over it would replace the device node with
//!   a regular file (it once turned `/dev/null` into a file that every
//!   later process read back from).
//! - A failure is reported on stderr as `error: cannot write …` with the
//!   path (and a hint when its directory is missing) and exit status 1.

use std::io::Write;
use std::process::ExitCode;

/// Writes to stdout (`None` or `-`), or to a file (see the module doc);
/// on failure prints the error and returns exit status 1.
pub fn write_output(path: Option<&std::path::Path>, bytes: &[u8]) -> ExitCode {
    match try_write_output(path, bytes) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{}", crate::term::paint_errors(&msg));
            ExitCode::from(crate::exit::INPUT)
        }
    }
}

/// [`write_output`], except that a regular file that already holds
/// exactly `bytes` is left alone (not rewritten, its modification time
/// unchanged), like `llvm-tblgen --write-if-changed`: build systems that
/// re-check outputs after a rule ran (Ninja's `restat`) then skip what
/// depends on it.
pub fn write_output_if_changed(path: Option<&std::path::Path>, bytes: &[u8]) -> ExitCode {
    if let Some(p) = path.filter(|p| p.as_os_str() != "-") {
        let same = std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
            && std::fs::read(p).is_ok_and(|old| old == bytes);
        if same {
            return ExitCode::SUCCESS;
        }
    }
    write_output(path, bytes)
}

/// [`write_output`] without printing: the error message (one line, with
/// its newline) on failure.
pub fn try_write_output(path: Option<&std::path::Path>, bytes: &[u8]) -> Result<(), String> {
    try_write_output_with(path, &mut |w| w.write_all(bytes))
}

/// [`write_output`] of what `produce` writes, streamed (the whole output
/// need not be in memory; a file is still replaced atomically).
pub fn write_output_with(
    path: Option<&std::path::Path>,
    produce: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> ExitCode {
    match try_write_output_with(path, produce) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprint!("{}", crate::term::paint_errors(&msg));
            ExitCode::from(crate::exit::INPUT)
        }
    }
}

/// [`try_write_output`] of what `produce` writes.
fn try_write_output_with(
    path: Option<&std::path::Path>,
    produce: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let path = path.filter(|p| p.as_os_str() != "-");
    let result = match path {
        None => {
            let mut so = std::io::stdout().lock();
            produce(&mut so).and_then(|()| so.flush())
        }
        Some(p) => write_file(p, produce),
    };
    result.map_err(|e| match path {
        Some(p) => {
            let hint = match p.parent() {
                Some(d) if !d.as_os_str().is_empty() && !d.is_dir() => format!(
                    " (the directory {} does not exist; create it first)",
                    d.display()
                ),
                _ => String::new(),
            };
            format!(
                "error: cannot write the output file {}: {e}{hint}\n",
                p.display()
            )
        }
        None => format!("error: cannot write the output: {e}\n"),
    })
}

/// Writes what `produce` writes to the file `p` (see the module doc for how).
fn write_file(
    p: &std::path::Path,
    produce: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    match std::fs::metadata(p) {
        Ok(meta) if !meta.is_file() => {
            if meta.is_dir() {
                return Err(std::io::Error::other(format!(
                    "{} is a directory; give a file name",
                    p.display()
                )));
            }
            let mut f = std::fs::OpenOptions::new().write(true).open(p)?;
            return produce(&mut f).and_then(|()| f.flush());
        }
        _ => {}
    }
    let name = p.file_name().map_or_else(
        || std::ffi::OsString::from("out"),
        std::ffi::OsStr::to_os_string,
    );
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(&name);
    tmp_name.push(format!(".spillway-tmp-{}", std::process::id()));
    let tmp = p.with_file_name(tmp_name);
    let result = std::fs::File::create(&tmp)
        .and_then(|mut f| produce(&mut f).and_then(|()| f.flush()))
        .and_then(|()| std::fs::rename(&tmp, p));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
