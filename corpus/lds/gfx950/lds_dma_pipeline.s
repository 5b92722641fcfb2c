	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_dma_pipeline        ; -- Begin function lds_dma_pipeline
	.globl	lds_dma_pipeline
	.p2align	8
	.type	lds_dma_pipeline,@function
lds_dma_pipeline:                       ; @lds_dma_pipeline
; %bb.0:
	s_load_dword s12, s[2:3], 0x10
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b64 s[8:9], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $sgpr5
.LBB0_3:
	s_load_dwordx2 s[6:7], s[2:3], 0x8
	v_mov_b32_e32 v3, 0
	s_andn2_b64 vcc, exec, s[8:9]
	v_lshlrev_b32_e32 v2, 2, v0
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_mul_hi_u32 s9, s4, s12
	s_mul_i32 s8, s4, s12
	v_and_b32_e32 v0, 0xc0, v0
	s_lshl_b64 s[8:9], s[8:9], 11
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s2, s2, s8
	s_mov_b32 s5, 0
	s_movk_i32 s10, 0x400
	v_or_b32_e32 v1, 0x400, v0
	v_sub_u32_e32 v4, 0, v2
	s_addc_u32 s3, s3, s9
	v_mov_b32_e32 v5, 0
	s_mov_b32 s11, 0x20000
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_readfirstlane_b32 s9, v0
	s_add_u32 s8, s2, 0x400
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[2:3]
	v_readfirstlane_b32 s13, v1
	s_addc_u32 s14, s3, 0
	s_mov_b32 m0, s9
	s_and_b32 s9, s14, 0xffff
	global_load_lds_dword v[6:7], off
	s_mov_b32 m0, s13
	s_add_u32 s2, s2, 0x800
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v4 offset:2044
	ds_read_b32 v7, v2
	s_addc_u32 s3, s3, 0
	s_add_i32 s12, s12, -1
	s_cmp_lg_u32 s12, 0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, v6, v7
	s_barrier
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v3, v5
.LBB0_7:
	s_load_dword s0, s[0:1], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s1, s5, s0
	s_mul_hi_u32 s2, s4, s0
	s_add_i32 s1, s2, s1
	s_mul_i32 s0, s4, s0
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	global_store_dword v2, v3, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_dma_pipeline
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 15
		.amdhsa_accum_offset 8
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
	.size	lds_dma_pipeline, .Lfunc_end0-lds_dma_pipeline
                                        ; -- End function
	.set lds_dma_pipeline.num_vgpr, 8
	.set lds_dma_pipeline.num_agpr, 0
	.set lds_dma_pipeline.numbered_sgpr, 15
	.set lds_dma_pipeline.num_named_barrier, 0
	.set lds_dma_pipeline.private_seg_size, 0
	.set lds_dma_pipeline.uses_vcc, 1
	.set lds_dma_pipeline.uses_flat_scratch, 0
	.set lds_dma_pipeline.has_dyn_sized_stack, 0
	.set lds_dma_pipeline.has_recursion, 0
	.set lds_dma_pipeline.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 320
; TotalNumSgprs: 21
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
        .type_name:      'float*'
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_dma_pipeline
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         lds_dma_pipeline.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
