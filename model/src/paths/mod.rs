//! The all-paths analysis (docs/paths.md): every race any path through a
//! kernel's control-flow graph produces under a counter model, each with a
//! witness path, plus coverage.
//!
//! A worklist over (block, model state) pairs: the model is a deterministic
//! state machine, so running it over a block from a state gives the block's
//! races and the state at its end, and two paths reaching a block in equal
//! states have equal futures. Each distinct pair is explored once
//! (state deduplication, [`states::StateTable`]); a loop is explored until it
//! reaches no new state. A per-block cap bounds the worst case: past it the
//! seed and exact models join every later state into one widened state per
//! block ([`widen::join`], sound), and legacy, which has no sound join, says
//! the analysis is incomplete instead of guessing (docs/paths.md section 2).
//!
//! The model is a parameter ([`Model`]: legacy, seed or exact alike). Nothing
//! here allocates per instruction: the model steps through a block exactly as
//! it steps through a walked stream, and the per-block work (capturing the
//! state, one hash lookup) is proportional to the outstanding events.

mod states;

use rustc_hash::FxHashSet;
use std::fmt;

use crate::cfg::Cfg;
use crate::counter::snapshot::Snapshot;
use crate::counter::{widen, CounterModel, Model, ModelKind, RaceHit, StepPlan};
use crate::instr::{Flow, Instr, Kernel, Unit};

use states::{SeenPairs, StateTable};

/// Which paths `check` and `census` analyse (`--paths`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Every path (this module).
    All,
    /// The one path the walker takes ([`crate::walker`]); what `record` uses.
    #[default]
    Walk,
}

/// How a function is entered (docs/paths.md section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A kernel: a fresh wave; `s_setpc_b64` is an indirect jump.
    Kernel,
    /// A device function: a drained state (LLVM's calling convention waits for
    /// everything at a callee's entry); `s_setpc_b64` is its return.
    DeviceFunction,
}

/// Bounds of one analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathOptions {
    /// Distinct states one block may be explored in before later ones are
    /// widened (seed, exact) or not explored (legacy: reported incomplete).
    /// Once the function has explored `FUNCTION_BUDGET` times this many
    /// (block, state) pairs, the cap drops to a `TIGHT_DIVISOR`th of it for
    /// every model (docs/paths.md section 14).
    pub max_states_per_block: u32,
    /// Distinct races recorded with one producer; later ones are counted in
    /// [`PathsRun::races_not_recorded`] (docs/paths.md section 9).
    pub max_races_per_producer: u32,
    /// Distinct races recorded for the function, each with its witness.
    pub max_races: u32,
    /// Race hits past the race caps after which the exploration stops: the
    /// model's work per instruction grows with the events it races with, so
    /// this bounds the time a hostile kernel costs (`.rept` of one load on
    /// gfx12: every pair races).
    pub max_hits_not_recorded: u64,
}

impl PathOptions {
    pub const DEFAULT_MAX_STATES_PER_BLOCK: u32 = 1024;
    pub const DEFAULT_MAX_RACES_PER_PRODUCER: u32 = 256;
    pub const DEFAULT_MAX_RACES: u32 = 16_384;
    pub const DEFAULT_MAX_HITS_NOT_RECORDED: u64 = 1 << 20;
    /// Explored pairs per function, in caps, after which the cap tightens.
    pub const FUNCTION_BUDGET: u64 = 16;
    /// How much the cap tightens past the budget.
    pub const TIGHT_DIVISOR: u32 = 16;

    /// The per-block cap once `explored` pairs of the function are explored
    /// (docs/paths.md section 14): the full cap up to the budget, a sixteenth
    /// of it (at least 1) after. Seed and exact widen past it; legacy, which
    /// cannot, stops there and reports the function incomplete - its
    /// exploration of 2^k guarded-load subsets otherwise costs the full cap
    /// in every block (the cupy census, docs/census.md).
    pub fn cap_after(&self, explored: u64) -> u32 {
        let budget = Self::FUNCTION_BUDGET * u64::from(self.max_states_per_block);
        if explored > budget {
            (self.max_states_per_block / Self::TIGHT_DIVISOR).max(1)
        } else {
            self.max_states_per_block
        }
    }
}

