//! Disassembles code objects with the native gfx9 decoder alone (no parse,
//! no analysis) and prints what it took: the decode-only side of the
//! `--decoder native` figures (scripts/bench-native-decoder.sh).
//!
//!     cargo run --release -p wavebed-model --example native_decode -- FILE.co...
//!
//! Prints one line per refused object (its reason) and a total line:
//! objects, objects decoded whole, instructions, bytes of text written.

use wavebed_model::isa::{elf, native};
use wavebed_model::profile::Arch;

fn main() {
    let (mut objects, mut whole, mut instructions, mut bytes) = (0u64, 0u64, 0u64, 0u64);
    for path in std::env::args().skip(1) {
        let data = match std::fs::read(&path) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        objects += 1;
        let Some(arch) = elf::read(&data)
            .ok()
            .and_then(|co| Arch::from_elf_mach(co.mach))
        else {
            eprintln!("{path}: not a code object of a known architecture");
            continue;
        };
        match native::listing(&path, &data, arch) {
            Ok((text, n)) => {
                whole += 1;
                instructions += n;
                bytes += text.len() as u64;
            }
            Err(e) => eprintln!("{path}: refused: {e}"),
        }
    }
    eprintln!(
        "native_decode: {objects} objects, {whole} decoded whole, {instructions} instructions, {bytes} bytes of text"
    );
}
