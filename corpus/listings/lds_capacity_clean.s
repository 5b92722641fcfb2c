; The capacity boundary of docs/counters.md section 6 (gfx950): 15 LDS reads younger than the
; producer force it to complete (lgkmcnt holds 15), so its consumer is clean.
; exact and seed: 0 races; legacy, without back-pressure, reports one.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_capacity_clean
	.type	lds_capacity_clean,@function
lds_capacity_clean:
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v1, v0
	ds_read_b32 v2, v0 offset:4
	ds_read_b32 v3, v0 offset:8
	ds_read_b32 v4, v0 offset:12
	ds_read_b32 v5, v0 offset:16
	ds_read_b32 v6, v0 offset:20
	ds_read_b32 v7, v0 offset:24
	ds_read_b32 v8, v0 offset:28
	ds_read_b32 v9, v0 offset:32
	ds_read_b32 v10, v0 offset:36
	ds_read_b32 v11, v0 offset:40
	ds_read_b32 v12, v0 offset:44
	ds_read_b32 v13, v0 offset:48
	ds_read_b32 v14, v0 offset:52
	ds_read_b32 v15, v0 offset:56
	ds_read_b32 v16, v0 offset:60
	v_add_f32_e32 v17, v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v17, v17, v16
	global_store_dword v0, v17, s[0:1]
	s_endpgm
