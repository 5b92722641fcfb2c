
corpus/kernels/gfx1151/poly_eval.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <poly_eval>:
	s_load_b64 s[6:7], s[2:3], null                            // 000000001700: F4040181 F8000000
	s_load_b32 s9, s[0:1], 0x4                                 // 000000001708: F4000240 F8000004
	s_load_b64 s[0:1], s[2:3], 0x10                            // 000000001710: F4040001 F8000010
	v_mov_b32_e32 v1, 0                                        // 000000001718: 7E020280
	s_waitcnt lgkmcnt(0)                                       // 00000000171C: BF89FC07
	s_clause 0x1                                               // 000000001720: BF850001
	s_load_b32 s8, s[6:7], null                                // 000000001724: F4000203 F8000000
	s_load_b32 s5, s[6:7], 0x8                                 // 00000000172C: F4000143 F8000008
	s_and_b32 s9, s9, 0xffff                                   // 000000001734: 8B09FF09 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 00000000173C: BF870099
	v_mad_u64_u32 v[0:1], null, s9, s4, v[0:1]                 // 000000001740: D6FE7C00 04000809
	v_lshlrev_b64 v[0:1], 2, v[0:1]                            // 000000001748: D73C0000 00020082
	s_waitcnt lgkmcnt(0)                                       // 000000001750: BF89FC07
	s_cmp_eq_u32 s8, 0                                         // 000000001754: BF068008
	s_cbranch_scc1 27                                          // 000000001758: BFA2001B <poly_eval+0xc8>
	s_load_b64 s[2:3], s[2:3], 0x8                             // 00000000175C: F4040081 F8000008
	s_add_i32 s8, s8, -1                                       // 000000001764: 8108C108
	s_waitcnt lgkmcnt(0)                                       // 000000001768: BF89FC07
	v_add_co_u32 v2, vcc_lo, s2, v0                            // 00000000176C: D7006A02 00020002
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)// 000000001774: BF8704A1
	v_add_co_ci_u32_e64 v3, null, s3, v1, vcc_lo               // 000000001778: D5207C03 01AA0203
	s_min_u32 s2, s8, 28                                       // 000000001780: 89829C08
	s_add_i32 s4, s2, 1                                        // 000000001784: 81048102
	global_load_b32 v3, v[2:3], off                            // 000000001788: DC520000 037C0002
	v_mov_b32_e32 v2, s5                                       // 000000001790: 7E040205
	s_add_u32 s2, s6, 12                                       // 000000001794: 80028C06
	s_addc_u32 s3, s7, 0                                       // 000000001798: 82038007
	s_load_b32 s5, s[2:3], null                                // 00000000179C: F4000141 F8000000
	s_add_i32 s4, s4, -1                                       // 0000000017A4: 8104C104
	s_add_u32 s2, s2, 4                                        // 0000000017A8: 80028402
	s_addc_u32 s3, s3, 0                                       // 0000000017AC: 82038003
	s_cmp_lg_u32 s4, 0                                         // 0000000017B0: BF078004
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 0000000017B4: BF890007
	v_fma_f32 v2, v2, v3, s5                                   // 0000000017B8: D6130002 00160702
	s_cbranch_scc1 65526                                       // 0000000017C0: BFA2FFF6 <poly_eval+0x9c>
	s_branch 1                                                 // 0000000017C4: BFA00001 <poly_eval+0xcc>
	v_mov_b32_e32 v2, s5                                       // 0000000017C8: 7E040205
	s_load_b32 s2, s[6:7], 0x4                                 // 0000000017CC: F4000083 F8000004
	v_add_co_u32 v0, vcc_lo, s0, v0                            // 0000000017D4: D7006A00 00020000
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000017DC: BF870001
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo               // 0000000017E0: D5207C01 01AA0201
	s_waitcnt lgkmcnt(0)                                       // 0000000017E8: BF89FC07
	v_mul_f32_e32 v2, s2, v2                                   // 0000000017EC: 10040402
	global_store_b32 v[0:1], v2, off                           // 0000000017F0: DC6A0000 007C0200
	s_endpgm                                                   // 0000000017F8: BFB00000
	s_code_end                                                 // 0000000017FC: BF9F0000
	s_code_end                                                 // 000000001800: BF9F0000
	s_code_end                                                 // 000000001804: BF9F0000
	s_code_end                                                 // 000000001808: BF9F0000
	s_code_end                                                 // 00000000180C: BF9F0000
	s_code_end                                                 // 000000001810: BF9F0000
	s_code_end                                                 // 000000001814: BF9F0000
	s_code_end                                                 // 000000001818: BF9F0000
	s_code_end                                                 // 00000000181C: BF9F0000
	s_code_end                                                 // 000000001820: BF9F0000
	s_code_end                                                 // 000000001824: BF9F0000
	s_code_end                                                 // 000000001828: BF9F0000
	s_code_end                                                 // 00000000182C: BF9F0000
	s_code_end                                                 // 000000001830: BF9F0000
	s_code_end                                                 // 000000001834: BF9F0000
	s_code_end                                                 // 000000001838: BF9F0000
	s_code_end                                                 // 00000000183C: BF9F0000
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
