//! The integration tests of wavebed-oracle, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod campaign;
mod flydsl_peer;
mod gfx12;
mod lds;
mod lds_footprints;
mod listing;
mod llvm_corpus;
mod llvm_peer;
mod models;
mod offsets_campaign;
mod offsets_cases;
mod offsets_props;
mod oracles;
mod paths_enumeration;
mod readings_skip;
mod regressions;
mod values_diff;
mod values_gen;
mod values_semantics;
