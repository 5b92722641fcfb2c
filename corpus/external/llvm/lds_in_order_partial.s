; External shape `lds_in_order_partial` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (LDS_ACCESS in order on lgkmcnt: a partial wait when only DS is pending)
; fact: two DS reads and lgkmcnt(1): the older has completed
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	lds_in_order_partial
	.p2align	8
	.type	lds_in_order_partial,@function
lds_in_order_partial:
	ds_read_b32 v1, v0
	ds_read_b32 v2, v0 offset:4
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v3, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	lds_in_order_partial, .Lfunc_end0-lds_in_order_partial
