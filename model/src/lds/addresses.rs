//! LDS footprints from the value analysis (docs/lds.md section 10).
//!
//! [`ValueAddresses`] evaluates each LDS access's address operands - a DS
//! instruction's address VGPR plus its instruction offsets, a direct-to-LDS
//! load's M0 plus its offset and one element per lane - in the abstract
//! domain of `crate::values` (a strided interval per register, over every
//! lane of every wave), and turns the result into an [`LdsFootprint`]:
//!
//! * the address is one constant: [`LdsFootprint::Known`], exactly the bytes
//!   a wave touches (as [`super::LocalConstants`] has it);
//! * the address lies in an interval: [`LdsFootprint::Within`], a bound on
//!   every byte any lane of any wave may touch - two accesses whose bounds
//!   are disjoint touch no common byte, in one wave or across waves;
//! * otherwise (an unbounded value, EXEC possibly wider than at the entry,
//!   an async or tensor copy, a generic FLAT): [`LdsFootprint::Unknown`].
//!
//! The table is computed once per function (one replay of the analysis per
//! block, linear in the code), so a lookup is an index.

use crate::cfg::Cfg;
use crate::instr::{Flow, Instr, Kernel};
use crate::kernel_info::KernelInfo;
use crate::paths::Entry;
use crate::profile::MemKind;
use crate::values::{EntryIds, ExecMode, Reg, State, ValueAnalysis, WORK_ITEMS_X};

use super::exact::Exact;
use super::footprint::{
    element_bytes, lds_op, modifier, register_operands, single_vgpr, two_address_stride, LaneForm,
    LdsAddresses, LdsFootprint, LdsOp, SureBytes, SURE_FORMS,
};
use super::wave::is_barrier_part;

/// Lanes of a wave a direct-to-LDS load may write (wave64; wave32 writes a
/// prefix of them).
const LANES: u64 = 64;

/// M0 bits every reading of a direct-to-LDS load's LDS base agrees on: the
/// ISA documents name M0[15:0] as the LDS offset, larger LDS sizes (gfx950)
/// need more bits; below 2^16 both readings name the same address.
const M0_AGREED: u64 = 1 << 16;

/// LDS bytes every gfx9+ target can give one workgroup (LLVM
/// `FeatureAddressableLocalMemorySize65536`, the smallest of the
/// `AddressableLocalMemorySize` features; gfx950 has 163840, gfx1250
/// 327680): a launch may allocate that much with dynamic LDS, so a proof
/// under the witness launch may name bytes below it (docs/lds.md section
/// 17).
const LDS_ALLOCATABLE: u32 = 1 << 16;

/// What a kernel says about its workgroup, as the footprints need it
/// (docs/lds.md section 12). `Default` is "nothing said": v0 unknown, up to
/// 1024 work-items in any shape, waves of 32 lanes or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Workgroup {
    /// What v0 holds at the entry.
    pub ids: EntryIds,
    /// At most this many work-items per workgroup.
    pub max_items: u32,
    /// The x size, when every dispatch's workgroup is `(x, 1, 1)`: then a
    /// work-item's x is its flat id, and waves take consecutive ids. Under
    /// `--assume workgroup=1d` the largest such x (the flat bound): a launch
    /// of fewer work-items runs a prefix of the same ids.
    pub one_dimensional: Option<u32>,
    /// The fewest lanes a wave of the kernel may have (32 where wave32 is
    /// possible: smaller waves put more pairs of work-items apart).
    pub wave: u32,
    /// The most lanes a wave of the kernel may have (64 unless the kernel
    /// says wave32): a proof of two waves needs more work-items than this.
    pub wave_max: u32,
}

impl Default for Workgroup {
    fn default() -> Self {
        Workgroup {
            ids: EntryIds::Unknown,
            max_items: WORK_ITEMS_X,
            one_dimensional: None,
            wave: 32,
            wave_max: 64,
        }
    }
}

