; External shape `vgpr_waitcnt` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (vgpr_waitcnt)
; fact: a global load waited with vmcnt(0) before its result is stored: no race
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	vgpr_waitcnt
	.p2align	8
	.type	vgpr_waitcnt,@function
vgpr_waitcnt:
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v2, off
	s_endpgm
.Lfunc_end0:
	.size	vgpr_waitcnt, .Lfunc_end0-vgpr_waitcnt
