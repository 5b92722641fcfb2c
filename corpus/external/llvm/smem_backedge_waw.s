; External shape `smem_backedge_waw` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (waitcnt_backedge, the CHECKed S_WAITCNT)
; fact: with LLVM's wait at the loop head the overwrite is ordered: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	smem_backedge_waw
	.p2align	8
	.type	smem_backedge_waw,@function
smem_backedge_waw:
	s_load_dwordx4 s[4:7], s[2:3], 0x20
.Lloop:
	s_waitcnt lgkmcnt(0)
	s_cselect_b64 s[10:11], -1, 0
	buffer_load_dword v1, v5, s[4:7], 0 offen
	s_load_dwordx2 s[10:11], s[0:1], 0x0
	s_cbranch_scc0 .Lloop
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	smem_backedge_waw, .Lfunc_end0-smem_backedge_waw
