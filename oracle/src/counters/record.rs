//! The output records of a counters campaign (`wavebed diff counters`), one
//! typed value each: a disagreeing case, a minimized example, the summary.
//! The CLI prints a record as JSON (serialized by serde, keys sorted) or as
//! its text rendered from the same value.

use std::collections::BTreeMap;

use serde::Serialize;
use wavebed_model::reg::{slot_reg, RegRange};

use super::campaign::{Campaign, CaseOutcome, Example};
use super::compare::{Disagreement, Verdict};

/// The assembly name of a dense register slot (`v2`).
fn reg_name(slot: u16) -> String {
    let (file, n) = slot_reg(slot as usize);
    RegRange::new(file, n, 1).to_string()
}

/// One disagreement of a case.
#[derive(Clone, Debug, Serialize)]
pub struct DisagreementRecord {
    pub verdict: &'static str,
    pub cause: &'static str,
    pub producer: u32,
    pub consumer: u32,
    pub reg: String,
    pub access: &'static str,
}

impl DisagreementRecord {
    pub fn of(d: &Disagreement) -> DisagreementRecord {
        DisagreementRecord {
            verdict: d.verdict.name(),
            cause: d.cause.name(),
            producer: d.producer,
            consumer: d.consumer,
            reg: reg_name(d.slot),
            access: d.access.name(),
        }
    }
}

/// A case whose verdict is not `agree` (JSON only).
#[derive(Clone, Debug, Serialize)]
pub struct CaseRecord {
    pub case: u64,
    pub arch: &'static str,
    pub instructions: usize,
    pub verdict: &'static str,
    pub oracle_races: usize,
    pub model_races: usize,
    pub disagreements: Vec<DisagreementRecord>,
}

impl CaseRecord {
    pub fn of(r: &CaseOutcome) -> CaseRecord {
        CaseRecord {
            case: r.index,
            arch: r.arch.name(),
            instructions: r.instructions,
            verdict: r.comparison.verdict.name(),
            oracle_races: r.comparison.oracle_races,
            model_races: r.comparison.model_races,
            disagreements: r
                .comparison
                .disagreements
                .iter()
                .map(DisagreementRecord::of)
                .collect(),
        }
    }
}

/// The first minimized counterexample of a (verdict, cause).
#[derive(Clone, Debug, Serialize)]
pub struct ExampleRecord {
    /// The verdict.
    pub example: &'static str,
    pub cause: &'static str,
    pub case: u64,
    pub arch: &'static str,
    /// The minimized program, as a listing `wavebed check` accepts.
    pub listing: String,
}

impl ExampleRecord {
    pub fn of(e: &Example, campaign: &Campaign) -> ExampleRecord {
        ExampleRecord {
            example: e.verdict.name(),
            cause: e.cause.name(),
            case: e.case,
            arch: e.arch.name(),
            listing: e.listing(&campaign.cfg),
        }
    }

    /// `example V cause="C" (minimized):` and the listing.
    pub fn text(&self) -> String {
        format!(
            "example {} cause=\"{}\" (minimized):\n{}",
            self.example, self.cause, self.listing
        )
    }
}

/// The campaign's last record.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryRecord {
    /// `cases=N agree=A missed_race=U false_positive=F too_large=T`.
    pub summary: String,
    pub model: &'static str,
    pub oracle: &'static str,
    pub seed: u64,
    pub max_len: usize,
    pub assume: BTreeMap<&'static str, &'static str>,
    pub cases: u64,
    pub agree: u64,
    pub missed_race: u64,
    pub false_positive: u64,
    pub too_large: u64,
    /// Disagreeing pairs per `verdict/cause`.
    pub pairs: BTreeMap<String, u64>,
}

impl SummaryRecord {
    pub fn of(campaign: &Campaign) -> SummaryRecord {
        let cfg = &campaign.cfg;
        let c = |v| campaign.count(v);
        SummaryRecord {
            summary: campaign.summary(),
            model: cfg.model.name(),
            oracle: cfg.oracle.name(),
            seed: cfg.seed,
            max_len: cfg.max_len,
            assume: cfg.assume.pairs().collect(),
            cases: campaign.cases,
            agree: c(Verdict::Agree),
            missed_race: c(Verdict::MissedRace),
            false_positive: c(Verdict::FalsePositive),
            too_large: c(Verdict::TooLarge),
            pairs: campaign
                .pairs
                .iter()
                .map(|((v, c), n)| (format!("{v}/{c}"), *n))
                .collect(),
        }
    }
}
