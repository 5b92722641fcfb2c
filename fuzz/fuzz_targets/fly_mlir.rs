//! Any text into the Fly MLIR parser: no panic; accepted modules print, parse
//! and print again to the same text and rewrite without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::fly_mlir(data) {
        panic!("fly_mlir: {e}");
    }
});
