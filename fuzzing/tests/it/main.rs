//! The integration tests of wavebed-fuzzing, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod choices;
mod mutants;
