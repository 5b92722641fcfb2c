//! Each producer's listing format: clang -S, llvm-objdump, bare listings; labels, branch targets, directives and what counts as a kernel.

use super::*;

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

#[test]
fn program_counts_only_kernel_instructions() {
    let p: Program = parse_text(CLANG_S, "k", None).unwrap();
    assert_eq!(p.kernels.iter().map(|k| k.instrs.len()).sum::<usize>(), 10);
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
    // Without any `.amdhsa_kernel` block every `@function` is a kernel,
    // except code that returns to a caller and never ends the program: a
    // device function (docs/paths.md section 3).
    let bare = src.split("\t.amdhsa_kernel").next().unwrap();
    let p = wavebed_model::isa::parse_text(bare, "t", None).unwrap();
    let names: Vec<&str> = p.kernels.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(names, ["k"]);
    let names: Vec<&str> = p.functions.iter().map(|k| k.symbol.as_str()).collect();
    assert_eq!(names, ["shade"]);
}
