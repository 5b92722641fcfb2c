	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	layernorm                       ; -- Begin function layernorm
	.p2align	8
	.type	layernorm,@function
layernorm:                              ; @layernorm
.Lfunc_begin0:
	.file	1 "/work/wt/wt25t/corpus/kernels/src/gfx1250" "triton_kernels.py"
	.loc	1 21 0                          ; triton_kernels.py:21:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1 ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_mov_b64 s[64:65], 0
	v_nop
	global_prefetch_b8 v0, s[64:65] scope:SCOPE_SE
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 2
.Ltmp0:
	.file	2 "/tmp/wt25g/venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12 prologue_end           ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	s_bfe_u32 s2, ttmp8, 0x50019
	s_mov_b32 s15, 0
	s_mov_b32 s14, 0xffffff
.Ltmp1:
	.loc	1 23 12                         ; triton_kernels.py:23:12
	v_and_b32_e32 v1, 31, v0
.Ltmp2:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b32 s3, s2, 2
.Ltmp3:
	.loc	1 23 12                         ; triton_kernels.py:23:12
	s_lshl_b32 s2, s2, 5
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	s_and_b32 s3, s3, 12
.Ltmp5:
	.loc	1 23 12                         ; triton_kernels.py:23:12
	v_and_or_b32 v1, 0x60, s2, v1
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	v_dual_mov_b32 v6, s3 :: v_dual_bitop2_b32 v0, 12, v0 bitop3:0x40
.Ltmp7:
	.loc	2 314 12 is_stmt 0              ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	s_clause 0x1
	s_load_b96 s[16:18], s[0:1], 0x20 nv
	s_load_b256 s[4:11], s[0:1], 0x0 nv
.Ltmp8:
	.loc	1 25 9 is_stmt 1                ; triton_kernels.py:25:9
	v_lshlrev_b32_e32 v7, 2, v1
	.loc	1 23 12                         ; triton_kernels.py:23:12
	v_or_b32_e32 v8, 0x80, v1
	v_or_b32_e32 v9, 0x100, v1
	v_or_b32_e32 v10, 0x180, v1
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	v_add_nc_u32_e32 v11, 0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
.Ltmp10:
	.loc	1 25 9                          ; triton_kernels.py:25:9
	v_dual_lshlrev_b32 v0, 2, v8 :: v_dual_lshlrev_b32 v12, 2, v9
	v_lshlrev_b32_e32 v13, 2, v10
	.loc	1 24 12                         ; triton_kernels.py:24:12
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e64 s0, s17, v1
	v_cmp_gt_i32_e64 s1, s17, v8
	v_cmp_gt_i32_e64 s2, s17, v9
	v_cmp_gt_i32_e64 s3, s17, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 25 9                          ; triton_kernels.py:25:9
	v_cndmask_b32_e64 v14, 0x80000000, v7, s0
	v_cndmask_b32_e64 v15, 0x80000000, v0, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, 0x80000000, v12, s2
	v_cndmask_b32_e64 v17, 0x80000000, v13, s3
	.loc	1 25 25 is_stmt 0               ; triton_kernels.py:25:25
	s_mul_i32 s12, s16, ttmp9
	.loc	1 26 12 is_stmt 1               ; triton_kernels.py:26:12
	s_cvt_f32_i32 s19, s17
	.loc	1 25 17                         ; triton_kernels.py:25:17
	s_ashr_i32 s13, s12, 31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[12:13], 2
	s_add_nc_u64 s[12:13], s[6:7], s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 25 9 is_stmt 0                ; triton_kernels.py:25:9
	s_or_b32 s13, s13, 0xfc000000
	s_wait_alu depctr_va_vdst(3)
	buffer_load_b32 v2, v14, s[12:15], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_b32 v3, v15, s[12:15], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_b32 v4, v16, s[12:15], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_b32 v5, v17, s[12:15], null offen
	.loc	1 29 9 is_stmt 1                ; triton_kernels.py:29:9
	s_wait_xcnt 0x0
	s_or_b32 s13, s9, 0xfc000000
	s_mov_b32 s12, s8
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	s_wait_loadcnt 0x0
	v_pk_add_f32 v[0:1], v[2:3], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:26:12 ] ]
	v_add_f32_e32 v0, v0, v1
	v_add_f32_dpp v0, v0, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v0, v0, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v0, v0, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v0, v0, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	v_permlanex16_b32 v1, v0, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:26:12 ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:26:12 ]
	v_readlane_b32 s6, v0, 31
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, s6
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v6, v0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v18, v11
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:26:12 ] ]
	s_wait_dscnt 0x0
	v_add_f32_dpp v0, v18, v18 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	s_barrier_signal -1
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:26:12 ] ]
	s_wait_alu depctr_vm_vsrc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v0, v0, v0 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	1 26 12                         ; triton_kernels.py:26:12
	v_div_scale_f32 v1, null, s19, s19, v0
	v_div_scale_f32 v18, vcc_lo, v0, s19, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v1
	v_nop
	v_fma_f32 v20, -v1, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v18, v19
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp21:
	.loc	1 26 12                         ; triton_kernels.py:26:12
	v_fma_f32 v21, -v1, v20, v18
	v_fmac_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v1, -v1, v20, v18
	v_div_fmas_f32 v1, v1, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v0, v1, s19, v0
	.loc	1 27 24                         ; triton_kernels.py:27:24
	v_pk_add_f32 v[2:3], v[2:3], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[0:1], v[4:5], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 27 9 is_stmt 0                ; triton_kernels.py:27:9
	v_dual_cndmask_b32 v2, 0, v2, s0 :: v_dual_cndmask_b32 v3, 0, v3, s1
	v_dual_cndmask_b32 v0, 0, v0, s2 :: v_dual_cndmask_b32 v1, 0, v1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 28 31 is_stmt 1               ; triton_kernels.py:28:31
	v_pk_mul_f32 v[4:5], v[0:1], v[0:1]
