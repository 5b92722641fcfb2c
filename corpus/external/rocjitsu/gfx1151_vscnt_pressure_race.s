; External shape `gfx1151_vscnt_pressure_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (vscnt_pressure_does_not_advance_vmcnt)
; fact: 63 stores count on vscnt and never push a load out of vmcnt: the load result read after them races
; truth: race
; expect: race
; expect[--assume backpressure=on]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_vscnt_pressure_race
	.p2align	8
	.type	gfx1151_vscnt_pressure_race,@function
gfx1151_vscnt_pressure_race:
	global_load_b32 v1, v[2:3], off
	.rept 63
	global_store_b32 v[6:7], v8, off
	.endr
	v_mov_b32_e32 v5, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_vscnt_pressure_race, .Lfunc_end0-gfx1151_vscnt_pressure_race
