; External shape `gfx1030_waw_bvh_then_load_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp ("RAW always needs an s_waitcnt. WAW needs an s_waitcnt unless the previous write and this write are the same type of VMEM instruction"; getVmemType: sampler, BVH, other); llc-22 -run-pass=si-insert-waitcnts inserts S_WAITCNT 1015 (gfx1100) / 16240 (gfx1030), i.e. vmcnt(0), between GLOBAL_LOAD_DWORD and IMAGE_SAMPLE of one VGPR
; fact: a BVH query then a buffer load into the same VGPRs: different VMEM types, a write-after-write race without a wait
; truth: race
; expect: race access=write
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_waw_bvh_then_load_race
	.p2align	8
	.type	gfx1030_waw_bvh_then_load_race,@function
gfx1030_waw_bvh_then_load_race:
	image_bvh_intersect_ray v[0:3], v[4:14], s[0:3]
	buffer_load_dword v0, v20, s[8:11], 0 offen
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v21, v0
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_waw_bvh_then_load_race, .Lfunc_end0-gfx1030_waw_bvh_then_load_race
