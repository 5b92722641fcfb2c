
corpus/kernels/gfx1151/reduce_sum.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <reduce_sum>:
	s_load_b32 s8, s[0:1], 0x4                                 // 000000001600: F4000200 F8000004
	s_clause 0x1                                               // 000000001608: BF850001
	s_load_b32 s5, s[2:3], 0x10                                // 00000000160C: F4000141 F8000010
	s_load_b64 s[6:7], s[2:3], 0x8                             // 000000001614: F4040181 F8000008
	v_mov_b32_e32 v3, 0                                        // 00000000161C: 7E060280
	s_waitcnt lgkmcnt(0)                                       // 000000001620: BF89FC07
	s_and_b32 s8, s8, 0xffff                                   // 000000001624: 8B08FF08 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1)                          // 00000000162C: BF870009
	v_mad_u64_u32 v[1:2], null, s4, s8, v[0:1]                 // 000000001630: D6FE7C01 04001004
	s_mov_b32 s8, exec_lo                                      // 000000001638: BE88007E
	v_cmpx_gt_u32_e64 s5, v1                                   // 00000000163C: D4CC007E 00020205
	s_cbranch_execz 27                                         // 000000001644: BFA5001B <reduce_sum+0xb4>
	s_load_b64 s[2:3], s[2:3], null                            // 000000001648: F4040081 F8000000
	s_load_b32 s0, s[0:1], 0xc                                 // 000000001650: F4000000 F800000C
	v_mov_b32_e32 v2, 0                                        // 000000001658: 7E040280
	s_mov_b32 s1, 0                                            // 00000000165C: BE810080
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001660: BF870001
	v_mov_b32_e32 v3, v2                                       // 000000001664: 7E060302
	v_lshlrev_b64 v[4:5], 2, v[1:2]                            // 000000001668: D73C0004 00020282
	s_waitcnt lgkmcnt(0)                                       // 000000001670: BF89FC07
	v_add_nc_u32_e32 v1, s0, v1                                // 000000001674: 4A020200
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001678: BF870092
	v_add_co_u32 v4, vcc_lo, s2, v4                            // 00000000167C: D7006A04 00020802
	v_add_co_ci_u32_e64 v5, null, s3, v5, vcc_lo               // 000000001684: D5207C05 01AA0A03
	s_delay_alu instid0(VALU_DEP_3)                            // 00000000168C: BF870003
	v_cmp_le_u32_e32 vcc_lo, s5, v1                            // 000000001690: 7C960205
	global_load_b32 v4, v[4:5], off                            // 000000001694: DC520000 047C0004
	s_or_b32 s1, vcc_lo, s1                                    // 00000000169C: 8C01016A
	s_waitcnt vmcnt(0)                                         // 0000000016A0: BF8903F7
	v_add_f32_e32 v3, v3, v4                                   // 0000000016A4: 06060903
	s_and_not1_b32 exec_lo, exec_lo, s1                        // 0000000016A8: 917E017E
	s_cbranch_execnz 65518                                     // 0000000016AC: BFA6FFEE <reduce_sum+0x68>
	s_or_b32 exec_lo, exec_lo, s1                              // 0000000016B0: 8C7E017E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 0000000016B4: BF870009
	s_or_b32 exec_lo, exec_lo, s8                              // 0000000016B8: 8C7E087E
	v_lshlrev_b32_e32 v1, 2, v0                                // 0000000016BC: 30020082
	s_mov_b32 s0, exec_lo                                      // 0000000016C0: BE80007E
	ds_store_b32 v1, v3                                        // 0000000016C4: D8340000 00000301
	s_waitcnt lgkmcnt(0)                                       // 0000000016CC: BF89FC07
	s_barrier                                                  // 0000000016D0: BFBD0000
	buffer_gl0_inv                                             // 0000000016D4: E0AC0000 00000000
	v_cmpx_gt_u32_e32 0x80, v0                                 // 0000000016DC: 7D9800FF 00000080
	s_cbranch_execz 6                                          // 0000000016E4: BFA50006 <reduce_sum+0x100>
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:2            // 0000000016E8: D8E00200 02000001
	s_waitcnt lgkmcnt(0)                                       // 0000000016F0: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 0000000016F4: 06040503
	ds_store_b32 v1, v2                                        // 0000000016F8: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 000000001700: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001704: BF870009
	s_mov_b32 s0, exec_lo                                      // 000000001708: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 00000000170C: BF89FC07
	s_barrier                                                  // 000000001710: BFBD0000
	buffer_gl0_inv                                             // 000000001714: E0AC0000 00000000
	v_cmpx_gt_u32_e32 64, v0                                   // 00000000171C: 7D9800C0
	s_cbranch_execz 6                                          // 000000001720: BFA50006 <reduce_sum+0x13c>
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1            // 000000001724: D8E00100 02000001
	s_waitcnt lgkmcnt(0)                                       // 00000000172C: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 000000001730: 06040503
	ds_store_b32 v1, v2                                        // 000000001734: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 00000000173C: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001740: BF870009
	s_mov_b32 s0, exec_lo                                      // 000000001744: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 000000001748: BF89FC07
	s_barrier                                                  // 00000000174C: BFBD0000
	buffer_gl0_inv                                             // 000000001750: E0AC0000 00000000
	v_cmpx_gt_u32_e32 32, v0                                   // 000000001758: 7D9800A0
	s_cbranch_execz 6                                          // 00000000175C: BFA50006 <reduce_sum+0x178>
	ds_load_2addr_b32 v[2:3], v1 offset1:32                    // 000000001760: D8DC2000 02000001
	s_waitcnt lgkmcnt(0)                                       // 000000001768: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 00000000176C: 06040503
	ds_store_b32 v1, v2                                        // 000000001770: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 000000001778: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 00000000177C: BF870009
	s_mov_b32 s0, exec_lo                                      // 000000001780: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 000000001784: BF89FC07
	s_barrier                                                  // 000000001788: BFBD0000
	buffer_gl0_inv                                             // 00000000178C: E0AC0000 00000000
	v_cmpx_gt_u32_e32 16, v0                                   // 000000001794: 7D980090
	s_cbranch_execz 6                                          // 000000001798: BFA50006 <reduce_sum+0x1b4>
	ds_load_2addr_b32 v[2:3], v1 offset1:16                    // 00000000179C: D8DC1000 02000001
	s_waitcnt lgkmcnt(0)                                       // 0000000017A4: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 0000000017A8: 06040503
	ds_store_b32 v1, v2                                        // 0000000017AC: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 0000000017B4: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 0000000017B8: BF870009
	s_mov_b32 s0, exec_lo                                      // 0000000017BC: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 0000000017C0: BF89FC07
	s_barrier                                                  // 0000000017C4: BFBD0000
	buffer_gl0_inv                                             // 0000000017C8: E0AC0000 00000000
	v_cmpx_gt_u32_e32 8, v0                                    // 0000000017D0: 7D980088
	s_cbranch_execz 6                                          // 0000000017D4: BFA50006 <reduce_sum+0x1f0>
	ds_load_2addr_b32 v[2:3], v1 offset1:8                     // 0000000017D8: D8DC0800 02000001
	s_waitcnt lgkmcnt(0)                                       // 0000000017E0: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 0000000017E4: 06040503
	ds_store_b32 v1, v2                                        // 0000000017E8: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 0000000017F0: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 0000000017F4: BF870009
	s_mov_b32 s0, exec_lo                                      // 0000000017F8: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 0000000017FC: BF89FC07
	s_barrier                                                  // 000000001800: BFBD0000
	buffer_gl0_inv                                             // 000000001804: E0AC0000 00000000
	v_cmpx_gt_u32_e32 4, v0                                    // 00000000180C: 7D980084
	s_cbranch_execz 6                                          // 000000001810: BFA50006 <reduce_sum+0x22c>
	ds_load_2addr_b32 v[2:3], v1 offset1:4                     // 000000001814: D8DC0400 02000001
	s_waitcnt lgkmcnt(0)                                       // 00000000181C: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 000000001820: 06040503
	ds_store_b32 v1, v2                                        // 000000001824: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 00000000182C: 8C7E007E
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001830: BF870009
	s_mov_b32 s0, exec_lo                                      // 000000001834: BE80007E
	s_waitcnt lgkmcnt(0)                                       // 000000001838: BF89FC07
	s_barrier                                                  // 00000000183C: BFBD0000
	buffer_gl0_inv                                             // 000000001840: E0AC0000 00000000
	v_cmpx_gt_u32_e32 2, v0                                    // 000000001848: 7D980082
	s_cbranch_execz 6                                          // 00000000184C: BFA50006 <reduce_sum+0x268>
	ds_load_2addr_b32 v[2:3], v1 offset1:2                     // 000000001850: D8DC0200 02000001
	s_waitcnt lgkmcnt(0)                                       // 000000001858: BF89FC07
	v_add_f32_e32 v2, v3, v2                                   // 00000000185C: 06040503
	ds_store_b32 v1, v2                                        // 000000001860: D8340000 00000201
	s_or_b32 exec_lo, exec_lo, s0                              // 000000001868: 8C7E007E
	v_cmp_eq_u32_e32 vcc_lo, 0, v0                             // 00000000186C: 7C940080
	s_waitcnt lgkmcnt(0)                                       // 000000001870: BF89FC07
	s_barrier                                                  // 000000001874: BFBD0000
	buffer_gl0_inv                                             // 000000001878: E0AC0000 00000000
	s_and_saveexec_b32 s0, vcc_lo                              // 000000001880: BE80206A
	s_cbranch_execz 6                                          // 000000001884: BFA50006 <reduce_sum+0x2a0>
	ds_load_2addr_b32 v[2:3], v1 offset1:1                     // 000000001888: D8DC0100 02000001
	s_waitcnt lgkmcnt(0)                                       // 000000001890: BF89FC07
	v_add_f32_e32 v0, v3, v2                                   // 000000001894: 06000503
	ds_store_b32 v1, v0                                        // 000000001898: D8340000 00000001
	s_or_b32 exec_lo, exec_lo, s0                              // 0000000018A0: 8C7E007E
	s_waitcnt lgkmcnt(0)                                       // 0000000018A4: BF89FC07
	s_barrier                                                  // 0000000018A8: BFBD0000
	buffer_gl0_inv                                             // 0000000018AC: E0AC0000 00000000
	s_and_saveexec_b32 s0, vcc_lo                              // 0000000018B4: BE80206A
	s_cbranch_execz 11                                         // 0000000018B8: BFA5000B <reduce_sum+0x2e8>
	v_mov_b32_e32 v0, 0                                        // 0000000018BC: 7E000280
	s_mov_b32 s5, 0                                            // 0000000018C0: BE850080
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 0000000018C4: BF870499
	s_lshl_b64 s[0:1], s[4:5], 2                               // 0000000018C8: 84808204
	s_add_u32 s0, s6, s0                                       // 0000000018CC: 80000006
	ds_load_b32 v1, v0                                         // 0000000018D0: D8D80000 01000000
	s_addc_u32 s1, s7, s1                                      // 0000000018D8: 82010107
	s_waitcnt lgkmcnt(0)                                       // 0000000018DC: BF89FC07
	global_store_b32 v0, v1, s[0:1]                            // 0000000018E0: DC6A0000 00000100
	s_endpgm                                                   // 0000000018E8: BFB00000
	s_code_end                                                 // 0000000018EC: BF9F0000
	s_code_end                                                 // 0000000018F0: BF9F0000
	s_code_end                                                 // 0000000018F4: BF9F0000
	s_code_end                                                 // 0000000018F8: BF9F0000
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
