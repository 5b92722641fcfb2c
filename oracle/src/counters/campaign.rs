//! A deterministic differential campaign (`wavebed diff counters`): case i is
//! a program generated from bytes derived from (seed, i) for one modelled
//! architecture, compared model against oracle, classified by its worst
//! verdict; the first disagreement of each (verdict, cause) is kept, minimized.

use std::collections::BTreeMap;

use wavebed_model::assume::Assumptions;
use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::Arch;
use wavebed_model::reg::slot_reg;

use super::asm::{listing, Text};
use super::cause::Cause;
use super::compare::{Comparator, Comparison, Disagreement, Verdict};
use super::gen::{GenConfig, GenProgram, ARCHS};
use super::minimize::minimize;
use super::OracleKind;
use crate::choices::Choices;

/// What a campaign runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CampaignConfig {
    pub model: ModelKind,
    pub oracle: OracleKind,
    /// Every case on this architecture; else case i uses `ARCHS[i % 3]`.
    pub arch: Option<Arch>,
    pub seed: u64,
    /// Maximum instructions per program.
    pub max_len: usize,
    /// The readings model and oracle both decide under (docs/counters.md section 7).
    pub assume: Assumptions,
}

/// The architecture of case `index`.
pub fn case_arch(arch: Option<Arch>, index: u64) -> Arch {
    arch.unwrap_or(ARCHS[(index % ARCHS.len() as u64) as usize])
}

/// The input bytes of case `index`: splitmix64 seeded from (seed, index), so
/// a case never depends on the ones before it.
pub fn case_bytes(seed: u64, index: u64, len: usize) -> Vec<u8> {
    let state =
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03);
    SplitMix64::new(state).bytes(len)
}

/// The program of case `index`.
pub fn case_program(cfg: &CampaignConfig, index: u64) -> GenProgram {
    case_program_with(cfg, index, Text::Render)
}

/// The program of case `index`, with its instructions' text or not: a
/// campaign compares every case without text and generates the text only for
/// a case it keeps as an example.
pub fn case_program_with(cfg: &CampaignConfig, index: u64, text: Text) -> GenProgram {
    let profile = cfg.assume.profile(case_arch(cfg.arch, index));
    // About a dozen bytes per instruction is plenty; running out only ends the
    // program early.
    let bytes = case_bytes(cfg.seed, index, 16 * cfg.max_len + 64);
    let gen = GenConfig {
        max_len: cfg.max_len,
        max_mem: cfg.max_len,
    };
    GenProgram::generate_with(&mut Choices::new(&bytes), &profile, &gen, text).unwrap_or(
        GenProgram {
            profile,
            instrs: Vec::new(),
        },
    )
}

/// A minimized counterexample.
#[derive(Clone, Debug)]
pub struct Example {
    pub case: u64,
    pub arch: Arch,
    pub verdict: Verdict,
    pub cause: Cause,
    /// The disagreement as found in the minimized program.
    pub disagreement: Disagreement,
    pub original_len: usize,
    pub instrs: Vec<Instr>,
}

impl Example {
    /// The counterexample as a listing `wavebed check` accepts, with a header
    /// naming the disagreement.
    pub fn listing(&self, cfg: &CampaignConfig) -> String {
        let d = &self.disagreement;
        let (file, n) = slot_reg(d.slot as usize);
        let reg = wavebed_model::reg::RegRange::new(file, n, 1);
        let header = [
            format!(
                "wavebed diff counters --model {} --oracle {} --seed {}{}: case {} on {}, minimized from {} to {} instructions",
                cfg.model,
                cfg.oracle,
                cfg.seed,
                cfg.assume.explicit().map(|a| format!(" --assume {a}")).collect::<String>(),
                self.case,
                self.arch,
                self.original_len,
                self.instrs.len()
            ),
            format!(
                "{} cause=\"{}\": producer instruction {} -> consumer instruction {} ({reg}, {})",
                self.verdict,
                self.cause,
                d.producer + 1,
                d.consumer + 1,
                d.access.name()
            ),
        ];
        listing(self.arch, &header, &self.instrs)
    }
}

