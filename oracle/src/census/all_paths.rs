//! The census on every path (`census --paths all`, docs/paths.md section 7):
//! the waves a kernel or device function is censused over, chosen so that the
//! oracle judges every race any model reports on a path where it occurs.
//!
//! The census compares race sets over a set of streams (its waves); on every
//! path that set would be every path, which loops make infinite and branches
//! exponential. The waves here are:
//!
//! * every maximal path with at most [`BACK_EDGES`] back-edge traversals, when
//!   there are at most [`MAX_PATHS`] (`enumerated`): on a loop-free graph that
//!   is every path, so false positives and missed races are exactly those of
//!   the all-paths definition (docs/paths.md section 2);
//! * the path from the entry to every race of every model's all-paths
//!   analysis ([`PathsRun::entry_path`]): each model reproduces its race there
//!   (the models are deterministic), so each model's race set over the waves
//!   is its all-paths race set, and the oracle judges each reported race on a
//!   path that produces it;
//! * a kernel's walked path, so the oracle sees at least what `--paths walk`
//!   shows it.
//!
//! When enumeration is cut, a model race the oracle rules out on these waves
//! may still be an oracle race on a path not among them, and an oracle race
//! on no wave is missed by nobody: the census says which kernels were not
//! enumerated (`enumerated=0`).

use std::collections::HashSet;

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{Model, ModelKind, StepPlan};
use wavebed_model::instr::{Kernel, Unit};
use wavebed_model::isa::decode::FastHash;
use wavebed_model::paths::{self, Entry, Incomplete, PathOptions, PathsRun};
use wavebed_model::pipeline::{
    walk_kernel, KernelWaves, Loaded, PathsCoverage, Settings, WavesEnd,
};
use wavebed_model::profile::Arch;

use crate::counters::paths::{maximal_paths, path_stream};

/// Back-edge traversals an enumerated path may take in total: one shows
/// every race carried once around a loop.
pub const BACK_EDGES: u32 = 1;

/// Maximal paths enumerated per function; past it only witness paths and
/// the walked path are censused.
pub const MAX_PATHS: u64 = 64;

/// Each kernel, then each device function, of a loaded file with the waves
/// the all-paths census runs over.
pub fn program_paths(loaded: Loaded, settings: &Settings) -> Vec<KernelWaves> {
    let arch = loaded.arch;
    let profile = settings.assume.profile(arch);
    let mut models = ModelKind::ALL.map(|k| Model::new(k, &profile));
    loaded
        .entries()
        .map(|(kernel, entry)| entry_waves(kernel, entry, arch, &mut models, settings))
        .collect()
}

