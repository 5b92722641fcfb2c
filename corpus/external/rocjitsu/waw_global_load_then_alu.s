; External shape `waw_global_load_then_alu` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (waw_global_load_then_alu)
; fact: an ALU write to the VGPR a pending load will write: a VGPR write race
; truth: race
; expect: race access=write
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	waw_global_load_then_alu
	.p2align	8
	.type	waw_global_load_then_alu,@function
waw_global_load_then_alu:
	global_load_dword v2, v[0:1], off
	v_add_f32_e32 v2, v3, v3
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v2, off
	s_endpgm
.Lfunc_end0:
	.size	waw_global_load_then_alu, .Lfunc_end0-waw_global_load_then_alu
