
corpus/kernels/gfx1151/lds_transpose.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <lds_transpose>:
	s_load_b64 s[4:5], s[0:1], 0x10                            // 000000001700: F4040100 F8000010
	v_and_b32_e32 v2, 0x3ff, v0                                // 000000001708: 360400FF 000003FF
	v_bfe_u32 v1, v0, 10, 10                                   // 000000001710: D6100001 02291500
	s_lshl_b32 s6, s2, 4                                       // 000000001718: 84068402
	s_lshl_b32 s3, s3, 4                                       // 00000000171C: 84038403
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)// 000000001720: BF870112
	v_add_nc_u32_e32 v0, s6, v2                                // 000000001724: 4A000406
	v_add_nc_u32_e32 v3, s3, v1                                // 000000001728: 4A060203
	s_waitcnt lgkmcnt(0)                                       // 00000000172C: BF89FC07
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)// 000000001730: BF870112
	v_cmp_gt_u32_e32 vcc_lo, s4, v0                            // 000000001734: 7C980004
	v_cmp_gt_u32_e64 s2, s5, v3                                // 000000001738: D44C0002 00020605
	s_and_b32 s7, vcc_lo, s2                                   // 000000001740: 8B07026A
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001744: BF870009
	s_and_saveexec_b32 s2, s7                                  // 000000001748: BE822007
	s_cbranch_execz 23                                         // 00000000174C: BFA50017 <lds_transpose+0xac>
	s_load_b64 s[8:9], s[0:1], null                            // 000000001750: F4040200 F8000000
	v_mad_u64_u32 v[3:4], null, s4, v3, v[0:1]                 // 000000001758: D6FE7C03 04020604
	v_mov_b32_e32 v4, 0                                        // 000000001760: 7E080280
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 000000001764: BF8700A1
	v_lshlrev_b64 v[3:4], 2, v[3:4]                            // 000000001768: D73C0003 00020682
	s_waitcnt lgkmcnt(0)                                       // 000000001770: BF89FC07
	v_add_co_u32 v3, vcc_lo, s8, v3                            // 000000001774: D7006A03 00020608
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)// 00000000177C: BF8700B1
	v_add_co_ci_u32_e64 v4, null, s9, v4, vcc_lo               // 000000001780: D5207C04 01AA0809
	global_load_b32 v0, v[3:4], off                            // 000000001788: DC520000 007C0003
	v_mul_u32_u24_e32 v3, 0x44, v1                             // 000000001790: 160602FF 00000044
	v_lshl_add_u32 v3, v2, 2, v3                               // 000000001798: D6460003 040D0502
	s_waitcnt vmcnt(0)                                         // 0000000017A0: BF8903F7
	ds_store_b32 v3, v0                                        // 0000000017A4: D8340000 00000003
	s_or_b32 exec_lo, exec_lo, s2                              // 0000000017AC: 8C7E027E
	v_add_nc_u32_e32 v0, s3, v2                                // 0000000017B0: 4A000403
	v_add_nc_u32_e32 v3, s6, v1                                // 0000000017B4: 4A060206
	s_waitcnt lgkmcnt(0)                                       // 0000000017B8: BF89FC07
	s_barrier                                                  // 0000000017BC: BFBD0000
	buffer_gl0_inv                                             // 0000000017C0: E0AC0000 00000000
	v_cmp_gt_u32_e32 vcc_lo, s5, v0                            // 0000000017C8: 7C980005
	v_cmp_gt_u32_e64 s2, s4, v3                                // 0000000017CC: D44C0002 00020604
	s_and_b32 s2, s2, vcc_lo                                   // 0000000017D4: 8B026A02
	s_delay_alu instid0(SALU_CYCLE_1)                          // 0000000017D8: BF870009
	s_and_saveexec_b32 s3, s2                                  // 0000000017DC: BE832002
	s_cbranch_execz 22                                         // 0000000017E0: BFA50016 <lds_transpose+0x13c>
	v_mul_u32_u24_e32 v2, 0x44, v2                             // 0000000017E4: 160404FF 00000044
	s_load_b64 s[0:1], s[0:1], 0x8                             // 0000000017EC: F4040000 F8000008
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000017F4: BF870001
	v_lshl_add_u32 v2, v1, 2, v2                               // 0000000017F8: D6460002 04090501
	v_mad_u64_u32 v[0:1], null, s5, v3, v[0:1]                 // 000000001800: D6FE7C00 04020605
	v_mov_b32_e32 v1, 0                                        // 000000001808: 7E020280
	ds_load_b32 v2, v2                                         // 00000000180C: D8D80000 02000002
	v_lshlrev_b64 v[0:1], 2, v[0:1]                            // 000000001814: D73C0000 00020082
	s_waitcnt lgkmcnt(0)                                       // 00000000181C: BF89FC07
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001820: BF870091
	v_add_co_u32 v0, vcc_lo, s0, v0                            // 000000001824: D7006A00 00020000
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo               // 00000000182C: D5207C01 01AA0201
	global_store_b32 v[0:1], v2, off                           // 000000001834: DC6A0000 007C0200
	s_endpgm                                                   // 00000000183C: BFB00000
	s_code_end                                                 // 000000001840: BF9F0000
	s_code_end                                                 // 000000001844: BF9F0000
	s_code_end                                                 // 000000001848: BF9F0000
	s_code_end                                                 // 00000000184C: BF9F0000
	s_code_end                                                 // 000000001850: BF9F0000
	s_code_end                                                 // 000000001854: BF9F0000
	s_code_end                                                 // 000000001858: BF9F0000
	s_code_end                                                 // 00000000185C: BF9F0000
	s_code_end                                                 // 000000001860: BF9F0000
	s_code_end                                                 // 000000001864: BF9F0000
	s_code_end                                                 // 000000001868: BF9F0000
	s_code_end                                                 // 00000000186C: BF9F0000
	s_code_end                                                 // 000000001870: BF9F0000
	s_code_end                                                 // 000000001874: BF9F0000
	s_code_end                                                 // 000000001878: BF9F0000
	s_code_end                                                 // 00000000187C: BF9F0000
	s_code_end                                                 // 000000001880: BF9F0000
	s_code_end                                                 // 000000001884: BF9F0000
	s_code_end                                                 // 000000001888: BF9F0000
	s_code_end                                                 // 00000000188C: BF9F0000
	s_code_end                                                 // 000000001890: BF9F0000
	s_code_end                                                 // 000000001894: BF9F0000
	s_code_end                                                 // 000000001898: BF9F0000
	s_code_end                                                 // 00000000189C: BF9F0000
	s_code_end                                                 // 0000000018A0: BF9F0000
	s_code_end                                                 // 0000000018A4: BF9F0000
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
