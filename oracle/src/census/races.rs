//! Race sets of a kernel's waves, from a model and from the closed-form
//! oracle, keyed by (producer instruction, consumer instruction).
//!
//! Both accept a [`Patch`]: one instruction of the kernel replaced by another
//! (a weakened wait), without copying the kernel. Waits never change control
//! flow, so a mutant executes the same streams.

use std::collections::{BTreeMap, BTreeSet};

use wavebed_model::counter::{CounterModel, Model, ModelKind, RaceHit, StepPlan};
use wavebed_model::instr::{Instr, Kernel};
use wavebed_model::paths::PathOptions;
use wavebed_model::profile::{Counter, Profile};

use super::{model_index, Subject};
use crate::counters::{closed, races, Lifetimes};

/// How many races one race map of a function may hold, and how many race
/// hits (a pair seen again counts again) one scan may see: `check`'s caps
/// (docs/paths.md section 9), so that the census of a hostile kernel (a
/// `.rept` of one load, where every pair races) is bounded as `check` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub max_races: usize,
    pub max_hits: u64,
}

impl Default for Bounds {
    fn default() -> Self {
        Bounds {
            max_races: PathOptions::DEFAULT_MAX_RACES as usize,
            max_hits: PathOptions::DEFAULT_MAX_HITS_NOT_RECORDED,
        }
    }
}

/// Where a scan stopped: the consumer at stream position `pos` of wave
/// `wave` would have passed a bound. The census then runs on the waves
/// before it ([`cut_waves`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cut {
    pub wave: usize,
    pub pos: usize,
}

/// The waves before `cut`: every wave before its wave, the positions of its
/// wave before its position; later waves are dropped.
pub fn cut_waves(waves: &[Vec<u32>], cut: Cut) -> Vec<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = waves.iter().take(cut.wave).cloned().collect();
    if let Some(w) = waves.get(cut.wave) {
        out.push(w[..cut.pos.min(w.len())].to_vec());
    }
    out
}

/// A scan's count against [`Bounds`].
struct Budget {
    bounds: Bounds,
    hits: u64,
}

impl Budget {
    fn new(bounds: Bounds) -> Budget {
        Budget { bounds, hits: 0 }
    }

    /// Whether one more consumer's `races` (`new` of them pairs not yet in
    /// `map`) still fit; counts them if so.
    fn admit(&mut self, map: &RaceMap, races: usize, new: usize) -> bool {
        let hits = self.hits + races as u64;
        if hits > self.bounds.max_hits || map.len() + new > self.bounds.max_races {
            return false;
        }
        self.hits = hits;
        true
    }
}

/// One race: the wave it was first seen in (index into `Subject::waves`) and
/// its first hit there (positions are stream positions of that wave).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Found {
    pub wave: u32,
    pub hit: RaceHit,
}

/// Races keyed by (producer instruction, consumer instruction), first hit each.
pub type RaceMap = BTreeMap<(u32, u32), Found>;

/// The keys of a [`RaceMap`] alone: what an alternative reading's races are
/// compared by.
pub type RaceKeys = BTreeSet<(u32, u32)>;

/// The key of `hit` in a [`RaceMap`]: its instructions as the kernel was
/// loaded, so a race seen in a peeled copy of a loop iteration and in the
/// loop itself is one race (docs/values.md section 13).
#[inline]
pub fn key(kernel: &Kernel, hit: &RaceHit) -> (u32, u32) {
    (
        kernel.origin_of(hit.producer),
        kernel.origin_of(hit.consumer),
    )
}

/// Instruction `origin` of the kernel as loaded is replaced by `instr`, and
/// so is every copy the value analysis peeled of it (docs/values.md section
/// 13): a mutant is a change to the program as written, which reaches every
/// iteration of a loop alike.
#[derive(Clone, Copy, Debug)]
pub struct Patch<'a> {
    pub origin: u32,
    pub instr: &'a Instr,
}