impl Default for PathOptions {
    fn default() -> Self {
        PathOptions {
            max_states_per_block: Self::DEFAULT_MAX_STATES_PER_BLOCK,
            max_races_per_producer: Self::DEFAULT_MAX_RACES_PER_PRODUCER,
            max_races: Self::DEFAULT_MAX_RACES,
            max_hits_not_recorded: Self::DEFAULT_MAX_HITS_NOT_RECORDED,
        }
    }
}

/// One race with its witness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathRace {
    /// The race as the model found it; its stream positions are the
    /// exploration's and mean nothing to a reader.
    pub hit: RaceHit,
    /// Blocks of one path from a block issuing the producer to the consumer's
    /// block, in order (indices into `Cfg::blocks`).
    pub witness: Vec<u32>,
    /// The exploration node the race was found at: [`PathsRun::entry_path`]
    /// gives the whole path from the entry the witness ends.
    pub node: u32,
}

impl PathRace {
    /// The witness as a stream: the instructions from the producer to the
    /// consumer along the witness blocks, with `hit` re-positioned on it
    /// (producer at 0, consumer last) so a report can print what runs between.
    pub fn stream(&self, cfg: &Cfg) -> (Vec<u32>, RaceHit) {
        let mut ids = Vec::new();
        let last = self.witness.len() - 1;
        for (k, &b) in self.witness.iter().enumerate() {
            let blk = cfg.blocks[b as usize];
            let from = if k == 0 { self.hit.producer } else { blk.start };
            let to = if k == last {
                self.hit.consumer + 1
            } else {
                blk.end
            };
            ids.extend(from..to);
        }
        let hit = RaceHit {
            producer_pos: 0,
            consumer_pos: ids.len() as u64 - 1,
            ..self.hit
        };
        (ids, hit)
    }
}

/// Why an analysis is incomplete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Incomplete {
    /// `s_setpc_b64` at this instruction of a kernel: an indirect jump.
    SetPc { at: u32 },
    /// A branch at this instruction whose target the front end did not resolve.
    UnresolvedBranch { at: u32 },
    /// This block reached the state cap.
    StateCap { block: u32 },
    /// The race cap fired (first at this producer): races past it are
    /// counted, not recorded.
    RaceCap { producer: u32 },
}

impl fmt::Display for Incomplete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Incomplete::SetPc { .. } => f.write_str("setpc"),
            Incomplete::UnresolvedBranch { .. } => f.write_str("unresolved-branch"),
            Incomplete::StateCap { .. } => f.write_str("state-cap"),
            Incomplete::RaceCap { .. } => f.write_str("race-cap"),
        }
    }
}

/// What the analysis of one function found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathsRun {
    /// One per distinct (producer, consumer) pair, in the order found.
    pub races: Vec<PathRace>,
    /// Instructions some path reaches (each counted once).
    pub instructions: u64,
    /// Waits among them.
    pub waits: u64,
    /// Instructions no path reaches.
    pub unreached: u64,
    /// Distinct (block, state) pairs explored.
    pub states: u64,
    /// The most distinct states any one block was explored in.
    pub max_block_states: u32,
    /// Instructions the model stepped through (over every explored pair).
    pub steps: u64,
    /// Why the result is incomplete, if it is (first occurrence of each).
    pub incomplete: Vec<Incomplete>,
    /// Blocks where the state cap fired and the states past it were joined
    /// into one widened state (docs/paths.md section 2), in the order found.
    pub widened: Vec<u32>,
    /// Joins that grew a block's widened state (each re-explores the block).
    pub widenings: u64,
    /// Race hits past the race caps (not deduplicated: a bound on the work
    /// skipped, not a count of distinct races).
    pub races_not_recorded: u64,
    /// Per explored node: its block and the node it was first reached from
    /// (`u32::MAX` for the entry), so a race's whole path can be rebuilt.
    pub tree: Vec<(u32, u32)>,
}

impl PathsRun {
    /// Whether every path was analysed.
    pub fn completed(&self) -> bool {
        self.incomplete.is_empty()
    }

    /// The blocks of the path from the entry to `node` along first-reached
    /// links: a real path on which the model is in `node`'s state at its
    /// last block, so it reproduces every race found there (the census runs
    /// the oracle on it, docs/paths.md section 7).
    pub fn entry_path(&self, node: u32) -> Vec<u32> {
        let mut blocks = Vec::new();
        let mut at = node;
        while at != ROOT {
            let (block, parent) = self.tree[at as usize];
            blocks.push(block);
            at = parent;
        }
        blocks.reverse();
        blocks
    }
}

