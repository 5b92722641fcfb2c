; wavebed counter regression: an all-ones wait retires nothing, even past capacity with mixed classes
; The legacy queue holds 16 lgkm events, so lgkmcnt(15) retires its oldest (the LDS read); on hardware the 16th issue may have retired an s_load instead.
; expect: legacy=missed_race seed=agree exact=agree
; cause: all-ones wait
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	ds_read_b32 v1, v6
	s_load_dword s16, s[4:5], 0x0
	s_load_dword s17, s[4:5], 0x0
	s_load_dword s18, s[4:5], 0x0
	s_load_dword s19, s[4:5], 0x0
	s_load_dword s20, s[4:5], 0x0
	s_load_dword s21, s[4:5], 0x0
	s_load_dword s22, s[4:5], 0x0
	s_load_dword s23, s[4:5], 0x0
	s_load_dword s24, s[4:5], 0x0
	s_load_dword s25, s[4:5], 0x0
	s_load_dword s26, s[4:5], 0x0
	s_load_dword s27, s[4:5], 0x0
	s_load_dword s28, s[4:5], 0x0
	s_load_dword s29, s[4:5], 0x0
	s_load_dword s30, s[4:5], 0x0
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	v_add_u32_e32 v20, v1, v1
	s_endpgm
