//! Generated offset chains under the new rule set: every address agrees with
//! the evaluator oracle, the result is canonical and the rewrite terminates.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_oracle::fuzzing::offsets_new_rule(data) {
        panic!("offsets: {e}");
    }
});
