//! Replays the fuzzing corpora through the fuzz targets' property functions,
//! so `cargo test` covers every minimized crash without libFuzzer:
//!
//! * `corpus/regressions/<target>/*` - minimized crash inputs that
//!   `scripts/ci-fuzz.sh` wrote with `cargo fuzz tmin`: each must now pass;
//! * `corpus/<target>/*` - the seed corpora: each must pass too.
//!
//! The targets are the `[[bin]]`s of `fuzz/Cargo.toml`, each looked up in
//! `wavebed_fuzzing::TARGETS`, so a new target cannot be skipped silently.
//! Targets that fuzz a model known to be unsound (`counters_legacy`) are the
//! exception: their regression inputs document misses and must keep failing.
//! `corpus/regressions/listings/` holds assembly counterexamples, tested by
//! the counter oracles' own tests.

use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use wavebed_fuzzing::{Property, TARGETS};

/// Targets whose regression inputs document misses of a model known to be
/// unsound: they must keep failing (their seeds may do either).
const KNOWN_UNSOUND: &[&str] = &["counters_legacy"];

/// The `[[bin]]` names of `fuzz/Cargo.toml`: every cargo-fuzz target.
fn fuzz_targets() -> Vec<String> {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/Cargo.toml");
    let text =
        fs::read_to_string(&manifest).unwrap_or_else(|e| panic!("{}: {e}", manifest.display()));
    let mut names = Vec::new();
    let mut in_bin = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if let Some(value) = line.strip_prefix("name").map(str::trim_start) {
            if in_bin {
                let name = value
                    .strip_prefix('=')
                    .map(|v| v.trim().trim_matches('"'))
                    .unwrap_or_else(|| panic!("fuzz/Cargo.toml: unreadable `{line}`"));
                names.push(name.to_string());
            }
        }
    }
    names
}

/// Every cargo-fuzz target, its property and whether its inputs must pass;
/// a target without a property (or a property without a target) fails.
fn targets() -> Vec<(String, Property, Expect)> {
    let names = fuzz_targets();
    assert!(
        !names.is_empty(),
        "fuzz/Cargo.toml declares no [[bin]] target"
    );
    for &(name, _) in TARGETS {
        assert!(
            names.iter().any(|n| n == name),
            "wavebed_fuzzing::TARGETS has `{name}`, fuzz/Cargo.toml has no such [[bin]]"
        );
    }
    names
        .into_iter()
        .map(|name| {
            let prop = TARGETS
                .iter()
                .find(|t| t.0 == name)
                .unwrap_or_else(|| {
                    panic!("fuzz target `{name}` has no property in wavebed_fuzzing::TARGETS")
                })
                .1;
            let expect = if KNOWN_UNSOUND.contains(&name.as_str()) {
                Expect::KnownUnsound
            } else {
                Expect::Pass
            };
            (name, prop, expect)
        })
        .collect()
}

/// Folders of `corpus/regressions/` that are not fuzz targets.
const NOT_TARGETS: &[&str] = &["listings"];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    Pass,
    /// Regression inputs must still fail; seeds may do either.
    KnownUnsound,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The inputs of a corpus folder (dot files such as `.gitkeep` excluded).
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("readable corpus entry").path())
        .filter(|p| p.is_file())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    files.sort();
    files
}

/// Runs `prop` on `file`, turning a panic into an `Err` that names it.
fn run(prop: Property, file: &Path) -> Result<(), String> {
    let data = fs::read(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    match catch_unwind(AssertUnwindSafe(|| prop(&data))) {
        Ok(r) => r,
        Err(p) => Err(format!(
            "panicked: {}",
            p.downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("(non-string panic)")
        )),
    }
}

#[test]
fn regression_folders_name_fuzz_targets() {
    let Ok(entries) = fs::read_dir(root().join("regressions")) else {
        return;
    };
    let targets = fuzz_targets();
    for e in entries {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            NOT_TARGETS.contains(&name.as_str()) || targets.contains(&name),
            "corpus/regressions/{name}/ is not a fuzz target (known: {targets:?})"
        );
    }
}

#[test]
fn every_regression_input_replays() {
    let mut failures = Vec::new();
    let mut replayed = 0;
    for (name, prop, expect) in targets() {
        for file in inputs(&root().join("regressions").join(&name)) {
            replayed += 1;
            match (run(prop, &file), expect) {
                (Err(e), Expect::Pass) => failures.push(format!("{}: {e}", file.display())),
                (Ok(()), Expect::KnownUnsound) => failures.push(format!(
                    "{}: {name} no longer fails on this input",
                    file.display()
                )),
                _ => {}
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("replayed {replayed} regression inputs");
}

#[test]
fn every_seed_input_passes() {
    let mut failures = Vec::new();
    for (name, prop, expect) in targets() {
        let seeds = inputs(&root().join(&name));
        assert!(!seeds.is_empty(), "corpus/{name}/ has no seed inputs");
        if expect == Expect::KnownUnsound {
            continue;
        }
        for file in seeds {
            if let Err(e) = run(prop, &file) {
                failures.push(format!("{}: {e}", file.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
