//! Generated kernels: every claim of the value analysis contains the
//! concrete interpreter's value at every reached point.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::values(data) {
        panic!("values: {e}");
    }
});
