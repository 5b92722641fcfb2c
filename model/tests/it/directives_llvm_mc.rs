//! The directive layer against llvm-mc-22 itself (see `directive_support`):
//! a bolero property over generated listings, and a fixed campaign of
//! generated cases. `directives_campaign` runs a campaign of any size
//! (`--cases N`).
//!
//! Skips with a note when LLVM 22 is missing, unless WAVEBED_REQUIRE_LLVM=1.

use crate::directive_support::{campaign, check, listing, scratch, tool, Choices};
use wavebed_model::profile::Arch;

#[test]
fn generated_listings_read_as_llvm_mc_assembles_them() {
    let (Some(mc), Some(_)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    let dir = scratch("bolero");
    bolero::check!()
        .with_iterations(64)
        .for_each(|bytes: &[u8]| {
            let broken = bytes.first().is_some_and(|b| b % 8 == 7);
            let arch = if bytes.get(1).is_some_and(|b| b % 2 == 0) {
                Arch::Gfx950
            } else {
                Arch::Gfx942
            };
            let src = listing(&mut Choices::new(bytes), 2, 0, broken);
            if let Err(e) = check(&mc, arch, &src, &dir) {
                panic!("{arch}: {e}\n{src}");
            }
        });
    let _ = std::fs::remove_dir_all(&dir);
}

/// 2,000 generated cases (seed 1): every one agrees, and the broken ones are
/// rejected by both.
#[test]
fn campaign_of_two_thousand_cases_agrees() {
    let (Some(mc), Some(_)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    let t = campaign(&mc, 1, 2000, 80);
    eprintln!(
        "cases={} agreed={} kernels={} both_rejected={} disagreements={}",
        t.cases,
        t.agreed,
        t.kernels,
        t.both_rejected,
        t.disagreements.len()
    );
    assert!(
        t.disagreements.is_empty(),
        "{} disagreements; first:\n{}",
        t.disagreements.len(),
        t.disagreements[0]
    );
    assert_eq!(t.agreed + t.both_rejected, t.cases);
    assert!(t.both_rejected >= 100, "broken cases: {}", t.both_rejected);
}
