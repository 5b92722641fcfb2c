//! The comparator: a counter model and an oracle over the same stream, their
//! race sets compared per (producer, consumer) pair - a race is one such pair,
//! however many registers or accesses it involves.
//!
//! `missed_race`: the oracle finds the pair, the model does not (the model is
//! unsound). `false_positive`: the model reports the pair, the oracle rules it
//! out (the model is imprecise). Each disagreement carries a [`Cause`].

use std::collections::BTreeSet;
use std::fmt;

use wavebed_model::assume::{Assumptions, READINGS};
use wavebed_model::counter::{self, Access, CounterModel, ModelKind, RaceHit};
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Arch, Profile};

use super::cause::{self, Cause};
use super::closed::TokenLifetimes;
use super::gen::GenProgram;
use super::races::{races, Race, RaceScan};
use super::{closed, enumerate, Lifetimes, OracleKind, TooLarge};
use crate::choices::{self, Choices};

/// A case's verdict; a case takes its worst disagreement's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    Agree,
    /// Only with the enumerator: the case exceeded its state budget.
    TooLarge,
    FalsePositive,
    MissedRace,
}

impl Verdict {
    pub const ALL: [Verdict; 4] = [
        Verdict::Agree,
        Verdict::MissedRace,
        Verdict::FalsePositive,
        Verdict::TooLarge,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Agree => "agree",
            Verdict::TooLarge => "too_large",
            Verdict::FalsePositive => "false_positive",
            Verdict::MissedRace => "missed_race",
        }
    }

    pub fn parse(s: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.name() == s)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One pair the model and the oracle disagree on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Disagreement {
    /// [`Verdict::MissedRace`] or [`Verdict::FalsePositive`].
    pub verdict: Verdict,
    pub producer: u32,
    pub consumer: u32,
    /// Lowest overlapping register (dense slot) of the side that reports it.
    pub slot: u16,
    pub access: Access,
    pub cause: Cause,
}

/// The comparison of one stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    pub verdict: Verdict,
    /// Sorted by consumer, then producer.
    pub disagreements: Vec<Disagreement>,
    /// Pairs the oracle and the model report.
    pub oracle_races: usize,
    pub model_races: usize,
}

impl Comparison {
    /// The first disagreement with `verdict` and `cause`, if any.
    pub fn find(&self, verdict: Verdict, cause: Cause) -> Option<&Disagreement> {
        self.disagreements
            .iter()
            .find(|d| d.verdict == verdict && d.cause == cause)
    }
}

/// A model's race on one (producer, consumer) pair: the lowest slot (then
/// access) among the hits on the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ModelPair {
    pub consumer: u32,
    pub producer: u32,
    pub slot: u16,
    pub access: Access,
}

/// A model of one kind compared with one oracle; reusable across streams and
/// profiles (it keeps one model per profile it has seen). Its buffers are kept
/// between comparisons too: a fuzz execution allocates little beyond the
/// oracle's answers.
pub struct Comparator {
    kind: ModelKind,
    oracle: OracleKind,
    /// State budget for the enumerator.
    pub budget: usize,
    models: Vec<(Profile, Box<dyn CounterModel>)>,
    hits: Vec<RaceHit>,
    pairs: Vec<ModelPair>,
    /// Per producer position: the consumer of its latest pair and the pair's
    /// index in `pairs`.
    last_pair: Vec<(u32, usize)>,
    /// Per producer position: the last consumer found to race with it by
    /// the model, and by the oracle ([`Comparator::closed_pairs_hold`]).
    model_mark: Vec<u32>,
    oracle_mark: Vec<u32>,
    scan: RaceScan,
}

impl Comparator {
    pub fn new(kind: ModelKind, oracle: OracleKind) -> Comparator {
        Comparator {
            kind,
            oracle,
            budget: enumerate::DEFAULT_BUDGET,
            models: Vec::new(),
            hits: Vec::new(),
            pairs: Vec::new(),
            last_pair: Vec::new(),
            model_mark: Vec::new(),
            oracle_mark: Vec::new(),
            scan: RaceScan::default(),
        }
    }

    pub fn model_kind(&self) -> ModelKind {
        self.kind
    }

    /// The model's race pairs on `stream`, sorted by consumer then producer,
    /// each with its lowest slot and access.
    pub fn model_races(&mut self, profile: &Profile, stream: &[&Instr]) -> &[ModelPair] {
        self.model_hits(profile, stream);
        self.merge_repeated_hits(stream.len());
        // Sorted, the first entry of a pair has its lowest (slot, access).
        self.pairs.sort_unstable();
        self.pairs.dedup_by_key(|p| (p.consumer, p.producer));
        &self.pairs
    }

