	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	matmul_tile             ; -- Begin function matmul_tile
	.globl	matmul_tile
	.p2align	8
	.type	matmul_tile,@function
matmul_tile:                            ; @matmul_tile
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[8:10], s[0:1], 0x10
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v3, v0, 10, 10
	s_lshl_b32 s3, ttmp9, 4
	s_mov_b32 s2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v0, s3, v2
	v_lshl_add_u32 v1, ttmp7, 4, v3
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB0_9
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mad_u32 v5, s10, v1, v2
	v_mad_u32 v6, v3, s10, s3
	v_lshlrev_b32_e32 v4, 2, v2
	v_mul_u32_u24_e32 v7, 0x44, v3
	s_wait_xcnt 0x0
	v_cmp_gt_u32_e64 s0, s10, v0
	s_lshl_b32 s3, s10, 4
	v_cmp_gt_u32_e32 vcc_lo, s10, v1
	v_mad_u32_u24 v8, 0x44, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v9, 0x440, v4
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s12
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s11
	s_wait_loadcnt 0x0
	ds_store_b32 v8, v10 offset:1088
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_add_co_i32 s2, s2, 16
	v_add_nc_u32_e32 v6, s3, v6
	s_cmp_ge_u32 s2, s10
	s_barrier_wait -1
	ds_load_2addr_b32 v[10:11], v9 offset1:17
	ds_load_2addr_b32 v[12:13], v9 offset0:34 offset1:51
	ds_load_2addr_b32 v[14:15], v9 offset0:68 offset1:85
	ds_load_2addr_b32 v[16:17], v7 offset1:1
	ds_load_2addr_b32 v[18:19], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[22:23], v7 offset0:6 offset1:7
	ds_load_2addr_b32 v[24:25], v9 offset0:102 offset1:119
	ds_load_2addr_b32 v[26:27], v9 offset0:136 offset1:153
	ds_load_2addr_b32 v[28:29], v9 offset0:170 offset1:187
	ds_load_2addr_b32 v[30:31], v9 offset0:204 offset1:221
	ds_load_2addr_b32 v[32:33], v7 offset0:8 offset1:9
	ds_load_2addr_b32 v[34:35], v7 offset0:10 offset1:11
	ds_load_2addr_b32 v[36:37], v7 offset0:12 offset1:13
	ds_load_2addr_b32 v[38:39], v7 offset0:14 offset1:15
	ds_load_2addr_b32 v[40:41], v9 offset0:238 offset1:255
	s_wait_dscnt 0xc
	v_fmac_f32_e32 v4, v16, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v17, v11
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v4, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v19, v13
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v4, v20, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v21, v15
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v4, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v23, v25
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v4, v32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v33, v27
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v4, v34, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v35, v29
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v4, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v37, v31
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v4, v38, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v4, v39, v41
	s_barrier_signal -1
	s_barrier_wait -1
	s_cbranch_scc1 .LBB0_10
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v10, s2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_u32_e64 s1, s10, v10
	s_and_b32 s11, vcc_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v10, s2, v5
	s_wait_kmcnt 0x0
	global_load_b32 v11, v10, s[4:5] scale_offset
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v10, 0
	s_wait_loadcnt 0x0
	ds_store_b32 v8, v11
	s_and_saveexec_b32 s11, s0
	s_cbranch_execz .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v10, s2, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e64 s1, s10, v10
	v_mov_b32_e32 v10, 0
	s_and_saveexec_b32 s12, s1
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v10, v2, v6
	s_wait_kmcnt 0x0
	global_load_b32 v10, v10, s[6:7] scale_offset
	s_branch .LBB0_2
.LBB0_9:
	v_mov_b32_e32 v4, 0
.LBB0_10:
	v_max_u32_e32 v2, v1, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s10, v2
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mad_u32 v0, s10, v1, v0
	global_store_b32 v0, v4, s[8:9] scale_offset
.LBB0_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul_tile
		.amdhsa_group_segment_fixed_size 2176
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 13
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
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
	.size	matmul_tile, .Lfunc_end0-matmul_tile
                                        ; -- End function
	.set matmul_tile.num_vgpr, 42
	.set matmul_tile.num_agpr, 0
	.set matmul_tile.numbered_sgpr, 13
	.set matmul_tile.num_named_barrier, 0
	.set matmul_tile.private_seg_size, 0
	.set matmul_tile.uses_vcc, 1
	.set matmul_tile.uses_flat_scratch, 0
	.set matmul_tile.has_dyn_sized_stack, 0
	.set matmul_tile.has_recursion, 0
	.set matmul_tile.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 660
; TotalNumSgprs: 15
; NumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 42
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 2176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           matmul_tile
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         matmul_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
