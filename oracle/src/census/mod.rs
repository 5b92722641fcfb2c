//! The false-positive census (docs/census.md): on real kernels, every counter model
//! against the closed-form oracle, race set against race set.
//!
//! A race is one (producer instruction, consumer instruction) pair of a kernel,
//! however often its waves repeat it (docs/counters.md section 6). For each model:
//! its `false_positive` races are pairs it reports and the oracle rules out,
//! its `missed` races pairs the oracle finds and it does not.
//!
//! * [`races`]: race sets of a model and of the oracle over a kernel's waves,
//!   optionally with one instruction replaced (a mutant).
//! * [`explain`]: a cause label for each race, read off the path between
//!   producer and consumer.
//! * [`mutate`]: wait mutation - weaken each wait, see whether the oracle finds
//!   a new race and which models notice.
//! * [`tally`]: counts per kernel, per family and in total.
//! * reading dependence: the oracle again under each single-switch
//!   alternative of the assumption set (docs/counters.md section 7), so the census
//!   says which races hold only under a contested reading.
//! * [`render`]: the text lines and the Markdown report.
//!
//! The census reads kernels and streams, not files: the CLI loads listings,
//! code objects and traces and hands each kernel's waves to [`census_kernel`].

use std::time::Instant;

use wavebed_model::assume::{alternatives, NUM_READINGS};
use wavebed_model::counter::{ModelKind, RaceHit};
use wavebed_model::instr::Kernel;
use wavebed_model::profile::Profile;

pub mod all_paths;
pub mod explain;
pub mod lds;
pub mod mutate;
pub mod races;
mod readings;
pub mod record;
pub mod render;
pub mod tally;

pub use lds::{census_lds, census_lds_run, LdsCounts};
pub use mutate::MutationCensus;
pub use races::{key as race_key, Bounds, Cut, Found, RaceMap};
pub use tally::{Counts, MutationCounts};

/// One kernel to census: its instructions, the profile of its architecture and
/// the streams its waves execute (indices into `kernel.instrs`).
#[derive(Clone, Copy, Debug)]
pub struct Subject<'a> {
    pub kernel: &'a Kernel,
    pub profile: &'a Profile,
    pub waves: &'a [Vec<u32>],
    /// Each model's all-paths races (`KernelWaves::path_races`; empty for
    /// walked and recorded waves): judged too where the model does not
    /// reproduce them on the waves.
    pub path_races: &'a [(ModelKind, RaceHit)],
}

impl Subject<'_> {
    /// Instructions executed over all waves.
    pub fn instructions(&self) -> u64 {
        self.waves.iter().map(|w| w.len() as u64).sum()
    }
}

/// What one model reports on a kernel, judged by the oracle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModelOutcome {
    /// Every pair the model reports, first occurrence each.
    pub races: Vec<Found>,
    /// Reported pairs the oracle rules out.
    pub false_positive: Vec<Found>,
    /// Oracle pairs the model does not report.
    pub missed: Vec<Found>,
}

/// How a kernel's races depend on one reading (docs/counters.md section 7).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadingDeps {
    /// The oracle's race pairs that disappear under the reading's other value.
    pub gone: Vec<(u32, u32)>,
    /// Race pairs the oracle finds only under the other value.
    pub new: u64,
}

/// The census of one kernel.
#[derive(Clone, Debug)]
pub struct KernelCensus {
    /// Instructions executed over all waves.
    pub instructions: u64,
    /// The oracle's races.
    pub oracle: Vec<Found>,
    /// Per model, in [`ModelKind::ALL`] order.
    pub models: [ModelOutcome; 3],
    /// Per reading: the oracle's races (pairs) gone when the reading takes its
    /// other value, and how many races appear only then.
    pub readings: [ReadingDeps; NUM_READINGS],
    /// Wait mutation, when asked for.
    pub mutation: Option<MutationCensus>,
    /// Seconds spent on this kernel's census (not on loading it).
    pub seconds: f64,
    /// Where the waves were cut to stay within [`Bounds`]: the census is of
    /// the waves before it, and the kernel is incomplete.
    pub cut: Option<Cut>,
}

