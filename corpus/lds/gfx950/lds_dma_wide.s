	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_dma_wide            ; -- Begin function lds_dma_wide
	.globl	lds_dma_wide
	.p2align	8
	.type	lds_dma_wide,@function
lds_dma_wide:                           ; @lds_dma_wide
; %bb.0:
	s_load_dword s6, s[2:3], 0x10
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	v_and_b32_e32 v1, 0xc0, v0
	v_lshlrev_b32_e32 v4, 4, v1
	v_lshlrev_b32_e32 v2, 4, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s7, s6, 31
	s_mul_hi_u32 s2, s4, s6
	s_mul_i32 s3, s4, s7
	s_add_i32 s3, s2, s3
	s_mul_i32 s2, s4, s6
	s_lshl_b64 s[2:3], s[2:3], 12
	s_add_u32 s8, s8, s2
	v_readfirstlane_b32 s2, v4
	s_addc_u32 s9, s9, s3
	s_mov_b32 m0, s2
	v_cmp_lt_i64_e64 s[12:13], s[6:7], 1
	global_load_lds_dwordx4 v2, s[8:9]
	v_mov_b32_e32 v3, 0
	s_mov_b32 s3, 0
	s_and_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_5
; %bb.1:
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	v_sub_u32_e32 v5, 0, v1
	s_movk_i32 s2, 0x100
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, s3
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s7, s7, 1
	v_lshl_add_u32 v6, s7, 12, v5
	ds_read_b128 v[6:9], v6 offset:4080
	s_addk_i32 s2, 0x100
	s_cmp_lg_u32 s6, s5
	s_mov_b32 s7, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v6, v8, v6
	v_add_f32_e32 v6, v9, v6
	v_add_f32_e32 v1, v1, v6
	s_waitcnt vmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_6
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s5, s7, 1
	s_cmp_ge_i32 s5, s6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s8, s5, 1
	s_lshl_b32 s8, s8, 12
	v_or_b32_e32 v8, s8, v4
	v_lshl_add_u64 v[6:7], s[2:3], 4, v[2:3]
	v_readfirstlane_b32 s8, v8
	s_mov_b32 m0, s8
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
	s_branch .LBB0_2
.LBB0_5:
	v_mov_b32_e32 v1, 0
.LBB0_6:
	s_load_dword s0, s[0:1], 0x4
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_hi_u32 s1, s0, s4
	s_mul_i32 s0, s0, s4
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_dma_wide
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	lds_dma_wide, .Lfunc_end0-lds_dma_wide
                                        ; -- End function
	.set lds_dma_wide.num_vgpr, 10
	.set lds_dma_wide.num_agpr, 0
	.set lds_dma_wide.numbered_sgpr, 14
	.set lds_dma_wide.num_named_barrier, 0
	.set lds_dma_wide.private_seg_size, 0
	.set lds_dma_wide.uses_vcc, 1
	.set lds_dma_wide.uses_flat_scratch, 0
	.set lds_dma_wide.has_dyn_sized_stack, 0
	.set lds_dma_wide.has_recursion, 0
	.set lds_dma_wide.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_dma_wide
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         lds_dma_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
