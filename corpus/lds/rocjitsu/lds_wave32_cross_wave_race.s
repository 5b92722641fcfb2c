; rocJITsu LDS race test shape `lds_wave32_cross_wave_race`, restated for wavebed (no line of the
; source is copied: the instructions are written for the shape it tests).
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (lds_wave32_cross_wave_race)
; launch: wave32, two waves: wave 1 reads what wave 0 wrote, no barrier
; rocjitsu: race
; default: race (no-barrier, address=0x0..0x4)
; rule: docs/lds.md section 17 - the witness launch (64, 1, 1) in wave32: 4 * (x - 32) wraps
; below 32 and is exact from 32 (a non-wrapping subrange), so x = 32 (wave 1) reads the bytes
; x = 0 (wave 0) writes
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_store_b32 v1, v0
	v_subrev_nc_u32_e32 v2, 32, v0
	v_lshlrev_b32_e32 v2, 2, v2
	ds_load_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     8
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
