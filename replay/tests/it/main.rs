//! The integration tests of wavebed-replay, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod assumptions;
mod bad_input;
mod common;
mod dictionary;
mod golden;
mod replay;
mod roundtrip;
mod store;
