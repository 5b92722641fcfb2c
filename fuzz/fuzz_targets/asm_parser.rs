//! Any text into the assembly front end: no panic; every decoded instruction
//! prints and decodes again to the same instruction.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::asm_parser(data) {
        panic!("asm_parser: {e}");
    }
});
