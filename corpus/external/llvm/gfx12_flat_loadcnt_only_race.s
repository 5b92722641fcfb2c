; External shape `gfx12_flat_loadcnt_only_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (FLAT counts on LOAD_CNT and DS_CNT)
; fact: a FLAT load waited with s_wait_loadcnt 0 alone: its dscnt side may be pending
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_flat_loadcnt_only_race
	.p2align	8
	.type	gfx12_flat_loadcnt_only_race,@function
gfx12_flat_loadcnt_only_race:
	flat_load_b32 v1, v[2:3]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v4, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx12_flat_loadcnt_only_race, .Lfunc_end0-gfx12_flat_loadcnt_only_race
