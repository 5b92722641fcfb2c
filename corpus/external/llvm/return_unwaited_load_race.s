; External shape `return_unwaited_load_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/docs/AMDGPUUsage.rst (calling convention); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (waits before returns, s_waitcnt 0 at a callee's entry)
; fact: a device function returns a loaded value in v0: LLVM waits vmcnt(0) before s_setpc_b64; without it the caller receives a pending register
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	return_unwaited_load_race
	.p2align	8
	.type	return_unwaited_load_race,@function
return_unwaited_load_race:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	return_unwaited_load_race, .Lfunc_end0-return_unwaited_load_race