/// One function's waves and coverage.
fn entry_waves(
    kernel: Kernel,
    entry: Entry,
    arch: Arch,
    models: &mut [Model; 3],
    settings: &Settings,
) -> KernelWaves {
    let cfg = Cfg::build(&kernel);
    // The models share one profile, so one set of step plans serves the
    // three runs (issue 30: building them costs about what they save one).
    let plans = StepPlan::for_kernel(&kernel.instrs, models[0].profile());
    // A model that refuses the architecture (legacy and seed on gfx10 and
    // gfx12) is not run by the census (`census_kernel`): its analysis would
    // be work thrown away - and legacy's unbounded queues make it quadratic
    // on a hostile `.rept` of loads.
    let runs: Vec<(ModelKind, PathsRun)> = models
        .iter_mut()
        .filter(|m| m.kind().refusal(arch).is_none())
        .map(|m| {
            let run =
                paths::analyse_planned(&kernel, &cfg, m, &plans, entry, &PathOptions::default());
            (m.kind(), run)
        })
        .collect();
    let mut waves: Vec<Vec<u32>> = Vec::new();
    // Streams are long (whole paths): a fast hash, and a stream is copied
    // only when it is new.
    let mut seen: HashSet<Vec<u32>, FastHash> = HashSet::default();
    let mut push = |stream: &[u32]| {
        if !stream.is_empty() && !seen.contains(stream) {
            seen.insert(stream.to_vec());
            waves.push(stream.to_vec());
        }
    };
    let mut ids = Vec::new();
    if entry == Entry::Kernel {
        walk_kernel(&kernel, &settings.walk, &mut ids);
        push(&ids);
    }
    let enumerated = match maximal_paths(&cfg, BACK_EDGES, MAX_PATHS) {
        Ok(all) => {
            for blocks in all {
                path_stream(&cfg, &blocks, &mut ids);
                push(&ids);
            }
            true
        }
        Err(_) => false,
    };
    for (_, run) in &runs {
        for node in race_leaves(run) {
            path_stream(&cfg, &run.entry_path(node), &mut ids);
            push(&ids);
        }
    }
    #[allow(clippy::expect_used, reason = "an invariant: exact runs everywhere")]
    let exact = &runs
        .iter()
        .find(|(m, _)| *m == ModelKind::Exact)
        .expect("exact runs on every architecture")
        .1;
    // The kernel as loaded: a peeled copy is its origin.
    let all_waits = kernel
        .by_origin(|i| kernel.instrs[i as usize].unit == Unit::Wait)
        .into_iter()
        .filter(|&w| w)
        .count() as u64;
    // Each model's analysis may stop for its own reason (legacy's unbounded
    // queues reach the state cap first): every reason, with its model.
    let incomplete: Vec<(ModelKind, Incomplete)> = runs
        .iter()
        .flat_map(|(m, r)| r.incomplete.iter().map(move |&why| (*m, why)))
        .collect();
    let notices = incomplete
        .iter()
        .map(|(m, why)| format!("model={m}: {}", notice(&kernel, &cfg, why)))
        .collect();
    KernelWaves {
        arch,
        completed: incomplete.is_empty(),
        end: incomplete
            .first()
            .map_or(WavesEnd::AllPaths, |&(_, why)| WavesEnd::Incomplete(why)),
        notices,
        waves,
        paths: Some(PathsCoverage {
            entry,
            instructions: exact.instructions,
            waits: exact.waits,
            unreached: exact.unreached,
            unreached_waits: all_waits - exact.waits,
            enumerated,
        }),
        path_races: runs
            .iter()
            .flat_map(|(m, r)| r.races.iter().map(move |race| (*m, race.hit)))
            .collect(),
        kernel,
    }
}

/// The nodes races were found at that are no proper ancestor of another
/// such node: their entry paths contain every race node's path as a prefix,
/// so their streams hold every race.
fn race_leaves(run: &PathsRun) -> Vec<u32> {
    let mut nodes: Vec<u32> = run.races.iter().map(|r| r.node).collect();
    nodes.sort_unstable();
    nodes.dedup();
    let mut ancestor = vec![false; run.tree.len()];
    for &n in &nodes {
        let mut at = run.tree[n as usize].1;
        while at != u32::MAX && !ancestor[at as usize] {
            ancestor[at as usize] = true;
            at = run.tree[at as usize].1;
        }
    }
    nodes.retain(|&n| !ancestor[n as usize]);
    nodes
}

/// A notice (as the census prints them, `line N: ...`) for what the
/// analysis could not follow.
fn notice(kernel: &Kernel, cfg: &Cfg, why: &Incomplete) -> String {
    let at = |i: u32| {
        let ins = &kernel.instrs[i as usize];
        match ins.addr {
            Some(a) => format!("address {a:#x}"),
            None => format!("line {}", ins.line),
        }
    };
    let text = |i: u32| &*kernel.instrs[i as usize].text;
    match *why {
        Incomplete::SetPc { at: i } => format!(
            "{}: `{}` is an indirect jump the analysis cannot follow (completed=0)",
            at(i),
            text(i)
        ),
        Incomplete::UnresolvedBranch { at: i } => format!(
            "{}: `{}` has a target outside the function (completed=0)",
            at(i),
            text(i)
        ),
        Incomplete::StateCap { block } => format!(
            "{}: more than {} model states reach this block; states past the cap are not explored (completed=0)",
            at(cfg.blocks[block as usize].start),
            PathOptions::DEFAULT_MAX_STATES_PER_BLOCK
        ),
        Incomplete::RaceCap { producer } => format!(
            "{}: race cap reached (at most {} races per producer, {} per function; docs/paths.md section 9): races past it are not recorded (completed=0)",
            at(producer),
            PathOptions::DEFAULT_MAX_RACES_PER_PRODUCER,
            PathOptions::DEFAULT_MAX_RACES
        ),
    }
}