/// The instruction at `id`, patched.
#[inline]
fn at<'a>(subject: &Subject<'a>, patch: Option<Patch<'a>>, id: u32) -> &'a Instr {
    match patch {
        Some(p) if subject.kernel.origin_of(id) == p.origin => p.instr,
        _ => &subject.kernel.instrs[id as usize],
    }
}

/// The hit of `race`, a race of `stream` (positions) named by instruction.
#[inline]
fn hit_of(stream: &[u32], race: &races::Race) -> RaceHit {
    RaceHit {
        producer: stream[race.producer as usize],
        producer_pos: race.producer as u64,
        consumer: stream[race.consumer as usize],
        consumer_pos: race.consumer as u64,
        slot: race.slot,
        access: race.access,
    }
}

fn insert(map: &mut RaceMap, kernel: &Kernel, wave: usize, hit: RaceHit) {
    map.entry(key(kernel, &hit)).or_insert(Found {
        wave: wave as u32,
        hit,
    });
}

/// The closed-form oracle's races over every wave of `subject`.
pub fn oracle_races(subject: &Subject<'_>, patch: Option<Patch<'_>>) -> RaceMap {
    OracleRunner::default().races(subject, patch)
}

/// The closed-form oracle with its buffers kept between waves and runs (the
/// census runs it over every wave once per reading): nothing is allocated
/// per instruction, and once the buffers have grown, nothing per wave.
///
/// [`OracleRunner::base_within`] also keeps each wave's answers and races,
/// so that [`OracleRunner::alternative`] - the same waves under another
/// reading - rechecks only the pairs of the events whose answers the reading
/// changes.
#[derive(Default)]
pub struct OracleRunner {
    closed: closed::ClosedForm,
    scan: races::RaceScan,
    lifetimes: Lifetimes,
    stall_bound: bool,
    /// The kept base run: every wave's answers, one after another, and its
    /// races; `kept_at[w]` is where wave `w`'s part of each starts.
    kept_done: Vec<u32>,
    kept_races: Vec<races::Race>,
    kept_at: Vec<(usize, usize)>,
    /// Per wave of the kept base run: whether an issue stall bound on it.
    kept_stall: Vec<bool>,
    /// The kept base run's positions the closed form acts at
    /// (`closed::ClosedForm::acts_at`), wave after wave; `kept_acts_at[w]`
    /// is where wave `w`'s start. An alternative's pass visits these alone.
    kept_acts: Vec<u32>,
    kept_acts_at: Vec<usize>,
    /// The [`races::Footprint`] of each instruction of the last run's
    /// kernel (the kept base's, for the alternatives).
    footprints: Vec<races::Footprint>,
}

/// How many pair checks ([`races::pair_races`]) an alternative reading may
/// spend on one wave, per stream position, before the wave is scanned
/// whole instead: a pair check costs a small part of a scanned position
/// (they ran 4-8 times cheaper on the census of sample68), and the bound
/// keeps a reading that changes many long-lived events from costing more
/// than the plain scan.
const PAIR_CHECKS_PER_POSITION: usize = 4;

impl OracleRunner {
    /// The closed-form oracle's races over every wave of `subject`.
    pub fn races(&mut self, subject: &Subject<'_>, patch: Option<Patch<'_>>) -> RaceMap {
        self.run(subject, patch, false, None).0
    }

    /// The closed-form oracle's races over the waves of `subject`, unpatched,
    /// while they fit `bounds`; where they stop fitting, the races before
    /// that consumer and its place. A run that ends without a cut is kept as
    /// the base of later [`OracleRunner::alternative`] runs (after a cut the
    /// census runs this again on the waves before it, which is then kept).
    pub fn base_within(&mut self, subject: &Subject<'_>, bounds: Bounds) -> (RaceMap, Option<Cut>) {
        self.kept_done.clear();
        self.kept_races.clear();
        self.kept_at.clear();
        self.kept_stall.clear();
        self.kept_acts.clear();
        self.kept_acts_at.clear();
        self.run(subject, None, true, Some(bounds))
    }