impl Workgroup {
    /// What `info` says (docs/lds.md section 12). v0 is the packed ids
    /// where the target packs them - and x alone when the workgroup is
    /// `(x, 1, 1)`: y and z are 0 then, and LLVM uses v0 unmasked as x
    /// (`corpus/kernels/gfx942/reduce_sum.s`: `v_lshlrev_b32_e32 v1, 2, v0`
    /// is the LDS address of `sums[lid]`) - else x alone in v0.
    pub fn of(info: &KernelInfo) -> Workgroup {
        let one_dimensional = info.one_dimensional_x();
        let ids = match info.workitem_ids {
            Some(w) if w.packed && one_dimensional.is_none() => EntryIds::Packed,
            Some(_) => EntryIds::X,
            None => EntryIds::Unknown,
        };
        Workgroup {
            ids,
            max_items: info.max_workitems(),
            one_dimensional,
            wave: match info.wavefront_size {
                Some(64) => 64,
                _ => 32,
            },
            wave_max: match info.wavefront_size {
                Some(32) => 32,
                _ => 64,
            },
        }
    }

    /// Some launch the bound allows has two waves or more, whatever the
    /// wave width.
    pub fn two_waves(&self) -> bool {
        self.max_items > self.wave_max
    }

    /// The wave width is known (the fewest and the most lanes agree): a
    /// lane form's waves are then the launch's.
    pub fn exact_waves(&self) -> bool {
        self.wave == self.wave_max
    }

    /// At most one wave: no access of another wave exists.
    pub fn one_wave(&self) -> bool {
        self.max_items <= self.wave
    }
}

/// LDS footprints from the value analysis: per instruction of one function,
/// its footprint (`Unknown` for an instruction that is no LDS access; the
/// tables are empty for a function without one).
#[derive(Clone, Debug, Default)]
pub struct ValueAddresses {
    table: Vec<LdsFootprint>,
    /// Per instruction, what every wave surely touches (docs/lds.md
    /// section 15).
    sure: Vec<Option<SureBytes>>,
    one_wave: bool,
}

impl ValueAddresses {
    /// Analyses `kernel` (graph `cfg`) and evaluates every LDS access's
    /// address. A function without LDS access is not analysed.
    pub fn new(kernel: &Kernel, cfg: &Cfg) -> ValueAddresses {
        ValueAddresses::with_workgroup(kernel, cfg, Workgroup::of(&kernel.info))
    }

    /// [`ValueAddresses::new`] for a kernel whose workgroup `wg` says: v0's
    /// work-item ids enter the value analysis, footprints of a
    /// one-dimensional workgroup get lane forms, and a one-wave workgroup
    /// has no cross-wave pair.
    pub fn with_workgroup(kernel: &Kernel, cfg: &Cfg, wg: Workgroup) -> ValueAddresses {
        ValueAddresses::build(kernel, cfg, wg, true)
    }

    /// [`ValueAddresses::new`] for `kernel` entered as `entry`: a device
    /// function proves no cross-wave overlap (docs/lds.md section 15) - its
    /// entry EXEC is its caller's, maybe a few lanes, and some waves may
    /// never call it or call it twice.
    pub fn for_entry(kernel: &Kernel, cfg: &Cfg, entry: Entry) -> ValueAddresses {
        ValueAddresses::build(
            kernel,
            cfg,
            Workgroup::of(&kernel.info),
            entry == Entry::Kernel,
        )
    }

