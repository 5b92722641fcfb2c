//! Replays the fuzzing corpora through the fuzz targets' property functions,
//! so `cargo test` covers every minimized crash without libFuzzer:
//!
//! * `corpus/regressions/<target>/*` - minimized crash inputs that
//!   `scripts/ci-fuzz.sh` wrote with `cargo fuzz tmin`: each must now pass;
//! * `corpus/<target>/*` - the seed corpora: each must pass too.
//!
//! Targets that fuzz a model known to be unsound (`counters_legacy`) are the
//! exception: their regression inputs document misses and must keep failing.
//! `corpus/regressions/listings/` holds assembly counterexamples, tested by
//! the counter oracles' own tests.

use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

type Property = fn(&[u8]) -> Result<(), String>;

/// Every fuzz target, its property, and whether its inputs must pass.
const TARGETS: &[(&str, Property, Expect)] = &[
    (
        "asm_parser",
        wavebed_oracle::fuzzing::asm_parser,
        Expect::Pass,
    ),
    (
        "counters_exact",
        wavebed_oracle::fuzzing::counters_exact,
        Expect::Pass,
    ),
    (
        "counters_seed",
        wavebed_oracle::fuzzing::counters_seed,
        Expect::Pass,
    ),
    (
        "counters_legacy",
        wavebed_oracle::fuzzing::counters_legacy,
        Expect::KnownUnsound,
    ),
    (
        "oracle_agreement",
        wavebed_oracle::fuzzing::oracle_agreement,
        Expect::Pass,
    ),
    ("fly_mlir", wavebed_oracle::fuzzing::fly_mlir, Expect::Pass),
    (
        "offsets",
        wavebed_oracle::fuzzing::offsets_new_rule,
        Expect::Pass,
    ),
    (
        "trace_decode",
        wavebed_replay::fuzzing::trace_decode,
        Expect::Pass,
    ),
];

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
    for e in entries {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            NOT_TARGETS.contains(&name.as_str()) || TARGETS.iter().any(|t| t.0 == name),
            "corpus/regressions/{name}/ is not a fuzz target (known: {:?})",
            TARGETS.iter().map(|t| t.0).collect::<Vec<_>>()
        );
    }
}

#[test]
fn every_regression_input_replays() {
    let mut failures = Vec::new();
    let mut replayed = 0;
    for &(name, prop, expect) in TARGETS {
        for file in inputs(&root().join("regressions").join(name)) {
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
    for &(name, prop, expect) in TARGETS {
        let seeds = inputs(&root().join(name));
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
