//! Random instruction words into the native gfx9 decoder and llvm-mc-22: a
//! word the native decoder accepts prints exactly as LLVM prints it.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::native_decode(data) {
        panic!("native_decode: {e}");
    }
});
