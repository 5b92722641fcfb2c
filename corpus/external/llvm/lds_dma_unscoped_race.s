; External shape `lds_dma_unscoped_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt-unscoped.ll (test_waitcnt: "inserts S_WAITCNT VMCNT(0) before DS_READ")
; fact: a global_load_lds_dword into an LDS pointer the code cannot resolve, then a ds_read of another unresolved pointer: LLVM waits vmcnt(0); without it the read may see the DMA's bytes unwritten
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_dma_unscoped_race
	.p2align	8
	.type	lds_dma_unscoped_race,@function
lds_dma_unscoped_race:
	s_mov_b32 m0, s2
	v_mov_b32_e32 v0, 0
	global_load_lds_dword v0, s[4:5] offset:4
	v_mov_b32_e32 v1, s3
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v2, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	lds_dma_unscoped_race, .Lfunc_end0-lds_dma_unscoped_race
