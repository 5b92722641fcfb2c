	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x10
	s_bfe_u32 s2, ttmp6, 0x4000c
	s_bfe_u32 s8, ttmp6, 0x40010
	s_add_co_i32 s2, s2, 1
	s_and_b32 s3, ttmp6, 15
	s_mul_i32 s2, ttmp9, s2
	s_add_co_i32 s8, s8, 1
	s_add_co_i32 s3, s3, s2
	s_mul_i32 s2, ttmp7, s8
	s_bfe_u32 s8, ttmp6, 0x40004
	s_getreg_b32 s9, hwreg(HW_REG_IB_STS2, 6, 4)
	s_add_co_i32 s8, s8, s2
	s_cmp_eq_u32 s9, 0
	s_mov_b32 s12, 0
	s_cselect_b32 s2, ttmp7, s8
	s_cselect_b32 s3, ttmp9, s3
	s_lshl_b32 s2, s2, 4
	s_lshl_b32 s3, s3, 4
	s_wait_kmcnt 0x0
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc0 .LBB0_22
; %bb.1:
	v_dual_mov_b32 v23, s2 :: v_dual_bitop2_b32 v1, 16, v0 bitop3:0x40
	v_and_b32_e32 v2, 15, v0
	s_load_b128 s[8:11], s[0:1], 0x0
	s_lshl_b32 s13, s7, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v3, 1, v1
	s_wait_xcnt 0x0
	s_sub_co_i32 s0, 0, s13
	v_dual_lshrrev_b32 v24, 4, v0 :: v_dual_add_nc_u32 v25, s3, v2
	s_lshl_b32 s14, s7, 5
	s_cmp_lg_u32 s6, 1
	v_lshl_or_b32 v4, v0, 5, 0x1e0
	s_cselect_b32 s15, -1, 0
	s_cmp_gt_i32 s13, -1
	v_mad_u32 v27, s7, v24, v25
	s_cselect_b32 s1, -1, 0
	v_xor_b32_e32 v5, 0x1ff, v0
	v_lshl_or_b32 v6, v2, 1, 0x400
	v_dual_lshlrev_b32 v7, 5, v1 :: v_dual_bitop2_b32 v12, s3, v2 bitop3:0x54
	v_lshl_or_b32 v22, v2, 6, v3
	v_dual_mov_b32 v21, 0 :: v_dual_bitop2_b32 v2, 64, v0 bitop3:0x54
	v_cndmask_b32_e64 v28, 0, -1, s1
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s17, s13, s0
	v_dual_mov_b32 v13, v12 :: v_dual_add_nc_u32 v26, s2, v0
	s_mul_hi_u32 s1, s17, 15
	v_cmp_gt_u32_e64 s16, 0x1e0, v5
	v_cmp_lt_u32_e64 s0, 0x1df, v5
	v_or_b32_e32 v29, 0x200, v0
	v_dual_mov_b32 v14, v12 :: v_dual_mov_b32 v15, v12
	v_or_b32_e32 v3, 0x60, v0
	v_dual_lshlrev_b32 v30, 1, v0 :: v_dual_bitop2_b32 v1, 32, v0 bitop3:0x54
	v_dual_add_nc_u32 v31, v6, v7 :: v_dual_add_nc_u32 v32, v6, v4
	v_dual_mov_b32 v33, v0 :: v_dual_mov_b32 v4, v21
	v_dual_mov_b32 v5, v21 :: v_dual_mov_b32 v6, v21
	v_dual_mov_b32 v7, v21 :: v_dual_mov_b32 v8, v21
	v_dual_mov_b32 v9, v21 :: v_dual_mov_b32 v10, v21
	v_mov_b32_e32 v11, v21
	s_cmp_lg_u32 s1, 0
	s_mul_i32 s17, s17, 15
	s_cselect_b32 s18, -1, 0
	s_mov_b32 s19, s7
	s_mov_b32 s20, s7
	s_mov_b32 s21, s7
	s_mov_b32 s22, s7
	s_mov_b32 s23, -1
	s_mov_b32 s24, 0
	v_cmp_gt_u32_e32 vcc_lo, 0x200, v0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s25
	s_wait_dscnt 0x0
	; wave barrier
	ds_load_b128 v[34:37], v22
	ds_load_b128 v[38:41], v22 offset:16
	ds_load_u16 v16, v31
	ds_load_u16 v17, v31 offset:32
	ds_load_u16 v18, v31 offset:64
	ds_load_u16 v19, v31 offset:96
	ds_load_u16 v20, v31 offset:128
	ds_load_u16 v44, v31 offset:160
	ds_load_u16 v45, v31 offset:192
	ds_load_u16 v46, v31 offset:224
	ds_load_u16 v47, v31 offset:256
	ds_load_u16 v48, v31 offset:288
	ds_load_u16 v49, v31 offset:320
	ds_load_u16 v50, v31 offset:352
	ds_load_u16 v51, v31 offset:384
	ds_load_u16 v52, v31 offset:416
	ds_load_u16 v53, v31 offset:448
	ds_load_u16 v54, v32
	v_add_nc_u32_e32 v33, 32, v33
	s_add_co_i32 s24, s24, 32
	s_add_co_i32 s12, s12, 1
	s_cmp_ge_u32 s24, s6
	s_wait_dscnt 0xe
	v_nop
	v_nop
	v_nop
	v_perm_b32 v42, v17, v16, 0x5040100
	s_wait_dscnt 0xc
	v_perm_b32 v43, v19, v18, 0x5040100
	s_wait_dscnt 0xa
	v_perm_b32 v44, v44, v20, 0x5040100
	s_wait_dscnt 0x8
	v_perm_b32 v45, v46, v45, 0x5040100
	s_wait_dscnt 0x6
	v_perm_b32 v46, v48, v47, 0x5040100
	s_wait_dscnt 0x4
	v_perm_b32 v47, v50, v49, 0x5040100
	s_wait_dscnt 0x2
	v_perm_b32 v48, v52, v51, 0x5040100
	s_wait_dscnt 0x0
	v_perm_b32 v49, v54, v53, 0x5040100
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x32_f16 v[4:11], v[34:41], v[42:49], v[4:11]
	; wave barrier
	s_cbranch_scc1 .LBB0_19
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_8 Depth 2
                                        ;     Child Loop BB0_18 Depth 2
	s_and_saveexec_b32 s25, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_dual_mov_b32 v19, v0 :: v_dual_mov_b32 v17, v23
	v_dual_mov_b32 v18, v24 :: v_dual_mov_b32 v16, v30
	s_mov_b32 s1, s16
	s_and_saveexec_b32 s26, s0
	s_cbranch_execz .LBB0_16
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mad_u32 v16, s14, s12, v27
	v_dual_mov_b32 v19, v0 :: v_dual_mov_b32 v17, v23
	v_dual_mov_b32 v18, v24 :: v_dual_add_nc_u32 v20, s24, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v16, v16, v28
	v_cmp_gt_u32_e64 s1, s17, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_u32 v16, s27, v20, 15
	v_mov_b32_e32 v16, v30
	s_or_b32 s27, s15, s27
	s_or_b32 s1, s1, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_nor_b32 s28, s27, s1
	s_mov_b32 s1, -1
	s_and_saveexec_b32 s27, s28
	s_cbranch_execz .LBB0_15
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_dual_mov_b32 v39, 0 :: v_dual_bitop2_b32 v34, s24, v0 bitop3:0x54
	s_mov_b32 s29, -1
	s_and_saveexec_b32 s28, s23
	s_cbranch_execz .LBB0_10
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
	v_dual_mov_b32 v36, 4 :: v_dual_add_nc_u32 v35, s2, v34
	v_dual_mov_b32 v37, v30 :: v_dual_mov_b32 v38, v0
	s_mov_b32 s30, 0
	s_mov_b32 s29, 0
