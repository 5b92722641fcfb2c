; External shape `exec_mask_cross_wave` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (exec_mask_cross_wave)
; fact: the same with a barrier after the lgkmcnt(0): no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	exec_mask_cross_wave
	.p2align	8
	.type	exec_mask_cross_wave,@function
exec_mask_cross_wave:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_u32_e32 vcc, 33, v0
	s_and_saveexec_b64 s[2:3], vcc
	ds_write_b32 v1, v0 offset:128
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	exec_mask_cross_wave, .Lfunc_end0-exec_mask_cross_wave