    /// Runs the model over `stream` into `hits`, in consumer order (the
    /// step at position `pos` reports its hits with `consumer_pos = pos`).
    fn model_hits(&mut self, profile: &Profile, stream: &[&Instr]) {
        let at = match self.models.iter().position(|(p, _)| p == profile) {
            Some(at) => at,
            None => {
                self.models
                    .push((profile.clone(), counter::build(self.kind, profile)));
                self.models.len() - 1
            }
        };
        let model = &mut self.models[at].1;
        model.reset();
        self.hits.clear();
        for (pos, instr) in stream.iter().enumerate() {
            model.step(pos as u64, pos as u32, instr, &mut self.hits);
        }
    }

    /// Fills `pairs` from `hits`, merging the hits that repeat a pair (one
    /// per register and access) as they come: hits arrive in consumer order,
    /// so a repeat is a producer seen last for the same consumer. Sorting only
    /// the distinct pairs matters under libFuzzer, whose comparison tracing
    /// made a sort of every hit the largest cost of an execution. A hit out
    /// of consumer order only leaves a duplicate for the sort to remove.
    fn merge_repeated_hits(&mut self, stream_len: usize) {
        self.pairs.clear();
        self.last_pair.clear();
        self.last_pair.resize(stream_len, (u32::MAX, 0));
        for h in &self.hits {
            let pair = ModelPair {
                consumer: h.consumer_pos as u32,
                producer: h.producer_pos as u32,
                slot: h.slot,
                access: h.access,
            };
            let Some(last) = self.last_pair.get_mut(pair.producer as usize) else {
                self.pairs.push(pair);
                continue;
            };
            if last.0 == pair.consumer {
                let seen = &mut self.pairs[last.1];
                *seen = (*seen).min(pair);
            } else {
                *last = (pair.consumer, self.pairs.len());
                self.pairs.push(pair);
            }
        }
    }

    /// Whether the model's race pairs on `stream` equal the closed-form
    /// oracle's (`equal`) or include them: the sets [`Comparator::compare`]
    /// compares, without its cause labels, which only a failing stream needs.
    /// The fuzz properties decide on this.
    ///
    /// Decided consumer by consumer as the oracle's scan reaches it, without
    /// sorting either side: the model's producers for the consumer are
    /// marked (`model_mark[producer] = consumer`), each distinct oracle
    /// producer must be marked (else a missed race), and with `equal` the
    /// two sides must count the same distinct producers (else the model has
    /// a false positive). The first violation ends the scan.
    pub fn closed_pairs_hold(&mut self, profile: &Profile, stream: &[&Instr], equal: bool) -> bool {
        let lifetimes = closed::lifetimes(profile, stream);
        self.model_hits(profile, stream);
        for mark in [&mut self.model_mark, &mut self.oracle_mark] {
            mark.clear();
            mark.resize(stream.len(), u32::MAX);
        }
        let (hits, model_mark, oracle_mark) =
            (&self.hits, &mut self.model_mark, &mut self.oracle_mark);
        let mut h = 0;
        let held = self
            .scan
            .each_consumer(profile, stream, None, &lifetimes, |p, races| {
                let mut model_pairs = 0;
                while let Some(hit) = hits.get(h).filter(|hit| hit.consumer_pos == p as u64) {
                    let mark = &mut model_mark[hit.producer_pos as usize];
                    if *mark != p {
                        *mark = p;
                        model_pairs += 1;
                    }
                    h += 1;
                }
                let mut oracle_pairs = 0;
                for r in races.iter() {
                    let mark = &mut oracle_mark[r.producer as usize];
                    if *mark != p {
                        *mark = p;
                        oracle_pairs += 1;
                        if model_mark[r.producer as usize] != p {
                            return false;
                        }
                    }
                }
                !equal || oracle_pairs == model_pairs
            });
        // Every hit belongs to some position's consumer.
        held && h == hits.len()
    }