    fn build(kernel: &Kernel, cfg: &Cfg, wg: Workgroup, proofs: bool) -> ValueAddresses {
        let one_wave = wg.one_wave();
        // Without an LDS access the tables stay empty: every lookup is then
        // `Unknown` / `None`, as a full table of those said, without two
        // words per instruction (issue 30, memory).
        if kernel.instrs.iter().all(|i| lds_op(i).is_none()) {
            return ValueAddresses {
                table: Vec::new(),
                sure: Vec::new(),
                one_wave,
            };
        }
        let mut table = vec![LdsFootprint::Unknown; kernel.instrs.len()];
        let mut sure = vec![None; kernel.instrs.len()];
        let fixed = if proofs && wg.two_waves() {
            once_in_fixed_phase(kernel, cfg)
        } else {
            vec![false; cfg.blocks.len()]
        };
        let lds_bytes = kernel.info.group_segment_fixed_size;
        // A stated one-dimensional shape: the lanes' values are exact in
        // the analysis itself (v0 = x).
        let stated = wg.one_dimensional.filter(|_| wg.exact_waves());
        let analysis = ValueAnalysis::run_from(kernel, cfg, wg.ids);
        sweep(
            &analysis,
            kernel,
            cfg,
            stated,
            &fixed,
            false,
            |i, st, exact| {
                let instr = &kernel.instrs[i as usize];
                let f = footprint_in(st, instr, &wg);
                table[i as usize] = f;
                if fixed[cfg.block_of(i) as usize] {
                    sure[i as usize] = uniform_sure(st, instr, f)
                        .or_else(|| lanes_sure(st, instr, exact?, &wg, lds_bytes));
                }
                None::<()>
            },
        );
        // No shape stated: one launch the code object allows, `(N, 1, 1)`
        // for its flat bound N, is the witness (docs/lds.md section 17) -
        // analysed only when some pair of accesses may still be proven.
        if let Some(n) = witness_items(kernel, &wg) {
            if unproven_pair(kernel, cfg, &fixed, &table, &sure) {
                let witness = analysis.rerun_bounded(kernel, cfg, EntryIds::X, n - 1);
                sweep(
                    &witness,
                    kernel,
                    cfg,
                    Some(n),
                    &fixed,
                    true,
                    |i, st, exact| {
                        let instr = &kernel.instrs[i as usize];
                        if fixed[cfg.block_of(i) as usize] && sure[i as usize].is_none() {
                            sure[i as usize] = lanes_sure(st, instr, exact?, &wg, lds_bytes);
                        }
                        None::<()>
                    },
                );
            }
        }
        ValueAddresses {
            table,
            sure,
            one_wave,
        }
    }
}

/// Replays `analysis` over `kernel` (only the blocks in a fixed phase when
/// `only_fixed`), calling `f(i, state, exact)` at every LDS access `i` with
/// the state before it and, when `items` names a launch of that many
/// work-items with v0 = x, the exact per-lane values of the block so far
/// ([`Exact`], followed in fixed-phase blocks only: no other block's access
/// is proven).
#[allow(clippy::too_many_arguments)]
fn sweep<T>(
    analysis: &ValueAnalysis,
    kernel: &Kernel,
    cfg: &Cfg,
    items: Option<u32>,
    fixed: &[bool],
    only_fixed: bool,
    mut f: impl FnMut(u32, &State, Option<&Exact>) -> Option<T>,
) {
    let mut exact = items.map(Exact::new);
    let keep = |b: u32| !only_fixed || fixed[b as usize];
    analysis.for_each_point_in(kernel, keep, |i, st| {
        let instr = &kernel.instrs[i as usize];
        let b = cfg.block_of(i) as usize;
        let mut ex = exact.as_mut().filter(|_| fixed[b]);
        if let Some(e) = ex.as_mut() {
            if cfg.blocks[b].start == i {
                e.block_start();
            }
        }
        if lds_op(instr).is_some() {
            f(i, st, ex.as_deref());
        }
        if let Some(e) = ex {
            e.step(st, instr);
        }
    });
}

/// The work-item count of the witness launch `(N, 1, 1)` (docs/lds.md
/// section 17): a kernel with no required workgroup size, whose flat bound
/// N allows two waves of a known width, with v0's ids laid out by its
/// descriptor (v0 = x when y and z are 0).
fn witness_items(kernel: &Kernel, wg: &Workgroup) -> Option<u32> {
    let info = &kernel.info;
    let allowed = wg.one_dimensional.is_none()
        && info.reqd_workgroup_size.is_none()
        && info.workitem_ids.is_some()
        && wg.exact_waves()
        && wg.two_waves();
    allowed.then_some(wg.max_items)
}

/// Whether two accesses of blocks in a fixed phase (possibly one access
/// twice) conflict, may overlap across waves, and are not both proven yet:
/// only then can a witness launch add a proof.
fn unproven_pair(
    kernel: &Kernel,
    cfg: &Cfg,
    fixed: &[bool],
    table: &[LdsFootprint],
    sure: &[Option<SureBytes>],
) -> bool {
    let accesses: Vec<(usize, LdsOp)> = kernel
        .instrs
        .iter()
        .enumerate()
        .filter(|&(i, _)| fixed[cfg.block_of(i as u32) as usize])
        .filter_map(|(i, ins)| Some((i, lds_op(ins)?)))
        .collect();
    accesses.iter().enumerate().any(|(k, &(a, p))| {
        accesses[k..].iter().any(|&(b, q)| {
            (p.writes() || q.writes())
                && !(p == LdsOp::DsAtomic && q == LdsOp::DsAtomic)
                && (sure[a].is_none() || sure[b].is_none())
                && table[a].cross_wave_overlaps(table[b])
        })
    })
}

