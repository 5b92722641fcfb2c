; External shape `vgpr_waitcnt_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (vgpr_waitcnt_race)
; fact: the same load with s_nop 0 instead of the wait: one VGPR read race, global_load_dword -> global_store_dword
; truth: race
; expect: race access=read type=VGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	vgpr_waitcnt_race
	.p2align	8
	.type	vgpr_waitcnt_race,@function
vgpr_waitcnt_race:
	global_load_dword v2, v[0:1], off
	s_nop 0
	global_store_dword v[4:5], v2, off
	s_endpgm
.Lfunc_end0:
	.size	vgpr_waitcnt_race, .Lfunc_end0-vgpr_waitcnt_race