    /// The races (keys) of the base's waves under `subject.profile`, another
    /// reading. With `scan_agrees` (the race derivation reads the two
    /// profiles alike: `readings::scan_agrees`) the races of an event are
    /// the base's wherever its answer is, so a wave keeps the base's races
    /// of its unchanged events and rechecks only the changed events' pairs
    /// ([`OracleRunner::changed_pairs`]); with `back_pressure_only` too (the
    /// reading differs from the base's in back-pressure alone:
    /// `readings::back_pressure_only`), a wave without an issue stall bound
    /// in the base run has the base's answers, so it is not run at all.
    pub fn alternative(
        &mut self,
        subject: &Subject<'_>,
        scan_agrees: bool,
        back_pressure_only: bool,
    ) -> RaceKeys {
        if !scan_agrees {
            return self.races(subject, None).into_keys().collect();
        }
        let kernel = subject.kernel;
        let mut keys = RaceKeys::new();
        let longest = subject.waves.iter().map(Vec::len).max().unwrap_or(0);
        let mut refs: Vec<&Instr> = Vec::with_capacity(longest);
        let mut prints: Vec<&races::Footprint> = Vec::with_capacity(longest);
        self.stall_bound = false;
        for (w, stream) in subject.waves.iter().enumerate() {
            if back_pressure_only && !self.kept_stall[w] {
                self.kept_keys(&mut keys, kernel, w, stream, None);
                continue;
            }
            let (from, to) = self.acts_range(w);
            let acts = self.kept_acts[from..to]
                .iter()
                .map(|&q| (q, &kernel.instrs[stream[q as usize] as usize]));
            self.closed
                .lifetimes_into_at(subject.profile, stream.len(), acts, &mut self.lifetimes);
            self.stall_bound |= self.closed.stall_bound();
            if self.same_as_kept(w) {
                self.kept_keys(&mut keys, kernel, w, stream, None);
                continue;
            }
            if self.changed_pairs(subject, w, stream, &mut keys) {
                continue;
            }
            refs.clear();
            refs.extend(stream.iter().map(|&id| &kernel.instrs[id as usize]));
            prints.clear();
            prints.extend(stream.iter().map(|&id| &self.footprints[id as usize]));
            self.scan.each_consumer_filtered(
                subject.profile,
                &refs,
                &prints,
                Some(stream),
                &self.lifetimes,
                |_, pending| {
                    for r in pending.iter() {
                        keys.insert(key(kernel, &hit_of(stream, r)));
                    }
                    true
                },
            );
        }
        keys
    }

    /// Wave `w`'s races under the answers just computed, from the kept base
    /// run's: races are per event (a race needs its producer outstanding
    /// at the consumer, and nothing else the answers say), so the kept races
    /// of events whose answer did not fall below their consumer stay, and
    /// each event whose answer rose is checked pair by pair
    /// ([`races::pair_races`]) against the consumers between its old answer
    /// and its new one. False, with nothing added, where that would take
    /// more pair checks than [`PAIR_CHECKS_PER_POSITION`] allows, or on a
    /// profile with xcnt (whose translations drain by every answer at once).
    fn changed_pairs(
        &self,
        subject: &Subject<'_>,
        w: usize,
        stream: &[u32],
        keys: &mut RaceKeys,
    ) -> bool {
        if subject.profile.has_counter(Counter::X) {
            return false;
        }
        let (_, from) = self.kept_at[w];
        let old = &self.kept_done[from..from + stream.len()];
        let new = self.lifetimes.as_slice();
        let len = stream.len();
        // The consumers an event's new answer adds: after its old answer (and
        // after itself), before its new one.
        let added = |e: usize| {
            let start = (old[e] as usize).max(e + 1);
            start..(new[e] as usize).min(len).max(start)
        };
        // Only events have answers: the positions the closed form acts at
        // hold them all.
        let acts = self.acts(w);
        let risen = || {
            acts.iter()
                .map(|&e| e as usize)
                .filter(|&e| new[e] > old[e])
        };
        let work: usize = risen().map(|e| added(e).len()).sum();
        if work > len * PAIR_CHECKS_PER_POSITION {
            return false;
        }
        self.kept_keys(keys, subject.kernel, w, stream, Some(new));
        let kernel = subject.kernel;
        let footprints = &self.footprints;
        for e in risen() {
            let producer = &footprints[stream[e] as usize];
            for c in added(e) {
                if footprints[stream[c] as usize].meets_footprint(producer)
                    && races::pair_races(
                        subject.profile,
                        &kernel.instrs[stream[e] as usize],
                        &kernel.instrs[stream[c] as usize],
                    )
                {
                    keys.insert((kernel.origin_of(stream[e]), kernel.origin_of(stream[c])));
                }
            }
        }
        true
    }

