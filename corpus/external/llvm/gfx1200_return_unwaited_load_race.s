; External shape `gfx1200_return_unwaited_load_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/docs/AMDGPUUsage.rst (calling convention); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (waits before returns, s_waitcnt 0 at a callee's entry)
; fact: gfx12: a returned load result needs s_wait_loadcnt 0 before s_setpc_b64
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx1200_return_unwaited_load_race
	.p2align	8
	.type	gfx1200_return_unwaited_load_race,@function
gfx1200_return_unwaited_load_race:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	global_load_b32 v0, v[0:1], off
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	gfx1200_return_unwaited_load_race, .Lfunc_end0-gfx1200_return_unwaited_load_race
