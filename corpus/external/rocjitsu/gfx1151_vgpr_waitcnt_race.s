; External shape `gfx1151_vgpr_waitcnt_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (vgpr_waitcnt_race)
; fact: wave32: a global load stored without a wait races (global_load_b32 -> global_store_b32)
; truth: race
; expect: race type=VGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_vgpr_waitcnt_race
	.p2align	8
	.type	gfx1151_vgpr_waitcnt_race,@function
gfx1151_vgpr_waitcnt_race:
	global_load_b32 v1, v[2:3], off
	s_nop 0
	global_store_b32 v[4:5], v1, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_vgpr_waitcnt_race, .Lfunc_end0-gfx1151_vgpr_waitcnt_race