.Ltmp22:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	v_pk_fma_f32 v[4:5], v[2:3], v[2:3], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp23:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:28:24 ] ]
	v_add_f32_e32 v4, v4, v5
	v_add_f32_dpp v4, v4, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v4, v4 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v4, v4, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	v_permlanex16_b32 v5, v4, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:28:24 ] ]
	v_add_f32_e32 v4, v4, v5
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	v_readlane_b32 s0, v4, 31
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v4, s0
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v6, v4
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.Ltmp27:
	.loc	1 29 9                          ; triton_kernels.py:29:9
	s_clause 0x3
	buffer_load_b32 v6, v14, s[12:15], null offen
	buffer_load_b32 v7, v15, s[12:15], null offen
	buffer_load_b32 v8, v16, s[12:15], null offen
	buffer_load_b32 v9, v17, s[12:15], null offen
	.loc	1 30 9                          ; triton_kernels.py:30:9
	s_wait_xcnt 0x0
	s_or_b64 s[12:13], s[10:11], 0xfc00000000000000
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:28:24 ]
	ds_load_b32 v22, v11
.Ltmp29:
	.loc	1 30 9                          ; triton_kernels.py:30:9
	buffer_load_b32 v10, v14, s[12:15], null offen
	s_wait_alu depctr_vm_vsrc(0)
	s_clause 0x2
	buffer_load_b32 v11, v15, s[12:15], null offen
	buffer_load_b32 v12, v16, s[12:15], null offen
	buffer_load_b32 v13, v17, s[12:15], null offen
	.loc	1 31 14                         ; triton_kernels.py:31:14
	s_wait_xcnt 0x0
	s_add_nc_u64 s[12:13], s[4:5], s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	.loc	1 31 5 is_stmt 0                ; triton_kernels.py:31:5
	s_or_b32 s13, s13, 0xfc000000
.Ltmp30:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:28:24 ] ]
	s_wait_dscnt 0x0
	v_add_f32_dpp v4, v22, v22 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v4, v4, v4 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
.Ltmp31:
	.loc	1 28 24                         ; triton_kernels.py:28:24
	v_div_scale_f32 v5, null, s19, s19, v4
	v_div_scale_f32 v18, vcc_lo, v4, s19, v4
	v_rcp_f32_e32 v19, v5
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v5, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v5, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v21, v19
	v_fma_f32 v5, -v5, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v5, v5, v19, v20
	v_div_fixup_f32 v4, v5, s19, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, s18, v4
	.loc	1 28 16 is_stmt 0               ; triton_kernels.py:28:16
	v_sqrt_f32_e32 v4, v4
	.loc	1 28 12                         ; triton_kernels.py:28:12
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v5, null, v4, v4, 1.0
	v_div_scale_f32 v18, vcc_lo, 1.0, v4, 1.0
	v_rcp_f32_e32 v19, v5
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v5, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v5, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v21, v19
	v_fma_f32 v5, -v5, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v5, v5, v19, v20
	v_div_fixup_f32 v4, v5, v4, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	.loc	1 31 43 is_stmt 1               ; triton_kernels.py:31:43
	v_pk_mul_f32 v[2:3], v[2:3], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[4:5] op_sel_hi:[1,0]
	s_wait_loadcnt 0x2
	v_pk_fma_f32 v[2:3], v[6:7], v[2:3], v[10:11]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2)
	v_pk_fma_f32 v[0:1], v[8:9], v[0:1], v[12:13]
	.loc	1 31 5 is_stmt 0                ; triton_kernels.py:31:5
	s_wait_alu depctr_va_vdst(0)
	s_clause 0x3
	buffer_store_b32 v2, v14, s[12:15], null offen
	buffer_store_b32 v3, v15, s[12:15], null offen
	buffer_store_b32 v0, v16, s[12:15], null offen
	buffer_store_b32 v1, v17, s[12:15], null offen
	.loc	1 21 1 is_stmt 1                ; triton_kernels.py:21:1
	s_endpgm
.Ltmp32:
.Lfunc_end0:
	.size	layernorm, .Lfunc_end0-layernorm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel layernorm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 66
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-layernorm)<<4)&4080)>>4
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
                                        ; -- End function
	.set .Llayernorm.num_vgpr, 23
	.set .Llayernorm.num_agpr, 0
	.set .Llayernorm.numbered_sgpr, 66
	.set .Llayernorm.num_named_barrier, 0
	.set .Llayernorm.private_seg_size, 0
	.set .Llayernorm.uses_vcc, 1
	.set .Llayernorm.uses_flat_scratch, 0
	.set .Llayernorm.has_dyn_sized_stack, 0
	.set .Llayernorm.has_recursion, 0
	.set .Llayernorm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1292
; TotalNumSgprs: 68
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 23
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
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
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x6c DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x46 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	28                              ; DW_AT_call_line
	.byte	24                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	26                              ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x67:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp0-.Lfunc_begin0
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_kernels.py"             ; string offset=7 ; triton_kernels.py
.Linfo_string2:
	.asciz	"/work/wt/wt25t/corpus/kernels/src/gfx1250" ; string offset=25 ; /work/wt/wt25t/corpus/kernels/src/gfx1250
.Linfo_string3:
	.asciz	"layernorm"                     ; string offset=67 ; layernorm
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 128
    .name:           layernorm
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         layernorm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgpu12.50-amd-amdhsa-unknown-gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
