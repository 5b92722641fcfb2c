//! The differential of docs/values-oracle.md section 5: the value analysis
//! (`wavebed_model::values`, through its public API only) against concrete
//! runs of the interpreter. Every claim at every point a run reaches must
//! contain the run's value; a point the analysis calls unreachable must not
//! be reached.

use std::fmt;

use wavebed_model::cfg::Cfg;
use wavebed_model::instr::Kernel;
use wavebed_model::isa::{parse_text, ParseError};
use wavebed_model::prng::SplitMix64;
use wavebed_model::values::{self as analysis, Input, Reg, ValueAnalysis};

use super::entry::{Entry, Inputs};
use super::exec::{run, EndReason};
use super::gen::Case;
use super::lower::lower_all;
use super::wave::{Wave, EXEC_HI, EXEC_LO, M0, VGPRS};

/// Concrete runs per program in the campaign.
pub const DRAWS: u32 = 4;

/// One claim a concrete run refutes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsound {
    /// The program point (an index into `Kernel::instrs`).
    pub pc: u32,
    /// The instruction there.
    pub instr: String,
    pub what: Refuted,
    /// The draw (of the case's input stream) that refutes it.
    pub draw: u32,
}

/// What was refuted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refuted {
    /// `reg` (in `lane`, for a VGPR) held `concrete`, outside `claim`.
    Value {
        reg: Reg,
        lane: Option<u32>,
        concrete: u32,
        claim: String,
    },
    /// The `s_set_gpr_idx` index.
    GprIndex { concrete: u8, claim: String },
    /// The run reached a point the analysis calls unreachable.
    Reached,
    /// An active lane's work-item id x lay outside the bound the analysis
    /// claims for the active lanes (docs/values.md section 8).
    ActiveLane {
        lane: u32,
        x: u32,
        claim: (u32, u32),
    },
}

impl Refuted {
    /// Whether two refutations are of the same kind and register (what the
    /// minimizer keeps while it shrinks a program).
    pub fn same_shape(&self, o: &Refuted) -> bool {
        match (self, o) {
            (Refuted::Value { reg: a, .. }, Refuted::Value { reg: b, .. }) => {
                std::mem::discriminant(a) == std::mem::discriminant(b)
            }
            (Refuted::GprIndex { .. }, Refuted::GprIndex { .. })
            | (Refuted::Reached, Refuted::Reached)
            | (Refuted::ActiveLane { .. }, Refuted::ActiveLane { .. }) => true,
            _ => false,
        }
    }
}

impl fmt::Display for Unsound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "before instruction {} `{}` (draw {}): ",
            self.pc, self.instr, self.draw
        )?;
        match &self.what {
            Refuted::Value {
                reg,
                lane,
                concrete,
                claim,
            } => {
                write!(f, "{reg:?}")?;
                if let Some(l) = lane {
                    write!(f, " lane {l}")?;
                }
                write!(f, " = {concrete:#x}, claimed {claim}")
            }
            Refuted::GprIndex { concrete, claim } => {
                write!(f, "gpr index = {concrete:#x}, claimed {claim}")
            }
            Refuted::Reached => f.write_str("reached, claimed unreachable"),
            Refuted::ActiveLane { lane, x, claim } => write!(
                f,
                "active lane {lane} has work-item x = {x}, claimed x in [{}, {}]",
                claim.0, claim.1
            ),
        }
    }
}

/// A program the differential could not judge.
#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    #[error("generated program does not parse: line {}:{}: {}", .0.line, .0.col, .0.message)]
    Parse(#[from] ParseError),
    #[error("generated program has {0} kernels, not one")]
    Kernels(usize),
}

/// The result of one program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Concrete runs, and how each ended (indexed like [`END_NAMES`]).
    pub ends: [u64; 5],
    /// (point, register, lane) values compared with a claim.
    pub checked: u64,
    /// Claims that are not top, per point, summed.
    pub claims: u64,
    pub unsound: Vec<Unsound>,
    /// The case's kernel had loop iterations peeled, and its peeled kernel
    /// was checked too (its values and claims are counted above, its runs
    /// are not: `ends` counts the generated kernel's).
    pub peeled: bool,
}

