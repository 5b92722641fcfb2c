; External shape `gfx1030_atomic_return_vmcnt` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (returning atomic on vmcnt)
; fact: the same waited with vmcnt(0): no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_atomic_return_vmcnt
	.p2align	8
	.type	gfx1030_atomic_return_vmcnt,@function
gfx1030_atomic_return_vmcnt:
	global_atomic_add v1, v[2:3], v4, off glc
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v5, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_atomic_return_vmcnt, .Lfunc_end0-gfx1030_atomic_return_vmcnt
