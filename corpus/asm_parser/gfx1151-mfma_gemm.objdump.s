
corpus/kernels/gfx1151/mfma_gemm.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <mfma_gemm>:
	s_load_b128 s[4:7], s[0:1], 0x10                           // 000000001700: F4080100 F8000010
	v_lshrrev_b32_e32 v15, 4, v0                               // 000000001708: 321E0084
	s_lshl_b32 s3, s3, 4                                       // 00000000170C: 84038403
	s_lshl_b32 s2, s2, 4                                       // 000000001710: 84028402
	s_mov_b32 s12, 0                                           // 000000001714: BE8C0080
	s_waitcnt lgkmcnt(0)                                       // 000000001718: BF89FC07
	s_cmp_lg_u32 s6, 0                                         // 00000000171C: BF078006
	s_cbranch_scc0 244                                         // 000000001720: BFA100F4 <mfma_gemm+0x3f4>
	s_load_b128 s[8:11], s[0:1], null                          // 000000001724: F4080200 F8000000
	v_mul_lo_u32 v2, s7, v15                                   // 00000000172C: D72C0002 00021E07
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v16, s3, v15    // 000000001734: CA200080 0B101E03
	v_and_b32_e32 v1, 15, v0                                   // 00000000173C: 3602008F
	v_subrev_nc_u32_e32 v19, 32, v0                            // 000000001740: 4E2600A0
	v_lshlrev_b32_e32 v21, 1, v0                               // 000000001744: 302A0081
	s_lshl_b32 s13, s7, 4                                      // 000000001748: 840D8407
	v_mov_b32_e32 v3, v11                                      // 00000000174C: 7E06030B
	v_mad_u64_u32 v[12:13], null, s6, v16, v[1:2]              // 000000001750: D6FE7C0C 04062006
	v_add3_u32 v20, v2, s2, v1                                 // 000000001758: D6550014 04040502
	v_dual_mov_b32 v2, v11 :: v_dual_lshlrev_b32 v17, 5, v1    // 000000001760: CA22010B 02100285
	v_mov_b32_e32 v4, v11                                      // 000000001768: 7E08030B
	v_lshl_or_b32 v18, v1, 1, 0x200                            // 00000000176C: D6560012 03FD0301 00000200
	v_or_b32_e32 v9, s2, v1                                    // 000000001778: 38120202
	v_mov_b32_e32 v1, v11                                      // 00000000177C: 7E02030B
	v_mov_b32_e32 v5, v11                                      // 000000001780: 7E0A030B
	v_mov_b32_e32 v6, v11                                      // 000000001784: 7E0C030B
	v_mov_b32_e32 v7, v11                                      // 000000001788: 7E0E030B
	v_mov_b32_e32 v8, v11                                      // 00000000178C: 7E10030B
	s_lshl_b32 s1, s7, 1                                       // 000000001790: 84018107
	s_lshl_b32 s14, s6, 1                                      // 000000001794: 840E8106
	v_cmp_gt_u32_e32 vcc_lo, 0x100, v0                         // 000000001798: 7C9800FF 00000100
	s_branch 60                                                // 0000000017A0: BFA0003C <mfma_gemm+0x194>
	s_or_b32 exec_lo, exec_lo, s15                             // 0000000017A4: 8C7E0F7E
	s_waitcnt lgkmcnt(0)                                       // 0000000017A8: BF89FC07
	s_barrier                                                  // 0000000017AC: BFBD0000
	buffer_gl0_inv                                             // 0000000017B0: E0AC0000 00000000
	ds_load_u16_d16 v22, v18                                   // 0000000017B8: DA980000 16000012
	ds_load_u16_d16 v23, v18 offset:64                         // 0000000017C0: DA980040 17000012
	ds_load_u16_d16 v24, v18 offset:128                        // 0000000017C8: DA980080 18000012
	ds_load_u16_d16 v25, v18 offset:192                        // 0000000017D0: DA9800C0 19000012
	ds_load_u16_d16 v26, v18 offset:256                        // 0000000017D8: DA980100 1A000012
	ds_load_u16_d16 v27, v18 offset:320                        // 0000000017E0: DA980140 1B000012
	ds_load_u16_d16 v28, v18 offset:384                        // 0000000017E8: DA980180 1C000012
	ds_load_u16_d16 v29, v18 offset:448                        // 0000000017F0: DA9801C0 1D000012
	ds_load_b128 v[30:33], v17                                 // 0000000017F8: DBFC0000 1E000011
	ds_load_b128 v[34:37], v17 offset:16                       // 000000001800: DBFC0010 22000011
	v_add_nc_u32_e32 v20, s13, v20                             // 000000001808: 4A28280D
	v_add_nc_u32_e32 v12, 16, v12                              // 00000000180C: 4A181890
	s_add_i32 s12, s12, 16                                     // 000000001810: 810C900C
	s_waitcnt lgkmcnt(9)                                       // 000000001814: BF89FC97
	ds_load_u16_d16_hi v22, v18 offset:32                      // 000000001818: DA9C0020 16000012
	s_waitcnt lgkmcnt(9)                                       // 000000001820: BF89FC97
	ds_load_u16_d16_hi v23, v18 offset:96                      // 000000001824: DA9C0060 17000012
	s_waitcnt lgkmcnt(9)                                       // 00000000182C: BF89FC97
	ds_load_u16_d16_hi v24, v18 offset:160                     // 000000001830: DA9C00A0 18000012
	s_waitcnt lgkmcnt(9)                                       // 000000001838: BF89FC97
	ds_load_u16_d16_hi v25, v18 offset:224                     // 00000000183C: DA9C00E0 19000012
	s_waitcnt lgkmcnt(9)                                       // 000000001844: BF89FC97
	ds_load_u16_d16_hi v26, v18 offset:288                     // 000000001848: DA9C0120 1A000012
	s_waitcnt lgkmcnt(9)                                       // 000000001850: BF89FC97
	ds_load_u16_d16_hi v27, v18 offset:352                     // 000000001854: DA9C0160 1B000012
	s_waitcnt lgkmcnt(9)                                       // 00000000185C: BF89FC97
	ds_load_u16_d16_hi v28, v18 offset:416                     // 000000001860: DA9C01A0 1C000012
	s_waitcnt lgkmcnt(9)                                       // 000000001868: BF89FC97
	ds_load_u16_d16_hi v29, v18 offset:480                     // 00000000186C: DA9C01E0 1D000012
	s_cmp_ge_u32 s12, s6                                       // 000000001874: BF09060C
	s_waitcnt lgkmcnt(0)                                       // 000000001878: BF89FC07
	v_wmma_f32_16x16x16_f16 v[1:8], v[30:37], v[22:29], v[1:8] // 00000000187C: CC404001 1C062D1E
	s_barrier                                                  // 000000001884: BFBD0000
	buffer_gl0_inv                                             // 000000001888: E0AC0000 00000000
	s_cbranch_scc1 50                                          // 000000001890: BFA20032 <mfma_gemm+0x25c>
	s_and_saveexec_b32 s15, vcc_lo                             // 000000001894: BE8F206A
	s_cbranch_execz 65474                                      // 000000001898: BFA5FFC2 <mfma_gemm+0xa4>
	v_dual_mov_b32 v22, v21 :: v_dual_mov_b32 v13, v20         // 00000000189C: CA100115 160C0114
	v_dual_mov_b32 v10, v12 :: v_dual_mov_b32 v23, v19         // 0000000018A4: CA10010C 0A160113
	s_mov_b32 s16, 0                                           // 0000000018AC: BE900080
	s_nop 0                                                    // 0000000018B0: BF800000
	s_nop 0                                                    // 0000000018B4: BF800000
	s_nop 0                                                    // 0000000018B8: BF800000
	s_nop 0                                                    // 0000000018BC: BF800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)// 0000000018C0: BF870111
	v_dual_mov_b32 v14, v11 :: v_dual_add_nc_u32 v23, 32, v23  // 0000000018C4: CA20010B 0E162EA0
	v_lshlrev_b64 v[24:25], 1, v[10:11]                        // 0000000018CC: D73C0018 00021481
	v_add_nc_u32_e32 v10, s14, v10                             // 0000000018D4: 4A14140E
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)// 0000000018D8: BF870233
	v_lshlrev_b64 v[26:27], 1, v[13:14]                        // 0000000018DC: D73C001A 00021A81
	v_add_nc_u32_e32 v13, s1, v13                              // 0000000018E4: 4A1A1A01
	s_waitcnt lgkmcnt(0)                                       // 0000000018E8: BF89FC07
	v_add_co_u32 v24, s0, s8, v24                              // 0000000018EC: D7000018 00023008
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)// 0000000018F4: BF870211
	v_add_co_ci_u32_e64 v25, null, s9, v25, s0                 // 0000000018F8: D5207C19 00023209
	v_add_co_u32 v26, s0, s10, v26                             // 000000001900: D700001A 0002340A
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001908: BF870001
	v_add_co_ci_u32_e64 v27, null, s11, v27, s0                // 00000000190C: D5207C1B 0002360B
	v_cmp_lt_u32_e64 s0, 0xdf, v23                             // 000000001914: D4490000 00022EFF 000000DF
	global_load_d16_b16 v14, v[24:25], off                     // 000000001920: DC820000 0E7C0018
	global_load_d16_hi_b16 v14, v[26:27], off                  // 000000001928: DC8E0000 0E7C001A
	s_waitcnt vmcnt(0)                                         // 000000001930: BF8903F7
	ds_store_b16 v22, v14                                      // 000000001934: D87C0000 00000E16
	ds_store_b16_d16_hi v22, v14 offset:512                    // 00000000193C: DA840200 00000E16
	v_add_nc_u32_e32 v22, 64, v22                              // 000000001944: 4A2C2CC0
	s_or_b32 s16, s0, s16                                      // 000000001948: 8C101000
	s_delay_alu instid0(SALU_CYCLE_1)                          // 00000000194C: BF870009
	s_and_not1_b32 exec_lo, exec_lo, s16                       // 000000001950: 917E107E
	s_cbranch_execnz 65498                                     // 000000001954: BFA6FFDA <mfma_gemm+0x1c0>
	s_branch 65426                                             // 000000001958: BFA0FF92 <mfma_gemm+0xa4>
	v_mov_b32_e32 v10, s1                                      // 00000000195C: 7E140201
	s_branch 14                                                // 000000001960: BFA0000E <mfma_gemm+0x29c>
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v16, s3, v15     // 000000001964: CA200080 01101E03
	s_lshl_b32 s0, s7, 1                                       // 00000000196C: 84008107
	v_and_or_b32 v9, v0, 15, s2                                // 000000001970: D6570009 00091F00
	s_delay_alu instid0(VALU_DEP_2)                            // 000000001978: BF870002
	v_dual_mov_b32 v10, s0 :: v_dual_mov_b32 v3, v1            // 00000000197C: CA100000 0A020101
	v_mov_b32_e32 v2, v1                                       // 000000001984: 7E040301
	v_mov_b32_e32 v4, v1                                       // 000000001988: 7E080301
	v_mov_b32_e32 v5, v1                                       // 00000000198C: 7E0A0301
	v_mov_b32_e32 v6, v1                                       // 000000001990: 7E0C0301
	v_mov_b32_e32 v7, v1                                       // 000000001994: 7E0E0301
	v_mov_b32_e32 v8, v1                                       // 000000001998: 7E100301
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 00000000199C: BF8700A1
	v_mad_u64_u32 v[11:12], null, v16, s7, v[9:10]             // 0000000019A0: D6FE7C0B 04240F10
	v_mov_b32_e32 v12, 0                                       // 0000000019A8: 7E180280
	v_lshlrev_b64 v[13:14], 2, v[11:12]                        // 0000000019AC: D73C000D 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 0000000019B4: 4A16150B
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)// 0000000019B8: BF870221
	v_lshlrev_b64 v[15:16], 2, v[11:12]                        // 0000000019BC: D73C000F 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 0000000019C4: 4A16150B
	v_add_co_u32 v13, vcc_lo, s4, v13                          // 0000000019C8: D7006A0D 00021A04
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 0000000019D0: BF870191
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo             // 0000000019D4: D5207C0E 01AA1C05
	v_lshlrev_b64 v[17:18], 2, v[11:12]                        // 0000000019DC: D73C0011 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 0000000019E4: 4A16150B
	v_add_co_u32 v15, vcc_lo, s4, v15                          // 0000000019E8: D7006A0F 00021E04
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 0000000019F0: BF870191
	v_add_co_ci_u32_e64 v16, null, s5, v16, vcc_lo             // 0000000019F4: D5207C10 01AA2005
	v_lshlrev_b64 v[19:20], 2, v[11:12]                        // 0000000019FC: D73C0013 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 000000001A04: 4A16150B
	s_clause 0x1                                               // 000000001A08: BF850001
	global_store_b32 v[13:14], v1, off                         // 000000001A0C: DC6A0000 007C010D
	global_store_b32 v[15:16], v2, off                         // 000000001A14: DC6A0000 007C020F
	v_add_co_u32 v17, vcc_lo, s4, v17                          // 000000001A1C: D7006A11 00022204
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001A24: BF870001
	v_add_co_ci_u32_e64 v18, null, s5, v18, vcc_lo             // 000000001A28: D5207C12 01AA2405
	v_lshlrev_b64 v[0:1], 2, v[11:12]                          // 000000001A30: D73C0000 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 000000001A38: 4A16150B
	v_add_co_u32 v2, vcc_lo, s4, v19                           // 000000001A3C: D7006A02 00022604
	global_store_b32 v[17:18], v3, off                         // 000000001A44: DC6A0000 007C0311
	v_add_co_ci_u32_e64 v3, null, s5, v20, vcc_lo              // 000000001A4C: D5207C03 01AA2805
	v_lshlrev_b64 v[13:14], 2, v[11:12]                        // 000000001A54: D73C000D 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 000000001A5C: 4A16150B
	v_add_co_u32 v0, vcc_lo, s4, v0                            // 000000001A60: D7006A00 00020004
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 000000001A68: BF870191
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo               // 000000001A6C: D5207C01 01AA0205
	v_lshlrev_b64 v[15:16], 2, v[11:12]                        // 000000001A74: D73C000F 00021682
	v_add_nc_u32_e32 v11, v11, v10                             // 000000001A7C: 4A16150B
	v_add_co_u32 v9, vcc_lo, s4, v13                           // 000000001A80: D7006A09 00021A04
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 000000001A88: BF870191
	v_add_co_ci_u32_e64 v10, null, s5, v14, vcc_lo             // 000000001A8C: D5207C0A 01AA1C05
	v_lshlrev_b64 v[11:12], 2, v[11:12]                        // 000000001A94: D73C000B 00021682
	v_add_co_u32 v13, vcc_lo, s4, v15                          // 000000001A9C: D7006A0D 00021E04
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 000000001AA4: BF870191
	v_add_co_ci_u32_e64 v14, null, s5, v16, vcc_lo             // 000000001AA8: D5207C0E 01AA2005
	v_add_co_u32 v11, vcc_lo, s4, v11                          // 000000001AB0: D7006A0B 00021604
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001AB8: BF870001
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc_lo             // 000000001ABC: D5207C0C 01AA1805
	s_clause 0x4                                               // 000000001AC4: BF850004
	global_store_b32 v[2:3], v4, off                           // 000000001AC8: DC6A0000 007C0402
	global_store_b32 v[0:1], v5, off                           // 000000001AD0: DC6A0000 007C0500
	global_store_b32 v[9:10], v6, off                          // 000000001AD8: DC6A0000 007C0609
	global_store_b32 v[13:14], v7, off                         // 000000001AE0: DC6A0000 007C070D
	global_store_b32 v[11:12], v8, off                         // 000000001AE8: DC6A0000 007C080B
	s_endpgm                                                   // 000000001AF0: BFB00000
	s_cbranch_execnz 65435                                     // 000000001AF4: BFA6FF9B <mfma_gemm+0x264>
	s_branch 65448                                             // 000000001AF8: BFA0FFA8 <mfma_gemm+0x29c>
	s_code_end                                                 // 000000001AFC: BF9F0000
	s_code_end                                                 // 000000001B00: BF9F0000
	s_code_end                                                 // 000000001B04: BF9F0000
	s_code_end                                                 // 000000001B08: BF9F0000
	s_code_end                                                 // 000000001B0C: BF9F0000
	s_code_end                                                 // 000000001B10: BF9F0000
	s_code_end                                                 // 000000001B14: BF9F0000
	s_code_end                                                 // 000000001B18: BF9F0000
	s_code_end                                                 // 000000001B1C: BF9F0000
	s_code_end                                                 // 000000001B20: BF9F0000
	s_code_end                                                 // 000000001B24: BF9F0000
	s_code_end                                                 // 000000001B28: BF9F0000
	s_code_end                                                 // 000000001B2C: BF9F0000
	s_code_end                                                 // 000000001B30: BF9F0000
	s_code_end                                                 // 000000001B34: BF9F0000
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
