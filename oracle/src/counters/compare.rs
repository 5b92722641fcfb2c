//! The comparator: a counter model and an oracle over the same stream, their
//! race sets compared per (producer, consumer) pair - a race is one such pair,
//! however many registers or accesses it involves.
//!
//! `missed_race`: the oracle finds the pair, the model does not (the model is
//! unsound). `false_positive`: the model reports the pair, the oracle rules it
//! out (the model is imprecise). Each disagreement carries a [`Cause`].

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use arbitrary::Unstructured;
use wavebed_model::counter::{self, Access, CounterModel, ModelKind, RaceHit};
use wavebed_model::instr::Instr;
use wavebed_model::profile::Profile;

use super::cause::{self, Cause};
use super::gen::GenProgram;
use super::races::{races, Race};
use super::{closed, enumerate, Lifetimes, OracleKind, TooLarge};

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

/// A model of one kind compared with one oracle; reusable across streams and
/// profiles (it keeps one model per profile it has seen).
pub struct Comparator {
    kind: ModelKind,
    oracle: OracleKind,
    /// State budget for the enumerator.
    pub budget: usize,
    models: Vec<(Profile, Box<dyn CounterModel>)>,
    hits: Vec<RaceHit>,
}

impl Comparator {
    pub fn new(kind: ModelKind, oracle: OracleKind) -> Comparator {
        Comparator {
            kind,
            oracle,
            budget: enumerate::DEFAULT_BUDGET,
            models: Vec::new(),
            hits: Vec::new(),
        }
    }

    pub fn model_kind(&self) -> ModelKind {
        self.kind
    }

    /// The model's race pairs on `stream`, each with its lowest slot and access.
    pub fn model_races(
        &mut self,
        profile: &Profile,
        stream: &[&Instr],
    ) -> BTreeMap<(u32, u32), (u16, Access)> {
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
        let mut pairs = BTreeMap::new();
        for h in &self.hits {
            let key = (h.producer_pos as u32, h.consumer_pos as u32);
            let e = pairs.entry(key).or_insert((h.slot, h.access));
            *e = (*e).min((h.slot, h.access));
        }
        pairs
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
        let mut oracle: BTreeMap<(u32, u32), Vec<Race>> = BTreeMap::new();
        for r in races(profile, stream, &lifetimes) {
            oracle.entry((r.producer, r.consumer)).or_default().push(r);
        }
        let model = self.model_races(profile, stream);
        let mut disagreements = Vec::new();
        for (&(producer, consumer), rs) in &oracle {
            if model.contains_key(&(producer, consumer)) {
                continue;
            }
            let accesses: Vec<Access> = rs.iter().map(|r| r.access).collect();
            let cause = cause::missed(
                profile,
                stream,
                &tokens,
                producer as usize,
                consumer as usize,
                &accesses,
            );
            disagreements.push(Disagreement {
                verdict: Verdict::MissedRace,
                producer,
                consumer,
                slot: rs[0].slot,
                access: rs[0].access,
                cause,
            });
        }
        for (&(producer, consumer), &(slot, access)) in &model {
            if oracle.contains_key(&(producer, consumer)) {
                continue;
            }
            let cause = cause::false_positive(
                profile,
                stream,
                &tokens,
                &lifetimes,
                producer as usize,
                consumer as usize,
            );
            disagreements.push(Disagreement {
                verdict: Verdict::FalsePositive,
                producer,
                consumer,
                slot,
                access,
                cause,
            });
        }
        disagreements.sort_by_key(|d| (d.consumer, d.producer, d.verdict));
        let verdict = disagreements
            .iter()
            .map(|d| d.verdict)
            .max()
            .unwrap_or(Verdict::Agree);
        Comparison {
            verdict,
            disagreements,
            oracle_races: oracle.len(),
            model_races: model.len(),
        }
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
pub fn fuzz_counters(kind: ModelKind, u: &mut Unstructured<'_>) -> arbitrary::Result<Comparison> {
    let program: GenProgram = u.arbitrary()?;
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
/// back-pressure flipped, or direct-to-LDS loads counted on lgkmcnt too.
pub fn varied_profile(u: &mut Unstructured<'_>) -> arbitrary::Result<Profile> {
    use wavebed_model::profile::Counter;
    let mut profile = u.choose(&super::gen::ARCHS)?.profile();
    if u.ratio(1u8, 2)? {
        for c in [Counter::Vm, Counter::Lgkm, Counter::Vs] {
            if profile.has_counter(c) {
                profile.capacity[c.index()] = u.int_in_range(2u16..=7)?;
            }
        }
    }
    if u.ratio(1u8, 3)? {
        profile.back_pressure = !profile.back_pressure;
    }
    profile.direct_to_lds_lgkm = u.ratio(1u8, 4)?;
    Ok(profile)
}

/// Fuzz entry point: the closed form against the enumerator on a program of at
/// most [`AGREEMENT_MAX_EVENTS`] events.
pub fn oracle_agreement(u: &mut Unstructured<'_>) -> arbitrary::Result<Agreement> {
    let profile = varied_profile(u)?;
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
        "arch={} capacities: {} back_pressure={} direct_to_lds_lgkm={}",
        profile.arch,
        caps.join(" "),
        profile.back_pressure,
        profile.direct_to_lds_lgkm
    )
}