impl KernelCensus {
    /// The outcome of model `kind`.
    pub fn model(&self, kind: ModelKind) -> &ModelOutcome {
        &self.models[model_index(kind)]
    }

    /// This kernel's counts (one kernel; `complete` says whether every wave
    /// ran its whole path).
    pub fn counts(&self, complete: bool) -> Counts {
        let mut c = Counts {
            kernels: 1,
            incomplete: u64::from(!complete || self.cut.is_some()),
            instructions: self.instructions,
            oracle_races: self.oracle.len() as u64,
            seconds: self.seconds,
            ..Counts::default()
        };
        for (i, m) in self.models.iter().enumerate() {
            c.races[i] = m.races.len() as u64;
            c.false_positive[i] = m.false_positive.len() as u64;
            c.missed[i] = m.missed.len() as u64;
        }
        for (i, r) in self.readings.iter().enumerate() {
            c.reading_gone[i] = r.gone.len() as u64;
            c.reading_new[i] = r.new;
        }
        c
    }

    /// The notice for a [`KernelCensus::cut`].
    pub fn cut_notice(&self) -> Option<String> {
        let b = Bounds::default();
        self.cut.map(|c| {
            format!(
                "race cap reached: census of wave {} cut before stream position {} \
                 (more than {} races or {} race hits; docs/paths.md section 9)",
                c.wave, c.pos, b.max_races, b.max_hits
            )
        })
    }

    /// The first reading whose other value makes the race (producer, consumer)
    /// disappear: the race holds only under the reading in force. The pair
    /// is the race's [`races::key`] (instructions as the kernel was loaded).
    pub fn reading_of(&self, producer: u32, consumer: u32) -> Option<usize> {
        self.readings
            .iter()
            .position(|r| r.gone.contains(&(producer, consumer)))
    }
}

/// Position of `kind` in [`ModelKind::ALL`] (and in every per-model array here).
pub fn model_index(kind: ModelKind) -> usize {
    match kind {
        ModelKind::Legacy => 0,
        ModelKind::Seed => 1,
        ModelKind::Exact => 2,
    }
}

/// Runs the three models and the closed-form oracle over `subject`'s waves and
/// compares their race sets; with `mutate`, also runs the wait mutation.
pub fn census_kernel(subject: &Subject<'_>, mutate: bool) -> KernelCensus {
    census_kernel_within(subject, mutate, Bounds::default())
}

