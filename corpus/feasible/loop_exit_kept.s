; Pruning rule "loop exit" (issue 32; docs/values.md section 6), gfx942: a loop with a constant
; trip count. Its exit edge (`s_cbranch_scc1 .Lloop` not taken) narrows the counter to
; s2 >= 4, so the tail's test "did no iteration run" (`s_cmp_eq_u32 s2, 0`) is decided: its
; branch to the read before the wait is never taken.
; Twin of loop_exit_pruned.s: the bound is the kernel argument s10, so the exit edge says only
; s2 >= s10 (any value): the tail test is undecided and the race through its taken edge stays.
; expect: 1 race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	loop_exit_kept
	.p2align	8
	.type	loop_exit_kept,@function
loop_exit_kept:
	s_load_dword s10, s[0:1], 0x0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
.Lloop:
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, v1, v6
	s_add_u32 s2, s2, 1
	s_cmp_lt_u32 s2, s10
	s_cbranch_scc1 .Lloop
	global_load_dword v1, v[4:5], off
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Lread
	s_waitcnt vmcnt(0)
.Lread:
	v_add_u32_e32 v6, v1, v6
	global_store_dword v[4:5], v6, off
	s_endpgm
.Lfunc_end0:
	.size	loop_exit_kept, .Lfunc_end0-loop_exit_kept
