//! The FlyDSL peer's campaign side, without FlyDSL: the known-behaviours
//! file reads and its pattern matches the problem text the campaign writes,
//! a file with an incomplete entry is refused, and wavebed's side of every
//! generated chain canonicalizes. (The live comparison runs in CI's FlyDSL
//! stage, `scripts/flydsl-peer`, with flydsl==0.4.2 installed.)

use wavebed_oracle::peers::flydsl::campaign::{
    canon_new, generated_chains, load_known, KnownError,
};

#[test]
fn the_known_behaviours_file_reads_and_matches_its_problem() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/flydsl-peer-known.txt");
    let known = load_known(&std::fs::read_to_string(path).unwrap()).expect("reads");
    assert_eq!(
        known.iter().map(|k| k.id.as_str()).collect::<Vec<_>>(),
        ["stale-result-alignment"]
    );
    let problem = "FlyDSL fly-layout-lowering fails: error: 'fly.add_offset' op inferred \
                   type(s) '!fly.ptr<f32, shared, align<16>>' are incompatible with return \
                   type(s) of operation '!fly.ptr<f32, shared>'";
    assert!(known[0].pattern.is_match(problem));
    assert!(!known[0]
        .pattern
        .is_match("per-access chains or runtime sums differ:"));
}

#[test]
fn an_entry_without_a_reason_is_refused() {
    let e = load_known("[a]\nmatch: x\n[b]\nmatch: y\nreason: z\n").unwrap_err();
    assert!(
        matches!(&e, KnownError::Incomplete(ids) if ids == &["a"]),
        "{e}"
    );
}

#[test]
fn wavebed_canonicalizes_every_generated_chain() {
    for c in generated_chains(1, 200) {
        canon_new(&c.text).unwrap_or_else(|e| panic!("{}: {e}", c.name));
    }
}
