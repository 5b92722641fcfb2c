; External shape `gfx12_bvhcnt_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT)
; fact: a BVH intersection counts on bvhcnt: s_wait_loadcnt 0 leaves it pending
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_bvhcnt_race
	.p2align	8
	.type	gfx12_bvhcnt_race,@function
gfx12_bvhcnt_race:
	image_bvh_intersect_ray v[0:3], [v4, v5, v[6:8], v[9:11], v[12:14]], s[0:3]
	s_wait_loadcnt 0x0
	v_add_f32_e32 v20, v0, v0
	s_endpgm
.Lfunc_end0:
	.size	gfx12_bvhcnt_race, .Lfunc_end0-gfx12_bvhcnt_race
