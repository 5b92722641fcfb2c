//! Deterministic campaigns of the LDS model against an LDS oracle on generated
//! programs (`wavebed diff counters --lds`, the smoke test, the bolero
//! property): counts per verdict and per (scope, kind), and the first
//! disagreements minimized to 1-minimal programs with their listings.

use std::collections::BTreeMap;

use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::Profile;

use super::compare::{minimize, RaceDiff};
use super::gen::LdsGenConfig;
use super::model::{barrier_between, judge, LdsDiffError, LdsOracle};
use super::{asm, LdsError, LdsProgram, Race, Scope};
use crate::choices::Choices;

/// One campaign's settings.
#[derive(Clone, Debug)]
pub struct LdsCampaign {
    pub cases: u64,
    pub seed: u64,
    pub oracle: LdsOracle,
    pub gen: LdsGenConfig,
    /// Case i runs on `profiles[i % len]`; empty: the architecture of
    /// `gen::LDS_ARCHS` and the `lds-dma-lgkm` reading are drawn per case.
    pub profiles: Vec<Profile>,
    /// Disagreements minimized and kept, at most (the first of each verdict
    /// and kind).
    pub max_examples: usize,
}

/// A disagreement, minimized.
#[derive(Clone, Debug)]
pub struct LdsCounterexample {
    /// `missed` or `imprecise`.
    pub verdict: &'static str,
    /// The kind the example was kept for (`cross-wave-RAW-no-barrier`, ...).
    pub kind: String,
    pub case: u64,
    pub program: LdsProgram,
    pub diff: RaceDiff,
    /// The minimized program as a listing (`wavebed check` and llvm-mc read it).
    pub listing: String,
}

/// What a campaign found.
#[derive(Clone, Debug, Default)]
pub struct LdsSummary {
    pub cases: u64,
    pub oracle_races: u64,
    pub model_races: u64,
    /// Races the oracle finds and the model does not (the model is unsound).
    pub missed: u64,
    /// Races the model reports and the oracle rules out.
    pub imprecise: u64,
    /// Programs with a missed race / with an imprecise one.
    pub missed_programs: u64,
    pub imprecise_programs: u64,
    /// Programs the enumerator gave up on.
    pub too_large: u64,
    /// Imprecise races the model reported with an unknown address
    /// (`address=unknown`: the model says it did not prove them).
    pub imprecise_unknown: u64,
    /// Missed and imprecise races per (scope, kind) name.
    pub missed_by_kind: BTreeMap<String, u64>,
    pub imprecise_by_kind: BTreeMap<String, u64>,
    pub examples: Vec<LdsCounterexample>,
}

/// `same-wave-RAW`, `cross-wave-WAR`; for a cross-wave pair no barrier
/// separates `cross-wave-RAW-no-barrier`, and `cross-wave-WAW-same-op` for
/// one operation of two waves.
fn kind_key(program: &LdsProgram, r: &Race) -> String {
    let tail = match r.scope {
        Scope::CrossWave if r.first == r.second => "-same-op",
        Scope::CrossWave if !barrier_between(program, r) => "-no-barrier",
        _ => "",
    };
    format!("{}-{}{tail}", r.scope.name(), r.kind.name())
}

/// Runs the campaign. A listing the front end refuses, or a model race on
/// no LDS operation, is an error (a generator or model bug), not a verdict.
pub fn run(c: &LdsCampaign) -> Result<LdsSummary, LdsDiffError> {
    let mut s = LdsSummary::default();
    let mut rng = SplitMix64::new(c.seed);
    for case in 0..c.cases {
        let bytes = rng.bytes(512);
        let mut u = Choices::new(&bytes);
        let drawn = match c.profiles.len() {
            0 => LdsProgram::any(&mut u, &c.gen),
            n => LdsProgram::generate(&mut u, &c.profiles[(case % n as u64) as usize], &c.gen),
        };
        // 512 bytes always suffice for a choice; an empty choice set is not drawn.
        let Ok(program) = drawn else { continue };
        s.cases += 1;
        let j = match judge(&program, c.oracle) {
            Ok(j) => j,
            Err(LdsDiffError::Oracle(LdsError::TooLarge { .. })) => {
                s.too_large += 1;
                continue;
            }
            Err(e) => return Err(e),
        };
        let d = &j.diff;
        s.oracle_races += j.truth.len() as u64;
        s.model_races += (j.truth.len() + d.imprecise.len() - d.missed.len()) as u64;
        s.imprecise_unknown += j.imprecise_unknown.len() as u64;
        s.missed += d.missed.len() as u64;
        s.imprecise += d.imprecise.len() as u64;
        s.missed_programs += u64::from(!d.missed.is_empty());
        s.imprecise_programs += u64::from(!d.imprecise.is_empty());
        for r in &d.missed {
            *s.missed_by_kind.entry(kind_key(&program, r)).or_default() += 1;
        }
        for r in &d.imprecise {
            *s.imprecise_by_kind
                .entry(kind_key(&program, r))
                .or_default() += 1;
        }
        let worst = d.missed.iter().map(|r| ("missed", r));
        let rest = d.imprecise.iter().map(|r| ("imprecise", r));
        for (verdict, target) in worst.chain(rest) {
            let key = kind_key(&program, target);
            let kept = s
                .examples
                .iter()
                .any(|e| e.verdict == verdict && e.kind == key);
            if kept || s.examples.len() >= c.max_examples {
                continue;
            }
            let small = minimize(&program, |q| {
                judge(q, c.oracle).is_ok_and(|j| {
                    let side = if verdict == "missed" {
                        &j.diff.missed
                    } else {
                        &j.diff.imprecise
                    };
                    side.iter().any(|r| kind_key(q, r) == key)
                })
            });
            let diff = judge(&small, c.oracle)?.diff;
            let header = [format!(
                "lds {verdict} {key}: case {case} seed {}, minimized: {} missed, {} imprecise",
                c.seed,
                diff.missed.len(),
                diff.imprecise.len()
            )];
            s.examples.push(LdsCounterexample {
                verdict,
                kind: key,
                case,
                listing: asm::listing(&small, &header).text,
                program: small,
                diff,
            });
        }
    }
    Ok(s)
}

impl LdsSummary {
    /// Whether the model missed a race (the campaign's failure).
    pub fn failed(&self) -> bool {
        self.missed > 0
    }

    /// The closing line: `cases=N oracle_races=.. model_races=.. missed=..
    /// imprecise=.. imprecise_unknown=.. too_large=..`.
    pub fn line(&self) -> String {
        format!(
            "cases={} oracle_races={} model_races={} missed={} missed_programs={} imprecise={} \
             imprecise_programs={} imprecise_unknown={} too_large={}",
            self.cases,
            self.oracle_races,
            self.model_races,
            self.missed,
            self.missed_programs,
            self.imprecise,
            self.imprecise_programs,
            self.imprecise_unknown,
            self.too_large
        )
    }
}
