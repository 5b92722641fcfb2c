; External shape `gfx1030_vscnt_wait_not_vmcnt_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt-vmcnt-loop.mir; llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (VS_CNT holds VMEM_WRITE_ACCESS only)
; fact: s_waitcnt_vscnt null, 0 drains stores, not loads: the load result races
; truth: race
; expect: race type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_vscnt_wait_not_vmcnt_race
	.p2align	8
	.type	gfx1030_vscnt_wait_not_vmcnt_race,@function
gfx1030_vscnt_wait_not_vmcnt_race:
	global_store_dword v[4:5], v6, off
	global_load_dword v1, v[2:3], off
	s_waitcnt_vscnt null, 0x0
	v_add_f32_e32 v7, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_vscnt_wait_not_vmcnt_race, .Lfunc_end0-gfx1030_vscnt_wait_not_vmcnt_race
