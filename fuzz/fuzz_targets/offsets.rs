//! Generated offset chains under the new rule set: every address agrees with
//! the evaluator oracle, the result is canonical and the rewrite terminates.
//! With the fuzz crate's `planted-swizzle-fusion` feature the chains are
//! lowered with the planted bug of `wavebed_fuzzing::mutants`, which the
//! target must find.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[cfg(feature = "planted-swizzle-fusion")]
use wavebed_fuzzing::mutants::offsets_planted as property;
#[cfg(not(feature = "planted-swizzle-fusion"))]
use wavebed_fuzzing::offsets_new_rule as property;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = property(data) {
        panic!("offsets: {e}");
    }
});
