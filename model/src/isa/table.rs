//! The mnemonic table: for every mnemonic, its unit, the memory kind it issues,
//! its control flow, and how its operands map to register reads and writes.
//!
//! This is the one place register effects are decided (docs/counters.md section 8).
//! Rules are data (`RULES`), matched first-to-last by exact name, prefix or
//! substring; the decoder caches the result per mnemonic, so the scan runs once
//! per distinct mnemonic of an input.
//!
//! Facts not obvious from the mnemonic, with their sources:
//! * Atomics return a value only with the GLC bit, printed `sc0` on gfx940+
//!   (LLVM `AMDGPUInstPrinter::printCPol`: gfx940 prints GLC as `sc0`) and
//!   `th:TH_ATOMIC_RETURN` on gfx12. Buffer, image and scalar atomics return in
//!   their data operand (it is read and written); global/flat atomics have a
//!   separate destination printed first.
//! * Direct-to-LDS loads (`buffer_load_* ... lds`, `global_load_lds_*`) write LDS
//!   through M0, not a VGPR: every operand is read (LLVM `SIInstrInfo::isLDSDMA`).
//! * DPP reads its destination (LLVM ties `old` to vdst: lanes whose source is
//!   invalid or whose row/bank is masked keep the old value) unless
//!   `bound_ctrl` and full masks write every lane; SDWA reads it when it writes
//!   a part (`dst_sel` not DWORD) and keeps the rest (`UNUSED_PRESERVE`, which
//!   llvm-mc assumes when `dst_unused` is omitted).
//! * `v_fmac`/`v_mac`/`v_dot*c`/`v_pk_fmac`, `v_writelane`, `v_smfmac`/`v_swmmac`
//!   (sparse MFMA accumulates into vdst; src2 is the index), fp8/fp4 packing converts (write one word or byte,
//!   selected by `op_sel`/index) and SALU `s_*k_i32`/`s_cmov*`/`s_bitset*` read
//!   their destination.
//! * `_d16` loads keep the other half of their destination, but they merge it
//!   when the data returns, not at issue: they write the destination and do
//!   not read it. The merge is then ordered by the write-after-write rule
//!   (docs/counters.md section 4 item 4): behind an older load of the same ordered
//!   class it lands later and keeps the right half; behind any other pending
//!   writer it is a write-after-write race. LLVM 22 relies on this: on gfx1151
//!   it issues `global_load_d16_b16 v14` and `global_load_d16_hi_b16 v14`
//!   back to back with no wait (corpus/kernels/gfx1151/mfma_gemm.s), and
//!   rocJITsu tracks D16 halves apart (docs/counters.md section 7).
//! * VOPC `v_cmp*` write vcc or their SGPR destination; `v_cmpx*` also write exec,
//!   and from gfx10 on have no destination operand at all (LLVM `VOPCInstructions.td`).
//! * Carry-out VALU ops (`v_add_co_u32`, `v_addc_co_u32`, `v_div_scale_*`,
//!   `v_mad_u64_u32`...) write their second operand too (VOP3b sdst).

use crate::instr::{Flow, Unit};
use crate::profile::MemKind;

/// How operands map to register effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// First operand written, the rest read.
    DstSrc,
    /// First operand read and written, the rest read.
    RmwDst,
    /// First two operands written (result and carry-out/sdst), the rest read.
    TwoDst,
    /// Every operand read (stores, compares into scc, control with operands).
    ReadAll,
    /// Every operand read and written (`v_swap_b32`, `v_permlane*_swap`).
    SwapAll,
    /// First operand written, the second read and written, the rest read:
    /// `ds_bvh_stack_rtn_*` returns the updated stack address in its address
    /// VGPR (llvm-mc-22 -show-inst lists that VGPR twice, as a def and a use).
    DstRmwSecond,
    /// `v_cmp*`/`v_cmpx*`: first operand written unless the generation has no
    /// destination operand for `v_cmpx` (gfx10+).
    Compare,
}

/// Adjustments decided by modifiers at decode time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Plain,
    /// Returns a value only with `glc`/`sc0`/`th:TH_ATOMIC_RETURN`:
    /// (kind and effect without return, with return).
    Atomic {
        store: (MemKind, Effect),
        ret: (MemKind, Effect),
    },
    /// Buffer (gfx9: also global and scratch) load that becomes
    /// direct-to-LDS with the `lds` modifier.
    BufferLoad,
    /// `ds_*`: becomes GDS with the `gds` modifier.
    Ds,
    /// SDWA: reads its destination when it writes part of it (`dst_sel`
    /// other than DWORD) and keeps the rest (`dst_unused:UNUSED_PRESERVE`, the
    /// default when omitted).
    Sdwa,
    /// DPP: reads its destination (`old`) unless every lane is written:
    /// `bound_ctrl` set and full row and bank masks.
    Dpp,
}

/// Implicit register effects, as a bit set.
pub mod implicit {
    pub const SCC_W: u8 = 1;
    pub const SCC_R: u8 = 2;
    pub const EXEC_W: u8 = 4;
    pub const EXEC_R: u8 = 8;
    pub const M0_R: u8 = 16;
    pub const M0_W: u8 = 32;
    pub const VCC_R: u8 = 64;
    /// `vcc_lo` only (wave32 VOPD `v_dual_cndmask_b32` reads it implicitly).
    pub const VCC_LO_R: u8 = 128;
}

