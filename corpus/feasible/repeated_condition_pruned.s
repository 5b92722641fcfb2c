; Pruning rule "repeated condition" (issue 32; docs/values.md section 6), gfx942: a uniform
; condition tested twice. The first test skips the kernel when s4 = 0, so on its fall-through
; edge the value analysis narrows s4 to [1, 2^32 - 1], and the second `s_cmp_eq_u32 s4, 0`
; is decided (SCC = 0): its branch to the read before the wait is never taken.
; Twin: repeated_condition_kept.s (s4 changes in between: undecided, the race stays).
; expect: 0 races
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	repeated_condition_pruned
	.p2align	8
	.type	repeated_condition_pruned,@function
repeated_condition_pruned:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Ldone
	global_load_dword v1, v[2:3], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lread
	s_waitcnt vmcnt(0)
.Lread:
	v_add_u32_e32 v3, v1, v1
	global_store_dword v[2:3], v3, off
.Ldone:
	s_endpgm
.Lfunc_end0:
	.size	repeated_condition_pruned, .Lfunc_end0-repeated_condition_pruned