    /// Compares the model with the oracle on `stream` (stream position =
    /// instruction index: one straight-line kernel).
    pub fn compare(&mut self, profile: &Profile, stream: &[&Instr]) -> Comparison {
        let tokens = closed::token_lifetimes(profile, stream);
        let lifetimes: Lifetimes = match self.oracle {
            OracleKind::Closed => tokens.lifetimes(),
            OracleKind::Enumerate => match enumerate::lifetimes(profile, stream, self.budget) {
                Ok(l) => l,
                Err(_) => {
                    return Comparison {
                        verdict: Verdict::TooLarge,
                        disagreements: Vec::new(),
                        oracle_races: 0,
                        model_races: 0,
                    }
                }
            },
        };
        self.model_races(profile, stream);
        // Taken out for the merge, which borrows the pairs alongside it.
        let mut scan = std::mem::take(&mut self.scan);
        let oracle = scan.scan(profile, stream, None, &lifetimes);
        let ctx = CauseContext {
            profile,
            stream,
            tokens: &tokens,
            lifetimes: &lifetimes,
        };
        let (disagreements, oracle_pairs) = merge(&ctx, oracle, &self.pairs);
        self.scan = scan;
        let verdict = disagreements
            .iter()
            .map(|d| d.verdict)
            .max()
            .unwrap_or(Verdict::Agree);
        Comparison {
            verdict,
            disagreements,
            oracle_races: oracle_pairs,
            model_races: self.pairs.len(),
        }
    }
}

/// What the cause analysis of a disagreement reads.
struct CauseContext<'a> {
    profile: &'a Profile,
    stream: &'a [&'a Instr],
    tokens: &'a TokenLifetimes,
    lifetimes: &'a Lifetimes,
}

/// Merges the oracle's races (sorted by consumer, producer, access) with the
/// model's pairs (sorted by consumer, producer) in one pass: a pair only the
/// oracle has is a missed race, one only the model has a false positive.
/// Returns the disagreements, sorted by consumer, producer, and the number of
/// oracle pairs.
fn merge(
    ctx: &CauseContext<'_>,
    oracle: &[Race],
    model: &[ModelPair],
) -> (Vec<Disagreement>, usize) {
    let mut disagreements = Vec::new();
    let (mut o, mut m, mut oracle_pairs) = (0, 0, 0);
    while o < oracle.len() || m < model.len() {
        let okey = oracle.get(o).map(|r| (r.consumer, r.producer));
        let mkey = model.get(m).map(|p| (p.consumer, p.producer));
        match (okey, mkey) {
            (Some(ok), Some(mk)) if ok == mk => {
                o += same_pair(&oracle[o..]);
                oracle_pairs += 1;
                m += 1;
            }
            (Some(ok), mk) if mk.is_none_or(|mk| ok < mk) => {
                let n = same_pair(&oracle[o..]);
                disagreements.push(missed(ctx, &oracle[o..o + n]));
                o += n;
                oracle_pairs += 1;
            }
            _ => {
                disagreements.push(false_positive(ctx, &model[m]));
                m += 1;
            }
        }
    }
    (disagreements, oracle_pairs)
}

/// How many leading races of `races` share the first one's pair.
fn same_pair(races: &[Race]) -> usize {
    let key = |r: &Race| (r.consumer, r.producer);
    races
        .iter()
        .take_while(|r| key(r) == key(&races[0]))
        .count()
}

/// The missed race of one pair's oracle races (one per access, reads first).
fn missed(ctx: &CauseContext<'_>, rs: &[Race]) -> Disagreement {
    let mut accesses = [Access::Read; 2];
    for (a, r) in accesses.iter_mut().zip(rs) {
        *a = r.access;
    }
    let (producer, consumer) = (rs[0].producer, rs[0].consumer);
    let cause = cause::missed(
        ctx.profile,
        ctx.stream,
        ctx.tokens,
        producer as usize,
        consumer as usize,
        &accesses[..rs.len().min(2)],
    );
    Disagreement {
        verdict: Verdict::MissedRace,
        producer,
        consumer,
        slot: rs[0].slot,
        access: rs[0].access,
        cause,
    }
}

/// The false positive of a pair only the model reports.
fn false_positive(ctx: &CauseContext<'_>, p: &ModelPair) -> Disagreement {
    let cause = cause::false_positive(
        ctx.profile,
        ctx.stream,
        ctx.tokens,
        ctx.lifetimes,
        p.producer as usize,
        p.consumer as usize,
    );
    Disagreement {
        verdict: Verdict::FalsePositive,
        producer: p.producer,
        consumer: p.consumer,
        slot: p.slot,
        access: p.access,
        cause,
    }
}

/// The oracle's races on a wave's stream as (producer, consumer) instruction
/// pairs - `ids[pos]` is the instruction index of stream position `pos` - the
/// way a model's per-kernel race set counts them (a loop repeating a pair
/// counts once). For census and replay of walked streams.
pub fn oracle_pairs(
    oracle: OracleKind,
    profile: &Profile,
    stream: &[&Instr],
    ids: &[u32],
) -> Result<BTreeSet<(u32, u32)>, TooLarge> {
    let lifetimes = super::lifetimes(oracle, profile, stream)?;
    Ok(races(profile, stream, &lifetimes)
        .into_iter()
        .map(|r| (ids[r.producer as usize], ids[r.consumer as usize]))
        .collect())
}

