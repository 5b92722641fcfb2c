; External shape `f64_vgpr_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (f64_vgpr_race)
; fact: a 64-bit load consumed by v_fma_f64 without a wait: a VGPR race on the pair
; truth: race
; expect: race access=read
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	f64_vgpr_race
	.p2align	8
	.type	f64_vgpr_race,@function
f64_vgpr_race:
	global_load_dwordx2 v[0:1], v[4:5], off
	s_nop 0
	v_fma_f64 v[2:3], v[0:1], 1.0, 1.0
	s_endpgm
.Lfunc_end0:
	.size	f64_vgpr_race, .Lfunc_end0-f64_vgpr_race
