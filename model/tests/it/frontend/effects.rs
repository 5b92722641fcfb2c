//! Register effects and the decoding pitfalls of docs/counters.md section 8:
//! which operands an instruction reads and writes, per form and generation.

use super::*;

#[test]
fn direct_to_lds_loads_have_no_destination() {
    let i = d("buffer_load_dword v21, s[4:7], 0 offen lds");
    assert_eq!(i.mem, Some(MemKind::VmemLds));
    assert!(i.writes.is_empty());
    assert!(r(&i).contains(&"v21".to_string()));
    let i = d("global_load_lds_dwordx4 v[254:255], off");
    assert_eq!(i.mem, Some(MemKind::VmemLds));
    assert!(i.writes.is_empty());
    // The same buffer load without `lds` writes v21.
    let i = d("buffer_load_dword v21, v1, s[4:7], 0 offen");
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::VmemLoad), vec!["v21".to_string()])
    );
}

/// `ds_bvh_stack_rtn_b32` returns the updated stack address in its address
/// VGPR (llvm-mc-22 -show-inst lists VGPR2 as a def and a use): it writes its
/// first two operands and reads all but the first (docs/external.md).
#[test]
fn ds_bvh_stack_writes_its_address_register() {
    let i = d_on(Arch::Gfx1151, "ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]");
    assert_eq!(
        (i.mem, w(&i), r(&i)),
        (
            Some(MemKind::LdsRead),
            vec!["v1".to_string(), "v2".to_string()],
            vec!["v2".to_string(), "v3".to_string(), "v[4:7]".to_string()]
        )
    );
}

#[test]
fn atomics_write_only_with_glc() {
    let i = d("global_atomic_cmpswap_x2 v[56:57], v48, v[52:55], s[8:9] sc0 sc1");
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::VmemLoad), vec!["v[56:57]".to_string()])
    );
    let i = d("global_atomic_add_f32 v4, v44, s[16:17]");
    assert_eq!(i.mem, Some(MemKind::VmemStore));
    assert!(i.writes.is_empty());
    assert_eq!(r(&i), ["v4", "v44", "s[16:17]"]);
    let i = d("buffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256");
    assert!(i.writes.is_empty());
    // gfx11 spells GLC `glc`; buffer atomics return into their data operand.
    let i = d_on(
        Arch::Gfx1151,
        "buffer_atomic_add_u32 v1, v2, s[0:3], 0 offen glc",
    );
    assert_eq!(
        (i.mem, w(&i), r(&i).contains(&"v1".to_string())),
        (Some(MemKind::VmemLoad), vec!["v1".into()], true)
    );
    // gfx12: th:TH_ATOMIC_RETURN.
    let i = d_on(
        Arch::Gfx1250,
        "global_atomic_add_u32 v0, v1, v2, s[0:1] th:TH_ATOMIC_RETURN",
    );
    assert_eq!(w(&i), ["v0"]);
    let i = d("ds_add_u32 v0, v1");
    assert_eq!(
        (i.mem, i.writes.is_empty()),
        (Some(MemKind::LdsWrite), true)
    );
    let i = d("ds_add_rtn_u32 v2, v0, v1");
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::LdsRead), vec!["v2".to_string()])
    );
    let i = d("s_atomic_dec s52, s[40:41], s62");
    assert_eq!((i.mem, i.writes.is_empty()), (Some(MemKind::Smem), true));
    let i = d("s_atomic_dec s52, s[40:41], s62 glc");
    assert_eq!(w(&i), ["s52"]);
}

#[test]
fn read_modify_write_destinations() {
    for (line, dst) in [
        ("v_fmac_f32_e32 v0, s6, v1", "v0"),
        ("v_mac_f32_e32 v3, v1, v2", "v3"),
        ("v_writelane_b32 v1, 56, 7", "v1"),
        (
            "v_smfmac_f32_16x16x128_fp8_fp8 v[224:227], v[228:231], v[52:59], v232",
            "v[224:227]",
        ),
        (
            "v_mul_f32_dpp v4, v24, v37 row_newbcast:0 row_mask:0xf bank_mask:0xf",
            "v4",
        ),
        ("v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]", "v1"),
        (
            "v_cvt_f16_f32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
            "v1",
        ),
        ("s_addk_i32 s3, 0x10", "s3"),
    ] {
        let i = d(line);
        assert_eq!(w(&i)[0], dst, "{line}");
        assert!(
            r(&i).contains(&dst.to_string()),
            "{line} must read its destination"
        );
    }
    // Plain loads and SDWA with padding do not read their destination.
    let i = d("global_load_dword v2, v1, s[0:1]");
    assert!(!r(&i).contains(&"v2".to_string()));
    let i = d("v_cvt_f16_f32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD");
    assert!(!r(&i).contains(&"v1".to_string()));
}

