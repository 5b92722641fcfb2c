	.amdgcn_target "amdgpu12.50-amd-amdhsa-unknown-gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.file	1 "/work/wt/wt25t/corpus/kernels/src/gfx1250" "triton_kernels.py"
	.loc	1 43 0                          ; triton_kernels.py:43:0
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
	.loc	1 54 35 prologue_end            ; triton_kernels.py:54:35
	s_bfe_u32 s5, ttmp8, 0x50019
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_lshl_b32 s4, ttmp9, 6
	.loc	1 47 23 is_stmt 0               ; triton_kernels.py:47:23
	s_and_b32 s2, s5, 3
	v_mov_b16_e32 v1.l, 0
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s7, s4, s2
	.loc	1 47 23                         ; triton_kernels.py:47:23
	v_and_b32_e32 v19, 31, v0
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x18 nv
	s_load_b128 s[24:27], s[0:1], 0x0 nv
	v_mov_b16_e32 v4.l, v1.l
	.loc	1 50 37                         ; triton_kernels.py:50:37
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v2, s20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s7
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 53 5 is_stmt 1                ; triton_kernels.py:53:5
	s_cmp_gt_i32 s18, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 53 5                          ; triton_kernels.py:53:5
	s_cselect_b32 s6, -1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[32:33], v[2:3], 1, s[2:3]
	.loc	1 53 5                          ; triton_kernels.py:53:5
	s_cmp_lt_i32 s18, 1
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v4, v[32:33], off
.LBB0_2:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[34:35], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v1, v[34:35], off
.LBB0_4:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 8
	v_mov_b16_e32 v5.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[36:37], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v6.l, v5.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v6, v[36:37], off
.LBB0_6:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[38:39], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v5, v[38:39], off
.LBB0_8:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 16
	v_mov_b16_e32 v7.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[40:41], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v8.l, v7.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v8, v[40:41], off
.LBB0_10:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[42:43], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_12
; %bb.11:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v7, v[42:43], off
.LBB0_12:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 24
	v_mov_b16_e32 v9.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[44:45], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v10.l, v9.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v10, v[44:45], off
.LBB0_14:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 28
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[46:47], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v9, v[46:47], off
.LBB0_16:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 32
	v_mov_b16_e32 v11.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[48:49], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v12.l, v11.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_18
; %bb.17:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v12, v[48:49], off
.LBB0_18:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 36
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[50:51], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v11, v[50:51], off
.LBB0_20:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 40
	v_mov_b16_e32 v13.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[52:53], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v14.l, v13.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_22
; %bb.21:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v14, v[52:53], off
.LBB0_22:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 44
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[54:55], v[2:3], 1, s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_24
; %bb.23:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v13, v[54:55], off
.LBB0_24:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s2, s7, 48
	v_mov_b16_e32 v15.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s2, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[2:3], s[26:27], s[2:3]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[56:57], v[2:3], 1, s[2:3]
	v_mov_b16_e32 v16.l, v15.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v16, v[56:57], off
.LBB0_26:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s8, s7, 52
	.loc	1 0 0 is_stmt 0                 ; triton_kernels.py:0
	s_load_b64 s[2:3], s[0:1], 0x10 nv
	.loc	1 50 17 is_stmt 1               ; triton_kernels.py:50:17
	s_mul_i32 s8, s19, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s10, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[8:9], s[26:27], s[8:9]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s10, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[58:59], v[2:3], 1, s[8:9]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s10, 1
	s_cbranch_scc1 .LBB0_28
; %bb.27:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v15, v[58:59], off
.LBB0_28:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s8, s7, 56
	v_mov_b16_e32 v17.l, 0
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s8, s19, s8
	.loc	1 0 0 is_stmt 0                 ; triton_kernels.py:0
	s_load_b32 s15, s[0:1], 0x38 nv
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_ashr_i32 s9, s8, 31
	s_wait_xcnt 0x0
	s_lshl_b64 s[0:1], s[8:9], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s8, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[0:1], s[26:27], s[0:1]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s8, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[60:61], v[2:3], 1, s[0:1]
	v_mov_b16_e32 v18.l, v17.l
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s8, 1
	s_cbranch_scc1 .LBB0_30
; %bb.29:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v18, v[60:61], off
.LBB0_30:
	.loc	1 47 10                         ; triton_kernels.py:47:10
	s_or_b32 s7, s7, 60
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 50 17                         ; triton_kernels.py:50:17
	s_mul_i32 s0, s19, s7
	.loc	1 50 9 is_stmt 0                ; triton_kernels.py:50:9
	s_ashr_i32 s1, s0, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_and_b32 s7, s6, exec_lo
	.loc	1 50 9                          ; triton_kernels.py:50:9
	s_add_nc_u64 s[0:1], s[26:27], s[0:1]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cselect_b32 s7, 1, 0
	.loc	1 50 9                          ; triton_kernels.py:50:9
	v_lshl_add_u64 v[62:63], v[2:3], 1, s[0:1]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_cmp_lg_u32 s7, 1
	s_cbranch_scc1 .LBB0_32
