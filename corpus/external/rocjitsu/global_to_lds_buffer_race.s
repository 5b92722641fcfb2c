; External shape `global_to_lds_buffer_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (global_to_lds_buffer_race)
; fact: buffer_load_dword ... lds then vmcnt(3), vmcnt(2), vmcnt(1) (none completes it) and a ds_read of the bytes it writes: an LDS race (the DMA writes LDS when it completes on vmcnt)
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	global_to_lds_buffer_race
	.p2align	8
	.type	global_to_lds_buffer_race,@function
global_to_lds_buffer_race:
	s_mov_b32 m0, 0
	v_lshlrev_b32_e32 v1, 2, v0
	buffer_load_dword v1, s[12:15], 0 offen lds
	s_waitcnt vmcnt(3)
	s_waitcnt vmcnt(2)
	s_waitcnt vmcnt(1)
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	global_to_lds_buffer_race, .Lfunc_end0-global_to_lds_buffer_race
