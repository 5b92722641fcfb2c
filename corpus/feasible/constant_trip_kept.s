; Twin of constant_trip_pruned.s: the exit value is the kernel argument s10, so the first
; iteration may exit (s10 = 0) before the wait: peeling decides nothing, nothing is peeled, and
; the race through the first exit stays.
; expect: 1 race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	constant_trip_kept
	.p2align	8
	.type	constant_trip_kept,@function
constant_trip_kept:
	s_load_dword s10, s[0:1], 0x0
	s_mov_b32 s53, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v[4:5], off
.Lloop:
	v_add_u32_e32 v6, 1, v6
	s_cmp_eq_u32 s53, s10
	s_cbranch_scc1 .Ldone
	s_waitcnt vmcnt(0)
	s_add_u32 s53, s53, 1
	s_branch .Lloop
.Ldone:
	v_add_u32_e32 v6, v1, v6
	global_store_dword v[4:5], v6, off
	s_endpgm
.Lfunc_end0:
	.size	constant_trip_kept, .Lfunc_end0-constant_trip_kept
