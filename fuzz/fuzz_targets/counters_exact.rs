//! The exact counter model against the closed-form oracle on generated
//! programs: any disagreement crashes.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_oracle::fuzzing::counters_exact(data) {
        panic!("counters_exact: {e}");
    }
});
