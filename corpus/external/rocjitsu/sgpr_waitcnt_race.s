; External shape `sgpr_waitcnt_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (sgpr_waitcnt_race)
; fact: without the wait s_add_u32 reads the SGPR the scalar load still writes: an SGPR race
; truth: race
; expect: race access=read type=SGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	sgpr_waitcnt_race
	.p2align	8
	.type	sgpr_waitcnt_race,@function
sgpr_waitcnt_race:
	s_load_dword s4, s[0:1], 0x0
	s_add_u32 s4, s4, 1
	s_endpgm
.Lfunc_end0:
	.size	sgpr_waitcnt_race, .Lfunc_end0-sgpr_waitcnt_race
