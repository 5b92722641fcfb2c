; Wait mutation on gfx1151's single-counter waits, answers known by hand.
; W1 `s_waitcnt_lgkmcnt null, 0` guards the LDS result v4, W2
; `s_waitcnt_vmcnt null, 0` the loaded v1. Each has two mutants (removed,
; count 1) and each mutant lets its producer stay outstanding at the
; v_add: waits=2 redundant_waits=0 mutants=4 effective_mutants=4.
; seed and exact detect all 4. legacy decodes every wait immediate as a
; combined s_waitcnt, so the other wait's immediate 0 drains both counters
; and it detects none (legacy_detected=0).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	mutate_gfx1151
	.type	mutate_gfx1151,@function
mutate_gfx1151:
	global_load_b32 v1, v[2:3], off
	ds_load_b32 v4, v0
	s_waitcnt_lgkmcnt null, 0
	s_waitcnt_vmcnt null, 0
	v_add_f32_e32 v5, v1, v4
	global_store_b32 v[2:3], v5, off
	s_endpgm
