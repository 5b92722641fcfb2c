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

/// A label farther than simm16 dwords from its branch by instruction count
/// alone: llvm-mc rejects it ("branch size exceeds simm16") and so must the
/// front end - forward and backward; just inside the range both accept.
#[test]
fn branches_past_simm16_by_count_are_rejected_as_llvm_mc_rejects_them() {
    let (Some(mc), Some(_)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    let dir = scratch("far-branch");
    let head = "\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n";
    for (n, far) in [(40_000, true), (30_000, false)] {
        let forward = format!(
            "{head}\ts_cbranch_scc1 .L1\n\t.rept {n}\n\ts_nop 0\n\t.endr\n.L1:\n\ts_endpgm\n"
        );
        let backward = format!(
            "{head}.L0:\n\t.rept {n}\n\ts_nop 0\n\t.endr\n\ts_cbranch_scc1 .L0\n\ts_endpgm\n"
        );
        for src in [forward, backward] {
            if let Err(e) = check(&mc, Arch::Gfx942, &src, &dir) {
                panic!("{n} far={far}: {e}");
            }
            let ours = wavebed_model::isa::parse_text(&src, "k", Some(Arch::Gfx942));
            assert_eq!(
                ours.is_err(),
                far,
                "{n}: {:?}",
                ours.err().map(|e| e.to_string())
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