/// Names of [`EndReason`]s in [`Outcome::ends`] order.
pub const END_NAMES: [&str; 5] = [
    "endpgm",
    "step_bound",
    "unknown_branch",
    "out_of_scope",
    "fell_off",
];

fn end_slot(e: EndReason) -> usize {
    match e {
        EndReason::EndPgm => 0,
        EndReason::StepBound => 1,
        EndReason::UnknownBranch => 2,
        EndReason::OutOfScope => 3,
        EndReason::FellOff => 4,
    }
}

/// The entry EXEC of a run and its dispatch: what the analysis's
/// `EntryExec*` and kernarg inputs are; for a VGPR, the lane's work-item id
/// (the analysis's lane forms).
struct RunInputs<'a> {
    exec: u64,
    dispatch: &'a Inputs,
    work_item: Option<[u32; 3]>,
}

impl analysis::Inputs for RunInputs<'_> {
    fn input(&self, i: Input) -> Option<u32> {
        let kernarg = self.dispatch.kernarg_addr;
        match i {
            Input::EntryExecLo => Some(self.exec as u32),
            Input::EntryExecHi => Some((self.exec >> 32) as u32),
            Input::KernargPtrLo => Some(kernarg as u32),
            Input::KernargPtrHi => Some((kernarg >> 32) as u32),
            // Outside the segment the interpreter loads nothing (unknown).
            Input::Kernarg(off) => self
                .dispatch
                .kernarg_dword(kernarg.wrapping_add(u64::from(off))),
            // The interpreter holds no aperture: it never produces them.
            Input::SharedBaseHi | Input::PrivateBaseHi => None,
        }
    }

    fn work_item(&self) -> Option<[u32; 3]> {
        self.work_item
    }
}

/// The analysis's claims, sparse: per point the registers that are not top.
struct Claims {
    /// Per instruction: `None` unreached, else a range of `items`.
    at: Vec<Option<(u32, u32)>>,
    items: Vec<(Reg, analysis::Value)>,
    gpr_index: Vec<analysis::Value>,
    /// Per instruction: the bound on the active lanes' work-item x.
    active_x: Vec<(u32, u32)>,
}

/// Every register the analysis tracks.
fn tracked() -> impl Iterator<Item = Reg> {
    (0..128u16)
        .map(Reg::Sgpr)
        .chain((0..VGPRS as u16).map(Reg::Vgpr))
        .chain([Reg::M0, Reg::ExecLo, Reg::ExecHi, Reg::Scc])
}

fn claims(kernel: &Kernel, entry: &Entry) -> Claims {
    let cfg = Cfg::build(kernel);
    // v0 as the interpreter lays it (entry.rs): packed ids when all three
    // are delivered, else x alone in v0 without packing.
    let ids = match (entry.packed_ids, entry.workitem_ids) {
        (true, 2) => analysis::EntryIds::Packed,
        (true, _) => analysis::EntryIds::Unknown,
        (false, _) => analysis::EntryIds::X,
    };
    // x is below the workgroup's flat size bound (KernelInfo::max_workitem_id).
    let va = ValueAnalysis::run_bounded(kernel, &cfg, ids, entry.max_flat.max(1) - 1);
    let n = kernel.instrs.len();
    let mut c = Claims {
        at: vec![None; n],
        items: Vec::new(),
        gpr_index: vec![analysis::Value::TOP; n],
        active_x: vec![(0, analysis::WORK_ITEMS_X - 1); n],
    };
    va.for_each_point(kernel, |i, st| {
        let start = c.items.len() as u32;
        for r in tracked() {
            let v = st.get(r);
            if !v.is_top() {
                c.items.push((r, v));
            }
        }
        c.at[i as usize] = Some((start, c.items.len() as u32));
        c.gpr_index[i as usize] = st.gpr_index();
        c.active_x[i as usize] = st.active_x();
    });
    c
}