.LBB0_8:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_lshrrev_b32 v20, 5, v38 :: v_dual_lshrrev_b32 v39, 4, v19
	v_dual_mov_b32 v41, v21 :: v_dual_lshrrev_b32 v44, 4, v16
	v_add_nc_u32_e32 v53, 0x80, v38
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v20, v20, v35
	s_add_co_i32 s30, s30, 8
	v_add_nc_u32_e32 v52, 0x80, v19
	v_dual_add_nc_u32 v54, s24, v44 :: v_dual_lshrrev_b32 v40, 4, v18
	v_lshrrev_b32_e32 v42, 4, v17
	v_dual_mov_b32 v49, v21 :: v_dual_add_nc_u32 v48, 0x80, v17
	v_dual_mov_b32 v51, v21 :: v_dual_add_nc_u32 v50, 0x80, v18
	v_dual_add_nc_u32 v39, s24, v39 :: v_dual_lshrrev_b32 v56, 5, v53
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_lshrrev_b32 v57, 4, v52 :: v_dual_lshrrev_b32 v50, 4, v50
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[52:53], v[20:21], 1, s[8:9]
	v_mad_u32 v20, v54, s19, v12
	v_dual_mov_b32 v47, v21 :: v_dual_add_nc_u32 v46, 0x80, v16
	v_dual_add_nc_u32 v55, s24, v42 :: v_dual_add_nc_u32 v40, s24, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_lshrrev_b32 v48, 4, v48 :: v_dual_lshrrev_b32 v46, 4, v46
	v_mad_u32 v44, v39, s22, v15
	v_dual_add_nc_u32 v39, s24, v57 :: v_dual_add_nc_u32 v54, s24, v50
	v_mad_u32 v42, v40, s21, v14
	v_mad_u32 v40, v55, s20, v13
	v_dual_add_nc_u32 v55, s24, v48 :: v_dual_add_nc_u32 v58, s24, v46
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u32 v48, v54, s21, v14
	v_dual_mov_b32 v43, v21 :: v_dual_add_nc_u32 v36, -2, v36
	v_mov_b32_e32 v45, v21
	v_mad_u32 v46, v55, s20, v13
	v_lshl_add_u64 v[54:55], v[20:21], 1, s[10:11]
	v_add_nc_u32_e32 v20, v56, v35
	v_mad_u32 v50, v39, s22, v15
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[10:11]
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[10:11]
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[10:11]
	v_lshl_add_u64 v[56:57], v[20:21], 1, s[8:9]
	v_mad_u32 v20, v58, s19, v12
	s_clause 0x3
	global_load_u16 v58, v[54:55], off
	global_load_u16 v59, v[40:41], off
	global_load_u16 v60, v[42:43], off
	global_load_u16 v61, v[44:45], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[42:43], v[48:49], 1, s[10:11]
	v_lshl_add_u64 v[40:41], v[46:47], 1, s[10:11]
	s_clause 0x1
	global_load_b64 v[52:53], v[52:53], off
	global_load_b64 v[46:47], v[56:57], off
	s_wait_xcnt 0x2
	v_lshl_add_u64 v[44:45], v[50:51], 1, s[10:11]
	v_cmp_eq_u32_e64 s1, 0, v36
	v_add_nc_u32_e32 v19, 0x100, v19
	v_add_nc_u32_e32 v18, 0x100, v18
	v_add_nc_u32_e32 v17, 0x100, v17
	v_lshl_add_u64 v[48:49], v[20:21], 1, s[10:11]
	s_clause 0x3
	global_load_u16 v20, v[48:49], off
	global_load_u16 v50, v[40:41], off
	global_load_u16 v51, v[42:43], off
	global_load_u16 v54, v[44:45], off
	v_add_nc_u32_e32 v16, 0x100, v16
	v_dual_mov_b32 v39, s30 :: v_dual_add_nc_u32 v38, 0x100, v38
	s_or_b32 s29, s1, s29
	s_wait_loadcnt 0x5
	ds_store_b16 v37, v52
	ds_store_b16_d16_hi v37, v52 offset:64
	ds_store_b16 v37, v53 offset:128
	ds_store_b16_d16_hi v37, v53 offset:192
	ds_store_b16 v37, v58 offset:1024
	ds_store_b16 v37, v59 offset:1088
	ds_store_b16 v37, v60 offset:1152
	ds_store_b16 v37, v61 offset:1216
	s_wait_loadcnt 0x4
	ds_store_b16 v37, v46 offset:256
	ds_store_b16_d16_hi v37, v46 offset:320
	ds_store_b16 v37, v47 offset:384
	ds_store_b16_d16_hi v37, v47 offset:448
	s_wait_loadcnt 0x3
	ds_store_b16 v37, v20 offset:1280
	s_wait_loadcnt 0x2
	ds_store_b16 v37, v50 offset:1344
	s_wait_loadcnt 0x1
	ds_store_b16 v37, v51 offset:1408
	s_wait_loadcnt 0x0
	ds_store_b16 v37, v54 offset:1472
	v_add_nc_u32_e32 v37, 0x200, v37
	s_and_not1_b32 exec_lo, exec_lo, s29
	s_cbranch_execnz .LBB0_8
