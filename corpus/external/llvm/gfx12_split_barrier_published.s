; External shape `gfx12_split_barrier_published` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: issue 27 / AMDGPUUsage GFX12 memory model (s_barrier_signal is the publication point)
; fact: ds_store, s_wait_dscnt 0, s_barrier_signal -1, s_barrier_wait -1, then a read of another wave's bytes: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_split_barrier_published
	.p2align	8
	.type	gfx12_split_barrier_published,@function
gfx12_split_barrier_published:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_store_b32 v1, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v2, v1 offset:128
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx12_split_barrier_published, .Lfunc_end0-gfx12_split_barrier_published
