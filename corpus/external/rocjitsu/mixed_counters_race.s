; External shape `mixed_counters_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (mixed_counters_race)
; fact: vmcnt(0) drains the global load but not the scalar load on lgkmcnt: v_cvt_f32_i32 of the SGPR races
; truth: race
; expect: race type=SGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	mixed_counters_race
	.p2align	8
	.type	mixed_counters_race,@function
mixed_counters_race:
	global_load_dword v2, v[0:1], off
	s_load_dword s4, s[6:7], 0x0
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v3, s4
	v_add_f32_e32 v3, v2, v3
	s_endpgm
.Lfunc_end0:
	.size	mixed_counters_race, .Lfunc_end0-mixed_counters_race
