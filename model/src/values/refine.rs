//! The analysis's consumers that rewrite a kernel before any model sees it
//! (docs/values.md section 4): relative VGPR operands whose index is known
//! name the VGPRs they can reach, a conditional branch whose condition is
//! one constant on every path becomes unconditional (or falls through), and a
//! generic FLAT whose address lies in the LDS or scratch aperture takes that
//! space's memory kind (`MemKind::FlatLds*` / `FlatVmem*`). Every
//! model, oracle, walk and trace then decides the instruction like any other;
//! an unknown index keeps the "any VGPR" rule (`Instr::indexed`) and its
//! `cause=indexed-mode` label.

use super::space::{flat_space, FlatSpace};
use super::{read_indexed, relative_hull, role_indexed, source_ranges, Reg, Role, State};
use crate::instr::{Flow, Instr, Kernel};
use crate::profile::MemKind;
use crate::reg::{RegFile, RegList};

/// What [`refine`] changed in one kernel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Refinement {
    /// Relative instructions whose VGPR operands were resolved.
    pub indexed_decided: u32,
    /// Relative instructions left as "any VGPR" (index unknown or too wide).
    pub indexed_undecided: u32,
    /// Conditional branches that always jump (now `Flow::Branch`).
    pub branches_taken: u32,
    /// Conditional branches that never jump (now `Flow::Next`).
    pub branches_not_taken: u32,
    /// Generic FLATs placed in the LDS aperture (now `MemKind::FlatLds*`).
    pub flat_lds: u32,
    /// Generic FLATs placed in the scratch aperture (now `MemKind::FlatVmem*`).
    pub flat_scratch: u32,
    /// Generic FLATs through a kernel-argument pointer under
    /// `--assume kernarg-pointers=global` (now `MemKind::FlatVmem*`).
    pub flat_global: u32,
    /// Loop iterations peeled into the kernel (docs/values.md section 13).
    pub iterations_peeled: u32,
    /// Blocks split by the edges into them (docs/values.md section 14).
    pub blocks_split: u32,
}

/// Whether `branch` (an `s_cbranch_*`) jumps in state `st`: `None` unless
/// its condition is one constant there. VCCZ is decided only when wave32 and
/// wave64 agree (vcc_lo nonzero, or both halves zero).
pub fn branch_decided(st: &State, branch: &Instr) -> Option<bool> {
    let scc = || st.get(Reg::Scc).as_const().map(|c| c != 0);
    let zero = |lo: Reg, hi: Reg| {
        let (lo, hi) = (st.get(lo), st.get(hi));
        match (lo.nonzero(), hi.nonzero()) {
            (Some(true), _) => Some(false),
            (Some(false), Some(false)) => Some(true),
            _ => None,
        }
    };
    match branch.mnemonic() {
        "s_cbranch_scc1" => scc(),
        "s_cbranch_scc0" => scc().map(|b| !b),
        "s_cbranch_vccz" => zero(Reg::VCC_LO, Reg::VCC_HI),
        "s_cbranch_vccnz" => zero(Reg::VCC_LO, Reg::VCC_HI).map(|z| !z),
        "s_cbranch_execz" => zero(Reg::ExecLo, Reg::ExecHi),
        "s_cbranch_execnz" => zero(Reg::ExecLo, Reg::ExecHi).map(|z| !z),
        _ => None,
    }
}

/// Whether `instr` is a generic FLAT whose space is not known yet.
fn generic_flat(instr: &Instr) -> bool {
    matches!(instr.mem, Some(MemKind::FlatLoad | MemKind::FlatStore))
}

/// Whether `instr`'s VGPR operands are relative to an index.
fn relative(instr: &Instr) -> bool {
    instr.indexed || instr.mnemonic().starts_with("v_movrel")
}

/// `list` with every VGPR range replaced by its hull, or `None` when one
/// cannot be resolved (or the list would overflow).
fn resolved(
    list: &RegList,
    hull: impl Fn(&crate::reg::RegRange) -> Option<crate::reg::RegRange>,
) -> Option<RegList> {
    let mut out = RegList::default();
    for r in list.as_slice() {
        let r = if r.file == RegFile::Vgpr {
            hull(r)?
        } else {
            *r
        };
        if !out.push(r) {
            return None;
        }
    }
    Some(out)
}

/// Resolves the relative instructions of `kernel` whose index the value
/// analysis knows; marks `v_movrel*` with an unknown M0 as `indexed` (any
/// VGPR), which before issue 32 were read as written; turns conditional
/// branches decided on every path into unconditional ones or fall-throughs.
pub fn refine(kernel: &mut Kernel) -> Refinement {
    refine_under(kernel, false)
}