/// Per block, whether every wave that finishes executes it exactly once,
/// after the same barrier parts in the same order (docs/lds.md section
/// 15): it lies on every path from the entry to an exit, in no cycle, and
/// every barrier part (`s_barrier`, a gfx12 signal or wait) or call before
/// it on any path lies in such a block too - so the barriers a wave has
/// passed when it reaches the block are the same for every wave.
fn once_in_fixed_phase(kernel: &Kernel, cfg: &Cfg) -> Vec<bool> {
    let n = cfg.blocks.len();
    let forced = cfg.on_every_path();
    let once: Vec<bool> = (0..n)
        .map(|b| forced[b] && cfg.loops_of(b as u32).is_empty())
        .collect();
    // Blocks reachable from a barrier part (or a call, whose callee may
    // hold one) in a block not executed exactly once: their phase varies.
    let mut varies = vec![false; n];
    let mut stack: Vec<u32> = (0..n as u32)
        .filter(|&b| {
            let blk = cfg.blocks[b as usize];
            !once[b as usize]
                && (blk.start..blk.end).any(|i| {
                    let ins = &kernel.instrs[i as usize];
                    is_barrier_part(ins) || ins.flow == Flow::Call
                })
        })
        .collect();
    while let Some(b) = stack.pop() {
        for &t in cfg.succs(b) {
            if !varies[t as usize] {
                varies[t as usize] = true;
                stack.push(t);
            }
        }
    }
    (0..n).map(|b| once[b] && !varies[b]).collect()
}

/// What every wave surely touches at LDS access `instr` (footprint `f`,
/// value state `st` before it) when its address is one constant, in a
/// block every wave executes once in a fixed barrier phase, of a kernel
/// with two waves or more (docs/lds.md section 15). EXEC must be the
/// entry's: a launch of full waves then has every lane active, so the same
/// bytes are touched in every wave.
fn uniform_sure(st: &State, instr: &Instr, f: LdsFootprint) -> Option<SureBytes> {
    if st.exec_mode() != ExecMode::Entry {
        return None;
    }
    let s = span(instr)?;
    let LdsFootprint::Known { lo, .. } = f else {
        return None;
    };
    if s.base == Reg::M0 {
        // Lane 0 (active in every wave) writes its element at M0 plus
        // the offset (docs/lds.md section 3).
        let at = lo.checked_add(modifier(instr.operands(), "offset")?)?;
        let size = element_bytes(instr.mnemonic())?;
        at.checked_add(size)?;
        return Some(SureBytes::Uniform {
            at: [at, at],
            len: size,
        });
    }
    let base = st.get(s.base).as_const()?;
    let at = s.elems.map(|e| u64::from(base) + e);
    if at.iter().any(|&a| a + s.size > u64::from(u32::MAX)) {
        return None;
    }
    Some(SureBytes::Uniform {
        at: at.map(|a| a as u32),
        len: s.size as u32,
    })
}

