//! The value analysis (docs/values.md): its public API on small kernels, the
//! rules of section 2, and its consumer indexed mode (section 4).

use wavebed_model::cfg::Cfg;
use wavebed_model::instr::Kernel;
use wavebed_model::isa;
use wavebed_model::profile::Arch;
use wavebed_model::values::{
    refine, EntryIds, ExecMode, Input, Inputs, NoInputs, Reg, Value, ValueAnalysis,
};

fn kernel(body: &str) -> Kernel {
    let src = format!(".amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n{body}\ns_endpgm\n");
    isa::parse_text(&src, "k", Some(Arch::Gfx942))
        .unwrap()
        .kernels
        .remove(0)
}

fn analyse(k: &Kernel) -> ValueAnalysis {
    ValueAnalysis::run(k, &Cfg::build(k))
}

/// The aiter mla index: the wave id times four, from the masked work-item id.
#[test]
fn value_at_names_each_register_before_each_instruction() {
    let k = kernel(
        "v_and_b32_e32 v1, 0x3ff, v0
         v_lshrrev_b32_e32 v1, 6, v1
         v_readfirstlane_b32 s7, v1
         s_mul_i32 s51, s7, 4
         s_mov_b32 m0, s51",
    );
    let a = analyse(&k);
    assert!(a.value_at(&k, 0, Reg::Vgpr(1)).unwrap().is_top());
    assert_eq!(
        a.value_at(&k, 1, Reg::Vgpr(1)).unwrap().bounds(),
        (0, 0x3ff, 1)
    );
    let s51 = a.value_at(&k, 4, Reg::Sgpr(51)).unwrap();
    assert_eq!(s51.bounds(), (0, 60, 4));
    assert!(
        s51.contains(12, &NoInputs) && !s51.contains(13, &NoInputs) && !s51.contains(64, &NoInputs)
    );
    assert_eq!(a.value_at(&k, 5, Reg::M0), Some(s51));
    assert_eq!(a.known_at(&k, 4, Reg::Sgpr(51)), None);
}

#[test]
fn constants_carry_and_scc() {
    let k = kernel(
        "s_mov_b32 s0, 0xfffffffe
         s_add_u32 s1, s0, 3
         s_cmp_eq_u32 s1, 1
         s_movk_i32 s2, 0xffff
         s_lshl_b32 s3, 1, 31
         s_cselect_b32 s4, 7, 8",
    );
    let a = analyse(&k);
    let at = |i, r| a.value_at(&k, i, r).unwrap();
    assert_eq!(at(2, Reg::Sgpr(1)).as_const(), Some(1));
    assert_eq!(
        at(2, Reg::Scc).as_const(),
        Some(1),
        "carry out of s_add_u32"
    );
    assert_eq!(at(3, Reg::Scc).as_const(), Some(1));
    assert_eq!(
        at(4, Reg::Sgpr(2)).as_const(),
        Some(u32::MAX),
        "s_movk_i32 sign-extends"
    );
    assert_eq!(at(5, Reg::Sgpr(3)).as_const(), Some(0x8000_0000));
    assert_eq!(
        at(6, Reg::Sgpr(4)).as_const(),
        Some(7),
        "SCC = 1 after the shift's nonzero result"
    );
}

/// Loops converge (widening) and keep what the loop does not change.
#[test]
fn loops_widen_only_what_changes() {
    let k = kernel(
        "s_mov_b32 s0, 0
         s_mov_b32 s5, 16
       L:
         s_add_u32 s0, s0, 2
         s_cmp_lt_u32 s0, 100
         s_cbranch_scc1 L",
    );
    let a = analyse(&k);
    let at = |i, r| a.value_at(&k, i, r).unwrap();
    assert_eq!(at(4, Reg::Sgpr(5)).as_const(), Some(16));
    let s0 = at(3, Reg::Sgpr(0));
    for c in [2, 4, 100, 1000] {
        assert!(s0.contains(c, &NoInputs), "{s0} must contain {c}");
    }
}

/// VGPR values cover the entry's lanes: under a partial EXEC a write joins.
#[test]
fn partial_exec_writes_join() {
    let k = kernel(
        "v_mov_b32 v1, 5
         s_and_saveexec_b64 s[2:3], vcc
         v_mov_b32 v1, 6
         s_or_b64 exec, exec, s[2:3]
         v_mov_b32 v2, 1",
    );
    let a = analyse(&k);
    let st = a.state_before(&k, 3).unwrap();
    assert_eq!(st.exec_mode(), ExecMode::Subset);
    let v1 = st.get(Reg::Vgpr(1));
    assert!(v1.contains(5, &NoInputs) && v1.contains(6, &NoInputs));
    assert_eq!(st.get(Reg::Sgpr(2)), Value::input(Input::EntryExecLo));
    let after = a.state_before(&k, 5).unwrap();
    assert_eq!(
        after.exec_mode(),
        ExecMode::Entry,
        "the saved EXEC restores the entry's"
    );
    assert_eq!(after.get(Reg::Vgpr(2)).as_const(), Some(1));
}

