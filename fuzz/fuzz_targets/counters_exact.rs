//! The exact counter model against the closed-form oracle on generated
//! programs: any disagreement crashes. With the fuzz crate's `broken-exact`
//! feature the model under test is the deliberately broken one of
//! `wavebed_fuzzing::mutants`, which the CI fuzz stage must catch.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[cfg(not(feature = "broken-exact"))]
use wavebed_fuzzing::counters_exact as property;
#[cfg(feature = "broken-exact")]
use wavebed_fuzzing::mutants::counters_exact_broken as property;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = property(data) {
        panic!("counters_exact: {e}");
    }
});