/// Fuzz entry point: a generated program (architecture from the input), model
/// `kind` against the closed form.
pub fn fuzz_counters(kind: ModelKind, u: &mut Choices<'_>) -> choices::Result<Comparison> {
    fuzz_counters_on(kind, &super::gen::ARCHS, u)
}

/// [`fuzz_counters`] on a program for one of `archs` (the gfx12 properties
/// pass [`super::gen::GFX12_ARCHS`]).
pub fn fuzz_counters_on(
    kind: ModelKind,
    archs: &[Arch],
    u: &mut Choices<'_>,
) -> choices::Result<Comparison> {
    let arch = *u.choose(archs)?;
    let program = GenProgram::generate(u, &arch.profile(), &super::gen::GenConfig::default())?;
    let mut cmp = Comparator::new(kind, OracleKind::Closed);
    Ok(cmp.compare(&program.profile, &program.stream()))
}

/// What [`oracle_agreement`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// Both oracles give every event the same lifetime.
    Agree,
    /// The enumerator exceeded its budget.
    TooLarge,
    /// They differ: the program as a listing, with both answers.
    Mismatch {
        listing: String,
        closed: Lifetimes,
        enumerated: Lifetimes,
    },
}

/// Events per program in [`oracle_agreement`]: the enumerator answers every
/// such program within its default budget.
pub const AGREEMENT_MAX_EVENTS: usize = 24;

/// A profile for oracle-against-oracle checks: a modelled architecture,
/// sometimes with small capacities (so runs cross them within a few events),
/// and any assumption set (docs/counters.md section 7).
pub fn varied_profile(u: &mut Choices<'_>) -> choices::Result<Profile> {
    varied_profile_of(u, &super::gen::ARCHS)
}

/// [`varied_profile`] on one of `archs`.
#[allow(clippy::expect_used, reason = "an invariant: a listed value")]
pub fn varied_profile_of(u: &mut Choices<'_>, archs: &[Arch]) -> choices::Result<Profile> {
    use wavebed_model::profile::Counter;
    let mut profile = u.choose(archs)?.profile();
    if u.ratio(1u8, 2)? {
        // kmcnt and xcnt exist on gfx12 only: other profiles draw as before.
        for c in [
            Counter::Vm,
            Counter::Lgkm,
            Counter::Vs,
            Counter::Km,
            Counter::X,
        ] {
            if profile.has_counter(c) {
                profile.capacity[c.index()] = u.int_in_range(2u16..=7)?;
            }
        }
    }
    // Every contested reading at a random value, each as often as the others.
    let mut set = Assumptions::new();
    for r in READINGS {
        if u.ratio(1u8, 2)? {
            set.set(&format!("{}={}", r.key, u.choose(r.values)?))
                .expect("a listed value");
        }
    }
    set.apply(&mut profile);
    Ok(profile)
}

/// Fuzz entry point: the closed form against the enumerator on a program of at
/// most [`AGREEMENT_MAX_EVENTS`] events.
pub fn oracle_agreement(u: &mut Choices<'_>) -> choices::Result<Agreement> {
    oracle_agreement_on(u, &super::gen::ARCHS)
}

/// [`oracle_agreement`] on a profile of one of `archs`.
pub fn oracle_agreement_on(u: &mut Choices<'_>, archs: &[Arch]) -> choices::Result<Agreement> {
    let profile = varied_profile_of(u, archs)?;
    let cfg = super::gen::GenConfig {
        max_len: 48,
        max_mem: AGREEMENT_MAX_EVENTS,
    };
    let program = GenProgram::generate(u, &profile, &cfg)?;
    let stream = program.stream();
    let closed = closed::lifetimes(&profile, &stream);
    Ok(
        match enumerate::lifetimes(&profile, &stream, enumerate::DEFAULT_BUDGET) {
            Err(_) => Agreement::TooLarge,
            Ok(enumerated) if enumerated == closed => Agreement::Agree,
            Ok(enumerated) => Agreement::Mismatch {
                listing: super::asm::listing(profile.arch, &[describe(&profile)], &program.instrs),
                closed,
                enumerated,
            },
        },
    )
}

/// A one-line description of a profile for listing headers.
pub fn describe(profile: &Profile) -> String {
    use wavebed_model::profile::Counter;
    let caps: Vec<String> = Counter::ALL
        .into_iter()
        .filter(|&c| profile.has_counter(c))
        .map(|c| format!("{}={}", profile.counter_name(c), profile.capacity(c)))
        .collect();
    format!(
        "arch={} capacities: {} assume: {}",
        profile.arch,
        caps.join(" "),
        Assumptions::of(profile)
    )
}
