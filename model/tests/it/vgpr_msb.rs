//! gfx1250's VGPRs v256..v1023 (docs/paths.md section 13): `s_set_vgpr_msb`
//! and MODE setregs tracked along the control-flow graph, VGPR operands
//! renamed to the registers they reach for every consumer, register comments
//! (`v1 /*v257*/`) checked, and the slot of every operand checked against
//! llvm-objdump-22 on llvm-mc-22 objects. The object tests skip with a note
//! without LLVM 22, unless `WAVEBED_REQUIRE_LLVM=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::counter_support::expect;
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::{Instr, Kernel};
use wavebed_model::isa::load::{load_path, LoadOptions};
use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};
use wavebed_model::isa::{decode, parse_text};
use wavebed_model::profile::Arch;
use wavebed_model::reg::{slot_reg, RegFile, RegRange};

const GFX1250: Arch = Arch::Gfx1250;

fn v(first: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Vgpr, first, count)
}

fn kernel(src: &str) -> Kernel {
    let p = parse_text(src, "t", Some(GFX1250)).unwrap_or_else(|e| panic!("{e}\n{src}"));
    p.kernels.into_iter().next().unwrap()
}

/// A load into v260 (v4 under vdst=1) read before its wait.
const RACE: &str = "s_set_vgpr_msb 0x40\nglobal_load_b32 v4, v1, s[0:1]\n\
                    s_set_vgpr_msb 0x4001\nv_mov_b32 v5, v4\ns_wait_loadcnt 0x0\ns_endpgm\n";
/// The same encoded v4 read under src0=0: v4, not the loaded v260.
const ALIAS: &str = "s_set_vgpr_msb 0x40\nglobal_load_b32 v4, v1, s[0:1]\n\
                     s_set_vgpr_msb 0x4000\nv_mov_b32 v5, v4\nv_add_f32 v6, v4, v4\n\
                     s_wait_loadcnt 0x0\ns_endpgm\n";
/// A load into v4 (state zero) and v4 read under src0=1: v260, clean.
const ALIAS_BACK: &str = "global_load_b32 v4, v1, s[0:1]\ns_set_vgpr_msb 0x1\n\
                          v_mov_b32 v5, v4\ns_set_vgpr_msb 0x100\ns_wait_loadcnt 0x0\n\
                          s_endpgm\n";

#[test]
fn operands_are_renamed_to_the_registers_they_reach() {
    let k = kernel(RACE);
    assert_eq!(k.instrs[1].writes.as_slice(), &[v(260, 1)]);
    assert_eq!(&*k.instrs[1].text, "global_load_b32 v260, v1, s[0:1]");
    assert!(k.instrs[1].reads.as_slice().contains(&v(1, 1)));
    assert_eq!(k.instrs[3].reads.as_slice(), &[v(260, 1)]);
    assert_eq!(k.instrs[3].writes.as_slice(), &[v(5, 1)]);
    // A VOPD pair: both halves' vdst and src1 slots.
    let k = kernel(
        "s_set_vgpr_msb 0xc4\nv_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6\ns_endpgm\n",
    );
    assert_eq!(
        &*k.instrs[1].text,
        "v_dual_add_f32 v769, v2, v259 :: v_dual_add_f32 v772, v5, v262"
    );
    // A range and a store: vaddr in src0, data in src1.
    let k = kernel("s_set_vgpr_msb 0x9\nglobal_store_b64 v[2:3], v[4:5], off\ns_endpgm\n");
    assert_eq!(k.instrs[1].reads.as_slice(), &[v(258, 2), v(516, 2)]);
}

