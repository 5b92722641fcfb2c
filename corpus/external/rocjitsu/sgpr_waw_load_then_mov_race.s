; External shape `sgpr_waw_load_then_mov_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems PR #9470 (SGPR write-after-write), hip_race_gfx950_test.hip
; fact: s_mov_b32 writes the SGPR a pending s_load_dword writes: an SGPR write-after-write race
; truth: race
; expect: race access=write type=SGPR
; expect[--model seed]: race
; expect[--model legacy]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	sgpr_waw_load_then_mov_race
	.p2align	8
	.type	sgpr_waw_load_then_mov_race,@function
sgpr_waw_load_then_mov_race:
	s_load_dword s4, s[0:1], 0x0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s5, s4, 1
	s_endpgm
.Lfunc_end0:
	.size	sgpr_waw_load_then_mov_race, .Lfunc_end0-sgpr_waw_load_then_mov_race