/// Everything the table says about one mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub unit: Unit,
    pub mem: Option<MemKind>,
    pub flow: Flow,
    pub effect: Effect,
    pub variant: Variant,
    pub implicit: u8,
    /// `s_set_gpr_idx_on` / `s_set_gpr_idx_off`: opens or closes indexed mode.
    pub gpr_idx: Option<bool>,
}

impl Spec {
    const fn new(unit: Unit, effect: Effect) -> Spec {
        Spec {
            unit,
            mem: None,
            flow: Flow::Next,
            effect,
            variant: Variant::Plain,
            implicit: 0,
            gpr_idx: None,
        }
    }
    const fn mem(kind: MemKind, effect: Effect) -> Spec {
        let mut s = Spec::new(Unit::Mem, effect);
        s.mem = Some(kind);
        s
    }
    const fn flow(flow: Flow, effect: Effect, implicit: u8) -> Spec {
        let mut s = Spec::new(Unit::Control, effect);
        s.flow = flow;
        s.implicit = implicit;
        s
    }
    const fn imp(mut self, implicit: u8) -> Spec {
        self.implicit |= implicit;
        self
    }
    const fn var(mut self, variant: Variant) -> Spec {
        self.variant = variant;
        self
    }
    const fn atomic(store: MemKind, ret: MemKind, ret_effect: Effect) -> Spec {
        Spec::mem(store, Effect::ReadAll).var(Variant::Atomic {
            store: (store, Effect::ReadAll),
            ret: (ret, ret_effect),
        })
    }
}

/// How a rule's pattern matches a mnemonic.
#[derive(Clone, Copy, Debug)]
enum Match {
    Exact,
    Prefix,
    Contains,
}

use implicit::*;
use Effect::*;
use Match::*;
use MemKind::*;

const VALU: Spec = Spec::new(Unit::Valu, DstSrc);
const VALU_RMW: Spec = Spec::new(Unit::Valu, RmwDst);
const VALU_2DST: Spec = Spec::new(Unit::Valu, TwoDst);
const SALU: Spec = Spec::new(Unit::Salu, DstSrc);
const SALU_SCC: Spec = Spec::new(Unit::Salu, DstSrc).imp(SCC_W);
const MFMA: Spec = Spec::new(Unit::Mfma, DstSrc);
const CONTROL: Spec = Spec::new(Unit::Control, ReadAll);
/// gfx1250 `global_prefetch_b8`/`flat_prefetch_b8`: a speculative,
/// non-faulting cache fill (ROCm/llvm-project PR #3495) with no destination
/// and no architectural result. Its sources are read at issue (a read of a
/// pending load's destination is still checked, as LLVM waits for it), but it
/// raises no counter event and guards no source (docs/counters.md section 13):
/// * **loadcnt.** llc-22 does not count it: `global_load; global_prefetch_b8;
///   global_load` then a read of the first load's destination gets
///   `s_wait_loadcnt 1` (`corpus/llvm/prefetch-loadcnt-gfx1250.mir`). Not
///   counting it is sound whether or not the hardware counts it: a wait
///   `loadcnt <= N` leaves at most N events in flight, loads complete in
///   order, so all but the N youngest *loads* have completed either way;
///   counting an event the hardware might not count would retire one load
///   too many.
/// * **xcnt.** A source overwritten before its translation completes can at
///   worst, under XNACK replay, send the prefetch to another line: nothing
///   architectural changes, so no overwrite of its sources is a race. llc-22
///   agrees (no `s_wait_xcnt` before an overwrite of a prefetch's address).
const PREFETCH: Spec = Spec::new(Unit::Control, ReadAll);
const VMEM_LOAD: Spec = Spec::mem(VmemLoad, DstSrc);
const VMEM_STORE: Spec = Spec::mem(VmemStore, ReadAll);
const VMEM_LDS: Spec = Spec::mem(VmemLds, ReadAll).imp(M0_R);
const FLAT_LOAD: Spec = Spec::mem(FlatLoad, DstSrc);
const FLAT_STORE: Spec = Spec::mem(FlatStore, ReadAll);
const LDS_READ: Spec = Spec::mem(LdsRead, DstSrc).var(Variant::Ds);
const LDS_WRITE: Spec = Spec::mem(LdsWrite, ReadAll).var(Variant::Ds);
const SMEM_LOAD: Spec = Spec::mem(Smem, DstSrc);
const SMEM_WIDE_LOAD: Spec = Spec::mem(SmemWide, DstSrc);
const SMEM_STORE: Spec = Spec::mem(Smem, ReadAll);
const MESSAGE: Spec = Spec::mem(Message, ReadAll).imp(M0_R);

