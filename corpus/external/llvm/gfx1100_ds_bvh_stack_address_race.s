; External shape `gfx1100_ds_bvh_stack_address_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm-mc-22 -show-inst: DS_BVH_STACK_RTN_B32_gfx11 lists its address VGPR twice (a def and a use); llvm/llvm-project llvm/lib/Target/AMDGPU/DSInstructions.td (DS_BVH_STACK: outs vdst and addr)
; fact: ds_bvh_stack_rtn_b32 returns the updated stack address in its address VGPR: reading that VGPR before lgkmcnt(0) races
; truth: race
; expect: race access=read type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_ds_bvh_stack_address_race
	.p2align	8
	.type	gfx1100_ds_bvh_stack_address_race,@function
gfx1100_ds_bvh_stack_address_race:
	ds_bvh_stack_rtn_b32 v1, v2, v3, v[4:7]
	v_mov_b32_e32 v8, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_ds_bvh_stack_address_race, .Lfunc_end0-gfx1100_ds_bvh_stack_address_race
