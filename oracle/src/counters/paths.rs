//! The all-paths oracle (docs/paths.md section 2): race sets as unions over
//! explicitly enumerated paths, and the branchy program generator the
//! all-paths engine is checked with.
//!
//! [`union_over_paths`] walks every maximal path of a kernel's graph with at
//! most `back_edges` back-edge traversals, runs the closed form and a model on
//! each path's stream, and unions their (producer, consumer) pairs. On a
//! loop-free graph that is the definition of the all-paths race set; with
//! loops it is the part of it that paths of up to `back_edges` iterations
//! show, which the engine must contain. Exponential in nesting: it answers
//! [`TooLarge`] past a path budget, and is meant for small generated programs
//! and small kernels.
//!
//! [`BranchyProgram`] generates kernels with diamonds, skips, nested ifs,
//! loops (whose straight-line segments load and consume the same few
//! registers, so loads are loop-carried) and early exits, printed as real
//! listing text: labels, `s_branch`, `s_cbranch_*` - the front end is in the
//! loop.

use std::collections::BTreeSet;

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::{Instr, Kernel};
use wavebed_model::profile::{Arch, Profile};

use crate::choices::{self, Choices};

use super::closed;
use super::gen::{GenConfig, GenProgram};
use super::races::races_on_path;

/// More maximal paths than the budget allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyPaths {
    pub limit: u64,
}

impl std::fmt::Display for TooManyPaths {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "too_large: more than {} paths", self.limit)
    }
}

/// (producer, consumer) instruction pairs.
pub type Pairs = BTreeSet<(u32, u32)>;

/// Unions over the enumerated paths.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathUnion {
    /// The model's races, per path, unioned.
    pub model: Pairs,
    /// The closed form's races, per path, unioned.
    pub oracle: Pairs,
    /// Maximal paths enumerated.
    pub paths: u64,
}

/// Enumerates the maximal paths of `kernel` with at most `back_edges` back-edge
/// traversals and unions the races of `model` (if any) and of the closed form
/// over them. More than `max_paths` paths: [`TooManyPaths`].
pub fn union_over_paths(
    kernel: &Kernel,
    cfg: &Cfg,
    profile: &Profile,
    model: Option<ModelKind>,
    back_edges: u32,
    max_paths: u64,
) -> Result<PathUnion, TooManyPaths> {
    let mut out = PathUnion::default();
    let mut m = model.map(|k| Model::new(k, profile));
    let mut ids: Vec<u32> = Vec::new();
    for blocks in maximal_paths(cfg, back_edges, max_paths)? {
        out.paths += 1;
        path_stream(cfg, &blocks, &mut ids);
        let stream: Vec<&Instr> = ids.iter().map(|&i| &kernel.instrs[i as usize]).collect();
        let lifetimes = closed::lifetimes(profile, &stream);
        out.oracle.extend(
            races_on_path(profile, &stream, Some(&ids), &lifetimes)
                .into_iter()
                .map(|r| (ids[r.producer as usize], ids[r.consumer as usize])),
        );
        if let Some(m) = &mut m {
            let run = run_stream(m, kernel, &ids);
            out.model
                .extend(run.races.iter().map(|h| (h.producer, h.consumer)));
        }
    }
    Ok(out)
}

/// The instructions of the blocks `blocks` (a path), in order, into `ids`
/// (cleared first).
pub fn path_stream(cfg: &Cfg, blocks: &[u32], ids: &mut Vec<u32>) {
    ids.clear();
    for &b in blocks {
        let blk = cfg.blocks[b as usize];
        ids.extend(blk.start..blk.end);
    }
}

/// The maximal paths of `cfg` from its entry (block 0) with at most
/// `back_edges` back-edge traversals, as block sequences in depth-first
/// order: a path is maximal when no successor may be taken (an exit, or
/// only back-edges past the budget). More than `max_paths`: [`TooManyPaths`].
pub fn maximal_paths(
    cfg: &Cfg,
    back_edges: u32,
    max_paths: u64,
) -> Result<Vec<Vec<u32>>, TooManyPaths> {
    let mut out = Vec::new();
    if cfg.blocks.is_empty() {
        return Ok(out);
    }
    let mut blocks: Vec<u32> = vec![0];
    // Depth-first over (block, successor cursor, back-edges used).
    let mut stack: Vec<(u32, usize, u32)> = vec![(0, 0, 0)];
    while let Some(top) = stack.last_mut() {
        let (b, cursor, used) = *top;
        let succs = cfg.succs(b);
        // The next successor this path may take.
        let mut next = None;
        let mut i = cursor;
        while i < succs.len() {
            let t = succs[i];
            i += 1;
            let cost = u32::from(cfg.back_edge(b, t).is_some());
            if used + cost <= back_edges {
                next = Some((t, used + cost));
                break;
            }
        }
        top.1 = i;
        if cursor == 0 && next.is_none() {
            // No successor can be taken: a maximal path.
            if out.len() as u64 >= max_paths {
                return Err(TooManyPaths { limit: max_paths });
            }
            out.push(blocks.clone());
        }
        match next {
            Some((t, used)) => {
                blocks.push(t);
                stack.push((t, 0, used));
            }
            None => {
                stack.pop();
                blocks.pop();
            }
        }
    }
    Ok(out)
}