/// The rules, first match wins. Order matters: specific names before the
/// family prefix they share.
#[rustfmt::skip]
const RULES: &[(&str, Match, Spec)] = &[
    // ---- control flow (Flow) ----
    ("s_branch", Exact, Spec::flow(Flow::Branch, ReadAll, 0)),
    ("s_cbranch_scc", Prefix, Spec::flow(Flow::CondBranch, ReadAll, SCC_R)),
    ("s_cbranch_vcc", Prefix, Spec::flow(Flow::CondBranch, ReadAll, VCC_R)),
    ("s_cbranch_exec", Prefix, Spec::flow(Flow::CondBranch, ReadAll, EXEC_R)),
    ("s_cbranch_", Prefix, Spec::flow(Flow::CondBranch, ReadAll, 0)),
    ("s_swappc_b64", Exact, Spec::flow(Flow::Call, DstSrc, 0)),
    ("s_swap_pc_i64", Exact, Spec::flow(Flow::Call, DstSrc, 0)),
    ("s_call_b64", Exact, Spec::flow(Flow::Call, DstSrc, 0)),
    ("s_call_i64", Exact, Spec::flow(Flow::Call, DstSrc, 0)),
    ("s_setpc_b64", Exact, Spec::flow(Flow::SetPc, ReadAll, 0)),
    ("s_set_pc_i64", Exact, Spec::flow(Flow::SetPc, ReadAll, 0)),
    ("s_rfe_", Prefix, Spec::flow(Flow::SetPc, ReadAll, 0)),
    // gfx1250 `s_add_pc_i64 s[..]|imm` adds to the PC (LLVM 22's long-branch
    // form): a jump whose target the front end does not resolve, read as an
    // indirect jump. It used to match `s_add_` and fall through as SALU.
    ("s_add_pc_i64", Exact, Spec::flow(Flow::SetPc, ReadAll, 0)),
    ("s_endpgm", Prefix, Spec::flow(Flow::EndPgm, ReadAll, 0)),

    // ---- scalar memory (lgkmcnt / kmcnt) ----
    // Fetches of two or more dwords (`--assume smem-wide-tokens=2` counts them twice).
    ("s_load_dwordx", Prefix, SMEM_WIDE_LOAD),
    ("s_buffer_load_dwordx", Prefix, SMEM_WIDE_LOAD),
    ("s_scratch_load_dwordx", Prefix, SMEM_WIDE_LOAD),
    ("s_load_b32", Exact, SMEM_LOAD),
    ("s_buffer_load_b32", Exact, SMEM_LOAD),
    ("s_load_b", Prefix, SMEM_WIDE_LOAD),
    ("s_buffer_load_b", Prefix, SMEM_WIDE_LOAD),
    ("s_load_", Prefix, SMEM_LOAD),
    ("s_buffer_load_", Prefix, SMEM_LOAD),
    ("s_scratch_load_", Prefix, SMEM_LOAD),
    ("s_store_", Prefix, SMEM_STORE),
    ("s_buffer_store_", Prefix, SMEM_STORE),
    ("s_scratch_store_", Prefix, SMEM_STORE),
    ("s_atomic_", Prefix, Spec::atomic(Smem, Smem, RmwDst)),
    ("s_buffer_atomic_", Prefix, Spec::atomic(Smem, Smem, RmwDst)),
    ("s_memtime", Exact, SMEM_LOAD),
    ("s_memrealtime", Exact, SMEM_LOAD),
    ("s_dcache_", Prefix, SMEM_STORE),
    ("s_atc_probe", Prefix, SMEM_STORE),
    ("s_prefetch_", Prefix, SMEM_STORE),
    ("s_buffer_prefetch", Prefix, SMEM_STORE),
    ("s_sendmsg_rtn_", Prefix, Spec::mem(Message, DstSrc).imp(M0_R)),
    ("s_sendmsg", Prefix, MESSAGE),

    // ---- control without register results ----
    ("s_set_gpr_idx_on", Exact, Spec { gpr_idx: Some(true), ..CONTROL.imp(M0_W) }),
    ("s_set_gpr_idx_off", Exact, Spec { gpr_idx: Some(false), ..CONTROL }),
    // `s_set_gpr_idx_idx`/`_mode` rewrite a field of M0 and keep the rest: a
    // read and a write (llc-22's MIR parser: `implicit $m0`, `implicit-def $m0`).
    ("s_set_gpr_idx_", Prefix, CONTROL.imp(M0_W).imp(M0_R)),
    ("s_nop", Exact, CONTROL),
    // gfx12 `s_barrier_signal_isfirst` sets SCC when this wave signalled
    // first. LLVM 22 counts it as a scalar memory access on kmcnt
    // (SIInsertWaitcnts: `S_BARRIER_SIGNAL_ISFIRST_*` is an SMEM_ACCESS); the
    // ISA text names no counter. Decoded as a kmcnt event writing SCC, which
    // is sound under both readings (`--assume barrier-isfirst`,
    // docs/assumptions.md): gfx12's kmcnt completes only at a zero wait, so an
    // extra kmcnt event never lets another event retire earlier.
    // llc-22's MIR parser lists SCC as a use of it too (`implicit $scc`).
    ("s_barrier_signal_isfirst", Prefix, Spec::mem(Smem, ReadAll).imp(SCC_W).imp(SCC_R)),
    ("s_barrier", Prefix, CONTROL),
    ("s_setprio", Exact, CONTROL),
    ("s_sleep", Prefix, CONTROL),
    // llc-22's MIR parser: S_SETVSKIP has `implicit-def $scc` (docs/roles.md).
    ("s_setvskip", Exact, CONTROL.imp(SCC_W)),
    ("s_trap", Exact, CONTROL),
    // gfx10+ `v_illegal`: "guaranteed to be an illegal instruction" (RDNA ISA
    // guides, VOP1); compilers put it after calls that do not return (cupy's
    // cub code objects). It raises an exception; taken, like `s_trap`, to fall
    // through, which only adds paths (sound) - a wave that stops there reaches
    // no later consumer.
    ("v_illegal", Exact, CONTROL),
    ("s_icache_inv", Exact, CONTROL),
    ("s_incperflevel", Exact, CONTROL),
    ("s_decperflevel", Exact, CONTROL),
    ("s_ttracedata", Prefix, CONTROL.imp(M0_R)),
    ("s_setkill", Exact, CONTROL),
    ("s_sethalt", Exact, CONTROL),
    ("s_code_end", Exact, CONTROL),
    ("s_wakeup", Prefix, CONTROL),
    ("s_denorm_mode", Exact, CONTROL),
    ("s_round_mode", Exact, CONTROL),
    ("s_delay_alu", Exact, CONTROL),
    ("s_clause", Exact, CONTROL),
    ("s_inst_prefetch", Exact, CONTROL),
    ("s_version", Exact, CONTROL),
    ("s_singleuse_vdst", Exact, CONTROL),
    ("s_waitcnt_depctr", Exact, CONTROL),
    // gfx12 non-counter waits: `s_wait_alu` waits on ALU dependencies
    // (depctr), `s_wait_event` on an event such as export readiness.
    ("s_wait_alu", Exact, CONTROL),
    ("s_wait_event", Exact, CONTROL),
    ("s_setreg_", Prefix, CONTROL),
    ("s_set_vgpr_msb", Exact, CONTROL),
    ("s_monitor_sleep", Exact, CONTROL),
    ("s_cluster_barrier", Exact, CONTROL),
    ("s_setprio_inc_wg", Exact, CONTROL),
    ("s_set_inst_prefetch_distance", Exact, CONTROL),
    // Subvector loops switch EXEC between the wave64 halves (LLVM 22 lists
    // `implicit-def $exec, implicit $exec`; docs/roles.md section 7).
    ("s_subvector_loop_", Prefix, CONTROL.imp(EXEC_R | EXEC_W)),
    ("s_gl1_inv", Exact, CONTROL),
    ("s_wait_event_export_ready", Exact, CONTROL),

    // ---- SALU: compares write scc only ----
    ("s_cmp", Prefix, Spec::new(Unit::Salu, ReadAll).imp(SCC_W)),
    ("s_bitcmp", Prefix, Spec::new(Unit::Salu, ReadAll).imp(SCC_W)),
    // saveexec family: dst, exec and scc written; exec read.
    ("_saveexec_", Contains, SALU_SCC.imp(EXEC_R | EXEC_W)),
    ("_wrexec_", Contains, SALU_SCC.imp(EXEC_R | EXEC_W)),
    // read-modify-write destinations
    ("s_addk_", Prefix, Spec::new(Unit::Salu, RmwDst).imp(SCC_W)),
    ("s_mulk_", Prefix, Spec::new(Unit::Salu, RmwDst)),
    ("s_cmovk_", Prefix, Spec::new(Unit::Salu, RmwDst).imp(SCC_R)),
    ("s_cmov_", Prefix, Spec::new(Unit::Salu, RmwDst).imp(SCC_R)),
    ("s_bitset", Prefix, Spec::new(Unit::Salu, RmwDst)),
    ("s_movrel", Prefix, SALU.imp(M0_R)),
    // scc readers
    ("s_addc_", Prefix, SALU_SCC.imp(SCC_R)),
    ("s_subb_", Prefix, SALU_SCC.imp(SCC_R)),
    // gfx12 spellings: `_co_ci` reads and writes the carry, `_nc` has none.
    ("s_add_co_ci_", Prefix, SALU_SCC.imp(SCC_R)),
    ("s_sub_co_ci_", Prefix, SALU_SCC.imp(SCC_R)),
    ("s_add_nc_", Prefix, SALU),
    ("s_sub_nc_", Prefix, SALU),
    ("s_cselect_", Prefix, SALU.imp(SCC_R)),
    // scc writers (ISA docs: "SCC = result != 0" or carry/overflow)
    ("s_add_", Prefix, SALU_SCC),
    ("s_sub_", Prefix, SALU_SCC),
    ("s_and_", Prefix, SALU_SCC),
    ("s_or_", Prefix, SALU_SCC),
    ("s_xor_", Prefix, SALU_SCC),
    ("s_andn", Prefix, SALU_SCC),
    ("s_orn", Prefix, SALU_SCC),
    ("s_nand_", Prefix, SALU_SCC),
    ("s_nor_", Prefix, SALU_SCC),
    ("s_xnor_", Prefix, SALU_SCC),
    ("s_not_", Prefix, SALU_SCC),
    ("s_lshl", Prefix, SALU_SCC),
    ("s_lshr_", Prefix, SALU_SCC),
    ("s_ashr_", Prefix, SALU_SCC),
    ("s_bfe_", Prefix, SALU_SCC),
    ("s_min_", Prefix, SALU_SCC),
    ("s_max_", Prefix, SALU_SCC),
    ("s_abs_", Prefix, SALU_SCC),
    ("s_absdiff_", Prefix, SALU_SCC),
    ("s_bcnt", Prefix, SALU_SCC),
    ("s_quadmask_", Prefix, SALU_SCC),
    ("s_wqm_", Prefix, SALU_SCC),
    ("s_pack_", Prefix, SALU),
    ("s_mov", Prefix, SALU),
    ("s_mul_", Prefix, SALU),
    ("s_bfm_", Prefix, SALU),
    ("s_ff", Prefix, SALU),
    ("s_flbit_", Prefix, SALU),
    ("s_brev_", Prefix, SALU),
    ("s_sext_", Prefix, SALU),
    ("s_getpc", Prefix, SALU),
    // gfx12 dynamic VGPRs: `s_alloc_vgpr s3|imm` requests VGPRs and reports
    // in SCC whether they were granted (RDNA4 ISA); llvm-mc-22's MCInst has
    // one source and no destination. The SCC write is kept even if a reading
    // says otherwise: an extra write only adds checks. These were the three
    // generic decodes of docs/roles.md section 5.
    ("s_alloc_vgpr", Exact, Spec::new(Unit::Salu, ReadAll).imp(SCC_W)),
    // gfx12 `s_get_barrier_state` reads the barrier through the scalar
    // memory path: its SGPR result counts on kmcnt (RDNA4 ISA, "S_GET_BARRIER_STATE":
    // use S_WAIT_KMCNT before reading it; LLVM 22 SIInsertWaitcnts treats it
    // as an SMEM access).
    ("s_get_barrier_state", Exact, SMEM_LOAD),
    ("s_get_", Prefix, SALU),
    ("s_getreg", Prefix, SALU),
    ("s_cvt_", Prefix, SALU),
    // gfx11.5+ SALU float and bit ops
    ("s_fmac_", Prefix, Spec::new(Unit::Salu, RmwDst)),
    ("s_fmaak_", Prefix, SALU),
    ("s_fmamk_", Prefix, SALU),
    ("s_ceil_", Prefix, SALU),
    ("s_floor_", Prefix, SALU),
    ("s_trunc_", Prefix, SALU),
    ("s_rndne_", Prefix, SALU),
    ("s_maximum_", Prefix, SALU),
    ("s_minimum_", Prefix, SALU),
    ("s_cls_", Prefix, SALU),
    ("s_clz_", Prefix, SALU),
    ("s_ctz_", Prefix, SALU),
    ("s_bitreplicate_", Prefix, SALU),

    // ---- MFMA / WMMA ----
    ("v_smfmac_", Prefix, Spec::new(Unit::Mfma, RmwDst)),
    ("v_swmmac_", Prefix, Spec::new(Unit::Mfma, RmwDst)),
    ("v_mfma_", Prefix, MFMA),
    ("v_wmma_", Prefix, MFMA),

    // ---- VOPD halves (gfx11+): named after their base op ----
    ("v_dual_fmac_", Prefix, VALU_RMW),
    ("v_dual_cndmask_", Prefix, VALU.imp(VCC_LO_R)),
    ("v_dual_", Prefix, VALU),

    // ---- VALU with special operand shapes ----
    // Compares first: their destination is an SGPR mask (or none), never a
    // DPP `old` or an SDWA-preserved VGPR.
    ("v_cmp", Prefix, Spec::new(Unit::Valu, Compare)),
    ("v_swap_", Prefix, Spec::new(Unit::Valu, SwapAll)),
    ("v_swaprel_", Prefix, Spec::new(Unit::Valu, SwapAll).imp(M0_R)),
    ("v_permlane16_swap_", Prefix, Spec::new(Unit::Valu, SwapAll)),
    ("v_permlane32_swap_", Prefix, Spec::new(Unit::Valu, SwapAll)),
    ("v_writelane_", Prefix, VALU_RMW),
    ("v_fmac_", Prefix, VALU_RMW),
    ("v_mac_", Prefix, VALU_RMW),
    ("v_pk_fmac_", Prefix, VALU_RMW),
    ("v_dot2c_", Prefix, VALU_RMW),
    ("v_dot4c_", Prefix, VALU_RMW),
    ("v_dot8c_", Prefix, VALU_RMW),
    ("v_dot2acc_", Prefix, VALU_RMW),
    ("v_pipeflush", Exact, Spec::new(Unit::Valu, ReadAll)),
    ("v_movreld_", Prefix, VALU_RMW.imp(M0_R)),
    ("v_movrel", Prefix, VALU.imp(M0_R)),
    ("v_interp_", Prefix, VALU.imp(M0_R)),
    // fp8/bf8/fp4 packing converts write one half or byte of vdst.
    ("v_cvt_pk_fp8_", Prefix, VALU_RMW),
    ("v_cvt_pk_bf8_", Prefix, VALU_RMW),
    ("v_cvt_sr_fp8_", Prefix, VALU_RMW),
    ("v_cvt_sr_bf8_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_pk_fp8_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_pk_bf8_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_pk_fp4_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_sr_fp8_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_sr_bf8_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_sr_pk_fp4_", Prefix, VALU_RMW),
    ("v_cvt_scalef32_pk_fp6_", Prefix, VALU),
    // carry-out / VOP3b: second operand is an SGPR destination.
    ("v_add_co_", Prefix, VALU_2DST),
    ("v_sub_co_", Prefix, VALU_2DST),
    ("v_subrev_co_", Prefix, VALU_2DST),
    ("v_addc_co_", Prefix, VALU_2DST),
    ("v_addc_u32", Prefix, VALU_2DST),
    ("v_subb_u32", Prefix, VALU_2DST),
    ("v_subbrev_u32", Prefix, VALU_2DST),
    ("v_subb_co_", Prefix, VALU_2DST),
    ("v_subbrev_co_", Prefix, VALU_2DST),
    ("v_div_scale_", Prefix, VALU_2DST),
    ("v_mad_u64_u32", Prefix, VALU_2DST),
    ("v_mad_i64_i32", Prefix, VALU_2DST),
    ("v_mad_co_", Prefix, VALU_2DST),
    ("v_div_fmas_", Prefix, VALU.imp(VCC_R)),
    ("v_nop", Exact, Spec::new(Unit::Valu, ReadAll)),
];