/// LLVM's loop exit (`corpus/kernels/*/reduce_sum.s`): the lanes that left
/// accumulate in an OR of VOPC results, which hold only active lanes, so
/// the restore through them keeps EXEC within the entry's and the saved
/// entry EXEC restores the entry's (docs/lds.md section 13).
#[test]
fn loop_exit_masks_restore_a_subset_of_the_entry_exec() {
    let body = |init: &str, cmp: &str| {
        format!(
            "s_and_saveexec_b64 s[8:9], vcc
             s_mov_b64 s[0:1], {init}
           L:
             {cmp}
             s_or_b64 s[0:1], vcc, s[0:1]
             s_andn2_b64 exec, exec, s[0:1]
             s_cbranch_execnz L
             s_or_b64 exec, exec, s[0:1]
             s_or_b64 exec, exec, s[8:9]
             v_mov_b32 v2, 1"
        )
    };
    let modes = |src: String| {
        let k = kernel(&src);
        let a = analyse(&k);
        let at = |i| a.state_before(&k, i).unwrap().exec_mode();
        (at(7), at(8))
    };
    let cmp = "v_cmp_le_u32_e32 vcc, s5, v2";
    assert_eq!(modes(body("0", cmp)), (ExecMode::Subset, ExecMode::Entry));
    // A mask that may hold lanes never active (all ones, a carry-out) is
    // not one: EXEC may have grown.
    assert_eq!(
        modes(body("-1", cmp)),
        (ExecMode::Unknown, ExecMode::Unknown)
    );
    let carry = "v_add_co_u32_e32 v3, vcc, v1, v2";
    assert_eq!(
        modes(body("0", carry)),
        (ExecMode::Unknown, ExecMode::Unknown)
    );
}

/// gfx11's forms of the same exit (`v_cmpx`, `s_and_not1`, wave32).
#[test]
fn wave32_loop_exit_with_cmpx_and_and_not1_restores_the_entry_exec() {
    let src = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"
        s_mov_b32 s8, exec_lo
        v_cmpx_gt_u32_e64 s5, v1
        s_cbranch_execz X
        s_mov_b32 s1, 0
      L:
        v_cmp_le_u32_e32 vcc_lo, s5, v1
        s_or_b32 s1, vcc_lo, s1
        s_and_not1_b32 exec_lo, exec_lo, s1
        s_cbranch_execnz L
        s_or_b32 exec_lo, exec_lo, s1
      X:
        s_or_b32 exec_lo, exec_lo, s8
        v_mov_b32 v2, 1
        s_endpgm\n";
    let mut k = isa::parse_text(src, "k", Some(Arch::Gfx1100))
        .unwrap()
        .kernels
        .remove(0);
    k.info.wavefront_size = Some(32);
    let a = ValueAnalysis::run_from(&k, &Cfg::build(&k), EntryIds::Unknown);
    let at = |i| a.state_before(&k, i).unwrap().exec_mode();
    assert_eq!(at(2), ExecMode::Subset, "v_cmpx keeps a subset");
    assert_eq!(at(9), ExecMode::Subset);
    assert_eq!(at(10), ExecMode::Entry);
}

#[test]
fn apertures_are_named_inputs() {
    struct Run;
    impl Inputs for Run {
        fn input(&self, i: Input) -> Option<u32> {
            (i == Input::SharedBaseHi).then_some(0x1_0000)
        }
    }
    let k = kernel(
        "s_mov_b64 s[0:1], src_shared_base
         v_mov_b32 v3, s1",
    );
    let a = analyse(&k);
    let v3 = a.value_at(&k, 2, Reg::Vgpr(3)).unwrap();
    assert_eq!(v3, Value::input(Input::SharedBaseHi));
    assert!(v3.contains(0x1_0000, &Run) && !v3.contains(0x2_0000, &Run));
}

/// An instruction the rules do not model clobbers what it writes.
#[test]
fn unmodelled_writes_are_unknown() {
    let k = kernel(
        "s_mov_b32 s0, 4
         s_bfe_u32 s0, s1, 0x40000
         s_mov_b32 s2, 4
         s_load_dword s2, s[4:5], 0x0",
    );
    let a = analyse(&k);
    assert!(a.value_at(&k, 2, Reg::Sgpr(0)).unwrap().is_top());
    assert!(a.value_at(&k, 4, Reg::Sgpr(2)).unwrap().is_top());
}

fn vgpr_reads(k: &Kernel, i: usize) -> Vec<String> {
    k.instrs[i]
        .reads
        .as_slice()
        .iter()
        .map(|r| r.to_string())
        .collect()
}

#[test]
fn indexed_operands_with_a_known_index_name_their_hull() {
    let mut k = kernel(
        "s_mov_b32 s51, 8
         s_set_gpr_idx_on s51, gpr_idx(SRC0)
         v_add_u32_e32 v36, v40, v3
         s_set_gpr_idx_off",
    );
    let r = refine(&mut k);
    assert_eq!((r.indexed_decided, r.indexed_undecided), (1, 0));
    let add = &k.instrs[2];
    assert!(!add.indexed);
    assert!(
        vgpr_reads(&k, 2).contains(&"v[40:48]".to_string()),
        "{:?}",
        vgpr_reads(&k, 2)
    );
    // gpr_idx(SRC0) indexes src0 only: v3 and the destination read as written.
    assert!(vgpr_reads(&k, 2).contains(&"v3".to_string()));
    assert_eq!(add.writes.as_slice()[0].to_string(), "v36");
}