/// [`census_kernel`] with the race maps bounded by `bounds`: where the
/// oracle's or a model's map would pass them, every wave is cut there and
/// the census runs on what is before the cut.
pub fn census_kernel_within(subject: &Subject<'_>, mutate: bool, bounds: Bounds) -> KernelCensus {
    let start = Instant::now();
    let mut runner = races::ModelRunner::new(subject.kernel, subject.profile);
    let mut oracle_runner = races::OracleRunner::default();
    let mut cut: Option<Cut> = None;
    let mut cut_waves: Vec<Vec<u32>> = Vec::new();
    // Each round cuts strictly earlier; on the waves before the earliest
    // stop every map fits (scans are causal), so the second round ends it.
    let (oracle, model_maps) = loop {
        let s = Subject {
            waves: if cut.is_some() {
                &cut_waves
            } else {
                subject.waves
            },
            ..*subject
        };
        // The oracle's bounded pass; when nothing cuts it, it is the base
        // run the readings below reuse.
        let (oracle, mut stop) = oracle_runner.base_within(&s, bounds);
        let mut model_maps: Vec<RaceMap> = Vec::with_capacity(3);
        for kind in ModelKind::ALL {
            // A model that refuses the architecture is not run (below): its
            // stream replay is skipped too (legacy's queues make it quadratic
            // on a `.rept` of a million loads).
            if kind.refusal(s.profile.arch).is_some() {
                model_maps.push(RaceMap::new());
                continue;
            }
            let (map, at) = runner.races_within(kind, &s, bounds);
            model_maps.push(map);
            stop = earliest(stop, at);
        }
        match stop {
            None => break (oracle, model_maps),
            Some(at) => {
                let next = races::cut_waves(s.waves, at);
                cut_waves = next;
                cut = Some(at);
            }
        }
    };
    let cut_subject = Subject {
        waves: if cut.is_some() {
            &cut_waves
        } else {
            subject.waves
        },
        ..*subject
    };
    let subject = &cut_subject;
    let mut model_maps = model_maps;
    if cut.is_none() {
        unreproduced_path_races(subject, &mut model_maps);
    }
    let stall_bound = oracle_runner.stall_bound();
    // A model that refuses the architecture (legacy and seed on gfx12) is not
    // run: it counts no race, no false positive and no miss there.
    let arch = subject.profile.arch;
    let models = std::array::from_fn(|i| match ModelKind::ALL[i].refusal(arch) {
        Some(_) => ModelOutcome::default(),
        None => judge(&model_maps[i], &oracle),
    });
    let mutation = mutate.then(|| mutate::mutate_kernel(subject, &oracle, &mut runner));
    let mut readings: [ReadingDeps; NUM_READINGS] = Default::default();
    for (i, alt) in alternatives(subject.profile) {
        // A reading this kernel cannot tell apart from the one in force
        // changes no answer: its races are the oracle's own.
        if readings::same_answers(subject.profile, &alt, subject.kernel, stall_bound) {
            continue;
        }
        let other = oracle_runner.alternative(
            &Subject {
                profile: &alt,
                ..*subject
            },
            readings::scan_agrees(subject.profile, &alt, subject.kernel),
            readings::back_pressure_only(subject.profile, &alt),
        );
        let r = &mut readings[i];
        r.gone
            .extend(oracle.keys().filter(|k| !other.contains(k)).copied());
        r.new += other.iter().filter(|k| !oracle.contains_key(k)).count() as u64;
    }
    KernelCensus {
        instructions: subject.instructions(),
        oracle: oracle.values().copied().collect(),
        models,
        readings,
        mutation,
        seconds: start.elapsed().as_secs_f64(),
        cut,
    }
}

/// Adds to each model's map the all-paths races (what `check` reports) it
/// did not reproduce on the waves: a race found after a widened state need
/// not occur on its entry path (docs/paths.md section 16), and the census
/// must judge every race a user is shown. Each is placed on the last wave
/// that runs its consumer after its producer (positions for the report; the
/// oracle judges the pair, not the place), else on the first wave.
fn unreproduced_path_races(subject: &Subject<'_>, maps: &mut [RaceMap]) {
    for &(kind, hit) in subject.path_races {
        let Some(map) = maps.get_mut(model_index(kind)) else {
            continue;
        };
        if kind.refusal(subject.profile.arch).is_some()
            || map.contains_key(&races::key(subject.kernel, &hit))
        {
            continue;
        }
        let placed = subject.waves.iter().enumerate().rev().find_map(|(w, s)| {
            let c = s.iter().rposition(|&i| i == hit.consumer)?;
            let p = s[..c].iter().rposition(|&i| i == hit.producer)?;
            Some((w as u32, p as u64, c as u64))
        });
        let (wave, producer_pos, consumer_pos) = placed.unwrap_or((0, 0, 0));
        let hit = RaceHit {
            producer_pos,
            consumer_pos,
            ..hit
        };
        map.insert(races::key(subject.kernel, &hit), Found { wave, hit });
    }
}

/// The earlier of two stops.
fn earliest(a: Option<Cut>, b: Option<Cut>) -> Option<Cut> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// A model's race map judged against the oracle's.
fn judge(model: &RaceMap, oracle: &RaceMap) -> ModelOutcome {
    ModelOutcome {
        races: model.values().copied().collect(),
        false_positive: model
            .iter()
            .filter(|(k, _)| !oracle.contains_key(k))
            .map(|(_, f)| *f)
            .collect(),
        missed: oracle
            .iter()
            .filter(|(k, _)| !model.contains_key(k))
            .map(|(_, f)| *f)
            .collect(),
    }
}
