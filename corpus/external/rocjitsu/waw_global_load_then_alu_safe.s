; External shape `waw_global_load_then_alu_safe` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (waw_global_load_then_alu_safe)
; fact: the same overwrite after vmcnt(0): no race
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	waw_global_load_then_alu_safe
	.p2align	8
	.type	waw_global_load_then_alu_safe,@function
waw_global_load_then_alu_safe:
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v3, v3
	global_store_dword v[4:5], v2, off
	s_endpgm
.Lfunc_end0:
	.size	waw_global_load_then_alu_safe, .Lfunc_end0-waw_global_load_then_alu_safe
