//! Splitting a branch's block by the edges into it (docs/values.md section
//! 14): where the analysis leaves a conditional branch undecided only
//! because its block's entry joins edges that each decide it - fmha's tail,
//! entered from a twice-unrolled loop's two exits, one leaving with an odd
//! tile count and one with an even - the block is copied once per group of
//! edges that decide it alike, and those edges enter their copy. Each copy
//! then sees only its own edges' states, the analysis decides its branch,
//! and the pruning of [`super::refine_under`] removes the edge no execution
//! through that copy takes.
//!
//! A copy runs from the block's first instruction along the fall-through
//! path to the first instruction that does not fall through (`s_branch`,
//! `s_endpgm`, `s_setpc`); the copies are placed right after that
//! instruction (nothing falls into them) and the rest of the kernel moves
//! up, keeping the copies in program order next to their original. Soundness as for peeling (section 13): a copy is the
//! same code (text, address, line, `Kernel::origin`), its jumps inside the
//! copied range go to the copy's own instructions and every other jump to
//! the original target, and a redirected edge enters it where it entered
//! the original; the split kernel has exactly the original's executions,
//! instruction for instruction up to `origin`.

use super::feasible::Edge;
use super::ValueAnalysis;
use crate::cfg::Cfg;
use crate::instr::{Flow, Kernel};

/// Splits tried per kernel, accepted or not: each costs one value analysis.
const MAX_TRIALS: u32 = 8;

/// The longest range copied for one split.
const MAX_COPY: u32 = 1024;

/// The split kernel's size bound, as for peeling: this many times the
/// kernel as loaded, and never more than `MAX_INSTRS` instructions.
const GROWTH: usize = 4;
const MAX_INSTRS: usize = 1 << 16;

/// How an edge into the block decides its branch, replayed from the edge's
/// own state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decides {
    Taken,
    NotTaken,
    Neither,
}

/// Splits blocks of `kernel` where that decides their branch (the module's
/// doc); returns the blocks split and the final kernel's graph and analysis.
pub(super) fn split(
    kernel: &mut Kernel,
    mut cfg: Cfg,
    mut analysis: ValueAnalysis,
) -> (u32, Cfg, ValueAnalysis) {
    let mut done = 0;
    let mut tried: Vec<u32> = Vec::new();
    let budget = (kernel.original_len() * GROWTH).min(MAX_INSTRS);
    for _ in 0..MAX_TRIALS {
        let Some((b, groups)) = candidate(kernel, &cfg, &analysis, &tried) else {
            break;
        };
        let start = cfg.blocks[b as usize].start;
        tried.push(kernel.origin_of(start));
        let Some(end) = copy_end(kernel, cfg.blocks[b as usize].end - 1) else {
            continue;
        };
        let copies = groups.iter().filter(|g| !g.is_empty()).count();
        if kernel.instrs.len() + copies * (end - start + 1) as usize > budget {
            continue;
        }
        let (trial, sources) = split_once(kernel, start, end, &groups);
        let trial_cfg = Cfg::build(&trial);
        let trial_analysis = analysis.run_rewritten(&trial, &trial_cfg, &sources);
        let branch = cfg.blocks[b as usize].end - 1;
        let copy_branch = |k: u32| end + 1 + k * (end - start + 1) + (branch - start);
        let decided = (0..copies as u32).any(|k| {
            trial_analysis
                .edges(copy_branch(k))
                .is_some_and(|e| e.decided().is_some())
        });
        if decided {
            *kernel = trial;
            cfg = trial_cfg;
            analysis = trial_analysis;
            done += 1;
        }
    }
    (done, cfg, analysis)
}

/// A block worth a trial: reached, ending in a conditional branch the
/// analysis leaves undecided, with edges in from blocks whose own states
/// decide it. Returns it with the jumps (instruction indices) to redirect,
/// grouped by how they decide: `[taken, not taken]`; the edges left on
/// the original are the undecided ones and the fall-through into it.
fn candidate(
    kernel: &Kernel,
    cfg: &Cfg,
    analysis: &ValueAnalysis,
    tried: &[u32],
) -> Option<(u32, [Vec<u32>; 2])> {
    let n = cfg.blocks.len() as u32;
    let preds = Preds::of(cfg);
    (0..n).find_map(|b| {
        let blk = cfg.blocks[b as usize];
        let branch = blk.end - 1;
        if kernel.instrs[branch as usize].flow != Flow::CondBranch
            || preds.of_block(b).len() < 2
            || tried.contains(&kernel.origin_of(blk.start))
            || analysis.edges(branch).is_none_or(|e| e.decided().is_some())
        {
            return None;
        }
        let mut groups: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        let mut kept = 0;
        for &p in preds.of_block(b) {
            let last = cfg.blocks[p as usize].end - 1;
            let jumps_here = kernel.instrs[last as usize].target == Some(blk.start)
                && matches!(
                    kernel.instrs[last as usize].flow,
                    Flow::Branch | Flow::CondBranch
                )
                && !(kernel.instrs[last as usize].flow == Flow::CondBranch
                    && last + 1 == blk.start);
            match (jumps_here, decides(kernel, cfg, analysis, p, b)) {
                (true, Decides::Taken) => groups[0].push(last),
                (true, Decides::NotTaken) => groups[1].push(last),
                _ => kept += 1,
            }
        }
        // One group may stay on the original when no other edge does.
        if kept == 0 {
            let k = usize::from(groups[1].len() > groups[0].len());
            groups[k].clear();
        }
        (groups.iter().any(|g| !g.is_empty())).then_some((b, groups))
    })
}

