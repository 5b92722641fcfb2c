
corpus/kernels/gfx1151/call_scale.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <_Z5shadePKffj>:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)                    // 000000001700: BF890000
	v_cvt_f32_u32_e32 v4, v3                                   // 000000001704: 7E080D03
	v_sub_nc_u32_e32 v6, 0, v3                                 // 000000001708: 4C0C0680
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)// 00000000170C: BF870292
	v_rcp_iflag_f32_e32 v4, v4                                 // 000000001710: 7E085704
	v_dual_mul_f32 v4, 0x4f7ffffe, v4 :: v_dual_add_nc_u32 v5, -1, v3// 000000001714: C8E008FF 040406C1 4F7FFFFE
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)// 000000001720: BF870111
	v_cvt_f32_u32_e32 v7, v5                                   // 000000001724: 7E0E0D05
	v_cvt_u32_f32_e32 v8, v4                                   // 000000001728: 7E100F04
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)// 00000000172C: BF870112
	v_mul_f32_e32 v4, v2, v7                                   // 000000001730: 10080F02
	v_mul_lo_u32 v6, v6, v8                                    // 000000001734: D72C0006 00021106
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000173C: BF870092
	v_cvt_u32_f32_e32 v4, v4                                   // 000000001740: 7E080F04
	v_cmp_gt_u32_e32 vcc_lo, v3, v4                            // 000000001744: 7C980903
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 000000001748: BF8700A3
	v_mul_hi_u32 v6, v8, v6                                    // 00000000174C: D72D0006 00020D08
	v_cndmask_b32_e32 v4, v5, v4, vcc_lo                       // 000000001754: 02080905
	v_add_nc_u32_e32 v5, 1, v4                                 // 000000001758: 4A0A0881
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000175C: BF870093
	v_add_nc_u32_e32 v6, v8, v6                                // 000000001760: 4A0C0D08
	v_mul_hi_u32 v6, v5, v6                                    // 000000001764: D72D0006 00020D05
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000176C: BF870091
	v_mul_lo_u32 v6, v6, v3                                    // 000000001770: D72C0006 00020706
	v_sub_nc_u32_e32 v5, v5, v6                                // 000000001778: 4C0A0D05
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)// 00000000177C: BF870121
	v_sub_nc_u32_e32 v6, v5, v3                                // 000000001780: 4C0C0705
	v_cmp_ge_u32_e32 vcc_lo, v5, v3                            // 000000001784: 7C9C0705
	v_dual_cndmask_b32 v8, v5, v6 :: v_dual_mov_b32 v5, 0      // 000000001788: CA500D05 08040080
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)// 000000001790: BF8701A1
	v_sub_nc_u32_e32 v9, v8, v3                                // 000000001794: 4C120708
	v_cmp_ge_u32_e32 vcc_lo, v8, v3                            // 000000001798: 7C9C0708
	v_lshlrev_b64 v[6:7], 2, v[4:5]                            // 00000000179C: D73C0006 00020882
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)// 0000000017A4: BF870093
	v_cndmask_b32_e32 v4, v8, v9, vcc_lo                       // 0000000017A8: 02081308
	v_lshlrev_b64 v[3:4], 2, v[4:5]                            // 0000000017AC: D73C0003 00020882
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)// 0000000017B4: BF870093
	v_add_co_u32 v5, vcc_lo, v0, v6                            // 0000000017B8: D7006A05 00020D00
	v_add_co_ci_u32_e64 v6, null, v1, v7, vcc_lo               // 0000000017C0: D5207C06 01AA0F01
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)// 0000000017C8: BF870093
	v_add_co_u32 v0, vcc_lo, v0, v3                            // 0000000017CC: D7006A00 00020700
	v_add_co_ci_u32_e64 v1, null, v1, v4, vcc_lo               // 0000000017D4: D5207C01 01AA0901
	s_clause 0x1                                               // 0000000017DC: BF850001
	flat_load_b32 v3, v[5:6]                                   // 0000000017E0: DC500000 037C0005
	flat_load_b32 v0, v[0:1]                                   // 0000000017E8: DC500000 007C0000
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 0000000017F0: BF890007
	v_fmac_f32_e32 v0, v2, v3                                  // 0000000017F4: 56000702
	s_setpc_b64 s[30:31]                                       // 0000000017F8: BE80481E
	s_nop 0                                                    // 0000000017FC: BF800000