#[test]
fn a_high_vgpr_races_and_encoded_twins_do_not_alias() {
    expect(GFX1250, RACE, [1, 1, 1]);
    expect(GFX1250, ALIAS, [0, 0, 0]);
    expect(GFX1250, ALIAS_BACK, [0, 0, 0]);
    // Under src0=1 the same text reads v260: `v_mov_b32` and the first
    // source of `v_add_f32` race, its second source (src1=0) is v4.
    let same = ALIAS.replace("s_set_vgpr_msb 0x4000", "s_set_vgpr_msb 0x4001");
    expect(GFX1250, &same, [2, 2, 2]);
    let hits = crate::counter_support::races(ModelKind::Exact, GFX1250, RACE);
    assert_eq!(slot_reg(hits[0].slot as usize), (RegFile::Vgpr, 260));
}

/// The races of every model on the straight line of `k`.
fn race_counts(k: &Kernel) -> [usize; 3] {
    let stream: Vec<u32> = (0..k.instrs.len() as u32).collect();
    ModelKind::ALL.map(|m| {
        run_stream(&mut Model::new(m, &GFX1250.profile()), k, &stream)
            .races
            .len()
    })
}

/// Assembles `src` with llvm-mc-22 for gfx1250; `None` (with a note) without it.
fn assemble(name: &str, src: &str) -> Option<PathBuf> {
    let Some(mc) = find_llvm_tool("llvm-mc") else {
        assert!(
            !llvm_required(),
            "llvm-mc (LLVM 22) is required but missing"
        );
        eprintln!("note: llvm-mc-22 not found; skipping");
        return None;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("vgpr_msb");
    std::fs::create_dir_all(&dir).unwrap();
    let s = dir.join(format!("{name}.s"));
    std::fs::write(&s, src).unwrap();
    let o = s.with_extension("o");
    let out = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-filetype=obj",
            "-o",
        ])
        .arg(&o)
        .arg(&s)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(o)
}

