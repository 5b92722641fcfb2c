; External shape `gfx1151_lds_wave32_cross_wave_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (lds_wave32_cross_wave_race)
; fact: wave32: wave 1 reads what wave 0 wrote with no barrier between: an LDS race
; truth: race
; expect: clean
; expect[--assume lds-cross-wave=all]: race type=LDS
; class: convention lds-cross-wave=barriers (as lds_transpose_race)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_lds_wave32_cross_wave_race
	.p2align	8
	.type	gfx1151_lds_wave32_cross_wave_race,@function
gfx1151_lds_wave32_cross_wave_race:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_store_b32 v1, v0
	v_subrev_nc_u32_e32 v2, 32, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_load_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v3, v3
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_lds_wave32_cross_wave_race, .Lfunc_end0-gfx1151_lds_wave32_cross_wave_race