/// The concrete value of `reg` (in `lane` for a VGPR).
fn concrete(w: &Wave, reg: Reg, lane: u32) -> Option<u32> {
    match reg {
        Reg::Sgpr(n) => w.sgpr(n),
        Reg::Vgpr(n) => w.vgpr(n, lane),
        Reg::M0 => w.scalar(M0),
        Reg::ExecLo => w.scalar(EXEC_LO),
        Reg::ExecHi if w.lanes > 32 => w.scalar(EXEC_HI),
        // wave32 has no EXEC_HI the interpreter models.
        Reg::ExecHi => None,
        Reg::Scc => w.scc().map(u32::from),
    }
}

/// Parses a generated listing to its one kernel.
pub fn kernel_of(case: &Case) -> Result<Kernel, DiffError> {
    let p = parse_text(&case.text, "values", Some(case.arch))?;
    let n = p.kernels.len();
    p.kernels
        .into_iter()
        .next()
        .filter(|_| n == 1)
        .ok_or(DiffError::Kernels(n))
}

/// Checks `kernel` (of entry `entry`) on `draws` random dispatches from
/// `seed`; keeps at most `keep` refutations.
pub fn check_kernel(
    kernel: &Kernel,
    entry: &Entry,
    seed: u64,
    draws: u32,
    keep: usize,
    wave: &mut Wave,
) -> Outcome {
    check_pair(kernel, kernel, entry, seed, draws, keep, wave)
}

/// [`check_kernel`] with the claims of `analysed` judged on runs of
/// `kernel`: the same program but for a planted difference, so tests can
/// show that the differential catches an analysis that misreads an
/// instruction. Both must have the same instructions count.
pub fn check_pair(
    analysed: &Kernel,
    kernel: &Kernel,
    entry: &Entry,
    seed: u64,
    draws: u32,
    keep: usize,
    wave: &mut Wave,
) -> Outcome {
    let mut claims = claims(analysed, entry);
    claims.at.resize(kernel.instrs.len(), None);
    claims
        .gpr_index
        .resize(kernel.instrs.len(), analysis::Value::TOP);
    claims
        .active_x
        .resize(kernel.instrs.len(), (0, analysis::WORK_ITEMS_X - 1));
    let ops = lower_all(&kernel.instrs);
    let mut out = Outcome::default();
    let mut rng = SplitMix64::new(seed);
    for draw in 0..draws {
        let inputs = Inputs::draw(entry, &mut rng);
        let mut entry_exec = None;
        let (mut checked, mut nclaims) = (0u64, 0u64);
        let unsound = &mut out.unsound;
        let r = run(
            &kernel.instrs,
            &ops,
            entry,
            &inputs,
            wave,
            super::STEPS,
            &mut |pc: usize, w: &Wave| {
                let exec = *entry_exec.get_or_insert_with(|| w.exec().unwrap_or(0));
                let mut ri = RunInputs {
                    exec,
                    dispatch: &inputs,
                    work_item: None,
                };
                let mut refute = |what: Refuted| {
                    if unsound.len() < keep {
                        unsound.push(Unsound {
                            pc: pc as u32,
                            instr: kernel.instrs[pc].text.to_string(),
                            what,
                            draw,
                        });
                    }
                };
                let Some((a, b)) = claims.at[pc] else {
                    refute(Refuted::Reached);
                    return;
                };
                for &(reg, claim) in &claims.items[a as usize..b as usize] {
                    nclaims += 1;
                    let lanes = if matches!(reg, Reg::Vgpr(_)) { exec } else { 1 };
                    for lane in 0..64u32 {
                        if lanes >> lane & 1 == 0 {
                            continue;
                        }
                        let Some(v) = concrete(w, reg, lane) else {
                            continue;
                        };
                        checked += 1;
                        ri.work_item = if matches!(reg, Reg::Vgpr(_)) {
                            inputs.workitem(entry.lanes, lane)
                        } else {
                            None
                        };
                        if !claim.contains(v, &ri) {
                            refute(Refuted::Value {
                                reg,
                                lane: matches!(reg, Reg::Vgpr(_)).then_some(lane),
                                concrete: v,
                                claim: claim.to_string(),
                            });
                        }
                    }
                }
                ri.work_item = None;
                let ax = claims.active_x[pc];
                let active = w.exec().unwrap_or(0);
                for lane in 0..64u32 {
                    if active >> lane & 1 == 0 {
                        continue;
                    }
                    if let Some([x, _, _]) = inputs.workitem(entry.lanes, lane) {
                        checked += 1;
                        if x < ax.0 || x > ax.1 {
                            refute(Refuted::ActiveLane { lane, x, claim: ax });
                        }
                    }
                }
                let gi = claims.gpr_index[pc];
                if let (false, Some(i)) = (gi.is_top(), w.gpr_index) {
                    checked += 1;
                    if !gi.contains(u32::from(i), &ri) {
                        refute(Refuted::GprIndex {
                            concrete: i,
                            claim: gi.to_string(),
                        });
                    }
                }
            },
        );
        out.ends[end_slot(r.end)] += 1;
        out.checked += checked;
        out.claims += nclaims;
    }
    out
}