fn object_kernel(o: &Path) -> Option<Kernel> {
    if find_llvm_tool("llvm-objdump").is_none() {
        assert!(!llvm_required(), "llvm-objdump (LLVM 22) is required");
        return None;
    }
    let p = load_path(o, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    p.kernels.into_iter().next()
}

#[test]
fn the_llvm_mc_objects_race_as_their_listings_do() {
    for (name, src, want) in [
        ("race", RACE, [1; 3]),
        ("alias", ALIAS, [0; 3]),
        ("alias_back", ALIAS_BACK, [0; 3]),
    ] {
        let Some(o) = assemble(name, src) else { return };
        let Some(k) = object_kernel(&o) else { return };
        assert_eq!(race_counts(&k), want, "{name}");
        assert_eq!(race_counts(&kernel(src)), want, "{name} listing");
    }
}

#[test]
fn paths_that_disagree_are_an_error_where_an_operand_needs_the_field() {
    // A loop's back-edge brings 0x41 to a block entered with zero.
    let back_edge = ".Lloop:\nv_mov_b32 v1, v2\ns_set_vgpr_msb 0x41\ns_mov_b32 s0, 1\n\
                     s_cbranch_scc1 .Lloop\ns_set_vgpr_msb 0x4100\ns_endpgm\n";
    let e = parse_text(back_edge, "t", Some(GFX1250)).unwrap_err();
    assert_eq!(e.line, 2, "{e:?}");
    assert!(
        e.message.contains("disagree") && e.message.contains("0x41 (line 3)"),
        "{}",
        e.message
    );
    // Two paths with src0=1 and different vdst fields: an instruction using
    // only src0 reads v258; one writing a VGPR needs vdst and is an error.
    let join = "s_cbranch_scc1 .La\ns_set_vgpr_msb 0x41\ns_branch .Lj\n.La:\n\
                s_set_vgpr_msb 0x1\n.Lj:\nv_readfirstlane_b32 s1, v2\nv_mov_b32 v1, v2\ns_endpgm\n";
    let e = parse_text(join, "t", Some(GFX1250)).unwrap_err();
    assert_eq!(e.line, 8, "{e:?}");
    let ok = join.replace("v_mov_b32 v1, v2\n", "");
    let k = kernel(&ok);
    let rfl = k
        .instrs
        .iter()
        .find(|i| i.mnemonic() == "v_readfirstlane_b32")
        .unwrap();
    assert_eq!(rfl.reads.as_slice(), &[v(258, 1)]);
    // A branch carries its state to the target (the old line-order reading
    // took the target's `v3` as v3).
    let branch = "s_set_vgpr_msb 0x41\ns_cbranch_scc1 .Lhigh\ns_set_vgpr_msb 0x4100\n\
                  v_mov_b32 v1, v2\ns_endpgm\n.Lhigh:\nv_mov_b32 v3, v4\ns_endpgm\n";
    let k = kernel(branch);
    assert_eq!(k.instrs[5].writes.as_slice(), &[v(259, 1)]);
    assert_eq!(k.instrs[3].writes.as_slice(), &[v(1, 1)]);
    // Every input here is gfx1250 assembly as llvm-mc-22 reads it.
    for (k, text) in [back_edge, join, &ok, branch].iter().enumerate() {
        if assemble(&format!("paths_{k}"), text).is_none() {
            return;
        }
    }
}

#[test]
fn a_mode_setreg_sets_the_fields_and_an_sgpr_one_is_unknown() {
    // llc-22's gfx1250 kernels start so and then name v256 with no s_set_vgpr_msb.
    let k = kernel(
        "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 0x5001\nv_and_b32 v0, 0x3ff, v0\ns_endpgm\n",
    );
    assert_eq!(k.instrs[1].writes.as_slice(), &[v(256, 1)]);
    assert_eq!(k.instrs[1].reads.as_slice(), &[v(0, 1)]);
    // Another hardware register leaves the state alone.
    let k = kernel(
        "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_STATUS, 0, 1), 0x5001\nv_mov_b32 v1, v2\ns_endpgm\n",
    );
    assert_eq!(k.instrs[1].writes.as_slice(), &[v(1, 1)]);
    let e = parse_text(
        "s_setreg_b32 hwreg(HW_REG_WAVE_MODE, 0, 4), s1\nv_mov_b32 v1, v2\ns_endpgm\n",
        "t",
        Some(GFX1250),
    )
    .unwrap_err();
    assert_eq!(e.line, 2, "{e:?}");
    assert!(e.message.contains("line 1"), "{}", e.message);
    // On gfx1200 MODE has no such bits.
    let p = parse_text(
        "s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 0x5001\nv_mov_b32 v1, v2\ns_endpgm\n",
        "t",
        Some(Arch::Gfx1200),
    )
    .unwrap();
    assert_eq!(p.kernels[0].instrs[1].writes.as_slice(), &[v(1, 1)]);
}

#[test]
fn register_comments_must_name_the_register_the_state_gives() {
    let k = kernel("s_set_vgpr_msb 0x40\nv_mov_b32 v1 /*v257*/, v2\ns_endpgm\n");
    assert_eq!(k.instrs[1].writes.as_slice(), &[v(257, 1)]);
    for (src, col) in [
        (
            "s_set_vgpr_msb 0x40\nv_mov_b32 v1 /*v513*/, v2\ns_endpgm\n",
            14,
        ),
        ("v_mov_b32 v1, v2 /*v258*/\ns_endpgm\n", 18),
    ] {
        let e = parse_text(src, "t", Some(GFX1250)).unwrap_err();
        assert_eq!(
            (e.line, e.col),
            (if col == 14 { 2 } else { 1 }, col),
            "{e:?}"
        );
        assert!(e.message.contains("register comment"), "{}", e.message);
    }
    // Written as a number, a VGPR above v255 is what llvm-mc-22 rejects.
    let e = parse_text("v_mov_b32 v300, v1\n", "t", Some(GFX1250)).unwrap_err();
    assert!(e.message.contains("v300"), "{}", e.message);
    // Calls and returns are made with the state zero (LLVM's convention).
    let e = parse_text(
        "s_set_vgpr_msb 0x40\ns_swappc_b64 s[30:31], s[0:1]\ns_endpgm\n",
        "t",
        Some(GFX1250),
    )
    .unwrap_err();
    assert_eq!(e.line, 2, "{e:?}");
}

/// Every operand slot wavebed assigns agrees with llvm-objdump-22's register
/// comments: each instruction under each single-field state, assembled by
/// llvm-mc-22 and disassembled, reads and writes the registers of objdump's
/// text with every `vN /*vM*/` taken as vM - including the operands objdump
/// leaves uncommented (their field is zero).
#[test]
fn vgpr_msb_slots_agree_with_llvm_objdump() {
    let forms = [
        "v_mov_b32 v1, v2",
        "v_add_f32 v1, v2, v3",
        "v_fma_f32 v1, v2, v3, v4",
        "v_add_f32_e64 v1, v2, v3",
        "v_cmp_eq_u32 vcc_lo, v2, v3",
        "v_cmp_eq_u32_e64 s2, v2, v3",
        "v_cmpx_eq_u32 v2, v3",
        "v_writelane_b32 v1, s10, 0",
        "v_readlane_b32 s1, v2, s3",
        "v_readfirstlane_b32 s1, v2",
        "v_pk_fma_f16 v1, v2, v3, v4",
        "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v3, v4",
        "v_dual_add_f32 v1, v2, v3 :: v_dual_add_f32 v4, v5, v6",
        "v_fmac_f32 v1, v2, v3",
        "v_cndmask_b32 v1, v2, v3, vcc_lo",
        "v_add_co_u32 v1, vcc_lo, v2, v3",
        "v_mad_u64_u32 v[2:3], s4, v4, v5, v[6:7]",
        "v_add_co_ci_u32_e64 v1, s4, v2, v3, s6",
        "v_swap_b32 v1, v2",
        "v_permlane16_swap_b32 v1, v2",
        "v_permlane16_b32 v1, v2, s1, s2",
        "v_mov_b64 v[2:3], v[4:5]",
        "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
        "v_wmma_f32_16x16x4_f32 v[0:7], v[8:9], v[10:11], v[0:7]",
        "global_load_b32 v1, v2, s[0:1]",
        "global_load_b32 v1, v[2:3], off",
        "global_store_b32 v2, v1, s[0:1]",
        "global_atomic_add_u32 v1, v2, v3, s[0:1] th:TH_ATOMIC_RETURN",
        "global_atomic_add_u32 v2, v3, s[0:1]",
        "global_atomic_cmpswap_b32 v1, v2, v[4:5], s[0:1] th:TH_ATOMIC_RETURN",
        "global_load_tr_b64 v[2:3], v4, s[0:1]",
        "global_load_async_to_lds_b32 v1, v2, s[0:1]",
        "global_store_async_from_lds_b32 v2, v1, s[0:1]",
        "flat_load_b32 v1, v[2:3]",
        "flat_store_b32 v[2:3], v1",
        "scratch_load_b32 v1, v2, off",
        "scratch_store_b32 v2, v1, off",
        "ds_load_b32 v1, v2",
        "ds_store_b32 v2, v1",
        "ds_store_2addr_b32 v2, v3, v4 offset1:1",
        "ds_add_rtn_u32 v1, v2, v3",
        "ds_load_2addr_b32 v[2:3], v4 offset1:1",
        "ds_bpermute_b32 v1, v2, v3",
        "ds_store_b96 v2, v[4:6]",
        "buffer_load_b32 v1, v2, s[0:3], s4 offen",
        "buffer_store_b32 v1, v2, s[0:3], s4 offen",
        "buffer_atomic_cmpswap_b32 v[4:5], v2, s[0:3], s4 offen th:TH_ATOMIC_RETURN",
    ];
    let mut src = String::new();
    for msb in [0x01, 0x04, 0x10, 0x40, 0xff] {
        for f in forms {
            src.push_str(&format!("s_set_vgpr_msb {msb:#x}\n{f}\n"));
        }
    }
    src.push_str("s_set_vgpr_msb 0\ns_endpgm\n");
    let Some(o) = assemble("slots", &src) else {
        return;
    };
    let Some(objdump) = find_llvm_tool("llvm-objdump") else {
        assert!(!llvm_required());
        return;
    };
    let k = object_kernel(&o).unwrap();
    let out = Command::new(objdump)
        .args([
            "-d",
            "--no-show-raw-insn",
            "--no-leading-addr",
            "--mcpu=gfx1250",
        ])
        .arg(&o)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && !l.starts_with("s_"))
        .map(resolve_comments)
        .collect();
    let ours: Vec<&Instr> = k
        .instrs
        .iter()
        .filter(|i| !i.mnemonic().starts_with("s_"))
        .collect();
    assert_eq!(ours.len(), forms.len() * 5, "{lines:#?}");
    assert_eq!(lines.len(), ours.len(), "{lines:#?}");
    let p = GFX1250.profile();
    let mut high = 0;
    for (line, ins) in lines.iter().zip(ours) {
        let theirs = decode(line, &p).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(
            ins.reads, theirs.reads,
            "reads: {} vs objdump {line}",
            ins.text
        );
        assert_eq!(
            ins.writes, theirs.writes,
            "writes: {} vs objdump {line}",
            ins.text
        );
        high += ins
            .reads
            .as_slice()
            .iter()
            .chain(ins.writes.as_slice())
            .filter(|r| r.first >= 256 && r.file == RegFile::Vgpr)
            .count();
    }
    assert!(high > forms.len() * 4, "only {high} operands above v255");
}

