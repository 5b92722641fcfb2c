; External shape `gfx12_loadcnt_dscnt_split_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT)
; fact: gfx12 splits vmcnt/lgkmcnt: s_wait_loadcnt 0 leaves a DS load pending
; truth: race
; expect: race type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_loadcnt_dscnt_split_race
	.p2align	8
	.type	gfx12_loadcnt_dscnt_split_race,@function
gfx12_loadcnt_dscnt_split_race:
	global_load_b32 v1, v[2:3], off
	ds_load_b32 v4, v0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v5, v1, v4
	s_endpgm
.Lfunc_end0:
	.size	gfx12_loadcnt_dscnt_split_race, .Lfunc_end0-gfx12_loadcnt_dscnt_split_race
