; A FLAT through the scratch aperture (`src_private_base`; issue 32), gfx942: it reaches
; scratch, a VMEM space, in every lane, so it counts on vmcnt only and `s_waitcnt vmcnt(0)`
; completes it (LLVM: `mayAccessLDSThroughFlat` is false for a private-only FLAT).
; expect: clean (a race under every `flat=` reading before the value analysis placed the FLAT)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_scratch_aperture_clean
	.p2align	8
	.type	flat_scratch_aperture_clean,@function
flat_scratch_aperture_clean:
	s_mov_b64 s[0:1], src_private_base
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, s1
	flat_load_dword v4, v[2:3]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v4, v4
	s_endpgm
.Lfunc_end0:
	.size	flat_scratch_aperture_clean, .Lfunc_end0-flat_scratch_aperture_clean