; %bb.31:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v17, v[62:63], off
.LBB0_32:
	.loc	1 47 23                         ; triton_kernels.py:47:23
	s_lshl_b32 s9, s5, 5
	.loc	1 48 10                         ; triton_kernels.py:48:10
	s_lshl_b32 s0, ttmp7, 6
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_bfe_u32 s1, s5, 0x10001
	.loc	1 47 23                         ; triton_kernels.py:47:23
	v_or_b32_e32 v96, s9, v19
	v_mov_b16_e32 v19.l, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mov_b16_e32 v20.l, v19.l
	.loc	1 48 10                         ; triton_kernels.py:48:10
	s_and_b32 s5, s0, 0x3fffc0
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s0, s21, s1
	.loc	1 48 10                         ; triton_kernels.py:48:10
	v_and_or_b32 v2, v96, 63, s5
	.loc	1 51 37                         ; triton_kernels.py:51:37
	v_mul_lo_u32 v2, s22, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	v_ashrrev_i32_e32 v3, 31, v2
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[10:11], s[0:1], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_wait_kmcnt 0x0
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[64:65], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_34
; %bb.33:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v20, v[64:65], off
.LBB0_34:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_lshl1_add_u32 s10, s21, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[66:67], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_36
; %bb.35:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v19, v[66:67], off
.LBB0_36:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_lshl2_add_u32 s10, s21, s0
	v_mov_b16_e32 v21.l, 0
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[68:69], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v22.l, v21.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_38
; %bb.37:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v22, v[68:69], off
.LBB0_38:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[70:71], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_40
; %bb.39:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v21, v[70:71], off
.LBB0_40:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_lshl3_add_u32 s10, s21, s0
	v_mov_b16_e32 v23.l, 0
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[72:73], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v24.l, v23.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_42
; %bb.41:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v24, v[72:73], off
.LBB0_42:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[74:75], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v23, v[74:75], off
.LBB0_44:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 12
	v_mov_b16_e32 v25.l, 0
	s_add_co_i32 s10, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[76:77], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v26.l, v25.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_46
; %bb.45:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v26, v[76:77], off
.LBB0_46:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[78:79], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_48
; %bb.47:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v25, v[78:79], off
.LBB0_48:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_lshl4_add_u32 s10, s21, s0
	v_mov_b16_e32 v27.l, 0
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[80:81], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v28.l, v27.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v28, v[80:81], off
.LBB0_50:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[82:83], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_52
; %bb.51:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v27, v[82:83], off
.LBB0_52:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 20
	v_mov_b16_e32 v29.l, 0
	s_add_co_i32 s10, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[84:85], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v30.l, v29.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_54
; %bb.53:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v30, v[84:85], off
.LBB0_54:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[86:87], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v29, v[86:87], off
.LBB0_56:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 24
	v_mov_b16_e32 v31.l, 0
	s_add_co_i32 s10, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[88:89], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v97.l, v31.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_58
; %bb.57:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v97, v[88:89], off
.LBB0_58:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 26
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s10, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[90:91], v[2:3], 1, s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_60
; %bb.59:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v31, v[90:91], off
.LBB0_60:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 28
	v_mov_b16_e32 v98.l, 0
	s_add_co_i32 s10, s0, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s11, s10, 31
	s_lshl_b64 s[10:11], s[10:11], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s1, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[10:11], s[2:3], s[10:11]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s1, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[92:93], v[2:3], 1, s[10:11]
	v_mov_b16_e32 v100.l, v98.l
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v100, v[92:93], off
.LBB0_62:
	.loc	1 51 17                         ; triton_kernels.py:51:17
	s_mul_i32 s1, s21, 30
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_co_i32 s0, s0, s1
	.loc	1 51 9 is_stmt 0                ; triton_kernels.py:51:9
	s_ashr_i32 s1, s0, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 54 35 is_stmt 1               ; triton_kernels.py:54:35
	s_and_b32 s6, s6, exec_lo
	.loc	1 51 9                          ; triton_kernels.py:51:9
	s_add_nc_u64 s[0:1], s[2:3], s[0:1]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cselect_b32 s2, 1, 0
	.loc	1 51 9                          ; triton_kernels.py:51:9
	v_lshl_add_u64 v[94:95], v[2:3], 1, s[0:1]
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_64
; %bb.63:
	s_wait_alu depctr_va_vdst(0)
	global_load_u16 v98, v[94:95], off
