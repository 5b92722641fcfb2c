	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v15, 4, v0
	s_lshl_b32 s2, s15, 4
	s_lshl_b32 s3, s14, 4
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc0 .LBB0_9
; %bb.1:
	s_load_b128 s[8:11], s[0:1], 0x0
	v_mul_lo_u32 v2, s7, v15
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v16, s2, v15
	v_and_b32_e32 v1, 15, v0
	v_or_b32_e32 v19, 0xffffffe0, v0
	v_lshlrev_b32_e32 v21, 1, v0
	s_lshl_b32 s13, s7, 4
	v_mov_b32_e32 v3, v11
	v_mad_u64_u32 v[12:13], null, s6, v16, v[1:2]
	v_add3_u32 v20, v2, s3, v1
	v_dual_mov_b32 v2, v11 :: v_dual_lshlrev_b32 v17, 5, v1
	v_mov_b32_e32 v4, v11
	v_lshl_or_b32 v18, v1, 1, 0x200
	v_or_b32_e32 v9, s3, v1
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v5, v11
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v8, v11
	s_lshl_b32 s1, s7, 1
	s_lshl_b32 s14, s6, 1
	v_cmp_gt_u32_e32 vcc_lo, 0x100, v0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	; wave barrier
	buffer_gl0_inv
	ds_load_u16_d16 v22, v18
	ds_load_u16_d16 v23, v18 offset:64
	ds_load_u16_d16 v24, v18 offset:128
	ds_load_u16_d16 v25, v18 offset:192
	ds_load_u16_d16 v26, v18 offset:256
	ds_load_u16_d16 v27, v18 offset:320
	ds_load_u16_d16 v28, v18 offset:384
	ds_load_u16_d16 v29, v18 offset:448
	ds_load_b128 v[30:33], v17
	ds_load_b128 v[34:37], v17 offset:16
	v_add_nc_u32_e32 v20, s13, v20
	v_add_nc_u32_e32 v12, 16, v12
	s_add_i32 s12, s12, 16
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v22, v18 offset:32
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v23, v18 offset:96
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v24, v18 offset:160
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v25, v18 offset:224
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v26, v18 offset:288
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v27, v18 offset:352
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v28, v18 offset:416
	s_waitcnt lgkmcnt(9)
	ds_load_u16_d16_hi v29, v18 offset:480
	s_cmp_ge_u32 s12, s6
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[1:8], v[30:37], v[22:29], v[1:8]
	; wave barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_dual_mov_b32 v22, v21 :: v_dual_mov_b32 v13, v20
	v_dual_mov_b32 v10, v12 :: v_dual_mov_b32 v23, v19
	s_mov_b32 s16, 0
	.p2align	6
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v14, v11 :: v_dual_add_nc_u32 v23, 32, v23
	v_lshlrev_b64 v[24:25], 1, v[10:11]
	v_add_nc_u32_e32 v10, s14, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[26:27], 1, v[13:14]
	v_add_nc_u32_e32 v13, s1, v13
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v24, s0, s8, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, s9, v25, s0
	v_add_co_u32 v26, s0, s10, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s11, v27, s0
	v_cmp_lt_u32_e64 s0, 0xdf, v23
	global_load_d16_b16 v14, v[24:25], off
	global_load_d16_hi_b16 v14, v[26:27], off
	s_waitcnt vmcnt(0)
	ds_store_b16 v22, v14
	ds_store_b16_d16_hi v22, v14 offset:512
	v_add_nc_u32_e32 v22, 64, v22
	s_or_b32 s16, s0, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	v_mov_b32_e32 v10, s1
	s_branch .LBB0_8
.LBB0_7:
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v16, s2, v15
	s_lshl_b32 s0, s7, 1
	v_and_or_b32 v9, v0, 15, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v10, s0 :: v_dual_mov_b32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
.LBB0_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, v16, s7, v[9:10]
	v_mov_b32_e32 v12, 0
	v_lshlrev_b64 v[13:14], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[15:16], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	v_add_co_u32 v13, vcc_lo, s4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	v_add_co_u32 v15, vcc_lo, s4, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s5, v16, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	s_clause 0x1
	global_store_b32 v[13:14], v1, off
	global_store_b32 v[15:16], v2, off
	v_add_co_u32 v17, vcc_lo, s4, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s5, v18, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	v_add_co_u32 v2, vcc_lo, s4, v19
	global_store_b32 v[17:18], v3, off
	v_add_co_ci_u32_e64 v3, null, s5, v20, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	v_lshlrev_b64 v[15:16], 2, v[11:12]
	v_add_nc_u32_e32 v11, v11, v10
	v_add_co_u32 v9, vcc_lo, s4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, s5, v14, vcc_lo
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_co_u32 v13, vcc_lo, s4, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, s5, v16, vcc_lo
	v_add_co_u32 v11, vcc_lo, s4, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc_lo
	s_clause 0x4
	global_store_b32 v[2:3], v4, off
	global_store_b32 v[0:1], v5, off
	global_store_b32 v[9:10], v6, off
	global_store_b32 v[13:14], v7, off
	global_store_b32 v[11:12], v8, off
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr10
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_8
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 17
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 8
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
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.set mfma_gemm.num_vgpr, 38
	.set mfma_gemm.num_agpr, 0
	.set mfma_gemm.numbered_sgpr, 17
	.set mfma_gemm.num_named_barrier, 0
	.set mfma_gemm.private_seg_size, 0
	.set mfma_gemm.uses_vcc, 1
	.set mfma_gemm.uses_flat_scratch, 0
	.set mfma_gemm.has_dyn_sized_stack, 0
	.set mfma_gemm.has_recursion, 0
	.set mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1000
; TotalNumSgprs: 19
; NumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 38
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
