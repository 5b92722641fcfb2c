; External shape `gfx1100_waw_load_then_sample_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp ("RAW always needs an s_waitcnt. WAW needs an s_waitcnt unless the previous write and this write are the same type of VMEM instruction"; getVmemType: sampler, BVH, other); llc-22 -run-pass=si-insert-waitcnts inserts S_WAITCNT 1015 (gfx1100) / 16240 (gfx1030), i.e. vmcnt(0), between GLOBAL_LOAD_DWORD and IMAGE_SAMPLE of one VGPR
; fact: a global load then an image sample into the same VGPR with no wait between: loads of different VMEM types may write their results out of order, so the final value may be the older load's
; truth: race
; expect: race access=write
; expect[--model seed]: race access=write
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_waw_load_then_sample_race
	.p2align	8
	.type	gfx1100_waw_load_then_sample_race,@function
gfx1100_waw_load_then_sample_race:
	global_load_b32 v1, v[2:3], off
	image_sample v1, v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_waw_load_then_sample_race, .Lfunc_end0-gfx1100_waw_load_then_sample_race
