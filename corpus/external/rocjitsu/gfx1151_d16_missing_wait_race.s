; External shape `gfx1151_d16_missing_wait_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (d16_global_load_missing_waitcnt_race)
; fact: a D16 load writes half of v1; storing v1 without a wait races
; truth: race
; expect: race type=VGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_d16_missing_wait_race
	.p2align	8
	.type	gfx1151_d16_missing_wait_race,@function
gfx1151_d16_missing_wait_race:
	global_load_d16_u8 v1, v[2:3], off
	s_nop 0
	global_store_b32 v[4:5], v1, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_d16_missing_wait_race, .Lfunc_end0-gfx1151_d16_missing_wait_race
