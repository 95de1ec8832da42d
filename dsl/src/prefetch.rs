//! Read-ahead of included files: a second thread reads, preprocesses and
//! parses the files a run will include while the evaluator works on the
//! earlier ones.
//!
//! The thread walks the include tree in the order the evaluator does (the
//! top-level `include` statements of a file, and those in top-level `let`
//! blocks, in source order, depth first), with its own copy of the
//! preprocessor's macros, and hands over one [`Prepared`] file at a time.
//!
//! Invariants:
//! - It only ever changes speed. The evaluator takes a prepared file only
//!   when it is the file it was about to read (same path), would get the same
//!   [`FileId`], and its macros before the file are the same set; then the
//!   result is what reading the file itself gives (same text, same
//!   preprocessed AST, same macros after). On the first mismatch the
//!   evaluator drops the read-ahead and reads everything itself.
//! - The thread stops at the first file it cannot read, decode, preprocess
//!   or parse: the evaluator reads that file itself and reports the error.
//! - It never reads a file twice or follows an include loop.
//! - Statements the evaluator is done with can be handed back
//!   ([`Prefetch::discard`]): the thread frees them (they were allocated
//!   there) instead of the evaluator, until the evaluator hangs up.

use crate::ast::{File, Stmt, StmtKind};
use crate::parse::parse_file;
use crate::preprocess::Preprocessor;
use crate::source::{FileId, SourceFile};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};

/// One file, ready for evaluation.
pub(crate) struct Prepared {
    /// The path the evaluator's include search finds for it.
    pub path: PathBuf,
    /// The id it was parsed with (spans in `ast` point to it).
    pub id: FileId,
    /// The macros defined before it was preprocessed.
    pub defines_before: HashSet<String>,
    /// The macros defined after it.
    pub defines_after: HashSet<String>,
    /// Its text and line table.
    pub source: SourceFile,
    /// Its statements.
    pub ast: File,
}

/// The evaluator's end of the read-ahead.
pub(crate) struct Prefetch {
    rx: Receiver<Prepared>,
    trash: Sender<File>,
}

/// Stack for the read-ahead thread: the parser is recursive (its nesting
/// limits fit a 2 MiB stack in debug builds; this leaves room).
const STACK: usize = 16 << 20;

impl Prefetch {
    /// Starts reading ahead from the top file `top` (which gets id `first`),
    /// with the macros `defines` and the `-I` directories `include_dirs`.
    /// `None` if no thread could be started (then nothing changes).
    pub fn start(
        top: &Path,
        first: FileId,
        defines: &HashSet<String>,
        include_dirs: &[PathBuf],
    ) -> Option<Prefetch> {
        // A few files ahead at most: enough to hide parsing, little memory.
        let (tx, rx) = sync_channel(4);
        let (trash, trash_rx) = channel::<File>();
        let mut w = Walker {
            tx,
            pp: Preprocessor {
                defines: defines.clone(),
            },
            dirs: include_dirs.to_vec(),
            next: first.0,
            stack: Vec::new(),
            seen: HashSet::new(),
        };
        let top = top.to_path_buf();
        std::thread::Builder::new()
            .name("td-read-ahead".into())
            .stack_size(STACK)
            .spawn(move || {
                let _ = w.file(top);
                // Stop sending, then free what the evaluator hands back
                // until it hangs up.
                drop(w);
                for f in trash_rx {
                    drop(f);
                }
            })
            .ok()?;
        Some(Prefetch { rx, trash })
    }

    /// Hands statements the evaluator is done with to the thread to free.
    pub fn discard(&self, f: File) {
        // If the thread is gone, the statements come back and are freed here.
        let _ = self.trash.send(f);
    }

    /// The next prepared file if it is `path` with id `id` and was
    /// preprocessed with the macros `defines`; `None` otherwise (the caller
    /// then drops the read-ahead and reads the file itself).
    pub fn take(&mut self, path: &Path, id: FileId, defines: &HashSet<String>) -> Option<Prepared> {
        let p = self.rx.recv().ok()?;
        (p.path == path && p.id == id && &p.defines_before == defines).then_some(p)
    }
}

struct Walker {
    tx: SyncSender<Prepared>,
    pp: Preprocessor,
    dirs: Vec<PathBuf>,
    next: u32,
    stack: Vec<PathBuf>,
    seen: HashSet<PathBuf>,
}

impl Walker {
    /// Prepares `path` and, depth first, what it includes. `Err` stops the
    /// walk (an unreadable file, an error, or the evaluator hung up).
    fn file(&mut self, path: PathBuf) -> Result<(), ()> {
        if !self.seen.insert(path.clone()) || self.stack.len() >= 128 {
            return Err(());
        }
        let bytes = std::fs::read(&path).map_err(|_| ())?;
        let text = String::from_utf8(bytes).map_err(|_| ())?;
        let id = FileId(self.next);
        self.next += 1;
        let defines_before = self.pp.defines.clone();
        let pre = self.pp.run(id, &text).map_err(|_| ())?;
        let ast = parse_file(id, &pre).map_err(|_| ())?;
        let includes = includes(&ast.stmts);
        let source = SourceFile::new(path.display().to_string(), Some(path.clone()), text);
        let prepared = Prepared {
            path: path.clone(),
            id,
            defines_before,
            defines_after: self.pp.defines.clone(),
            source,
            ast,
        };
        self.tx.send(prepared).map_err(|_| ())?;
        self.stack.push(path);
        for inc in includes {
            // The evaluator's search: as written, then each -I directory.
            let found = std::iter::once(PathBuf::from(&inc))
                .chain(self.dirs.iter().map(|d| d.join(&inc)))
                .find(|c| c.is_file())
                .ok_or(())?;
            if self.stack.contains(&found) {
                return Err(());
            }
            self.file(found)?;
        }
        self.stack.pop();
        Ok(())
    }
}

/// The `include`s the evaluator reaches in `stmts` in order, unconditionally:
/// top-level ones and those in `let` blocks (which run their bodies once).
fn includes(stmts: &[Stmt]) -> Vec<String> {
    let mut out = Vec::new();
    for s in stmts {
        match &s.kind {
            StmtKind::Include(p) => out.push(p.clone()),
            StmtKind::Let { body, .. } => out.extend(includes(body)),
            _ => {}
        }
    }
    out
}
