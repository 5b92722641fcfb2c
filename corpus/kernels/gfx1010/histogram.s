	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	v_mov_b32_e32 v1, 0
	v_cmp_gt_u32_e32 vcc_lo, 64, v0
	v_lshlrev_b32_e32 v3, 2, v0
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	ds_write_b32 v3, v1
; %bb.2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dword s0, s[4:5], 0x4
	s_clause 0x2
	s_load_dword s1, s[6:7], 0x8
	s_load_dwordx4 s[12:15], s[6:7], 0x10
	s_load_dwordx2 s[2:3], s[6:7], 0x20
	s_mov_b32 s16, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_b32 s9, s0, 0xffff
	v_mad_u64_u32 v[1:2], s0, s9, s8, v[0:1]
	v_cmp_gt_u32_e64 s0, s1, v1
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB0_5
; %bb.3:
	s_load_dwordx2 s[10:11], s[6:7], 0x0
	s_load_dword s18, s[4:5], 0xc
	v_mov_b32_e32 v2, 1
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, s0, s10, v1
	v_add_co_ci_u32_e64 v5, s0, s11, 0, s0
	v_add_co_u32 v1, s0, v1, s18
	s_waitcnt_vscnt null, 0x0
	global_load_ubyte v4, v[4:5], off
	v_cmp_le_u32_e64 s0, s1, v1
	s_or_b32 s16, s0, s16
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v4, 2, v4
	ds_add_u32 v4, v2
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_andn2_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_4
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.6:
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	global_atomic_add v3, v1, s[12:13]
.LBB0_7:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_15
; %bb.8:
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr1
	v_mbcnt_lo_u32_b32 v0, s1, 0
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_bcnt1_i32_b32 s1, s1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s1
	s_waitcnt_vscnt null, 0x0
	global_atomic_add v1, v1, v2, s[14:15] glc
	s_waitcnt vmcnt(0)
	buffer_gl1_inv
	buffer_gl0_inv