/// Limits of a generated branchy program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BranchyConfig {
    /// Nesting depth of ifs and loops.
    pub max_depth: u8,
    /// Items (segments, ifs, loops) per nesting level.
    pub max_items: u8,
    /// Instructions per straight-line segment.
    pub segment_len: usize,
    /// Whether loops may be generated.
    pub loops: bool,
}

impl Default for BranchyConfig {
    fn default() -> Self {
        BranchyConfig {
            max_depth: 3,
            max_items: 3,
            segment_len: 5,
            loops: false,
        }
    }
}

/// A generated kernel with branches, as listing text.
#[derive(Clone, Debug)]
pub struct BranchyProgram {
    pub arch: Arch,
    /// The listing: `.amdgcn_target`, one instruction or label a line.
    pub listing: String,
}

impl BranchyProgram {
    /// Generates a program for `arch` from `u`; an exhausted `u` ends it early.
    pub fn generate(
        u: &mut Choices<'_>,
        arch: Arch,
        cfg: &BranchyConfig,
    ) -> choices::Result<BranchyProgram> {
        let profile = arch.profile();
        let mut g = Branchy {
            u,
            profile: &profile,
            cfg: *cfg,
            lines: Vec::new(),
            labels: 0,
        };
        g.block(0)?;
        g.lines.push(".LBB0_exit:".to_string());
        let mut listing = format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n");
        for l in &g.lines {
            if !l.ends_with(':') {
                listing.push('\t');
            }
            listing.push_str(l);
            listing.push('\n');
        }
        listing.push_str("\ts_endpgm\n");
        Ok(BranchyProgram { arch, listing })
    }
}

struct Branchy<'u, 'a, 'p> {
    u: &'u mut Choices<'a>,
    profile: &'p Profile,
    cfg: BranchyConfig,
    lines: Vec<String>,
    labels: u32,
}

/// Conditional branches whose conditions the analysis ignores.
const CONDITIONS: [&str; 4] = [
    "s_cbranch_execz",
    "s_cbranch_scc0",
    "s_cbranch_scc1",
    "s_cbranch_vccnz",
];

impl Branchy<'_, '_, '_> {
    fn label(&mut self) -> String {
        self.labels += 1;
        format!(".LBB0_{}", self.labels)
    }

    fn cond(&mut self) -> choices::Result<&'static str> {
        Ok(*self.u.choose(&CONDITIONS)?)
    }

    fn block(&mut self, depth: u8) -> choices::Result<()> {
        let items = self.u.int_in_range(1..=self.cfg.max_items.max(1))?;
        for _ in 0..items {
            let kind = if depth >= self.cfg.max_depth {
                0
            } else {
                self.u.int_in_range(0u8..=5)?
            };
            match kind {
                // Skip: an if without else.
                1 => {
                    let end = self.label();
                    let c = self.cond()?;
                    self.lines.push(format!("{c} {end}"));
                    self.block(depth + 1)?;
                    self.lines.push(format!("{end}:"));
                }
                // Diamond: if / else.
                2 => {
                    let (other, end) = (self.label(), self.label());
                    let c = self.cond()?;
                    self.lines.push(format!("{c} {other}"));
                    self.block(depth + 1)?;
                    self.lines.push(format!("s_branch {end}"));
                    self.lines.push(format!("{other}:"));
                    self.block(depth + 1)?;
                    self.lines.push(format!("{end}:"));
                }
                // Loop: a body and a conditional back-edge.
                3 if self.cfg.loops => {
                    let head = self.label();
                    self.lines.push(format!("{head}:"));
                    self.block(depth + 1)?;
                    let c = self.cond()?;
                    self.lines.push(format!("{c} {head}"));
                }
                // Early exit to the kernel's end.
                4 => {
                    let c = self.cond()?;
                    self.lines.push(format!("{c} .LBB0_exit"));
                }
                _ => self.segment()?,
            }
        }
        Ok(())
    }

    fn segment(&mut self) -> choices::Result<()> {
        let len = self.u.int_in_range(1..=self.cfg.segment_len.max(1))?;
        let gen = GenConfig {
            max_len: len,
            max_mem: len,
        };
        let p = GenProgram::generate(self.u, self.profile, &gen)?;
        self.lines
            .extend(p.instrs.iter().map(|i: &Instr| i.text.to_string()));
        // gfx1250 segments may switch the VGPR bank: each ends in bank 0, so
        // the paths that meet at a label agree on the state.
        let last_bank = p
            .instrs
            .iter()
            .rev()
            .find(|i| i.mnemonic() == "s_set_vgpr_msb");
        if last_bank.is_some_and(|i| i.operands() != "0x0") {
            self.lines.push("s_set_vgpr_msb 0x0".to_string());
        }
        Ok(())
    }
}

