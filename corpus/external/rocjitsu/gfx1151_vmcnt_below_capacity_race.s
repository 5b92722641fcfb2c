; External shape `gfx1151_vmcnt_below_capacity_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (vmcnt_below_capacity_race)
; fact: a load followed by 62 younger loads: the oldest may still be pending, a race under every reading
; truth: race
; expect: race
; expect[--assume backpressure=on]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_vmcnt_below_capacity_race
	.p2align	8
	.type	gfx1151_vmcnt_below_capacity_race,@function
gfx1151_vmcnt_below_capacity_race:
	global_load_b32 v1, v[2:3], off
	.rept 62
	global_load_b32 v4, v[2:3], off
	.endr
	v_mov_b32_e32 v5, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_vmcnt_below_capacity_race, .Lfunc_end0-gfx1151_vmcnt_below_capacity_race
