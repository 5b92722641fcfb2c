//! The output records of an offsets campaign (`wavebed diff offsets`), one
//! typed value each: a case, a minimized example, the summary. The CLI
//! prints a record as JSON (serialized by serde, keys sorted) or as its text
//! rendered from the same value.

use serde::Serialize;
use wavebed_model::chain::{self, Module, Rule, Stats};

use super::campaign::{baseline_rule, Campaign, CaseResult};
use super::Verdict;

/// One case, with the metric under the rule and under its baseline.
#[derive(Clone, Debug, Serialize)]
pub struct CaseRecord {
    pub case: u64,
    pub verdict: &'static str,
    pub rule: &'static str,
    pub stats: Stats,
    pub baseline_rule: &'static str,
    pub baseline: Stats,
    pub mixed_fusions: u32,
}

impl CaseRecord {
    pub fn of(case: u64, rule: Rule, r: &CaseResult) -> CaseRecord {
        CaseRecord {
            case,
            verdict: r.verdict.name(),
            rule: rule.name(),
            stats: r.stats,
            baseline_rule: baseline_rule(rule).name(),
            baseline: r.baseline,
            mixed_fusions: r.rewrites.mixed_fusions,
        }
    }
}

/// The first minimized counterexample of a verdict.
#[derive(Clone, Debug, Serialize)]
pub struct ExampleRecord {
    /// The verdict.
    pub example: &'static str,
    pub detail: String,
    /// The minimized chain, printed as `wavebed canon` reads it.
    pub input: String,
}

impl ExampleRecord {
    pub fn of(verdict: Verdict, module: &Module, detail: &str) -> ExampleRecord {
        ExampleRecord {
            example: verdict.name(),
            detail: detail.to_string(),
            input: chain::print(module),
        }
    }

    /// `example V (minimized): DETAIL` and the chain.
    pub fn text(&self) -> String {
        format!(
            "example {} (minimized): {}\n{}",
            self.example, self.detail, self.input
        )
    }
}

/// The campaign's last record.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryRecord {
    /// `cases=N agree=A wrong_address=W ...`.
    pub summary: String,
    pub rule: &'static str,
    pub seed: u64,
    pub cases: u64,
    pub agree: u64,
    pub wrong_address: u64,
    pub overflow_sensitive: u64,
    pub not_canonical: u64,
    pub nonterminating: u64,
    pub stats: Stats,
    pub baseline_rule: &'static str,
    pub baseline: Stats,
    pub mixed_fusions: u64,
    pub old_more_bases: u64,
    pub fewer_address_regs: u64,
}

impl SummaryRecord {
    pub fn of(c: &Campaign) -> SummaryRecord {
        let n = |v| c.count(v);
        SummaryRecord {
            summary: c.summary(),
            rule: c.rule.name(),
            seed: c.seed,
            cases: c.cases,
            agree: n(Verdict::Agree),
            wrong_address: n(Verdict::WrongAddress),
            overflow_sensitive: n(Verdict::OverflowSensitive),
            not_canonical: n(Verdict::NotCanonical),
            nonterminating: n(Verdict::Nonterminating),
            stats: c.stats,
            baseline_rule: baseline_rule(c.rule).name(),
            baseline: c.baseline,
            mixed_fusions: c.mixed_fusions,
            old_more_bases: c.old_more_bases,
            fewer_address_regs: c.fewer_address_regs,
        }
    }
}
