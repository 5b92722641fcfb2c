; wavebed counter regression: back-pressure: 15 younger LDS ops retire the oldest
; On gfx950 lgkmcnt holds 15; the 16th LDS issue stalls until the oldest LDS read completes (native MI355X probes). Legacy has no back-pressure.
; expect: legacy=false_positive seed=agree exact=agree
; cause: no back-pressure
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
	ds_read_b32 v10, v6
	v_add_u32_e32 v20, v1, v1
	s_endpgm
