; External shape `dual_offset_lds_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (dual_offset_lds_race)
; fact: ds_write2_b32 then lgkmcnt(0) and no barrier before wave 1 reads wave 0's dwords: an LDS race
; truth: race
; expect: clean
; expect[--assume lds-cross-wave=all]: race type=LDS
; class: convention lds-cross-wave=barriers (as lds_transpose_race)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	dual_offset_lds_race
	.p2align	8
	.type	dual_offset_lds_race,@function
dual_offset_lds_race:
	v_lshlrev_b32_e32 v1, 3, v0
	v_subrev_u32_e32 v2, 64, v0
	v_lshlrev_b32_e32 v2, 3, v2
	ds_write2_b32 v1, v0, v3 offset1:1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v4, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v4, v4
	s_endpgm
.Lfunc_end0:
	.size	dual_offset_lds_race, .Lfunc_end0-dual_offset_lds_race