/// What the surely active work-items of a one-dimensional launch touch at
/// DS access `instr` (docs/lds.md sections 15 and 17): per piece of its
/// address VGPR that is exact on some work-items ([`Exact`]) and range of
/// work-items surely active there, a [`LaneForm`] on their common
/// work-items - clipped to the bytes a launch can allocate: the static
/// `lds_bytes`, or [`LDS_ALLOCATABLE`] with dynamic LDS (an access past
/// the allocation touches no byte, so it proves nothing). The wave
/// width must be known and the launch must have more work-items than a
/// wave.
fn lanes_sure(
    st: &State,
    instr: &Instr,
    exact: &Exact,
    wg: &Workgroup,
    lds_bytes: Option<u32>,
) -> Option<SureBytes> {
    let s = span(instr)?;
    let Reg::Vgpr(v) = s.base else {
        return None;
    };
    let limit = i64::from(lds_bytes.unwrap_or(0).max(LDS_ALLOCATABLE));
    let active = exact.active(st)?;
    let (size, first, last) = (
        s.size as i64,
        s.elems[0].min(s.elems[1]) as i64,
        s.elems[0].max(s.elems[1]) as i64,
    );
    let mut forms = [None; SURE_FORMS];
    let mut n = 0;
    for p in exact.vgpr(st, v).iter().filter(|p| p.s > 0) {
        let scale = i64::from(p.s);
        // Every element of every kept work-item below the limit.
        let top = (limit - p.c - last - size).div_euclid(scale);
        for (lo, hi) in active.iter() {
            let (xl, xh) = (i64::from(p.lo.max(lo)), i64::from(p.hi.min(hi)).min(top));
            if xl > xh || scale * xl + p.c + first < 0 || n == SURE_FORMS {
                continue;
            }
            forms[n] = Some(LaneForm {
                scale: p.s,
                at: s.elems.map(|e| p.c + e as i64),
                len: s.size as u32,
                x: [xl as u16, xh as u16],
                wave: wg.wave.clamp(1, 64) as u8,
            });
            n += 1;
        }
    }
    SureBytes::lanes(forms)
}

impl LdsAddresses for ValueAddresses {
    fn footprint(&self, _: &Kernel, _: &Cfg, id: u32, _: LdsOp) -> LdsFootprint {
        self.table
            .get(id as usize)
            .copied()
            .unwrap_or(LdsFootprint::Unknown)
    }

    fn one_wave(&self) -> bool {
        self.one_wave
    }

    fn sure(&self, id: u32) -> Option<SureBytes> {
        self.sure.get(id as usize).copied().flatten()
    }
}

/// Where the bytes of one access lie relative to its base register: from
/// `lo` to `hi` (half-open) past the base.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    base: Reg,
    lo: u64,
    hi: u64,
    /// Where each element starts past the base (one element: twice the
    /// same) and its size: what one lane touches.
    elems: [u64; 2],
    size: u64,
}

/// The base register and byte span of a DS access or a direct-to-LDS load,
/// from its mnemonic and operands; `None` for every other access and for an
/// operand form not understood.
fn span(instr: &Instr) -> Option<Span> {
    let m = instr.mnemonic();
    let ops = instr.operands();
    let size = u64::from(element_bytes(m)?);
    match instr.mem? {
        MemKind::VmemLds => {
            // M0 + the instruction offset + lane * element (docs/lds.md
            // section 3); a sub-dword element may still occupy a dword slot
            // per lane, so each lane is given at least four bytes.
            let off = u64::from(modifier(ops, "offset")?);
            Some(Span {
                base: Reg::M0,
                lo: 0,
                hi: off + LANES * size.max(4),
                elems: [0, 0],
                size: 0,
            })
        }
        // `addtid` forms address by M0 and the lane, `src2` forms by a
        // second address computed from the offset: not spans of one base.
        MemKind::LdsRead | MemKind::LdsWrite
            if !m.starts_with("lds_") && !m.contains("addtid") && !m.contains("src2") =>
        {
            // The address is the first register operand of a write or a
            // non-returning atomic, the second of a read or returning one.
            let returns = !instr.writes.is_empty();
            let mut regs = register_operands(ops);
            let addr = if returns { regs.nth(1) } else { regs.next() };
            let reg = single_vgpr(addr?)?;
            let base = Reg::Vgpr(reg.first);
            if let Some(stride) = two_address_stride(m) {
                let scale = size * stride;
                let (a, b) = (modifier(ops, "offset0")?, modifier(ops, "offset1")?);
                let (a, b) = (u64::from(a.min(b)), u64::from(a.max(b)));
                Some(Span {
                    base,
                    lo: a * scale,
                    hi: b * scale + size,
                    elems: [a * scale, b * scale],
                    size,
                })
            } else {
                let off = u64::from(modifier(ops, "offset")?);
                Some(Span {
                    base,
                    lo: off,
                    hi: off + size,
                    elems: [off, off],
                    size,
                })
            }
        }
        _ => None,
    }
}

