; Reduced from aiter gfx942/mla/mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co
; (0x26f8 .. 0x29d4): a VALU instruction in s_set_gpr_idx_on mode while a
; buffer load into v124 is outstanding. Its VGPR operands are relative to
; the index in s51, so it may read any VGPR: the models and the oracle alike
; report the load as racing (conservatively, docs/counters.md section 8), cause
; indexed-mode. A static trace cannot know the index, so this is a
; specification limit, not a missing wait.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	buffer_load_dword v124, v40, s[20:23], 0 offen
	s_set_gpr_idx_on s51, gpr_idx(SRC0)
	v_add_u32_e32 v36, v40, v3
	s_set_gpr_idx_off
	s_waitcnt vmcnt(0)
	s_endpgm