/// [`refine`] with `--assume kernarg-pointers=global` (`kernarg_global`): a
/// generic FLAT through a pointer loaded from the kernel arguments is global.
pub fn refine_under(kernel: &mut Kernel, kernarg_global: bool) -> Refinement {
    let mut out = Refinement::default();
    if !kernel
        .instrs
        .iter()
        .any(|i| relative(i) || i.flow == Flow::CondBranch || generic_flat(i))
    {
        return out;
    }
    // The code object's own entry facts: v0's ids, the workgroup size's
    // bound on x (docs/values.md section 11);
    // loop iterations peeled where that decides a branch (section 13);
    // blocks split by their edges where that does (section 14).
    let (peeled, cfg, analysis) = super::peel::peel(kernel);
    out.iterations_peeled = peeled;
    let (split, _cfg, analysis) = super::split::split(kernel, cfg, analysis);
    out.blocks_split = split;
    let mut decided: Vec<(u32, Option<(RegList, RegList)>)> = Vec::new();
    let mut branches: Vec<(u32, bool)> = Vec::new();
    let mut flats: Vec<(u32, FlatSpace)> = Vec::new();
    let info = kernarg_global.then_some(&*kernel.info);
    // Only blocks holding an instruction decided below are replayed: the
    // others record nothing (a tenth of `refine`, issue 30).
    let asked = |i: &Instr| {
        generic_flat(i) || relative(i) || (i.flow == Flow::CondBranch && i.target.is_some())
    };
    let keep: Vec<bool> = analysis
        .blocks
        .iter()
        .map(|&(start, end)| {
            kernel.instrs[start as usize..end as usize]
                .iter()
                .any(asked)
        })
        .collect();
    analysis.for_each_point_in(
        kernel,
        |b| keep[b as usize],
        |i, st| {
            let instr = &kernel.instrs[i as usize];
            if let Some(space) = flat_space(st, instr, info) {
                flats.push((i, space));
            }
            if relative(instr) {
                // Only the operands the mode indexes move (docs/values.md section 4).
                let sources = source_ranges(instr);
                let read = |r: &crate::reg::RegRange| {
                    if read_indexed(st, instr, sources.as_ref(), r) {
                        relative_hull(st, instr, r)
                    } else {
                        Some(*r)
                    }
                };
                let dst_indexed = role_indexed(st, instr, Role::Dst);
                let write = |r: &crate::reg::RegRange| {
                    if dst_indexed {
                        relative_hull(st, instr, r)
                    } else {
                        Some(*r)
                    }
                };
                let lists = resolved(&instr.reads, read).zip(resolved(&instr.writes, write));
                decided.push((i, lists));
            }
            if instr.flow == Flow::CondBranch && instr.target.is_some() {
                // The fixpoint's edge facts: a constant condition, or a
                // comparison whose narrowing leaves one edge no value.
                if let Some(taken) = analysis.edges(i).and_then(|e| e.decided()) {
                    branches.push((i, taken));
                }
            }
        },
    );
    for (i, taken) in branches {
        let instr = &mut kernel.instrs[i as usize];
        if taken {
            instr.flow = Flow::Branch;
            out.branches_taken += 1;
        } else {
            instr.flow = Flow::Next;
            out.branches_not_taken += 1;
        }
    }
    for (i, space) in flats {
        let instr = &mut kernel.instrs[i as usize];
        if let Some(kind) = instr.mem.and_then(|k| space.kind(k)) {
            instr.mem = Some(kind);
            match space {
                FlatSpace::Lds => out.flat_lds += 1,
                FlatSpace::Scratch => out.flat_scratch += 1,
                FlatSpace::Global => out.flat_global += 1,
            }
        }
    }
    let mut seen = vec![false; kernel.instrs.len()];
    for (i, lists) in decided {
        seen[i as usize] = true;
        let instr = &mut kernel.instrs[i as usize];
        match lists {
            Some((reads, writes)) => {
                instr.reads = reads;
                instr.writes = writes;
                instr.indexed = false;
                out.indexed_decided += 1;
            }
            None => {
                instr.indexed = true;
                out.indexed_undecided += 1;
            }
        }
    }
    // Unreached relative instructions: no index is known there.
    for (instr, seen) in kernel.instrs.iter_mut().zip(seen) {
        if !seen && relative(instr) {
            instr.indexed = true;
            out.indexed_undecided += 1;
        }
    }
    out
}
