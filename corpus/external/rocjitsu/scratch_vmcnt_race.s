; External shape `scratch_vmcnt_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (scratch_vmcnt_race)
; fact: a load then one scratch store: vmcnt(2) waits for nothing, the load result races
; truth: race
; expect: race type=VGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	scratch_vmcnt_race
	.p2align	8
	.type	scratch_vmcnt_race,@function
scratch_vmcnt_race:
	global_load_dword v2, v[0:1], off
	scratch_store_byte v4, v5, off
	s_waitcnt vmcnt(2)
	global_store_dword v[8:9], v2, off
	s_endpgm
.Lfunc_end0:
	.size	scratch_vmcnt_race, .Lfunc_end0-scratch_vmcnt_race
