; External shape `sgpr_waitcnt` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (sgpr_waitcnt)
; fact: s_load_dword waited with lgkmcnt(0) before s_add_u32 reads it: no race
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	sgpr_waitcnt
	.p2align	8
	.type	sgpr_waitcnt,@function
sgpr_waitcnt:
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s4, 1
	s_endpgm
.Lfunc_end0:
	.size	sgpr_waitcnt, .Lfunc_end0-sgpr_waitcnt