.LBB0_64:
	.loc	1 54 23 is_stmt 0               ; triton_kernels.py:54:23
	v_lshlrev_b32_e32 v101, 1, v96
	v_dual_lshlrev_b32 v3, 7, v0 :: v_dual_bitop2_b32 v99, 16, v0 bitop3:0x40
	v_lshlrev_b32_e32 v2, 1, v0
	s_mov_b32 s7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_and_b32_e32 v102, 0xfe, v101
	.loc	1 53 5 is_stmt 1                ; triton_kernels.py:53:5
	s_sub_co_i32 s8, s18, 32
	s_cmp_gt_i32 s8, 0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 54 23                         ; triton_kernels.py:54:23
	v_add_nc_u32_e32 v101, 0, v102
	s_wait_loadcnt 0x0
	s_wait_alu depctr_va_vdst(0)
	ds_store_b16 v101, v4 offset:9184
	ds_store_b16 v101, v1 offset:9456
	ds_store_b16 v101, v6 offset:9728
	ds_store_b16 v101, v5 offset:10000
	ds_store_b16 v101, v8 offset:10272
	ds_store_b16 v101, v7 offset:10544
	ds_store_b16 v101, v10 offset:10816
	ds_store_b16 v101, v9 offset:11088
	ds_store_b16 v101, v12 offset:11360
	ds_store_b16 v101, v11 offset:11632
	ds_store_b16 v101, v14 offset:11904
	ds_store_b16 v101, v13 offset:12176
	ds_store_b16 v101, v16 offset:12448
	ds_store_b16 v101, v15 offset:12720
	ds_store_b16 v101, v18 offset:12992
	ds_store_b16 v101, v17 offset:13264
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	ds_store_b16 v101, v20
	ds_store_b16 v101, v19 offset:288
	ds_store_b16 v101, v22 offset:576
	ds_store_b16 v101, v21 offset:864
	ds_store_b16 v101, v24 offset:1152
	ds_store_b16 v101, v23 offset:1440
	ds_store_b16 v101, v26 offset:1728
	ds_store_b16 v101, v25 offset:2016
	ds_store_b16 v101, v28 offset:2304
	ds_store_b16 v101, v27 offset:2592
	ds_store_b16 v101, v30 offset:2880
	ds_store_b16 v101, v29 offset:3168
	ds_store_b16 v101, v97 offset:3456
	ds_store_b16 v101, v31 offset:3744
	ds_store_b16 v101, v100 offset:4032
	ds_store_b16 v101, v98 offset:4320
	.loc	1 53 5 is_stmt 1                ; triton_kernels.py:53:5
	s_cbranch_scc1 .LBB0_66
; %bb.65:                               ; %.._crit_edge_crit_edge
	.loc	1 54 23                         ; triton_kernels.py:54:23
	v_and_b32_e32 v103, 16, v0
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v1, 0x380, v3
	s_and_b32 s1, s9, 32
	s_mov_b32 s0, 0
	v_lshlrev_b32_e32 v4, 6, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_or_b32 v4, v2, 16, v4
	v_or3_b32 v100, v4, s1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v1, 3, v100
	v_and_b32_e32 v101, 0xe0, v1
	s_branch .LBB0_67
.LBB0_66:
	.loc	1 0 35                          ; triton_kernels.py:0:35
	s_mov_b32 s0, -1
                                        ; implicit-def: $vgpr103
                                        ; implicit-def: $vgpr100
                                        ; implicit-def: $vgpr101
.LBB0_67:                               ; %Flow70
	s_and_b32 s6, s9, 64
	s_and_b32 s0, s0, exec_lo
	s_wait_alu depctr_vm_vsrc(0)
	v_and_b32_e32 v97, 15, v0
	s_cselect_b32 s0, 1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v98, 6, v97
	s_cbranch_scc1 .LBB0_71
; %bb.68:                               ; %.lr.ph
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v103, s6, 4, v98
	v_and_b32_e32 v100, 0x380, v3
	v_dual_lshlrev_b32 v0, 6, v99 :: v_dual_mov_b32 v24, 0
	v_lshrrev_b32_e32 v101, 4, v103
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_or_b32 v105, v2, 16, v0
	v_mov_b32_e32 v25, v24
	.loc	1 56 14 is_stmt 1               ; triton_kernels.py:56:14
	s_lshl_b32 s2, s21, 5
	v_dual_mov_b32 v26, v24 :: v_dual_mov_b32 v27, v24
	v_dual_mov_b32 v28, v24 :: v_dual_mov_b32 v29, v24
	v_dual_mov_b32 v30, v24 :: v_dual_mov_b32 v31, v24
	v_dual_mov_b32 v16, v24 :: v_dual_mov_b32 v17, v24
	v_dual_mov_b32 v18, v24 :: v_dual_mov_b32 v19, v24
	v_dual_mov_b32 v20, v24 :: v_dual_mov_b32 v21, v24
	v_dual_mov_b32 v22, v24 :: v_dual_mov_b32 v23, v24
	v_dual_mov_b32 v8, v24 :: v_dual_mov_b32 v9, v24
	v_dual_mov_b32 v10, v24 :: v_dual_mov_b32 v11, v24
	v_dual_mov_b32 v12, v24 :: v_dual_mov_b32 v13, v24
	v_dual_mov_b32 v14, v24 :: v_dual_mov_b32 v15, v24
	v_dual_mov_b32 v0, v24 :: v_dual_mov_b32 v1, v24
	v_mov_b32_e32 v2, v24
	.loc	1 55 14                         ; triton_kernels.py:55:14
	s_lshl_b32 s0, s20, 5
	v_dual_mov_b32 v3, v24 :: v_dual_mov_b32 v4, v24
	v_dual_mov_b32 v5, v24 :: v_dual_mov_b32 v6, v24
	v_mov_b32_e32 v7, v24
	v_and_b32_e32 v104, 0x70, v101
	s_and_b32 s3, s9, 32
	s_movk_i32 s9, 0x23e0
	s_mov_b32 s11, 0
	s_mov_b32 s10, 0
	s_ashr_i32 s1, s0, 31
	v_or3_b32 v100, v105, s3, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v101, 3, v100
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	v_and_b32_e32 v101, 0xe0, v101
	s_lshl_b64 s[2:3], s[2:3], 1
