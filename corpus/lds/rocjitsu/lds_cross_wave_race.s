; rocJITsu LDS race test shape `lds_cross_wave_race`, restated for wavebed (no line of the
; source is copied: the instructions are written for the shape it tests).
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (lds_cross_wave_race)
; launch: <<<5, 128>>>, amdgpu_flat_work_group_size(128, 128): two wave64 waves
; rocjitsu: race (ds_write_b32 of wave 1, ds_read_b32 of wave 0, no barrier)
; default: race (no-barrier, address=0x100..0x104)
; rule: docs/lds.md section 17 - no shape is stated, so the witness launch (128, 1, 1) the flat
; bound allows proves it: (x + 1) & 0x7f is x + 1 on the piece x <= 126 (a low mask of an
; affine form), and the read of x = 63 (wave 0) meets the write of x = 64 (wave 1)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 100, v0
	ds_write_b32 v1, v2
	v_add_u32_e32 v3, 1, v0
	v_and_b32_e32 v3, 0x7f, v3
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v4, v3
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 128
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     8
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
