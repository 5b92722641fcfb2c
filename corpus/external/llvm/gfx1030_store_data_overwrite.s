; External shape `gfx1030_store_data_overwrite` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (stores read their data at issue: no write-after-read wait for VMEM store data)
; fact: overwriting a store's data register right after it issues needs no wait
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_store_data_overwrite
	.p2align	8
	.type	gfx1030_store_data_overwrite,@function
gfx1030_store_data_overwrite:
	global_store_dword v[4:5], v6, off
	v_mov_b32_e32 v6, 0
	global_atomic_add v[4:5], v6, off
	v_mov_b32_e32 v6, 1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_store_data_overwrite, .Lfunc_end0-gfx1030_store_data_overwrite