#[test]
fn d16_loads_write_their_destination_and_merge_at_write_back() {
    // The kept half is merged when the data returns, so the destination is
    // written, not read at issue (the write-after-write rule orders the merge).
    for (line, dst) in [
        ("buffer_load_short_d16 v17, v8, s[12:15], 0 offen", "v17"),
        ("buffer_load_short_d16_hi v17, v8, s[12:15], 0 offen", "v17"),
        ("global_load_short_d16_hi v5, v[0:1], off", "v5"),
        ("global_load_d16_hi_b16 v14, v[26:27], off", "v14"),
        ("flat_load_short_d16 v5, v[0:1]", "v5"),
        ("ds_read_u16_d16 v3, v0", "v3"),
    ] {
        let i = d(line);
        assert_eq!(w(&i), [dst], "{line}");
        assert!(
            !r(&i).contains(&dst.to_string()),
            "{line} must not read {dst} at issue"
        );
    }
}

#[test]
fn mfma_reads_accumulator_and_widths_as_printed() {
    let i = d("v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[8:9], v[10:11], a[0:3]");
    assert_eq!(i.unit, Unit::Mfma);
    assert_eq!(w(&i), ["a[0:3]"]);
    assert_eq!(r(&i), ["v[8:9]", "v[10:11]", "a[0:3]"]);
    let i = d("v_mfma_scale_f32_16x16x128_f8f6f4 a[0:3], v[72:75], v[8:11], a[4:7], v140, v136 op_sel_hi:[0,0,0] cbsz:4 blgp:4");
    assert_eq!(w(&i), ["a[0:3]"]);
    assert_eq!(r(&i), ["v[72:75]", "v[8:11]", "a[4:7]", "v140", "v136"]);
}

#[test]
fn compares_write_vcc_sdst_or_scc() {
    let i = d("v_cmp_le_u32_e32 vcc, s52, v7");
    assert_eq!(w(&i), ["s[106:107]"]);
    let i = d("v_cmp_u_f32_e64 s[60:61], v44, v44");
    assert_eq!(w(&i), ["s[60:61]"]);
    let i = d("s_cmp_lt_u32 s1, s2");
    assert_eq!(i.writes.as_slice(), [SCC]);
    assert_eq!(r(&i), ["s1", "s2"]);
    // gfx9 v_cmpx writes its sdst and exec; gfx11 v_cmpx has no sdst.
    let i = d("v_cmpx_eq_u32_e64 s[0:1], v0, v1");
    assert!(i.writes.as_slice().contains(&EXEC));
    assert_eq!(w(&i)[0], "s[0:1]");
    let i = d_on(
        Arch::Gfx1151,
        "v_cmp_eq_u32_e64_dpp s0, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
    );
    assert_eq!(
        (w(&i), r(&i)),
        (
            vec!["s0".to_string()],
            vec!["v1".to_string(), "v2".to_string()]
        )
    );
    let i = d_on(Arch::Gfx1151, "v_cmpx_eq_u32_e32 v0, v1");
    assert_eq!(i.writes.as_slice(), [EXEC]);
    assert_eq!(r(&i), ["v0", "v1"]);
}

#[test]
fn stores_read_every_operand() {
    let i = d("buffer_store_dwordx4 v[148:151], v9, s[20:23], s3 offen offset:128");
    assert_eq!(i.mem, Some(MemKind::VmemStore));
    assert!(i.writes.is_empty());
    assert_eq!(r(&i), ["v[148:151]", "v9", "s[20:23]", "s3"]);
    let i = d("ds_write_b64 v1, v[2:3] offset:8");
    assert_eq!(
        (i.mem, r(&i)),
        (
            Some(MemKind::LdsWrite),
            vec!["v1".to_string(), "v[2:3]".to_string()]
        )
    );
    let i = d("s_store_dword s52, s[40:41], s62 glc");
    assert!(i.writes.is_empty());
    let i = d_on(Arch::Gfx1151, "global_store_b32 v1, v2, s[0:1]");
    assert_eq!(i.mem, Some(MemKind::VmemStore));
}

