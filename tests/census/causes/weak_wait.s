; Reduced from aiter gfx950/fmha_v3_fwd/fwd_hd128_fp8.co (0x4368 .. 0x4a48):
; eight transposing LDS reads, then `s_waitcnt lgkmcnt(8)`, which lets all
; eight stay outstanding, then an MFMA reads the first four. The count is
; too high for this path (lgkmcnt(4) would do).
; Every model and the oracle: 4 races (one per read of v[20:27]), cause
; weak-wait.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	ds_read_b64_tr_b8 v[20:21], v219
	ds_read_b64_tr_b8 v[22:23], v219 offset:256
	ds_read_b64_tr_b8 v[24:25], v219 offset:512
	ds_read_b64_tr_b8 v[26:27], v219 offset:768
	s_waitcnt lgkmcnt(4)
	ds_read_b64_tr_b8 v[28:29], v219 offset:8320
	ds_read_b64_tr_b8 v[30:31], v219 offset:8576
	ds_read_b64_tr_b8 v[32:33], v219 offset:8832
	ds_read_b64_tr_b8 v[34:35], v219 offset:9088
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x64_f8f6f4 v[116:131], v[20:27], v[52:59], v[116:131]
	s_endpgm
