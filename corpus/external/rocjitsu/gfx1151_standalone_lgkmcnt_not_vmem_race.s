; External shape `gfx1151_standalone_lgkmcnt_not_vmem_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (standalone_lgkmcnt_does_not_wait_for_vmem)
; fact: s_waitcnt_lgkmcnt does not drain a global load: a race
; truth: race
; expect: race type=VGPR
; expect[--model seed]: race
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_standalone_lgkmcnt_not_vmem_race
	.p2align	8
	.type	gfx1151_standalone_lgkmcnt_not_vmem_race,@function
gfx1151_standalone_lgkmcnt_not_vmem_race:
	global_load_b32 v1, v[2:3], off
	s_waitcnt_lgkmcnt null, 0x0
	global_store_b32 v[4:5], v1, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_standalone_lgkmcnt_not_vmem_race, .Lfunc_end0-gfx1151_standalone_lgkmcnt_not_vmem_race
