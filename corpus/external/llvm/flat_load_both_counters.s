; External shape `flat_load_both_counters` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (flat_zero_waitcnt bb.4)
; fact: the wait LLVM emits, vmcnt(0) lgkmcnt(0), completes a FLAT load: no race
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_load_both_counters
	.p2align	8
	.type	flat_load_both_counters,@function
flat_load_both_counters:
	flat_load_dword v5, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v5
	s_endpgm
.Lfunc_end0:
	.size	flat_load_both_counters, .Lfunc_end0-flat_load_both_counters
