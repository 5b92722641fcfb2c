; External shape `global_to_lds_buffer` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (global_to_lds_buffer)
; fact: buffer_load_dword ... lds into the wave's own 256-byte region (M0 = wave * 256, as the test sets it), vmcnt(0), barrier, ds_read of the bytes: no race (with one M0 for every wave the waves' loads would write the same bytes unordered: a proven cross-wave race, docs/lds.md section 15)
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	global_to_lds_buffer
	.p2align	8
	.type	global_to_lds_buffer,@function
global_to_lds_buffer:
	v_lshrrev_b32_e32 v4, 6, v0
	v_lshlrev_b32_e32 v4, 8, v4
	v_readfirstlane_b32 s4, v4
	s_mov_b32 m0, s4
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	buffer_load_dword v1, s[12:15], 0 offen lds
	s_waitcnt vmcnt(0)
	s_barrier
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	global_to_lds_buffer, .Lfunc_end0-global_to_lds_buffer