.LBB0_69:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[32:33], s[0:1], v[32:33]
	v_add_nc_u64_e32 v[34:35], s[0:1], v[34:35]
	v_add_nc_u64_e32 v[36:37], s[0:1], v[36:37]
	v_add_nc_u64_e32 v[38:39], s[0:1], v[38:39]
	v_add_nc_u64_e32 v[40:41], s[0:1], v[40:41]
	v_add_nc_u64_e32 v[42:43], s[0:1], v[42:43]
	v_add_nc_u64_e32 v[44:45], s[0:1], v[44:45]
	v_add_nc_u64_e32 v[46:47], s[0:1], v[46:47]
	v_add_nc_u64_e32 v[48:49], s[0:1], v[48:49]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8) depctr_vm_vsrc(0)
	global_load_u16 v105, v[32:33], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[50:51], s[0:1], v[50:51]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v138, v[34:35], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[52:53], s[0:1], v[52:53]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v139, v[36:37], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[54:55], s[0:1], v[54:55]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v140, v[38:39], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[56:57], s[0:1], v[56:57]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v141, v[40:41], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[58:59], s[0:1], v[58:59]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v142, v[42:43], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[60:61], s[0:1], v[60:61]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v143, v[44:45], off
	.loc	1 55 9                          ; triton_kernels.py:55:9
	v_add_nc_u64_e32 v[62:63], s[0:1], v[62:63]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v144, v[46:47], off
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v145, v[48:49], off
	v_add_nc_u32_e32 v146, s9, v103
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v147, v[50:51], off
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	v_add3_u32 v126, s7, v100, v101
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v148, v[52:53], off
	.loc	1 56 9 is_stmt 1                ; triton_kernels.py:56:9
	v_add_nc_u64_e32 v[64:65], s[2:3], v[64:65]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v149, v[54:55], off
	v_add3_u32 v134, v146, v99, v104
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v150, v[56:57], off
	.loc	1 56 9                          ; triton_kernels.py:56:9
	v_add_nc_u64_e32 v[66:67], s[2:3], v[66:67]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v151, v[58:59], off
	.loc	1 56 9                          ; triton_kernels.py:56:9
	v_add_nc_u64_e32 v[68:69], s[2:3], v[68:69]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_alu depctr_va_vdst(2)
	global_load_u16 v146, v[60:61], off
	.loc	1 56 9                          ; triton_kernels.py:56:9
	v_add_nc_u64_e32 v[70:71], s[2:3], v[70:71]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	global_load_u16 v152, v[62:63], off
	.loc	1 56 9                          ; triton_kernels.py:56:9
	v_add_nc_u64_e32 v[72:73], s[2:3], v[72:73]
	v_add_nc_u64_e32 v[74:75], s[2:3], v[74:75]
	v_add_nc_u64_e32 v[76:77], s[2:3], v[76:77]
	v_add_nc_u64_e32 v[78:79], s[2:3], v[78:79]
	v_add_nc_u64_e32 v[80:81], s[2:3], v[80:81]
	v_add_nc_u64_e32 v[82:83], s[2:3], v[82:83]
	v_add_nc_u64_e32 v[84:85], s[2:3], v[84:85]
	v_add_nc_u64_e32 v[86:87], s[2:3], v[86:87]
	v_add_nc_u64_e32 v[88:89], s[2:3], v[88:89]
	v_add_nc_u64_e32 v[90:91], s[2:3], v[90:91]
	v_add_nc_u64_e32 v[92:93], s[2:3], v[92:93]
	v_add_nc_u64_e32 v[94:95], s[2:3], v[94:95]
	.loc	1 53 5                          ; triton_kernels.py:53:5
	s_add_co_i32 s7, s11, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_i32 s7, 2
	s_cselect_b32 s11, s7, 0
	s_add_co_i32 s10, s10, 32
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_lshl_b32 s7, s11, 11
	s_lshl_b32 s9, s11, 12
	s_lshr_b32 s12, s7, 3
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	s_lshr_b32 s7, s7, 2
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_add_co_i32 s12, s9, s12
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_add_co_i32 s7, s9, s7
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_add_co_i32 s9, s12, 0x23e0
	v_dual_add_nc_u32 v153, s12, v102 :: v_dual_add_nc_u32 v154, s7, v102
	.loc	1 53 5 is_stmt 1                ; triton_kernels.py:53:5
	s_cmp_lt_i32 s10, s8
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	global_load_u16 v155, v[64:65], off
	s_wait_alu depctr_va_vdst(14)
	global_load_u16 v156, v[66:67], off
	global_load_u16 v157, v[68:69], off
	s_wait_alu depctr_va_vdst(13)
	global_load_u16 v158, v[70:71], off
	s_wait_alu depctr_va_vdst(12)
	global_load_u16 v159, v[72:73], off
	s_wait_alu depctr_va_vdst(11)
	global_load_u16 v160, v[74:75], off
	s_wait_alu depctr_va_vdst(10)
	global_load_u16 v161, v[76:77], off
	s_wait_alu depctr_va_vdst(9)
	global_load_u16 v162, v[78:79], off
	s_wait_alu depctr_va_vdst(8)
	global_load_u16 v163, v[80:81], off
	.loc	1 54 23                         ; triton_kernels.py:54:23
	ds_load_b128 v[106:109], v134
	ds_load_b128 v[110:113], v134 offset:32
	.loc	1 54 35                         ; triton_kernels.py:54:35
	ds_load_tr16_b128 v[114:117], v126
	ds_load_tr16_b128 v[118:121], v126 offset:2304
	ds_load_tr16_b128 v[122:125], v126 offset:64
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[126:129], v126 offset:2368
	.loc	1 54 23                         ; triton_kernels.py:54:23
	ds_load_b128 v[130:133], v134 offset:2176
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_b128 v[134:137], v134 offset:2208
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_wait_alu depctr_va_vdst(7)
	global_load_u16 v164, v[82:83], off
	s_wait_alu depctr_va_vdst(6)
	global_load_u16 v165, v[84:85], off
	s_wait_alu depctr_va_vdst(5)
	global_load_u16 v166, v[86:87], off
	s_wait_alu depctr_va_vdst(4)
	global_load_u16 v167, v[88:89], off
	s_wait_alu depctr_va_vdst(3)
	global_load_u16 v168, v[90:91], off
	s_wait_alu depctr_va_vdst(2)
	global_load_u16 v169, v[92:93], off
	s_wait_alu depctr_va_vdst(1)
	global_load_u16 v170, v[94:95], off
	.loc	1 54 16                         ; triton_kernels.py:54:16
	s_wait_dscnt 0x4
	v_wmma_f32_16x16x32_f16 v[24:31], v[114:121], v[106:113], v[24:31]
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[16:23], v[122:129], v[106:113], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[114:121], v[130:137], v[8:15]
	v_wmma_f32_16x16x32_f16 v[0:7], v[122:129], v[130:137], v[0:7]
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_barrier_signal -1
	s_barrier_wait -1
	s_wait_loadcnt 0x1d
	s_wait_alu depctr_va_vdst(3)
	ds_store_b16 v153, v139 offset:9728
	s_wait_loadcnt 0x1b
	ds_store_b16 v153, v141 offset:10272
	s_wait_loadcnt 0x19
	ds_store_b16 v153, v143 offset:10816
	s_wait_loadcnt 0x17
	ds_store_b16 v153, v145 offset:11360
	s_wait_loadcnt 0x15
	ds_store_b16 v153, v148 offset:11904
	s_wait_loadcnt 0x13
	ds_store_b16 v153, v150 offset:12448
	s_wait_loadcnt 0x11
	ds_store_b16 v153, v146 offset:12992
	ds_store_b16 v153, v105 offset:9184
	ds_store_b16 v153, v138 offset:9456
	ds_store_b16 v153, v140 offset:10000
	ds_store_b16 v153, v142 offset:10544
	ds_store_b16 v153, v144 offset:11088
	ds_store_b16 v153, v147 offset:11632
	ds_store_b16 v153, v149 offset:12176
	ds_store_b16 v153, v151 offset:12720
	s_wait_loadcnt 0x10
	ds_store_b16 v153, v152 offset:13264
	.loc	1 54 35                         ; triton_kernels.py:54:35
	s_wait_loadcnt 0xf
	ds_store_b16 v154, v155
	s_wait_loadcnt 0xe
	ds_store_b16 v154, v156 offset:288
	s_wait_loadcnt 0xd
	ds_store_b16 v154, v157 offset:576
	s_wait_loadcnt 0xc
	ds_store_b16 v154, v158 offset:864
	s_wait_loadcnt 0xb
	ds_store_b16 v154, v159 offset:1152
	s_wait_loadcnt 0xa
	ds_store_b16 v154, v160 offset:1440
	s_wait_loadcnt 0x9
	ds_store_b16 v154, v161 offset:1728
	s_wait_loadcnt 0x8
	ds_store_b16 v154, v162 offset:2016
	s_wait_loadcnt 0x7
	ds_store_b16 v154, v163 offset:2304
	s_wait_loadcnt 0x6
	ds_store_b16 v154, v164 offset:2592
	s_wait_loadcnt 0x5
	ds_store_b16 v154, v165 offset:2880
	s_wait_loadcnt 0x4
	ds_store_b16 v154, v166 offset:3168
	s_wait_loadcnt 0x3
	ds_store_b16 v154, v167 offset:3456
	s_wait_loadcnt 0x2
	ds_store_b16 v154, v168 offset:3744
	s_wait_loadcnt 0x1
	ds_store_b16 v154, v169 offset:4032
	s_wait_loadcnt 0x0
	ds_store_b16 v154, v170 offset:4320
	.loc	1 53 5 is_stmt 1                ; triton_kernels.py:53:5
	s_cbranch_scc1 .LBB0_69
