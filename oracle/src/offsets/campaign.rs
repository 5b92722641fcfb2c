//! The differential campaign behind `wavebed diff offsets`: generated
//! chains, one verdict each, cost under the rule and its baseline (`old`
//! and `new` against each other, `peel` against `new`).

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
    /// Metric under the baseline rule ([`baseline_rule`]), for the cost comparison.
    pub baseline: Stats,
    pub rewrites: RewriteStats,
    pub input: Module,
}

/// The rule a campaign's cost is compared with: `old` and `new` with each
/// other, `peel` with `new` (the rewrite it builds on).
pub fn baseline_rule(rule: Rule) -> Rule {
    match rule {
        Rule::New => Rule::Old,
        Rule::Old | Rule::Peel => Rule::New,
    }
}

/// The production lowering of `rule` ([`chain::lower_for`]).
pub fn lowering_for(rule: Rule) -> Lowering {
    match rule {
        Rule::Peel => chain::lower_peel,
        Rule::Old | Rule::New => chain::lower,
    }
}

/// Runs case `index` of the campaign `seed` under `rule`.
pub fn run_case(seed: u64, index: u64, rule: Rule) -> CaseResult {
    run_case_lowered(seed, index, rule, lowering_for(rule))
}

/// [`run_case`] with every rewritten module lowered by `lower` (the
/// baseline rule's module by its own production lowering).
pub fn run_case_lowered(seed: u64, index: u64, rule: Rule, lower: Lowering) -> CaseResult {
    let input = gen::case_module(seed, index);
    let c = check_lowered(&input, rule, seed ^ index, ASSIGNMENTS, lower);
    let other = baseline_rule(rule);
    let baseline = chain::rewrite(&input, other)
        .map(|(o, _)| lowering_for(other)(&o).stats)
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
    a.address_regs += b.address_regs;
    a.xors += b.xors;
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
    /// Cases where the rule needs fewer address registers than its baseline.
    pub fewer_address_regs: u64,
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
            fewer_address_regs: 0,
            first: Vec::new(),
            lowering: lowering_for(rule),
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
            // peel's baseline is new: there is no old side.
            Rule::Peel => (r.baseline, r.baseline),
        };
        if old.distinct_bases > new.distinct_bases {
            self.old_more_bases += 1;
        }
        if r.stats.address_regs < r.baseline.address_regs {
            self.fewer_address_regs += 1;
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