/// Plain VALU families (first operand written, the rest read): `v_` + family +
/// `_...`. A `v_` name outside these and [`RULES`] is an error; the operand-role
/// differential (docs/roles.md) checks the family rule against LLVM 22.
#[rustfmt::skip]
const VALU_FAMILIES: &[&str] = &[
    "accvgpr", "add", "add3", "add_lshl", "alignbit", "alignbyte", "and", "and_or", "ashr",
    "ashrrev", "bcnt", "bfe", "bfi", "bfm", "bfrev", "bitop3", "ceil", "clrexcp", "cls", "clz",
    "cndmask", "cos", "ctz", "cubeid", "cubema", "cubesc", "cubetc", "cvt", "div_fixup", "dot2",
    "dot4", "dot8", "exp", "ffbh", "ffbl", "floor", "fma", "fmaak", "fmamk", "fract", "frexp",
    "ldexp", "lerp", "log", "lshl", "lshl_add", "lshl_or", "lshlrev", "lshr", "lshrrev", "mad",
    "madak", "madmk", "max", "max3", "maximum", "maximum3", "maximumminimum", "maxmin", "mbcnt",
    "med3", "min", "min3", "minimum", "minimum3", "minimummaximum", "minmax", "mov", "mqsad",
    "msad", "mul", "mullit", "not", "or", "or3", "pack", "perm", "permlane", "permlane16", "permlane32",
    "permlane64", "permlanex16", "pk", "prng", "qsad", "rcp", "readfirstlane", "readlane",
    "rndne", "rsq", "s", "sad", "sat", "screen", "sin", "sqrt", "sub", "subrev", "tanh", "trig",
    "trunc", "xad", "xnor", "xor", "xor3",
];

