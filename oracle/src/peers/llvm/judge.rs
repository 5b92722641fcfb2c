//! Judging LLVM's waits with the oracle: sound on every path, and for each
//! wait the weakest one that would do.
//!
//! Paths: the all-paths analysis does not exist yet, so a kernel's paths are
//! enumerated from its entry to every exit, taking each loop's back-edges at
//! most [`JudgeConfig::loop_bound`] times per path (so a loop body runs at
//! most bound + 1 times). A race that needs more iterations to show is not
//! seen: the bound is stated in every report. Each path's stream goes through
//! the closed-form oracle and the race scan (docs/counters.md section 4).
//!
//! Weakest safe wait: for each LLVM wait and each counter field it encodes
//! below all ones, the largest count that keeps every path race-free with all
//! other waits as LLVM placed them (monotone, so a binary search; the
//! counter's capacity stands for "no wait"). A wait is `tight` when every
//! field is already the weakest, else `over_wait`, with a cause label found by
//! counterfactuals (see [`Cause`]).

use std::fmt;

use wavebed_model::assume::Assumptions;
use wavebed_model::cfg::Cfg;
use wavebed_model::instr::{Instr, Kernel, Unit};
use wavebed_model::profile::{Class, Counter, MemKind, Profile, NUM_COUNTERS};

use crate::counters::closed;
use crate::counters::races::{races_on_path, waw_exempt, Race};

/// The oracle configuration a judgement runs under: one place, so the
/// assumption set (FLAT counters, back-pressure, ...) reaches every query.
#[derive(Clone, Debug)]
pub struct JudgeConfig {
    /// The architecture's profile with the assumptions in force.
    pub profile: Profile,
    /// Back-edge traversals per loop and path.
    pub loop_bound: u32,
    /// Paths per kernel before the judgement gives up.
    pub max_paths: usize,
}

impl JudgeConfig {
    pub const DEFAULT_LOOP_BOUND: u32 = 2;
    pub const DEFAULT_MAX_PATHS: usize = 4096;

    pub fn new(profile: Profile) -> JudgeConfig {
        JudgeConfig {
            profile,
            loop_bound: Self::DEFAULT_LOOP_BOUND,
            max_paths: Self::DEFAULT_MAX_PATHS,
        }
    }

    /// The assumption set as reports state it: every contested reading the
    /// profile embodies (docs/assumptions.md), then the loop bound.
    pub fn assumptions(&self) -> String {
        format!(
            "{} loop-bound={}",
            Assumptions::of(&self.profile),
            self.loop_bound
        )
    }
}

/// Why LLVM waits more than the oracle needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// Back-pressure would complete the event anyway (a full counter stalls
    /// the issue): LLVM's `vmcnt(62)` past 63 loads; also any over-wait at
    /// capacity - 1, LLVM's cap for dependencies older than the capacity.
    Capacity,
    /// A direct-to-LDS load is pending: LLVM waits for its LDS write, a memory
    /// dependence the register oracle does not see.
    LdsDma,
    /// A generic FLAT is pending on the counter.
    Flat,
    /// Tokens of different completion classes share the counter (an `s_load`
    /// among LDS reads on gfx9): LLVM waits for zero.
    MixedClass,
    /// The next instruction is a load overwriting the destination of a
    /// pending load of its own ordered class: it lands later anyway, but
    /// LLVM waits (it exempts only VMEM loads of one type).
    WawInOrder,
    /// The consumer is a D16 load: LLVM reads its tied destination at issue,
    /// the hardware merges it on return.
    D16Merge,
    /// A scalar load is pending and the next instruction writes memory:
    /// LLVM orders the store after the load (a memory dependence the
    /// register oracle does not judge).
    SmemThenStore,
    /// The next instruction is a barrier: ordering memory across waves (the
    /// memory model), which the register oracle does not judge.
    Barrier,
    /// The wait sits in a block control flow joins into.
    CrossBlockJoin,
    /// The wait sits in a loop body.
    LoopCarried,
    /// Nothing the oracle tracks is pending on the counter.
    NothingPending,
    Other,
}

