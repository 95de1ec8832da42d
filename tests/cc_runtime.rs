//! The C library under `spillway cc`'s executables, on both targets: rv64
//! (Debian's glibc) and rv32 (picolibc with Spillway's Linux runtime,
//! `src/cc/rt/picolibc-linux.c`). `tests/cc/runtime.c` exercises what real
//! programs use (argv, the environment, the heap, files, errno, time,
//! clock, setjmp/longjmp, standard input, atexit, the exit status, a
//! stream left open at exit); both targets must print the same, equal to
//! the literal below (checked against clang-14's own build of the same
//! file, made here too with `--spillway-clang-only`).

#[path = "cc/support.rs"]
mod support;

use std::io::Write as _;
use std::process::{Command, Stdio};
use support::*;

const EXPECTED: &str = "argc=3 argv[1]=one argv[2]=two
env=yes missing=unset
heap sum=350208
file total=332833500 size=6537 first=9
binary read=256 same=1
attrs lstat=0 size=256 chmod=0 mode=640 fchmod=0 mode=604 chown=0,0 utime=0 mtime=1300000000
sysconf page=4096 cpus>=1:1
remove=0 again=0
missing file: null errno=ENOENT:1
rmdir non-empty=-1 ENOTEMPTY:1
rmdir empty=0
time plausible=1 clock ok=1
longjmp r=50 depth=5
stdin=hello-stdin
qsort=13579 strtod=2.7183
snprintf=0003.142|ab   |ff
atexit: first
atexit: bye
";

#[test]
fn the_c_library_works_on_both_targets() {
    let src = root().join("tests/cc/runtime.c");
    for (target, q) in TARGETS {
        let dir = scratch(&format!("runtime-{target}"));
        for (name, extra) in [("spillway", None), ("clang", Some("--spillway-clang-only"))] {
            ok(cc(&dir)
                .arg(format!("--target={target}"))
                .arg("-O2")
                .args(extra)
                .arg(&src)
                .args(["-o", name]));
            let mut child = Command::new(q)
                .arg(format!("./{name}"))
                .args(["one", "two"])
                .current_dir(&dir)
                .env("SPILLWAY_RT_TEST", "yes")
                .env_remove("SPILLWAY_RT_NONE")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"hello-stdin\n")
                .unwrap();
            let out = child.wait_with_output().unwrap();
            let what = format!("{target}, {name}'s build");
            assert_eq!(String::from_utf8_lossy(&out.stdout), EXPECTED, "{what}");
            assert_eq!(
                String::from_utf8_lossy(&out.stderr),
                "to stderr\n",
                "{what}"
            );
            assert_eq!(out.status.code(), Some(7), "{what}");
            // The stream the program never closed was flushed at exit.
            let left = std::fs::read_to_string(dir.join("rt-left-open.txt")).unwrap_or_default();
            assert_eq!(left, "written at exit\n", "{what}");
            std::fs::remove_file(dir.join("rt-left-open.txt")).unwrap();
        }
    }
}
