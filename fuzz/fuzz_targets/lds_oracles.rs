//! Generated multi-wave LDS programs: the closed form agrees with the
//! enumerator, and the LDS model misses no race it claims
//! (`wavebed_fuzzing::lds`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::lds_oracles(data) {
        panic!("lds_oracles: {e}");
    }
});
