//! The seed counter model: a race the closed-form oracle finds and the model
//! misses crashes (its false positives are expected).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::counters_seed(data) {
        panic!("counters_seed: {e}");
    }
});
