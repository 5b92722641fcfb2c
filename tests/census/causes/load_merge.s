; From clang-22's gfx1151 output for corpus/kernels/src/mfma_gemm.hip: two
; 16-bit loads into the low and high halves of v14, back to back. The
; `_d16_hi` load keeps the low half, so counters.md makes it read v14 at
; issue while the first load is outstanding: every model and the oracle
; report 1 race, cause load-merge. The merge happens when the second load
; lands, after the first (same ordered class), so no real hazard: a
; specification gap (counters.md section 7, byte-granular registers).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	global_load_d16_b16 v14, v[24:25], off
	global_load_d16_hi_b16 v14, v[26:27], off
	s_waitcnt vmcnt(0)
	v_pk_add_f16 v0, v14, v14
	s_endpgm
