; External shape `lds_dma_unscoped` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt-unscoped.ll (test_waitcnt)
; fact: with LLVM's vmcnt(0) before the ds_read: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_dma_unscoped
	.p2align	8
	.type	lds_dma_unscoped,@function
lds_dma_unscoped:
	s_mov_b32 m0, s2
	v_mov_b32_e32 v0, 0
	global_load_lds_dword v0, s[4:5] offset:4
	v_mov_b32_e32 v1, s3
	s_waitcnt vmcnt(0)
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v2, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	lds_dma_unscoped, .Lfunc_end0-lds_dma_unscoped
