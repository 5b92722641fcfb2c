//! Peeling loop iterations (docs/values.md section 13): a loop's first
//! iterations copied into the kernel ahead of it, so that the value analysis
//! computes each from its own entry state instead of from the header's join
//! of the entry with every later iteration. A loop whose counter starts at a
//! constant and whose exit tests the counter (`s_mov_b32 s53, 0` ...
//! `s_cmp_eq_u32 s53, 1; s_cbranch_scc1 exit` ... `s_add_u32 s53, s53, 1;
//! s_branch header`) then has its exit decided in every peeled copy, and the
//! branch pruning of [`super::refine_under`] removes the edges no execution
//! takes: every model and oracle reads the pruned graph.
//!
//! Soundness: a copy is the same code as the iteration it replaces (same
//! text, address, line; its branches go to the copies of their targets within
//! the iteration, to the loop's own header for the next iteration, and to the
//! original targets outside), and it is entered exactly where the original
//! iteration would be - every edge from outside the loop into its header now
//! enters the copy. The peeled kernel has exactly the executions of the
//! original, each instruction mapped to its origin ([`Kernel::origin`]), so
//! what the analysis proves of it holds of the original.

use rustc_hash::{FxHashMap, FxHashSet};

use super::ValueAnalysis;
use crate::cfg::{Cfg, Loop};
use crate::instr::{Flow, Instr, Kernel};

/// Iterations peeled off one loop (counted by the origin of its header).
const MAX_PEELS_PER_LOOP: u32 = 8;

/// Peels tried per kernel, accepted or not: each costs one value analysis.
const MAX_TRIALS: u32 = 16;

/// The peeled kernel's size bound: this many times the kernel as loaded...
const GROWTH: usize = 4;

/// ... and never more than this many instructions.
const MAX_INSTRS: usize = 1 << 16;

/// [`peel`] and the block splits after it (what [`super::refine_under`]
/// does first; docs/values.md sections 13 and 14): the iterations peeled
/// into `kernel` plus the blocks split. The value interpreter campaign runs the peeled
/// kernel concretely and checks the analysis's claims on it
/// (docs/values-oracle.md).
pub fn peel_loops(kernel: &mut Kernel) -> u32 {
    if !kernel.instrs.iter().any(|i| i.flow == Flow::CondBranch) {
        return 0;
    }
    let (peeled, cfg, analysis) = peel(kernel);
    peeled + super::split::split(kernel, cfg, analysis).0
}

/// Peels iterations off `kernel`'s loops where that decides a conditional
/// branch the analysis of the unpeeled loop leaves undecided; returns the
/// iterations peeled and the final kernel's graph and analysis.
pub(super) fn peel(kernel: &mut Kernel) -> (u32, Cfg, ValueAnalysis) {
    let mut cfg = Cfg::build(kernel);
    let mut analysis = ValueAnalysis::run_kernel(kernel, &cfg);
    let budget = (kernel.original_len() * GROWTH).min(MAX_INSTRS);
    let mut peeled: FxHashMap<u32, u32> = FxHashMap::default();
    let mut rejected: FxHashSet<u32> = FxHashSet::default();
    let mut iterations = 0;
    for _ in 0..MAX_TRIALS {
        let Some((lo, hi)) = candidate(kernel, &cfg, &analysis, &peeled, &rejected) else {
            break;
        };
        let key = kernel.origin_of(lo);
        if kernel.instrs.len() + (hi - lo + 1) as usize > budget {
            rejected.insert(key);
            continue;
        }
        let (trial, sources) = peeled_once(kernel, lo, hi);
        let trial_cfg = Cfg::build(&trial);
        let trial_analysis = analysis.run_rewritten(&trial, &trial_cfg, &sources);
        if decides_more(kernel, &analysis, &trial_analysis, lo, hi) {
            *kernel = trial;
            cfg = trial_cfg;
            analysis = trial_analysis;
            *peeled.entry(key).or_default() += 1;
            iterations += 1;
        } else {
            rejected.insert(key);
        }
    }
    (iterations, cfg, analysis)
}