/// The mla kernels' index (`4 x wave id`) with the code object's own bounds
/// (docs/values.md section 11): packed ids and `.max_flat_workgroup_size:
/// 256` make x at most 255, the wave id at most 3, the index at most 12; the
/// same kernel without the bound keeps x below 1024 (index up to 60), as
/// does one whose descriptor says nothing of v0 (the mask alone bounds it).
#[test]
fn the_workgroup_size_bounds_the_mla_index() {
    use wavebed_model::kernel_info::{KernelInfo, WorkItemIds};
    let body = "v_and_b32_e32 v1, 0x3ff, v0
         v_lshrrev_b32_e32 v1, 6, v1
         v_readfirstlane_b32 s7, v1
         s_mul_i32 s51, s7, 4
         s_set_gpr_idx_on s51, gpr_idx(SRC0)
         v_add_u32_e32 v36, v40, v3
         s_set_gpr_idx_off";
    let ids = Some(WorkItemIds {
        dims: 3,
        packed: true,
    });
    let with = |info: KernelInfo| {
        let mut k = kernel(body);
        *k.info = info;
        let a = ValueAnalysis::run_kernel(&k, &Cfg::build(&k));
        let s51 = a.value_at(&k, 4, Reg::Sgpr(51)).map(|v| v.bounds());
        let r = refine(&mut k);
        (s51, r.indexed_decided, vgpr_reads(&k, 5))
    };
    let bounded = with(KernelInfo {
        max_flat_workgroup_size: Some(256),
        workitem_ids: ids,
        ..KernelInfo::default()
    });
    assert_eq!(bounded.0, Some((0, 12, 4)));
    assert_eq!(bounded.1, 1);
    assert!(
        bounded.2.contains(&"v[40:52]".to_string()),
        "{:?}",
        bounded.2
    );
    // A required size bounds x by its own x: (64, 4, 1) has one wave in x.
    let reqd = with(KernelInfo {
        reqd_workgroup_size: Some([64, 4, 1]),
        workitem_ids: ids,
        ..KernelInfo::default()
    });
    assert_eq!(reqd.0, Some((0, 0, 0)));
    assert!(reqd.2.contains(&"v40".to_string()), "{:?}", reqd.2);
    let unbounded = with(KernelInfo {
        workitem_ids: ids,
        ..KernelInfo::default()
    });
    assert_eq!(unbounded.0, Some((0, 60, 4)));
    assert!(
        unbounded.2.contains(&"v[40:100]".to_string()),
        "{:?}",
        unbounded.2
    );
    let unknown = with(KernelInfo::default());
    assert_eq!(unknown.0, Some((0, 60, 4)));
    // The bound applies to the analysis that was given it, not to the next.
    let k = kernel(body);
    assert_eq!(
        analyse(&k)
            .value_at(&k, 4, Reg::Sgpr(51))
            .map(|v| v.bounds()),
        Some((0, 60, 4))
    );
}

/// The mode bits decide which operands move: each role alone, all of them,
/// and an unknown mode (a write of M0 in the region) indexes every operand.
#[test]
fn the_gpr_idx_mode_names_the_operands_it_indexes() {
    let at = |mode: &str, extra: &str| {
        let mut k = kernel(&format!(
            "s_mov_b32 s51, 4
             s_set_gpr_idx_on s51, {mode}
             {extra}
             v_add_u32_e32 v36, v40, v3
             s_set_gpr_idx_off"
        ));
        refine(&mut k);
        let i = k
            .instrs
            .iter()
            .position(|i| i.mnemonic().starts_with("v_add"))
            .unwrap();
        if k.instrs[i].indexed {
            return (vec!["any".to_string()], "any".to_string());
        }
        let mut reads = vgpr_reads(&k, i);
        reads.retain(|r| r.starts_with('v'));
        reads.sort();
        (reads, k.instrs[i].writes.as_slice()[0].to_string())
    };
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        at("gpr_idx(SRC1)", ""),
        (s(&["v40", "v[3:7]"]), "v36".into())
    );
    assert_eq!(
        at("gpr_idx(DST)", ""),
        (s(&["v3", "v40"]), "v[36:40]".into())
    );
    assert_eq!(at("gpr_idx()", ""), (s(&["v3", "v40"]), "v36".into()));
    assert_eq!(
        at("gpr_idx(SRC0,SRC1,DST)", ""),
        (s(&["v[3:7]", "v[40:44]"]), "v[36:40]".into())
    );
    assert_eq!(
        at("9", ""),
        (s(&["v3", "v[40:44]"]), "v[36:40]".into()),
        "SRC0|DST as a number"
    );
    assert_eq!(
        at("gpr_idx(SRC0)", "s_mov_b32 m0, 4"),
        (s(&["any"]), "any".into()),
        "M0 rewritten in the region: index and mode unknown, any VGPR"
    );
}

/// Roles are positions: a destination read again as src0 is src0, a scalar
/// carry-out is a destination, and a read no source names (`v_mac`'s
/// accumulator) moves whenever any role does.
#[test]
fn gpr_idx_roles_follow_operand_positions() {
    let reads = |mode: &str, instr: &str| {
        let mut k = kernel(&format!(
            "s_mov_b32 s51, 4
             s_set_gpr_idx_on s51, {mode}
             {instr}
             s_set_gpr_idx_off"
        ));
        refine(&mut k);
        assert!(!k.instrs[2].indexed, "{instr}");
        let mut r = vgpr_reads(&k, 2);
        r.retain(|r| r.starts_with('v'));
        r.sort();
        r
    };
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        reads("gpr_idx(SRC1)", "v_add_u32_e32 v36, v36, v3"),
        s(&["v36", "v[3:7]"])
    );
    assert_eq!(
        reads("gpr_idx(SRC0)", "v_add_u32_e32 v36, v36, v3"),
        s(&["v3", "v[36:40]"])
    );
    assert_eq!(
        reads("gpr_idx(SRC1)", "v_add_co_u32_e32 v1, vcc, v2, v3"),
        s(&["v2", "v[3:7]"])
    );
    assert_eq!(
        reads("gpr_idx(DST)", "v_mac_f32_e32 v36, v40, v3"),
        s(&["v3", "v40", "v[36:40]"])
    );
}

