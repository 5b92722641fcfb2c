//! The output records of `wavebed diff values`, one typed value each: an
//! unsound case, a minimized example, the summary. The CLI prints a record as
//! JSON (keys sorted); the text lines come from the same campaign values.

use std::collections::BTreeMap;

use serde::Serialize;

use super::campaign::{Campaign, Finding};
use super::diff::{Outcome, END_NAMES};
use super::gen::Case;

/// The first unsound claim of a case (JSON only, printed as cases run).
#[derive(Clone, Debug, Serialize)]
pub struct UnsoundCaseRecord {
    pub case: u64,
    pub unsound: String,
    pub count: usize,
}

impl UnsoundCaseRecord {
    /// `None` for a case with no unsound claim.
    pub fn of(index: u64, o: &Outcome) -> Option<UnsoundCaseRecord> {
        o.unsound.first().map(|u| UnsoundCaseRecord {
            case: index,
            unsound: u.to_string(),
            count: o.unsound.len(),
        })
    }
}

/// An unsound case, minimized to a listing `wavebed check` accepts.
#[derive(Clone, Debug, Serialize)]
pub struct ExampleRecord {
    pub example: u64,
    pub unsound: String,
    pub arch: &'static str,
    pub listing: String,
}

impl ExampleRecord {
    pub fn of(f: &Finding, minimized: &Case) -> ExampleRecord {
        ExampleRecord {
            example: f.index,
            unsound: f.unsound.to_string(),
            arch: minimized.arch.name(),
            listing: minimized.text.clone(),
        }
    }
}

/// The campaign's last record.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryRecord {
    pub summary: String,
    pub seed: u64,
    pub start: u64,
    pub draws: u32,
    pub cases: u64,
    pub claims: u64,
    pub checked: u64,
    pub unsound_cases: u64,
    pub unsound: u64,
    /// Concrete runs by how they ended.
    pub ends: BTreeMap<&'static str, u64>,
}

impl SummaryRecord {
    /// `start` is the index of the campaign's first case.
    pub fn of(c: &Campaign, start: u64) -> SummaryRecord {
        SummaryRecord {
            summary: c.summary(),
            seed: c.seed,
            start,
            draws: c.draws,
            cases: c.cases,
            claims: c.claims,
            checked: c.checked,
            unsound_cases: c.unsound_cases,
            unsound: c.unsound,
            ends: END_NAMES.iter().copied().zip(c.ends).collect(),
        }
    }
}
