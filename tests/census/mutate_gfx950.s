; Wait mutation with answers known by hand (gfx950). Three waits:
;   W1 `s_waitcnt vmcnt(1)`: needed (v1 is read next). Mutants: removed,
;      vmcnt(2). Both let the v1 load stay outstanding: 2 effective.
;   W2 `s_waitcnt vmcnt(0) lgkmcnt(0)`: needed (v4 and v5 are read next).
;      Mutants: removed, vmcnt(1), lgkmcnt(1): 3 effective.
;   W3 `s_waitcnt vmcnt(0)`: redundant (nothing is outstanding). Mutants:
;      removed, vmcnt(1): none effective.
; waits=3 redundant_waits=1 mutants=7 effective_mutants=5; every model
; detects all 5 (legacy's total-minus-limit agrees with the oracle here).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	mutate_gfx950
	.type	mutate_gfx950,@function
mutate_gfx950:
	global_load_dword v1, v[2:3], off
	global_load_dword v4, v[2:3], off offset:4
	ds_read_b32 v5, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v1, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v7, v4, v5
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v7, off
	s_endpgm
