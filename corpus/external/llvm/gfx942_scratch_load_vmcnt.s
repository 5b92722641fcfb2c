; External shape `gfx942_scratch_load_vmcnt` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (scratch_* never reach LDS: mayAccessLDSThroughFlat is false for them, so no lgkmcnt wait)
; fact: a scratch load waited with vmcnt(0) alone: no race (unlike a generic FLAT)
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	gfx942_scratch_load_vmcnt
	.p2align	8
	.type	gfx942_scratch_load_vmcnt,@function
gfx942_scratch_load_vmcnt:
	scratch_load_dword v1, off, s0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx942_scratch_load_vmcnt, .Lfunc_end0-gfx942_scratch_load_vmcnt