; %bb.9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s29
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s29, exec_lo, -1
	s_or_b32 exec_lo, exec_lo, s28
	s_and_saveexec_b32 s1, s29
	s_cbranch_execz .LBB0_12
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s28
	s_and_saveexec_b32 s1, s29
	s_cbranch_execz .LBB0_12
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	v_and_b32_e32 v20, 0x7ffffff, v39
	v_dual_lshrrev_b32 v16, 4, v16 :: v_dual_lshrrev_b32 v17, 4, v17
	v_dual_lshrrev_b32 v18, 4, v18 :: v_dual_lshrrev_b32 v19, 4, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add3_u32 v20, v20, s2, v34
	v_dual_add_nc_u32 v34, s24, v16 :: v_dual_add_nc_u32 v35, s24, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_add_nc_u32 v36, s24, v18 :: v_dual_add_nc_u32 v19, s24, v19
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[16:17], v[20:21], 1, s[8:9]
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u32 v20, v34, s19, v12
	v_mad_u32 v18, v35, s20, v13
	v_mad_u32 v34, v36, s21, v14
	v_mad_u32 v36, v19, s22, v15
	v_dual_mov_b32 v19, v21 :: v_dual_mov_b32 v35, v21
	v_mov_b32_e32 v37, v21
	global_load_b64 v[16:17], v[16:17], off
	v_lshl_add_u64 v[40:41], v[20:21], 1, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[10:11]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[10:11]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[10:11]
	s_clause 0x3
	global_load_u16 v20, v[40:41], off
	global_load_u16 v38, v[18:19], off
	global_load_u16 v42, v[34:35], off
	global_load_u16 v43, v[36:37], off
	s_wait_xcnt 0x2
	v_lshlrev_b32_e32 v18, 1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_or_b32 v18, v39, 6, v18
	s_wait_loadcnt 0x4
	ds_store_b16 v18, v16
	ds_store_b16_d16_hi v18, v16 offset:64
	ds_store_b16 v18, v17 offset:128
	ds_store_b16_d16_hi v18, v17 offset:192
	s_wait_loadcnt 0x3
	ds_store_b16 v18, v20 offset:1024
	s_wait_loadcnt 0x2
	ds_store_b16 v18, v38 offset:1088
	s_wait_loadcnt 0x1
	ds_store_b16 v18, v42 offset:1152
	s_wait_loadcnt 0x0
	ds_store_b16 v18, v43 offset:1216