/// No parent: the entry node.
const ROOT: u32 = u32::MAX;

/// Steps per model run: a run's hits are held until it ends, and a step
/// can hit every outstanding event (a `.rept` of loads of one register), so
/// runs are short enough to bound them.
const RUN: usize = 256;

/// One explored (block, state) pair.
#[derive(Clone, Copy, Debug)]
struct Node {
    block: u32,
    state: u32,
    /// The node it was first reached from.
    parent: u32,
}

/// Analyses every path of `kernel` (graph `cfg`, `Cfg::build(kernel)`) under
/// `model` from `entry`'s state.
pub fn analyse(
    kernel: &Kernel,
    cfg: &Cfg,
    model: &mut Model,
    entry: Entry,
    opts: &PathOptions,
) -> PathsRun {
    explore(kernel, cfg, model, None, entry, opts)
}

/// [`analyse`] stepping the model with `plans`, the kernel's step plans
/// ([`StepPlan::for_kernel`] of `kernel.instrs` for the model's profile,
/// [`Model::profile`]): the same run, at less work per step. For callers
/// that run several models over one kernel (the census): the plans cost
/// about as much to build as they save one model's run, and tens of bytes
/// per instruction to hold.
///
/// Panics if `plans` is not one plan per instruction.
pub fn analyse_planned(
    kernel: &Kernel,
    cfg: &Cfg,
    model: &mut Model,
    plans: &[StepPlan],
    entry: Entry,
    opts: &PathOptions,
) -> PathsRun {
    assert_eq!(plans.len(), kernel.instrs.len(), "one plan per instruction");
    explore(kernel, cfg, model, Some(plans), entry, opts)
}

/// Steps `model` through the instructions `range` at stream positions from
/// `first_pos` on, in one planned run when `plans` are given.
fn step_range(
    model: &mut Model,
    plans: Option<&[StepPlan]>,
    first_pos: u64,
    range: std::ops::Range<u32>,
    instrs: &[Instr],
    hits: &mut Vec<RaceHit>,
) {
    match plans {
        Some(plans) => {
            let mut ids = [0u32; RUN];
            let n = range.len();
            for (slot, i) in ids.iter_mut().zip(range) {
                *slot = i;
            }
            model.step_run(first_pos, &ids[..n], instrs, plans, hits);
        }
        None => {
            for (pos, i) in (first_pos..).zip(range) {
                model.step(pos, i, &instrs[i as usize], hits);
            }
        }
    }
}