impl Cause {
    pub const ALL: [Cause; 12] = [
        Cause::Capacity,
        Cause::LdsDma,
        Cause::Flat,
        Cause::MixedClass,
        Cause::WawInOrder,
        Cause::D16Merge,
        Cause::SmemThenStore,
        Cause::Barrier,
        Cause::CrossBlockJoin,
        Cause::LoopCarried,
        Cause::NothingPending,
        Cause::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cause::Capacity => "capacity",
            Cause::LdsDma => "lds-dma",
            Cause::Flat => "flat",
            Cause::MixedClass => "mixed-class",
            Cause::WawInOrder => "waw-in-order",
            Cause::D16Merge => "d16-merge",
            Cause::SmemThenStore => "smem-then-store",
            Cause::Barrier => "barrier",
            Cause::CrossBlockJoin => "cross-block-join",
            Cause::LoopCarried => "loop-carried",
            Cause::NothingPending => "nothing-pending",
            Cause::Other => "other",
        }
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Per-counter wait fields: `Some(n)` waits until at most n are outstanding.
pub type Fields = [Option<u16>; NUM_COUNTERS];

/// The oracle's view of one LLVM wait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitJudgement {
    /// Index of the wait in the judged kernel.
    pub index: usize,
    /// What LLVM waits for (fields below all ones only).
    pub llvm: Fields,
    /// The weakest safe field per counter LLVM waits on (`None`: no wait).
    pub weakest: Fields,
    /// `None` when tight.
    pub cause: Option<Cause>,
}

impl WaitJudgement {
    pub fn tight(&self) -> bool {
        self.cause.is_none()
    }
}

/// A race on one path: what the oracle found despite LLVM's waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathRace {
    /// Kernel indices of the path's instructions.
    pub path: Vec<u32>,
    /// Positions in `path`.
    pub race: Race,
    /// A contested hardware reading the race depends on, if any: `flat`
    /// (a generic FLAT issues between producer and consumer), `capacity` (back-pressure would rule
    /// it out) or `lds-dma-lgkm` (it is gone if direct-to-LDS loads also
    /// count on lgkmcnt, as LLVM 22 assumes).
    pub reading: Option<&'static str>,
}

/// The judgement of one kernel with LLVM's waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Races on some path (empty: sound).
    pub races: Vec<PathRace>,
    /// One per LLVM wait, in kernel order (empty when unsound: the weakest
    /// wait of an unsound program means nothing).
    pub waits: Vec<WaitJudgement>,
    /// Paths judged.
    pub paths: usize,
}

/// Why a kernel could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooManyPaths(pub usize);

impl fmt::Display for TooManyPaths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "more than {} paths", self.0)
    }
}

/// Every path from the entry to an exit, taking each back-edge at most
/// `bound` times per loop; kernel instruction indices in executed order.
pub fn paths(kernel: &Kernel, bound: u32, max: usize) -> Result<Vec<Vec<u32>>, TooManyPaths> {
    let cfg = Cfg::build(kernel);
    let mut out = Vec::new();
    if cfg.blocks.is_empty() {
        out.push(Vec::new());
        return Ok(out);
    }
    let mut counts = vec![0u32; cfg.loops.len()];
    let mut path = Vec::new();
    let falls_off_end = kernel
        .instrs
        .last()
        .is_some_and(|i| i.flow == wavebed_model::instr::Flow::CondBranch);
    let walk_cfg = Walk {
        cfg: &cfg,
        bound,
        max,
        falls_off_end,
    };
    walk_cfg.walk(0, &mut counts, &mut path, &mut out)?;
    Ok(out)
}

/// The fixed inputs of the path walk.
struct Walk<'c> {
    cfg: &'c Cfg,
    bound: u32,
    max: usize,
    /// The kernel ends in a conditional branch, whose fall-through leaves it.
    falls_off_end: bool,
}

impl Walk<'_> {
    fn walk(
        &self,
        b: u32,
        counts: &mut [u32],
        path: &mut Vec<u32>,
        out: &mut Vec<Vec<u32>>,
    ) -> Result<(), TooManyPaths> {
        let cfg = self.cfg;
        let block = cfg.blocks[b as usize];
        let mark = path.len();
        path.extend(block.start..block.end);
        let succs = cfg.succs(b);
        // A conditional branch closing the kernel's last block also runs off
        // its end (the `s_endpgm` the MIR translation adds): an exit too, or
        // a listing ending in a loop's back-edge has no path at all.
        let falls_off = self.falls_off_end && b as usize + 1 == cfg.blocks.len();
        if succs.is_empty() || falls_off {
            if out.len() >= self.max {
                return Err(TooManyPaths(self.max));
            }
            out.push(path.clone());
        }
        for &s in succs {
            let back = cfg.back_edge(b, s);
            if let Some(l) = back {
                if counts[l as usize] >= self.bound {
                    continue;
                }
                counts[l as usize] += 1;
            }
            self.walk(s, counts, path, out)?;
            if let Some(l) = back {
                counts[l as usize] -= 1;
            }
        }
        path.truncate(mark);
        Ok(())
    }
}

