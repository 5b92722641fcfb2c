
corpus/kernels/gfx1151/stencil.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <stencil>:
	s_load_b128 s[8:11], s[2:3], 0x18                          // 000000001700: F4080201 F8000018
	s_waitcnt lgkmcnt(0)                                       // 000000001708: BF89FC07
	s_cmp_lt_i32 s9, 1                                         // 00000000170C: BF048109
	s_cbranch_scc1 100                                         // 000000001710: BFA20064 <stencil+0x1a4>
	s_load_b32 s0, s[0:1], 0x4                                 // 000000001714: F4000000 F8000004
	s_clause 0x1                                               // 00000000171C: BF850001
	s_load_b128 s[12:15], s[2:3], null                         // 000000001720: F4080301 F8000000
	s_load_b64 s[2:3], s[2:3], 0x10                            // 000000001728: F4040081 F8000010
	v_mov_b32_e32 v1, 0                                        // 000000001730: 7E020280
	s_waitcnt lgkmcnt(0)                                       // 000000001734: BF89FC07
	s_and_b32 s0, s0, 0xffff                                   // 000000001738: 8B00FF00 0000FFFF
	s_cmp_gt_i32 s8, -1                                        // 000000001740: BF02C108
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001744: BF870001
	v_mad_u64_u32 v[2:3], null, s0, s4, v[0:1]                 // 000000001748: D6FE7C02 04000800
	v_mad_u64_u32 v[3:4], null, s4, s0, v[0:1]                 // 000000001750: D6FE7C03 04000004
	s_cselect_b32 s1, -1, 0                                    // 000000001758: 980180C1
	s_lshl_b32 s4, s8, 1                                       // 00000000175C: 84048108
	s_add_i32 s6, s10, -1                                      // 000000001760: 8106C10A
	s_or_b32 s7, s4, 1                                         // 000000001764: 8C078104
	v_ashrrev_i64 v[0:1], 30, v[1:2]                           // 000000001768: D73E0000 0002029E
	v_cmp_gt_i32_e64 s0, s10, v2                               // 000000001770: D4440000 0002040A
	v_subrev_nc_u32_e32 v2, s8, v3                             // 000000001778: 4E040608
	s_mov_b32 s8, 0                                            // 00000000177C: BE880080
	s_branch 8                                                 // 000000001780: BFA00008 <stencil+0xa4>
	s_or_b32 exec_lo, exec_lo, s4                              // 000000001784: 8C7E047E
	s_add_i32 s8, s8, 1                                        // 000000001788: 81088108
	s_waitcnt_vscnt null, 0x0                                  // 00000000178C: BC7C0000
	s_cmp_lg_u32 s8, s9                                        // 000000001790: BF070908
	s_barrier                                                  // 000000001794: BFBD0000
	buffer_gl0_inv                                             // 000000001798: E0AC0000 00000000
	s_cbranch_scc0 64                                          // 0000000017A0: BFA10040 <stencil+0x1a4>
	v_mov_b32_e32 v3, 0                                        // 0000000017A4: 7E060280
	s_bitcmp0_b32 s8, 0                                        // 0000000017A8: BF0C8008
	s_cselect_b32 s10, -1, 0                                   // 0000000017AC: 980A80C1
	s_and_not1_b32 vcc_lo, exec_lo, s1                         // 0000000017B0: 916A017E
	s_cbranch_vccnz 46                                         // 0000000017B4: BFA4002E <stencil+0x170>
	v_mov_b32_e32 v3, 0                                        // 0000000017B8: 7E060280
	s_and_b32 s4, s10, exec_lo                                 // 0000000017BC: 8B047E0A
	s_cselect_b32 s11, s13, s15                                // 0000000017C0: 980B0F0D
	s_cselect_b32 s16, s12, s14                                // 0000000017C4: 98100E0C
	s_mov_b32 s4, 0                                            // 0000000017C8: BE840080
	s_nop 0                                                    // 0000000017CC: BF800000
	s_nop 0                                                    // 0000000017D0: BF800000
	s_nop 0                                                    // 0000000017D4: BF800000
	s_nop 0                                                    // 0000000017D8: BF800000
	s_nop 0                                                    // 0000000017DC: BF800000
	s_nop 0                                                    // 0000000017E0: BF800000
	s_nop 0                                                    // 0000000017E4: BF800000
	s_nop 0                                                    // 0000000017E8: BF800000
	s_nop 0                                                    // 0000000017EC: BF800000
	s_nop 0                                                    // 0000000017F0: BF800000
	s_nop 0                                                    // 0000000017F4: BF800000
	s_nop 0                                                    // 0000000017F8: BF800000
	s_nop 0                                                    // 0000000017FC: BF800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)// 000000001800: BF8704A9
	v_add_nc_u32_e32 v4, s4, v2                                // 000000001804: 4A080404
	s_ashr_i32 s5, s4, 31                                      // 000000001808: 86059F04
	s_lshl_b64 s[18:19], s[4:5], 2                             // 00000000180C: 84928204
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001810: BF870099
	s_add_u32 s18, s2, s18                                     // 000000001814: 80121202
	v_min_i32_e32 v5, s6, v4                                   // 000000001818: 220A0806
	v_cmp_lt_i32_e32 vcc_lo, -1, v4                            // 00000000181C: 7C8208C1
	s_addc_u32 s19, s3, s19                                    // 000000001820: 82131303
	s_add_i32 s4, s4, 1                                        // 000000001824: 81048104
	s_load_b32 s5, s[18:19], null                              // 000000001828: F4000149 F8000000
	s_cmp_eq_u32 s7, s4                                        // 000000001830: BF060407
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo                        // 000000001834: 02080A80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001838: BF870091
	v_ashrrev_i32_e32 v5, 31, v4                               // 00000000183C: 340A089F
	v_lshlrev_b64 v[4:5], 2, v[4:5]                            // 000000001840: D73C0004 00020882
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001848: BF870091
	v_add_co_u32 v4, vcc_lo, s16, v4                           // 00000000184C: D7006A04 00020810
	v_add_co_ci_u32_e64 v5, null, s11, v5, vcc_lo              // 000000001854: D5207C05 01AA0A0B
	global_load_b32 v4, v[4:5], off                            // 00000000185C: DC520000 047C0004
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 000000001864: BF890007
	v_fmac_f32_e32 v3, s5, v4                                  // 000000001868: 56060805
	s_cbranch_scc0 65508                                       // 00000000186C: BFA1FFE4 <stencil+0x100>
	s_and_saveexec_b32 s4, s0                                  // 000000001870: BE842000
	s_cbranch_execz 65475                                      // 000000001874: BFA5FFC3 <stencil+0x84>
	s_and_b32 s5, s10, exec_lo                                 // 000000001878: 8B057E0A
	s_cselect_b32 s10, s14, s12                                // 00000000187C: 980A0C0E
	s_cselect_b32 s5, s15, s13                                 // 000000001880: 98050D0F
	v_add_co_u32 v4, vcc_lo, s10, v0                           // 000000001884: D7006A04 0002000A
	s_delay_alu instid0(VALU_DEP_1)                            // 00000000188C: BF870001
	v_add_co_ci_u32_e64 v5, null, s5, v1, vcc_lo               // 000000001890: D5207C05 01AA0205
	global_store_b32 v[4:5], v3, off                           // 000000001898: DC6A0000 007C0304
	s_branch 65464                                             // 0000000018A0: BFA0FFB8 <stencil+0x84>
	s_endpgm                                                   // 0000000018A4: BFB00000
	s_code_end                                                 // 0000000018A8: BF9F0000
	s_code_end                                                 // 0000000018AC: BF9F0000
	s_code_end                                                 // 0000000018B0: BF9F0000
	s_code_end                                                 // 0000000018B4: BF9F0000
	s_code_end                                                 // 0000000018B8: BF9F0000
	s_code_end                                                 // 0000000018BC: BF9F0000
	s_code_end                                                 // 0000000018C0: BF9F0000
	s_code_end                                                 // 0000000018C4: BF9F0000
	s_code_end                                                 // 0000000018C8: BF9F0000
	s_code_end                                                 // 0000000018CC: BF9F0000
	s_code_end                                                 // 0000000018D0: BF9F0000
	s_code_end                                                 // 0000000018D4: BF9F0000
	s_code_end                                                 // 0000000018D8: BF9F0000
	s_code_end                                                 // 0000000018DC: BF9F0000
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
