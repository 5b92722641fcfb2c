//! Generated programs print as listings the front end and llvm-mc accept, and
//! parsing a listing back yields the same instructions and effects.

use std::io::Write;
use std::process::Command;

use wavebed_model::isa::parse_text;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::{Arch, WaitGen};
use wavebed_model::reg::RegFile;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::asm::listing;
use wavebed_oracle::counters::gen::{GenConfig, GenProgram, ARCHS};

/// Deterministic pseudo-random bytes: the low byte of each output.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut r = SplitMix64::new(seed);
    (0..n).map(|_| r.next_u64() as u8).collect()
}

fn programs() -> impl Iterator<Item = GenProgram> {
    (0..60u64).map(|i| {
        let b = bytes(i, 4096);
        let p = ARCHS[i as usize % 3].profile();
        GenProgram::generate(&mut Choices::new(&b), &p, &GenConfig::default()).unwrap()
    })
}

/// Four programs per architecture, on every profile with the combined
/// `s_waitcnt` (gfx908 ... gfx1153; gfx12 has its own listing tests).
fn programs_on_every_profile() -> impl Iterator<Item = GenProgram> {
    let archs: Vec<Arch> = Arch::ALL
        .into_iter()
        .filter(|a| a.profile().wait_gen != WaitGen::Gfx12)
        .collect();
    (0..4 * archs.len() as u64).map(move |i| {
        let b = bytes(1000 + i, 4096);
        let p = archs[i as usize % archs.len()].profile();
        GenProgram::generate(&mut Choices::new(&b), &p, &GenConfig::default()).unwrap()
    })
}

#[test]
fn parsing_a_printed_listing_yields_the_same_effects() {
    for g in programs().chain(programs_on_every_profile()) {
        let text = listing(g.profile.arch, &["round trip".into()], &g.instrs);
        let prog = parse_text(&text, "case", None).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(prog.arch, Some(g.profile.arch));
        let parsed = &prog.kernels[0].instrs;
        assert_eq!(parsed.len(), g.instrs.len() + 1, "{text}");
        assert_eq!(parsed.last().unwrap().mnemonic(), "s_endpgm");
        for (a, b) in g.instrs.iter().zip(parsed) {
            let ctx = format!("`{}` on {}", a.text, g.profile.arch);
            assert_eq!(a.mem, b.mem, "{ctx}");
            assert_eq!(a.unit, b.unit, "{ctx}");
            assert_eq!(a.wait, b.wait, "{ctx}");
            // The front end also lists implicit special registers (exec, scc).
            let regs = |l: &wavebed_model::reg::RegList| {
                let mut v: Vec<_> = l
                    .as_slice()
                    .iter()
                    .copied()
                    .filter(|r| r.file != RegFile::Special)
                    .collect();
                v.sort_by_key(|r| (r.file, r.first, r.count));
                v
            };
            assert_eq!(regs(&a.reads), regs(&b.reads), "reads of {ctx}");
            assert_eq!(regs(&a.writes), regs(&b.writes), "writes of {ctx}");
        }
    }
}

#[test]
fn llvm_mc_assembles_generated_listings() {
    let mc = std::path::Path::new("/usr/lib/llvm-22/bin/llvm-mc");
    if !mc.exists() {
        assert!(
            std::env::var("WAVEBED_REQUIRE_LLVM").as_deref() != Ok("1"),
            "llvm-mc missing and WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: {} not found; skipping", mc.display());
        return;
    }
    for g in programs().take(12).chain(programs_on_every_profile()) {
        let text = listing(g.profile.arch, &[], &g.instrs);
        let mut child = Command::new(mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", g.profile.arch),
                "-filetype=null",
            ])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}\n{text}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
