; wavebed counter regression: a gfx11 single-counter wait drains its own counter only
; s_waitcnt_vmcnt null, 0 leaves the LDS read pending (docs/counters.md section 6); legacy decodes the immediate 0 as a combined s_waitcnt, lgkmcnt(0) included.
; expect: legacy=missed_race seed=agree exact=agree
; cause: single-counter wait
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	ds_load_b32 v1, v6
	s_waitcnt_vmcnt null, 0x0
	v_add_nc_u32_e32 v20, v1, v1
	s_endpgm
