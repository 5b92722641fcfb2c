//! Counter models: how a race detector tracks a wave's outstanding memory events
//! through wait counters, and the races it reports (docs/counters.md sections 4-5).
//!
//! A model steps through a wave's executed instruction stream one instruction at
//! a time. Each memory instruction issues an *event* with one token per counter;
//! waits, back-pressure and calls retire tokens by the model's own rules; every
//! register access is checked against the register's pending writers.
//!
//! Entry points: [`Model::new`] (static dispatch, for hot loops) or [`build`]
//! (a boxed [`CounterModel`]); [`run_stream`] / [`run_stream_into`] run a model
//! over one wave's stream and deduplicate races per kernel ([`RaceSet`]); the
//! [`report`] module formats races as rocJITsu's race detector prints them
//! (docs/counters.md section 6) or as JSON records, the [`sarif`] module as
//! SARIF 2.1.0 results for CI dashboards.
//!
//! Checks happen after an instruction's own issue stall; every pending writer
//! of a register is checked (read-after-write on reads, write-after-write on
//! writes). Instructions in `s_set_gpr_idx_on` mode (`Instr::indexed`) are
//! checked against every VGPR; a memory instruction's destinations are taken
//! as written (gpr_idx indexing applies to VALU operands). A call
//! (`s_swappc_b64`) drains every counter: LLVM's calling convention starts each
//! callee with a full wait.

use std::fmt;
use std::str::FromStr;

use rustc_hash::FxHashMap;

use crate::instr::{Flow, Instr, Unit};
use crate::profile::{Arch, MemKind, Profile, Tokens};

mod events;
mod exact;
mod guards;
mod legacy;
mod ordered;
pub mod report;
mod ring;
mod run;
pub mod sarif;
mod seed;
pub mod snapshot;
#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;
mod translations;
pub mod widen;
mod widen_xcnt;
mod writers;

pub use exact::Exact;
pub use legacy::Legacy;
pub use run::{run_stream, run_stream_into, KernelRun, RaceSet};
pub use seed::Seed;
pub use translations::Group;
pub use writers::Touch;

/// Read-after-write (`read`) or write-after-write (`write`) race on a memory
/// instruction's destination, or write-after-read (`overwrite`) on the
/// address and data sources of a gfx1250 memory instruction whose address
/// translation may not have drained (docs/counters.md section 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Access {
    Read,
    Write,
    Overwrite,
}

impl Access {
    pub fn name(self) -> &'static str {
        match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::Overwrite => "overwrite",
        }
    }
}

/// One race as a model finds it: a pending producer event and the consumer
/// instruction that touched one of its destination registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceHit {
    /// Producer instruction: index into `Kernel::instrs`.
    pub producer: u32,
    /// Position of the producer in the executed stream.
    pub producer_pos: u64,
    /// Consumer instruction: index into `Kernel::instrs`.
    pub consumer: u32,
    /// Position of the consumer in the executed stream.
    pub consumer_pos: u64,
    /// Lowest overlapping register, as a dense slot (`reg::slot_reg`).
    pub slot: u16,
    pub access: Access,
}

/// A counter model stepping through one wave's stream.
///
/// Implementations are allocation-free per instruction once warmed up: `step`
/// appends to `hits`, which the caller reuses.
pub trait CounterModel {
    /// The model's name as `--model` spells it.
    fn name(&self) -> &'static str;

    /// Forgets all outstanding events: the start of a new wave.
    fn reset(&mut self);

    /// Executes instruction `id` (index into `Kernel::instrs`) at stream
    /// position `pos`, appending every race its checks find to `hits`.
    fn step(&mut self, pos: u64, id: u32, instr: &Instr, hits: &mut Vec<RaceHit>);
}

