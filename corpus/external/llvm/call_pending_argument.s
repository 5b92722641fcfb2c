; External shape `call_pending_argument` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/docs/AMDGPUUsage.rst (calling convention); llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (waits before returns, s_waitcnt 0 at a callee's entry); docs/paths.md section 10
; fact: a kernel calls a device function with an argument still loading: LLVM waits at the callee's entry, so under the callee convention the call site is clean; under `--assume call-args=caller` it races
; truth: clean
; expect: clean
; expect[--assume call-args=caller]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	call_pending_argument
	.p2align	8
	.type	call_pending_argument,@function
call_pending_argument:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, callee@rel32@lo+4
	s_addc_u32 s5, s5, callee@rel32@hi+12
	global_load_dword v0, v[2:3], off
	s_swappc_b64 s[30:31], s[4:5]
	s_endpgm
.Lfunc_end0:
	.size	call_pending_argument, .Lfunc_end0-call_pending_argument
	.globl	callee
	.p2align	2
	.type	callee,@function
callee:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_u32_e32 v0, v0, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	callee, .Lfunc_end1-callee
	.rodata
	.p2align	6
	.amdhsa_kernel call_pending_argument
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
