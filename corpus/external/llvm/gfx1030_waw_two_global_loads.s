; External shape `gfx1030_waw_two_global_loads` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp ("RAW always needs an s_waitcnt. WAW needs an s_waitcnt unless the previous write and this write are the same type of VMEM instruction"; getVmemType: sampler, BVH, other); llc-22 -run-pass=si-insert-waitcnts inserts S_WAITCNT 1015 (gfx1100) / 16240 (gfx1030), i.e. vmcnt(0), between GLOBAL_LOAD_DWORD and IMAGE_SAMPLE of one VGPR
; fact: two global loads of one VGPR are the same VMEM type: in order, no wait needed
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_waw_two_global_loads
	.p2align	8
	.type	gfx1030_waw_two_global_loads,@function
gfx1030_waw_two_global_loads:
	global_load_dword v1, v[2:3], off
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_waw_two_global_loads, .Lfunc_end0-gfx1030_waw_two_global_loads
