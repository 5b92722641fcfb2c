	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_lshl_b32 s14, s7, 4
	s_lshl_b32 s15, s6, 4
	s_mov_b32 s16, 0
	v_lshrrev_b32_e32 v8, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s10, 0
	s_cbranch_scc0 .LBB0_9
; %bb.1:
	v_lshrrev_b32_e32 v3, 4, v0
	v_mul_lo_u32 v4, s11, v3
	v_and_b32_e32 v7, 12, v8
	v_and_b32_e32 v2, 15, v0
	v_lshlrev_b32_e32 v1, 1, v7
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	s_movk_i32 s0, 0x100
	v_lshl_or_b32 v9, v2, 5, v1
	v_mov_b32_e32 v1, 0x200
	v_add_u32_e32 v3, s14, v3
	v_cmp_gt_u32_e32 vcc, s0, v0
	v_lshl_or_b32 v5, v2, 1, v1
	v_or_b32_e32 v1, s15, v2
	v_add3_u32 v11, v4, s15, v2
	v_mad_u64_u32 v[2:3], s[0:1], s10, v3, v[2:3]
	v_mov_b32_e32 v10, 0x60
	v_lshlrev_b32_e32 v6, 5, v7
	v_lshl_or_b32 v14, v8, 5, v10
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_or_b32_e32 v10, 0xffffffc0, v0
	s_lshl_b32 s17, s11, 4
	s_lshl_b32 s18, s11, 2
	s_lshl_b32 s19, s10, 2
	v_lshlrev_b32_e32 v12, 1, v0
	v_mov_b32_e32 v4, 0
	s_movk_i32 s20, 0xbf
	v_add_u32_e32 v13, v5, v6
	v_add_u32_e32 v14, v5, v14
	s_mov_b32 s21, 0x5040100
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[5:6], v9
	ds_read_u16 v3, v13
	ds_read_u16 v15, v13 offset:32
	ds_read_u16 v16, v13 offset:64
	ds_read_u16 v17, v14
	s_add_i32 s16, s16, 16
	v_add_u32_e32 v11, s17, v11
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v15, v15, v3, s21
	s_cmp_ge_u32 s16, s10
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s21
	v_add_u32_e32 v2, 16, v2
	s_nop 0
	v_mfma_f32_16x16x16f16 a[0:3], v[5:6], v[15:16], a[0:3]
	; wave barrier
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v11
	v_mov_b32_e32 v16, v10
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshlrev_b64 v[17:18], 1, v[3:4]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s5
	v_add_co_u32_e64 v17, s[0:1], s4, v17
	v_addc_co_u32_e64 v18, s[0:1], v6, v18, s[0:1]
	global_load_ushort v6, v[17:18], off
	v_add_u32_e32 v16, 64, v16
	v_add_u32_e32 v3, s19, v3
	s_waitcnt vmcnt(0)
	ds_write_b16 v15, v6
	v_mov_b32_e32 v6, v4
	v_lshlrev_b64 v[17:18], 1, v[5:6]
	v_mov_b32_e32 v6, s7
	v_add_co_u32_e64 v17, s[0:1], s6, v17
	v_addc_co_u32_e64 v18, s[0:1], v6, v18, s[0:1]
	global_load_ushort v6, v[17:18], off
	v_cmp_lt_u32_e64 s[0:1], s20, v16
	v_add_u32_e32 v5, s18, v5
	s_or_b64 s[12:13], s[0:1], s[12:13]
	s_waitcnt vmcnt(0)
	ds_write_b16 v15, v6 offset:512
	v_add_u32_e32 v15, 0x80, v15
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	s_branch .LBB0_8
.LBB0_7:
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_and_b32_e32 v7, 12, v8
	v_and_or_b32 v1, v0, 15, s15
.LBB0_8:
	v_add_u32_e32 v0, s14, v7
	v_mad_u64_u32 v[0:1], s[0:1], v0, s11, v[1:2]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v8, s9
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_nop 2
	v_accvgpr_read_b32 v7, a0
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	v_add_u32_e32 v0, s11, v0
	global_store_dword v[2:3], v7, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_accvgpr_read_b32 v6, a1
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_add_u32_e32 v0, s11, v0
	global_store_dword v[2:3], v6, off
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v0, s11, v0
	v_mov_b32_e32 v6, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_accvgpr_read_b32 v5, a2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_nop 0
	global_store_dword v[2:3], v5, off
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_accvgpr_read_b32 v4, a3
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_nop 0
	global_store_dword v[0:1], v4, off
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $agpr3
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr1
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_8
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 22
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.set mfma_gemm.num_vgpr, 19
	.set mfma_gemm.num_agpr, 4
	.set mfma_gemm.numbered_sgpr, 22
	.set mfma_gemm.num_named_barrier, 0
	.set mfma_gemm.private_seg_size, 0
	.set mfma_gemm.uses_vcc, 1
	.set mfma_gemm.uses_flat_scratch, 0
	.set mfma_gemm.has_dyn_sized_stack, 0
	.set mfma_gemm.has_recursion, 0
	.set mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; TotalNumSgprs: 26
; NumVgprs: 19
; NumAgprs: 4
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
  - .agpr_count:     4
    .args:
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
    .max_flat_workgroup_size: 64
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
