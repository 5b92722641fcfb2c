
corpus/kernels/gfx1151/saxpy_unroll.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <_Z12saxpy_unrollPKfPffj>:
	s_load_b32 s5, s[0:1], 0x4                                 // 000000001700: F4000140 F8000004
	s_clause 0x1                                               // 000000001708: BF850001
	s_load_b64 s[6:7], s[2:3], 0x10                            // 00000000170C: F4040181 F8000010
	s_load_b128 s[0:3], s[2:3], null                           // 000000001714: F4080001 F8000000
	s_waitcnt lgkmcnt(0)                                       // 00000000171C: BF89FC07
	s_and_b32 s5, s5, 0xffff                                   // 000000001720: 8B05FF05 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 000000001728: BF870499
	s_mul_i32 s4, s4, s5                                       // 00000000172C: 96040504
	v_add_lshl_u32 v0, s4, v0, 3                               // 000000001730: D6470000 020E0004
	s_mov_b32 s4, exec_lo                                      // 000000001738: BE84007E
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000173C: BF870091
	v_add_nc_u32_e32 v1, 8, v0                                 // 000000001740: 4A020088
	v_cmpx_ge_u32_e64 s7, v1                                   // 000000001744: D4CE007E 00020207
	s_xor_b32 s4, exec_lo, s4                                  // 00000000174C: 8D04047E
	s_cbranch_execz 43                                         // 000000001750: BFA5002B <_Z12saxpy_unrollPKfPffj+0x100>
	v_mov_b32_e32 v1, 0                                        // 000000001754: 7E020280
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001758: BF870091
	v_lshlrev_b64 v[0:1], 2, v[0:1]                            // 00000000175C: D73C0000 00020082
	v_add_co_u32 v16, vcc_lo, s2, v0                           // 000000001764: D7006A10 00020002
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 00000000176C: BF8700A1
	v_add_co_ci_u32_e64 v17, null, s3, v1, vcc_lo              // 000000001770: D5207C11 01AA0203
	v_add_co_u32 v8, vcc_lo, s0, v0                            // 000000001778: D7006A08 00020000
	v_add_co_ci_u32_e64 v9, null, s1, v1, vcc_lo               // 000000001780: D5207C09 01AA0201
	global_load_b128 v[0:3], v[16:17], off                     // 000000001788: DC5E0000 007C0010
	s_clause 0x1                                               // 000000001790: BF850001
	global_load_b128 v[4:7], v[8:9], off                       // 000000001794: DC5E0000 047C0008
	global_load_b128 v[8:11], v[8:9], off offset:16            // 00000000179C: DC5E0010 087C0008
	global_load_b128 v[12:15], v[16:17], off offset:16         // 0000000017A4: DC5E0010 0C7C0010
	s_waitcnt vmcnt(2)                                         // 0000000017AC: BF890BF7
	v_fma_f32 v0, s6, v4, v0                                   // 0000000017B0: D6130000 04020806
	v_fma_f32 v1, s6, v5, v1                                   // 0000000017B8: D6130001 04060A06
	v_fma_f32 v2, s6, v6, v2                                   // 0000000017C0: D6130002 040A0C06
	v_fmac_f32_e32 v3, s6, v7                                  // 0000000017C8: 56060E06
	s_waitcnt vmcnt(0)                                         // 0000000017CC: BF8903F7
	v_fma_f32 v12, s6, v8, v12                                 // 0000000017D0: D613000C 04321006
	v_fma_f32 v13, s6, v9, v13                                 // 0000000017D8: D613000D 04361206
	v_fma_f32 v14, s6, v10, v14                                // 0000000017E0: D613000E 043A1406
	v_fmac_f32_e32 v15, s6, v11                                // 0000000017E8: 561E1606
	s_clause 0x1                                               // 0000000017EC: BF850001
	global_store_b128 v[16:17], v[0:3], off                    // 0000000017F0: DC760000 007C0010
	global_store_b128 v[16:17], v[12:15], off offset:16        // 0000000017F8: DC760010 007C0C10
	s_and_not1_saveexec_b32 s4, s4                             // 000000001800: BE843004
	s_cbranch_execz 53                                         // 000000001804: BFA50035 <_Z12saxpy_unrollPKfPffj+0x1dc>
	s_mov_b32 s4, exec_lo                                      // 000000001808: BE84007E
	v_cmpx_gt_u32_e64 s7, v0                                   // 00000000180C: D4CC007E 00020007
	s_cbranch_execz 49                                         // 000000001814: BFA50031 <_Z12saxpy_unrollPKfPffj+0x1dc>
	v_mov_b32_e32 v1, 0                                        // 000000001818: 7E020280
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000181C: BF870091
	v_lshlrev_b64 v[3:4], 2, v[0:1]                            // 000000001820: D73C0003 00020082
	v_add_co_u32 v1, vcc_lo, s0, v3                            // 000000001828: D7006A01 00020600
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 000000001830: BF8700A1
	v_add_co_ci_u32_e64 v2, null, s1, v4, vcc_lo               // 000000001834: D5207C02 01AA0801
	v_add_co_u32 v3, vcc_lo, s2, v3                            // 00000000183C: D7006A03 00020602
	v_add_co_ci_u32_e64 v4, null, s3, v4, vcc_lo               // 000000001844: D5207C04 01AA0803
	s_mov_b32 s1, 0                                            // 00000000184C: BE810080
	s_nop 0                                                    // 000000001850: BF800000
	s_nop 0                                                    // 000000001854: BF800000
	s_nop 0                                                    // 000000001858: BF800000
	s_nop 0                                                    // 00000000185C: BF800000
	s_nop 0                                                    // 000000001860: BF800000
	s_nop 0                                                    // 000000001864: BF800000
	s_nop 0                                                    // 000000001868: BF800000
	s_nop 0                                                    // 00000000186C: BF800000
	s_nop 0                                                    // 000000001870: BF800000
	s_nop 0                                                    // 000000001874: BF800000
	s_nop 0                                                    // 000000001878: BF800000
	s_nop 0                                                    // 00000000187C: BF800000
	global_load_b32 v5, v[1:2], off                            // 000000001880: DC520000 057C0001
	global_load_b32 v6, v[3:4], off                            // 000000001888: DC520000 067C0003
	v_add_nc_u32_e32 v0, 1, v0                                 // 000000001890: 4A000081
	v_add_co_u32 v1, vcc_lo, v1, 4                             // 000000001894: D7006A01 00010901
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)// 00000000189C: BF870191
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo                // 0000000018A0: D5207C02 01AA0480
	v_cmp_le_u32_e32 vcc_lo, s7, v0                            // 0000000018A8: 7C960007
	s_or_b32 s1, vcc_lo, s1                                    // 0000000018AC: 8C01016A
	s_waitcnt vmcnt(0)                                         // 0000000018B0: BF8903F7
	v_fmac_f32_e32 v6, s6, v5                                  // 0000000018B4: 560C0A06
	global_store_b32 v[3:4], v6, off                           // 0000000018B8: DC6A0000 007C0603
	v_add_co_u32 v3, s0, v3, 4                                 // 0000000018C0: D7000003 00010903
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000018C8: BF870001
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0                    // 0000000018CC: D5207C04 00020880
	s_and_not1_b32 exec_lo, exec_lo, s1                        // 0000000018D4: 917E017E
	s_cbranch_execnz 65513                                     // 0000000018D8: BFA6FFE9 <_Z12saxpy_unrollPKfPffj+0x180>
	s_endpgm                                                   // 0000000018DC: BFB00000
	s_code_end                                                 // 0000000018E0: BF9F0000
	s_code_end                                                 // 0000000018E4: BF9F0000
	s_code_end                                                 // 0000000018E8: BF9F0000
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
