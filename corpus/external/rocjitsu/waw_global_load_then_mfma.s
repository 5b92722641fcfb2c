; External shape `waw_global_load_then_mfma` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (waw_global_load_then_mfma)
; fact: an MFMA writes v[0:3] while global_load_dwordx4 v[0:3] is pending: a write race
; truth: race
; expect: race access=write
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	waw_global_load_then_mfma
	.p2align	8
	.type	waw_global_load_then_mfma,@function
waw_global_load_then_mfma:
	global_load_dwordx4 v[0:3], v[8:9], off
	v_mfma_f32_4x4x1_16b_f32 v[0:3], v4, v5, 0
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	waw_global_load_then_mfma, .Lfunc_end0-waw_global_load_then_mfma
