; External shape `callee_entry_without_wait_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/docs/AMDGPUUsage.rst (calling convention); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (waits before returns, s_waitcnt 0 at a callee's entry)
; fact: a device function reading an argument register without LLVM's entry wait: under the callee convention the caller may have left it pending
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	callee_entry_without_wait_race
	.p2align	8
	.type	callee_entry_without_wait_race,@function
callee_entry_without_wait_race:
	v_add_u32_e32 v0, v0, v0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	callee_entry_without_wait_race, .Lfunc_end0-callee_entry_without_wait_race