/// The races of the path `path` of `kernel` under `profile`.
fn path_races(profile: &Profile, kernel: &Kernel, path: &[u32]) -> Vec<Race> {
    let stream: Vec<&Instr> = path.iter().map(|&i| &kernel.instrs[i as usize]).collect();
    let lt = closed::lifetimes(profile, &stream);
    races_on_path(profile, &stream, Some(path), &lt)
}

fn all_safe(profile: &Profile, kernel: &Kernel, paths: &[Vec<u32>]) -> bool {
    paths
        .iter()
        .all(|p| path_races(profile, kernel, p).is_empty())
}

/// The fields of `instr`'s wait that block (below all ones).
pub fn blocking(profile: &Profile, instr: &Instr) -> Fields {
    crate::counters::blocking_fields(profile, instr)
}

/// Sets counter `c`'s field of the wait at `index` to `n` (capacity: no wait).
fn set_field(kernel: &mut Kernel, index: usize, c: Counter, n: u16) {
    if let Some(w) = kernel.instrs[index].wait.as_mut() {
        w.fields[c.index()] = n;
    }
}

/// Judges `kernel` (LLVM's waits in place, at `llvm_waits`) under `cfg`.
pub fn judge(
    cfg: &JudgeConfig,
    kernel: &Kernel,
    llvm_waits: &[usize],
) -> Result<Judgement, TooManyPaths> {
    let profile = &cfg.profile;
    let paths = paths(kernel, cfg.loop_bound, cfg.max_paths)?;
    let mut found = Vec::new();
    for p in &paths {
        for race in path_races(profile, kernel, p) {
            found.push(PathRace {
                path: p.clone(),
                race,
                reading: reading(profile, kernel, p, &race),
            });
        }
    }
    if !found.is_empty() {
        return Ok(Judgement {
            races: found,
            waits: Vec::new(),
            paths: paths.len(),
        });
    }
    let mut work = kernel.clone();
    let mut waits = Vec::with_capacity(llvm_waits.len());
    for &w in llvm_waits {
        let llvm = blocking(profile, &kernel.instrs[w]);
        let mut weakest = [None; NUM_COUNTERS];
        let mut cause = None;
        for c in Counter::ALL {
            let Some(n) = llvm[c.index()] else { continue };
            let cap = profile.capacity(c);
            let m = weakest_field(profile, &mut work, &paths, w, c, n, cap);
            set_field(&mut work, w, c, n);
            weakest[c.index()] = (m < cap).then_some(m);
            if m > n && cause.is_none() {
                cause = Some(over_wait_cause(cfg, &mut work, &paths, w, c, n, m));
                set_field(&mut work, w, c, n);
            }
        }
        waits.push(WaitJudgement {
            index: w,
            llvm,
            weakest,
            cause,
        });
    }
    Ok(Judgement {
        races: Vec::new(),
        waits,
        paths: paths.len(),
    })
}

/// The largest field in `n..=cap` for counter `c` of the wait at `w` that
/// keeps every path race-free (`n` does). Leaves the field at the answer.
fn weakest_field(
    profile: &Profile,
    work: &mut Kernel,
    paths: &[Vec<u32>],
    w: usize,
    c: Counter,
    n: u16,
    cap: u16,
) -> u16 {
    let (mut lo, mut hi) = (n, cap);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        set_field(work, w, c, mid);
        if all_safe(profile, work, paths) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    set_field(work, w, c, lo);
    lo
}