.LBB0_12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s28, s1
; %bb.13:                               ;   in Loop: Header=BB0_3 Depth=1
	v_dual_lshrrev_b32 v16, 5, v29 :: v_dual_lshrrev_b32 v18, 4, v29
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_nc_u32 v17, s2, v16 :: v_dual_lshlrev_b32 v16, 1, v29
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s28
	v_mov_b32_e32 v19, v29
	s_or_not1_b32 s1, s1, exec_lo
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_and_not1_b32 s27, s16, exec_lo
	s_and_b32 s1, s1, exec_lo
	s_or_b32 s1, s27, s1
.LBB0_16:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b32 exec_lo, exec_lo, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 exec_lo, exec_lo, s1
	s_cbranch_execz .LBB0_2
; %bb.17:                               ;   in Loop: Header=BB0_3 Depth=1
	v_add_nc_u32_e32 v18, s24, v18
	v_mad_u32 v17, s6, v17, v33
	v_subrev_nc_u32_e32 v19, 32, v19
	s_mov_b32 s26, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u32 v18, s7, v18, v25
.LBB0_18:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_wait_kmcnt 0x0
	global_load_u16 v20, v17, s[8:9] scale_offset
	global_load_u16 v34, v18, s[10:11] scale_offset
	s_wait_xcnt 0x1
	v_dual_add_nc_u32 v19, 32, v19 :: v_dual_add_nc_u32 v17, s6, v17
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v18, s13, v18
	s_wait_loadcnt 0x1
	ds_store_b16 v16, v20
	s_wait_loadcnt 0x0
	ds_store_b16 v16, v34 offset:1024
	v_cmp_lt_u32_e64 s1, 0x1df, v19
	v_add_nc_u32_e32 v16, 64, v16
	s_or_b32 s26, s1, s26
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s26
	s_cbranch_execnz .LBB0_18
	s_branch .LBB0_2
