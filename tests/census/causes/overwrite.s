; Reduced from aiter gfx942/fmoe/gelu/fmoe_bf16_pertokenFp8_g1u1_multix_*.co
; (0x34f0 .. 0x36cc): a buffer load into v44 whose value is never waited
; for; v44 is reused as a temporary while the load may still land.
; Races: v_lshrrev (write after write: overwrite), v_mul (reads v44 while
; the load may still write it: no-wait), v_and (overwrite).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	buffer_load_dword v43, v10, s[32:35], 0 offen
	buffer_load_dword v44, v11, s[32:35], 0 offen
	v_lshrrev_b32_e32 v44, 4, v0
	v_mul_i32_i24_e32 v3, 34, v44
	v_and_b32_e32 v44, 15, v0
	s_endpgm
