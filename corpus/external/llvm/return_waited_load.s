; External shape `return_waited_load` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/docs/AMDGPUUsage.rst (calling convention); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (waits before returns, s_waitcnt 0 at a callee's entry)
; fact: the same with LLVM's vmcnt(0) before the return: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	return_waited_load
	.p2align	8
	.type	return_waited_load,@function
return_waited_load:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	return_waited_load, .Lfunc_end0-return_waited_load