; %bb.70:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	v_mov_b32_e32 v103, v99
	s_branch .LBB0_72
.LBB0_71:
	v_mov_b32_e32 v7, 0
	s_movk_i32 s9, 0x23e0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v6, v7 :: v_dual_mov_b32 v5, v7
	v_dual_mov_b32 v4, v7 :: v_dual_mov_b32 v3, v7
	v_dual_mov_b32 v2, v7 :: v_dual_mov_b32 v1, v7
	v_dual_mov_b32 v0, v7 :: v_dual_mov_b32 v15, v7
	v_dual_mov_b32 v14, v7 :: v_dual_mov_b32 v13, v7
	v_dual_mov_b32 v12, v7 :: v_dual_mov_b32 v11, v7
	v_dual_mov_b32 v10, v7 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v8, v7 :: v_dual_mov_b32 v23, v7
	v_dual_mov_b32 v22, v7 :: v_dual_mov_b32 v21, v7
	v_dual_mov_b32 v20, v7 :: v_dual_mov_b32 v19, v7
	v_dual_mov_b32 v18, v7 :: v_dual_mov_b32 v17, v7
	v_dual_mov_b32 v16, v7 :: v_dual_mov_b32 v31, v7
	v_dual_mov_b32 v30, v7 :: v_dual_mov_b32 v29, v7
	v_dual_mov_b32 v28, v7 :: v_dual_mov_b32 v27, v7
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v25, v7
	v_mov_b32_e32 v24, v7
