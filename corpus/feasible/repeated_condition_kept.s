; Pruning rule "repeated condition" (issue 32; docs/values.md section 6), gfx942: a uniform
; condition tested twice. The first test skips the kernel when s4 = 0, so on its fall-through
; edge the value analysis narrows s4 to [1, 2^32 - 1], and the second `s_cmp_eq_u32 s4, 0`
; is decided (SCC = 0): its branch to the read before the wait is never taken.
; Twin of repeated_condition_pruned.s: here s4 changes between the tests (s4 += s5, s5 unknown),
; so the second test is undecided and the race through its taken edge stays.
; expect: 1 race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	repeated_condition_kept
	.p2align	8
	.type	repeated_condition_kept,@function
repeated_condition_kept:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Ldone
	global_load_dword v1, v[2:3], off
	s_add_u32 s4, s4, s5
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lread
	s_waitcnt vmcnt(0)
.Lread:
	v_add_u32_e32 v3, v1, v1
	global_store_dword v[2:3], v3, off
.Ldone:
	s_endpgm
.Lfunc_end0:
	.size	repeated_condition_kept, .Lfunc_end0-repeated_condition_kept
