	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax                         ; -- Begin function softmax
	.p2align	8
	.type	softmax,@function
softmax:                                ; @softmax
.Lfunc_begin0:
	.file	1 "/work/wt/wt25t/corpus/kernels/src/gfx1250" "triton_kernels.py"
	.loc	1 11 0                          ; triton_kernels.py:11:0
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
	.loc	2 314 12 prologue_end           ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	s_bfe_u32 s2, ttmp8, 0x50019
	s_mov_b32 s11, 0
	s_mov_b32 s10, 0xffffff
.Ltmp1:
	.loc	1 13 12                         ; triton_kernels.py:13:12
	v_and_b32_e32 v1, 31, v0
.Ltmp2:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b32 s3, s2, 2
.Ltmp3:
	.loc	1 13 12                         ; triton_kernels.py:13:12
	s_lshl_b32 s2, s2, 5
.Ltmp4:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	s_and_b32 s3, s3, 12
.Ltmp5:
	.loc	1 13 12                         ; triton_kernels.py:13:12
	v_and_or_b32 v1, 0x60, s2, v1
.Ltmp6:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_dual_mov_b32 v12, s3 :: v_dual_bitop2_b32 v0, 12, v0 bitop3:0x40
.Ltmp7:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	s_clause 0x1
	s_load_b64 s[8:9], s[0:1], 0x10 nv
	s_load_b128 s[12:15], s[0:1], 0x0 nv
