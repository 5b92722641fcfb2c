; The shape of rocJITsu's race tests that address LDS through a generic pointer built from the
; LDS aperture (ROCm/rocm-systems, rocJITsu race tests using `src_shared_base`; issue 32), gfx942:
; a FLAT store and load whose address has `src_shared_base`'s high dword reach LDS in every lane,
; so they count on lgkmcnt only (LLVM: `mayAccessVMEMThroughFlat` is false for an LDS-only FLAT;
; rocJITsu: the access reached LDS at run time). `s_waitcnt lgkmcnt(0)` completes the load.
; expect: clean (a race under every `flat=` reading before the value analysis placed the FLATs)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_lds_aperture_clean
	.p2align	8
	.type	flat_lds_aperture_clean,@function
flat_lds_aperture_clean:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_mov_b64 s[0:1], src_shared_base
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, s1
	flat_store_dword v[2:3], v0
	flat_load_dword v4, v[2:3] offset:4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v4, v4
	global_store_dword v2, v5, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	flat_lds_aperture_clean, .Lfunc_end0-flat_lds_aperture_clean
