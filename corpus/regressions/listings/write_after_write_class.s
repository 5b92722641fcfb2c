; wavebed counter regression: write-after-write between a VMEM and a FLAT load
; Both are VMEM reads to legacy, which suppresses the check; but FLAT is UNORDERED, so the older global_load may land after the flat_load and clobber v1.
; expect: legacy=missed_race seed=agree exact=agree
; cause: write-after-write class
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	global_load_dword v1, v[4:5], off
	flat_load_dword v1, v[4:5]
	s_endpgm