fn explore(
    kernel: &Kernel,
    cfg: &Cfg,
    model: &mut Model,
    plans: Option<&[StepPlan]>,
    entry: Entry,
    opts: &PathOptions,
) -> PathsRun {
    let mut run = PathsRun::default();
    let instrs = &kernel.instrs;
    // Counts and race identities are the kernel's as loaded: a peeled copy
    // (docs/values.md section 13) is its origin.
    let total = kernel.original_len() as u64;
    if cfg.blocks.is_empty() {
        return run;
    }
    let mut table = StateTable::default();
    let mut snap = Snapshot::default();
    let (mut joiner, mut joined) = (widen::Joiner::default(), Snapshot::default());
    model.reset();
    model.save(&mut snap);
    let fresh = table.intern(&snap);
    let mut nodes = vec![Node {
        block: 0,
        state: fresh,
        parent: ROOT,
    }];
    let mut seen = SeenPairs::new(cfg.blocks.len());
    seen.insert(0, fresh);
    let mut block_states = vec![0u32; cfg.blocks.len()];
    block_states[0] = 1;
    let mut reached = vec![false; cfg.blocks.len()];
    let mut pairs: FxHashSet<(u32, u32)> = FxHashSet::default();
    let mut incomplete: FxHashSet<Incomplete> = FxHashSet::default();
    // Per block: its widened state, once the cap has fired there.
    let mut widened: Vec<Option<u32>> = vec![None; cfg.blocks.len()];
    // Legacy has no sound join (docs/paths.md section 2); the token join
    // carries gfx1250's in-flight translations too (`widen_xcnt`).
    let can_widen = model.kind() != ModelKind::Legacy;
    let drains_at_branches = model.drains_at_branches();
    let mut stack = vec![0u32];
    let mut loaded = Some(fresh);
    let mut pos = 0u64;
    let mut hits: Vec<RaceHit> = Vec::new();
    let len = instrs.len() as u32;
    // Races recorded per producer, for the race caps.
    let mut per_producer = vec![0u32; kernel.original_len()];
    let max_races = u64::from(opts.max_races);
    while let Some(n) = stack.pop() {
        if run.races_not_recorded >= opts.max_hits_not_recorded {
            // Past the work bound: stop (the race cap's notice says so).
            break;
        }
        let Node { block, state, .. } = nodes[n as usize];
        if loaded != Some(state) {
            let s = table.get(state);
            model.load(s, instrs);
            pos = s.events.len() as u64;
        }
        // Which edge led here is this node's, not the model's last step.
        model.forget_branch();
        reached[block as usize] = true;
        let b = cfg.blocks[block as usize];
        // The block in runs of up to `RUN` steps (with plans, the model
        // is dispatched once per run: issue 30), each run's hits handled
        // after it in stream order, as a step per instruction would. The
        // engine checks the work bound before each step, so once the hits of
        // a step reach it no later step is made: `made` counts the steps
        // made.
        let block_pos = pos;
        let mut made = 0u32;
        'block: for lo in (b.start..b.end).step_by(RUN) {
            let hi = (lo + RUN as u32).min(b.end);
            step_range(model, plans, pos, lo..hi, instrs, &mut hits);
            pos += u64::from(hi - lo);
            made += hi - lo;
            let mut k = 0;
            while k < hits.len() {
                let at = hits[k].consumer_pos;
                let i = hits[k].consumer;
                while k < hits.len() && hits[k].consumer_pos == at {
                    let hit = hits[k];
                    k += 1;
                    debug_assert_eq!(hit.consumer, i, "one instruction per step");
                    let pair = (
                        kernel.origin_of(hit.producer),
                        kernel.origin_of(hit.consumer),
                    );
                    let per = &mut per_producer[pair.0 as usize];
                    if *per >= opts.max_races_per_producer || run.races.len() as u64 >= max_races {
                        if !pairs.contains(&pair) {
                            if run.races_not_recorded == 0 {
                                run.incomplete.push(Incomplete::RaceCap {
                                    producer: hit.producer,
                                });
                            }
                            run.races_not_recorded += 1;
                        }
                        continue;
                    }
                    if pairs.insert(pair) {
                        *per += 1;
                        let witness = witness(&nodes, cfg, n, hit.producer, i);
                        run.races.push(PathRace {
                            hit,
                            witness,
                            node: n,
                        });
                    }
                }
                if run.races_not_recorded >= opts.max_hits_not_recorded {
                    made = (at - block_pos) as u32 + 1;
                    hits.clear();
                    break 'block;
                }
            }
            hits.clear();
        }
        if (pos - block_pos) as u32 > made {
            // Rare (the work bound reached inside a run): the model ran past
            // the engine's last step. Replay the block's steps up to it from
            // the node's state (at the block's first position), in runs,
            // their hits dropped.
            let s = table.get(state);
            model.load(s, instrs);
            model.forget_branch();
            pos = block_pos;
            for lo in (b.start..b.start + made).step_by(RUN) {
                let hi = (lo + RUN as u32).min(b.start + made);
                step_range(model, plans, pos, lo..hi, instrs, &mut hits);
                pos += u64::from(hi - lo);
                hits.clear();
            }
        }
        run.steps += u64::from(b.end - b.start);
        let last_at = b.end - 1;
        let last = &instrs[last_at as usize];
        let mut note = |why: Incomplete, run: &mut PathsRun| {
            if incomplete.insert(why) {
                run.incomplete.push(why);
            }
        };
        match last.flow {
            Flow::SetPc if entry == Entry::Kernel => {
                note(Incomplete::SetPc { at: last_at }, &mut run)
            }
            Flow::Branch | Flow::CondBranch if last.target.is_none_or(|t| t >= len) => {
                note(Incomplete::UnresolvedBranch { at: last_at }, &mut run)
            }
            _ => {}
        }
        let succs = cfg.succs(block);
        if succs.is_empty() {
            // The model holds the state after this block, which no node needs.
            loaded = None;
            continue;
        }
        model.save(&mut snap);
        let next = table.intern(&snap);
        loaded = Some(next);
        // Under `xcnt-branch=taken` the taken edge of a conditional branch
        // drains every translation (a fall-through does not): its target
        // starts from `next` drained.
        let taken = match (last.flow, last.target) {
            (Flow::CondBranch, Some(t)) if drains_at_branches && t != last_at + 1 => {
                model.drain_translations();
                model.save(&mut snap);
                let drained = table.intern(&snap);
                loaded = Some(drained);
                Some((t, drained))
            }
            _ => None,
        };
        // The fall-through successor goes on the stack last, so it is explored
        // next with the model still holding `next`.
        let fall = block + 1;
        let ordered = succs
            .iter()
            .filter(|&&t| t != fall)
            .chain(succs.iter().filter(|&&t| t == fall));
        for &t in ordered {
            let from = match taken {
                Some((target, drained)) if cfg.blocks[t as usize].start == target => drained,
                _ => next,
            };
            if !seen.insert(t, from) {
                continue;
            }
            let mut state = from;
            if block_states[t as usize] >= opts.cap_after(nodes.len() as u64) {
                if !can_widen {
                    note(Incomplete::StateCap { block: t }, &mut run);
                    continue;
                }
                // Past the cap: explore the join of every later state instead
                // (sound, docs/paths.md section 2), again only when it grows.
                match widened[t as usize] {
                    None => run.widened.push(t),
                    Some(w) => {
                        joiner.join(table.get(w), table.get(from), &mut joined);
                        state = table.intern(&joined);
                        if state == w {
                            continue;
                        }
                    }
                }
                widened[t as usize] = Some(state);
                if state != from && !seen.insert(t, state) {
                    continue;
                }
                run.widenings += 1;
            }
            block_states[t as usize] += 1;
            nodes.push(Node {
                block: t,
                state,
                parent: n,
            });
            stack.push(nodes.len() as u32 - 1);
        }
    }
    let waits = kernel.by_origin(|i| instrs[i as usize].unit == Unit::Wait);
    let reached = kernel.by_origin(|i| reached[cfg.block_of(i) as usize]);
    for (o, _) in reached.iter().enumerate().filter(|(_, &r)| r) {
        run.instructions += 1;
        run.waits += u64::from(waits[o]);
    }
    // A device function's entry events are the contract's, not its code.
    let entry = instrs
        .iter()
        .take_while(|i| crate::contract::is_entry_event(i))
        .count() as u64;
    run.instructions -= entry.min(run.instructions);
    run.unreached = (total - entry).saturating_sub(run.instructions);
    run.states = nodes.len() as u64;
    run.tree = nodes.iter().map(|n| (n.block, n.parent)).collect();
    run.max_block_states = block_states.iter().copied().max().unwrap_or(0);
    run
}

