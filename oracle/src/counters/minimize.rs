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

#[cfg(test)]
mod tests {
    use super::ddmin;

    #[test]
    fn ddmin_finds_a_one_minimal_subset() {
        // Keep: contains 3 and 17, and at least one multiple of 5.
        let keep = |v: &[u32]| v.contains(&3) && v.contains(&17) && v.iter().any(|x| x % 5 == 0);
        let out = ddmin((0..40).collect(), keep);
        assert_eq!(out.len(), 3, "{out:?}");
        assert!(keep(&out));
        for i in 0..out.len() {
            let mut fewer = out.clone();
            fewer.remove(i);
            assert!(!keep(&fewer));
        }
    }

    #[test]
    fn ddmin_keeps_order_and_handles_tiny_inputs() {
        assert_eq!(ddmin(vec![7], |v: &[u32]| v.contains(&7)), vec![7]);
        assert!(ddmin(vec![7], |_: &[u32]| true).is_empty());
        let out = ddmin(vec![5, 1, 4, 2], |v: &[u32]| {
            v.contains(&4) && v.contains(&5)
        });
        assert_eq!(out, vec![5, 4]);
    }
}
