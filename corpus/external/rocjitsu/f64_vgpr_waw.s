; External shape `f64_vgpr_waw` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (f64_vgpr_waw)
; fact: v_fma_f64 writes the pair a 64-bit load still writes: a write race
; truth: race
; expect: race access=write
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	f64_vgpr_waw
	.p2align	8
	.type	f64_vgpr_waw,@function
f64_vgpr_waw:
	global_load_dwordx2 v[0:1], v[4:5], off
	v_fma_f64 v[0:1], v[2:3], 1.0, 1.0
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	f64_vgpr_waw, .Lfunc_end0-f64_vgpr_waw
