//! Delta debugging (Zeller's ddmin): shrinks a disagreeing program to a
//! 1-minimal one - removing any single instruction loses the disagreement -
//! that keeps the same verdict and cause label.

use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Instr;
use wavebed_model::profile::Profile;

use super::cause::Cause;
use super::compare::{Comparator, Verdict};
use super::OracleKind;

/// Shrinks `items` while `keep` holds, which it must for `items` itself. The
/// result is 1-minimal: `keep` fails for every single-element removal.
pub fn ddmin<T: Clone>(items: Vec<T>, mut keep: impl FnMut(&[T]) -> bool) -> Vec<T> {
    let mut items = items;
    let mut n = 2usize;
    while items.len() >= 2 {
        let chunk = items.len().div_ceil(n);
        let mut reduced = false;
        let mut start = 0;
        while start < items.len() {
            let end = (start + chunk).min(items.len());
            let complement: Vec<T> = items[..start]
                .iter()
                .chain(&items[end..])
                .cloned()
                .collect();
            if keep(&complement) {
                items = complement;
                n = (n - 1).max(2);
                reduced = true;
                break;
            }
            start = end;
        }
        if !reduced {
            if n >= items.len() {
                break;
            }
            n = (2 * n).min(items.len());
        }
    }
    if items.len() == 1 && keep(&[]) {
        items.clear();
    }
    items
}

/// Shrinks `instrs` to a minimal program on which `model` and `oracle` still
/// disagree with `verdict` and `cause`.
pub fn minimize(
    profile: &Profile,
    instrs: &[Instr],
    model: ModelKind,
    oracle: OracleKind,
    verdict: Verdict,
    cause: Cause,
) -> Vec<Instr> {
    let mut cmp = Comparator::new(model, oracle);
    ddmin(instrs.to_vec(), |candidate| {
        let stream: Vec<&Instr> = candidate.iter().collect();
        cmp.compare(profile, &stream).find(verdict, cause).is_some()
    })
}