/// Operation roots of the non-returning LDS atomics (`ds_` + root + type),
/// from LLVM 22's `DSInstructions.td` (the gfx9 `_src2` forms start with
/// their operation too); their returning forms carry `_rtn` and are loads.
/// `atomic_async_barrier_arrive` is gfx1250's barrier arrive, which counts
/// on dscnt and writes no register.
#[rustfmt::skip]
const LDS_ATOMICS: &[&str] = &[
    "add_", "sub_", "rsub_", "inc_", "dec_", "min_", "max_", "and_", "or_", "xor_",
    "mskor_", "cmpst_", "cmpstore_", "cond_sub_", "sub_clamp_", "pk_add_", "nop",
    "atomic_async_barrier_arrive_",
];

/// A mnemonic the table does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UnknownMnemonic {
    /// In a memory family's namespace (`global_`, `ds_`...) but no member of
    /// it: guessing its effects would be wrong.
    #[error("unknown memory instruction `{0}`")]
    Memory(String),
    #[error("unknown mnemonic `{0}`")]
    Other(String),
    /// Known, but its effects are outside what wavebed models: refused
    /// rather than read by a rule that could hide a race.
    #[error("`{0}` is not supported: {1}")]
    Unmodelled(String, &'static str),
}

/// Memory families decided by prefix and name shape, returning None for names
/// outside every memory family. Kept beside [`RULES`] because the spelling
/// rules (gfx9 `ds_read`/`dword`, gfx11+ `ds_load`/`b32`) are shape-based.
fn memory(m: &str) -> Option<Result<Spec, UnknownMnemonic>> {
    let unknown = || Some(Err(UnknownMnemonic::Memory(m.to_string())));
    // LDS parameter and direct loads (gfx11 `lds_param_load`/`lds_direct_load`,
    // gfx12 `ds_param_load`/`ds_direct_load`) write their VGPR through expcnt:
    // LLVM 22's SIInsertWaitcnts counts an LDSDIR instruction as an
    // EXP_LDS_ACCESS event, waited for with `expcnt` or a VINTERP's `wait_exp`.
    // No memory kind counts on expcnt, so reading them as LDS reads (dscnt)
    // would call a consumer that waits on dscnt alone clean: refused.
    if [
        "lds_param_load",
        "lds_direct_load",
        "ds_param_load",
        "ds_direct_load",
    ]
    .iter()
    .any(|p| m.starts_with(p))
    {
        return Some(Err(UnknownMnemonic::Unmodelled(
            m.to_string(),
            "it counts on expcnt (an LDSDIR load), which wavebed does not model",
        )));
    }
    if let Some(rest) = m.strip_prefix("ds_") {
        let s = if rest.starts_with("read") || rest.starts_with("load") {
            LDS_READ
        } else if rest.starts_with("write") || rest.starts_with("store") {
            LDS_WRITE
        } else if rest.starts_with("bvh_stack") {
            Spec::mem(LdsRead, DstRmwSecond).var(Variant::Ds)
        } else if rest.contains("permute")
            || rest.starts_with("swizzle")
            || rest.starts_with("append")
            || rest.starts_with("consume")
            || m.contains("_rtn")
            || rest.starts_with("ordered_count")
        {
            LDS_READ
        } else if rest.starts_with("gws_") {
            Spec::mem(Gds, ReadAll).imp(M0_R)
        } else if LDS_ATOMICS.iter().any(|a| rest.starts_with(a)) {
            // Non-returning LDS atomics (`ds_add_u32`, `ds_pk_add_f16`, `ds_cmpst_b32`,
            // `ds_nop`...): returning forms all carry `_rtn` in their name.
            LDS_WRITE
        } else {
            // Any other name could write a register: reading it as a store
            // would hide the write, so it is refused.
            return unknown();
        };
        return Some(Ok(s));
    }
    // gfx1250 async copies between global memory and LDS
    // (`global_load_async_to_lds_b32 vLDS, vADDR, off`,
    // `global_store_async_from_lds_b32 vADDR, vLDS, off`,
    // `cluster_load_async_to_lds_*`) count on asynccnt and tensor copies
    // (`tensor_load_to_lds s[..], s[..]...`) on tensorcnt; every operand is a
    // source (an LDS address, a global address or a descriptor), none is
    // written (llvm-mc-22 syntax; docs/counters.md section 9). `tensor_save
    // s[..]` and `tensor_stop` (gfx1250, LLVM PR #146590: FLAT-encoded,
    // llvm-mca-22 marks them MayStore) belong to the same tensor engine and
    // are counted there too: they read their SGPR operand and write no
    // register, so the counter they are charged to can hide no register race.
    if m.starts_with("tensor_load_to_lds")
        || m.starts_with("tensor_store_from_lds")
        || m == "tensor_save"
        || m == "tensor_stop"
    {
        return Some(Ok(Spec::mem(Tensor, ReadAll)));
    }
    if m.contains("_load_async_") {
        return Some(Ok(Spec::mem(AsyncLoad, ReadAll)));
    }
    if m.contains("_store_async_") {
        return Some(Ok(Spec::mem(AsyncStore, ReadAll)));
    }
    let family = [
        "buffer_", "tbuffer_", "global_", "scratch_", "flat_", "image_", "cluster_",
    ]
    .into_iter()
    .find(|p| m.starts_with(p))?;
    let rest = &m[family.len()..];
    let flat = family == "flat_";
    let s = if rest.starts_with("load_lds") {
        VMEM_LDS
    } else if family == "image_" && rest.starts_with("bvh") {
        // Ray-tracing loads: bvhcnt on gfx12 (LLVM VMEM_BVH_READ_ACCESS).
        Spec::mem(Bvh, DstSrc)
    } else if family == "image_"
        && (rest.starts_with("sample") || rest.starts_with("gather") || rest == "get_lod")
    {
        // Loads through a sampler: samplecnt on gfx12 (LLVM
        // VMEM_SAMPLER_READ_ACCESS).
        Spec::mem(ImageSample, DstSrc)
    } else if rest.starts_with("load")
        || rest.starts_with("sample")
        || rest.starts_with("gather")
        || rest.starts_with("get_")
        || rest.starts_with("msaa_load")
        || rest.starts_with("bvh")
    {
        let s = if flat { FLAT_LOAD } else { VMEM_LOAD };
        // gfx908/gfx90a also load global and scratch memory straight into
        // LDS with the `lds` modifier (`global_load_dword v57, s[6:7] lds`:
        // LLVM's GLOBAL_LOAD_LDS_DWORD_SADDR_vi, address operands only, M0).
        if matches!(family, "buffer_" | "global_" | "scratch_") {
            s.var(Variant::BufferLoad)
        } else {
            s
        }
    } else if rest.starts_with("store") {
        if flat {
            FLAT_STORE
        } else {
            VMEM_STORE
        }
    } else if rest.starts_with("atomic") {
        match family {
            "flat_" => Spec::atomic(FlatStore, FlatLoad, DstSrc),
            "global_" | "scratch_" => Spec::atomic(VmemStore, VmemLoad, DstSrc),
            // buffer and image atomics return in their data operand.
            _ => Spec::atomic(VmemStore, VmemLoad, RmwDst),
        }
    } else if family == "buffer_" && (rest.contains("inv")) {
        // Buffer cache invalidates (`buffer_inv`, `buffer_wbinvl1*`,
        // `buffer_gl0_inv`, `buffer_gl1_inv`) raise no counter event: LLVM's
        // SIInsertWaitcnts skips them (`AMDGPU::getMUBUFIsBufferInv`).
        CONTROL
    } else if rest.starts_with("prefetch") {
        PREFETCH
    } else if rest.starts_with("inv") {
        // gfx12 `global_inv` completes on loadcnt (AMDGPUUsage, GFX12 memory
        // model: `global_inv` then `s_wait_loadcnt 0x0`).
        Spec::mem(if flat { FlatLoad } else { VmemLoad }, ReadAll)
    } else if rest.starts_with("wb") {
        // `buffer_wbl2` (vmcnt on gfx9) and gfx12 `global_wb` (storecnt):
        // write-backs count like stores.
        VMEM_STORE
    } else {
        return unknown();
    };
    Some(Ok(s))
}

