; External shape `lds_transpose_race` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (lds_transpose_race)
; fact: the same without s_barrier: wave 0 reads wave 1's half before it is written, an LDS race (lgkmcnt(0) drains only the wave's own writes)
; truth: race
; expect: clean
; expect[--assume lds-cross-wave=all]: race type=LDS
; class: convention lds-cross-wave=barriers (docs/assumptions.md): across waves only accesses a barrier separates are judged; `--assume lds-cross-wave=all` reports it
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_transpose_race
	.p2align	8
	.type	lds_transpose_race,@function
lds_transpose_race:
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 64, v0
	v_and_b32_e32 v2, 0x7f, v2
	v_lshlrev_b32_e32 v2, 2, v2
	ds_write_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v3, v3
	s_endpgm
.Lfunc_end0:
	.size	lds_transpose_race, .Lfunc_end0-lds_transpose_race