/// Per block its predecessors, each once, in block order: one array for
/// all blocks, not a vector each (a listing has hundreds of thousands of
/// blocks; issue 30, memory).
struct Preds {
    /// Block `b`'s predecessors are `preds[start[b]..start[b + 1]]`.
    start: Vec<u32>,
    preds: Vec<u32>,
}

impl Preds {
    fn of(cfg: &Cfg) -> Preds {
        let n = cfg.blocks.len();
        // A successor listed twice (a branch to the next block) is one edge.
        let edges = |p: u32| {
            let succs = cfg.succs(p);
            (0..succs.len())
                .filter(move |&k| !succs[..k].contains(&succs[k]))
                .map(move |k| succs[k] as usize)
        };
        let mut start = vec![0u32; n + 1];
        for p in 0..n as u32 {
            for s in edges(p) {
                start[s + 1] += 1;
            }
        }
        for b in 0..n {
            start[b + 1] += start[b];
        }
        let mut at = start[..n].to_vec();
        let mut preds = vec![0u32; start[n] as usize];
        for p in 0..n as u32 {
            for s in edges(p) {
                preds[at[s] as usize] = p;
                at[s] += 1;
            }
        }
        Preds { start, preds }
    }

    fn of_block(&self, b: u32) -> &[u32] {
        &self.preds[self.start[b as usize] as usize..self.start[b as usize + 1] as usize]
    }
}

/// How the edge `p -> b` decides `b`'s branch: `p`'s exit state, narrowed
/// on that edge as the fixpoint narrows it, replayed through `b`.
fn decides(kernel: &Kernel, cfg: &Cfg, analysis: &ValueAnalysis, p: u32, b: u32) -> Decides {
    let pb = cfg.blocks[p as usize];
    let Some(mut st) = analysis.state_before(kernel, pb.end - 1) else {
        return Decides::Neither;
    };
    let _bound = super::domain::MaxX::set(analysis.max_x);
    let instrs = &kernel.instrs;
    let last = pb.end - 1;
    super::transfer::step(&mut st, &instrs[last as usize], analysis.decoded.get(last));
    let succs = cfg.succs(p);
    let edge: Edge = match super::feasible::edges(instrs, pb.start, pb.end, &st) {
        Some(e) if succs.len() == 2 && succs[0] != succs[1] => e[usize::from(succs[1] == b)],
        _ => Some(super::feasible::Narrowed::NONE),
    };
    let Some(edge) = edge else {
        return Decides::Neither;
    };
    if let Some((slot, v)) = edge.val {
        st.vals[slot] = v;
    }
    if let Some(r) = edge.rel {
        st.rel = r;
    }
    let blk = cfg.blocks[b as usize];
    for i in blk.start..blk.end {
        super::transfer::step(&mut st, &instrs[i as usize], analysis.decoded.get(i));
    }
    match super::feasible::edges(instrs, blk.start, blk.end, &st) {
        Some([Some(_), None]) => Decides::Taken,
        Some([None, Some(_)]) => Decides::NotTaken,
        _ => Decides::Neither,
    }
}

/// The end of the range copied for the block whose branch is `branch`:
/// the first instruction from it that does not fall through, within
/// [`MAX_COPY`] (the copies follow it).
fn copy_end(kernel: &Kernel, branch: u32) -> Option<u32> {
    let ends = |i: usize| {
        matches!(
            kernel.instrs[i].flow,
            Flow::Branch | Flow::EndPgm | Flow::SetPc
        )
    };
    (branch + 1..kernel.instrs.len() as u32)
        .take(MAX_COPY as usize)
        .find(|&i| ends(i as usize))
}

