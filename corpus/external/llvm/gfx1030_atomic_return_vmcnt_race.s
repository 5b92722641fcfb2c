; External shape `gfx1030_atomic_return_vmcnt_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (a returning atomic is a VMEM read access: vmcnt, not vscnt)
; fact: global_atomic_add with glc returns on vmcnt: waiting vscnt leaves its result pending
; truth: race
; expect: race type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_atomic_return_vmcnt_race
	.p2align	8
	.type	gfx1030_atomic_return_vmcnt_race,@function
gfx1030_atomic_return_vmcnt_race:
	global_atomic_add v1, v[2:3], v4, off glc
	s_waitcnt_vscnt null, 0x0
	v_add_nc_u32_e32 v5, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_atomic_return_vmcnt_race, .Lfunc_end0-gfx1030_atomic_return_vmcnt_race
