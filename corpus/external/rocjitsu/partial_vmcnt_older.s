; External shape `partial_vmcnt_older` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (partial_vmcnt_race, the safe operand)
; fact: vmcnt(1) after two in-order VMEM loads completes the older: reading only it is safe
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	partial_vmcnt_older
	.p2align	8
	.type	partial_vmcnt_older,@function
partial_vmcnt_older:
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[4:5], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	partial_vmcnt_older, .Lfunc_end0-partial_vmcnt_older