/// Labels an over-wait on counter `c` at wait `w` (LLVM `n`, weakest `m`).
fn over_wait_cause(
    cfg: &JudgeConfig,
    work: &mut Kernel,
    paths: &[Vec<u32>],
    w: usize,
    c: Counter,
    n: u16,
    m: u16,
) -> Cause {
    let profile = &cfg.profile;
    // Capacity: without back-pressure LLVM's count is needed, with it not.
    if profile.back_pressure {
        let mut off = profile.clone();
        off.back_pressure = false;
        set_field(work, w, c, m);
        let weaker_unsafe = !all_safe(&off, work, paths);
        set_field(work, w, c, n);
        if weaker_unsafe && all_safe(&off, work, paths) {
            return Cause::Capacity;
        }
    }
    // LLVM's overflow rule: a dependency older than the counter's capacity
    // gets capacity - 1 (lgkmcnt(14), vmcnt(62) on gfx9).
    if n + 1 == profile.capacity(c) {
        return Cause::Capacity;
    }
    // What may be outstanding on c just before the wait, on any path.
    set_field(work, w, c, profile.capacity(c));
    let mut kinds: Vec<(MemKind, Class)> = Vec::new();
    let next = work.instrs.get(w + 1).cloned();
    let mut waw_in_order = false;
    // Every visit of the wait on every path (a loop visits it again).
    for p in paths {
        let visits: Vec<usize> = (0..p.len()).filter(|&k| p[k] as usize == w).collect();
        if visits.is_empty() {
            continue;
        }
        let stream: Vec<&Instr> = p.iter().map(|&i| &work.instrs[i as usize]).collect();
        let tl = closed::token_lifetimes(profile, &stream);
        for pos in visits {
            for (q, instr) in stream.iter().enumerate().take(pos) {
                let Some(kind) = instr.mem else { continue };
                let toks = profile.tokens(kind);
                for (t, &done) in toks.as_slice().iter().zip(tl.tokens(q)) {
                    if t.counter == c && done as usize > pos && !kinds.contains(&(kind, t.class)) {
                        kinds.push((kind, t.class));
                    }
                    if let Some(n) = next
                        .as_ref()
                        .filter(|_| t.counter == c && done as usize > pos)
                    {
                        let overlap = instr
                            .writes
                            .as_slice()
                            .iter()
                            .any(|a| n.writes.as_slice().iter().any(|b| a.overlaps(b)));
                        waw_in_order |= overlap && waw_exempt(profile, instr, n);
                    }
                }
            }
        }
    }
    set_field(work, w, c, n);
    let kernel_cfg = Cfg::build(work);
    let block = kernel_cfg.block_of(w as u32);
    let preds = (0..kernel_cfg.blocks.len() as u32)
        .filter(|&b| kernel_cfg.succs(b).contains(&block))
        .count();
    if kinds.iter().any(|(k, _)| *k == MemKind::VmemLds) {
        Cause::LdsDma
    } else if kinds
        .iter()
        .any(|(k, _)| matches!(k, MemKind::FlatLoad | MemKind::FlatStore))
    {
        Cause::Flat
    } else if kinds
        .iter()
        .any(|(_, cl)| kinds.iter().any(|(_, other)| other != cl))
    {
        Cause::MixedClass
    } else if waw_in_order {
        Cause::WawInOrder
    } else if next
        .as_ref()
        .is_some_and(|i| i.unit == Unit::Mem && i.mnemonic().contains("d16"))
    {
        Cause::D16Merge
    } else if kinds.iter().any(|(k, _)| *k == MemKind::Smem)
        && next.as_ref().is_some_and(writes_memory)
    {
        Cause::SmemThenStore
    } else if next
        .as_ref()
        .is_some_and(|i| i.mnemonic().starts_with("s_barrier"))
    {
        Cause::Barrier
    } else if preds >= 2 {
        Cause::CrossBlockJoin
    } else if !kernel_cfg.loops_of(block).is_empty() {
        Cause::LoopCarried
    } else if kinds.is_empty() {
        Cause::NothingPending
    } else {
        Cause::Other
    }
}

/// Whether `i` writes memory: a store, an atomic (LDS ones included), or a
/// direct-to-LDS load (it writes LDS: LLVM orders it after a pending scalar
/// load like any store).
fn writes_memory(i: &Instr) -> bool {
    let m = i.mnemonic();
    matches!(
        i.mem,
        Some(MemKind::VmemStore | MemKind::LdsWrite | MemKind::FlatStore | MemKind::VmemLds)
    ) || (i.mem.is_some() && (m.contains("atomic") || m.starts_with("ds_add")))
}

/// The contested reading a race depends on, if any.
fn reading(profile: &Profile, kernel: &Kernel, path: &[u32], race: &Race) -> Option<&'static str> {
    // FLAT: LLVM orders a FLAT with an `addrspace 1` operand among the VMEM
    // loads; the oracle keeps every FLAT unordered (docs/counters.md section 7).
    let is_flat = |p: u32| {
        matches!(
            kernel.instrs[path[p as usize] as usize].mem,
            Some(MemKind::FlatLoad | MemKind::FlatStore)
        )
    };
    if (race.producer..race.consumer).any(is_flat) {
        return Some("flat");
    }
    let gone_with = |change: fn(&mut Profile)| {
        let mut other = profile.clone();
        change(&mut other);
        other != *profile && !path_races(&other, kernel, path).contains(race)
    };
    if gone_with(|p| p.back_pressure = true) {
        return Some("capacity");
    }
    if gone_with(|p| p.direct_to_lds_lgkm = true) {
        return Some("lds-dma-lgkm");
    }
    None
}
