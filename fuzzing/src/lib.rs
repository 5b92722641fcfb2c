//! Test support for wavebed: one fuzz property per cargo-fuzz target, and
//! the deliberately broken variants (a mutant exact model, a planted
//! lowering bug) that prove the fuzzers and campaigns find real bugs.
//!
//! Every property takes the raw input bytes. `Ok(())` means the input is
//! uninteresting or the property holds; `Err` describes the violation, which
//! a target prints as its panic message; a panic inside a library is a
//! finding too. The targets in `fuzz/fuzz_targets/` only call these, and
//! `cargo test` replays every file of `corpus/<target>/` and
//! `corpus/regressions/<target>/` through the same functions
//! (`tests/it/fuzz_regressions.rs`), so a crash once found stays covered without
//! libFuzzer.
//!
//! Only tests, benches, examples and `fuzz/` depend on this crate: nothing in
//! it is reachable from the `wavebed` binary, and the broken variants are
//! plain functions here rather than features of a production crate.

#![forbid(unsafe_code)]

pub mod counters;
pub mod lds;
pub mod mutants;
pub mod native;
pub mod offsets;
pub mod parsers;
pub mod trace_decode;
pub mod values;

pub use counters::{counters_exact, counters_legacy, counters_seed, oracle_agreement};
pub use lds::lds_oracles;
pub use native::native_decode;
pub use offsets::{offsets_new_rule, offsets_peel};
pub use parsers::{asm_parser, fly_mlir};
pub use trace_decode::trace_decode;
pub use values::values;

/// A fuzz property: the input bytes, and a description of any violation.
pub type Property = fn(&[u8]) -> Result<(), String>;

/// Every cargo-fuzz target of `fuzz/Cargo.toml` by name, with its property.
/// `tests/it/fuzz_regressions.rs` checks the two lists are the same.
pub const TARGETS: &[(&str, Property)] = &[
    ("asm_parser", asm_parser),
    ("counters_exact", counters_exact),
    ("counters_seed", counters_seed),
    ("counters_legacy", counters_legacy),
    ("oracle_agreement", oracle_agreement),
    ("fly_mlir", fly_mlir),
    ("offsets", offsets_new_rule),
    ("offsets_peel", offsets_peel),
    ("trace_decode", trace_decode),
    ("lds_oracles", lds_oracles),
    ("values", values),
    ("native_decode", native_decode),
];