.LBB0_72:                               ; %._crit_edge
	.loc	1 54 23 is_stmt 1               ; triton_kernels.py:54:23
	s_wait_dscnt 0x0
	s_barrier_signal -1
	.loc	1 53 5                          ; triton_kernels.py:53:5
	s_add_co_i32 s0, s18, 31
	.loc	1 54 35                         ; triton_kernels.py:54:35
	v_add3_u32 v36, s7, v100, v101
	.loc	1 53 5                          ; triton_kernels.py:53:5
	s_cmp_lt_i32 s0, 32
	.loc	1 54 23                         ; triton_kernels.py:54:23
	s_barrier_wait -1
	.loc	1 54 35 is_stmt 0               ; triton_kernels.py:54:35
	s_wait_alu depctr_va_vdst(0)
	ds_load_tr16_b128 v[40:43], v36
	ds_load_tr16_b128 v[44:47], v36 offset:2304
	ds_load_tr16_b128 v[32:35], v36 offset:64
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_tr16_b128 v[36:39], v36 offset:2368
	.loc	1 54 16                         ; triton_kernels.py:54:16
	s_cbranch_scc1 .LBB0_74
; %bb.73:
	.loc	1 54 23                         ; triton_kernels.py:54:23
	v_lshl_or_b32 v48, s6, 4, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshrrev_b32 v49, 4, v48 :: v_dual_add_nc_u32 v48, s9, v48
	v_and_b32_e32 v49, 0x70, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v56, v48, v103, v49
	s_wait_alu depctr_va_vdst(0)
	ds_load_b128 v[48:51], v56
	ds_load_b128 v[52:55], v56 offset:32
	ds_load_b128 v[60:63], v56 offset:2208
	s_wait_alu depctr_vm_vsrc(0)
	ds_load_b128 v[56:59], v56 offset:2176
	.loc	1 54 16                         ; triton_kernels.py:54:16
	s_wait_dscnt 0x2
	v_wmma_f32_16x16x32_f16 v[24:31], v[40:47], v[48:55], v[24:31]
	v_wmma_f32_16x16x32_f16 v[16:23], v[32:39], v[48:55], v[16:23]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x32_f16 v[8:15], v[40:47], v[56:63], v[8:15]
	v_wmma_f32_16x16x32_f16 v[0:7], v[32:39], v[56:63], v[0:7]