    /// One pass over the waves; with `bounds`, it stops at the first
    /// consumer whose races would pass them and reports its place.
    fn run(
        &mut self,
        subject: &Subject<'_>,
        patch: Option<Patch<'_>>,
        keep: bool,
        bounds: Option<Bounds>,
    ) -> (RaceMap, Option<Cut>) {
        let mut map = RaceMap::new();
        let mut budget = bounds.map(Budget::new);
        // One buffer of references per run (they borrow this subject).
        let longest = subject.waves.iter().map(Vec::len).max().unwrap_or(0);
        let mut refs: Vec<&Instr> = Vec::with_capacity(longest);
        self.footprints.clear();
        self.footprints
            .extend(subject.kernel.instrs.iter().map(races::Footprint::of));
        let patched = patch.map(|p| races::Footprint::of(p.instr));
        let mut prints: Vec<&races::Footprint> = Vec::with_capacity(longest);
        self.stall_bound = false;
        for (w, stream) in subject.waves.iter().enumerate() {
            refs.clear();
            refs.extend(stream.iter().map(|&id| at(subject, patch, id)));
            prints.clear();
            prints.extend(stream.iter().map(|&id| match (patch, &patched) {
                (Some(p), Some(f)) if subject.kernel.origin_of(id) == p.origin => f,
                _ => &self.footprints[id as usize],
            }));
            if keep {
                // The positions the closed form acts at, kept for the
                // alternatives, and visited alone here too.
                let from = self.kept_acts.len();
                self.kept_acts_at.push(from);
                self.kept_acts.extend(
                    (0..refs.len() as u32)
                        .filter(|&q| closed::ClosedForm::acts_at(refs[q as usize])),
                );
                let acts = self.kept_acts[from..]
                    .iter()
                    .map(|&q| (q, refs[q as usize]));
                self.closed.lifetimes_into_at(
                    subject.profile,
                    refs.len(),
                    acts,
                    &mut self.lifetimes,
                );
                self.kept_at
                    .push((self.kept_races.len(), self.kept_done.len()));
                self.kept_done.extend_from_slice(self.lifetimes.as_slice());
                self.kept_stall.push(self.closed.stall_bound());
            } else {
                self.closed
                    .lifetimes_into(subject.profile, &refs, &mut self.lifetimes);
            }
            self.stall_bound |= self.closed.stall_bound();
            let kept_races = &mut self.kept_races;
            let mut stop = None;
            self.scan.each_consumer_filtered(
                subject.profile,
                &refs,
                &prints,
                Some(stream),
                &self.lifetimes,
                |p, pending| {
                    // Most consumers race with nothing: they count against no
                    // bound (the map and the hits stay within them).
                    if pending.is_empty() {
                        return true;
                    }
                    // As `RaceScan::scan`: one per (producer, access), lowest
                    // slot, in (producer, access) order. Consumers come in
                    // stream order, so the first kept per pair is its earliest
                    // hit in the first wave that has it.
                    pending.sort_unstable();
                    pending.dedup_by(|a, b| (a.producer, a.access) == (b.producer, b.access));
                    if let Some(budget) = budget.as_mut() {
                        let kernel = subject.kernel;
                        let pair = |r: &races::Race| {
                            let (producer, consumer) =
                                (stream[r.producer as usize], stream[p as usize]);
                            (kernel.origin_of(producer), kernel.origin_of(consumer))
                        };
                        let new = pending
                            .iter()
                            .filter(|r| !map.contains_key(&pair(r)))
                            .count();
                        if !budget.admit(&map, pending.len(), new) {
                            stop = Some(Cut {
                                wave: w,
                                pos: p as usize,
                            });
                            return false;
                        }
                    }
                    for r in pending.iter() {
                        insert(&mut map, subject.kernel, w, hit_of(stream, r));
                    }
                    if keep {
                        kept_races.extend_from_slice(pending);
                    }
                    true
                },
            );
            if stop.is_some() {
                return (map, stop);
            }
        }
        (map, None)
    }

