; rocJITsu's race-expected twin of flat_lds_aperture_clean.s (issue 32), gfx942: the FLAT load
; from the LDS aperture is waited for with `s_waitcnt vmcnt(0)` only. It counts on lgkmcnt, so
; its result is read while it may be in flight: a race in every reading, now reported on the
; lgkmcnt token alone.
; expect: 1 race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_lds_aperture_race
	.p2align	8
	.type	flat_lds_aperture_race,@function
flat_lds_aperture_race:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b64 s[0:1], src_shared_base
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, s1
	s_waitcnt lgkmcnt(0)
	flat_load_dword v4, v[2:3]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v4, v4
	global_store_dword v2, v5, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	flat_lds_aperture_race, .Lfunc_end0-flat_lds_aperture_race