.LBB0_74:                               ; %._crit_edge._crit_edge
	.loc	1 47 23 is_stmt 1               ; triton_kernels.py:47:23
	s_wait_dscnt 0x1
	v_nop
	v_nop
	v_nop
	v_nop
	v_lshrrev_b32_e32 v32, 1, v96
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_dscnt 0x0
	v_cvt_pk_f16_f32 v36, v24, v25
	.loc	1 47 23                         ; triton_kernels.py:47:23
	s_lshr_b32 s0, s6, 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 47 10 is_stmt 0               ; triton_kernels.py:47:10
	v_or3_b32 v50, s0, v97, s4
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	v_and_or_b32 v48, v32, 24, s5
	.loc	1 57 17                         ; triton_kernels.py:57:17
	v_mul_lo_u32 v32, s23, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 57 37 is_stmt 0               ; triton_kernels.py:57:37
	v_mul_lo_u32 v24, s15, v48
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 58 43 is_stmt 1               ; triton_kernels.py:58:43
	v_cmp_gt_i32_e64 s1, s16, v50
	.loc	1 58 63 is_stmt 0               ; triton_kernels.py:58:63
	v_cmp_gt_i32_e32 vcc_lo, s17, v48
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[34:35], v[32:33], 1, s[24:25]
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[32:33], v[24:25], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[32:33], v36, off
.LBB0_76:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v33, 1, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v32, s15, v33
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s0, s17, v33
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s3, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[38:39], v[32:33], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[38:39], v36, off
.LBB0_78:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v36, 2, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v38, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v26, s15, v36
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s2, s17, v36
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s4, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s3, s4
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[36:37], v[26:27], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[36:37], v38, off
.LBB0_80:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s3
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v37, 3, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v36, s15, v37
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s3, s17, v37
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s5, s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[40:41], v[36:37], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[40:41], v38, off
.LBB0_82:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v38, 4, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v40, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v28, s15, v38
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s4, s17, v38
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s6, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s5, s6
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[38:39], v[28:29], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[38:39], v40, off
.LBB0_84:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s5
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v39, 5, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v38, s15, v39
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s5, s17, v39
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s7, s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB0_86
; %bb.85:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[42:43], v[38:39], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[42:43], v40, off
.LBB0_86:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v40, 6, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v42, v30, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v30, s15, v40
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s6, s17, v40
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s8, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s7, s8
	s_cbranch_execz .LBB0_88
; %bb.87:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[40:41], v[30:31], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[40:41], v42, off
.LBB0_88:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s7
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v41, 7, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v40, s15, v41
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s7, s17, v41
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v41, 31, v40
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s9, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB0_90
; %bb.89:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[44:45], v[40:41], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[44:45], v42, off
.LBB0_90:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v42, 32, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v44, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v16, s15, v42
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s8, s17, v42
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s10, s1, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s9, s10
	s_cbranch_execz .LBB0_92
; %bb.91:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[42:43], v[16:17], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[42:43], v44, off
.LBB0_92:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s9
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v43, 33, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v42, s15, v43
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s9, s17, v43
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s11, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s10, s11
	s_cbranch_execz .LBB0_94
; %bb.93:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[46:47], v[42:43], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[46:47], v44, off
.LBB0_94:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s10
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v44, 34, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v46, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v18, s15, v44
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s10, s17, v44
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s12, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s11, s12
	s_cbranch_execz .LBB0_96
; %bb.95:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[44:45], v[18:19], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[44:45], v46, off
.LBB0_96:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s11
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v45, 35, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v44, s15, v45
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s11, s17, v45
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s13, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s12, s13
	s_cbranch_execz .LBB0_98
; %bb.97:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[52:53], v[44:45], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[52:53], v46, off
.LBB0_98:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v46, 36, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v49, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v20, s15, v46
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s12, s17, v46
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s14, s1, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s13, s14
	s_cbranch_execz .LBB0_100
; %bb.99:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[46:47], v[20:21], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[46:47], v49, off
.LBB0_100:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v47, 37, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v46, s15, v47
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s13, s17, v47
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v47, 31, v46
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s18, s1, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s14, s18
	s_cbranch_execz .LBB0_102
; %bb.101:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[52:53], v[46:47], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[52:53], v49, off
.LBB0_102:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s14
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v49, 38, v48
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v51, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v22, s15, v49
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s14, s17, v49
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s19, s1, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s18, s19
	s_cbranch_execz .LBB0_104
; %bb.103:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[52:53], v[22:23], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[52:53], v51, off
.LBB0_104:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s18
	.loc	1 48 10 is_stmt 1               ; triton_kernels.py:48:10
	v_or_b32_e32 v49, 39, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 37                         ; triton_kernels.py:57:37
	v_mul_lo_u32 v48, s15, v49
	.loc	1 58 63                         ; triton_kernels.py:58:63
	v_cmp_gt_i32_e64 s15, s17, v49
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v49, 31, v48
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s17, s1, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s1, s17
	s_cbranch_execz .LBB0_106
; %bb.105:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[34:35], v[48:49], 1, v[34:35]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[34:35], v51, off
.LBB0_106:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 47 10 is_stmt 1               ; triton_kernels.py:47:10
	s_wait_alu depctr_vm_vsrc(0)
	v_or_b32_e32 v35, 32, v50
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v34, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 57 17                         ; triton_kernels.py:57:17
	v_mul_lo_u32 v8, s23, v35
	.loc	1 58 43                         ; triton_kernels.py:58:43
	v_cmp_gt_i32_e64 s1, s16, v35
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[24:25]
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s17, s1, vcc_lo
	.loc	1 58 5 is_stmt 0                ; triton_kernels.py:58:5
	s_and_saveexec_b32 s16, s17
	s_cbranch_execz .LBB0_108