#[test]
fn indexed_operands_with_an_unknown_index_stay_any_vgpr() {
    let mut k = kernel(
        "s_load_dword s51, s[0:1], 0x0
         s_waitcnt lgkmcnt(0)
         s_set_gpr_idx_on s51, gpr_idx(SRC0)
         v_add_u32_e32 v36, v40, v3
         s_set_gpr_idx_off",
    );
    let r = refine(&mut k);
    assert_eq!((r.indexed_decided, r.indexed_undecided), (0, 1));
    assert!(k.instrs[3].indexed);
}

/// `v_movrels_b32 v0, v1` reads VGPR[1 + M0]: with M0 unknown it may read any
/// VGPR (before issue 32 it was read as written), with M0 known its hull.
#[test]
fn movrel_is_relative_to_m0() {
    let mut k = kernel("v_movrels_b32 v0, v1");
    refine(&mut k);
    assert!(k.instrs[0].indexed);
    let mut k = kernel(
        "s_mov_b32 m0, 2
         v_movrels_b32 v0, v1",
    );
    refine(&mut k);
    assert!(!k.instrs[1].indexed);
    assert!(
        vgpr_reads(&k, 1).contains(&"v[1:3]".to_string()),
        "{:?}",
        vgpr_reads(&k, 1)
    );
}

/// The all-paths races of `body` after [`refine`] (what the pipeline runs).
fn races_after_refine(body: &str) -> (usize, wavebed_model::values::Refinement) {
    use wavebed_model::counter::{Model, ModelKind};
    use wavebed_model::paths::{analyse, Entry, PathOptions};
    let mut k = kernel(body);
    let r = refine(&mut k);
    let cfg = Cfg::build(&k);
    let mut m = Model::new(ModelKind::Exact, &Arch::Gfx942.profile());
    let run = analyse(&k, &cfg, &mut m, Entry::Kernel, &PathOptions::default());
    (run.races.len(), r)
}

/// A load whose register is read only on the path a branch never takes.
const GUARDED: &str = "global_load_dword v1, v[8:9], off
         COND
         s_waitcnt vmcnt(0)
       .Lrace:
         v_add_u32_e32 v3, v1, v1";

/// [`GUARDED`] with `cond` before an `s_cbranch_scc1` to the race.
fn guarded(cond: &str) -> (usize, wavebed_model::values::Refinement) {
    guarded_by(&format!("{cond}\n s_cbranch_scc1 .Lrace"))
}

/// [`GUARDED`] with `branch` (a condition and its branch to the race).
fn guarded_by(branch: &str) -> (usize, wavebed_model::values::Refinement) {
    races_after_refine(&GUARDED.replace("COND", branch))
}

/// Pruning rule 1: SCC a constant 0 at `s_cbranch_scc1`: never taken, so the
/// race through the taken edge is not reported.
#[test]
fn a_constant_scc_prunes_the_edge_it_never_takes() {
    let (races, r) = guarded("s_cmp_eq_u32 0, 1");
    assert_eq!((races, r.branches_not_taken), (0, 1));
    // A comparison the values do not decide keeps both edges and the race.
    let (races, r) = guarded("s_cmp_eq_u32 s0, 1");
    assert_eq!((races, r.branches_not_taken, r.branches_taken), (1, 0, 0));
}

/// Pruning rule 2: SCC a constant 1: always taken (the fall-through edge
/// is pruned; the race on the taken edge stays).
#[test]
fn a_constant_scc_makes_the_branch_unconditional() {
    let (races, r) = guarded("s_cmp_lt_u32 3, 4");
    assert_eq!((races, r.branches_taken), (1, 1));
}

/// Pruning rule 3: a uniform condition tested twice on a constant: both
/// tests are decided, so no path reaches the read before the wait.
#[test]
fn a_repeated_uniform_condition_is_decided_where_the_values_decide_it() {
    let (races, r) = races_after_refine(
        "s_mov_b32 s4, 0
         global_load_dword v1, v[8:9], off
         s_cmp_lg_u32 s4, 0
         s_cbranch_scc1 .Lrace
         s_waitcnt vmcnt(0)
         s_cmp_lg_u32 s4, 0
         s_cbranch_scc1 .Lrace
         s_endpgm
       .Lrace:
         v_add_u32_e32 v3, v1, v1",
    );
    assert_eq!((races, r.branches_not_taken), (0, 2));
}

/// Pruning rule 4: VCCZ is decided only where wave32 and wave64 agree.
#[test]
fn vccz_needs_both_wave_sizes_to_agree() {
    let (races, r) = guarded_by("s_mov_b64 vcc, 0\n s_cbranch_vccnz .Lrace");
    assert_eq!((races, r.branches_not_taken), (0, 1));
    let (races, _) = guarded_by("s_mov_b32 vcc_lo, 0\n s_cbranch_vccnz .Lrace");
    assert_eq!(races, 1, "vcc_hi unknown: wave64 may jump");
}

/// The memory kind of instruction `i` after [`refine`], and the races.
fn flat_after_refine(body: &str, i: usize) -> (Option<wavebed_model::profile::MemKind>, usize) {
    let mut k = kernel(body);
    refine(&mut k);
    let kind = k.instrs[i].mem;
    (kind, races_after_refine(body).0)
}

