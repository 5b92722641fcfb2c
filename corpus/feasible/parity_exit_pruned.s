; Pruning rule "split by the edges in" (issue 32; docs/values.md section 14), gfx942: the
; shape of gfx942 fmha_v3_fwd (aiter). A loop unrolled twice steps s39 by 32 against a bound
; s38 from a kernel argument and leaves from either half into one tail that dispatches on
; `((s38 + 31) >> 5) & 1`, the parity of the tile count. At every exit `s39 - s38` is in
; [0, 31] (the previous test let the loop continue with s39 < s38); the first half leaves with
; s39 = 32 mod 64 (an odd count), the second with 0 mod 64 (even). The first half's load of v1
; is waited for only on the second half's path and in the odd tail; the even tail reads v1 at
; once. Split per exit, each copy of the tail decides its branch: no path from the first
; half reaches the even tail's read.
; Twin: parity_exit_kept.s (the tail tests bit 1 of the count: undecided, the race stays).
; expect: 0 races
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	parity_exit_pruned
	.p2align	8
	.type	parity_exit_pruned,@function
parity_exit_pruned:
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
	s_and_b32 s40, 1, s40
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
	.size	parity_exit_pruned, .Lfunc_end0-parity_exit_pruned
