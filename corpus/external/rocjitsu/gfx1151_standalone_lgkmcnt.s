; External shape `gfx1151_standalone_lgkmcnt` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (standalone_lgkmcnt_waits_for_lds)
; fact: s_waitcnt_lgkmcnt null, 0 drains a DS read: no race
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_standalone_lgkmcnt
	.p2align	8
	.type	gfx1151_standalone_lgkmcnt,@function
gfx1151_standalone_lgkmcnt:
	ds_load_b32 v1, v0
	s_waitcnt_lgkmcnt null, 0x0
	global_store_b32 v[4:5], v1, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_standalone_lgkmcnt, .Lfunc_end0-gfx1151_standalone_lgkmcnt