/// A FLAT load through `HI` (the address's high dword) waited with `WAIT`.
const FLAT: &str = "s_mov_b64 s[0:1], APERTURE
         v_and_b32_e32 v0, 0x3ff, v0
         v_lshlrev_b32_e32 v2, 2, v0
         v_mov_b32_e32 v3, s1
         flat_load_dword v4, v[2:3] OFFSET
         WAIT
         v_add_u32_e32 v5, v4, v4";

fn flat(
    aperture: &str,
    offset: &str,
    wait: &str,
) -> (Option<wavebed_model::profile::MemKind>, usize) {
    let body = FLAT
        .replace("APERTURE", aperture)
        .replace("OFFSET", offset)
        .replace("WAIT", wait);
    flat_after_refine(&body, 4)
}

/// A FLAT whose address high dword is the LDS aperture's reaches LDS: it
/// counts on lgkmcnt only, so `lgkmcnt(0)` completes it and `vmcnt(0)` does
/// not; the same FLAT through an unknown pointer stays generic (both).
#[test]
fn a_flat_through_the_lds_aperture_counts_on_lgkmcnt_only() {
    use wavebed_model::profile::MemKind::*;
    assert_eq!(
        flat("src_shared_base", "", "s_waitcnt lgkmcnt(0)"),
        (Some(FlatLdsLoad), 0)
    );
    assert_eq!(
        flat("src_shared_base", "offset:8", "s_waitcnt lgkmcnt(0)"),
        (Some(FlatLdsLoad), 0)
    );
    assert_eq!(
        flat("src_shared_base", "", "s_waitcnt vmcnt(0)"),
        (Some(FlatLdsLoad), 1)
    );
    assert_eq!(
        flat("s[6:7]", "", "s_waitcnt lgkmcnt(0)"),
        (Some(FlatLoad), 1)
    );
    assert_eq!(
        flat("s[6:7]", "", "s_waitcnt vmcnt(0)"),
        (Some(FlatLoad), 1)
    );
}

/// The scratch aperture is VMEM: vmcnt only.
#[test]
fn a_flat_through_the_scratch_aperture_counts_on_vmcnt_only() {
    use wavebed_model::profile::MemKind::*;
    assert_eq!(
        flat("src_private_base", "", "s_waitcnt vmcnt(0)"),
        (Some(FlatVmemLoad), 0)
    );
    assert_eq!(
        flat("src_private_base", "", "s_waitcnt lgkmcnt(0)"),
        (Some(FlatVmemLoad), 1)
    );
}

/// An immediate offset that may carry into the high dword, a high dword
/// off the aperture, or an EXEC that may hold lanes the entry did not keep
/// the FLAT generic.
#[test]
fn a_flat_stays_generic_where_the_aperture_is_not_proven() {
    use wavebed_model::profile::MemKind::*;
    let wait = "s_waitcnt lgkmcnt(0)";
    // v2 = 4 * (v0 & 0x3ff) <= 4092: an offset past 2^32 - 4093 may carry.
    assert_eq!(
        flat("src_shared_base", "offset:4", wait).0,
        Some(FlatLdsLoad)
    );
    let top = "s_mov_b64 s[0:1], src_shared_base
         v_mov_b32_e32 v3, s1
         flat_load_dword v4, v[2:3] offset:4
         s_waitcnt lgkmcnt(0)
         v_add_u32_e32 v5, v4, v4";
    assert_eq!(
        flat_after_refine(top, 2),
        (Some(FlatLoad), 1),
        "v2 unknown: the offset may carry"
    );
    let zero = top.replace(" offset:4", "");
    assert_eq!(
        flat_after_refine(&zero, 2),
        (Some(FlatLdsLoad), 0),
        "no offset: no carry"
    );
    let plus_one = "s_mov_b64 s[0:1], src_shared_base
         s_add_u32 s1, s1, 1
         v_mov_b32_e32 v3, s1
         flat_load_dword v4, v[2:3]
         s_waitcnt lgkmcnt(0)
         v_add_u32_e32 v5, v4, v4";
    assert_eq!(
        flat_after_refine(plus_one, 3),
        (Some(FlatLoad), 1),
        "past the aperture"
    );
    let exec = "s_mov_b64 s[0:1], src_shared_base
         v_mov_b32_e32 v3, s1
         s_mov_b64 exec, s[8:9]
         flat_load_dword v4, v[2:3]
         s_waitcnt lgkmcnt(0)
         v_add_u32_e32 v5, v4, v4";
    assert_eq!(
        flat_after_refine(exec, 3),
        (Some(FlatLoad), 1),
        "lanes the entry lacked"
    );
}

/// Stores and atomics: the address is the first operand without a return,
/// the second with one.
#[test]
fn flat_stores_and_atomics_find_their_address() {
    use wavebed_model::profile::MemKind::*;
    let pre = "s_mov_b64 s[0:1], src_shared_base
         v_mov_b32_e32 v3, s1
         v_mov_b32_e32 v2, 0\n";
    let kind = |tail: &str| {
        let mut k = kernel(&format!("{pre}{tail}"));
        refine(&mut k);
        k.instrs[3].mem
    };
    assert_eq!(kind("flat_store_dword v[2:3], v4"), Some(FlatLdsStore));
    assert_eq!(kind("flat_atomic_add v[2:3], v4"), Some(FlatLdsStore));
    assert_eq!(
        kind("flat_atomic_add v5, v[2:3], v4 glc"),
        Some(FlatLdsLoad)
    );
    assert_eq!(
        kind("flat_store_dwordx2 v[4:5], v[2:3]"),
        Some(FlatStore),
        "v[4:5] unknown"
    );
}

