; External shape `gfx1100_ds_bvh_stack_address` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm-mc-22 -show-inst (DS_BVH_STACK_RTN_B32_gfx11)
; fact: the same read after s_waitcnt lgkmcnt(0): no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_ds_bvh_stack_address
	.p2align	8
	.type	gfx1100_ds_bvh_stack_address,@function
gfx1100_ds_bvh_stack_address:
	ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_ds_bvh_stack_address, .Lfunc_end0-gfx1100_ds_bvh_stack_address
