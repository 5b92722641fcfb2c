	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	_Z9wave_scanPKiPij      ; -- Begin function _Z9wave_scanPKiPij
	.globl	_Z9wave_scanPKiPij
	.p2align	8
	.type	_Z9wave_scanPKiPij,@function
_Z9wave_scanPKiPij:                     ; @_Z9wave_scanPKiPij
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v1, s6, 8, v0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v1
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, s0, s2, v2
	v_add_co_ci_u32_e64 v3, s0, s3, v3, s0
	global_load_dword v2, v[2:3], off
.LBB0_2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_lshlrev_b32_e32 v3, 2, v4
	v_cmp_ne_u32_e64 s0, 0, v4
	v_add_nc_u32_e32 v5, -4, v3
	v_add_nc_u32_e32 v6, -8, v3
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v5, v5, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s0
	v_cmp_lt_u32_e64 s0, 1, v4
	v_add_nc_u32_e32 v2, v5, v2
	ds_bpermute_b32 v5, v6, v2
	v_add_nc_u32_e32 v6, -16, v3
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s0
	v_cmp_lt_u32_e64 s0, 3, v4
	v_add_nc_u32_e32 v2, v5, v2
	ds_bpermute_b32 v5, v6, v2
	v_subrev_nc_u32_e32 v6, 32, v3
	v_subrev_nc_u32_e32 v3, 64, v3
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s0
	v_cmp_lt_u32_e64 s0, 7, v4
	v_add_nc_u32_e32 v2, v5, v2
	ds_bpermute_b32 v5, v6, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v5, 0, v5, s0
	v_cmp_lt_u32_e64 s0, 15, v4
	v_add_nc_u32_e32 v5, v5, v2
	ds_bpermute_b32 v2, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v3, 0, v2, s0
	v_lshrrev_b32_e32 v2, 5, v0
	v_cmp_eq_u32_e64 s0, 31, v4
	v_add_nc_u32_e32 v3, v3, v5
	s_and_saveexec_b32 s1, s0
; %bb.3:
	v_lshlrev_b32_e32 v4, 2, v2
	ds_write_b32 v4, v3
; %bb.4:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v4, 0
	v_cmp_ne_u32_e64 s0, 0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_7
; %bb.5:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execnz .LBB0_16
.LBB0_6:
	s_endpgm
.LBB0_7:
	v_cmp_lt_u32_e64 s0, 0xff, v0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s3, -1
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_11
; %bb.8:
	v_mov_b32_e32 v4, 0
	s_mov_b32 s3, 0
	s_mov_b32 s0, 0
	s_mov_b32 s6, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, s3
	s_add_i32 s6, s6, 8
	s_add_i32 s3, s3, 32
	s_cmp_eq_u32 s6, 0
	s_waitcnt_vscnt null, 0x0
	ds_read_b128 v[5:8], v0
	ds_read_b128 v[9:12], v0 offset:16
	s_cselect_b32 s7, -1, 0
	s_and_b32 s7, exec_lo, s7
	s_or_b32 s0, s7, s0
	s_waitcnt lgkmcnt(1)
	v_add_nc_u32_e32 v0, v5, v4
	v_add_nc_u32_e32 v0, v6, v0
	v_add_nc_u32_e32 v0, v7, v0
	v_add_nc_u32_e32 v0, v8, v0
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, v9, v0
	v_add_nc_u32_e32 v0, v10, v0
	v_add_nc_u32_e32 v0, v11, v0
	v_add_nc_u32_e32 v4, v12, v0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB0_9
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_ne_u32_e64 s0, 0, v2
	s_orn2_b32 s3, s0, exec_lo
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s0, s3
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB0_15
; %bb.12:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v5, v0
	v_add_nc_u32_e32 v2, -1, v2
	v_add_nc_u32_e32 v0, 4, v0
	v_cmp_eq_u32_e64 s0, 0, v2
	s_or_b32 s3, s0, s3
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v4, v5, v4
	s_andn2_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_13
; %bb.14:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s2
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_6
.LBB0_16:
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_nc_u32_e32 v2, v4, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_waitcnt_vscnt null, 0x0
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z9wave_scanPKiPij
		.amdhsa_group_segment_fixed_size 32
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	_Z9wave_scanPKiPij, .Lfunc_end0-_Z9wave_scanPKiPij
                                        ; -- End function
	.set _Z9wave_scanPKiPij.num_vgpr, 13
	.set _Z9wave_scanPKiPij.num_agpr, 0
	.set _Z9wave_scanPKiPij.numbered_sgpr, 8
	.set _Z9wave_scanPKiPij.num_named_barrier, 0
	.set _Z9wave_scanPKiPij.private_seg_size, 0
	.set _Z9wave_scanPKiPij.uses_vcc, 1
	.set _Z9wave_scanPKiPij.uses_flat_scratch, 0
	.set _Z9wave_scanPKiPij.has_dyn_sized_stack, 0
	.set _Z9wave_scanPKiPij.has_recursion, 0
	.set _Z9wave_scanPKiPij.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 716
; TotalNumSgprs: 10
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 13
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_,@object             ; @__hip_cuid_
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_
__hip_cuid_:
	.byte	0                               ; 0x0
	.size	__hip_cuid_, 1

	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 256
    .name:           _Z9wave_scanPKiPij
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         _Z9wave_scanPKiPij.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
