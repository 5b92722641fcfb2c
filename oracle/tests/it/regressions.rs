//! Replays `corpus/regressions/listings/*.s`: one minimized counterexample per
//! cause, each with its expected verdict per model (`; expect: legacy=...
//! seed=... exact=...`) and the cause its disagreements carry (`; cause: ...`).
//! Each listing must give exactly those verdicts against the closed form, the
//! enumerator must agree with the closed form on it, and it must be minimal:
//! delta debugging cannot remove an instruction and keep the disagreement.

use std::fs;
use std::path::PathBuf;

use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_model::isa::parse_text;
use wavebed_oracle::counters::cause::Cause;
use wavebed_oracle::counters::compare::{Comparator, Verdict};
use wavebed_oracle::counters::minimize::minimize;
use wavebed_oracle::counters::{lifetimes, OracleKind};

fn listings() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/regressions/listings");
    let mut v: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    v.sort();
    v
}

/// The value of the `; key: value` header line.
fn header<'a>(src: &'a str, key: &str) -> &'a str {
    src.lines()
        .filter_map(|l| l.strip_prefix("; "))
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(": ")))
        .unwrap_or_else(|| panic!("missing `; {key}:` header"))
}

#[test]
fn every_listing_gives_its_expected_verdicts() {
    let files = listings();
    assert!(
        files.len() >= 7,
        "one listing per cause expected, found {}",
        files.len()
    );
    let mut causes = Vec::new();
    for file in files {
        let name = file.display().to_string();
        let src = fs::read_to_string(&file).unwrap();
        let cause = Cause::parse(header(&src, "cause")).unwrap_or_else(|| panic!("{name}: cause"));
        causes.push(cause);
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        assert_eq!(stem, cause.slug(), "{name}: file named after its cause");
        let program = parse_text(&src, &stem, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        let profile = program.arch.expect("listings name their target").profile();
        let mut instrs: Vec<Instr> = program.kernels[0].instrs.clone();
        assert_eq!(
            instrs.pop().map(|i| i.text.to_string()).as_deref(),
            Some("s_endpgm")
        );
        let stream: Vec<&Instr> = instrs.iter().collect();
        assert_eq!(
            lifetimes(OracleKind::Closed, &profile, &stream),
            lifetimes(OracleKind::Enumerate, &profile, &stream),
            "{name}: oracles disagree"
        );
        for expect in header(&src, "expect").split_whitespace() {
            let (model, verdict) = expect.split_once('=').expect("model=verdict");
            let model: ModelKind = model.parse().unwrap();
            let verdict = Verdict::parse(verdict).unwrap_or_else(|| panic!("{name}: {verdict}"));
            let got = Comparator::new(model, OracleKind::Closed).compare(&profile, &stream);
            assert_eq!(
                got.verdict, verdict,
                "{name}: {model}: {:?}",
                got.disagreements
            );
            if verdict == Verdict::Agree {
                continue;
            }
            assert!(
                got.disagreements.iter().all(|d| d.cause == cause),
                "{name}: {model}: {:?}",
                got.disagreements
            );
            let min = minimize(&profile, &instrs, model, OracleKind::Closed, verdict, cause);
            assert_eq!(min.len(), instrs.len(), "{name}: {model}: not minimal");
        }
    }
    causes.sort();
    causes.dedup();
    assert!(causes.len() >= 7, "one listing per cause: {causes:?}");
}
