; rocJITsu LDS race test shape `exec_mask_race`, restated for wavebed (no line of the
; source is copied: the instructions are written for the shape it tests).
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (exec_mask_race)
; launch: <<<1, 128>>>: lanes tid % 64 < 60 write lds[tid], tid >= 64 read lds[tid - 64]
; rocjitsu: race (wave 1 reads wave 0's writes, no barrier)
; default: race (no-barrier, address=0x0..0x4)
; rule: docs/lds.md section 17 - the witness launch (128, 1, 1) and the lanes surely active
; after each v_cmp of x + s_and_saveexec: the write's (x & 63) < 60 holds for x <= 59, the
; read's x > 63 for x >= 64, where 4 * (x - 64) does not wrap; x = 64 (wave 1) reads the bytes
; x = 0 (wave 0) writes
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_and_b32_e32 v1, 63, v0
	v_cmp_gt_u32_e32 vcc, 60, v1
	s_and_saveexec_b64 s[2:3], vcc
	v_lshlrev_b32_e32 v2, 2, v0
	v_add_u32_e32 v3, 100, v0
	ds_write_b32 v2, v3
	s_or_b64 exec, exec, s[2:3]
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_and_saveexec_b64 s[2:3], vcc
	v_subrev_u32_e32 v4, 64, v0
	v_lshlrev_b32_e32 v4, 2, v4
	ds_read_b32 v5, v4
	s_waitcnt lgkmcnt(0)
	s_or_b64 exec, exec, s[2:3]
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
