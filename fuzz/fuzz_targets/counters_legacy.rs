//! The legacy counter model: a missed race crashes - quickly, since the model
//! is unsound. Used by scripts/bench-time-to-bug.sh, not by the CI stage.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::counters_legacy(data) {
        panic!("counters_legacy: {e}");
    }
});