/// Checks one generated case.
pub fn check_case(
    case: &Case,
    seed: u64,
    draws: u32,
    wave: &mut Wave,
) -> Result<Outcome, DiffError> {
    let k = kernel_of(case)?;
    let mut out = check_kernel(&k, &case.entry, seed, draws, 8, wave);
    // The kernel with loop iterations peeled (docs/values.md section 13) is
    // the program every consumer reads: run it concretely too and check the
    // analysis's claims on it.
    let mut peeled = k.clone();
    if wavebed_model::values::peel_loops(&mut peeled) > 0 {
        let p = check_kernel(&peeled, &case.entry, seed, draws, 8, wave);
        // Runs and their ends stay the generated kernel's (one per draw).
        out.peeled = true;
        out.checked += p.checked;
        out.claims += p.claims;
        let room = 8usize.saturating_sub(out.unsound.len());
        out.unsound.extend(p.unsound.into_iter().take(room));
    }
    Ok(out)
}

/// Shrinks `case` while `bad` still holds of it: drops one body line at a
/// time (never a label or `s_endpgm`), to a fixpoint or `budget` checks.
pub fn minimize(case: &Case, budget: usize, mut bad: impl FnMut(&Case) -> bool) -> Case {
    let mut best = case.clone();
    let mut tries = 0;
    loop {
        let lines: Vec<&str> = best.text.lines().collect();
        let mut shrunk = None;
        for i in body_lines(&lines).rev() {
            let l = lines[i].trim();
            if l.ends_with(':') || l == "s_endpgm" {
                continue;
            }
            if tries >= budget {
                return best;
            }
            tries += 1;
            let mut text = String::with_capacity(best.text.len());
            for (j, l) in lines.iter().enumerate() {
                if j != i {
                    text.push_str(l);
                    text.push('\n');
                }
            }
            let cand = Case {
                text,
                ..best.clone()
            };
            if bad(&cand) {
                shrunk = Some(cand);
                break;
            }
        }
        match shrunk {
            Some(c) => best = c,
            None => return best,
        }
    }
}

/// Whether `case` still has a refutation of the shape of `target` on the
/// dispatches of `seed` (the campaign's minimization predicate).
pub fn still_unsound(
    case: &Case,
    seed: u64,
    draws: u32,
    target: &Refuted,
    wave: &mut Wave,
) -> bool {
    check_case(case, seed, draws, wave)
        .is_ok_and(|o| o.unsound.iter().any(|u| u.what.same_shape(target)))
}

/// The instruction lines of a generated listing: after the kernel's label,
/// before `s_endpgm`.
fn body_lines(lines: &[&str]) -> std::ops::Range<usize> {
    let start = lines
        .iter()
        .position(|l| l.trim_end().ends_with(':') && l.starts_with(super::gen::KERNEL))
        .map_or(0, |i| i + 1);
    let end = lines
        .iter()
        .position(|l| l.trim() == "s_endpgm")
        .unwrap_or(lines.len());
    start..end.max(start)
}
