; External shape `gfx12_ds_bvh_stack_push_address_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm-mc-22 -show-inst: DS_BVH_STACK_PUSH4_POP1_RTN_B32 (gfx12) lists its address VGPR twice (a def and a use)
; fact: gfx12's ds_bvh_stack_push4_pop1_rtn_b32 returns the updated stack address in its address VGPR: reading it before s_wait_dscnt 0 races
; truth: race
; expect: race access=read type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_ds_bvh_stack_push_address_race
	.p2align	8
	.type	gfx12_ds_bvh_stack_push_address_race,@function
gfx12_ds_bvh_stack_push_address_race:
	ds_bvh_stack_push4_pop1_rtn_b32 v1, v2, v3, v[4:7]
	v_mov_b32_e32 v8, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx12_ds_bvh_stack_push_address_race, .Lfunc_end0-gfx12_ds_bvh_stack_push_address_race
