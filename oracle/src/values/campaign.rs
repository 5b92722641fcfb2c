//! The campaign behind `wavebed diff values`: generated programs, a few
//! random dispatches each, every claim of the value analysis checked against
//! the interpreter (docs/values-oracle.md section 5).

use super::diff::{check_case, minimize, still_unsound, DiffError, Outcome, Unsound, DRAWS};
use super::gen::{case_for, Case};
use super::wave::Wave;

/// How many unsound cases a campaign keeps (and minimizes).
pub const KEEP: usize = 3;

/// One unsound case, as found.
#[derive(Clone, Debug)]
pub struct Finding {
    pub index: u64,
    pub case: Case,
    pub unsound: Unsound,
}

/// Aggregated results.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub seed: u64,
    pub draws: u32,
    pub cases: u64,
    /// Programs with at least one unsound claim.
    pub unsound_cases: u64,
    /// Refutations, summed (at most 8 a case).
    pub unsound: u64,
    /// Concrete runs by how they ended (`diff::END_NAMES`).
    pub ends: [u64; 5],
    /// Values compared with a claim.
    pub checked: u64,
    /// Claims (non-top register values at reached points), summed over runs.
    pub claims: u64,
    /// Programs whose kernel had loop iterations peeled (each peeled kernel
    /// checked too).
    pub peeled_cases: u64,
    pub findings: Vec<Finding>,
    wave: Wave,
}

/// The seed of case `index`'s dispatches.
fn draw_seed(seed: u64, index: u64) -> u64 {
    seed.rotate_left(17) ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

impl Campaign {
    pub fn new(seed: u64, draws: u32) -> Campaign {
        Campaign {
            seed,
            draws,
            cases: 0,
            unsound_cases: 0,
            unsound: 0,
            ends: [0; 5],
            checked: 0,
            claims: 0,
            peeled_cases: 0,
            findings: Vec::new(),
            wave: Wave::new(64),
        }
    }

    /// A campaign with the default number of dispatches per program.
    pub fn with_seed(seed: u64) -> Campaign {
        Campaign::new(seed, DRAWS)
    }

    /// Runs case `index`.
    pub fn run_case(&mut self, index: u64) -> Result<Outcome, DiffError> {
        let case = case_for(self.seed, index);
        let o = check_case(
            &case,
            draw_seed(self.seed, index),
            self.draws,
            &mut self.wave,
        )?;
        self.cases += 1;
        for (a, b) in self.ends.iter_mut().zip(o.ends) {
            *a += b;
        }
        self.checked += o.checked;
        self.claims += o.claims;
        self.peeled_cases += u64::from(o.peeled);
        if let Some(u) = o.unsound.first() {
            self.unsound_cases += 1;
            self.unsound += o.unsound.len() as u64;
            if self.findings.len() < KEEP {
                self.findings.push(Finding {
                    index,
                    case,
                    unsound: u.clone(),
                });
            }
        }
        Ok(o)
    }

    pub fn failed(&self) -> bool {
        self.unsound_cases > 0
    }

    /// `cases=N runs=R checked=C unsound=U endpgm=... `.
    pub fn summary(&self) -> String {
        let runs: u64 = self.ends.iter().sum();
        let mut s = format!(
            "cases={} runs={runs} claims={} checked={} unsound_cases={} unsound={}",
            self.cases, self.claims, self.checked, self.unsound_cases, self.unsound
        );
        for (name, n) in super::diff::END_NAMES.iter().zip(self.ends) {
            s.push_str(&format!(" {name}={n}"));
        }
        s.push_str(&format!(" peeled_cases={}", self.peeled_cases));
        s
    }

    /// The findings, each minimized (a listing and what it refutes).
    pub fn minimized(&self) -> Vec<(Finding, Case)> {
        self.findings
            .iter()
            .map(|f| {
                let seed = draw_seed(self.seed, f.index);
                let mut wave = Wave::new(f.case.entry.lanes);
                let m = minimize(&f.case, 400, |c| {
                    still_unsound(c, seed, self.draws, &f.unsound.what, &mut wave)
                });
                (f.clone(), m)
            })
            .collect()
    }
}
