	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function _Z5shadePKffj
	.type	_Z5shadePKffj,@function
_Z5shadePKffj:                          ; @_Z5shadePKffj
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v3
	v_add_nc_u32_e32 v5, -1, v3
	v_sub_nc_u32_e32 v6, 0, v3
	v_rcp_iflag_f32_e32 v4, v4
	v_cvt_f32_u32_e32 v7, v5
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v8, v4
	v_mul_f32_e32 v4, v2, v7
	v_mul_lo_u32 v6, v6, v8
	v_cvt_u32_f32_e32 v4, v4
	v_cmp_gt_u32_e32 vcc_lo, v3, v4
	v_mul_hi_u32 v6, v8, v6
	v_cndmask_b32_e32 v4, v5, v4, vcc_lo
	v_add_nc_u32_e32 v5, 1, v4
	v_add_nc_u32_e32 v6, v8, v6
	v_mul_hi_u32 v6, v5, v6
	v_mul_lo_u32 v6, v6, v3
	v_sub_nc_u32_e32 v5, v5, v6
	v_sub_nc_u32_e32 v6, v5, v3
	v_cmp_ge_u32_e32 vcc_lo, v5, v3
	v_cndmask_b32_e32 v8, v5, v6, vcc_lo
	v_mov_b32_e32 v5, 0
	v_sub_nc_u32_e32 v9, v8, v3
	v_cmp_ge_u32_e32 vcc_lo, v8, v3
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_cndmask_b32_e32 v4, v8, v9, vcc_lo
	v_lshlrev_b64 v[3:4], 2, v[4:5]
	v_add_co_u32 v5, vcc_lo, v0, v6
	v_add_co_ci_u32_e32 v6, vcc_lo, v1, v7, vcc_lo
	v_add_co_u32 v3, vcc_lo, v0, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, v1, v4, vcc_lo
	s_clause 0x1
	flat_load_dword v1, v[5:6]
	flat_load_dword v0, v[3:4]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v0, v2, v1
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	_Z5shadePKffj, .Lfunc_end0-_Z5shadePKffj
                                        ; -- End function
	.set .L_Z5shadePKffj.num_vgpr, 10
	.set .L_Z5shadePKffj.num_agpr, 0
	.set .L_Z5shadePKffj.numbered_sgpr, 32
	.set .L_Z5shadePKffj.num_named_barrier, 0
	.set .L_Z5shadePKffj.private_seg_size, 0
	.set .L_Z5shadePKffj.uses_vcc, 1
	.set .L_Z5shadePKffj.uses_flat_scratch, 1
	.set .L_Z5shadePKffj.has_dyn_sized_stack, 0
	.set .L_Z5shadePKffj.has_recursion, 0
	.set .L_Z5shadePKffj.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; TotalNumSgprs: 34
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	_Z10call_scalePKfPfS0_jj ; -- Begin function _Z10call_scalePKfPfS0_jj
	.globl	_Z10call_scalePKfPfS0_jj
	.p2align	8
	.type	_Z10call_scalePKfPfS0_jj,@function
_Z10call_scalePKfPfS0_jj:               ; @_Z10call_scalePKfPfS0_jj
; %bb.0:
	s_add_u32 s0, s0, s9
	s_load_dword s9, s[4:5], 0x4
	s_load_dwordx4 s[12:15], s[6:7], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s9, 0xffff
	v_mad_u64_u32 v[0:1], s4, s8, s4, v[0:1]
	v_mov_b32_e32 v1, 0
	s_load_dwordx2 s[4:5], s[6:7], 0x18
	v_lshlrev_b64 v[10:11], 2, v[0:1]
	v_add_co_u32 v2, vcc_lo, s12, v10
	v_add_co_ci_u32_e32 v3, vcc_lo, s13, v11, vcc_lo
	global_load_dword v2, v[2:3], off
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_add_nc_u32_e32 v0, 1, v0
	s_load_dwordx2 s[6:7], s[6:7], 0x10
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s13, v1, vcc_lo
	global_load_dword v12, v[0:1], off
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v3, s4
	s_getpc_b64 s[8:9]
	s_add_u32 s8, s8, _Z5shadePKffj@rel32@lo+4
	s_addc_u32 s9, s9, _Z5shadePKffj@rel32@hi+12
	s_swappc_b64 s[30:31], s[8:9]
	v_add_f32_e32 v2, v12, v0
	s_add_i32 s5, s5, -1
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc0 .LBB1_2
.LBB1_3:
	v_add_co_u32 v0, vcc_lo, s14, v10
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v11, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel _Z10call_scalePKfPfS0_jj
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 33
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end1:
	.size	_Z10call_scalePKfPfS0_jj, .Lfunc_end1-_Z10call_scalePKfPfS0_jj
                                        ; -- End function
	.set _Z10call_scalePKfPfS0_jj.num_vgpr, max(13, .L_Z5shadePKffj.num_vgpr)
	.set _Z10call_scalePKfPfS0_jj.num_agpr, max(0, .L_Z5shadePKffj.num_agpr)
	.set _Z10call_scalePKfPfS0_jj.numbered_sgpr, max(33, .L_Z5shadePKffj.numbered_sgpr)
	.set _Z10call_scalePKfPfS0_jj.num_named_barrier, max(0, .L_Z5shadePKffj.num_named_barrier)
	.set _Z10call_scalePKfPfS0_jj.private_seg_size, 0+max(.L_Z5shadePKffj.private_seg_size)
	.set _Z10call_scalePKfPfS0_jj.uses_vcc, or(1, .L_Z5shadePKffj.uses_vcc)
	.set _Z10call_scalePKfPfS0_jj.uses_flat_scratch, or(0, .L_Z5shadePKffj.uses_flat_scratch)
	.set _Z10call_scalePKfPfS0_jj.has_dyn_sized_stack, or(0, .L_Z5shadePKffj.has_dyn_sized_stack)
	.set _Z10call_scalePKfPfS0_jj.has_recursion, or(0, .L_Z5shadePKffj.has_recursion)
	.set _Z10call_scalePKfPfS0_jj.has_indirect_call, or(0, .L_Z5shadePKffj.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 35
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 13
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
	.set amdgpu.max_num_vgpr, 10
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           _Z10call_scalePKfPfS0_jj
    .private_segment_fixed_size: 0
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         _Z10call_scalePKfPfS0_jj.kd
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
