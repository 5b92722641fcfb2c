; External shape `partial_vmcnt_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (partial_vmcnt_race)
; fact: two global loads, vmcnt(1) drains the oldest only: reading the younger races, reading the older is safe
; truth: race
; expect: race access=read
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	partial_vmcnt_race
	.p2align	8
	.type	partial_vmcnt_race,@function
partial_vmcnt_race:
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[4:5], off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v6, v2, v3
	s_endpgm
.Lfunc_end0:
	.size	partial_vmcnt_race, .Lfunc_end0-partial_vmcnt_race
