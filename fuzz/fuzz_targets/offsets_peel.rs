//! Generated offset chains under `--rule peel` (new's rewrites, then
//! swizzle-aware tail peeling, docs/offsets.md section 6): every address,
//! swizzled ones included, agrees with the evaluator oracle bit for bit.
//! With the fuzz crate's `planted-over-peel` feature the chains are lowered
//! with the planted over-peel of `wavebed_fuzzing::mutants`, which the target
//! must find.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[cfg(feature = "planted-over-peel")]
use wavebed_fuzzing::mutants::offsets_peel_planted as property;
#[cfg(not(feature = "planted-over-peel"))]
use wavebed_fuzzing::offsets_peel as property;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = property(data) {
        panic!("offsets_peel: {e}");
    }
});