#[test]
fn salu_implicit_scc_and_exec() {
    let i = d("s_add_u32 s0, s1, s2");
    assert!(i.writes.as_slice().contains(&SCC));
    let i = d("s_addc_u32 s1, s55, 0");
    assert!(i.reads.as_slice().contains(&SCC) && i.writes.as_slice().contains(&SCC));
    let i = d("s_mov_b32 s0, s1");
    assert!(!i.writes.as_slice().contains(&SCC));
    let i = d("s_and_saveexec_b64 s[0:1], vcc");
    assert!(i.writes.as_slice().contains(&EXEC) && i.reads.as_slice().contains(&EXEC));
    let i = d("s_cselect_b32 s0, s1, s2");
    assert!(i.reads.as_slice().contains(&SCC));
    let i = d_on(Arch::Gfx1250, "s_add_co_ci_u32 s1, s3, 0");
    assert!(i.reads.as_slice().contains(&SCC) && i.writes.as_slice().contains(&SCC));
    let i = d_on(Arch::Gfx1250, "s_add_nc_u64 s[0:1], s[2:3], 4");
    assert!(!i.writes.as_slice().contains(&SCC));
}

#[test]
fn readlane_writes_sgpr_and_carry_ops_write_two() {
    let i = d("v_readlane_b32 s82, v3, 0");
    assert_eq!(
        (w(&i), r(&i)),
        (vec!["s82".to_string()], vec!["v3".to_string()])
    );
    let i = d("v_readfirstlane_b32 s44, v3");
    assert_eq!(w(&i), ["s44"]);
    let i = d("v_add_co_u32_e64 v2, s[4:5], v0, v1");
    assert_eq!(w(&i), ["v2", "s[4:5]"]);
    let i = d("v_addc_co_u32_e32 v3, vcc, v4, v5, vcc");
    assert_eq!(w(&i), ["v3", "s[106:107]"]);
    assert!(r(&i).contains(&"s[106:107]".to_string()));
    let i = d("v_swap_b32 v45, v46");
    assert_eq!(
        (w(&i), r(&i)),
        (
            vec!["v45".to_string(), "v46".to_string()],
            vec!["v45".to_string(), "v46".to_string()]
        )
    );
}

