; External shape `global_to_lds_buffer` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (global_to_lds_buffer)
; fact: buffer_load_dword ... lds, vmcnt(0), barrier, ds_read of the bytes: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	global_to_lds_buffer
	.p2align	8
	.type	global_to_lds_buffer,@function
global_to_lds_buffer:
	s_mov_b32 m0, 0
	v_lshlrev_b32_e32 v1, 2, v0
	buffer_load_dword v1, s[12:15], 0 offen lds
	s_waitcnt vmcnt(0)
	s_barrier
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	global_to_lds_buffer, .Lfunc_end0-global_to_lds_buffer
