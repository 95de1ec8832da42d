//! Tests of the command-line definition itself (clap's command tree).
//!
//! Invariant checked: every command, found by walking clap's tree (not a
//! hand list, so a new subcommand is checked as soon as it exists), prints
//! an `Example: spillway <its path> ...` line in its `--help`.

use super::Cli;
use clap::{CommandFactory, Parser};

/// The paths of every command below the root, e.g. `["mir", "check"]`
/// (clap's generated `help` subcommand is not in the unbuilt tree).
fn command_paths(cmd: &clap::Command, prefix: &[String], out: &mut Vec<Vec<String>>) {
    for sub in cmd.get_subcommands() {
        let mut path = prefix.to_vec();
        path.push(sub.get_name().to_string());
        out.push(path.clone());
        command_paths(sub, &path, out);
    }
}

/// What `spillway PATH... --help` prints (clap stops with the help as its
/// "error" of kind `DisplayHelp`).
fn help_of(path: &[String]) -> String {
    let mut argv = vec!["spillway".to_string()];
    argv.extend(path.iter().cloned());
    argv.push("--help".into());
    match Cli::try_parse_from(&argv) {
        Ok(_) => panic!("{argv:?} parsed instead of printing help"),
        Err(e) => {
            assert_eq!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp,
                "{argv:?}: {e}"
            );
            e.render().to_string()
        }
    }
}

#[test]
fn every_subcommand_help_has_an_example() {
    let mut paths = Vec::new();
    command_paths(&Cli::command(), &[], &mut paths);
    // The tree as of writing: tblgen, mir (print, lower, stats, check,
    // frame), alloc. More is fine; fewer means the walk is broken.
    assert!(paths.len() >= 8, "command tree too small: {paths:?}");
    let mut missing = Vec::new();
    for path in &paths {
        let help = help_of(path);
        let want = format!("Example: spillway {}", path.join(" "));
        if !help.lines().any(|l| l.trim_start().starts_with(&want)) {
            missing.push(format!(
                "`spillway {} --help` has no line starting with {want:?}:\n{help}",
                path.join(" ")
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n\n"));
}

#[test]
fn top_level_help_documents_exit_codes_colors_and_an_example() {
    let help = help_of(&[]);
    for want in [
        "Exit status",
        "0  success",
        "1  input error",
        "2  usage error",
        "3  checker failure",
        "NO_COLOR",
        "--color <WHEN>",
        "Example: spillway ",
    ] {
        assert!(
            help.contains(want),
            "top-level --help lacks {want:?}:\n{help}"
        );
    }
}

#[test]
fn the_command_definition_is_consistent() {
    // clap's own checks (conflicting names, bad `requires` targets, ...).
    Cli::command().debug_assert();
}
