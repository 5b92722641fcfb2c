//! Race sets compared: what one side finds that the other does not, and the
//! shrinking of a disagreeing program to a 1-minimal one.
//!
//! `missed`: the truth has the race, the judged side does not - the judged
//! side is unsound. `imprecise`: the judged side reports a race the truth
//! rules out.

use super::{closed, enumerate, LdsError, LdsProgram, Race};

/// The disagreements between a truth and a judged race set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RaceDiff {
    pub missed: Vec<Race>,
    pub imprecise: Vec<Race>,
}

impl RaceDiff {
    pub fn is_empty(&self) -> bool {
        self.missed.is_empty() && self.imprecise.is_empty()
    }
}

/// `truth` against `judged`, both sorted and without duplicates.
pub fn diff(truth: &[Race], judged: &[Race]) -> RaceDiff {
    let mut d = RaceDiff::default();
    let (mut i, mut j) = (0, 0);
    while i < truth.len() || j < judged.len() {
        match (truth.get(i), judged.get(j)) {
            (Some(a), Some(b)) if a == b => {
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if a < b => {
                d.missed.push(*a);
                i += 1;
            }
            (Some(_) | None, Some(b)) => {
                d.imprecise.push(*b);
                j += 1;
            }
            (Some(a), None) => {
                d.missed.push(*a);
                i += 1;
            }
            (None, None) => break,
        }
    }
    d
}

/// The closed form judged by the enumerator on one program.
pub fn closed_against_enumerator(
    program: &LdsProgram,
    budget: usize,
) -> Result<RaceDiff, LdsError> {
    let truth = enumerate::races(program, budget)?;
    let judged = closed::races(program)?;
    Ok(diff(&truth, &judged))
}

/// Removes operations one at a time while `keep` still holds, until no single
/// removal keeps it: a 1-minimal program with the same verdict. Programs the
/// oracles refuse (a split barrier left half) fail `keep` and stay.
pub fn minimize(program: &LdsProgram, mut keep: impl FnMut(&LdsProgram) -> bool) -> LdsProgram {
    let mut cur = program.clone();
    let mut changed = true;
    while changed {
        changed = false;
        let mut i = 0;
        while i < cur.ops.len() {
            let mut next = cur.clone();
            next.ops.remove(i);
            if keep(&next) {
                cur = next;
                changed = true;
            } else {
                i += 1;
            }
        }
        while cur.waves > 2 {
            let mut next = cur.clone();
            next.waves -= 1;
            if !keep(&next) {
                break;
            }
            cur = next;
            changed = true;
        }
    }
    cur
}
