; External shape `gfx1030_flat_vmcnt_only_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (FLAT waits vmcnt and lgkmcnt); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp
; fact: gfx10: a FLAT load waited with vmcnt(0) only still has its lgkmcnt side pending
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_flat_vmcnt_only_race
	.p2align	8
	.type	gfx1030_flat_vmcnt_only_race,@function
gfx1030_flat_vmcnt_only_race:
	flat_load_dword v1, v[2:3]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_flat_vmcnt_only_race, .Lfunc_end0-gfx1030_flat_vmcnt_only_race
