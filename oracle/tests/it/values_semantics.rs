//! The value oracle's semantics on hand-written kernels whose results follow
//! from docs/values-oracle.md section 3 by hand, and `v_bfe` against LLVM's
//! own folding of `llvm.amdgcn.ubfe/sbfe`.

use std::fmt::Write as _;

use wavebed_model::instr::Kernel;
use wavebed_model::isa::parse_text;
use wavebed_model::profile::Arch;
use wavebed_oracle::values::{self, EndReason, Entry, Inputs, Wave};

fn kernel(src: &str, arch: Arch) -> Kernel {
    let p = parse_text(src, "t", Some(arch)).unwrap();
    p.kernels.into_iter().next().unwrap()
}

fn entry(lanes: u32) -> Entry {
    Entry {
        lanes,
        dispatch_ptr: false,
        kernarg_ptr: true,
        workgroup_id: [true, false, false],
        workitem_ids: 2,
        packed_ids: true,
        kernarg_size: 16,
        max_flat: 1024,
    }
}

fn inputs(kernarg: [u32; 4]) -> Inputs {
    Inputs {
        kernarg: kernarg.iter().flat_map(|v| v.to_le_bytes()).collect(),
        kernarg_addr: 0x7fff_0000_1000,
        dispatch_addr: 0,
        workgroup_size: [256, 1, 1],
        workgroup_id: [7, 0, 0],
        wave_in_group: 2,
        packed_high: 0,
        code_base: 0x1000_0000,
    }
}

/// Runs `body` (instructions, one a line) and returns the final wave.
fn run(body: &str, arch: Arch, lanes: u32, kernarg: [u32; 4]) -> (Wave, EndReason) {
    let src = format!("k:\n{body}\ns_endpgm\n");
    let k = kernel(&src, arch);
    let ops = values::lower_all(&k.instrs);
    let mut w = Wave::new(lanes);
    let mut last = None;
    let r = values::run(
        &k.instrs,
        &ops,
        &entry(lanes),
        &inputs(kernarg),
        &mut w,
        10_000,
        &mut |_pc: usize, wave: &Wave| {
            last = Some(wave.clone());
        },
    );
    (last.unwrap(), r.end)
}

#[test]
fn scalar_carries_and_scc() {
    let (w, end) = run(
        "s_load_dwordx2 s[4:5], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n s_add_u32 s6, s4, s5\n s_addc_u32 s7, 0, 0\n s_sub_u32 s8, 1, 2\n s_subb_u32 s9, 0, 0\n s_add_i32 s10, s4, 1\n s_cselect_b32 s11, 1, 2\n s_mul_i32 s12, s5, -3",
        Arch::Gfx942,
        64,
        [0xffff_fff0, 0x20, 0, 0],
    );
    assert_eq!(end, EndReason::EndPgm);
    assert_eq!(w.sgpr(6), Some(0x10));
    assert_eq!(w.sgpr(7), Some(1), "carry of 0xfffffff0 + 0x20");
    assert_eq!(w.sgpr(8), Some(u32::MAX));
    assert_eq!(w.sgpr(9), Some(u32::MAX), "borrow of 1 - 2 into 0 - 0 - 1");
    assert_eq!(w.sgpr(10), Some(0xffff_fff1));
    assert_eq!(w.sgpr(11), Some(2), "s_add_i32 -16 + 1 does not overflow");
    assert_eq!(w.sgpr(12), Some(0x20u32.wrapping_mul(-3i32 as u32)));
}