/// The witness of a race found at node `n` (consumer instruction `consumer`):
/// the blocks from the nearest node on `n`'s chain of first-reached links
/// whose block issues `producer`, to `n`'s block. The most recent issue of a
/// producer is the one outstanding whenever any is (a queue retires in issue
/// order), so that node's block is where the race's event came from.
fn witness(nodes: &[Node], cfg: &Cfg, n: u32, producer: u32, consumer: u32) -> Vec<u32> {
    let home = cfg.block_of(producer);
    let mut blocks = vec![nodes[n as usize].block];
    if home == nodes[n as usize].block && producer < consumer {
        return blocks;
    }
    let mut at = nodes[n as usize].parent;
    while at != ROOT {
        let b = nodes[at as usize].block;
        blocks.push(b);
        if b == home {
            break;
        }
        at = nodes[at as usize].parent;
    }
    blocks.reverse();
    blocks
}

/// A block's name in witnesses (docs/paths.md section 4): the address of its
/// first instruction in a code object, `L<line>` in a listing, `#<index>` for
/// generated code without either.
pub fn block_name(kernel: &Kernel, cfg: &Cfg, block: u32) -> String {
    let first = &kernel.instrs[cfg.blocks[block as usize].start as usize];
    match (first.addr, first.line) {
        (Some(a), _) => format!("{a:#x}"),
        (None, 0) => format!("#{}", cfg.blocks[block as usize].start),
        (None, line) => format!("L{line}"),
    }
}
