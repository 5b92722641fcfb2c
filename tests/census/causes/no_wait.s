; Reduced from aiter gfx942/fmoe/*blockscale*.co (0x5474 .. 0x5d74): an LDS
; read is the data of a global atomic 300 instructions later; only vmcnt
; waits run in between. A real missing `s_waitcnt lgkmcnt`, hidden in
; practice by the MFMA work in between.
; Every model and the oracle: 1 race, cause no-wait.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	ds_read_b32 v73, v5 offset:33792
	buffer_load_dwordx4 a[72:75], v50, s[12:15], 0 offen
	s_waitcnt vmcnt(0)
	global_atomic_pk_add_bf16 v88, v73, s[8:9] offset:256
	s_endpgm
