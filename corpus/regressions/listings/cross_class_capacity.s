; wavebed counter regression: cross-class capacity: an s_load issued on a full lgkmcnt retires the oldest LDS read
; 15 outstanding LDS reads fill lgkmcnt; the s_load stalls until one completes, and LDS completes in order, so the oldest read is done. The seed model (rocJITsu's capacity fix, docs/counters.md section 5) applies back-pressure to the issuing class only.
; expect: legacy=false_positive seed=false_positive exact=agree
; cause: cross-class capacity
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	ds_read_b32 v1, v6
	ds_read_b32 v8, v6
	ds_read_b32 v9, v6
	ds_read_b32 v10, v6
	ds_read_b32 v11, v6
	ds_read_b32 v8, v6
	ds_read_b32 v9, v6
	ds_read_b32 v10, v6
	ds_read_b32 v11, v6
	ds_read_b32 v8, v6
	ds_read_b32 v9, v6
	ds_read_b32 v10, v6
	ds_read_b32 v11, v6
	ds_read_b32 v8, v6
	ds_read_b32 v9, v6
	s_load_dword s16, s[4:5], 0x0
	v_add_u32_e32 v20, v1, v1
	s_endpgm
