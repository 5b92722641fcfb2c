//! Reference semantics for wavebed: the exhaustive schedule enumerator and the
//! closed-form counter oracle, the offset-chain evaluator, the generators shared
//! by bolero, libFuzzer and `wavebed diff`, and the differential comparators.
//!
//! Oracles read only the public types of `wavebed-model` (profiles,
//! instructions, chains); they never reach into a model's state.

#![forbid(unsafe_code)]

pub mod census;
pub mod choices;
pub mod counters;
pub mod lds;
pub mod offsets;
pub mod peers;
pub mod uniform;
pub mod values;
