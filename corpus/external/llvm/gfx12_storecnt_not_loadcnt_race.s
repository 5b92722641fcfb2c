; External shape `gfx12_storecnt_not_loadcnt_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT)
; fact: s_wait_storecnt 0 drains stores only: a load result read after it races
; truth: race
; expect: race type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_storecnt_not_loadcnt_race
	.p2align	8
	.type	gfx12_storecnt_not_loadcnt_race,@function
gfx12_storecnt_not_loadcnt_race:
	global_store_b32 v[4:5], v6, off
	global_load_b32 v1, v[2:3], off
	s_wait_storecnt 0x0
	v_add_f32_e32 v7, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx12_storecnt_not_loadcnt_race, .Lfunc_end0-gfx12_storecnt_not_loadcnt_race
