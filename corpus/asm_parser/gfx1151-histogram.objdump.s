
corpus/kernels/gfx1151/histogram.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <histogram>:
	v_mov_b32_e32 v1, 0                                        // 000000001700: 7E020280
	v_cmp_gt_u32_e32 vcc_lo, 64, v0                            // 000000001704: 7C9800C0
	v_lshlrev_b32_e32 v3, 2, v0                                // 000000001708: 30060082
	s_and_saveexec_b32 s5, vcc_lo                              // 00000000170C: BE85206A
	ds_store_b32 v3, v1                                        // 000000001710: D8340000 00000103
	s_or_b32 exec_lo, exec_lo, s5                              // 000000001718: 8C7E057E
	s_load_b32 s5, s[0:1], 0x4                                 // 00000000171C: F4000140 F8000004
	s_clause 0x2                                               // 000000001724: BF850002
	s_load_b32 s15, s[2:3], 0x8                                // 000000001728: F40003C1 F8000008
	s_load_b128 s[8:11], s[2:3], 0x10                          // 000000001730: F4080201 F8000010
	s_load_b64 s[6:7], s[2:3], 0x20                            // 000000001738: F4040181 F8000020
	s_mov_b32 s16, 0                                           // 000000001740: BE900080
	s_mov_b32 s17, exec_lo                                     // 000000001744: BE91007E
	s_waitcnt lgkmcnt(0)                                       // 000000001748: BF89FC07
	s_barrier                                                  // 00000000174C: BFBD0000
	buffer_gl0_inv                                             // 000000001750: E0AC0000 00000000
	s_and_b32 s14, s5, 0xffff                                  // 000000001758: 8B0EFF05 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001760: BF870099
	v_mad_u64_u32 v[1:2], null, s14, s4, v[0:1]                // 000000001764: D6FE7C01 0400080E
	v_cmpx_gt_u32_e64 s15, v1                                  // 00000000176C: D4CC007E 0002020F
	s_cbranch_execz 41                                         // 000000001774: BFA50029 <histogram+0x11c>
	s_load_b64 s[12:13], s[2:3], null                          // 000000001778: F4040301 F8000000
	s_load_b32 s3, s[0:1], 0xc                                 // 000000001780: F40000C0 F800000C
	v_mov_b32_e32 v2, 1                                        // 000000001788: 7E040281
	s_nop 0                                                    // 00000000178C: BF800000
	s_nop 0                                                    // 000000001790: BF800000
	s_nop 0                                                    // 000000001794: BF800000
	s_nop 0                                                    // 000000001798: BF800000
	s_nop 0                                                    // 00000000179C: BF800000
	s_nop 0                                                    // 0000000017A0: BF800000
	s_nop 0                                                    // 0000000017A4: BF800000
	s_nop 0                                                    // 0000000017A8: BF800000
	s_nop 0                                                    // 0000000017AC: BF800000
	s_nop 0                                                    // 0000000017B0: BF800000
	s_nop 0                                                    // 0000000017B4: BF800000
	s_nop 0                                                    // 0000000017B8: BF800000
	s_nop 0                                                    // 0000000017BC: BF800000
	s_waitcnt lgkmcnt(0)                                       // 0000000017C0: BF89FC07
	v_add_co_u32 v4, s2, s12, v1                               // 0000000017C4: D7000204 0002020C
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)// 0000000017CC: BF8700D1
	v_add_co_ci_u32_e64 v5, null, s13, 0, s2                   // 0000000017D0: D5207C05 0009000D
	v_add_co_u32 v1, s2, v1, s3                                // 0000000017D8: D7000201 00000701
	global_load_u8 v4, v[4:5], off                             // 0000000017E0: DC420000 047C0004
	s_waitcnt vmcnt(0)                                         // 0000000017E8: BF8903F7
	v_and_b32_e32 v4, 63, v4                                   // 0000000017EC: 360808BF
	v_lshlrev_b32_e32 v4, 2, v4                                // 0000000017F0: 30080882
	ds_add_u32 v4, v2                                          // 0000000017F4: D8000000 00000204
	v_add_co_ci_u32_e64 v4, null, 0, 0, s2                     // 0000000017FC: D5207C04 00090080
	v_cmp_le_u32_e64 s2, s15, v1                               // 000000001804: D44B0002 0002020F
	s_or_b32 s16, s2, s16                                      // 00000000180C: 8C101002
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001810: BF870009
	s_and_not1_b32 exec_lo, exec_lo, s16                       // 000000001814: 917E107E
	s_cbranch_execnz 65513                                     // 000000001818: BFA6FFE9 <histogram+0xc0>
	s_or_b32 exec_lo, exec_lo, s17                             // 00000000181C: 8C7E117E
	s_waitcnt lgkmcnt(0)                                       // 000000001820: BF89FC07
	s_barrier                                                  // 000000001824: BFBD0000
	buffer_gl0_inv                                             // 000000001828: E0AC0000 00000000
	s_and_saveexec_b32 s2, vcc_lo                              // 000000001830: BE82206A
	s_cbranch_execz 5                                          // 000000001834: BFA50005 <histogram+0x14c>
	ds_load_b32 v1, v3                                         // 000000001838: D8D80000 01000003
	s_waitcnt lgkmcnt(0)                                       // 000000001840: BF89FC07
	global_atomic_add_u32 v3, v1, s[8:9]                       // 000000001844: DCD60000 00080103
	s_or_b32 exec_lo, exec_lo, s2                              // 00000000184C: 8C7E027E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001850: BF870009
	s_mov_b32 s2, exec_lo                                      // 000000001854: BE82007E
	v_cmpx_eq_u32_e32 0, v0                                    // 000000001858: 7D940080
	s_cbranch_execz 180                                        // 00000000185C: BFA500B4 <histogram+0x430>
	s_mov_b32 s3, exec_lo                                      // 000000001860: BE83007E
	s_mov_b32 s2, exec_lo                                      // 000000001864: BE82007E
	v_mbcnt_lo_u32_b32 v0, s3, 0                               // 000000001868: D71F0000 00010003
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001870: BF870001
	v_cmpx_eq_u32_e32 0, v0                                    // 000000001874: 7D940080
	s_cbranch_execz 12                                         // 000000001878: BFA5000C <histogram+0x1ac>
	s_bcnt1_i32_b32 s3, s3                                     // 00000000187C: BE831803
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001880: BF870009
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, s3              // 000000001884: CA100080 01020003
	s_waitcnt_vscnt null, 0x0                                  // 00000000188C: BC7C0000
	global_atomic_add_u32 v1, v1, v2, s[10:11] glc             // 000000001890: DCD64000 010A0201
	s_waitcnt vmcnt(0)                                         // 000000001898: BF8903F7
	buffer_gl1_inv                                             // 00000000189C: E0B00000 00000000
	buffer_gl0_inv                                             // 0000000018A4: E0AC0000 00000000
	s_or_b32 exec_lo, exec_lo, s2                              // 0000000018AC: 8C7E027E
	s_load_b32 s1, s[0:1], 0xc                                 // 0000000018B0: F4000040 F800000C
	v_readfirstlane_b32 s5, v1                                 // 0000000018B8: 7E0A0501
	s_mov_b32 s0, 0                                            // 0000000018BC: BE800080
	s_waitcnt lgkmcnt(0)                                       // 0000000018C0: BF89FC07
	s_add_u32 s1, s14, s1                                      // 0000000018C4: 8001010E
	s_addc_u32 s2, 0, 0                                        // 0000000018C8: 82028080
	s_add_u32 s8, s1, -1                                       // 0000000018CC: 8008C101
	s_addc_u32 s1, s2, -1                                      // 0000000018D0: 8201C102
	s_delay_alu instid0(SALU_CYCLE_1)                          // 0000000018D4: BF870009
	s_cmp_lg_u64 s[0:1], 0                                     // 0000000018D8: BF118000
	s_cbranch_scc0 149                                         // 0000000018DC: BFA10095 <histogram+0x434>
	s_cvt_f32_u32 s2, s14                                      // 0000000018E0: BE82650E
	s_sub_u32 s9, 0, s14                                       // 0000000018E4: 80890E80
	s_subb_u32 s10, 0, 0                                       // 0000000018E8: 828A8080
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)// 0000000018EC: BF870599
	s_fmac_f32 s2, 0, 0x4f800000                               // 0000000018F0: A382FF80 4F800000
	v_rcp_f32_e32 v1, s2                                       // 0000000018F8: 7E025402
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)// 0000000018FC: BF8705A5
	v_readfirstlane_b32 s2, v1                                 // 000000001900: 7E040501
	s_mul_f32 s2, s2, 0x5f7ffffc                               // 000000001904: A202FF02 5F7FFFFC
	s_mul_f32 s3, s2, 0x2f800000                               // 00000000190C: A203FF02 2F800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)// 000000001914: BF87059B
	s_trunc_f32 s3, s3                                         // 000000001918: BE836203
	s_fmac_f32 s2, s3, 0xcf800000                              // 00000000191C: A382FF03 CF800000
	s_cvt_u32_f32 s3, s3                                       // 000000001924: BE836703
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)// 000000001928: BF87051A
	s_cvt_u32_f32 s2, s2                                       // 00000000192C: BE826702
	s_mul_i32 s11, s9, s3                                      // 000000001930: 960B0309
	s_delay_alu instid0(SALU_CYCLE_2)                          // 000000001934: BF87000A
	s_mul_hi_u32 s13, s9, s2                                   // 000000001938: 968D0209
	s_mul_i32 s12, s10, s2                                     // 00000000193C: 960C020A
	s_add_i32 s11, s13, s11                                    // 000000001940: 810B0B0D
	s_mul_i32 s15, s9, s2                                      // 000000001944: 960F0209
	s_add_i32 s11, s11, s12                                    // 000000001948: 810B0C0B
	s_mul_hi_u32 s13, s2, s15                                  // 00000000194C: 968D0F02
	s_mul_i32 s17, s2, s11                                     // 000000001950: 96110B02
	s_mul_hi_u32 s16, s3, s15                                  // 000000001954: 96900F03
	s_mul_i32 s12, s3, s15                                     // 000000001958: 960C0F03
	s_mul_hi_u32 s15, s2, s11                                  // 00000000195C: 968F0B02
	s_add_u32 s13, s13, s17                                    // 000000001960: 800D110D
	s_addc_u32 s15, 0, s15                                     // 000000001964: 820F0F80
	s_mul_hi_u32 s18, s3, s11                                  // 000000001968: 96920B03
	s_add_u32 s12, s13, s12                                    // 00000000196C: 800C0C0D
	s_mul_i32 s11, s3, s11                                     // 000000001970: 960B0B03
	s_addc_u32 s12, s15, s16                                   // 000000001974: 820C100F
	s_addc_u32 s13, s18, 0                                     // 000000001978: 820D8012
	s_add_u32 s11, s12, s11                                    // 00000000197C: 800B0B0C
	s_addc_u32 s12, 0, s13                                     // 000000001980: 820C0D80
	s_add_u32 s2, s2, s11                                      // 000000001984: 80020B02
	s_addc_u32 s3, s3, s12                                     // 000000001988: 82030C03
	s_mul_hi_u32 s11, s9, s2                                   // 00000000198C: 968B0209
	s_mul_i32 s12, s9, s2                                      // 000000001990: 960C0209
	s_mul_i32 s9, s9, s3                                       // 000000001994: 96090309
	s_mul_i32 s10, s10, s2                                     // 000000001998: 960A020A
	s_add_i32 s9, s11, s9                                      // 00000000199C: 8109090B
	s_mul_i32 s11, s3, s12                                     // 0000000019A0: 960B0C03
	s_add_i32 s9, s9, s10                                      // 0000000019A4: 81090A09
	s_mul_hi_u32 s10, s2, s12                                  // 0000000019A8: 968A0C02
	s_mul_i32 s16, s2, s9                                      // 0000000019AC: 96100902
	s_mul_hi_u32 s15, s2, s9                                   // 0000000019B0: 968F0902
	s_add_u32 s10, s10, s16                                    // 0000000019B4: 800A100A
	s_mul_hi_u32 s13, s3, s12                                  // 0000000019B8: 968D0C03
	s_addc_u32 s15, 0, s15                                     // 0000000019BC: 820F0F80
	s_mul_hi_u32 s12, s3, s9                                   // 0000000019C0: 968C0903
	s_add_u32 s10, s10, s11                                    // 0000000019C4: 800A0B0A
	s_mul_i32 s9, s3, s9                                       // 0000000019C8: 96090903
	s_addc_u32 s10, s15, s13                                   // 0000000019CC: 820A0D0F
	s_addc_u32 s11, s12, 0                                     // 0000000019D0: 820B800C
	s_add_u32 s9, s10, s9                                      // 0000000019D4: 8009090A
	s_addc_u32 s10, 0, s11                                     // 0000000019D8: 820A0B80
	s_add_u32 s2, s2, s9                                       // 0000000019DC: 80020902
	s_addc_u32 s3, s3, s10                                     // 0000000019E0: 82030A03
	s_mul_hi_u32 s9, s8, s2                                    // 0000000019E4: 96890208
	s_mul_i32 s12, s8, s3                                      // 0000000019E8: 960C0308
	s_mul_hi_u32 s11, s8, s3                                   // 0000000019EC: 968B0308
	s_mul_hi_u32 s10, s1, s2                                   // 0000000019F0: 968A0201
	s_mul_i32 s2, s1, s2                                       // 0000000019F4: 96020201
	s_add_u32 s9, s9, s12                                      // 0000000019F8: 80090C09
	s_addc_u32 s11, 0, s11                                     // 0000000019FC: 820B0B80
	s_mul_hi_u32 s13, s1, s3                                   // 000000001A00: 968D0301
	s_add_u32 s2, s9, s2                                       // 000000001A04: 80020209
	s_mul_i32 s3, s1, s3                                       // 000000001A08: 96030301
	s_addc_u32 s2, s11, s10                                    // 000000001A0C: 82020A0B
	s_addc_u32 s9, s13, 0                                      // 000000001A10: 8209800D
	s_add_u32 s2, s2, s3                                       // 000000001A14: 80020302
	s_addc_u32 s3, 0, s9                                       // 000000001A18: 82030980
	s_add_u32 s9, s2, 1                                        // 000000001A1C: 80098102
	s_mul_hi_u32 s10, s14, s2                                  // 000000001A20: 968A020E
	s_addc_u32 s12, s3, 0                                      // 000000001A24: 820C8003
	s_mul_i32 s13, s14, s3                                     // 000000001A28: 960D030E
	s_mul_i32 s11, s14, s2                                     // 000000001A2C: 960B020E
	s_add_u32 s15, s2, 2                                       // 000000001A30: 800F8202
	s_addc_u32 s16, s3, 0                                      // 000000001A34: 82108003
	s_add_i32 s10, s10, s13                                    // 000000001A38: 810A0D0A
	s_sub_u32 s11, s8, s11                                     // 000000001A3C: 808B0B08
	s_subb_u32 s1, s1, s10                                     // 000000001A40: 82810A01
	s_sub_u32 s10, s11, s14                                    // 000000001A44: 808A0E0B
	s_subb_u32 s13, s1, 0                                      // 000000001A48: 828D8001
	s_cmp_ge_u32 s10, s14                                      // 000000001A4C: BF090E0A
	s_cselect_b32 s10, -1, 0                                   // 000000001A50: 980A80C1
	s_cmp_eq_u32 s13, 0                                        // 000000001A54: BF06800D
	s_cselect_b32 s10, s10, -1                                 // 000000001A58: 980AC10A
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001A5C: BF870009
	s_cmp_lg_u32 s10, 0                                        // 000000001A60: BF07800A
	s_cselect_b32 s9, s15, s9                                  // 000000001A64: 9809090F
	s_cselect_b32 s10, s16, s12                                // 000000001A68: 980A0C10
	s_cmp_ge_u32 s11, s14                                      // 000000001A6C: BF090E0B
	s_cselect_b32 s11, -1, 0                                   // 000000001A70: 980B80C1
	s_cmp_eq_u32 s1, 0                                         // 000000001A74: BF068001
	s_cselect_b32 s1, s11, -1                                  // 000000001A78: 9801C10B
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001A7C: BF870009
	s_cmp_lg_u32 s1, 0                                         // 000000001A80: BF078001
	s_cselect_b32 s3, s10, s3                                  // 000000001A84: 9803030A
	s_cselect_b32 s2, s9, s2                                   // 000000001A88: 98020209
	s_and_not1_b32 vcc_lo, exec_lo, s0                         // 000000001A8C: 916A007E
	s_cbranch_vccnz 27                                         // 000000001A90: BFA4001B <histogram+0x400>
	v_cvt_f32_u32_e32 v1, s14                                  // 000000001A94: 7E020C0E
	s_sub_i32 s1, 0, s14                                       // 000000001A98: 81810E80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)// 000000001A9C: BF870291
	v_rcp_iflag_f32_e32 v1, v1                                 // 000000001AA0: 7E025701
	v_mul_f32_e32 v1, 0x4f7ffffe, v1                           // 000000001AA4: 100202FF 4F7FFFFE
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001AAC: BF870091
	v_cvt_u32_f32_e32 v1, v1                                   // 000000001AB0: 7E020F01
	v_readfirstlane_b32 s0, v1                                 // 000000001AB4: 7E000501
	s_mul_i32 s1, s1, s0                                       // 000000001AB8: 96010001
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 000000001ABC: BF870499
	s_mul_hi_u32 s1, s0, s1                                    // 000000001AC0: 96810100
	s_add_i32 s0, s0, s1                                       // 000000001AC4: 81000100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 000000001AC8: BF870499
	s_mul_hi_u32 s0, s8, s0                                    // 000000001ACC: 96800008
	s_mul_i32 s1, s0, s14                                      // 000000001AD0: 96010E00
	s_add_i32 s2, s0, 1                                        // 000000001AD4: 81028100
	s_sub_i32 s1, s8, s1                                       // 000000001AD8: 81810108
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001ADC: BF870009
	s_sub_i32 s3, s1, s14                                      // 000000001AE0: 81830E01
	s_cmp_ge_u32 s1, s14                                       // 000000001AE4: BF090E01
	s_cselect_b32 s0, s2, s0                                   // 000000001AE8: 98000002
	s_cselect_b32 s1, s3, s1                                   // 000000001AEC: 98010103
	s_add_i32 s2, s0, 1                                        // 000000001AF0: 81028100
	s_cmp_ge_u32 s1, s14                                       // 000000001AF4: BF090E01
	s_mov_b32 s3, 0                                            // 000000001AF8: BE830080
	s_cselect_b32 s2, s2, s0                                   // 000000001AFC: 98020002
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v0, s5, v0       // 000000001B00: CA200080 01000005
	s_add_u32 s0, s2, -1                                       // 000000001B08: 8000C102
	s_addc_u32 s1, s3, -1                                      // 000000001B0C: 8201C103
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)    // 000000001B10: BF870481
	v_cmp_eq_u64_e32 vcc_lo, s[0:1], v[0:1]                    // 000000001B14: 7CB40000
	s_and_b32 exec_lo, exec_lo, vcc_lo                         // 000000001B18: 8B7E6A7E
	s_cbranch_execz 4                                          // 000000001B1C: BFA50004 <histogram+0x430>
	v_lshl_add_u32 v0, v0, 16, s4                              // 000000001B20: D6460000 00112100
	global_store_b32 v1, v0, s[6:7]                            // 000000001B28: DC6A0000 00060001
	s_endpgm                                                   // 000000001B30: BFB00000
	s_branch 65495                                             // 000000001B34: BFA0FFD7 <histogram+0x394>
	s_code_end                                                 // 000000001B38: BF9F0000
	s_code_end                                                 // 000000001B3C: BF9F0000
	s_code_end                                                 // 000000001B40: BF9F0000
	s_code_end                                                 // 000000001B44: BF9F0000
	s_code_end                                                 // 000000001B48: BF9F0000
	s_code_end                                                 // 000000001B4C: BF9F0000
	s_code_end                                                 // 000000001B50: BF9F0000
	s_code_end                                                 // 000000001B54: BF9F0000
	s_code_end                                                 // 000000001B58: BF9F0000
	s_code_end                                                 // 000000001B5C: BF9F0000
	s_code_end                                                 // 000000001B60: BF9F0000
	s_code_end                                                 // 000000001B64: BF9F0000
	s_code_end                                                 // 000000001B68: BF9F0000
	s_code_end                                                 // 000000001B6C: BF9F0000
	s_code_end                                                 // 000000001B70: BF9F0000
	s_code_end                                                 // 000000001B74: BF9F0000
	s_code_end                                                 // 000000001B78: BF9F0000
	s_code_end                                                 // 000000001B7C: BF9F0000
	s_code_end                                                 // 000000001B80: BF9F0000
	s_code_end                                                 // 000000001B84: BF9F0000
	s_code_end                                                 // 000000001B88: BF9F0000
	s_code_end                                                 // 000000001B8C: BF9F0000
	s_code_end                                                 // 000000001B90: BF9F0000
	s_code_end                                                 // 000000001B94: BF9F0000
	s_code_end                                                 // 000000001B98: BF9F0000
	s_code_end                                                 // 000000001B9C: BF9F0000
	s_code_end                                                 // 000000001BA0: BF9F0000
	s_code_end                                                 // 000000001BA4: BF9F0000
	s_code_end                                                 // 000000001BA8: BF9F0000
	s_code_end                                                 // 000000001BAC: BF9F0000
	s_code_end                                                 // 000000001BB0: BF9F0000
	s_code_end                                                 // 000000001BB4: BF9F0000
	s_code_end                                                 // 000000001BB8: BF9F0000
	s_code_end                                                 // 000000001BBC: BF9F0000
	s_code_end                                                 // 000000001BC0: BF9F0000
	s_code_end                                                 // 000000001BC4: BF9F0000
	s_code_end                                                 // 000000001BC8: BF9F0000
	s_code_end                                                 // 000000001BCC: BF9F0000
	s_code_end                                                 // 000000001BD0: BF9F0000
	s_code_end                                                 // 000000001BD4: BF9F0000
	s_code_end                                                 // 000000001BD8: BF9F0000
	s_code_end                                                 // 000000001BDC: BF9F0000
	s_code_end                                                 // 000000001BE0: BF9F0000
	s_code_end                                                 // 000000001BE4: BF9F0000
	s_code_end                                                 // 000000001BE8: BF9F0000
	s_code_end                                                 // 000000001BEC: BF9F0000
	s_code_end                                                 // 000000001BF0: BF9F0000
	s_code_end                                                 // 000000001BF4: BF9F0000
	s_code_end                                                 // 000000001BF8: BF9F0000
	s_code_end                                                 // 000000001BFC: BF9F0000
	s_code_end                                                 // 000000001C00: BF9F0000
	s_code_end                                                 // 000000001C04: BF9F0000
	s_code_end                                                 // 000000001C08: BF9F0000
	s_code_end                                                 // 000000001C0C: BF9F0000
	s_code_end                                                 // 000000001C10: BF9F0000
	s_code_end                                                 // 000000001C14: BF9F0000
	s_code_end                                                 // 000000001C18: BF9F0000
	s_code_end                                                 // 000000001C1C: BF9F0000
	s_code_end                                                 // 000000001C20: BF9F0000
	s_code_end                                                 // 000000001C24: BF9F0000
	s_code_end                                                 // 000000001C28: BF9F0000
	s_code_end                                                 // 000000001C2C: BF9F0000
	s_code_end                                                 // 000000001C30: BF9F0000
	s_code_end                                                 // 000000001C34: BF9F0000
	s_code_end                                                 // 000000001C38: BF9F0000
	s_code_end                                                 // 000000001C3C: BF9F0000
	s_code_end                                                 // 000000001C40: BF9F0000
	s_code_end                                                 // 000000001C44: BF9F0000
	s_code_end                                                 // 000000001C48: BF9F0000
	s_code_end                                                 // 000000001C4C: BF9F0000
	s_code_end                                                 // 000000001C50: BF9F0000
	s_code_end                                                 // 000000001C54: BF9F0000
	s_code_end                                                 // 000000001C58: BF9F0000
	s_code_end                                                 // 000000001C5C: BF9F0000
	s_code_end                                                 // 000000001C60: BF9F0000
	s_code_end                                                 // 000000001C64: BF9F0000
	s_code_end                                                 // 000000001C68: BF9F0000
	s_code_end                                                 // 000000001C6C: BF9F0000
	s_code_end                                                 // 000000001C70: BF9F0000
	s_code_end                                                 // 000000001C74: BF9F0000
	s_code_end                                                 // 000000001C78: BF9F0000
	s_code_end                                                 // 000000001C7C: BF9F0000
	s_code_end                                                 // 000000001C80: BF9F0000
	s_code_end                                                 // 000000001C84: BF9F0000
	s_code_end                                                 // 000000001C88: BF9F0000
	s_code_end                                                 // 000000001C8C: BF9F0000
	s_code_end                                                 // 000000001C90: BF9F0000
	s_code_end                                                 // 000000001C94: BF9F0000
	s_code_end                                                 // 000000001C98: BF9F0000
	s_code_end                                                 // 000000001C9C: BF9F0000
	s_code_end                                                 // 000000001CA0: BF9F0000
	s_code_end                                                 // 000000001CA4: BF9F0000
	s_code_end                                                 // 000000001CA8: BF9F0000
	s_code_end                                                 // 000000001CAC: BF9F0000
	s_code_end                                                 // 000000001CB0: BF9F0000
	s_code_end                                                 // 000000001CB4: BF9F0000
	s_code_end                                                 // 000000001CB8: BF9F0000
	s_code_end                                                 // 000000001CBC: BF9F0000
	s_code_end                                                 // 000000001CC0: BF9F0000
	s_code_end                                                 // 000000001CC4: BF9F0000
	s_code_end                                                 // 000000001CC8: BF9F0000
	s_code_end                                                 // 000000001CCC: BF9F0000
	s_code_end                                                 // 000000001CD0: BF9F0000
	s_code_end                                                 // 000000001CD4: BF9F0000
	s_code_end                                                 // 000000001CD8: BF9F0000
	s_code_end                                                 // 000000001CDC: BF9F0000
	s_code_end                                                 // 000000001CE0: BF9F0000
	s_code_end                                                 // 000000001CE4: BF9F0000
	s_code_end                                                 // 000000001CE8: BF9F0000
	s_code_end                                                 // 000000001CEC: BF9F0000
	s_code_end                                                 // 000000001CF0: BF9F0000
	s_code_end                                                 // 000000001CF4: BF9F0000
	s_code_end                                                 // 000000001CF8: BF9F0000
	s_code_end                                                 // 000000001CFC: BF9F0000
