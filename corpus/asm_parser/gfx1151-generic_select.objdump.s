
corpus/kernels/gfx1151/generic_select.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <generic_select>:
	s_load_b32 s0, s[0:1], 0x4                                 // 000000001700: F4000000 F8000004
	s_load_b128 s[8:11], s[2:3], null                          // 000000001708: F4080201 F8000000
	v_lshlrev_b32_e32 v1, 2, v0                                // 000000001710: 30020082
	s_mov_b32 s5, 0                                            // 000000001714: BE850080
	s_waitcnt lgkmcnt(0)                                       // 000000001718: BF89FC07
	s_and_b32 s0, s0, 0xffff                                   // 00000000171C: 8B00FF00 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)// 000000001724: BF8704A9
	s_mul_hi_u32 s1, s0, s4                                    // 000000001728: 96810400
	s_mul_i32 s0, s0, s4                                       // 00000000172C: 96000400
	s_lshl_b64 s[6:7], s[0:1], 2                               // 000000001730: 84868200
	s_load_b64 s[0:1], s[2:3], 0x10                            // 000000001734: F4040001 F8000010
	s_add_u32 s2, s8, s6                                       // 00000000173C: 80020608
	s_addc_u32 s3, s9, s7                                      // 000000001740: 82030709
	global_load_b32 v2, v1, s[2:3]                             // 000000001744: DC520000 02020001
	s_waitcnt lgkmcnt(0)                                       // 00000000174C: BF89FC07
	s_cmp_eq_u32 s1, 0                                         // 000000001750: BF068001
	s_waitcnt vmcnt(0)                                         // 000000001754: BF8903F7
	v_dual_add_f32 v3, v2, v2 :: v_dual_mov_b32 v2, 0          // 000000001758: C9100502 03020080
	ds_store_b32 v1, v3                                        // 000000001760: D8340000 00000301
	s_waitcnt lgkmcnt(0)                                       // 000000001768: BF89FC07
	s_barrier                                                  // 00000000176C: BFBD0000
	buffer_gl0_inv                                             // 000000001770: E0AC0000 00000000
	s_cbranch_scc1 25                                          // 000000001778: BFA20019 <generic_select+0xe0>
	s_lshl_b64 s[4:5], s[4:5], 9                               // 00000000177C: 84848904
	s_mov_b64 s[2:3], src_shared_base                          // 000000001780: BE8201EB
	s_add_u32 s4, s8, s4                                       // 000000001784: 80040408
	s_addc_u32 s2, s9, s5                                      // 000000001788: 82020509
	v_mov_b32_e32 v2, 0                                        // 00000000178C: 7E040280
	s_cmp_eq_u32 s0, 0                                         // 000000001790: BF068000
	s_cselect_b32 s2, s2, s3                                   // 000000001794: 98020302
	s_cselect_b32 s3, s4, 0                                    // 000000001798: 98038004
	v_and_b32_e32 v3, 0x7f, v0                                 // 00000000179C: 360600FF 0000007F
	v_add_nc_u32_e32 v0, 1, v0                                 // 0000000017A4: 4A000081
	s_add_i32 s1, s1, -1                                       // 0000000017A8: 8101C101
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)// 0000000017AC: BF870119
	s_cmp_lg_u32 s1, 0                                         // 0000000017B0: BF078001
	v_lshlrev_b32_e32 v3, 2, v3                                // 0000000017B4: 30060682
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 0000000017B8: BF870091
	v_add_co_u32 v3, s4, s3, v3                                // 0000000017BC: D7000403 00020603
	v_add_co_ci_u32_e64 v4, null, s2, 0, s4                    // 0000000017C4: D5207C04 00110002
	flat_load_b32 v3, v[3:4]                                   // 0000000017CC: DC500000 037C0003
	s_waitcnt vmcnt(0) lgkmcnt(0)                              // 0000000017D4: BF890007
	v_add_f32_e32 v2, v2, v3                                   // 0000000017D8: 06040702
	s_cbranch_scc1 65519                                       // 0000000017DC: BFA2FFEF <generic_select+0x9c>
	s_cmp_gt_i32 s0, 1                                         // 0000000017E0: BF028100
	s_mov_b64 s[2:3], src_shared_base                          // 0000000017E4: BE8201EB
	s_cselect_b32 s1, 0, s10                                   // 0000000017E8: 98010A80
	s_cselect_b32 s0, s3, s11                                  // 0000000017EC: 98000B03
	v_add_co_u32 v0, s1, s1, v1                                // 0000000017F0: D7000100 00020201
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000017F8: BF870001
	v_add_co_ci_u32_e64 v1, null, s0, 0, s1                    // 0000000017FC: D5207C01 00050000
	flat_store_b32 v[0:1], v2                                  // 000000001804: DC680000 007C0200
	s_endpgm                                                   // 00000000180C: BFB00000
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