#[test]
fn more_operand_shapes() {
    // VOPD: both halves' destinations written; fmac half reads its dst;
    // cndmask half reads vcc_lo implicitly.
    let i = d_on(
        Arch::Gfx1151,
        "v_dual_fmac_f32 v0, v1, v2 :: v_dual_cndmask_b32 v3, v4, v5",
    );
    assert_eq!(w(&i), ["v0", "v3"]);
    assert_eq!(r(&i), ["v0", "v1", "v2", "v4", "v5", "s106"]);
    assert_eq!(i.mnemonic(), "v_dual_fmac_f32");
    assert!(decode("v_dual_mov_b32 v0, v1 :: s_nop 0", &Arch::Gfx1151.profile()).is_err());
    // true16 halves are the whole register.
    let i = d_on(Arch::Gfx1151, "v_add_f16_e32 v1.l, v2.h, v3.l");
    assert_eq!(
        (w(&i), r(&i)),
        (
            vec!["v1".to_string()],
            vec!["v2".to_string(), "v3".to_string()]
        )
    );
    // In-place compare-swap returns the old value: the first half only.
    let i = d("buffer_atomic_cmpswap v[0:1], v2, s[0:3], 0 offen sc0");
    assert_eq!(w(&i), ["v0"]);
    let i = d("buffer_atomic_cmpswap_x2 v[0:3], v4, s[0:3], 0 offen sc0");
    assert_eq!(w(&i), ["v[0:1]"]);
    // gfx11 v_cmpx_e64's first operand is a source.
    let i = d_on(Arch::Gfx1151, "v_cmpx_eq_u32_e64 s2, v1");
    assert_eq!(
        (r(&i), i.writes.as_slice()),
        (vec!["s2".to_string(), "v1".to_string()], [EXEC].as_slice())
    );
    let i = d("v_div_fmas_f32 v0, v1, v2, v3");
    assert!(r(&i).contains(&"s[106:107]".to_string()));
    let i = d("ds_read2_b32 v[0:1], v2 offset1:1");
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::LdsRead), vec!["v[0:1]".to_string()])
    );
    let i = d_on(
        Arch::Gfx1151,
        "s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)",
    );
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::Message), vec!["s0".to_string()])
    );
    let i = d_on(
        Arch::Gfx1151,
        "image_load v[0:3], v4, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D",
    );
    assert_eq!(
        (i.mem, w(&i)),
        (Some(MemKind::VmemLoad), vec!["v[0:3]".to_string()])
    );
    let i = d_on(
        Arch::Gfx1151,
        "image_store v[0:3], v4, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D",
    );
    assert_eq!(
        (i.mem, i.writes.is_empty()),
        (Some(MemKind::VmemStore), true)
    );
    // Cache maintenance: invalidates raise no event; write-backs count as stores.
    assert_eq!(d("buffer_inv sc1").mem, None);
    assert_eq!(d_on(Arch::Gfx1151, "buffer_gl0_inv").unit, Unit::Control);
    assert_eq!(d("buffer_wbl2 sc1").mem, Some(MemKind::VmemStore));
    assert_eq!(
        d_on(Arch::Gfx1250, "global_inv scope:SCOPE_DEV").mem,
        Some(MemKind::VmemLoad)
    );
    assert_eq!(
        d_on(Arch::Gfx1250, "global_wb scope:SCOPE_SYS").mem,
        Some(MemKind::VmemStore)
    );
    // Special registers and M0.
    let i = d("s_set_gpr_idx_on s51, gpr_idx(SRC0)");
    assert_eq!(r(&i), ["s51"]);
    assert_eq!(
        i.writes.as_slice(),
        [RegRange::new(RegFile::Special, special::M0, 1)]
    );
    let i = d("buffer_load_dword v21, s[4:7], 0 offen lds");
    assert!(i
        .reads
        .as_slice()
        .contains(&RegRange::new(RegFile::Special, special::M0, 1)));
    let i = d("s_mov_b64 exec, s[2:3]");
    assert_eq!(i.writes.as_slice(), [EXEC]);
}

#[test]
fn dpp_and_sdwa_read_their_destination_only_when_lanes_or_bits_are_kept() {
    let reads_dst = |line: &str| {
        let i = d(line);
        r(&i).contains(&w(&i)[0])
    };
    // DPP: lanes with an invalid source keep `old` unless bound_ctrl zeroes them;
    // masked rows/banks always keep it.
    assert!(reads_dst(
        "v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf"
    ));
    assert!(!reads_dst(
        "v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1"
    ));
    assert!(reads_dst(
        "v_mov_b32_dpp v1, v2 row_shr:1 row_mask:0x3 bank_mask:0xf bound_ctrl:1"
    ));
    assert!(reads_dst(
        "v_fmac_f32_dpp v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1"
    ));
    // SDWA: a partial dst_sel keeps the rest unless UNUSED_PAD/SEXT; llvm-mc
    // assumes UNUSED_PRESERVE when dst_unused is omitted.
    assert!(reads_dst("v_mov_b32_sdwa v1, v2 dst_sel:WORD_1"));
    assert!(reads_dst(
        "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD"
    ));
    assert!(!reads_dst(
        "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD"
    ));
    assert!(!reads_dst(
        "v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD"
    ));
    assert!(!reads_dst(
        "v_cvt_pk_f32_fp8_sdwa v[38:39], v192 src0_sel:WORD_0"
    ));
    // Compare forms keep their SGPR destination rule.
    let i = d("v_cmp_eq_u32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:DWORD");
    assert_eq!(w(&i), ["s[106:107]"]);
    assert_eq!(
        d("v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf").unit,
        Unit::Valu
    );
}