#[test]
fn bit_fields_shifts_min_max() {
    let (w, _) = run(
        "s_mov_b32 s4, 0xdeadbeef\n s_bfe_u32 s5, s4, 0x80004\n s_bfe_i32 s6, s4, 0x8001c\n s_bfe_u32 s7, s4, 0x200000\n s_ashr_i32 s8, s4, 36\n s_lshl_b64 s[10:11], 1, 33\n s_min_i32 s12, s4, 0\n s_max_u32 s13, s4, 0\n s_cselect_b32 s14, 1, 0",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(w.sgpr(5), Some(0xee));
    assert_eq!(
        w.sgpr(6),
        Some(-3i32 as u32),
        "arithmetic shift, then mask and sign-extend"
    );
    assert_eq!(w.sgpr(7), None, "a width of 32 is left open by the ISA");
    assert_eq!(
        w.sgpr(8),
        Some(((0xdeadbeefu32 as i32) >> 4) as u32),
        "shift amount S1[4:0]"
    );
    assert_eq!(w.sgpr(10), Some(0));
    assert_eq!(w.sgpr(11), Some(2));
    assert_eq!(w.sgpr(12), Some(0xdeadbeef));
    assert_eq!(w.sgpr(13), Some(0xdeadbeef));
    assert_eq!(
        w.sgpr(14),
        Some(1),
        "s_max_u32 sets SCC when S0 is the maximum"
    );
}

#[test]
fn vector_lanes_exec_and_masks() {
    // Wave 2 of a 256-wide group, wave64: work-items 128..191.
    let (w, _) = run(
        "v_and_b32 v1, 0x3ff, v0\n v_lshrrev_b32 v2, 6, v1\n v_readfirstlane_b32 s4, v2\n s_mul_i32 s5, s4, 4\n v_cmp_gt_u32 vcc, 140, v1\n v_cndmask_b32 v3, 5, 9, vcc\n v_add_co_u32 v4, vcc, -1, v1\n v_mad_u32_u24 v5, v1, 0x1000001, 3\n s_mov_b64 exec, 1\n v_mov_b32 v6, 42",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(w.vgpr(1, 0), Some(128));
    assert_eq!(w.vgpr(1, 63), Some(191));
    assert_eq!(w.sgpr(4), Some(2), "the wave id");
    assert_eq!(w.sgpr(5), Some(8));
    assert_eq!(w.vgpr(3, 11), Some(9));
    assert_eq!(w.vgpr(3, 12), Some(5));
    // -1 + v1 carries in every lane (v1 > 0).
    assert_eq!(w.scalar64(106), Some(u64::MAX));
    assert_eq!(
        w.vgpr(5, 1),
        Some(129 + 3),
        "the multiplicands' bits 31:24 are dropped"
    );
    assert_eq!(w.vgpr(6, 0), Some(42));
    assert_eq!(
        w.vgpr(6, 1),
        None,
        "inactive lanes keep their (unknown) value"
    );
}

#[test]
fn loops_follow_their_branches_and_unknown_conditions_stop() {
    let (w, end) = run(
        "s_load_dword s4, s[0:1], 0x4\n s_waitcnt lgkmcnt(0)\n s_mov_b32 s5, 0\n s_mov_b32 s6, 0\nL1:\n s_add_u32 s5, s5, 3\n s_add_u32 s6, s6, 1\n s_cmp_lt_u32 s6, s4\n s_cbranch_scc1 L1\n s_and_b32 s7, s5, 1\n s_cmp_eq_u32 s7, 0\n s_cbranch_scc0 L2\n s_mov_b32 s8, 100\n s_branch L3\nL2:\n s_mov_b32 s8, 200\nL3:\n s_nop 0",
        Arch::Gfx942,
        64,
        [0, 5, 0, 0],
    );
    assert_eq!(end, EndReason::EndPgm);
    assert_eq!(w.sgpr(5), Some(15));
    assert_eq!(w.sgpr(8), Some(200), "odd parity takes the second tail");
    let (_, end) = run(
        "s_cmp_eq_u32 s40, 0\n s_cbranch_scc1 L\nL:\n s_nop 0",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(end, EndReason::UnknownBranch);
}

#[test]
fn wave32_gfx12_forms() {
    let (w, _) = run(
        "s_load_b32 s4, s[0:1], 0x8\n s_wait_kmcnt 0\n s_add_co_u32 s5, s4, 1\n s_add_co_ci_u32 s6, 0, 0\n v_add_nc_u32 v1, s5, v0\n v_cmp_eq_u32 vcc_lo, 0, v0\n s_cbranch_vccz L\n s_mov_b32 s7, 1\nL:\n v_bfe_u32 v2, v0, 0, 10",
        Arch::Gfx1200,
        32,
        [0, 0, u32::MAX, 0],
    );
    assert_eq!(w.sgpr(5), Some(0));
    assert_eq!(w.sgpr(6), Some(1));
    // Wave 2 of 256 in wave32: work-items 64..95; v0 = x (y = z = 0).
    assert_eq!(w.vgpr(1, 0), Some(64));
    assert_eq!(w.sgpr(106), Some(0));
    assert_eq!(w.sgpr(7), None, "vccz skipped the move");
    assert_eq!(w.vgpr(2, 31), Some(95));
}

#[test]
fn gpr_indexing_offsets_the_enabled_operands() {
    let (w, _) = run(
        "v_mov_b32 v10, 7\n v_mov_b32 v12, 9\n s_mov_b32 s4, 2\n s_set_gpr_idx_on s4, gpr_idx(SRC0)\n v_mov_b32 v1, v10\n s_set_gpr_idx_off\n s_set_gpr_idx_on s4, gpr_idx(DST)\n v_mov_b32 v20, v10\n s_set_gpr_idx_off",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(w.vgpr(1, 0), Some(9), "v10 + 2 is v12");
    assert_eq!(w.vgpr(22, 5), Some(7));
    assert_eq!(w.vgpr(20, 5), None);
}

#[test]
fn uncovered_instructions_make_their_writes_unknown() {
    let (w, _) = run(
        "s_mov_b32 s4, 1\n v_mov_b32 v1, 1\n s_bcnt1_i32_b32 s4, s4\n global_load_dword v1, v[2:3], off\n s_mov_b32 s5, s4",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(w.sgpr(4), None);
    assert_eq!(w.sgpr(5), None);
    assert_eq!(w.vgpr(1, 0), None);
}

/// `v_bfe_u32` / `v_bfe_i32` against LLVM 22's constant folding of
/// `llvm.amdgcn.ubfe` / `llvm.amdgcn.sbfe` (`opt -passes=instcombine`,
/// AMDGPUInstCombineIntrinsic.cpp): the back end's statement of the
/// instruction's semantics, independent of the interpreter. Offsets and
/// widths include 0, 31, 32 and more, and fields that run past bit 31.
#[test]
fn bfe_matches_llvm_folding() {
    let Some(opt) = wavebed_model::isa::tools::find_llvm_tool("opt") else {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "WAVEBED_REQUIRE_LLVM=1 but opt is missing"
        );
        return;
    };
    let mut rng = wavebed_model::prng::SplitMix64::new(32);
    let mut cases = Vec::new();
    for i in 0..160u32 {
        let x = match i % 4 {
            0 => 0xdead_beef,
            1 => 0x7fff_ffff,
            _ => rng.next_u64() as u32,
        };
        let off = [0, 1, 4, 28, 31, 32, 36, 63][(i % 8) as usize];
        let width = [0, 1, 8, 12, 31, 32, 40, 4][((i / 8) % 8) as usize];
        cases.push((x, off, width, i % 2 == 1));
    }
    let mut ir = String::from("declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)\ndeclare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)\n");
    for (i, (x, off, width, signed)) in cases.iter().enumerate() {
        let f = if *signed { "sbfe" } else { "ubfe" };
        writeln!(ir, "define i32 @f{i}() {{\n  %r = call i32 @llvm.amdgcn.{f}.i32(i32 {x}, i32 {off}, i32 {width})\n  ret i32 %r\n}}").unwrap();
    }
    let dir = std::env::temp_dir().join(format!("wavebed-bfe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bfe.ll");
    std::fs::write(&path, ir).unwrap();
    let out = std::process::Command::new(opt)
        .args(["-mtriple=amdgcn-amd-amdhsa", "-passes=instcombine", "-S"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let folded: Vec<u32> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("ret i32 "))
        .map(|v| v.parse::<i64>().unwrap() as u32)
        .collect();
    assert_eq!(
        folded.len(),
        cases.len(),
        "every call folds to a constant:\n{text}"
    );
    for ((x, off, width, signed), want) in cases.iter().zip(folded) {
        let m = if *signed { "v_bfe_i32" } else { "v_bfe_u32" };
        let body = format!(
            "v_mov_b32 v2, {x}\n v_mov_b32 v3, {off}\n v_mov_b32 v4, {width}\n {m} v1, v2, v3, v4"
        );
        let (w, _) = run(&body, Arch::Gfx942, 64, [0; 4]);
        assert_eq!(w.vgpr(1, 0), Some(want), "{m}({x:#x}, {off}, {width})");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The 24-bit multiplies: bits 31:24 of each operand are dropped, and the
/// `_i32_i24` forms sign-extend bit 23 (0xffffff is -1); the `hi` forms give
/// bits 63:32 of the 48-bit product (CDNA3 ISA, "D.i = S0.i[23:0] * S1.i[23:0]").
#[test]
fn mul24_forms_sign_or_zero_extend_bit_23() {
    let (w, _) = run(
        "v_mov_b32 v1, 0x1ffffff\n v_mul_i32_i24 v2, 3, v1\n v_mul_u32_u24 v3, 3, v1\n v_mul_hi_i32_i24 v4, 3, v1\n v_mul_hi_u32_u24 v5, v1, v1\n v_mad_i32_i24 v6, v1, 5, 7\n v_mov_b32 v7, 0x7fffff\n v_mul_hi_i32_i24 v8, v7, v7",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!(w.vgpr(2, 0), Some(-3i32 as u32), "0x1ffffff[23:0] is -1");
    assert_eq!(w.vgpr(3, 0), Some(3 * 0xff_ffff));
    assert_eq!(w.vgpr(4, 0), Some(u32::MAX), "-3 >> 32");
    assert_eq!(
        w.vgpr(5, 0),
        Some(((0xff_ffffu64 * 0xff_ffff) >> 32) as u32)
    );
    assert_eq!(w.vgpr(6, 0), Some(2), "-1 * 5 + 7");
    assert_eq!(
        w.vgpr(8, 0),
        Some(((0x7f_ffffu64 * 0x7f_ffff) >> 32) as u32)
    );
}

/// The 64-bit VALU forms on register pairs (docs/values-oracle.md 3.4), by
/// hand: a pointer from the kernel arguments plus a shifted index, and the
/// wide multiply-add.
#[test]
fn pairs_shift_add_and_multiply_add() {
    let (w, end) = run(
        "s_load_dwordx2 s[4:5], s[0:1], 0x0\n s_waitcnt lgkmcnt(0)\n v_mov_b32 v2, 0xc0000001\n v_mov_b32 v3, 1\n v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]\n v_mov_b32 v6, 0x10000\n v_mad_u64_u32 v[8:9], s[10:11], v6, v6, s[4:5]",
        Arch::Gfx942,
        64,
        [0xffff_fff0, 0x20, 0, 0],
    );
    assert_eq!(end, EndReason::EndPgm);
    // (0x1_c000_0001 << 2) + 0x20_ffff_fff0 = 0x7_0000_0004 + 0x20_ffff_fff0.
    let want = (0x1_c000_0001u64 << 2).wrapping_add(0x20_ffff_fff0);
    assert_eq!(w.vgpr(4, 0), Some(want as u32));
    assert_eq!(w.vgpr(5, 0), Some((want >> 32) as u32));
    // 0x10000 * 0x10000 = 2^32, plus the pair.
    let want = (1u64 << 32).wrapping_add(0x20_ffff_fff0);
    assert_eq!(w.vgpr(8, 3), Some(want as u32));
    assert_eq!(w.vgpr(9, 3), Some((want >> 32) as u32));
    let (w, _) = run(
        "v_mov_b32 v2, -1\n v_mov_b32 v3, -1\n v_mov_b32 v4, 1\n v_mov_b32 v5, 0\n v_add_nc_u64 v[6:7], v[2:3], v[4:5]",
        Arch::Gfx1250,
        32,
        [0; 4],
    );
    assert_eq!(
        (w.vgpr(6, 0), w.vgpr(7, 0)),
        (Some(0), Some(0)),
        "wraps mod 2^64"
    );
    // The signed multiply-add: -2 * 3 + 10 = 4, the product sign-extended.
    let (w, _) = run(
        "v_mov_b32 v2, -2\n v_mov_b32 v4, 10\n v_mov_b32 v5, 0\n v_mad_i64_i32 v[6:7], s[10:11], v2, 3, v[4:5]",
        Arch::Gfx942,
        64,
        [0; 4],
    );
    assert_eq!((w.vgpr(6, 0), w.vgpr(7, 0)), (Some(4), Some(0)));
}