/// Pruning rule 5 (docs/values.md section 9): the comparison that set SCC
/// narrows its register on each edge, so a repeated test of an unchanged
/// register is decided on the first test's fall-through, and the race
/// behind the second test's taken edge is not reported. When the register
/// changes in between, the second test is undecided and the race stays.
#[test]
fn a_narrowed_register_decides_a_repeated_test() {
    let body = "s_load_dword s4, s[0:1], 0x0
         s_waitcnt lgkmcnt(0)
         s_cmp_eq_u32 s4, 0
         s_cbranch_scc1 .Ldone
         global_load_dword v1, v[2:3], off
         CHANGE
         s_cmp_eq_u32 s4, 0
         s_cbranch_scc1 .Lrace
         s_waitcnt vmcnt(0)
       .Lrace:
         v_add_u32_e32 v3, v1, v1
       .Ldone:";
    let (races, r) = races_after_refine(&body.replace("CHANGE", ""));
    assert_eq!((races, r.branches_not_taken), (0, 1));
    let (races, r) = races_after_refine(&body.replace("CHANGE", "s_add_u32 s4, s4, s5"));
    assert_eq!((races, r.branches_not_taken, r.branches_taken), (1, 0, 0));
    // A write of the register between the comparison and its branch
    // voids the narrowing of that comparison too.
    let (races, _) = races_after_refine(&body.replace("CHANGE", "").replace(
        "s_cbranch_scc1 .Ldone",
        "s_mov_b32 s4, s5\n s_cbranch_scc1 .Ldone",
    ));
    assert_eq!(races, 1);
}

/// Pruning rule 6: a loop's exit edge narrows its counter (`s2 >= 4` after
/// `s_cmp_lt_u32 s2, 4` falls through), so "no iteration ran" is decided
/// after the loop; with an unknown bound it is not.
#[test]
fn a_loop_exit_narrows_the_counter_for_the_tail() {
    let body = "s_mov_b32 s2, 0
       .Lloop:
         global_load_dword v1, v[4:5], off
         s_waitcnt vmcnt(0)
         s_add_u32 s2, s2, 1
         s_cmp_lt_u32 s2, BOUND
         s_cbranch_scc1 .Lloop
         global_load_dword v1, v[4:5], off
         s_cmp_eq_u32 s2, 0
         s_cbranch_scc1 .Lrace
         s_waitcnt vmcnt(0)
       .Lrace:
         v_add_u32_e32 v6, v1, v6";
    for bound in ["4", "100"] {
        let (races, r) = races_after_refine(&body.replace("BOUND", bound));
        assert_eq!((races, r.branches_not_taken), (0, 1), "bound {bound}");
    }
    let (races, r) = races_after_refine(&body.replace("BOUND", "s10"));
    assert_eq!((races, r.branches_not_taken, r.branches_taken), (1, 0, 0));
    // The constant trip count's exit value is exact: s2 = 4 after the loop.
    let k = kernel(&body.replace("BOUND", "4"));
    let a = analyse(&k);
    assert_eq!(
        a.known_at(&k, 7, wavebed_model::values::Reg::Sgpr(2)),
        Some(4)
    );
}

/// Pruning rule 7: a SALU result's SCC is "D != 0", so after
/// `s_and_b32 s40, 1, s38` falls through `s_cbranch_scc0`, s40 is 1 and a
/// later test of s40 against 0 is decided (the parity tail's shape); a
/// signed comparison narrows only where the order is one interval.
#[test]
fn a_salu_result_guard_and_signed_comparisons_narrow_soundly() {
    let body = "s_and_b32 s40, 1, s38
         s_cbranch_scc0 .Ldone
         global_load_dword v1, v[2:3], off
         s_cmp_lg_u32 s40, 1
         s_cbranch_scc1 .Lrace
         s_waitcnt vmcnt(0)
       .Lrace:
         v_add_u32_e32 v3, v1, v1
       .Ldone:";
    let (races, r) = races_after_refine(body);
    assert_eq!((races, r.branches_not_taken), (0, 1));
    // `s_and_b32 s40, 3, s38`: s40 in {1, 2, 3} on that edge, undecided.
    let (races, _) = races_after_refine(&body.replace("s_and_b32 s40, 1,", "s_and_b32 s40, 3,"));
    assert_eq!(races, 1);
    // Signed: s9 >= 0 on the fall-through of `s_cmp_lt_i32 s9, 0`, so a
    // later `s_cmp_lt_i32 s9, 0` is decided; `s_cmp_lt_i32 s9, 5` is not
    // enough (s9 may be negative or 5 and up).
    let signed = "s_cmp_lt_i32 s9, FIRST
         s_cbranch_scc1 .Ldone
         global_load_dword v1, v[2:3], off
         s_cmp_lt_i32 s9, 0
         s_cbranch_scc1 .Lrace
         s_waitcnt vmcnt(0)
       .Lrace:
         v_add_u32_e32 v3, v1, v1
       .Ldone:";
    assert_eq!(races_after_refine(&signed.replace("FIRST", "0")).0, 0);
    assert_eq!(races_after_refine(&signed.replace("FIRST", "-5")).0, 1);
}