/// Forms the all-architecture roles campaign found (docs/roles.md section 8):
/// gfx908-gfx10 global and scratch loads with `lds` load into LDS through M0
/// and write no VGPR; `s_set_gpr_idx_idx` keeps M0's other fields (a read);
/// `s_setvskip` writes SCC; gfx10 NSA lists of more than eight elements
/// decode, every element read; an export is an expcnt event by its target.
#[test]
fn forms_the_roles_campaign_found() {
    let m0 = RegRange::new(RegFile::Special, special::M0, 1);
    let i = d_on(
        Arch::Gfx908,
        "global_load_dword v57, s[6:7] offset:-3842 glc lds",
    );
    assert_eq!(i.mem, Some(MemKind::VmemLds));
    assert!(i.writes.is_empty() && i.reads.as_slice().contains(&m0));
    let i = d_on(
        Arch::Gfx1010,
        "scratch_load_ubyte off, s34 offset:774 dlc lds",
    );
    assert_eq!(i.mem, Some(MemKind::VmemLds));
    let i = d_on(Arch::Gfx942, "s_set_gpr_idx_idx s37");
    assert!(i.reads.as_slice().contains(&m0) && i.writes.as_slice().contains(&m0));
    let i = d_on(Arch::Gfx950, "s_setvskip 49, s84");
    assert!(i.writes.as_slice().contains(&SCC));
    let i = d_on(
        Arch::Gfx1010,
        "image_sample_c_cd_o v[163:165], [v44, v100, v197, v92, v138, v236, v132, v70, v152, v108], s[84:91], s[88:91] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY",
    );
    let read = |n: u16| {
        i.reads
            .as_slice()
            .iter()
            .any(|r| r.overlaps(&RegRange::new(RegFile::Vgpr, n, 1)))
    };
    assert!([44, 100, 197, 92, 138, 236, 132, 70, 152, 108]
        .into_iter()
        .all(read));
    for (text, kind) in [
        ("exp mrt0 v0, v1, v2, v3 done", MemKind::Export),
        ("exp pos0 v0, v1, v2, v3", MemKind::ExportPos),
        ("exp param3 v0, v1, v2, v3", MemKind::ExportParam),
    ] {
        let i = d_on(Arch::Gfx1030, text);
        assert_eq!((i.mem, i.writes.is_empty()), (Some(kind), true), "{text}");
        assert!(
            i.reads.as_slice().iter().any(|r| r.file == RegFile::Vgpr),
            "{text}"
        );
    }
    // gfx1010 single-counter waits with an SGPR count are refused, not guessed.
    assert!(decode("s_waitcnt_vmcnt s11, 0x5920", &Arch::Gfx1010.profile()).is_err());
}

/// A VOPC written with two operands has the implicit VCC as its destination:
/// llvm-mc-22 assembles `v_cmp_eq_u32_e32 v0, v10` as `vcc, v0, v10` (gfx9)
/// or `vcc_lo, v0, v10` (gfx10+), so both operands are sources and VCC is
/// written; a gfx10+ `v_cmpx` writes only EXEC. (Read as destination and
/// source, `v0` was a write and VCC untouched.)
#[test]
fn a_two_operand_compare_writes_the_implicit_vcc() {
    let vcc = RegRange::new(RegFile::Sgpr, 106, 2);
    for arch in [Arch::Gfx908, Arch::Gfx942, Arch::Gfx1030, Arch::Gfx1200] {
        let i = d_on(arch, "v_cmp_eq_u32_e32 v0, v10");
        assert_eq!(r(&i), vec!["v0".to_string(), "v10".to_string()], "{arch}");
        assert_eq!(i.writes.as_slice(), &[vcc], "{arch}");
        let i = d_on(arch, "v_cmp_gt_u32_e32 64, v0");
        assert_eq!(r(&i), vec!["v0".to_string()], "{arch}");
        assert_eq!(i.writes.as_slice(), &[vcc], "{arch}");
        let i = d_on(arch, "v_cmpx_eq_u32_e32 v0, v10");
        assert_eq!(r(&i), vec!["v0".to_string(), "v10".to_string()], "{arch}");
        let wrote_vcc = i.writes.as_slice().contains(&vcc);
        assert_eq!(
            wrote_vcc,
            arch == Arch::Gfx908 || arch == Arch::Gfx942,
            "{arch}"
        );
    }
    // The explicit forms keep their destination.
    let i = d_on(Arch::Gfx942, "v_cmp_eq_u32_e64 s[4:5], v0, v10");
    assert_eq!(r(&i), vec!["v0".to_string(), "v10".to_string()]);
    assert_eq!(w(&i), vec!["s[4:5]".to_string()]);
}