/// What a model's step needs of an instruction beyond the instruction,
/// computed once per instruction of a kernel ([`StepPlan::new`]) for loops that
/// execute the same instructions many times (replay of long recordings):
/// whether the step is only a register check, that check's occupancy words,
/// and for a memory instruction its tokens under the profile and the
/// occupancy words of its destinations. [`Model::step_planned`] with it does
/// exactly what [`CounterModel::step`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// What the plain path reads - `writes` while a gfx1250 translation may be in
// flight, `plain`, `touch.filter` - in the first 64 bytes, one cache line:
// the long loops of compiled gfx1250 kernels step through more plans than
// the first-level cache holds.
#[repr(C, align(64))]
pub struct StepPlan {
    /// The words of the registers it writes alone: gfx1250's test against the
    /// registers pending translations guard.
    writes: guards::Written,
    /// Neither memory, nor a wait, nor a call: the step is the check alone.
    plain: bool,
    touch: writers::Touch,
    /// A memory instruction's tokens (`Profile::tokens` of its kind).
    tokens: Option<Tokens>,
    /// The counters those tokens stall on (none without tokens).
    stalls: ordered::Stalls,
    dest: writers::Dest,
    /// A translating instruction's guarded registers (`guard_touch`).
    guards: writers::Touch,
}

// `touch` starts with `filter`, `words` and `spread` (16 bytes, repr(C)).
const _: () = assert!(std::mem::offset_of!(StepPlan, touch) + 16 <= 64);

impl StepPlan {
    /// The plan of `instr` for models built for `profile`.
    pub fn new(instr: &Instr, profile: &Profile) -> StepPlan {
        let wait = instr.unit == Unit::Wait && instr.wait.is_some();
        let tokens = instr.mem.map(|kind| profile.tokens(kind));
        StepPlan {
            plain: instr.mem.is_none() && !wait && instr.flow != Flow::Call,
            touch: writers::Touch::new(instr),
            tokens,
            stalls: tokens
                .as_ref()
                .map_or_else(ordered::Stalls::none, ordered::Stalls::of),
            dest: writers::Dest::new(instr),
            writes: guards::Written::of(instr),
            guards: instr
                .mem
                .and_then(Group::of)
                .map_or_else(writers::Touch::default, |g| {
                    translations::guard_touch(instr, g)
                }),
        }
    }

    /// The plans of every instruction of a kernel, by index. Unrolled code
    /// repeats its instructions' shapes, so instructions with one
    /// [`PlanKey`] share one plan, built once.
    pub fn for_kernel(instrs: &[Instr], profile: &Profile) -> Vec<StepPlan> {
        let mut built: FxHashMap<PlanKey, StepPlan> = FxHashMap::default();
        instrs
            .iter()
            .map(|i| {
                let plan = *built
                    .entry(PlanKey::of(i))
                    .or_insert_with(|| StepPlan::new(i, profile));
                debug_assert_eq!(plan, StepPlan::new(i, profile));
                plan
            })
            .collect()
    }
}

/// Everything [`StepPlan::new`] reads of an instruction: its register lists
/// (by shared block, `RegList::block_id`: equal blocks are equal lists),
/// indexed mode, memory kind, and whether it is a wait or a call. Two
/// instructions with one key have one plan.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct PlanKey {
    reads: usize,
    writes: usize,
    indexed: bool,
    mem: Option<MemKind>,
    wait: bool,
    call: bool,
}

impl PlanKey {
    fn of(instr: &Instr) -> PlanKey {
        PlanKey {
            reads: instr.reads.block_id(),
            writes: instr.writes.block_id(),
            indexed: instr.indexed,
            mem: instr.mem,
            wait: instr.unit == Unit::Wait && instr.wait.is_some(),
            call: instr.flow == Flow::Call,
        }
    }
}

/// [`Model::step_planned`], written once for every model over its writers
/// table and events: a plain instruction is only a register check (inlined
/// into the replay loop); anything else takes the model's planned step, kept
/// out of line so the fast path stays small, after which the handles of the
/// events it retired are dropped at once - so the plain check never has to
/// look for them.
trait PlannedStep: CounterModel {
    fn tables(&mut self) -> (&mut writers::Writers, &mut events::EventTable);

    /// [`CounterModel::step`] of a non-plain instruction with its plan; a
    /// model without a faster way takes its normal step.
    fn step_with_plan(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        _plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        self.step(pos, id, instr, hits);
    }