/// The 24-bit multiplies (docs/values.md section 2): the operands' low 24
/// bits, sign-extended for `_i32_i24` (0xffffff is -1), zero-extended for
/// `_u32_u24`; the `hi` forms give bits 63:32 of the 48-bit product.
#[test]
fn mul24_forms_extend_the_low_24_bits() {
    use wavebed_model::values::Reg;
    let k = kernel(
        "v_and_b32_e32 v0, 0x3ff, v0
         v_mul_i32_i24_e32 v1, 4, v0
         v_mov_b32_e32 v4, 0xffffff
         v_mul_i32_i24_e32 v5, 3, v4
         v_mul_u32_u24_e32 v6, 3, v4
         v_mul_hi_i32_i24_e32 v7, 3, v4
         v_mul_hi_u32_u24_e32 v8, v0, v0
         v_mad_i32_i24 v9, v4, 2, v0
         v_mul_hi_u32_u24_e32 v10, 0x800000, v4
         v_nop",
    );
    let a = analyse(&k);
    let at = |r: u16| a.value_at(&k, 9, Reg::Vgpr(r)).unwrap();
    assert_eq!(at(1).absolute(), Some((0, 4092)));
    assert_eq!(at(1).bounds().2, 4);
    assert_eq!(at(5).as_const(), Some(-3i32 as u32));
    assert_eq!(at(6).as_const(), Some(3 * 0xff_ffff));
    assert_eq!(at(7).as_const(), Some(u32::MAX), "-3 >> 32 is -1");
    assert_eq!(at(8).as_const(), Some(0), "1023 * 1023 < 2^32");
    // -2 + [0, 1023]: wraps below zero, so no interval.
    assert!(at(9).is_top());
    assert_eq!(
        at(10).as_const(),
        Some(((0x80_0000u64 * 0xff_ffff) >> 32) as u32)
    );
}

/// A kernel with a descriptor: the kernarg segment pointer in s[0:1]
/// (`.amdhsa_user_sgpr_kernarg_segment_ptr 1`) and `metadata` in its YAML.
fn kernel_with_args(body: &str, args: &str) -> Kernel {
    let src = format!(
        ".amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n.text\n.type k,@function\nk:\n{body}\ns_endpgm\n\
         .rodata\n.amdhsa_kernel k\n.amdhsa_user_sgpr_kernarg_segment_ptr 1\n.amdhsa_next_free_vgpr 8\n\
         .amdhsa_next_free_sgpr 16\n.amdhsa_accum_offset 8\n.end_amdhsa_kernel\n\
         .amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .symbol: k.kd\n    .args:\n{args}\n\
         amdhsa.version: [1, 2]\n...\n.end_amdgpu_metadata\n"
    );
    isa::parse_text(&src, "k", Some(Arch::Gfx942))
        .unwrap()
        .kernels
        .remove(0)
}

const POINTER_ARG: &str = "      - .address_space: global\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer";

/// The kernarg pointer and the dwords loaded from it by constant offset are
/// named inputs; pointer arithmetic through the carry keeps the pointer's
/// high dword (plus the carry) known.
#[test]
fn kernel_arguments_are_named_inputs() {
    let k = kernel_with_args(
        "s_load_dwordx2 s[4:5], s[0:1], 0x0
         s_load_dword s6, s[0:1], 0x8
         s_waitcnt lgkmcnt(0)
         v_lshlrev_b32_e32 v1, 2, v0
         v_and_b32_e32 v1, 0xffc, v1
         v_mov_b32_e32 v3, s5
         v_add_co_u32_e32 v2, vcc, s4, v1
         v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
         s_add_u32 s8, s4, 16
         s_addc_u32 s9, s5, 0
         v_lshl_add_u64 v[4:5], v[0:1], 0, s[4:5]",
        POINTER_ARG,
    );
    let a = analyse(&k);
    let at = |i, r| a.value_at(&k, i, r).unwrap();
    assert_eq!(at(0, Reg::Sgpr(0)), Value::input(Input::KernargPtrLo));
    assert_eq!(at(0, Reg::Sgpr(1)), Value::input(Input::KernargPtrHi));
    assert_eq!(at(3, Reg::Sgpr(4)), Value::input(Input::Kernarg(0)));
    assert_eq!(at(3, Reg::Sgpr(5)), Value::input(Input::Kernarg(4)));
    assert_eq!(at(3, Reg::Sgpr(6)), Value::input(Input::Kernarg(8)));
    // lo = arg + [0, 0xffc]; hi = arg's high dword + a carry of 0 or 1.
    let hi = at(8, Reg::Vgpr(3));
    assert_eq!(
        hi.base(),
        wavebed_model::values::Base::Input(Input::Kernarg(4))
    );
    assert_eq!(hi.bounds(), (0, 1, 1));
    assert_eq!(at(10, Reg::Sgpr(9)).bounds(), (0, 1, 1));
    assert_eq!(
        at(11, Reg::Vgpr(5)).base(),
        wavebed_model::values::Base::Input(Input::Kernarg(4))
    );
    // Without a descriptor nothing is named.
    let plain = kernel("s_load_dwordx2 s[4:5], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)");
    let pa = analyse(&plain);
    assert!(pa.value_at(&plain, 1, Reg::Sgpr(4)).unwrap().is_top());
}