.LBB0_19:
	s_branch .LBB0_21
.LBB0_20:
	v_mov_b32_e32 v4, 0
	v_and_or_b32 v12, v0, 15, s3
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v6, v4
	v_dual_mov_b32 v7, v4 :: v_dual_mov_b32 v8, v4
	v_dual_mov_b32 v9, v4 :: v_dual_mov_b32 v10, v4
	v_mov_b32_e32 v11, v4
.LBB0_21:
	v_lshrrev_b32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 8, v0
	v_add_nc_u32_e32 v0, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u32 v0, v0, s7, v12
	v_add_nc_u32_e32 v1, s7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, s7, v1
	v_add_nc_u32_e32 v3, s7, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, s7, v3
	v_add_nc_u32_e32 v13, s7, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v14, s7, v13
	s_clause 0x2
	global_store_b32 v0, v4, s[4:5] scale_offset
	global_store_b32 v1, v5, s[4:5] scale_offset
	global_store_b32 v2, v6, s[4:5] scale_offset
	s_wait_xcnt 0x2
	v_add_nc_u32_e32 v0, s7, v14
	s_clause 0x4
	global_store_b32 v3, v7, s[4:5] scale_offset
	global_store_b32 v12, v8, s[4:5] scale_offset
	global_store_b32 v13, v9, s[4:5] scale_offset
	global_store_b32 v14, v10, s[4:5] scale_offset
	global_store_b32 v0, v11, s[4:5] scale_offset
	s_endpgm
.LBB0_22:
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr12
	s_cbranch_execnz .LBB0_20
	s_branch .LBB0_21
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 31
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 20
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
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.set mfma_gemm.num_vgpr, 62
	.set mfma_gemm.num_agpr, 0
	.set mfma_gemm.numbered_sgpr, 31
	.set mfma_gemm.num_named_barrier, 0
	.set mfma_gemm.private_seg_size, 0
	.set mfma_gemm.uses_vcc, 1
	.set mfma_gemm.uses_flat_scratch, 0
	.set mfma_gemm.has_dyn_sized_stack, 0
	.set mfma_gemm.has_recursion, 0
	.set mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2532
; TotalNumSgprs: 33
; NumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 62
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 32
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
