//! The differential campaign behind `wavebed diff offsets`: generated
//! chains, one verdict each, cost under both rule sets.

use wavebed_model::chain::{self, Module, RewriteStats, Rule, Stats};

use super::check::{check_lowered, Lowering, Verdict};
use super::gen;
use super::minimize::minimize;

/// Concrete assignments per case (after the exact linear-form comparison).
pub const ASSIGNMENTS: usize = 12;

/// One case's result.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub index: u64,
    pub verdict: Verdict,
    pub detail: String,
    /// Metric under the campaign's rule.
    pub stats: Stats,
    /// Metric under the other rule, for the cost comparison.
    pub baseline: Stats,
    pub rewrites: RewriteStats,
    pub input: Module,
}

fn other(rule: Rule) -> Rule {
    match rule {
        Rule::New => Rule::Old,
        Rule::Old => Rule::New,
    }
}

/// Runs case `index` of the campaign `seed` under `rule`.
pub fn run_case(seed: u64, index: u64, rule: Rule) -> CaseResult {
    run_case_lowered(seed, index, rule, chain::lower)
}

/// [`run_case`] with every rewritten module lowered by `lower`.
pub fn run_case_lowered(seed: u64, index: u64, rule: Rule, lower: Lowering) -> CaseResult {
    let input = gen::case_module(seed, index);
    let c = check_lowered(&input, rule, seed ^ index, ASSIGNMENTS, lower);
    let baseline = chain::rewrite(&input, other(rule))
        .map(|(o, _)| lower(&o).stats)
        .unwrap_or_default();
    CaseResult {
        index,
        verdict: c.verdict,
        detail: c.detail,
        stats: c.stats,
        baseline,
        rewrites: c.rewrites,
        input,
    }
}

fn add(a: &mut Stats, b: Stats) {
    a.accesses += b.accesses;
    a.distinct_bases += b.distinct_bases;
    a.adds += b.adds;
    a.immediates += b.immediates;
}

/// Aggregated results of a campaign.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub rule: Rule,
    pub seed: u64,
    pub cases: u64,
    /// Count per verdict, indexed like [`Verdict::ALL`].
    pub counts: [u64; 5],
    pub stats: Stats,
    pub baseline: Stats,
    /// Runtime+constant merges the rule made (the old rule's cost source).
    pub mixed_fusions: u64,
    /// Cases where the old rule needs more distinct bases than the new one.
    pub old_more_bases: u64,
    /// The first case of each verdict other than `agree`.
    pub first: Vec<CaseResult>,
    /// How the examples are lowered while minimized: as the cases were.
    pub lowering: Lowering,
}

impl Campaign {
    pub fn new(rule: Rule, seed: u64) -> Campaign {
        Campaign {
            rule,
            seed,
            cases: 0,
            counts: [0; 5],
            stats: Stats::default(),
            baseline: Stats::default(),
            mixed_fusions: 0,
            old_more_bases: 0,
            first: Vec::new(),
            lowering: chain::lower,
        }
    }

    /// A campaign whose cases run with `lower` ([`run_case_lowered`]).
    pub fn with_lowering(self, lower: Lowering) -> Campaign {
        Campaign {
            lowering: lower,
            ..self
        }
    }

    pub fn add(&mut self, r: CaseResult) {
        self.cases += 1;
        let slot = Verdict::ALL
            .iter()
            .position(|v| *v == r.verdict)
            .unwrap_or(0);
        self.counts[slot] += 1;
        add(&mut self.stats, r.stats);
        add(&mut self.baseline, r.baseline);
        self.mixed_fusions += r.rewrites.mixed_fusions as u64;
        let (old, new) = match self.rule {
            Rule::Old => (r.stats, r.baseline),
            Rule::New => (r.baseline, r.stats),
        };
        if old.distinct_bases > new.distinct_bases {
            self.old_more_bases += 1;
        }
        if r.verdict != Verdict::Agree && !self.first.iter().any(|f| f.verdict == r.verdict) {
            self.first.push(r);
        }
    }

    pub fn count(&self, v: Verdict) -> u64 {
        Verdict::ALL
            .iter()
            .position(|x| *x == v)
            .map_or(0, |i| self.counts[i])
    }

    /// Whether the campaign found a failure (wrong address or non-termination).
    pub fn failed(&self) -> bool {
        self.count(Verdict::WrongAddress) > 0 || self.count(Verdict::Nonterminating) > 0
    }

    /// `cases=N agree=A wrong_address=W overflow_sensitive=O not_canonical=C nonterminating=T`.
    pub fn summary(&self) -> String {
        format!(
            "cases={} agree={} wrong_address={} overflow_sensitive={} not_canonical={} nonterminating={}",
            self.cases,
            self.count(Verdict::Agree),
            self.count(Verdict::WrongAddress),
            self.count(Verdict::OverflowSensitive),
            self.count(Verdict::NotCanonical),
            self.count(Verdict::Nonterminating)
        )
    }

    /// The first example of each finding, minimized.
    pub fn minimized(&self) -> Vec<(Verdict, Module, String)> {
        self.first
            .iter()
            .map(|r| {
                let seed = self.seed ^ r.index;
                let m = minimize(&r.input, self.rule, r.verdict, seed, 400, self.lowering);
                let detail = check_lowered(&m, self.rule, seed, 16, self.lowering).detail;
                (r.verdict, m, detail)
            })
            .collect()
    }
}