/// Classifies a mnemonic. A name no rule, memory family or VALU family
/// knows is an error (issue 31: no silent fallback): guessing "first operand
/// written, the rest read" for an unknown form could hide a write.
pub fn classify(m: &str) -> Result<Spec, UnknownMnemonic> {
    // Counter waits (`s_waitcnt*`, gfx12 `s_wait_*cnt*`) are decoded by
    // `crate::wait`; `s_waitcnt_depctr`, `s_wait_alu`... are control below.
    if crate::wait::is_wait_mnemonic(m) {
        return Ok(Spec::new(Unit::Wait, ReadAll));
    }
    if let Some(r) = memory(m) {
        return r;
    }
    // DPP and SDWA forms decode like their base op; a plain destination
    // becomes conditional on the modifiers (see [`Variant::Dpp`], [`Variant::Sdwa`]).
    for (suffix, variant) in [("_dpp", Variant::Dpp), ("_sdwa", Variant::Sdwa)] {
        if let Some(base) = m.strip_suffix(suffix) {
            let base = base
                .strip_suffix("_e64")
                .or_else(|| base.strip_suffix("_e32"))
                .unwrap_or(base);
            let spec = classify(base)?;
            return Ok(if spec.effect == DstSrc && spec.unit == Unit::Valu {
                Spec {
                    effect: if variant == Variant::Dpp {
                        RmwDst
                    } else {
                        DstSrc
                    },
                    ..spec.var(variant)
                }
            } else {
                spec
            });
        }
    }
    for &(pat, how, spec) in RULES {
        let hit = match how {
            Exact => m == pat,
            Prefix => m.starts_with(pat),
            Contains => m.contains(pat),
        };
        if hit {
            return Ok(spec);
        }
    }
    if let Some(rest) = m.strip_prefix("v_") {
        let known = VALU_FAMILIES.iter().any(|f| {
            rest.starts_with(f) && matches!(rest.as_bytes().get(f.len()), Some(b'_') | None)
        });
        if known {
            return Ok(VALU);
        }
    }
    if m == "exp" || m.starts_with("export") {
        // The target decides the kind (`decode.rs`, `export_kind`).
        return Ok(Spec::mem(Export, ReadAll));
    }
    Err(UnknownMnemonic::Other(m.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_kinds() {
        let k = |m: &str| classify(m).unwrap().mem;
        assert_eq!(k("global_load_dword"), Some(VmemLoad));
        assert_eq!(k("global_load_b32"), Some(VmemLoad));
        assert_eq!(k("buffer_load_b32"), Some(VmemLoad));
        assert_eq!(k("global_load_lds_dwordx4"), Some(VmemLds));
        assert_eq!(k("buffer_store_dwordx4"), Some(VmemStore));
        assert_eq!(k("ds_read_b64_tr_b16"), Some(LdsRead));
        assert_eq!(k("ds_load_b32"), Some(LdsRead));
        assert_eq!(k("ds_bpermute_b32"), Some(LdsRead));
        assert_eq!(k("ds_write_b128"), Some(LdsWrite));
        assert_eq!(k("ds_store_b32"), Some(LdsWrite));
        assert_eq!(k("ds_add_u32"), Some(LdsWrite));
        assert_eq!(k("ds_add_rtn_u32"), Some(LdsRead));
        assert_eq!(k("s_load_dwordx2"), Some(SmemWide));
        assert_eq!(k("s_load_dword"), Some(Smem));
        assert_eq!(k("s_load_b32"), Some(Smem));
        assert_eq!(k("s_load_b64"), Some(SmemWide));
        assert_eq!(k("s_buffer_load_dwordx4"), Some(SmemWide));
        assert_eq!(k("s_load_u8"), Some(Smem));
        assert_eq!(k("s_store_dword"), Some(Smem));
        assert_eq!(k("s_memtime"), Some(Smem));
        assert_eq!(k("s_dcache_wb"), Some(Smem));
        assert_eq!(k("s_sendmsg"), Some(Message));
        assert_eq!(k("flat_load_dword"), Some(FlatLoad));
        assert_eq!(k("flat_store_b32"), Some(FlatStore));
        assert_eq!(k("scratch_load_dword"), Some(VmemLoad));
        assert_eq!(k("tensor_save"), Some(Tensor));
        assert_eq!(k("tensor_stop"), Some(Tensor));
        assert!(classify("global_frobnicate").is_err());
        assert!(classify("frob").is_err());
    }

    #[test]
    fn unknown_forms_are_errors() {
        assert!(classify("s_frobnicate_b32").is_err());
        assert_eq!(classify("v_add_f32_e32").unwrap().unit, Unit::Valu);
        assert!(classify("v_frobnicate_b32").is_err());
        assert!(classify("v_frobnicate_b32_dpp").is_err());
        assert_eq!(classify("v_cvt_pk_f32_fp8_sdwa").unwrap().unit, Unit::Valu);
        assert_eq!(classify("s_waitcnt_depctr").unwrap().unit, Unit::Control);
        assert!(classify("ds_frobnicate_b32").is_err());
        assert_eq!(classify("ds_add_u32").unwrap().mem, Some(LdsWrite));
        assert_eq!(classify("ds_nop").unwrap().mem, Some(LdsWrite));
    }
}
