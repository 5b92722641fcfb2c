; External shape `gfx12_split_barrier_unpublished_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: issue 27 (gfx12 split barriers follow the same logic with the signal as the publication point)
; fact: the same without the s_wait_dscnt before the signal: the write is unpublished at the barrier
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_split_barrier_unpublished_race
	.p2align	8
	.type	gfx12_split_barrier_unpublished_race,@function
gfx12_split_barrier_unpublished_race:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_store_b32 v1, v0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v2, v1 offset:128
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx12_split_barrier_unpublished_race, .Lfunc_end0-gfx12_split_barrier_unpublished_race