/// `kernel` with one copy of `start..=end` per non-empty group placed
/// right after `end` (which does not fall through, so nothing runs into
/// them), every later instruction moved up by the copies' length, and each
/// group's jumps redirected to its copy. Returns it with the instruction of
/// `kernel` each of its instructions copies.
fn split_once(kernel: &Kernel, start: u32, end: u32, groups: &[Vec<u32>; 2]) -> (Kernel, Vec<u32>) {
    let len = end - start + 1;
    let live: Vec<&Vec<u32>> = groups.iter().filter(|g| !g.is_empty()).collect();
    let total = len * live.len() as u32;
    let moved = |t: u32| if t <= end { t } else { t + total };
    let n = kernel.instrs.len();
    let mut instrs = Vec::with_capacity(n + total as usize);
    let mut origin = Vec::with_capacity(n + total as usize);
    let mut sources = Vec::with_capacity(n + total as usize);
    for i in 0..n as u32 {
        let mut instr = kernel.instrs[i as usize].clone();
        instr.target = instr.target.map(moved);
        instrs.push(instr);
        origin.push(kernel.origin_of(i));
        sources.push(i);
        if i == end {
            for k in 0..live.len() as u32 {
                let base = end + 1 + k * len;
                for c in start..=end {
                    let mut instr = kernel.instrs[c as usize].clone();
                    instr.target = instr.target.map(|t| {
                        if (start..=end).contains(&t) {
                            base + (t - start)
                        } else {
                            moved(t)
                        }
                    });
                    instrs.push(instr);
                    origin.push(kernel.origin_of(c));
                    sources.push(c);
                }
            }
        }
    }
    for (k, g) in live.iter().enumerate() {
        for &j in *g {
            instrs[moved(j) as usize].target = Some(end + 1 + k as u32 * len);
        }
    }
    (kernel.rewritten(instrs, origin), sources)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::test_kernel as kernel;

    /// A block entered only by forward edges - here five exits and a fall-through each
    /// narrowing s5 differently, like a split tail's copy entered from a
    /// loop's exits - joins them exactly: more than `WIDEN_AFTER` changes
    /// there are no loop to widen (docs/values.md section 14, (4)).
    #[test]
    fn a_join_of_many_forward_edges_is_not_widened() {
        let k = kernel(
            "s_load_dword s5, s[0:1], 0x0\n\
             s_waitcnt lgkmcnt(0)\n\
             s_and_b32 s5, s5, 15\n\
             s_cmp_lt_i32 s5, 4\n\
             s_cbranch_scc1 join\n\
             s_cmp_lt_i32 s5, 6\n\
             s_cbranch_scc1 join\n\
             s_cmp_lt_i32 s5, 8\n\
             s_cbranch_scc1 join\n\
             s_cmp_lt_i32 s5, 10\n\
             s_cbranch_scc1 join\n\
             s_cmp_lt_i32 s5, 12\n\
             s_cbranch_scc1 join\n\
             s_nop 0\n\
             join:\n\
             s_mov_b32 s6, s5\n\
             s_endpgm\n",
        );
        let cfg = Cfg::build(&k);
        let analysis = ValueAnalysis::run_kernel(&k, &cfg);
        let st = analysis
            .state_before(&k, 14)
            .unwrap_or_else(|| panic!("join not reached"));
        assert_eq!(
            st.get(crate::values::Reg::Sgpr(5)).absolute(),
            Some((0, 15))
        );
    }

    /// fmha's shape: a loop unrolled twice leaves from either half into
    /// one tail that dispatches on the parity of the rounded bound; each
    /// half's exits get their own copy of the tail, whose branch is then
    /// decided.
    #[test]
    fn a_tail_entered_from_both_halves_is_split_and_decided() {
        let mut k = kernel(
            "s_load_dword s38, s[0:1], 0x0\n\
             s_mov_b32 s39, 0\n\
             s_waitcnt lgkmcnt(0)\n\
             s_cmp_lt_i32 s39, s38\n\
             s_cbranch_scc0 done\n\
             loop:\n\
             s_addk_i32 s39, 0x20\n\
             s_cmp_lt_i32 s39, s38\n\
             s_cbranch_scc0 tail\n\
             s_addk_i32 s39, 0x20\n\
             s_cmp_lt_i32 s39, s38\n\
             s_cbranch_scc0 tail\n\
             s_branch loop\n\
             tail:\n\
             s_add_u32 s40, s38, 31\n\
             s_lshr_b32 s40, s40, 5\n\
             s_and_b32 s40, 1, s40\n\
             s_cmp_lt_i32 s40, 1\n\
             s_cbranch_scc0 odd\n\
             s_mov_b32 s41, 0\n\
             s_branch done\n\
             odd:\n\
             s_mov_b32 s41, 1\n\
             done:\n\
             s_endpgm\n",
        );
        let n = k.instrs.len() as u32;
        let cfg = Cfg::build(&k);
        let analysis = ValueAnalysis::run_kernel(&k, &cfg);
        assert_eq!(analysis.edges(16).and_then(|e| e.decided()), None);
        let (split, _, analysis) = split(&mut k, cfg, analysis);
        assert_eq!(split, 1);
        // One copy (7 instructions: the tail up to its `s_branch`) for the
        // second half's exit (an even count); the first half's (odd) stays
        // on the original.
        assert_eq!(k.instrs.len() as u32, n + 7);
        assert_eq!(k.instrs[10].target, Some(19));
        assert_eq!(k.instrs[7].target, Some(12));
        // The odd tail and `done` moved up by the copy; the copy's jumps
        // go there too.
        assert_eq!(k.instrs[16].target, Some(26));
        assert_eq!(k.instrs[23].target, Some(26));
        assert_eq!(k.instrs[25].target, Some(27));
        let e = |i: u32| analysis.edges(i).and_then(|e| e.decided());
        assert_eq!(e(16), Some(true));
        assert_eq!(e(23), Some(false));
        assert_eq!(k.origin_of(23), 16);
        assert_eq!(k.origin_of(26), 19);
    }
}