    /// Whether the writes of an instruction with `plan` must also be
    /// checked against in-flight translations (gfx1250's xcnt: one may be
    /// pending whose sources the writes touch), so its step is not the
    /// register check alone.
    fn checks_sources(&self, _instr: &Instr, _plan: &StepPlan) -> bool {
        false
    }

    #[inline(always)]
    fn step_planned(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        if plan.plain && !self.checks_sources(instr, plan) {
            let (writers, events) = self.tables();
            writers.check_plain(events, pos, id, instr, &plan.touch, hits);
        } else {
            self.step_out_of_line(pos, id, instr, plan, hits);
        }
    }

    /// [`Model::step_run`] for this model.
    #[inline(always)]
    fn step_run(
        &mut self,
        first_pos: u64,
        ids: &[u32],
        instrs: &[Instr],
        plans: &[StepPlan],
        hits: &mut Vec<RaceHit>,
    ) {
        assert_eq!(plans.len(), instrs.len(), "one plan per instruction");
        for (pos, &id) in (first_pos..).zip(ids) {
            let i = id as usize;
            self.step_planned(pos, id, &instrs[i], &plans[i], hits);
        }
    }

    #[inline(never)]
    fn step_out_of_line(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        self.step_with_plan(pos, id, instr, plan, hits);
        let (writers, events) = self.tables();
        writers.forget_retired(events);
    }
}

/// Which model `--model` selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ModelKind {
    Legacy,
    Seed,
    Exact,
}

impl ModelKind {
    pub const ALL: [ModelKind; 3] = [ModelKind::Legacy, ModelKind::Seed, ModelKind::Exact];

    /// Why this model does not run on `arch`, if it does not. The legacy and
    /// seed models are readings of rocJITsu's gfx9/gfx11 race plugin, whose
    /// sources describe no gfx10 or gfx12 reading (`Profile::rocjitsu_rules`,
    /// docs/counters.md section 11), so they refuse those; `exact` models
    /// every modelled architecture.
    pub fn refusal(self, arch: Arch) -> Option<String> {
        let described = arch.profile().rocjitsu_rules;
        (!described && self != ModelKind::Exact).then(|| {
            format!(
                "the {self} model reads rocJITsu's gfx9/gfx11 counter rules, which describe no {arch} reading; use --model exact"
            )
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            ModelKind::Legacy => "legacy",
            ModelKind::Seed => "seed",
            ModelKind::Exact => "exact",
        }
    }
}

impl fmt::Display for ModelKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ModelKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ModelKind::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| format!("unknown model `{s}` (known: legacy, seed, exact)"))
    }
}

/// Builds the model `kind` for `profile` behind the trait. Hot loops prefer
/// [`Model`], which dispatches statically.
pub fn build(kind: ModelKind, profile: &Profile) -> Box<dyn CounterModel> {
    Box::new(Model::new(kind, profile))
}

/// One of the three models, dispatched with a `match` instead of a vtable so
/// each model's `step` inlines into the stream loop.
#[derive(Debug)]
pub enum Model {
    Legacy(Legacy),
    Seed(Seed),
    Exact(Exact),
}

impl Model {
    pub fn new(kind: ModelKind, profile: &Profile) -> Model {
        match kind {
            ModelKind::Legacy => Model::Legacy(Legacy::new(profile)),
            ModelKind::Seed => Model::Seed(Seed::new(profile)),
            ModelKind::Exact => Model::Exact(Exact::new(profile)),
        }
    }

    /// [`CounterModel::step`] for `instr` with its plan (`StepPlan::new(instr, profile)`,
    /// for the profile the model was built for).
    #[inline(always)]
    pub fn step_planned(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        plan: &StepPlan,
        hits: &mut Vec<RaceHit>,
    ) {
        match self {
            Model::Legacy(m) => m.step_planned(pos, id, instr, plan, hits),
            Model::Seed(m) => m.step_planned(pos, id, instr, plan, hits),
            Model::Exact(m) => m.step_planned(pos, id, instr, plan, hits),
        }
    }