/// The footprint of LDS access `instr` in value state `st` (the state
/// before it), in a kernel whose workgroup `wg` says.
fn footprint_in(st: &State, instr: &Instr, wg: &Workgroup) -> LdsFootprint {
    let Some(s) = span(instr) else {
        return LdsFootprint::Unknown;
    };
    // A VGPR's value is claimed for the lanes active at the entry only
    // (docs/values.md section 1): with EXEC possibly wider, another lane's
    // address is not bounded.
    if matches!(s.base, Reg::Vgpr(_)) && st.exec_mode() == ExecMode::Unknown {
        return LdsFootprint::Unknown;
    }
    let v = st.get(s.base);
    let Some((lo, hi)) = v.absolute() else {
        return LdsFootprint::Unknown;
    };
    let (lo, end) = (u64::from(lo) + s.lo, u64::from(hi) + s.hi);
    // The sum stays below 2^32 (no wrap), and M0 below the bits every
    // reading agrees on.
    let limit = if s.base == Reg::M0 {
        M0_AGREED
    } else {
        u64::from(u32::MAX)
    };
    if end > limit || lo >= end {
        return LdsFootprint::Unknown;
    }
    let (lo, hi) = (lo as u32, end as u32);
    if v.as_const().is_some() {
        LdsFootprint::Known { lo, hi }
    } else {
        LdsFootprint::Within {
            lo,
            hi,
            lane: lane_form(&s, v, st.active_x(), wg),
        }
    }
}