; %bb.107:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[24:25], v34, off
.LBB0_108:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s16
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s16, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s16
	s_cbranch_execz .LBB0_110
; %bb.109:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[24:25], v[32:33], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[24:25], v34, off
.LBB0_110:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v10, v10, v11
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_112
; %bb.111:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[24:25], v[26:27], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[24:25], v10, off
.LBB0_112:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_114
; %bb.113:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[24:25], v[36:37], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[24:25], v10, off
.LBB0_114:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_alu depctr_vm_vsrc(0)
	v_cvt_pk_f16_f32 v10, v12, v13
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_116
; %bb.115:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[12:13], v[28:29], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[12:13], v10, off
.LBB0_116:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_118
; %bb.117:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[12:13], v[38:39], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[12:13], v10, off
.LBB0_118:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_alu depctr_vm_vsrc(0)
	v_cvt_pk_f16_f32 v10, v14, v15
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_120
; %bb.119:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[12:13], v[30:31], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[12:13], v10, off
.LBB0_120:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_122
; %bb.121:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[12:13], v[40:41], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[12:13], v10, off
.LBB0_122:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	v_cvt_pk_f16_f32 v0, v0, v1
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_124
; %bb.123:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[10:11], v[16:17], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[10:11], v0, off
.LBB0_124:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_126
; %bb.125:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[10:11], v[42:43], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[10:11], v0, off
.LBB0_126:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_alu depctr_vm_vsrc(0)
	v_cvt_pk_f16_f32 v0, v2, v3
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_128
; %bb.127:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[2:3], v[18:19], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[2:3], v0, off
.LBB0_128:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_130
; %bb.129:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[2:3], v[44:45], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[2:3], v0, off
.LBB0_130:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_alu depctr_vm_vsrc(0)
	v_cvt_pk_f16_f32 v0, v4, v5
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_132
; %bb.131:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	v_lshl_add_u64 v[2:3], v[20:21], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[2:3], v0, off
.LBB0_132:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB0_134
; %bb.133:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[2:3], v[46:47], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[2:3], v0, off
.LBB0_134:
	.loc	1 0 5 is_stmt 0                 ; triton_kernels.py:0:5
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 17                         ; triton_kernels.py:58:17
	s_wait_alu depctr_vm_vsrc(0)
	v_cvt_pk_f16_f32 v0, v6, v7
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s2, s1, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB0_137
; %bb.135:
	.loc	1 0 5                           ; triton_kernels.py:0:5
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42                         ; triton_kernels.py:58:42
	s_and_b32 s0, s1, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB0_138
.LBB0_136:
	.loc	1 43 1 is_stmt 1                ; triton_kernels.py:43:1
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB0_137:
	.loc	1 57 9                          ; triton_kernels.py:57:9
	v_lshl_add_u64 v[2:3], v[22:23], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_b16 v[2:3], v0, off
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	.loc	1 58 42 is_stmt 0               ; triton_kernels.py:58:42
	s_and_b32 s0, s1, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_136
.LBB0_138:
	.loc	1 57 9 is_stmt 1                ; triton_kernels.py:57:9
	s_wait_alu depctr_vm_vsrc(0)
	v_lshl_add_u64 v[2:3], v[48:49], 1, v[8:9]
	.loc	1 58 5                          ; triton_kernels.py:58:5
	s_wait_alu depctr_va_vdst(0)
	global_store_d16_hi_b16 v[2:3], v0, off
	.loc	1 43 1                          ; triton_kernels.py:43:1
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp1:
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 171
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
		.amdhsa_inst_pref_size ((instprefsize(.Lfunc_end0-matmul)<<4)&4080)>>4
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
	.set .Lmatmul.num_vgpr, 171
	.set .Lmatmul.num_agpr, 0
	.set .Lmatmul.numbered_sgpr, 66
	.set .Lmatmul.num_named_barrier, 0
	.set .Lmatmul.private_seg_size, 0
	.set .Lmatmul.uses_vcc, 1
	.set .Lmatmul.uses_flat_scratch, 0
	.set .Lmatmul.has_dyn_sized_stack, 0
	.set .Lmatmul.has_recursion, 0
	.set .Lmatmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7044
; TotalNumSgprs: 68
; NumVgprs: 171
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 68
; NumVGPRsForWavesPerEU: 171
; NamedBarCnt: 0
; Occupancy: 5
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_kernels.py"             ; string offset=7 ; triton_kernels.py
.Linfo_string2:
	.asciz	"/work/wt/wt25t/corpus/kernels/src/gfx1250" ; string offset=25 ; /work/wt/wt25t/corpus/kernels/src/gfx1250
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 128
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     171
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