    /// Adds the keys of the kept base run's races of wave `w` (stream
    /// `stream`); with `done`, only those whose producer may still be
    /// outstanding at the consumer under those answers.
    fn kept_keys(
        &self,
        keys: &mut RaceKeys,
        kernel: &Kernel,
        w: usize,
        stream: &[u32],
        done: Option<&[u32]>,
    ) {
        let (from, _) = self.kept_at[w];
        let to = self
            .kept_at
            .get(w + 1)
            .map_or(self.kept_races.len(), |k| k.0);
        for r in &self.kept_races[from..to] {
            if done.is_none_or(|d| r.consumer < d[r.producer as usize]) {
                keys.insert(key(kernel, &hit_of(stream, r)));
            }
        }
    }

    /// Where the kept base run's acting positions of wave `w` are in
    /// `kept_acts`.
    fn acts_range(&self, w: usize) -> (usize, usize) {
        let from = self.kept_acts_at[w];
        let to = self
            .kept_acts_at
            .get(w + 1)
            .map_or(self.kept_acts.len(), |&k| k);
        (from, to)
    }

    /// The kept base run's acting positions of wave `w`.
    fn acts(&self, w: usize) -> &[u32] {
        let (from, to) = self.acts_range(w);
        &self.kept_acts[from..to]
    }

    /// Whether the answers just computed for wave `w` equal the kept base's.
    fn same_as_kept(&self, w: usize) -> bool {
        let Some(&(_, from)) = self.kept_at.get(w) else {
            return false;
        };
        let to = self
            .kept_at
            .get(w + 1)
            .map_or(self.kept_done.len(), |k| k.1);
        self.kept_done[from..to] == *self.lifetimes.as_slice()
    }

    /// Whether, on some wave of the last run (a wave a `back_pressure_only`
    /// alternative did not run counts as none), an issue stall's bound
    /// exceeded what was already complete (`closed::ClosedForm::stall_bound`):
    /// when none did, the answers are the same with back-pressure on and off.
    pub fn stall_bound(&self) -> bool {
        self.stall_bound
    }
}

/// How many steps a model takes per dispatch in a bounded run
/// ([`ModelRunner::races_within`]).
const STEP_RUN: usize = 256;

/// The three models for one kernel and profile, built once and reset per
/// wave, with the kernel's step plans (`StepPlan::for_kernel`, the register
/// lookups of every step computed once): a plan belongs to the instruction it
/// was built from, so a runner steps only its own kernel (asserted), and a
/// patched instruction takes a plan built from the patch.
pub struct ModelRunner<'k> {
    kernel: &'k Kernel,
    profile: &'k Profile,
    models: [Model; 3],
    plans: Vec<StepPlan>,
    hits: Vec<RaceHit>,
}