/// The bytes each lane touches, when the base is `scale * x + k` in a
/// one-dimensional workgroup (docs/lds.md section 12): element `i` of the
/// lane with id `x` lies in `[scale * x + k_lo + e_i, scale * x + k_hi +
/// e_i + size)`, and no sum wraps for any `x` the active lanes (`active`)
/// and the workgroup's size allow.
fn lane_form(
    s: &Span,
    v: crate::values::Value,
    active: (u32, u32),
    wg: &Workgroup,
) -> Option<LaneForm> {
    let ids = wg
        .one_dimensional
        .filter(|&n| (1..=WORK_ITEMS_X).contains(&n))?;
    let (x_lo, x_hi) = (active.0, active.1.min(ids - 1));
    if x_lo > x_hi || s.size == 0 {
        return None;
    }
    let (scale, k) = v.lane_form()?;
    let (k_lo, k_hi) = k.absolute()?;
    let (k_lo, k_hi) = (u64::from(k_lo), u64::from(k_hi));
    let len = k_hi - k_lo + s.size;
    let last = u64::from(scale) * u64::from(x_hi) + k_lo + s.elems[0].max(s.elems[1]) + len;
    if last > u64::from(u32::MAX) {
        return None;
    }
    Some(LaneForm {
        scale,
        at: [(k_lo + s.elems[0]) as i64, (k_lo + s.elems[1]) as i64],
        len: len as u32,
        x: [x_lo as u16, x_hi as u16],
        wave: wg.wave.clamp(1, 64) as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::parse_text;
    use crate::profile::Arch;

    fn footprints(src: &str) -> Vec<(String, LdsFootprint)> {
        let program = parse_text(src, "k", Some(Arch::Gfx942)).expect("listing parses");
        let kernel = &program.kernels[0];
        let cfg = Cfg::build(kernel);
        let addrs = ValueAddresses::new(kernel, &cfg);
        kernel
            .instrs
            .iter()
            .enumerate()
            .filter_map(|(i, ins)| {
                let op = lds_op(ins)?;
                Some((
                    ins.mnemonic().to_string(),
                    addrs.footprint(kernel, &cfg, i as u32, op),
                ))
            })
            .collect()
    }

    #[test]
    fn a_constant_base_is_known_and_an_interval_is_a_bound() {
        let f = footprints(
            " v_mov_b32 v1, 0x100\n ds_write_b32 v1, v2 offset:8\n\
             v_and_b32 v3, 63, v0\n v_lshlrev_b32 v3, 2, v3\n ds_read_b32 v4, v3\n\
             ds_read2_b32 v[6:7], v3 offset0:64 offset1:65\n\
             ds_wrxchg2st64_rtn_b32 v[8:9], v3, v1, v2 offset0:1 offset1:2\n s_endpgm\n",
        );
        assert_eq!(
            f[0].1,
            LdsFootprint::Known {
                lo: 0x108,
                hi: 0x10c
            }
        );
        // 4 * (v0 & 63): bytes 0..0x100, every lane of every wave.
        assert_eq!(
            f[1].1,
            LdsFootprint::Within {
                lo: 0,
                hi: 0x100,
                lane: None
            }
        );
        assert_eq!(
            f[2].1,
            LdsFootprint::Within {
                lo: 0x100,
                hi: 0x204,
                lane: None
            }
        );
        assert!(!f[1].1.overlaps(f[0].1) && f[2].1.overlaps(f[0].1));
        // Two addresses 64 elements a unit: 0x100 and 0x200 past v3.
        assert_eq!(
            f[3].1,
            LdsFootprint::Within {
                lo: 0x100,
                hi: 0x300,
                lane: None
            }
        );
    }

    #[test]
    fn disjoint_tiles_of_one_buffer_do_not_overlap() {
        // A direct-to-LDS load into the tile at 0x1000 (64 lanes x 16
        // bytes), DS reads of a computed lane offset into the tile at 0 and
        // into the one the load fills.
        let f = footprints(
            " s_mov_b32 m0, 0x1000\n global_load_lds_dwordx4 v[2:3], off\n\
             v_and_b32 v4, 0x3f, v0\n v_lshlrev_b32 v4, 4, v4\n ds_read_b128 v[8:11], v4\n\
             v_add_u32 v5, 0x1000, v4\n ds_read_b128 v[12:15], v5\n s_endpgm\n",
        );
        let dma = f[0].1;
        assert_eq!(
            dma,
            LdsFootprint::Known {
                lo: 0x1000,
                hi: 0x1400
            }
        );
        assert_eq!(
            f[1].1,
            LdsFootprint::Within {
                lo: 0,
                hi: 0x400,
                lane: None
            }
        );
        assert!(!dma.overlaps(f[1].1));
        assert_eq!(
            f[2].1,
            LdsFootprint::Within {
                lo: 0x1000,
                hi: 0x1400,
                lane: None
            }
        );
        assert!(dma.overlaps(f[2].1));
    }

    fn footprints_in(src: &str, wg: Workgroup) -> Vec<LdsFootprint> {
        footprints_on(src, wg, Arch::Gfx908)
    }

    fn footprints_on(src: &str, wg: Workgroup, arch: Arch) -> Vec<LdsFootprint> {
        let program = parse_text(src, "k", Some(arch)).expect("listing parses");
        let kernel = &program.kernels[0];
        let cfg = Cfg::build(kernel);
        let addrs = ValueAddresses::with_workgroup(kernel, &cfg, wg);
        kernel
            .instrs
            .iter()
            .enumerate()
            .filter_map(|(i, ins)| Some(addrs.footprint(kernel, &cfg, i as u32, lds_op(ins)?)))
            .collect()
    }

    /// reduce_sum's halving step: lanes `x < 128` read `sums[x]` and
    /// `sums[x + 128]` and write `sums[x]`; another wave's write of
    /// `sums[x']` meets the read of `sums[x + 128]` only for `x' >= 128`,
    /// which the guard excludes. Without the guard it is a race.
    #[test]
    fn a_guarded_halving_step_is_disjoint_across_waves() {
        let wg = Workgroup {
            ids: EntryIds::X,
            max_items: 256,
            one_dimensional: Some(256),
            wave: 64,
            wave_max: 64,
        };
        let step = |guard: &str| {
            format!(
                " v_lshlrev_b32_e32 v1, 2, v0
 v_cmp_gt_u32_e32 vcc, 0x80, v0
{guard}                 ds_read2st64_b32 v[2:3], v1 offset1:2
 ds_write_b32 v1, v2
                 s_or_b64 exec, exec, s[0:1]
 ds_write_b32 v1, v2
 s_endpgm
"
            )
        };
        let f = footprints_in(
            &step(
                " s_and_saveexec_b64 s[0:1], vcc
",
            ),
            wg,
        );
        let LdsFootprint::Within {
            lane: Some(read), ..
        } = f[0]
        else {
            panic!("{f:?}")
        };
        assert_eq!(
            (read.scale, read.at, read.len, read.x),
            (4, [0, 512], 4, [0, 127])
        );
        assert!(!f[0].cross_wave_overlaps(f[1]) && !f[1].cross_wave_overlaps(f[1]));
        // After the restore every lane writes again: x up to 255.
        assert!(f[0].cross_wave_overlaps(f[2]));
        let f = footprints_in(
            &step(
                " s_mov_b64 s[0:1], exec
",
            ),
            wg,
        );
        assert!(f[0].cross_wave_overlaps(f[1]));
        // A two-dimensional (or unknown) shape gives no lane form.
        let f = footprints_in(
            &step(
                " s_and_saveexec_b64 s[0:1], vcc
",
            ),
            Workgroup {
                one_dimensional: None,
                ..wg
            },
        );
        assert!(f[0].cross_wave_overlaps(f[1]) && f[1].cross_wave_overlaps(f[1]));
    }

    /// The same step as gfx10 on compiles it (`corpus/kernels/gfx1030/
    /// reduce_sum.s`): `v_cmpx_gt_u32_e32 0x80, v0` narrows EXEC itself to
    /// the lanes `x < 128`, as gfx9's `v_cmpx` with VCC does; a `v_cmpx` of
    /// another register keeps a subset of the lanes but no bound on x.
    #[test]
    fn a_cmpx_guard_bounds_the_active_lanes() {
        let wg = Workgroup {
            ids: EntryIds::X,
            max_items: 256,
            one_dimensional: Some(256),
            wave: 32,
            wave_max: 32,
        };
        let step = |cmpx: &str| {
            format!(
                " v_lshlrev_b32_e32 v1, 2, v0
 s_mov_b32 s2, exec_lo
 {cmpx}
 ds_read2st64_b32 v[2:3], v1 offset1:2
 ds_write_b32 v1, v2
 s_or_b32 exec_lo, exec_lo, s2
 ds_write_b32 v1, v2
 s_endpgm
"
            )
        };
        for (arch, cmpx) in [
            (Arch::Gfx1030, "v_cmpx_gt_u32_e32 0x80, v0"),
            (Arch::Gfx1100, "v_cmpx_lt_u32_e64 v0, 0x80"),
            (Arch::Gfx908, "v_cmpx_gt_u32_e32 vcc, 0x80, v0"),
        ] {
            let f = footprints_on(&step(cmpx), wg, arch);
            let LdsFootprint::Within {
                lane: Some(read), ..
            } = f[0]
            else {
                panic!("{cmpx}: {f:?}")
            };
            assert_eq!(read.x, [0, 127], "{cmpx}");
            assert!(
                !f[0].cross_wave_overlaps(f[1]) && !f[1].cross_wave_overlaps(f[1]),
                "{cmpx}"
            );
            // After the restore every lane writes again: x up to 255.
            assert!(f[0].cross_wave_overlaps(f[2]), "{cmpx}");
        }
        let f = footprints_on(&step("v_cmpx_gt_u32_e32 0x80, v5"), wg, Arch::Gfx1030);
        assert!(f[0].cross_wave_overlaps(f[1]));
    }

    #[test]
    fn unbounded_or_widened_addresses_are_unknown() {
        let f = footprints(
            " ds_read_b32 v1, v0\n s_load_dword s0, s[4:5], 0x0\n s_waitcnt lgkmcnt(0)\n\
             s_mov_b32 m0, s0\n buffer_load_dword v2, s[8:11], 0 offen lds\n\
             s_mov_b32 m0, 0xffff\n buffer_load_dword v2, s[8:11], 0 offen lds\n\
             v_mov_b32 v3, 0\n s_mov_b64 exec, -1\n ds_write_b32 v3, v1\n\
             ds_append v4\n s_endpgm\n",
        );
        // v0 unbounded at entry, M0 from memory, M0 past 2^16 with the
        // lanes, EXEC wider than at entry, no element size.
        for (m, fp) in &f {
            assert_eq!(*fp, LdsFootprint::Unknown, "{m}");
        }
        assert_eq!(f.len(), 5);
    }
}
