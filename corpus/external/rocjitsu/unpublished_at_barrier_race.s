; External shape `unpublished_at_barrier_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu docs/race-detector.md via issue 27 (ACTIVE -> WAVE_COMPLETE -> RETIRED at a barrier); ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (lds_cross_wave)
; fact: a DS write not drained (no lgkmcnt(0)) when its wave passes s_barrier, then read after it: only WAVE_COMPLETE writes retire at a barrier, so the read races
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	unpublished_at_barrier_race
	.p2align	8
	.type	unpublished_at_barrier_race,@function
unpublished_at_barrier_race:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v0
	s_barrier
	ds_read_b32 v2, v1 offset:256
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	unpublished_at_barrier_race, .Lfunc_end0-unpublished_at_barrier_race