/// One case's outcome.
#[derive(Clone, Debug)]
pub struct CaseOutcome {
    pub index: u64,
    pub arch: Arch,
    pub instructions: usize,
    pub comparison: Comparison,
}

/// A campaign's running tally.
pub struct Campaign {
    pub cfg: CampaignConfig,
    comparator: Comparator,
    pub cases: u64,
    counts: BTreeMap<Verdict, u64>,
    /// Disagreeing pairs per (verdict, cause), over all cases.
    pub pairs: BTreeMap<(Verdict, Cause), u64>,
    examples: BTreeMap<(Verdict, Cause), Example>,
}

impl Campaign {
    pub fn new(cfg: CampaignConfig) -> Campaign {
        Campaign {
            cfg,
            comparator: Comparator::new(cfg.model, cfg.oracle),
            cases: 0,
            counts: BTreeMap::new(),
            pairs: BTreeMap::new(),
            examples: BTreeMap::new(),
        }
    }

    /// Runs case `index`, tallies it, and minimizes it if it is the first of a
    /// (verdict, cause).
    pub fn run_case(&mut self, index: u64) -> CaseOutcome {
        let program = case_program_with(&self.cfg, index, Text::Skip);
        let stream = program.stream();
        let comparison = self.comparator.compare(&program.profile, &stream);
        self.cases += 1;
        *self.counts.entry(comparison.verdict).or_default() += 1;
        // The same program with text, generated once the case yields an example.
        let mut listed: Option<GenProgram> = None;
        for d in &comparison.disagreements {
            *self.pairs.entry((d.verdict, d.cause)).or_default() += 1;
            if self.examples.contains_key(&(d.verdict, d.cause)) {
                continue;
            }
            let program = listed.get_or_insert_with(|| case_program(&self.cfg, index));
            let instrs = minimize(
                &program.profile,
                &program.instrs,
                self.cfg.model,
                self.cfg.oracle,
                d.verdict,
                d.cause,
            );
            let stream: Vec<&Instr> = instrs.iter().collect();
            let found = self.comparator.compare(&program.profile, &stream);
            let disagreement = *found.find(d.verdict, d.cause).unwrap_or(d);
            self.examples.insert(
                (d.verdict, d.cause),
                Example {
                    case: index,
                    arch: program.profile.arch,
                    verdict: d.verdict,
                    cause: d.cause,
                    disagreement,
                    original_len: program.instrs.len(),
                    instrs,
                },
            );
        }
        CaseOutcome {
            index,
            arch: program.profile.arch,
            instructions: program.instrs.len(),
            comparison,
        }
    }

    /// Cases whose worst verdict is `v`.
    pub fn count(&self, v: Verdict) -> u64 {
        self.counts.get(&v).copied().unwrap_or(0)
    }

    /// The first minimized counterexample per (verdict, cause), missed races first.
    pub fn examples(&self) -> impl Iterator<Item = &Example> {
        [Verdict::MissedRace, Verdict::FalsePositive]
            .into_iter()
            .flat_map(|v| self.examples.values().filter(move |e| e.verdict == v))
    }

    /// `cases=N agree=A missed_race=U false_positive=F too_large=T`.
    pub fn summary(&self) -> String {
        format!(
            "cases={} agree={} missed_race={} false_positive={} too_large={}",
            self.cases,
            self.count(Verdict::Agree),
            self.count(Verdict::MissedRace),
            self.count(Verdict::FalsePositive),
            self.count(Verdict::TooLarge)
        )
    }

    /// Whether the model is unsound on some case.
    pub fn failed(&self) -> bool {
        self.count(Verdict::MissedRace) > 0
    }
}
