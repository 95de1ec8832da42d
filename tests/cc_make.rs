//! `spillway cc` as make's `CC`: a three-file program with a header, a
//! pattern rule with dependency files (`-MMD -MP`) and `-lm`, built with
//! `make -j2` for rv64 and rv32, run under qemu and compared with the same
//! Makefile building with clang-14 alone (`--spillway-clang-only`) and
//! with the literal result; then a header edit rebuilds exactly the
//! objects that include it. rv64 (the default target) uses CC as one
//! program, a link named `spillway-cc`.

#[path = "cc/support.rs"]
mod support;

use std::path::Path;
use std::process::Command;
use support::*;

const MAKEFILE: &str = "CFLAGS ?= -O2
OBJS = main.o vec.o stats.o
prog: $(OBJS)
\t$(CC) $(CFLAGS) -o $@ $(OBJS) -lm
%.o: %.c
\t$(CC) $(CFLAGS) -MMD -MP -c $< -o $@
-include $(OBJS:.o=.d)
";
const VEC_H: &str = "#define DIM 64\ndouble norm(const double *v, int n);\n";
const STATS_H: &str = "long checksum(const long *v, int n);\n";
const VEC_C: &str = "#include <math.h>\n#include \"vec.h\"\n\
double norm(const double *v, int n) {\n  double s = 0;\n  for (int i = 0; i < n; i++) s += v[i] * v[i];\n  return sqrt(s);\n}\n";
const STATS_C: &str = "#include \"stats.h\"\n\
long checksum(const long *v, int n) {\n  long h = 17;\n  for (int i = 0; i < n; i++) h = h * 31 + v[i];\n  return h;\n}\n";
const MAIN_C: &str = "#include <stdio.h>\n#include \"vec.h\"\n#include \"stats.h\"\n\
int main(void) {\n  double v[DIM];\n  long w[DIM];\n  for (int i = 0; i < DIM; i++) { v[i] = i * 0.5; w[i] = (long)i * i - 7; }\n\
  printf(\"norm=%.6f checksum=%ld\\n\", norm(v, DIM), checksum(w, DIM) & 0xffffff);\n  return 0;\n}\n";
/// What the program prints (checked against clang's build and computed
/// independently: 0.5 * sqrt(sum of i^2), the 64-bit hash modulo 2^24).
const EXPECTED: &str = "norm=146.068477 checksum=2334705\n";

fn sources(dir: &Path) {
    write(
        dir,
        &[
            ("Makefile", MAKEFILE),
            ("vec.h", VEC_H),
            ("stats.h", STATS_H),
            ("vec.c", VEC_C),
            ("stats.c", STATS_C),
            ("main.c", MAIN_C),
        ],
    );
}

fn make(dir: &Path, cc_line: &str) -> String {
    let tmp = dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    ok(Command::new("make")
        .args(["-j2", &format!("CC={cc_line}")])
        .current_dir(dir)
        .env("TMPDIR", &tmp))
}

#[test]
fn make_builds_a_program_with_spillway_cc_as_cc() {
    let spillway = env!("CARGO_BIN_EXE_spillway");
    for (target, q) in TARGETS {
        let ours = scratch(&format!("make-{target}"));
        let theirs = scratch(&format!("make-ref-{target}"));
        sources(&ours);
        sources(&theirs);
        // The default target through the `spillway-cc` link, the other
        // through `spillway cc --target=...`.
        let cc_line = if *target == TARGETS[0].0 {
            let link = ours.join("spillway-cc");
            std::os::unix::fs::symlink(spillway, &link).unwrap();
            link.to_string_lossy().into_owned()
        } else {
            format!("{spillway} cc --target={target}")
        };
        make(&ours, &cc_line);
        make(
            &theirs,
            &format!("{spillway} cc --target={target} --spillway-clang-only"),
        );
        assert_eq!(
            qemu(q, &theirs, "./prog", &[]),
            EXPECTED,
            "{target}: clang's build"
        );
        assert_eq!(
            qemu(q, &ours, "./prog", &[]),
            EXPECTED,
            "{target}: Spillway's build"
        );
        // The dependency files are make's: a header edit rebuilds main.o
        // and vec.o, not stats.o.
        let mtime = |f: &str| std::fs::metadata(ours.join(f)).unwrap().modified().unwrap();
        let stats_before = mtime("stats.o");
        let main_before = mtime("main.o");
        std::thread::sleep(std::time::Duration::from_millis(1100));
        std::fs::write(ours.join("vec.h"), VEC_H.replace("64", "32")).unwrap();
        let log = make(&ours, &cc_line);
        assert!(
            log.contains("-c vec.c") && log.contains("-c main.c") && !log.contains("stats.c"),
            "{log}"
        );
        assert_eq!(mtime("stats.o"), stats_before);
        assert!(mtime("main.o") > main_before);
        assert_eq!(
            qemu(q, &ours, "./prog", &[]),
            "norm=51.029403 checksum=2862593\n",
            "{target}"
        );
        assert!(
            listing(&ours.join("tmp")).is_empty(),
            "{target}: TMPDIR not cleaned"
        );
    }
}