.Ltmp8:
	.loc	1 15 9                          ; triton_kernels.py:15:9
	v_lshlrev_b32_e32 v2, 2, v1
	.loc	1 13 12                         ; triton_kernels.py:13:12
	v_or_b32_e32 v3, 0x80, v1
	v_or_b32_e32 v4, 0x100, v1
	v_or_b32_e32 v5, 0x180, v1
	v_or_b32_e32 v6, 0x200, v1
	v_or_b32_e32 v7, 0x280, v1
	v_or_b32_e32 v8, 0x300, v1
	v_or_b32_e32 v9, 0x380, v1
	.loc	1 15 9                          ; triton_kernels.py:15:9
	v_dual_lshlrev_b32 v10, 2, v3 :: v_dual_lshlrev_b32 v11, 2, v4
	v_dual_lshlrev_b32 v13, 2, v5 :: v_dual_lshlrev_b32 v14, 2, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_lshlrev_b32 v15, 2, v7 :: v_dual_lshlrev_b32 v16, 2, v8
	v_dual_lshlrev_b32 v17, 2, v9 :: v_dual_add_nc_u32 v18, 0, v0
	.loc	1 14 12                         ; triton_kernels.py:14:12
	s_wait_kmcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, s9, v1
	v_cmp_gt_i32_e64 s0, s9, v3
	v_cmp_gt_i32_e64 s1, s9, v4
	v_cmp_gt_i32_e64 s2, s9, v5
	v_cmp_gt_i32_e64 s3, s9, v6
	.loc	1 15 9                          ; triton_kernels.py:15:9
	v_cndmask_b32_e32 v19, 0x80000000, v2, vcc_lo
	.loc	1 14 12                         ; triton_kernels.py:14:12
	v_cmp_gt_i32_e64 s4, s9, v7
	v_cmp_gt_i32_e64 s5, s9, v8
	v_cmp_gt_i32_e64 s6, s9, v9
	.loc	1 15 9                          ; triton_kernels.py:15:9
	v_cndmask_b32_e64 v20, 0x80000000, v10, s0
	v_cndmask_b32_e64 v21, 0x80000000, v11, s1
	v_cndmask_b32_e64 v13, 0x80000000, v13, s2
	v_cndmask_b32_e64 v14, 0x80000000, v14, s3
	v_cndmask_b32_e64 v15, 0x80000000, v15, s4
	v_cndmask_b32_e64 v16, 0x80000000, v16, s5
	v_cndmask_b32_e64 v17, 0x80000000, v17, s6
	.loc	1 15 26 is_stmt 0               ; triton_kernels.py:15:26
	s_mul_i32 s8, s8, ttmp9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 15 17                         ; triton_kernels.py:15:17
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[16:17], s[8:9], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[8:9], s[14:15], s[16:17]
	.loc	1 18 14 is_stmt 1               ; triton_kernels.py:18:14
	s_add_nc_u64 s[12:13], s[12:13], s[16:17]
	.loc	1 15 9                          ; triton_kernels.py:15:9
	s_or_b32 s9, s9, 0xfc000000
	s_wait_alu depctr_va_vdst(10)
	buffer_load_b32 v22, v19, s[8:11], null offen
	s_wait_alu depctr_va_vdst(6)
	buffer_load_b32 v23, v20, s[8:11], null offen
	s_wait_alu depctr_va_vdst(5)
	buffer_load_b32 v24, v21, s[8:11], null offen
	s_wait_alu depctr_va_vdst(4)
	buffer_load_b32 v25, v13, s[8:11], null offen
	s_wait_alu depctr_va_vdst(3)
	buffer_load_b32 v26, v14, s[8:11], null offen
	s_wait_alu depctr_va_vdst(2)
	buffer_load_b32 v27, v15, s[8:11], null offen
	s_wait_alu depctr_va_vdst(1)
	buffer_load_b32 v28, v16, s[8:11], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_load_b32 v29, v17, s[8:11], null offen
	.loc	1 18 5                          ; triton_kernels.py:18:5
	s_wait_xcnt 0x0
	s_or_b64 s[8:9], s[12:13], 0xfc00000000000000
	.loc	1 15 9                          ; triton_kernels.py:15:9
	s_wait_loadcnt 0x7
	v_cndmask_b32_e32 v0, 0xff800000, v22, vcc_lo
	s_wait_loadcnt 0x6
	v_cndmask_b32_e64 v1, 0xff800000, v23, s0
	s_wait_loadcnt 0x5
	v_cndmask_b32_e64 v2, 0xff800000, v24, s1
	s_wait_loadcnt 0x4
	v_cndmask_b32_e64 v3, 0xff800000, v25, s2
	s_wait_loadcnt 0x3
	v_cndmask_b32_e64 v4, 0xff800000, v26, s3
	s_wait_loadcnt 0x2
	v_cndmask_b32_e64 v5, 0xff800000, v27, s4
	s_wait_loadcnt 0x1
	v_cndmask_b32_e64 v6, 0xff800000, v28, s5
	s_wait_loadcnt 0x0
	v_cndmask_b32_e64 v7, 0xff800000, v29, s6
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_dual_max_num_f32 v8, v1, v1 :: v_dual_max_num_f32 v9, v0, v0
	v_max3_num_f32 v10, v3, v4, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v9, v8
	v_max3_num_f32 v8, v8, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_num_f32 v8, v8, v6, v7
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_mov_b32_dpp v9, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp12:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_mov_b32_dpp v9, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp13:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
.Ltmp14:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_mov_b32_dpp v9, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp15:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp16:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_mov_b32_dpp v9, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_permlanex16_b32 v9, v8, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	v_max_num_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp20:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_readlane_b32 s0, v8, 31
	v_mov_b32_e32 v8, s0
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v12, v8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v11, v18
	s_wait_dscnt 0x0
	v_mov_b32_dpp v8, v11 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	s_barrier_signal -1
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	s_wait_alu depctr_vm_vsrc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_max_num_f32 v9, v11, v11 :: v_dual_max_num_f32 v8, v8, v8
	v_max_num_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp23:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_kernels.py:16:13 ]
	v_mov_b32_dpp v9, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_kernels.py:16:13 ] ]
	v_max_num_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v8, v8, v9
