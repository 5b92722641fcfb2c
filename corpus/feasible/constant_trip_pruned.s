; Pruning rule "peeled iterations" (issue 32; docs/values.md section 13), gfx942: the shape of
; gfx942 `layer_norm.co` (aiter). A loop whose counter s53 starts at 0 and whose exit test
; `s53 == 1` comes before the wait: it runs exactly twice, and only the second iteration exits,
; after the first has waited for the load. The header's join holds s53 in [0, 1], which decides
; nothing; peeling the first iteration computes it from s53 = 0 (its exit never taken) and the
; loop from s53 = 1 (its exit always taken, its back edge never), so no path reads v1 before
; the wait.
; Twin: constant_trip_kept.s (the exit value is a kernel argument: undecided, the race stays).
; expect: 0 races
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	constant_trip_pruned
	.p2align	8
	.type	constant_trip_pruned,@function
constant_trip_pruned:
	s_load_dword s10, s[0:1], 0x0
	s_mov_b32 s53, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v[4:5], off
.Lloop:
	v_add_u32_e32 v6, 1, v6
	s_cmp_eq_u32 s53, 1
	s_cbranch_scc1 .Ldone
	s_waitcnt vmcnt(0)
	s_add_u32 s53, s53, 1
	s_branch .Lloop
.Ldone:
	v_add_u32_e32 v6, v1, v6
	global_store_dword v[4:5], v6, off
	s_endpgm
.Lfunc_end0:
	.size	constant_trip_pruned, .Lfunc_end0-constant_trip_pruned
