; External shape `lds_transpose` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (lds_transpose)
; fact: ds_write, lgkmcnt(0), s_barrier, ds_read of the other wave's half: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_transpose
	.p2align	8
	.type	lds_transpose,@function
lds_transpose:
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 64, v0
	v_and_b32_e32 v2, 0x7f, v2
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v3, v3
	s_endpgm
.Lfunc_end0:
	.size	lds_transpose, .Lfunc_end0-lds_transpose