/// The all-paths engine against path enumeration on one listing.
#[derive(Clone, Debug)]
pub struct PathsCheck {
    /// The engine's race pairs.
    pub engine: Pairs,
    /// Whether the engine explored everything (no cap fired without widening).
    pub completed: bool,
    /// Joins into widened states (docs/paths.md section 2; 0: exact).
    pub widenings: u64,
    /// Whether the kernel's graph has a loop.
    pub loops: bool,
    /// The unions over enumerated paths.
    pub union: PathUnion,
}

impl PathsCheck {
    /// Model races some enumerated path shows and the engine does not report.
    pub fn missed(&self) -> Pairs {
        self.union.model.difference(&self.engine).copied().collect()
    }

    /// Engine races no enumerated path shows (none allowed on a loop-free graph).
    pub fn extra(&self) -> Pairs {
        self.engine.difference(&self.union.model).copied().collect()
    }

    /// Whether the engine meets docs/paths.md section 2: equal to the union on
    /// a loop-free graph, containing it with loops.
    pub fn holds(&self) -> bool {
        self.completed && self.missed().is_empty() && (self.loops || self.extra().is_empty())
    }
}

/// Parses `listing` (one kernel), runs the all-paths engine with `model` and
/// enumerates paths with up to `back_edges` back-edge traversals.
pub fn check_listing(
    listing: &str,
    model: ModelKind,
    back_edges: u32,
    max_paths: u64,
) -> Result<Result<PathsCheck, TooManyPaths>, String> {
    let opts = wavebed_model::paths::PathOptions::default();
    check_listing_with(listing, model, back_edges, max_paths, &opts)
}

/// [`check_listing`] with the engine's bounds given (a per-block state cap).
pub fn check_listing_with(
    listing: &str,
    model: ModelKind,
    back_edges: u32,
    max_paths: u64,
    opts: &wavebed_model::paths::PathOptions,
) -> Result<Result<PathsCheck, TooManyPaths>, String> {
    let assume = wavebed_model::assume::Assumptions::new();
    check_listing_assuming(listing, model, back_edges, max_paths, opts, &assume)
}

/// [`check_listing_with`] under the assumption set `assume` (engine, model
/// and closed form alike).
pub fn check_listing_assuming(
    listing: &str,
    model: ModelKind,
    back_edges: u32,
    max_paths: u64,
    opts: &wavebed_model::paths::PathOptions,
    assume: &wavebed_model::assume::Assumptions,
) -> Result<Result<PathsCheck, TooManyPaths>, String> {
    let program = wavebed_model::isa::parse_text(listing, "branchy", None)
        .map_err(|e| format!("branchy.s:{}:{}: {}", e.line, e.col, e.message))?;
    let arch = program.arch.ok_or("the listing names no architecture")?;
    let profile = assume.profile(arch);
    let kernel = program.kernels.first().ok_or("no kernel in the listing")?;
    let cfg = Cfg::build(kernel);
    let mut m = Model::new(model, &profile);
    let run = wavebed_model::paths::analyse(
        kernel,
        &cfg,
        &mut m,
        wavebed_model::paths::Entry::Kernel,
        opts,
    );
    let union = match union_over_paths(kernel, &cfg, &profile, Some(model), back_edges, max_paths) {
        Ok(u) => u,
        Err(e) => return Ok(Err(e)),
    };
    Ok(Ok(PathsCheck {
        engine: run
            .races
            .iter()
            .map(|r| (r.hit.producer, r.hit.consumer))
            .collect(),
        completed: run.completed(),
        widenings: run.widenings,
        loops: !cfg.loops.is_empty(),
        union,
    }))
}
