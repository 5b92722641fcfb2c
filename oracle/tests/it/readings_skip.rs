//! The census's shortcuts over readings (issue 30) against the plain
//! computation: `census_kernel` skips alternatives a kernel cannot tell
//! apart and reuses the base's races where a wave's answers agree, and its
//! reading counts must equal those of running the oracle under every
//! alternative from scratch; the closed form with buffers kept between
//! streams must answer as a fresh one.

use std::collections::BTreeSet;
use wavebed_model::assume::alternatives;

use wavebed_model::counter::{CounterModel, Model, ModelKind, StepPlan};
use wavebed_model::instr::Kernel;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::{Arch, Profile};
use wavebed_oracle::census::races::{cut_waves, oracle_races, ModelRunner};
use wavebed_oracle::census::{census_kernel, census_kernel_within, Bounds, Subject};
use wavebed_oracle::census::{race_key, Cut};
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
            info: Default::default(),
            origin: Vec::new(),
        };
        let n = kernel.instrs.len() as u32;
        // Two waves: the whole program and its first half.
        let waves = vec![(0..n).collect::<Vec<u32>>(), (0..n / 2).collect()];
        let subject = Subject {
            kernel: &kernel,
            profile: &g.profile,
            waves: &waves,
            path_races: &[],
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

/// A kernel of `instrs` and its two waves for the race-cap tests: the whole
/// program and its first half.
fn cut_fixture(instrs: &[wavebed_model::instr::Instr]) -> (Kernel, Vec<Vec<u32>>) {
    let kernel = Kernel {
        symbol: "k".into(),
        name: "k".into(),
        instrs: instrs.to_vec(),
        info: Default::default(),
        origin: Vec::new(),
    };
    let n = kernel.instrs.len() as u32;
    let waves = vec![(0..n).collect::<Vec<u32>>(), (0..n / 2).collect()];
    (kernel, waves)
}

/// The census's one bounded oracle pass per kernel: where the race caps cut
/// it, its races and reading counts must be those of the oracle run from
/// scratch on the waves before the cut.
#[test]
fn a_census_cut_at_the_race_caps_equals_the_oracle_on_the_cut_waves() {
    let bounds = Bounds {
        max_races: 4,
        max_hits: 6,
    };
    let mut cut = 0;
    for g in programs() {
        let (kernel, waves) = cut_fixture(&g.instrs);
        let subject = Subject {
            kernel: &kernel,
            profile: &g.profile,
            waves: &waves,
            path_races: &[],
        };
        let census = census_kernel_within(&subject, false, bounds);
        let before = match census.cut {
            Some(c) => cut_waves(&waves, c),
            None => waves.clone(),
        };
        cut += usize::from(census.cut.is_some());
        let subject = Subject {
            waves: &before,
            ..subject
        };
        let base = oracle_races(&subject, None);
        assert!(base.len() <= bounds.max_races);
        let found: Vec<_> = base.values().copied().collect();
        assert_eq!(census.oracle, found, "{:?}", g.profile.arch);
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
            assert_eq!(census.readings[i].gone, gone, "reading {i}");
        }
    }
    // The caps do cut some programs (and leave others whole).
    assert!(cut > 0 && cut < 240, "{cut} of 240 cut");
}

/// Where a model's run one step at a time first passes `bounds`: the
/// census's cap, counted as `ModelRunner::races_within` counts it.
fn first_step_past(
    kernel: &Kernel,
    profile: &Profile,
    kind: ModelKind,
    waves: &[Vec<u32>],
    bounds: Bounds,
) -> Option<Cut> {
    let plans = StepPlan::for_kernel(&kernel.instrs, profile);
    let mut model = Model::new(kind, profile);
    let mut keys = BTreeSet::new();
    let (mut hits, mut seen) = (Vec::new(), 0u64);
    for (wave, stream) in waves.iter().enumerate() {
        model.reset();
        for (pos, &id) in stream.iter().enumerate() {
            hits.clear();
            let i = id as usize;
            model.step_planned(pos as u64, id, &kernel.instrs[i], &plans[i], &mut hits);
            let new = hits
                .iter()
                .filter(|h| !keys.contains(&race_key(kernel, h)))
                .count();
            seen += hits.len() as u64;
            if seen > bounds.max_hits || keys.len() + new > bounds.max_races {
                return Some(Cut { wave, pos });
            }
            keys.extend(hits.iter().map(|h| race_key(kernel, h)));
        }
    }
    None
}

/// A model's bounded run (which takes its steps in runs, `Model::step_run`)
/// stops where a run one step at a time first passes the caps, with an
/// unbounded run's races on the waves before that consumer.
#[test]
fn a_models_bounded_run_stops_where_single_steps_pass_the_caps() {
    let bounds = Bounds {
        max_races: 4,
        max_hits: 6,
    };
    let mut cut = 0;
    for g in programs() {
        let (kernel, waves) = cut_fixture(&g.instrs);
        let subject = Subject {
            kernel: &kernel,
            profile: &g.profile,
            waves: &waves,
            path_races: &[],
        };
        let mut runner = ModelRunner::new(&kernel, &g.profile);
        for kind in ModelKind::ALL {
            if kind.refusal(g.profile.arch).is_some() {
                continue;
            }
            let (map, at) = runner.races_within(kind, &subject, bounds);
            assert_eq!(
                at,
                first_step_past(&kernel, &g.profile, kind, &waves, bounds),
                "{kind:?} on {:?}",
                g.profile.arch
            );
            cut += usize::from(at.is_some());
            let before = at.map_or_else(|| waves.clone(), |c| cut_waves(&waves, c));
            let s = Subject {
                waves: &before,
                ..subject
            };
            assert_eq!(map, runner.races(kind, &s, None), "{kind:?} at {at:?}");
        }
    }
    assert!(cut > 0);
}

#[test]
fn a_closed_form_kept_between_streams_answers_as_a_fresh_one() {
    let mut kept = ClosedForm::default();
    let mut out = Lifetimes::default();
    for g in programs() {
        let stream = g.stream();
        kept.lifetimes_into(&g.profile, &stream, &mut out);
        assert_eq!(out, closed::lifetimes(&g.profile, &stream));
        // Visiting only the positions it acts at answers the same.
        let acts: Vec<u32> = (0..stream.len() as u32)
            .filter(|&q| ClosedForm::acts_at(stream[q as usize]))
            .collect();
        let mut at = Lifetimes::default();
        let acts = acts.iter().map(|&q| (q, stream[q as usize]));
        kept.lifetimes_into_at(&g.profile, stream.len(), acts, &mut at);
        assert_eq!(at, out);
        let mut flipped = g.profile.clone();
        flipped.back_pressure = !flipped.back_pressure;
        // No stall bound: back-pressure on and off give the same answers.
        if !kept.stall_bound() {
            assert_eq!(out, closed::lifetimes(&flipped, &stream));
        }
    }
}