/// A loop worth a trial: reached, laid out as one instruction range
/// `lo..=hi` from its header (the range may hold blocks outside the loop:
/// copying them too changes nothing) ending in an instruction that does not
/// fall through (so the copy, placed before the header, never runs into it),
/// holding a reached conditional branch the analysis leaves undecided.
fn candidate(
    kernel: &Kernel,
    cfg: &Cfg,
    analysis: &ValueAnalysis,
    peeled: &FxHashMap<u32, u32>,
    rejected: &FxHashSet<u32>,
) -> Option<(u32, u32)> {
    cfg.loops.iter().find_map(|l| {
        if !analysis.reached(l.header) {
            return None;
        }
        let lo = cfg.blocks[l.header as usize].start;
        let key = kernel.origin_of(lo);
        if rejected.contains(&key) || peeled.get(&key).copied().unwrap_or(0) >= MAX_PEELS_PER_LOOP {
            return None;
        }
        let (mut first, mut last) = (lo, lo);
        for b in l.blocks() {
            let blk = cfg.blocks[b as usize];
            first = first.min(blk.start);
            last = last.max(blk.end - 1);
        }
        let ends = matches!(
            kernel.instrs[last as usize].flow,
            Flow::Branch | Flow::EndPgm | Flow::SetPc
        );
        let undecided = (lo..=last).any(|i| {
            kernel.instrs[i as usize].flow == Flow::CondBranch
                && analysis.edges(i).is_some_and(|e| e.decided().is_none())
        });
        (first == lo
            && ends
            && undecided
            && first_iteration_decides(kernel, cfg, analysis, l, last))
        .then_some((lo, last))
    })
}

/// Whether the loop's first iteration, replayed from the state on its one
/// edge in from outside, decides a conditional branch the analysis leaves
/// undecided: one pass along the fall-through path from the header (each
/// branch's fall-through narrowed as the fixpoint narrows it), up to the
/// first jump that always happens. Only a filter on which trials to spend an
/// analysis on (the trial itself is the judge): a loop entered from several
/// places, or whose first iteration decides a branch only after a jump, is
/// not peeled.
fn first_iteration_decides(
    kernel: &Kernel,
    cfg: &Cfg,
    analysis: &ValueAnalysis,
    l: &Loop,
    hi: u32,
) -> bool {
    let mut outside = (0..cfg.blocks.len() as u32)
        .filter(|&p| !l.contains(p) && cfg.succs(p).contains(&l.header));
    let (Some(p), None) = (outside.next(), outside.next()) else {
        return false;
    };
    let end = cfg.blocks[p as usize].end - 1;
    let Some(mut st) = analysis.state_before(kernel, end) else {
        return false;
    };
    let _bound = super::domain::MaxX::set(analysis.max_x);
    let instrs = &kernel.instrs;
    super::transfer::step(&mut st, &instrs[end as usize], analysis.decoded.get(end));
    let lo = cfg.blocks[l.header as usize].start;
    for i in lo..=hi {
        let instr = &instrs[i as usize];
        super::transfer::step(&mut st, instr, analysis.decoded.get(i));
        match instr.flow {
            Flow::CondBranch => {
                let Some([taken, fall]) = super::feasible::edges(instrs, lo, i + 1, &st) else {
                    return false;
                };
                let undecided = analysis.edges(i).is_some_and(|e| e.decided().is_none());
                if undecided && (taken.is_none() || fall.is_none()) {
                    return true;
                }
                let Some(fall) = fall else { return false };
                if let Some((slot, v)) = fall.val {
                    st.vals[slot] = v;
                }
                if let Some(r) = fall.rel {
                    st.rel = r;
                }
            }
            Flow::Next | Flow::Call => {}
            Flow::Branch | Flow::EndPgm | Flow::SetPc => return false,
        }
    }
    false
}

/// Whether a conditional branch of the copy (`lo..=hi` of `trial`) is
/// decided where its original (`lo..=hi` of `kernel`) was not.
fn decides_more(
    kernel: &Kernel,
    before: &ValueAnalysis,
    after: &ValueAnalysis,
    lo: u32,
    hi: u32,
) -> bool {
    (lo..=hi).any(|i| {
        kernel.instrs[i as usize].flow == Flow::CondBranch
            && before.edges(i).is_some_and(|e| e.decided().is_none())
            && after.edges(i).is_some_and(|e| e.decided().is_some())
    })
}