/// objdump's `v1 /*v257*/` as `v257`.
fn resolve_comments(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find(" /*") {
        let Some(j) = rest[i..].find("*/") else { break };
        let reg = &rest[i + 3..i + j];
        let before = &rest[..i];
        let tok = before.rfind([' ', ',']).map_or(0, |p| p + 1);
        out.push_str(&before[..tok]);
        out.push_str(reg);
        rest = &rest[i + j + 2..];
    }
    out.push_str(rest);
    out
}

/// The clang-22 kernel with 325 VGPRs (`corpus/kernels/gfx1250/wide_vgprs`):
/// its listing and code object name registers above v255 and check clean.
#[test]
fn the_wide_clang_kernel_reaches_high_vgprs_and_is_clean() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels/gfx1250");
    let s = dir.join("wide_vgprs.s");
    let listing = load_path(&s, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let top = |k: &Kernel| {
        k.instrs
            .iter()
            .flat_map(|i| i.reads.as_slice().iter().chain(i.writes.as_slice()))
            .filter(|r| r.file == RegFile::Vgpr)
            .map(|r| r.first + r.count - 1)
            .max()
            .unwrap()
    };
    let k = &listing.kernels[0];
    assert!(top(k) >= 320, "highest VGPR v{}", top(k));
    let walk: Vec<u32> = (0..k.instrs.len() as u32).collect();
    assert!(
        k.instrs.iter().all(|i| i.target.is_none()),
        "straight-line kernel"
    );
    // The legacy model misreads gfx12's split waits (it decodes every wait
    // as a combined `s_waitcnt`): only the fixed models judge.
    for m in [ModelKind::Seed, ModelKind::Exact] {
        let r = run_stream(&mut Model::new(m, &GFX1250.profile()), k, &walk);
        assert!(r.races.is_empty(), "{m:?}: {:?}", r.races);
    }
    if let Some(obj) = object_kernel(&dir.join("wide_vgprs.co")) {
        let regs = |k: &Kernel| -> Vec<_> {
            k.instrs
                .iter()
                .map(|i| (i.reads.clone(), i.writes.clone()))
                .collect()
        };
        assert_eq!(
            regs(&obj),
            regs(k),
            "the object and the listing reach the same registers"
        );
    }
}