impl<'k> ModelRunner<'k> {
    pub fn new(kernel: &'k Kernel, profile: &'k Profile) -> ModelRunner<'k> {
        ModelRunner {
            kernel,
            profile,
            models: ModelKind::ALL.map(|k| Model::new(k, profile)),
            plans: StepPlan::for_kernel(&kernel.instrs, profile),
            hits: Vec::new(),
        }
    }

    /// Panics unless `subject` is of the kernel and profile the runner's
    /// models and plans were built for.
    fn assert_own(&self, subject: &Subject<'_>) {
        assert!(
            std::ptr::eq(subject.kernel, self.kernel)
                && std::ptr::eq(subject.profile, self.profile),
            "a model runner steps only the kernel and profile it was built for"
        );
    }

    /// Model `kind`'s races over every wave of `subject`.
    pub fn races(
        &mut self,
        kind: ModelKind,
        subject: &Subject<'_>,
        patch: Option<Patch<'_>>,
    ) -> RaceMap {
        self.assert_own(subject);
        let kernel = self.kernel;
        let patched = patch.map(|p| (p.origin, p.instr, StepPlan::new(p.instr, self.profile)));
        let model = &mut self.models[model_index(kind)];
        let hits = &mut self.hits;
        let mut map = RaceMap::new();
        for (w, stream) in subject.waves.iter().enumerate() {
            model.reset();
            for (pos, &id) in stream.iter().enumerate() {
                let (instr, plan) = match &patched {
                    Some((origin, instr, plan)) if kernel.origin_of(id) == *origin => {
                        (*instr, plan)
                    }
                    _ => (&kernel.instrs[id as usize], &self.plans[id as usize]),
                };
                model.step_planned(pos as u64, id, instr, plan, hits);
                for hit in hits.drain(..) {
                    insert(&mut map, kernel, w, hit);
                }
            }
        }
        map
    }

    /// Model `kind`'s races over the waves of `subject` while they fit
    /// `bounds`; where they stop fitting, the races before that consumer and
    /// its place.
    pub fn races_within(
        &mut self,
        kind: ModelKind,
        subject: &Subject<'_>,
        bounds: Bounds,
    ) -> (RaceMap, Option<Cut>) {
        self.assert_own(subject);
        let kernel = self.kernel;
        let model = &mut self.models[model_index(kind)];
        let hits = &mut self.hits;
        let mut map = RaceMap::new();
        let mut budget = Budget::new(bounds);
        for (w, stream) in subject.waves.iter().enumerate() {
            model.reset();
            // A run of steps per model dispatch (`Model::step_run`); its hits
            // come in stream order, each step's together under its own
            // position, and are admitted step by step as single steps would
            // be. Runs are short so that a hostile kernel's hits are cut
            // before they pile up.
            for (run, ids) in stream.chunks(STEP_RUN).enumerate() {
                model.step_run(
                    (run * STEP_RUN) as u64,
                    ids,
                    &kernel.instrs,
                    &self.plans,
                    hits,
                );
                let mut from = 0;
                while from < hits.len() {
                    let pos = hits[from].consumer_pos;
                    let to = hits[from..]
                        .iter()
                        .position(|h| h.consumer_pos != pos)
                        .map_or(hits.len(), |n| from + n);
                    let step = &hits[from..to];
                    let new = step
                        .iter()
                        .filter(|h| !map.contains_key(&key(kernel, h)))
                        .count();
                    if !budget.admit(&map, step.len(), new) {
                        hits.clear();
                        return (
                            map,
                            Some(Cut {
                                wave: w,
                                pos: pos as usize,
                            }),
                        );
                    }
                    for &hit in step {
                        insert(&mut map, kernel, w, hit);
                    }
                    from = to;
                }
                hits.clear();
            }
        }
        (map, None)
    }
}