0000000000001800 <_Z10call_scalePKfPfS0_jj>:
	s_load_b32 s0, s[0:1], 0x4                                 // 000000001800: F4000000 F8000004
	s_load_b128 s[8:11], s[2:3], null                          // 000000001808: F4080201 F8000000
	s_mov_b32 s32, 0                                           // 000000001810: BEA00080
	s_waitcnt lgkmcnt(0)                                       // 000000001814: BF89FC07
	s_and_b32 s0, s0, 0xffff                                   // 000000001818: 8B00FF00 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)// 000000001820: BF8700B9
	v_mad_u64_u32 v[0:1], null, s4, s0, v[0:1]                 // 000000001824: D6FE7C00 04000004
	v_mov_b32_e32 v1, 0                                        // 00000000182C: 7E020280
	s_load_b64 s[0:1], s[2:3], 0x18                            // 000000001830: F4040001 F8000018
	v_lshlrev_b64 v[10:11], 2, v[0:1]                          // 000000001838: D73C000A 00020082
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001840: BF870091
	v_add_co_u32 v2, vcc_lo, s8, v10                           // 000000001844: D7006A02 00021408
	v_add_co_ci_u32_e64 v3, null, s9, v11, vcc_lo              // 00000000184C: D5207C03 01AA1609
	global_load_b32 v2, v[2:3], off                            // 000000001854: DC520000 027C0002
	s_waitcnt lgkmcnt(0)                                       // 00000000185C: BF89FC07
	s_cmp_eq_u32 s1, 0                                         // 000000001860: BF068001
	s_cbranch_scc1 28                                          // 000000001864: BFA2001C <_Z10call_scalePKfPfS0_jj+0xd8>
	v_add_nc_u32_e32 v0, 1, v0                                 // 000000001868: 4A000081
	s_load_b64 s[2:3], s[2:3], 0x10                            // 00000000186C: F4040081 F8000010
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001874: BF870091
	v_lshlrev_b64 v[0:1], 2, v[0:1]                            // 000000001878: D73C0000 00020082
	v_add_co_u32 v0, vcc_lo, s8, v0                            // 000000001880: D7006A00 00020008
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001888: BF870001
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo               // 00000000188C: D5207C01 01AA0209
	global_load_b32 v12, v[0:1], off                           // 000000001894: DC520000 0C7C0000
	s_waitcnt lgkmcnt(0)                                       // 00000000189C: BF89FC07
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3             // 0000000018A0: CA100002 00000003
	v_mov_b32_e32 v3, s0                                       // 0000000018A8: 7E060200
	s_getpc_b64 s[4:5]                                         // 0000000018AC: BE844700
	s_add_u32 s4, s4, 0xfffffe50                               // 0000000018B0: 8004FF04 FFFFFE50
	s_addc_u32 s5, s5, lit(0xffffffff)                         // 0000000018B8: 8205FF05 FFFFFFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)// 0000000018C0: BF8704B9
	s_swappc_b64 s[30:31], s[4:5]                              // 0000000018C4: BE9E4904
	v_add_f32_e32 v2, v12, v0                                  // 0000000018C8: 0604010C
	s_add_i32 s1, s1, -1                                       // 0000000018CC: 8101C101
	s_cmp_eq_u32 s1, 0                                         // 0000000018D0: BF068001
	s_cbranch_scc0 65521                                       // 0000000018D4: BFA1FFF1 <_Z10call_scalePKfPfS0_jj+0x9c>
	v_add_co_u32 v0, vcc_lo, s10, v10                          // 0000000018D8: D7006A00 0002140A
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000018E0: BF870001
	v_add_co_ci_u32_e64 v1, null, s11, v11, vcc_lo             // 0000000018E4: D5207C01 01AA160B
	s_waitcnt vmcnt(0)                                         // 0000000018EC: BF8903F7
	global_store_b32 v[0:1], v2, off                           // 0000000018F0: DC6A0000 007C0200
	s_endpgm                                                   // 0000000018F8: BFB00000
	s_code_end                                                 // 0000000018FC: BF9F0000
	s_code_end                                                 // 000000001900: BF9F0000
	s_code_end                                                 // 000000001904: BF9F0000
	s_code_end                                                 // 000000001908: BF9F0000
	s_code_end                                                 // 00000000190C: BF9F0000
	s_code_end                                                 // 000000001910: BF9F0000
	s_code_end                                                 // 000000001914: BF9F0000
	s_code_end                                                 // 000000001918: BF9F0000
	s_code_end                                                 // 00000000191C: BF9F0000
	s_code_end                                                 // 000000001920: BF9F0000
	s_code_end                                                 // 000000001924: BF9F0000
	s_code_end                                                 // 000000001928: BF9F0000
	s_code_end                                                 // 00000000192C: BF9F0000
	s_code_end                                                 // 000000001930: BF9F0000
	s_code_end                                                 // 000000001934: BF9F0000
	s_code_end                                                 // 000000001938: BF9F0000
	s_code_end                                                 // 00000000193C: BF9F0000
	s_code_end                                                 // 000000001940: BF9F0000
	s_code_end                                                 // 000000001944: BF9F0000
	s_code_end                                                 // 000000001948: BF9F0000
	s_code_end                                                 // 00000000194C: BF9F0000
	s_code_end                                                 // 000000001950: BF9F0000
	s_code_end                                                 // 000000001954: BF9F0000
	s_code_end                                                 // 000000001958: BF9F0000
	s_code_end                                                 // 00000000195C: BF9F0000
	s_code_end                                                 // 000000001960: BF9F0000
	s_code_end                                                 // 000000001964: BF9F0000
	s_code_end                                                 // 000000001968: BF9F0000
	s_code_end                                                 // 00000000196C: BF9F0000
	s_code_end                                                 // 000000001970: BF9F0000
	s_code_end                                                 // 000000001974: BF9F0000
	s_code_end                                                 // 000000001978: BF9F0000
	s_code_end                                                 // 00000000197C: BF9F0000
	s_code_end                                                 // 000000001980: BF9F0000
	s_code_end                                                 // 000000001984: BF9F0000
	s_code_end                                                 // 000000001988: BF9F0000
	s_code_end                                                 // 00000000198C: BF9F0000
	s_code_end                                                 // 000000001990: BF9F0000
	s_code_end                                                 // 000000001994: BF9F0000
	s_code_end                                                 // 000000001998: BF9F0000
	s_code_end                                                 // 00000000199C: BF9F0000
	s_code_end                                                 // 0000000019A0: BF9F0000
	s_code_end                                                 // 0000000019A4: BF9F0000
	s_code_end                                                 // 0000000019A8: BF9F0000
	s_code_end                                                 // 0000000019AC: BF9F0000
	s_code_end                                                 // 0000000019B0: BF9F0000
	s_code_end                                                 // 0000000019B4: BF9F0000
	s_code_end                                                 // 0000000019B8: BF9F0000
	s_code_end                                                 // 0000000019BC: BF9F0000
	s_code_end                                                 // 0000000019C0: BF9F0000
	s_code_end                                                 // 0000000019C4: BF9F0000
	s_code_end                                                 // 0000000019C8: BF9F0000
	s_code_end                                                 // 0000000019CC: BF9F0000
	s_code_end                                                 // 0000000019D0: BF9F0000
	s_code_end                                                 // 0000000019D4: BF9F0000
	s_code_end                                                 // 0000000019D8: BF9F0000
	s_code_end                                                 // 0000000019DC: BF9F0000
	s_code_end                                                 // 0000000019E0: BF9F0000
	s_code_end                                                 // 0000000019E4: BF9F0000
	s_code_end                                                 // 0000000019E8: BF9F0000
	s_code_end                                                 // 0000000019EC: BF9F0000
	s_code_end                                                 // 0000000019F0: BF9F0000
	s_code_end                                                 // 0000000019F4: BF9F0000
	s_code_end                                                 // 0000000019F8: BF9F0000
	s_code_end                                                 // 0000000019FC: BF9F0000
	s_code_end                                                 // 000000001A00: BF9F0000
	s_code_end                                                 // 000000001A04: BF9F0000
	s_code_end                                                 // 000000001A08: BF9F0000
	s_code_end                                                 // 000000001A0C: BF9F0000
	s_code_end                                                 // 000000001A10: BF9F0000
	s_code_end                                                 // 000000001A14: BF9F0000
	s_code_end                                                 // 000000001A18: BF9F0000
	s_code_end                                                 // 000000001A1C: BF9F0000
	s_code_end                                                 // 000000001A20: BF9F0000
	s_code_end                                                 // 000000001A24: BF9F0000
	s_code_end                                                 // 000000001A28: BF9F0000
	s_code_end                                                 // 000000001A2C: BF9F0000
	s_code_end                                                 // 000000001A30: BF9F0000
	s_code_end                                                 // 000000001A34: BF9F0000
	s_code_end                                                 // 000000001A38: BF9F0000
	s_code_end                                                 // 000000001A3C: BF9F0000
	s_code_end                                                 // 000000001A40: BF9F0000
	s_code_end                                                 // 000000001A44: BF9F0000
	s_code_end                                                 // 000000001A48: BF9F0000
	s_code_end                                                 // 000000001A4C: BF9F0000
	s_code_end                                                 // 000000001A50: BF9F0000
	s_code_end                                                 // 000000001A54: BF9F0000
	s_code_end                                                 // 000000001A58: BF9F0000
	s_code_end                                                 // 000000001A5C: BF9F0000
	s_code_end                                                 // 000000001A60: BF9F0000
	s_code_end                                                 // 000000001A64: BF9F0000
	s_code_end                                                 // 000000001A68: BF9F0000
	s_code_end                                                 // 000000001A6C: BF9F0000
	s_code_end                                                 // 000000001A70: BF9F0000
	s_code_end                                                 // 000000001A74: BF9F0000
	s_code_end                                                 // 000000001A78: BF9F0000
	s_code_end                                                 // 000000001A7C: BF9F0000