    /// [`Self::step_planned`] for each instruction `ids` names (indices into
    /// `instrs`, with `plans` from [`StepPlan::for_kernel`] of the same
    /// `instrs`), at stream positions from `first_pos` on: the model is
    /// dispatched once per run, not per instruction. Every hit is appended
    /// to `hits` in stream order, as a step per instruction would.
    ///
    /// Panics if an index is outside `instrs` or `plans` has another length.
    pub fn step_run(
        &mut self,
        first_pos: u64,
        ids: &[u32],
        instrs: &[Instr],
        plans: &[StepPlan],
        hits: &mut Vec<RaceHit>,
    ) {
        match self {
            Model::Legacy(m) => m.step_run(first_pos, ids, instrs, plans, hits),
            Model::Seed(m) => m.step_run(first_pos, ids, instrs, plans, hits),
            Model::Exact(m) => m.step_run(first_pos, ids, instrs, plans, hits),
        }
    }

    /// Drains every in-flight address translation: the taken edge of a
    /// conditional branch under `--assume xcnt-branch=taken`, which the
    /// all-paths engine applies on the edge (docs/paths.md section 2). The
    /// legacy model has no translations.
    pub fn drain_translations(&mut self) {
        match self {
            Model::Legacy(_) => {}
            Model::Seed(m) => m.drain_translations(),
            Model::Exact(m) => m.drain_translations(),
        }
    }

    /// Whether a taken branch drains the translations (`xcnt-branch=taken`
    /// on a profile with xcnt).
    pub fn drains_at_branches(&self) -> bool {
        match self {
            Model::Legacy(_) => false,
            Model::Seed(m) => m.drains_at_branches(),
            Model::Exact(m) => m.drains_at_branches(),
        }
    }

    /// Forgets the conditional branch last stepped, so the next step drains
    /// nothing for it: the all-paths engine, which decides each edge itself,
    /// calls it before every block.
    pub fn forget_branch(&mut self) {
        match self {
            Model::Legacy(_) => {}
            Model::Seed(m) => m.forget_branch(),
            Model::Exact(m) => m.forget_branch(),
        }
    }

    /// Captures the model's state (docs/paths.md section 2) into `out`.
    pub fn save(&mut self, out: &mut snapshot::Snapshot) {
        match self {
            Model::Legacy(m) => m.save(out),
            Model::Seed(m) => m.save(out),
            Model::Exact(m) => m.save(out),
        }
    }

    /// Puts the model in the state `snap` captured from a run over `instrs`.
    pub fn load(&mut self, snap: &snapshot::Snapshot, instrs: &[Instr]) {
        match self {
            Model::Legacy(m) => m.load(snap, instrs),
            Model::Seed(m) => m.load(snap, instrs),
            Model::Exact(m) => m.load(snap, instrs),
        }
    }

    /// The profile the model was built for: the one its step plans
    /// ([`StepPlan::for_kernel`]) must be built for.
    pub fn profile(&self) -> &Profile {
        match self {
            Model::Legacy(m) => m.profile(),
            Model::Seed(m) => m.profile(),
            Model::Exact(m) => m.profile(),
        }
    }

    pub fn kind(&self) -> ModelKind {
        match self {
            Model::Legacy(_) => ModelKind::Legacy,
            Model::Seed(_) => ModelKind::Seed,
            Model::Exact(_) => ModelKind::Exact,
        }
    }
}

impl CounterModel for Model {
    fn name(&self) -> &'static str {
        self.kind().name()
    }

    fn reset(&mut self) {
        match self {
            Model::Legacy(m) => m.reset(),
            Model::Seed(m) => m.reset(),
            Model::Exact(m) => m.reset(),
        }
    }

    #[inline]
    fn step(&mut self, pos: u64, id: u32, instr: &Instr, hits: &mut Vec<RaceHit>) {
        match self {
            Model::Legacy(m) => m.step(pos, id, instr, hits),
            Model::Seed(m) => m.step(pos, id, instr, hits),
            Model::Exact(m) => m.step(pos, id, instr, hits),
        }
    }
}
