; wavebed counter regression: a partial wait proves nothing about another class
; lgkmcnt(1) proves the LDS read complete (its class holds 1), not the older s_load (UNORDERED); legacy retires the oldest event whatever its class.
; expect: legacy=missed_race seed=agree exact=agree
; cause: partial wait across classes
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	s_load_dword s3, s[4:5], 0x0
	ds_read_b32 v1, v6
	s_waitcnt lgkmcnt(1)
	s_add_u32 s20, s3, s3
	s_endpgm
