//! Front-end tests: each producer's format, the register-effect pitfalls of
//! docs/counters.md section 8, labels and branch targets, directives, and errors.

use wavebed_model::instr::{Flow, Instr, Program, Unit};
use wavebed_model::isa::{decode, parse_text};
use wavebed_model::profile::{Arch, Counter, MemKind, Profile};
use wavebed_model::reg::{special, RegFile, RegRange};

fn p950() -> Profile {
    Arch::Gfx950.profile()
}

fn d(line: &str) -> Instr {
    decode(line, &p950()).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn d_on(arch: Arch, line: &str) -> Instr {
    decode(line, &arch.profile()).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn regs(l: &wavebed_model::reg::RegList) -> Vec<String> {
    l.as_slice().iter().map(|r| r.to_string()).collect()
}

fn w(i: &Instr) -> Vec<String> {
    regs(&i.writes)
}

fn r(i: &Instr) -> Vec<String> {
    regs(&i.reads)
}

const SCC: RegRange = RegRange::new(RegFile::Special, special::SCC, 1);
const EXEC: RegRange = RegRange::new(RegFile::Special, special::EXEC_LO, 2);

// ---------------------------------------------------------------- producers

/// clang-22 -S output shape: directives, labels, `;` comments, metadata blocks.
const CLANG_S: &str = r#"	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z25vmcnt_no_wait_race_kernelPKfPf ; -- Begin function
	.globl	_Z25vmcnt_no_wait_race_kernelPKfPf
	.p2align	8
	.type	_Z25vmcnt_no_wait_race_kernelPKfPf,@function
_Z25vmcnt_no_wait_race_kernelPKfPf:     ; @_Z25vmcnt_no_wait_race_kernelPKfPf
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[0:1]
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v3, v2, v2 /* reads v2 before the wait */
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_waitcnt vmcnt(0)
	global_store_dword v1, v3, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z25vmcnt_no_wait_race_kernelPKfPf
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_next_free_vgpr 4
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z25vmcnt_no_wait_race_kernelPKfPf, .Lfunc_end0-_Z25vmcnt_no_wait_race_kernelPKfPf
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
    .name:           _Z25vmcnt_no_wait_race_kernelPKfPf
amdhsa.version:
  - 1
...
	.end_amdgpu_metadata
"#;

#[test]
fn clang_s_output() {
    let p = parse_text(CLANG_S, "ignored", None).unwrap();
    assert_eq!(p.arch, Some(Arch::Gfx950));
    assert_eq!(p.kernels.len(), 1);
    let k = &p.kernels[0];
    assert_eq!(k.symbol, "_Z25vmcnt_no_wait_race_kernelPKfPf");
    assert_eq!(k.name, "vmcnt_no_wait_race_kernel");
    assert_eq!(k.instrs.len(), 10);
    let br = &k.instrs[6];
    assert_eq!(br.text.as_ref(), "s_cbranch_scc1 .LBB0_1");
    assert_eq!((br.flow, br.target), (Flow::CondBranch, Some(4)));
    assert_eq!(k.instrs[4].text.as_ref(), "v_add_f32_e32 v3, v2, v2");
    assert_eq!(k.instrs[4].line, 15);
    let wait = k.instrs[7].wait.expect("s_waitcnt decoded");
    assert_eq!(wait.field(Counter::Vm), Some(0));
    assert_eq!(k.instrs[7].unit, Unit::Wait);
    assert_eq!(k.instrs[9].flow, Flow::EndPgm);
    assert_eq!(p.generic_count, 0);
}

/// llvm-objdump -d output: headers, addresses in comments (one glued to its
/// operand), symbolised and numeric branches, local label headers.
const OBJDUMP: &str = "
k.co:\tfile format elf64-amdgpu

Disassembly of section .text:

0000000000001900 <_ZN5aiter6fmha_kE>:
\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000001900: C0060002 00000000
\tbuffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256// 000000001908: E1341100 80088C07
\ts_cbranch_scc0 label_0005                                  // 000000001910: BF840002
\ts_cbranch_scc1 1                                           // 000000001914: BF850001
\tv_mov_b32_e32 v0, 0                                        // 000000001918: 7E000280
\tv_mov_b32_e32 v1, 0                                        // 00000000191C: 7E020280

0000000000001920 <label_0005>:
\ts_branch 65534                                             // 000000001920: BF82FFFE <_ZN5aiter6fmha_kE+0x1c>
\ts_endpgm                                                   // 000000001924: BF810000
";

#[test]
fn objdump_output() {
    let p = parse_text(OBJDUMP, "k", Some(Arch::Gfx942)).unwrap();
    assert_eq!(
        p.kernels.len(),
        1,
        "label_0005 is a branch target, not a kernel"
    );
    let k = &p.kernels[0];
    assert_eq!(k.name, "fmha_k");
    assert_eq!(k.instrs.len(), 8);
    let atomic = &k.instrs[1];
    assert_eq!(
        atomic.text.as_ref(),
        "buffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256"
    );
    assert_eq!(atomic.addr, Some(0x1908));
    assert_eq!(atomic.mem, Some(MemKind::VmemStore));
    assert!(atomic.writes.is_empty());
    assert_eq!(k.instrs[2].target, Some(6), "symbolised target");
    assert_eq!(
        k.instrs[3].target,
        Some(5),
        "numeric: 0x1914 + 4 + 1*4 = 0x191c"
    );
    assert_eq!(
        k.instrs[6].target,
        Some(5),
        "65534 is simm16 -2: 0x1920 + 4 - 8 = 0x191c"
    );
    // objdump text carries no architecture: without --arch it is an error.
    let e = parse_text(OBJDUMP, "k", None).unwrap_err();
    assert!(e.message.contains("--arch"), "{e}");
}

#[test]
fn objdump_branch_to_symbol_without_header_uses_encoding() {
    // Two symbols at one address: objdump prints one as the header and may use
    // the other in the operand; the encoding's simm16 still gives the target.
    let src = "
0000000000000000 <k>:
\ts_cbranch_scc1 code_exit                                   // 000000000000: BF850001
\ts_nop 0                                                    // 000000000004: BF800000
0000000000000008 <label_skip>:
\ts_endpgm                                                   // 000000000008: BF810000
";
    let p = parse_text(src, "k", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels[0].instrs[0].target, Some(2));
}

#[test]
fn objdump_without_leading_addresses() {
    // `llvm-objdump -d --no-leading-addr`: headers lose their address, the
    // comments keep theirs.
    let src = "
<k>:
\ts_cbranch_scc1 1                                           // 000000000000: BF850001 <k+0x8>
\ts_nop 0                                                    // 000000000004: BF800000
\ts_endpgm                                                   // 000000000008: BF810000
";
    let p = parse_text(src, "x", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels[0].symbol, "k");
    assert_eq!(p.kernels[0].instrs[0].target, Some(2));
}

#[test]
fn objdump_kernels_may_reuse_local_label_names() {
    let src = "
0000000000000000 <first>:
\ts_branch label_1                                           // 000000000000: BF820000
0000000000000004 <label_1>:
\ts_endpgm                                                   // 000000000004: BF810000
0000000000000100 <second>:
\ts_branch label_1                                           // 000000000100: BF820000
0000000000000104 <label_1>:
\ts_endpgm                                                   // 000000000104: BF810000
";
    let p = parse_text(src, "x", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels.len(), 2);
    assert_eq!(p.kernels[1].instrs[0].target, Some(1));
}

#[test]
fn objdump_two_kernels_split_after_terminator() {
    let src = "
0000000000000000 <first>:
\ts_endpgm                                                   // 000000000000: BF810000
\ts_nop 0                                                    // 000000000004: BF800000
0000000000000100 <second>:
\tv_mov_b32_e32 v0, 0                                        // 000000000100: 7E000280
\ts_endpgm                                                   // 000000000104: BF810000
";
    let p = parse_text(src, "x", Some(Arch::Gfx950)).unwrap();
    let names: Vec<_> = p.kernels.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names, ["first", "second"]);
    assert_eq!(p.kernels[1].instrs.len(), 2);
}

#[test]
fn bare_listing_is_one_kernel_named_after_stem() {
    let src = "s_load_dword s0, s[0:1], 0x0\n  v_mov_b32 v0, s0   ; uses s0 early\n\ns_waitcnt lgkmcnt(0)\ns_endpgm\n";
    let p = parse_text(src, "my_listing", Some(Arch::Gfx942)).unwrap();
    assert_eq!(p.kernels.len(), 1);
    assert_eq!(p.kernels[0].name, "my_listing");
    assert_eq!(p.kernels[0].symbol, "my_listing");
    assert_eq!(p.kernels[0].instrs[1].text.as_ref(), "v_mov_b32 v0, s0");
    assert_eq!(p.kernels[0].instrs[1].line, 2);
}

#[test]
fn local_labels_and_same_line_instructions() {
    let src = "loop: s_sub_u32 s0, s0, 1\n s_cbranch_scc0 loop\n s_branch done\ndone:\n s_endpgm\n";
    let p = parse_text(src, "t", Some(Arch::Gfx1151)).unwrap();
    let k = &p.kernels[0];
    assert_eq!(k.instrs[1].target, Some(0));
    assert_eq!(k.instrs[2].target, Some(3));
    assert_eq!(k.instrs[2].flow, Flow::Branch);
}

#[test]
fn type_function_directive_makes_kernels() {
    let src = "\t.text\n\t.type a,@function\na:\n\ts_endpgm\n\t.type b, @function\nb:\n.LBB1_0:\n\ts_nop 0\n\ts_branch .LBB1_0\n";
    let p = parse_text(src, "f", Some(Arch::Gfx950)).unwrap();
    let names: Vec<_> = p.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(names, ["a", "b"]);
    assert_eq!(p.kernels[1].instrs[1].target, Some(0));
}

#[test]
fn comments_of_every_kind() {
    let src = "/* header\n   block */\ns_nop 0 // c++\ns_nop 1 ; asm\ns_nop /* inline */ 2\n";
    let p = parse_text(src, "c", Some(Arch::Gfx950)).unwrap();
    let t: Vec<_> = p.kernels[0]
        .instrs
        .iter()
        .map(|i| i.text.as_ref())
        .collect();
    assert_eq!(t, ["s_nop 0", "s_nop 1", "s_nop 2"]);
}

// ---------------------------------------------------------------- pitfalls

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
fn gfx9_and_gfx11_spellings() {
    for (a, line, kind) in [
        (Arch::Gfx950, "ds_read_b32 v0, v1", MemKind::LdsRead),
        (Arch::Gfx1151, "ds_load_b32 v0, v1", MemKind::LdsRead),
        (Arch::Gfx950, "ds_write_b32 v1, v0", MemKind::LdsWrite),
        (Arch::Gfx1151, "ds_store_b32 v1, v0", MemKind::LdsWrite),
        (
            Arch::Gfx950,
            "global_load_dword v0, v[2:3], off",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "global_load_b32 v0, v[2:3], off",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx950,
            "buffer_load_dword v0, v1, s[0:3], 0 offen",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "buffer_load_b32 v0, v1, s[0:3], 0 offen",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "s_load_b64 s[0:1], s[2:3], 0x0",
            MemKind::SmemWide,
        ),
        (Arch::Gfx1151, "s_load_b32 s0, s[2:3], 0x0", MemKind::Smem),
        (
            Arch::Gfx950,
            "s_buffer_load_dwordx4 s[0:3], s[4:7], 0x0",
            MemKind::SmemWide,
        ),
        (
            Arch::Gfx950,
            "flat_load_dword v0, v[2:3]",
            MemKind::FlatLoad,
        ),
        (
            Arch::Gfx1151,
            "flat_store_b32 v[2:3], v0",
            MemKind::FlatStore,
        ),
        (
            Arch::Gfx950,
            "ds_read_b64_tr_b16 v[88:89], v10 offset:16384",
            MemKind::LdsRead,
        ),
        (Arch::Gfx950, "ds_bpermute_b32 v1, v2, v3", MemKind::LdsRead),
        (Arch::Gfx950, "ds_write_b32 v1, v2 gds", MemKind::Gds),
        (
            Arch::Gfx950,
            "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)",
            MemKind::Message,
        ),
        (Arch::Gfx950, "s_memtime s[0:1]", MemKind::Smem),
        (
            Arch::Gfx950,
            "scratch_load_dword v42, off, s33",
            MemKind::VmemLoad,
        ),
    ] {
        let i = d_on(a, line);
        assert_eq!(i.mem, Some(kind), "{line}");
        assert_eq!(i.unit, Unit::Mem, "{line}");
        assert!(!i.generic, "{line}");
    }
}

#[test]
fn mnemonics_are_case_insensitive_registers_are_not() {
    // As llvm-mc: `S_NOP 0` assembles, `v_mov_b32 V0, v1` does not.
    let i = d("S_LOAD_DWORD s0, s[0:1], 0x0");
    assert_eq!((i.mnemonic(), i.mem), ("s_load_dword", Some(MemKind::Smem)));
    assert_eq!(i.text.as_ref(), "s_load_dword s0, s[0:1], 0x0");
    assert!(decode("v_mov_b32 V0, v1", &p950())
        .unwrap_err()
        .message
        .contains("lower case"));
    let p = parse_text("s_branch S1\nS1:\ns_endpgm\n", "c", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels[0].instrs[0].target, Some(1));
}

#[test]
fn flow_kinds() {
    assert_eq!(d("s_swappc_b64 s[30:31], s[52:53]").flow, Flow::Call);
    assert_eq!(d("s_setpc_b64 s[30:31]").flow, Flow::SetPc);
    assert_eq!(d("s_endpgm").flow, Flow::EndPgm);
    assert_eq!(d("s_nop 4").flow, Flow::Next);
}

#[test]
fn gpr_indexing_region_is_marked() {
    let src = "s_set_gpr_idx_on s51, gpr_idx(SRC0)\nv_mov_b32_e32 v1, v2\ns_set_gpr_idx_off\nv_mov_b32_e32 v3, v4\n";
    let p = parse_text(src, "i", Some(Arch::Gfx942)).unwrap();
    let ix: Vec<bool> = p.kernels[0].instrs.iter().map(|i| i.indexed).collect();
    assert_eq!(ix, [false, true, false, false]);
}

#[test]
fn waits_of_every_generation_are_waits() {
    let i = d_on(Arch::Gfx1151, "s_waitcnt_vscnt null, 0x0");
    assert_eq!(i.unit, Unit::Wait);
    assert_eq!(i.wait.unwrap().field(Counter::Vs), Some(0));
    let i = d_on(Arch::Gfx1250, "s_wait_loadcnt_dscnt 0x0");
    assert_eq!(i.unit, Unit::Wait);
    let i = d_on(Arch::Gfx1250, "s_wait_alu 0xfffd");
    assert_eq!(
        i.unit,
        Unit::Control,
        "s_wait_alu is a dependency wait, not a counter wait"
    );
    assert!(decode("s_waitcnt vmcnt(64)", &p950()).is_err());
}

#[test]
fn unknown_mnemonics() {
    let i = d("v_frobnicate_b32 v0, v1, v2");
    assert!(i.generic);
    assert_eq!(
        (w(&i), r(&i)),
        (
            vec!["v0".to_string()],
            vec!["v1".to_string(), "v2".to_string()]
        )
    );
    let p = parse_text(
        "v_frobnicate_b32 v0, v1\ns_frob_b32 s0, s1\ns_nop 0\n",
        "g",
        Some(Arch::Gfx950),
    )
    .unwrap();
    assert_eq!(p.generic_count, 2);
    assert!(decode("global_frobnicate v0, v1", &p950()).is_err());
    assert!(decode("frob v0", &p950()).is_err());
}

// ---------------------------------------------------------------- errors

fn err(src: &str) -> String {
    parse_text(src, "e", Some(Arch::Gfx950))
        .unwrap_err()
        .to_string()
}

#[test]
fn errors_carry_line_and_column() {
    assert_eq!(
        err("s_nop 0\n  v_mov_b32 v600, v1\n"),
        "2:13: register v600 out of range"
    );
    assert_eq!(
        err("s_nop 0\ns_branch nowhere\n"),
        "2:10: undefined branch target `nowhere`"
    );
    assert_eq!(err("\tfrob v1\n"), "1:2: unknown mnemonic `frob`");
    assert!(err("v_mov_b32 v[1:0], v1\n").starts_with("1:11: "));
    assert!(err("s_nop 0 /* never closed\n").contains("unterminated"));
    assert!(err(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n").starts_with("1:1: "));
    assert!(err("\t.section .rodata\n\ts_nop 0\n").starts_with("2:2: "));
    assert!(err("s_waitcnt vmcnt(99)\n").starts_with("1:11: "));
    assert!(err("v_add_f32 v0, v1,, v2\n").starts_with("1:"));
    let e = parse_text("s_nop 0\n", "e", None).unwrap_err();
    assert_eq!((e.line, e.col), (1, 1));
    assert!(e.message.contains("--arch"));
    let e = parse_text(".amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n", "e", None).unwrap_err();
    assert!(e.message.contains("gfx803"), "{e}");
}

#[test]
fn garbage_never_panics() {
    let inputs = [
        "",
        "\n\n",
        ":",
        "::::",
        "v",
        "v_",
        "v_mov_b32 v[",
        "v_mov_b32 v[1:",
        "s_load_dword s[0:1",
        "]",
        ")",
        "0000000000001900 <",
        "0000000000001900 <x>:",
        "\ts_branch 65535 // zz",
        "s_cbranch_scc0",
        "/*",
        "*/",
        "\"",
        ".type",
        ".section",
        "label:",
        "x: y: z:",
        "v_mov_b32 -|",
        "v_mov_b32 neg(",
        "v_mov_b32 v0, v1 // 00000000zzzz: BF",
        "s_branch 7 // 000000000000: BF820007",
        "\u{feff}s_nop 0",
        "ü",
        "v_mov_b32 vü",
        "buffer_load_dword v1, s[0:3], 0 offen lds glc sc0 gds",
    ];
    for s in inputs {
        let _ = parse_text(s, "g", Some(Arch::Gfx950));
        let _ = decode(s, &p950());
    }
}

#[test]
fn program_counts_only_kernel_instructions() {
    let p: Program = parse_text(CLANG_S, "k", None).unwrap();
    assert_eq!(p.kernels.iter().map(|k| k.instrs.len()).sum::<usize>(), 10);
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
fn arbitrary_text_never_panics() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        let _ = parse_text(&text, "f", Some(Arch::Gfx950));
        let _ = decode(&text, &p950());
    });
}

/// Token soup from the front end's own vocabulary reaches deeper than bytes.
#[test]
fn token_soup_never_panics() {
    const TOKENS: &[&str] = &[
        "s_branch",
        "s_cbranch_scc0",
        "v_mov_b32",
        "buffer_load_dword",
        "global_atomic_add",
        "ds_read_b32",
        "s_waitcnt",
        "v_dual_mov_b32",
        "::",
        "s_set_gpr_idx_on",
        "v[",
        "]",
        ":",
        "s[0:3]",
        "v1",
        "a[0:3]",
        "vcc",
        "exec",
        "m0",
        ",",
        " ",
        "\t",
        "\n",
        "lds",
        "sc0",
        "glc",
        "gds",
        "offen",
        "0x10",
        "65535",
        "-1",
        "label:",
        "label",
        ".type k,@function",
        "k:",
        "// 000000001000: BF820001",
        "0000000000001000 <k>:",
        "/*",
        "*/",
        ";",
        "\"",
        ".section .rodata",
        ".text",
        ".amdhsa_kernel k",
        ".end_amdhsa_kernel",
        "vmcnt(0)",
        "lgkmcnt(3)",
        "v1.l",
        "-|v2|",
        "op_sel:[0,1]",
        "dst_unused:UNUSED_PRESERVE",
        "_sdwa",
        "_dpp",
        "v_cmpx_eq_u32",
        "ü",
    ];
    bolero::check!()
        .with_type::<Vec<u8>>()
        .for_each(|picks: &Vec<u8>| {
            let text: String = picks
                .iter()
                .map(|&i| TOKENS[i as usize % TOKENS.len()])
                .collect();
            for arch in [Arch::Gfx942, Arch::Gfx1151, Arch::Gfx1250] {
                let _ = parse_text(&text, "f", Some(arch));
                let _ = decode(&text, &arch.profile());
            }
        });
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
    assert!(!d("v_add_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf").generic);
}

#[test]
fn hostile_code_objects_and_bundles_never_panic() {
    use wavebed_model::isa::{bundle, elf};
    bolero::check!().for_each(|bytes: &[u8]| {
        // Past the magic, class and machine checks, so the section and symbol
        // table walk sees the arbitrary bytes.
        let mut e = b"\x7fELF\x02\x01".to_vec();
        e.extend_from_slice(bytes);
        if e.len() > 0x13 {
            e[0x12] = 224;
            e[0x13] = 0;
        }
        let _ = elf::read(&e);
        let mut b = bundle::BUNDLE_MAGIC.to_vec();
        b.extend_from_slice(bytes);
        let _ = bundle::amdgpu_entries(&b);
    });
}

#[test]
fn device_functions_beside_amdhsa_kernels_are_not_kernels() {
    // clang -S of a kernel calling a noinline device function: both are
    // `@function`s, only the kernel has an `.amdhsa_kernel` block (and a `.kd`
    // in the code object), so the callee ends the kernel's range but is no kernel.
    let src = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n\
               \t.text\n\
               \t.type\tshade,@function\n\
               shade:\n\
               \ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n\
               \tv_mul_f32_e32 v0, 2.0, v0\n\
               \ts_setpc_b64 s[30:31]\n\
               \t.type\tk,@function\n\
               k:\n\
               \ts_getpc_b64 s[4:5]\n\
               \ts_swappc_b64 s[30:31], s[4:5]\n\
               \ts_endpgm\n\
               \t.amdhsa_kernel k\n\
               \t.end_amdhsa_kernel\n";
    let p = wavebed_model::isa::parse_text(src, "t", None).unwrap();
    let names: Vec<&str> = p.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(names, ["k"]);
    assert_eq!(p.kernels[0].instrs.len(), 3);
    // Without any `.amdhsa_kernel` block every `@function` is walked.
    let bare = src.split("\t.amdhsa_kernel").next().unwrap();
    let p = wavebed_model::isa::parse_text(bare, "t", None).unwrap();
    assert_eq!(p.kernels.len(), 2);
}
