; External shape `lds_same_wave_order` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (lds_same_wave_order)
; fact: a DS write then a DS read of the same wave need no wait between them (LDS operations of a wave are in order); lgkmcnt(0) before the use
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_same_wave_order
	.p2align	8
	.type	lds_same_wave_order,@function
lds_same_wave_order:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b8 v1, v2
	ds_read_u8 v3, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v3, v3
	s_endpgm
.Lfunc_end0:
	.size	lds_same_wave_order, .Lfunc_end0-lds_same_wave_order
