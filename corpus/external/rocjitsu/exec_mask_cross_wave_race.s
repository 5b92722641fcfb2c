; External shape `exec_mask_cross_wave_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (exec_mask_cross_wave_race)
; fact: after a barrier, a partial-EXEC ds_write crosses into the next wave's bytes; lgkmcnt(0) without a second barrier does not order it with the other wave's read: an LDS race
; truth: race
; expect: clean
; expect[--assume lds-cross-wave=all]: race type=LDS
; class: convention lds-cross-wave=barriers (as lds_transpose_race)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	exec_mask_cross_wave_race
	.p2align	8
	.type	exec_mask_cross_wave_race,@function
exec_mask_cross_wave_race:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_u32_e32 vcc, 33, v0
	s_and_saveexec_b64 s[2:3], vcc
	ds_write_b32 v1, v0 offset:128
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	exec_mask_cross_wave_race, .Lfunc_end0-exec_mask_cross_wave_race