/// `--assume kernarg-pointers=global`: a FLAT through a pointer argument
/// plus an offset is global (a VMEM kind); off (the default) it stays
/// generic; an argument the metadata calls hidden or local is never a
/// global pointer.
#[test]
fn flats_through_kernel_argument_pointers() {
    use wavebed_model::profile::MemKind;
    use wavebed_model::values::refine_under;
    let body = "s_load_dwordx2 s[4:5], s[0:1], 0x0
         s_waitcnt lgkmcnt(0)
         v_lshlrev_b32_e32 v1, 2, v0
         v_mov_b32_e32 v3, s5
         v_add_co_u32_e32 v2, vcc, s4, v1
         v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
         flat_load_dword v4, v[2:3]
         flat_store_dword v[2:3], v4 offset:16";
    let mut k = kernel_with_args(body, POINTER_ARG);
    let r = refine_under(&mut k, true);
    assert_eq!(r.flat_global, 2);
    assert_eq!(k.instrs[6].mem, Some(MemKind::FlatVmemLoad));
    assert_eq!(k.instrs[7].mem, Some(MemKind::FlatVmemStore));
    let mut k = kernel_with_args(body, POINTER_ARG);
    assert_eq!(refine_under(&mut k, false).flat_global, 0);
    assert_eq!(k.instrs[6].mem, Some(MemKind::FlatLoad));
    let hidden = "      - .offset: 0\n        .size: 8\n        .value_kind: hidden_shared_base";
    let mut k = kernel_with_args(body, hidden);
    assert_eq!(refine_under(&mut k, true).flat_global, 0);
    let local = "      - .address_space: local\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer";
    let mut k = kernel_with_args(body, local);
    assert_eq!(refine_under(&mut k, true).flat_global, 0);
    // An integer argument cast to a pointer (CuPy's `long` addresses) is
    // not a pointer argument.
    let integer = "      - .offset: 0\n        .size: 8\n        .value_kind: by_value";
    let mut k = kernel_with_args(body, integer);
    assert_eq!(refine_under(&mut k, true).flat_global, 0);
}

/// A pointer plus an index of unknown size (`v_mad_i64_i32`/`v_mad_u64_u32`
/// with the pointer as the 64-bit addend, as clang emits for `p[i]` with a
/// 64-bit or signed index) keeps the pointer it was derived from: its high
/// dword is the argument's plus any offset (every value, so no claim about
/// values changes), and the FLAT through it is global under the reading.
/// gfx10+ print SMEM's zero offset as `null`.
#[test]
fn pointer_provenance_survives_an_unknown_index() {
    use wavebed_model::profile::MemKind;
    use wavebed_model::values::{refine_under, Base};
    for (mad, off) in [("v_mad_i64_i32", "0x0"), ("v_mad_u64_u32", "null")] {
        let body = format!(
            "s_load_dwordx2 s[4:5], s[0:1], {off}
             s_waitcnt lgkmcnt(0)
             v_mad_u64_u32 v[6:7], s[8:9], s2, v0, 0
             {mad} v[2:3], s[8:9], v6, 48, s[4:5]
             flat_load_dword v4, v[2:3]"
        );
        let k = kernel_with_args(&body, POINTER_ARG);
        let a = analyse(&k);
        let hi = a.value_at(&k, 4, Reg::Vgpr(3)).unwrap();
        assert_eq!(hi.base(), Base::Input(Input::Kernarg(4)), "{mad}");
        assert_eq!(hi.bounds(), (0, u32::MAX, 1), "{mad}: any offset");
        let mut k = kernel_with_args(&body, POINTER_ARG);
        assert_eq!(refine_under(&mut k, true).flat_global, 1, "{mad}");
        assert_eq!(k.instrs[4].mem, Some(MemKind::FlatVmemLoad));
    }
}

/// The signed multiply-add keeps its product only where both factors are
/// below 2^31 (then it agrees with the unsigned one).
#[test]
fn signed_multiply_add_keeps_small_products() {
    let k = kernel(
        "v_mov_b32 v1, 7
         v_mov_b32 v2, 0x80000000
         v_mov_b32 v4, 5
         v_mov_b32 v5, 0
         v_mad_i64_i32 v[6:7], s[8:9], v1, 6, v[4:5]
         v_mad_i64_i32 v[8:9], s[8:9], v2, 1, v[4:5]",
    );
    let a = analyse(&k);
    let at = |i, r| a.value_at(&k, i, r).unwrap();
    assert_eq!(at(6, Reg::Vgpr(6)).as_const(), Some(47));
    assert_eq!(at(6, Reg::Vgpr(7)).as_const(), Some(0));
    // -2^31 * 1 + 5 is negative: nothing is claimed.
    assert!(at(6, Reg::Vgpr(8)).is_top());
    assert!(at(6, Reg::Vgpr(9)).is_top());
}

/// A relative instruction refine resolved still reads through its index: an
/// analysis of the refined kernel (the LDS footprints run one) must not read
/// its operands as written.
#[test]
fn a_resolved_indexed_operand_is_not_read_as_written() {
    let mut k = kernel(
        "v_mov_b32_e32 v40, 1
         v_mov_b32_e32 v3, 2
         s_mov_b32 s51, 8
         s_set_gpr_idx_on s51, gpr_idx(SRC0)
         v_add_u32_e32 v36, v40, v3
         s_set_gpr_idx_off
         s_nop 0",
    );
    let r = refine(&mut k);
    assert_eq!(r.indexed_decided, 1);
    // v36 = v48 + v3: v48 is unknown.
    let v36 = analyse(&k).value_at(&k, 6, Reg::Vgpr(36)).unwrap();
    assert!(v36.is_top(), "{v36:?}");
}
