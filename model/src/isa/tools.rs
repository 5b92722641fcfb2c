//! Finding LLVM tools (llvm-objdump, llvm-mc, clang, llc) for code objects and
//! for tests across the workspace. LLVM 22 is the peer: Debian's default
//! `llvm-mc`/`llvm-objdump` (LLVM 14) know none of gfx942/gfx950/gfx1151.

use std::path::{Path, PathBuf};

/// Where Debian's `llvm-22` package installs its tools.
pub const LLVM22_BIN: &str = "/usr/lib/llvm-22/bin";

/// The apt package that provides the tools, named in every "not found" error.
pub const APT_PACKAGE: &str = "llvm-22";

/// Finds LLVM tool `name` (`llvm-objdump`, `llvm-mc`, `clang`, `llc`): env
/// `WAVEBED_<NAME>` (upper case, `-` -> `_`, e.g. `WAVEBED_LLVM_OBJDUMP`),
/// then `/usr/lib/llvm-22/bin/NAME`, then `NAME-22` and `NAME` on PATH.
pub fn find_llvm_tool(name: &str) -> Option<PathBuf> {
    let var = format!("WAVEBED_{}", name.to_ascii_uppercase().replace('-', "_"));
    if let Some(p) = std::env::var_os(&var) {
        let p = PathBuf::from(p);
        return p.is_file().then_some(p);
    }
    let fixed = Path::new(LLVM22_BIN).join(name);
    if fixed.is_file() {
        return Some(fixed);
    }
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for candidate in [format!("{name}-22"), name.to_string()] {
            let p = dir.join(&candidate);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}

/// Whether tests that need LLVM tools must fail instead of skipping
/// (`WAVEBED_REQUIRE_LLVM=1`, as CI sets it).
pub fn llvm_required() -> bool {
    std::env::var("WAVEBED_REQUIRE_LLVM").is_ok_and(|v| v == "1")
}
