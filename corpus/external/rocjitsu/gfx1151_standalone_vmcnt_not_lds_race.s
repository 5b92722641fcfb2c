; External shape `gfx1151_standalone_vmcnt_not_lds_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (standalone_vmcnt_does_not_wait_for_lds)
; fact: s_waitcnt_vmcnt does not drain a DS read: ds_load_b32 -> global_store_b32 races
; truth: race
; expect: race type=VGPR
; expect[--model seed]: race
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_standalone_vmcnt_not_lds_race
	.p2align	8
	.type	gfx1151_standalone_vmcnt_not_lds_race,@function
gfx1151_standalone_vmcnt_not_lds_race:
	ds_load_b32 v1, v0
	s_waitcnt_vmcnt null, 0x0
	global_store_b32 v[4:5], v1, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_standalone_vmcnt_not_lds_race, .Lfunc_end0-gfx1151_standalone_vmcnt_not_lds_race
