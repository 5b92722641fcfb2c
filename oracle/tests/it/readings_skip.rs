//! The census's shortcuts over readings (issue 30) against the plain
//! computation: `census_kernel` skips alternatives a kernel cannot tell
//! apart and reuses the base's races where a wave's answers agree, and its
//! reading counts must equal those of running the oracle under every
//! alternative from scratch; the closed form with buffers kept between
//! streams must answer as a fresh one.

use wavebed_model::assume::alternatives;
use wavebed_model::instr::Kernel;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::Arch;
use wavebed_oracle::census::races::oracle_races;
use wavebed_oracle::census::{census_kernel, Subject};
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::closed::{self, ClosedForm};
use wavebed_oracle::counters::gen::{GenConfig, GenProgram, ARCHS, GFX12_ARCHS};
use wavebed_oracle::counters::Lifetimes;

fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut r = SplitMix64::new(seed);
    (0..n).map(|_| r.next_u64() as u8).collect()
}

fn programs() -> impl Iterator<Item = GenProgram> {
    let archs: Vec<Arch> = ARCHS.into_iter().chain(GFX12_ARCHS).collect();
    (0..240u64).map(move |i| {
        let b = bytes(7000 + i, 4096);
        let p = archs[i as usize % archs.len()].profile();
        GenProgram::generate(&mut Choices::new(&b), &p, &GenConfig::default()).unwrap()
    })
}

#[test]
fn reading_counts_equal_the_oracle_under_every_alternative() {
    let mut differing = 0;
    for g in programs() {
        let kernel = Kernel {
            symbol: "k".into(),
            name: "k".into(),
            instrs: g.instrs.clone(),
        };
        let n = kernel.instrs.len() as u32;
        // Two waves: the whole program and its first half.
        let waves = vec![(0..n).collect::<Vec<u32>>(), (0..n / 2).collect()];
        let subject = Subject {
            kernel: &kernel,
            profile: &g.profile,
            waves: &waves,
        };
        let census = census_kernel(&subject, false);
        let base = oracle_races(&subject, None);
        for (i, alt) in alternatives(&g.profile) {
            let other = oracle_races(
                &Subject {
                    profile: &alt,
                    ..subject
                },
                None,
            );
            let gone: Vec<(u32, u32)> = base
                .keys()
                .filter(|k| !other.contains_key(k))
                .copied()
                .collect();
            let new = other.keys().filter(|k| !base.contains_key(k)).count() as u64;
            differing += usize::from(!gone.is_empty() || new > 0);
            assert_eq!(
                census.readings[i].gone, gone,
                "reading {i} on {:?}",
                g.profile.arch
            );
            assert_eq!(
                census.readings[i].new, new,
                "reading {i} on {:?}",
                g.profile.arch
            );
        }
    }
    // The programs exercise readings that do change races.
    assert!(differing > 0);
}

#[test]
fn a_closed_form_kept_between_streams_answers_as_a_fresh_one() {
    let mut kept = ClosedForm::default();
    let mut out = Lifetimes::default();
    for g in programs() {
        let stream = g.stream();
        kept.lifetimes_into(&g.profile, &stream, &mut out);
        assert_eq!(out, closed::lifetimes(&g.profile, &stream));
        let mut flipped = g.profile.clone();
        flipped.back_pressure = !flipped.back_pressure;
        // No stall bound: back-pressure on and off give the same answers.
        if !kept.stall_bound() {
            assert_eq!(out, closed::lifetimes(&flipped, &stream));
        }
    }
}
