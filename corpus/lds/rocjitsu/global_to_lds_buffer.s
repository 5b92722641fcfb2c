; rocJITsu LDS race test shape `global_to_lds_buffer`, restated for wavebed (no line of the
; source is copied: the instructions are written for the shape it tests).
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (global_to_lds_buffer)
; launch: <<<3, 128>>>: as global_to_lds_buffer_race with vmcnt(0) and a barrier before the read
; rocjitsu: clean
; default: clean
; the load is complete (vmcnt(0)) before the barrier every reader passes
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 6, v0
	v_lshlrev_b32_e32 v1, 8, v1
	v_readfirstlane_b32 s4, v1
	v_and_b32_e32 v2, 63, v0
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s4
	buffer_load_dword v2, s[8:11], s4 offen lds
	s_waitcnt vmcnt(0)
	s_barrier
	v_lshlrev_b32_e32 v3, 2, v0
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
