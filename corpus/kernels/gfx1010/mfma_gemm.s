	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	v_lshrrev_b32_e32 v11, 4, v0
	s_lshl_b32 s1, s7, 4
	s_lshl_b32 s2, s6, 4
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s10, 0
	s_cbranch_scc0 .LBB0_9
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mul_lo_u32 v3, s11, v11
	v_and_b32_e32 v1, 16, v0
	v_and_b32_e32 v2, 15, v0
	v_add_nc_u32_e32 v14, s1, v11
	v_or_b32_e32 v19, 0xffffffe0, v0
	v_lshlrev_b32_e32 v21, 1, v0
	v_lshlrev_b32_e32 v17, 1, v1
	v_lshl_or_b32 v18, v2, 1, 0x200
	v_or_b32_e32 v1, s2, v2
	v_add3_u32 v20, v3, s2, v2
	v_mad_u64_u32 v[2:3], s0, s10, v14, v[2:3]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v16, 0
	s_lshl_b32 s13, s11, 4
	s_lshl_b32 s12, s11, 1
	s_lshl_b32 s14, s10, 1
	v_cmp_gt_u32_e32 vcc_lo, 0x100, v0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_waitcnt_vscnt null, 0x0
	buffer_gl0_inv
	ds_read_b128 v[22:25], v17
	ds_read_b128 v[26:29], v17 offset:16
	ds_read_u16 v3, v18
	ds_read_u16 v5, v18 offset:32
	ds_read_u16 v30, v18 offset:64
	ds_read_u16 v31, v18 offset:96
	ds_read_u16 v32, v18 offset:128
	ds_read_u16 v33, v18 offset:160
	ds_read_u16 v34, v18 offset:192
	ds_read_u16 v35, v18 offset:224
	ds_read_u16 v37, v18 offset:288
	ds_read_u16 v39, v18 offset:416
	ds_read_u16 v36, v18 offset:256
	ds_read_u16 v38, v18 offset:352
	v_add_nc_u32_e32 v20, s13, v20
	v_add_nc_u32_e32 v2, 16, v2
	s_add_i32 s3, s3, 16
	ds_read_u16 v40, v18 offset:480
	s_cmp_ge_u32 s3, s10
	s_waitcnt lgkmcnt(12)
	v_fma_mix_f32 v6, v22, v3, v13 op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(11)
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(10)
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(9)
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(8)
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(7)
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(6)
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	s_waitcnt lgkmcnt(5)
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:64
	s_waitcnt lgkmcnt(3)
	v_fma_mix_f32 v6, v26, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v26, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_u16 v26, v18 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v27, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v27, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_u16 v27, v18 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v28, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v28, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_u16 v28, v18 offset:448
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v29, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v13, v29, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v3, v15 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:80
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v15, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v3, v12 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:144
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v12, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v3, v10 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:208
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v10, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v3, v7 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:272
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v7, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v3, v8 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:336
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v8, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v3, v9 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v5, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v30, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v31, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v32, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v33, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v34, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v35, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:400
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v6, v22, v36, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v22, v37, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v26, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v23, v38, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v27, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v24, v39, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v6, v25, v28, v6 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v9, v25, v40, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:448
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v3, v22, v3, v16 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v22, v5, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v23, v30, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v23, v31, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v24, v32, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v24, v33, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v25, v34, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v25, v35, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	ds_read_b128 v[22:25], v17 offset:464
	s_waitcnt lgkmcnt(0)
	v_fma_mix_f32 v3, v22, v36, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v22, v37, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v23, v26, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v23, v38, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v24, v27, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v24, v39, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	v_fma_mix_f32 v3, v25, v28, v3 op_sel_hi:[1,1,0]
	v_fma_mix_f32 v16, v25, v40, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0]
	; wave barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
	s_and_saveexec_b32 s15, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v22, v21
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v5, v20
	v_mov_b32_e32 v23, v19
	s_mov_b32 s16, 0
.LBB0_5:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_mov_b32_e32 v6, v4
	v_lshlrev_b64 v[24:25], 1, v[3:4]
	v_add_nc_u32_e32 v23, 32, v23
	v_add_nc_u32_e32 v3, s14, v3
	v_lshlrev_b64 v[26:27], 1, v[5:6]
	v_add_nc_u32_e32 v5, s12, v5
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v24, s0, s4, v24
	v_add_co_ci_u32_e64 v25, s0, s5, v25, s0
	v_add_co_u32 v26, s0, s6, v26
	v_add_co_ci_u32_e64 v27, s0, s7, v27, s0
	v_cmp_lt_u32_e64 s0, 0xdf, v23
	s_waitcnt_vscnt null, 0x0
	global_load_ushort v6, v[24:25], off
	global_load_ushort v28, v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write_b16 v22, v6
	s_waitcnt vmcnt(0)
	ds_write_b16 v22, v28 offset:512
	v_add_nc_u32_e32 v22, 64, v22
	s_or_b32 s16, s0, s16
	s_andn2_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_2
.LBB0_6:
	v_mov_b32_e32 v2, s12
	s_branch .LBB0_8
.LBB0_7:
	s_lshl_b32 s0, s11, 1
	v_and_or_b32 v1, v0, 15, s2
	v_add_nc_u32_e32 v14, s1, v11
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v16, 0
.LBB0_8:
	v_mad_u64_u32 v[0:1], s0, v14, s11, v[1:2]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v4, vcc_lo
	v_lshlrev_b64 v[17:18], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_add_co_u32 v5, vcc_lo, s8, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s9, v6, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_add_co_u32 v17, vcc_lo, s8, v17
	v_add_co_ci_u32_e32 v18, vcc_lo, s9, v18, vcc_lo
	global_store_dword v[3:4], v13, off
	global_store_dword v[5:6], v15, off
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	global_store_dword v[17:18], v12, off
	v_add_co_u32 v5, vcc_lo, s8, v19
	v_add_co_ci_u32_e32 v6, vcc_lo, s9, v20, vcc_lo
	v_lshlrev_b64 v[11:12], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_add_co_u32 v3, vcc_lo, s8, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s9, v4, vcc_lo
	v_lshlrev_b64 v[13:14], 2, v[0:1]
	v_add_nc_u32_e32 v0, v0, v2
	v_add_co_u32 v11, vcc_lo, s8, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s9, v12, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v13, vcc_lo, s8, v13
	v_add_co_ci_u32_e32 v14, vcc_lo, s9, v14, vcc_lo
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s9, v1, vcc_lo
	global_store_dword v[5:6], v10, off
	global_store_dword v[3:4], v7, off
	global_store_dword v[11:12], v8, off
	global_store_dword v[13:14], v9, off
	global_store_dword v[0:1], v16, off
	s_endpgm
.LBB0_9:
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr2
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 17
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
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.set mfma_gemm.num_vgpr, 41
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
; codeLenInByte = 2148
; TotalNumSgprs: 19
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 41
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
