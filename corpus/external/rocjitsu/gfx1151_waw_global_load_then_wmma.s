; External shape `gfx1151_waw_global_load_then_wmma` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (waw_global_load_then_wmma)
; fact: a WMMA writes v[0:7] while global_load_b128 v[0:3] is pending: a write race
; truth: race
; expect: race access=write
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_waw_global_load_then_wmma
	.p2align	8
	.type	gfx1151_waw_global_load_then_wmma,@function
gfx1151_waw_global_load_then_wmma:
	global_load_b128 v[0:3], v[24:25], off
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 0
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_waw_global_load_then_wmma, .Lfunc_end0-gfx1151_waw_global_load_then_wmma
