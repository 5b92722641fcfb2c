//! A reader that stops listening (`wavebed replay corpus/traces/ | head -1`):
//! every command that prints ends quietly with exit 0, never a panic, and a
//! `record` or `store add` whose stdout is closed still leaves a whole store
//! (src/cli/out.rs).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs wavebed with a stdout whose reading end is closed before the program
/// gets as far as writing (it is dropped right after the spawn, while the new
/// process is still starting), so its first write fails with EPIPE.
fn closed(args: &[&str]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("wavebed starts");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("wavebed runs");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        !err.contains("panicked"),
        "wavebed {args:?} panicked: {err}"
    );
    (out.status.code().expect("wavebed exits with a code"), err)
}

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("wavebed runs")
}

fn s(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn replay_check_census_and_the_rest_end_quietly_on_a_closed_stdout() {
    for args in [
        &["replay", "corpus/traces/"][..],
        &["replay", "--format", "json", "corpus/traces/"],
        &["check", "corpus/listings"],
        &["check", "--format", "sarif", "corpus/listings"],
        &["census", "corpus/kernels/gfx950"],
        &["census", "--format", "md", "corpus/kernels/gfx950"],
        &["diff", "counters", "--cases", "50"],
        &["diff", "offsets", "--cases", "50"],
        &["canon", "corpus/chains/sliding_window.mlir"],
        &["waitcnt", "--arch", "gfx950", "--decode", "0xcf7e"],
    ] {
        let (code, err) = closed(args);
        assert_eq!(code, 0, "wavebed {args:?} on a closed stdout: {err}");
        assert!(
            !err.contains("Broken pipe") && !err.contains("closed"),
            "wavebed {args:?} complains about the closed stdout: {err}"
        );
    }
}

#[test]
fn record_and_store_on_a_closed_stdout_leave_a_whole_store() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = dir.path().join("store");
    let (code, err) = closed(&["record", "corpus/kernels/gfx950/", "-o", s(&store)]);
    assert_eq!(code, 0, "record on a closed stdout: {err}");
    let ls = wavebed(&["store", "ls", s(&store)]);
    let listed = String::from_utf8_lossy(&ls.stdout).lines().count();
    assert!(listed > 0, "record kept no entry: {ls:?}");
    let verify = wavebed(&["store", "verify", s(&store)]);
    assert_eq!(verify.status.code(), Some(0), "{verify:?}");
    assert!(
        verify.stderr.is_empty(),
        "store verify after record: {}",
        String::from_utf8_lossy(&verify.stderr)
    );

    for args in [
        &["store", "ls", s(&store)][..],
        &["store", "ls", "--format", "json", s(&store)],
        &["store", "verify", s(&store)],
    ] {
        let (code, err) = closed(args);
        assert_eq!(code, 0, "wavebed {args:?} on a closed stdout: {err}");
    }

    let other = dir.path().join("other");
    let (code, err) = closed(&["store", "add", s(&other), "corpus/traces/"]);
    assert_eq!(code, 0, "store add on a closed stdout: {err}");
    let verify = wavebed(&["store", "verify", s(&other)]);
    assert_eq!(verify.status.code(), Some(0), "{verify:?}");
    let added = String::from_utf8_lossy(&verify.stdout).lines().count();
    assert!(added > 1, "store add kept no entry: {verify:?}");
}