.LBB0_10:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_load_dword s1, s[4:5], 0xc
	v_readfirstlane_b32 s6, v1
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s1, s9, s1
	s_addc_u32 s4, 0, 0
	s_add_u32 s7, s1, -1
	s_addc_u32 s1, s4, -1
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB0_16
; %bb.11:
	v_cvt_f32_u32_e32 v1, s9
	s_sub_u32 s10, 0, s9
	s_subb_u32 s11, 0, 0
	v_madmk_f32 v1, 0, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_madmk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s4, v2
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s12, s10, s4
	s_mul_hi_u32 s14, s10, s5
	s_mul_i32 s13, s11, s5
	s_add_i32 s12, s14, s12
	s_mul_i32 s15, s10, s5
	s_add_i32 s12, s12, s13
	s_mul_hi_u32 s14, s5, s15
	s_mul_i32 s17, s5, s12
	s_mul_hi_u32 s16, s4, s15
	s_mul_i32 s13, s4, s15
	s_mul_hi_u32 s15, s5, s12
	s_add_u32 s14, s14, s17
	s_addc_u32 s15, 0, s15
	s_mul_hi_u32 s18, s4, s12
	s_add_u32 s13, s14, s13
	s_mul_i32 s12, s4, s12
	s_addc_u32 s13, s15, s16
	s_addc_u32 s14, s18, 0
	s_add_u32 s12, s13, s12
	s_addc_u32 s13, 0, s14
	s_add_u32 s5, s5, s12
	s_addc_u32 s4, s4, s13
	s_mul_hi_u32 s12, s10, s5
	s_mul_i32 s13, s10, s5
	s_mul_i32 s10, s10, s4
	s_mul_i32 s11, s11, s5
	s_add_i32 s10, s12, s10
	s_mul_i32 s12, s4, s13
	s_add_i32 s10, s10, s11
	s_mul_hi_u32 s11, s5, s13
	s_mul_i32 s16, s5, s10
	s_mul_hi_u32 s15, s5, s10
	s_add_u32 s11, s11, s16
	s_mul_hi_u32 s14, s4, s13
	s_addc_u32 s15, 0, s15
	s_mul_hi_u32 s13, s4, s10
	s_add_u32 s11, s11, s12
	s_mul_i32 s10, s4, s10
	s_addc_u32 s11, s15, s14
	s_addc_u32 s12, s13, 0
	s_add_u32 s10, s11, s10
	s_addc_u32 s11, 0, s12
	s_add_u32 s5, s5, s10
	s_addc_u32 s4, s4, s11
	s_mul_hi_u32 s10, s7, s5
	s_mul_i32 s13, s7, s4
	s_mul_hi_u32 s12, s7, s4
	s_mul_hi_u32 s11, s1, s5
	s_mul_i32 s5, s1, s5
	s_add_u32 s10, s10, s13
	s_addc_u32 s12, 0, s12
	s_mul_hi_u32 s14, s1, s4
	s_add_u32 s5, s10, s5
	s_mul_i32 s4, s1, s4
	s_addc_u32 s5, s12, s11
	s_addc_u32 s10, s14, 0
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, 0, s10
	s_add_u32 s10, s4, 1
	s_mul_hi_u32 s11, s9, s4
	s_addc_u32 s13, s5, 0
	s_mul_i32 s14, s9, s5
	s_mul_i32 s12, s9, s4
	s_add_u32 s15, s4, 2
	s_addc_u32 s16, s5, 0
	s_add_i32 s11, s11, s14
	s_sub_u32 s12, s7, s12
	s_subb_u32 s1, s1, s11
	s_sub_u32 s11, s12, s9
	s_subb_u32 s14, s1, 0
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s14, 0
	s_cselect_b32 s11, s11, -1
	s_cmp_lg_u32 s11, 0
	s_cselect_b32 s10, s15, s10
	s_cselect_b32 s11, s16, s13
	s_cmp_ge_u32 s12, s9
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s1, 0
	s_cselect_b32 s1, s12, -1
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s5, s11, s5
	s_cselect_b32 s4, s10, s4
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_13
.LBB0_12:
	v_cvt_f32_u32_e32 v1, s9
	s_sub_i32 s1, 0, s9
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s0, v1
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	s_add_i32 s0, s0, s1
	s_mul_hi_u32 s0, s7, s0
	s_mul_i32 s1, s0, s9
	s_add_i32 s4, s0, 1
	s_sub_i32 s1, s7, s1
	s_sub_i32 s5, s1, s9
	s_cmp_ge_u32 s1, s9
	s_cselect_b32 s0, s4, s0
	s_cselect_b32 s1, s5, s1
	s_add_i32 s4, s0, 1
	s_cmp_ge_u32 s1, s9
	s_mov_b32 s5, 0
	s_cselect_b32 s4, s4, s0
.LBB0_13:
	v_add_nc_u32_e32 v0, s6, v0
	v_mov_b32_e32 v1, 0
	s_add_u32 s0, s4, -1
	s_addc_u32 s1, s5, -1
	v_cmp_eq_u64_e32 vcc_lo, s[0:1], v[0:1]
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_15
; %bb.14:
	v_lshl_add_u32 v0, v0, 16, s8
	global_store_dword v1, v0, s[2:3]
.LBB0_15:
	s_endpgm
.LBB0_16:
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB0_12
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 19
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.set histogram.num_vgpr, 6
	.set histogram.num_agpr, 0
	.set histogram.numbered_sgpr, 19
	.set histogram.num_named_barrier, 0
	.set histogram.private_seg_size, 0
	.set histogram.uses_vcc, 1
	.set histogram.uses_flat_scratch, 0
	.set histogram.has_dyn_sized_stack, 0
	.set histogram.has_recursion, 0
	.set histogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1016
; TotalNumSgprs: 21
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 6
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .is_volatile:    true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .is_volatile:    true
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
