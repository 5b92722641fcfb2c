//! Fuzz properties: one function per cargo-fuzz target, taking the raw input
//! bytes. The targets in `fuzz/fuzz_targets/` only call these and panic on
//! `Err`; `cargo test` replays every file of `corpus/regressions/<target>/`
//! through the same functions (`tests/fuzz_regressions.rs`), so a crash once
//! found stays covered without libFuzzer.
//!
//! `Ok(())` means the input is uninteresting or the property holds; `Err`
//! carries a one-line description of the violation, which the target prints
//! as its panic message. A panic inside a library is a finding too.

use wavebed_model::chain;

/// `fly_mlir`: any text into the Fly MLIR parser never panics; what it
/// accepts prints, re-parses and prints to the same text, and both rule sets
/// rewrite and lower it without panicking (non-termination is an error value).
pub fn fly_mlir(data: &[u8]) -> Result<(), String> {
    let Ok(text) = std::str::from_utf8(data) else {
        return Ok(());
    };
    let Ok(module) = chain::parse(text) else {
        return Ok(());
    };
    let printed = chain::print(&module);
    let again = chain::parse(&printed)
        .map_err(|e| format!("printed module does not parse again: {e}\n{printed}"))?;
    let reprinted = chain::print(&again);
    if reprinted != printed {
        return Err(format!(
            "print -> parse -> print changed the text:\n{printed}\n---\n{reprinted}"
        ));
    }
    for rule in [chain::Rule::Old, chain::Rule::New] {
        if let Ok((rewritten, _)) = chain::rewrite(&module, rule) {
            chain::lower(&rewritten);
        }
    }
    Ok(())
}
