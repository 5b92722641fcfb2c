//! The closed-form counter oracle against the schedule enumerator on small
//! generated programs: any difference in an event's lifetime crashes.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::oracle_agreement(data) {
        panic!("oracle_agreement: {e}");
    }
});
