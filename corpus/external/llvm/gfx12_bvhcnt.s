; External shape `gfx12_bvhcnt` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT)
; fact: s_wait_bvhcnt 0 completes it
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_bvhcnt
	.p2align	8
	.type	gfx12_bvhcnt,@function
gfx12_bvhcnt:
	image_bvh_intersect_ray v[0:3], [v4, v5, v[6:8], v[9:11], v[12:14]], s[0:3]
	s_wait_bvhcnt 0x0
	v_add_f32_e32 v20, v0, v0
	s_endpgm
.Lfunc_end0:
	.size	gfx12_bvhcnt, .Lfunc_end0-gfx12_bvhcnt
