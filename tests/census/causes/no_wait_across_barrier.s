; Reduced from aiter gfx942/fmha_v3_bwd/bwd_hd128_dq_convert_*.co (0x23fc):
; an LDS read stored to global memory after an s_barrier, with no
; lgkmcnt wait. gfx942/gfx950 have back-off barriers, so s_barrier does not
; wait for the wave's own memory counters: a real missing
; `s_waitcnt lgkmcnt(0)`, masked in practice by the barrier's latency.
; Every model and the oracle: 1 race, cause no-wait-across-barrier.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	ds_read_b32 v16, v20
	ds_read_b32 v17, v21
	s_barrier
	s_nop 1
	buffer_store_dword v16, v7, s[16:19], 0 offen
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v17, v7, s[16:19], 0 offen offset:4
	s_endpgm
