//! The output records of `wavebed diff counters --lds`, one typed value
//! each: a minimized counterexample and the summary. The CLI prints a record
//! as JSON (keys sorted); the text lines come from the same summary.

use std::collections::BTreeMap;

use serde::Serialize;
use wavebed_model::assume::Assumptions;

use super::campaign::{LdsCampaign, LdsCounterexample, LdsSummary};
use super::LdsReadings;

/// A missed or imprecise race, minimized to a listing.
#[derive(Clone, Debug, Serialize)]
pub struct LdsExampleRecord {
    pub example: &'static str,
    pub kind: String,
    pub case: u64,
    pub arch: &'static str,
    pub listing: String,
}

impl LdsExampleRecord {
    pub fn of(e: &LdsCounterexample) -> LdsExampleRecord {
        LdsExampleRecord {
            example: e.verdict,
            kind: e.kind.clone(),
            case: e.case,
            arch: e.program.profile.arch.name(),
            listing: e.listing.clone(),
        }
    }
}

/// The campaign's last record.
#[derive(Clone, Debug, Serialize)]
pub struct LdsSummaryRecord {
    pub summary: String,
    /// Always true: tells this summary from `diff counters`' register one.
    pub lds: bool,
    pub oracle: &'static str,
    pub seed: u64,
    pub max_ops: usize,
    pub dma_in_order: bool,
    pub cross_wave_all: bool,
    pub assume: BTreeMap<&'static str, &'static str>,
    pub cases: u64,
    pub oracle_races: u64,
    pub model_races: u64,
    pub missed: u64,
    pub imprecise: u64,
    pub imprecise_unknown: u64,
    pub too_large: u64,
    pub missed_by_kind: BTreeMap<String, u64>,
    pub imprecise_by_kind: BTreeMap<String, u64>,
}

impl LdsSummaryRecord {
    /// `oracle` names the oracle the campaign ran (`closed`, `enumerate`).
    pub fn of(
        s: &LdsSummary,
        campaign: &LdsCampaign,
        oracle: &'static str,
        readings: LdsReadings,
        assume: &Assumptions,
    ) -> LdsSummaryRecord {
        LdsSummaryRecord {
            summary: s.line(),
            lds: true,
            oracle,
            seed: campaign.seed,
            max_ops: campaign.gen.max_ops,
            dma_in_order: readings.dma_in_order,
            cross_wave_all: readings.cross_wave_all,
            assume: assume.pairs().collect(),
            cases: s.cases,
            oracle_races: s.oracle_races,
            model_races: s.model_races,
            missed: s.missed,
            imprecise: s.imprecise,
            imprecise_unknown: s.imprecise_unknown,
            too_large: s.too_large,
            missed_by_kind: s.missed_by_kind.clone(),
            imprecise_by_kind: s.imprecise_by_kind.clone(),
        }
    }
}