/// `kernel` with one copy of `lo..=hi` (a loop from its header `lo`) placed
/// before it: the copy is entered wherever the kernel entered the header from
/// outside the range, its jumps to `lo` go to the original header (the next
/// iteration), its other jumps inside the range to its own instructions, and
/// everything after `lo` moves up by the range's length. Returns it with the
/// instruction of `kernel` each of its instructions copies.
fn peeled_once(kernel: &Kernel, lo: u32, hi: u32) -> (Kernel, Vec<u32>) {
    let len = hi - lo + 1;
    let in_range = |t: u32| (lo..=hi).contains(&t);
    // Outside the range (and the original range itself, whose jumps to `lo`
    // stay its own loop): everything at or after the header moves up, except
    // an outside jump to the header, which now enters the copy.
    let outside = |t: u32| if t <= lo { t } else { t + len };
    let original = |t: u32| if t < lo { t } else { t + len };
    let copy = |t: u32| match t {
        t if t == lo => lo + len,
        t if in_range(t) => t,
        t => original(t),
    };
    let n = kernel.instrs.len();
    let mut instrs: Vec<Instr> = Vec::with_capacity(n + len as usize);
    let mut origin: Vec<u32> = Vec::with_capacity(n + len as usize);
    let mut sources: Vec<u32> = Vec::with_capacity(n + len as usize);
    let mut push = |i: u32, map: &dyn Fn(u32) -> u32| {
        let mut instr = kernel.instrs[i as usize].clone();
        instr.target = instr.target.map(map);
        instrs.push(instr);
        origin.push(kernel.origin_of(i));
        sources.push(i);
    };
    for i in 0..lo {
        push(i, &outside);
    }
    for i in lo..=hi {
        push(i, &copy);
    }
    for i in lo..n as u32 {
        if in_range(i) {
            push(i, &original);
        } else {
            push(i, &outside);
        }
    }
    (kernel.rewritten(instrs, origin), sources)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::test_kernel as kernel;

    /// The two-trip loop of gfx942 `layer_norm.co`: one iteration peeled;
    /// the copy's exit is never taken, and the loop, entered with the
    /// counter at 1, always exits at once (its back edge carries nothing).
    #[test]
    fn a_constant_trip_count_is_peeled_until_the_exit_is_decided() {
        let mut k = kernel(
            "s_mov_b32 s53, 0\n\
             loop:\n\
             s_cmp_eq_u32 s53, 1\n\
             s_cbranch_scc1 done\n\
             s_add_u32 s53, s53, 1\n\
             s_branch loop\n\
             done:\n\
             s_endpgm\n",
        );
        let (n, cfg, analysis) = peel(&mut k);
        assert_eq!(n, 1);
        assert_eq!(k.original_len(), 6);
        assert_eq!(k.origin, [0, 1, 2, 3, 4, 1, 2, 3, 4, 5]);
        let e = |i: u32| analysis.edges(i).and_then(|e| e.decided());
        assert_eq!(e(2), Some(false));
        assert_eq!(e(6), Some(true));
        assert!(!analysis.reached(cfg.block_of(8)));
        // The copy enters the loop, both exits leave for `done`.
        assert_eq!(k.instrs[4].target, Some(5));
        assert_eq!(k.instrs[8].target, Some(5));
        assert_eq!(k.instrs[2].target, Some(9));
        assert_eq!(k.instrs[6].target, Some(9));
    }

    /// A trial's decoding taken through the copy map is the decoding of
    /// the peeled kernel itself, instruction by instruction (what lets a
    /// trial skip decoding).
    #[test]
    fn a_peeled_kernels_derived_decoding_is_its_own() {
        let k = kernel(
            "s_mov_b32 s53, 0\n\
             loop:\n\
             s_cmp_eq_u32 s53, 1\n\
             s_cbranch_scc1 done\n\
             s_mov_b64 exec, s[4:5]\n\
             s_add_u32 s53, s53, 1\n\
             s_branch loop\n\
             done:\n\
             s_endpgm\n",
        );
        let (trial, sources) = peeled_once(&k, 1, 5);
        assert_eq!(sources, [0, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 6]);
        let derived = super::super::decoded::Decoded::of(&k).derived(&sources);
        let own = super::super::decoded::Decoded::of(&trial);
        for j in 0..trial.instrs.len() as u32 {
            let (d, o) = (derived.get(j), own.get(j));
            assert_eq!(
                format!("{:?}", (d.rule, d.ops)),
                format!("{:?}", (o.rule, o.ops)),
                "{j}"
            );
        }
    }

    /// Three trips: the counter reaches the exit value only in the third
    /// iteration, so two are peeled.
    #[test]
    fn each_iteration_before_the_exit_is_peeled() {
        let mut k = kernel(
            "s_mov_b32 s53, 0\n\
             loop:\n\
             s_cmp_eq_u32 s53, 2\n\
             s_cbranch_scc1 done\n\
             s_add_u32 s53, s53, 1\n\
             s_branch loop\n\
             done:\n\
             s_endpgm\n",
        );
        let (n, _, analysis) = peel(&mut k);
        assert_eq!(n, 2);
        assert_eq!(k.instrs.len(), 14);
        let e = |i: u32| analysis.edges(i).and_then(|e| e.decided());
        assert_eq!((e(2), e(6), e(10)), (Some(false), Some(false), Some(true)));
    }

    /// A trip count from a kernel argument decides nothing: nothing peeled.
    #[test]
    fn an_unknown_trip_count_is_not_peeled() {
        let mut k = kernel(
            "s_load_dword s4, s[0:1], 0x0\n\
             s_mov_b32 s53, 0\n\
             s_waitcnt lgkmcnt(0)\n\
             loop:\n\
             s_cmp_eq_u32 s53, s4\n\
             s_cbranch_scc1 done\n\
             s_add_u32 s53, s53, 1\n\
             s_branch loop\n\
             done:\n\
             s_endpgm\n",
        );
        let before = k.clone();
        let (n, _, _) = peel(&mut k);
        assert_eq!(n, 0);
        assert_eq!(k, before);
    }
}
