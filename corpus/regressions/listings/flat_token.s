; wavebed counter regression: a FLAT load is complete only when both of its tokens are
; vmcnt(0) completes the vmcnt token; the lgkmcnt token may still be outstanding (clang-22 waits vmcnt(0) lgkmcnt(0)). Legacy retires the event from either queue.
; expect: legacy=missed_race seed=agree exact=agree
; cause: FLAT token
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v20, v2, v2
	s_endpgm
