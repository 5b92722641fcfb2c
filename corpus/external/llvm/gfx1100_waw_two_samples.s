; External shape `gfx1100_waw_two_samples` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp ("RAW always needs an s_waitcnt. WAW needs an s_waitcnt unless the previous write and this write are the same type of VMEM instruction"; getVmemType: sampler, BVH, other); llc-22 -run-pass=si-insert-waitcnts inserts S_WAITCNT 1015 (gfx1100) / 16240 (gfx1030), i.e. vmcnt(0), between GLOBAL_LOAD_DWORD and IMAGE_SAMPLE of one VGPR
; fact: two image samples of one VGPR are the same VMEM type: they write in order, no wait needed
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_waw_two_samples
	.p2align	8
	.type	gfx1100_waw_two_samples,@function
gfx1100_waw_two_samples:
	image_sample v1, v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	image_sample v1, v[6:7], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_waw_two_samples, .Lfunc_end0-gfx1100_waw_two_samples