.Ltmp25:
	.loc	1 16 9                          ; triton_kernels.py:16:9
	v_pk_add_f32 v[0:1], v[0:1], v[8:9] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[2:3], v[2:3], v[8:9] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[4:5], v[4:5], v[8:9] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 17 11                         ; triton_kernels.py:17:11
	v_pk_mul_f32 v[0:1], 0x3fb8aa3b, v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], 0x3fb8aa3b, v[2:3] op_sel_hi:[0,1]
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	s_barrier_wait -1
.Ltmp27:
	.loc	1 17 11                         ; triton_kernels.py:17:11
	v_pk_mul_f32 v[4:5], 0x3fb8aa3b, v[4:5] op_sel_hi:[0,1]
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v1
	v_pk_mul_f32 v[6:7], 0x3fb8aa3b, v[6:7] op_sel_hi:[0,1]
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v0
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v3
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v2
	v_cndmask_b32_e64 v8, 0, 0x42800000, vcc_lo
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v5
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v4
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v7
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v6
	v_add_f32_e32 v1, v1, v8
	v_cndmask_b32_e64 v8, 0, 0x42800000, s0
	v_cndmask_b32_e64 v9, 0, 0xffffffc0, vcc_lo
	v_cndmask_b32_e64 v10, 0, 0xffffffc0, s0
	v_cndmask_b32_e64 v11, 0, 0x42800000, s1
	v_exp_f32_e32 v1, v1
	v_add_f32_e32 v0, v0, v8
	v_cndmask_b32_e64 v8, 0, 0xffffffc0, s1
	v_cndmask_b32_e64 v22, 0, 0x42800000, s2
	v_add_f32_e32 v3, v3, v11
	v_cndmask_b32_e64 v11, 0, 0xffffffc0, s2
	v_exp_f32_e32 v0, v0
	v_cndmask_b32_e64 v23, 0, 0x42800000, s3
	v_add_f32_e32 v2, v2, v22
	v_exp_f32_e32 v3, v3
	v_cndmask_b32_e64 v22, 0, 0xffffffc0, s3
	v_cndmask_b32_e64 v24, 0, 0x42800000, s4
	v_add_f32_e32 v5, v5, v23
	v_exp_f32_e32 v2, v2
	v_cndmask_b32_e64 v23, 0, 0xffffffc0, s4
	v_cndmask_b32_e64 v25, 0, 0x42800000, s5
	v_add_f32_e32 v4, v4, v24
	v_exp_f32_e32 v5, v5
	v_cndmask_b32_e64 v24, 0, 0xffffffc0, s5
	v_cndmask_b32_e64 v26, 0, 0x42800000, s6
	v_add_f32_e32 v7, v7, v25
	v_exp_f32_e32 v4, v4
	v_cndmask_b32_e64 v25, 0, 0xffffffc0, s6
	v_ldexp_f32 v1, v1, v9
	v_add_f32_e32 v6, v6, v26
	v_exp_f32_e32 v7, v7
	v_ldexp_f32 v0, v0, v10
	v_ldexp_f32 v3, v3, v8
	v_ldexp_f32 v2, v2, v11
	v_exp_f32_e32 v6, v6
	v_ldexp_f32 v5, v5, v22
	v_ldexp_f32 v4, v4, v23
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_ldexp_f32 v7, v7, v24
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	v_pk_add_f32 v[8:9], v[0:1], v[2:3]
.Ltmp29:
	.loc	1 17 11                         ; triton_kernels.py:17:11
	v_ldexp_f32 v6, v6, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	v_pk_add_f32 v[10:11], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:18:51 ] ]
	v_add_f32_e32 v8, v8, v9
	v_add_f32_dpp v8, v8, v8 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v8, v8 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v8, v8, v8 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v8, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp32:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	v_permlanex16_b32 v9, v8, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:18:51 ] ]
	v_add_f32_e32 v8, v8, v9
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_kernels.py:18:51 ]
	v_readlane_b32 s0, v8, 31
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, s0
	s_wait_alu depctr_va_vdst(0)
	ds_store_b32 v12, v8
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v12, v18
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_kernels.py:18:51 ] ]
	s_wait_dscnt 0x0
	v_add_f32_dpp v8, v12, v12 row_xmask:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_wait_alu depctr_vm_vsrc(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v8, v8, v8 row_xmask:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp36:
	.loc	1 18 45                         ; triton_kernels.py:18:45
	v_div_scale_f32 v9, null, v8, v8, v0
	v_div_scale_f32 v10, null, v8, v8, v1
	v_div_scale_f32 v11, null, v8, v8, v2
	v_div_scale_f32 v12, null, v8, v8, v3
	s_wait_alu depctr_vm_vsrc(0)
	v_div_scale_f32 v18, null, v8, v8, v4
	v_rcp_f32_e32 v22, v9
	v_div_scale_f32 v23, null, v8, v8, v5
	v_rcp_f32_e32 v24, v10
	v_div_scale_f32 v25, null, v8, v8, v6
	v_rcp_f32_e32 v26, v11
	v_div_scale_f32 v27, null, v8, v8, v7
	v_rcp_f32_e32 v28, v12
	v_div_scale_f32 v29, vcc_lo, v0, v8, v0
	v_rcp_f32_e32 v30, v18
	v_fma_f32 v31, -v9, v22, 1.0
	v_rcp_f32_e32 v32, v23
	v_div_scale_f32 v33, s0, v1, v8, v1
	v_rcp_f32_e32 v34, v25
	v_div_scale_f32 v35, s1, v2, v8, v2
	v_rcp_f32_e32 v36, v27
	v_fmac_f32_e32 v22, v31, v22
	v_div_scale_f32 v31, s2, v3, v8, v3
	v_div_scale_f32 v37, s3, v4, v8, v4
	v_div_scale_f32 v38, s4, v5, v8, v5
	v_div_scale_f32 v39, s5, v6, v8, v6
	v_mul_f32_e32 v40, v29, v22
	v_div_scale_f32 v41, s6, v7, v8, v7
	v_fma_f32 v42, -v10, v24, 1.0
	v_fma_f32 v43, -v11, v26, 1.0
	v_fma_f32 v44, -v12, v28, 1.0
	v_fma_f32 v45, -v9, v40, v29
	v_fma_f32 v46, -v18, v30, 1.0
	v_fma_f32 v47, -v23, v32, 1.0
	v_fma_f32 v48, -v25, v34, 1.0
	v_fma_f32 v49, -v27, v36, 1.0
	v_fmac_f32_e32 v40, v45, v22
	v_dual_fmac_f32 v24, v42, v24 :: v_dual_fmac_f32 v26, v43, v26
	v_dual_fmac_f32 v28, v44, v28 :: v_dual_fmac_f32 v30, v46, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v9, -v9, v40, v29
	v_dual_fmac_f32 v32, v47, v32 :: v_dual_fmac_f32 v34, v48, v34
	v_fmac_f32_e32 v36, v49, v36
	v_mul_f32_e32 v29, v33, v24
	v_div_fmas_f32 v9, v9, v22, v40
	s_mov_b32 vcc_lo, s0
	v_mul_f32_e32 v22, v35, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v40, v31, v28 :: v_dual_fma_f32 v42, -v10, v29, v33
	v_div_fixup_f32 v0, v9, v8, v0
	v_dual_mul_f32 v9, v37, v30 :: v_dual_mul_f32 v43, v38, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v44, v39, v34 :: v_dual_fmac_f32 v29, v42, v24
	v_dual_mul_f32 v42, v41, v36 :: v_dual_fma_f32 v45, -v11, v22, v35
	v_dual_fma_f32 v46, -v12, v40, v31 :: v_dual_fma_f32 v47, -v18, v9, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_fma_f32 v10, -v10, v29, v33 :: v_dual_fma_f32 v33, -v23, v43, v38
	v_dual_fma_f32 v48, -v25, v44, v39 :: v_dual_fma_f32 v49, -v27, v42, v41
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v22, v45, v26
	v_div_fmas_f32 v10, v10, v24, v29
	s_mov_b32 vcc_lo, s1
	v_dual_fmac_f32 v40, v46, v28 :: v_dual_fmac_f32 v9, v47, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f32 v11, -v11, v22, v35
	v_dual_fmac_f32 v43, v33, v32 :: v_dual_fmac_f32 v44, v48, v34
	v_fmac_f32_e32 v42, v49, v36
	v_fma_f32 v12, -v12, v40, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v11, v11, v26, v22
	s_mov_b32 vcc_lo, s2
	v_dual_fma_f32 v18, -v18, v9, v37 :: v_dual_fma_f32 v22, -v23, v43, v38
	v_div_fmas_f32 v12, v12, v28, v40
	s_mov_b32 vcc_lo, s3
	v_fma_f32 v23, -v25, v44, v39
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fmas_f32 v9, v18, v30, v9
	s_mov_b32 vcc_lo, s4
	v_fma_f32 v18, -v27, v42, v41
	v_div_fmas_f32 v22, v22, v32, v43
	s_mov_b32 vcc_lo, s5
	v_div_fixup_f32 v1, v10, v8, v1
	v_div_fmas_f32 v10, v23, v34, v44
	v_div_fixup_f32 v2, v11, v8, v2
	v_div_fixup_f32 v3, v12, v8, v3
	v_div_fixup_f32 v4, v9, v8, v4
	s_mov_b32 vcc_lo, s6
	v_div_fmas_f32 v9, v18, v36, v42
	v_div_fixup_f32 v5, v22, v8, v5
	v_div_fixup_f32 v6, v10, v8, v6
	.loc	1 18 5 is_stmt 0                ; triton_kernels.py:18:5
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b32 v0, v19, s[8:11], null offen
	.loc	1 18 45                         ; triton_kernels.py:18:45
	s_wait_xcnt 0x0
	s_wait_alu depctr_vm_vsrc(0)
	v_div_fixup_f32 v0, v9, v8, v7
	.loc	1 18 5                          ; triton_kernels.py:18:5
	s_clause 0x5
	buffer_store_b32 v1, v20, s[8:11], null offen
	buffer_store_b32 v2, v21, s[8:11], null offen
	buffer_store_b32 v3, v13, s[8:11], null offen
	buffer_store_b32 v4, v14, s[8:11], null offen
	buffer_store_b32 v5, v15, s[8:11], null offen
	buffer_store_b32 v6, v16, s[8:11], null offen
	s_wait_alu depctr_va_vdst(0)
	buffer_store_b32 v0, v17, s[8:11], null offen
	.loc	1 11 1 is_stmt 1                ; triton_kernels.py:11:1
	s_endpgm
.Ltmp37:
.Lfunc_end0:
	.size	softmax, .Lfunc_end0-softmax
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 50
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-softmax)<<4)&4080)>>4
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
	.set .Lsoftmax.num_vgpr, 50
	.set .Lsoftmax.num_agpr, 0
	.set .Lsoftmax.numbered_sgpr, 66
	.set .Lsoftmax.num_named_barrier, 0
	.set .Lsoftmax.private_seg_size, 0
	.set .Lsoftmax.uses_vcc, 1
	.set .Lsoftmax.uses_flat_scratch, 0
	.set .Lsoftmax.has_dyn_sized_stack, 0
	.set .Lsoftmax.has_recursion, 0
	.set .Lsoftmax.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2388
; TotalNumSgprs: 68
; NumVgprs: 50
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 50
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
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	18                              ; DW_AT_call_line
	.byte	51                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	16                              ; DW_AT_call_line
	.byte	13                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x67:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
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
	.asciz	"softmax"                       ; string offset=67 ; softmax
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 128
    .name:           softmax
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         softmax.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
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
