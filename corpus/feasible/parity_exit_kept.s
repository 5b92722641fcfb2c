; Twin of parity_exit_pruned.s (docs/values.md section 14): the same loop, but the tail tests
; bit 1 of the tile count, `((s38 + 31) >> 5) & 2`, which the congruence of s39 mod 64 at the
; exits does not decide: the first half's exit (s38 = 1, say) reaches the read of v1 before
; the wait. The split finds no exit that decides the branch; the race stays.
; expect: 1 race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	parity_exit_kept
	.p2align	8
	.type	parity_exit_kept,@function
parity_exit_kept:
	s_load_dword s38, s[0:1], 0x0
	s_mov_b32 s39, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s39, s38
	s_cbranch_scc0 .Ldone
.Lloop:
	global_load_dword v1, v[4:5], off
	s_addk_i32 s39, 0x20
	s_cmp_lt_i32 s39, s38
	s_cbranch_scc0 .Ltail
	s_waitcnt vmcnt(0)
	s_addk_i32 s39, 0x20
	s_cmp_lt_i32 s39, s38
	s_cbranch_scc0 .Ltail
	s_branch .Lloop
.Ltail:
	s_add_u32 s40, s38, 31
	s_lshr_b32 s40, s40, 5
	s_and_b32 s40, 2, s40
	s_cmp_lt_i32 s40, 1
	s_cbranch_scc0 .Lodd
	v_add_u32_e32 v6, v1, v6
	s_branch .Lstore
.Lodd:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v1, v6
.Lstore:
	global_store_dword v[4:5], v6, off
.Ldone:
	s_endpgm
.Lfunc_end0:
	.size	parity_exit_kept, .Lfunc_end0-parity_exit_kept
