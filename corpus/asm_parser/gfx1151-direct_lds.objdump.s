
corpus/kernels/gfx1151/direct_lds.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <direct_lds>:
	s_load_b128 s[8:11], s[2:3], null                          // 000000001600: F4080201 F8000000
	s_mov_b32 s5, 0                                            // 000000001608: BE850080
	v_lshlrev_b32_e32 v0, 2, v0                                // 00000000160C: 30000082
	s_lshl_b64 s[6:7], s[4:5], 9                               // 000000001610: 84868904
	s_load_b32 s5, s[2:3], 0x10                                // 000000001614: F4000141 F8000010
	s_load_b32 s0, s[0:1], 0x4                                 // 00000000161C: F4000000 F8000004
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001624: BF870001
	v_xor_b32_e32 v3, 0x1fc, v0                                // 000000001628: 3A0600FF 000001FC
	s_waitcnt lgkmcnt(0)                                       // 000000001630: BF89FC07
	s_add_u32 s2, s8, s6                                       // 000000001634: 80020608
	s_addc_u32 s3, s9, s7                                      // 000000001638: 82030709
	s_clause 0x1                                               // 00000000163C: BF850001
	global_load_b32 v1, v0, s[2:3]                             // 000000001640: DC520000 01020000
	global_load_b32 v2, v0, s[2:3] offset:256                  // 000000001648: DC520100 02020000
	s_and_b32 s0, s0, 0xffff                                   // 000000001650: 8B00FF00 0000FFFF
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)// 000000001658: BF8704A9
	s_mul_hi_u32 s1, s0, s4                                    // 00000000165C: 96810400
	s_mul_i32 s0, s0, s4                                       // 000000001660: 96000400
	s_lshl_b64 s[0:1], s[0:1], 2                               // 000000001664: 84808200
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001668: BF870009
	s_add_u32 s0, s10, s0                                      // 00000000166C: 8000000A
	s_addc_u32 s1, s11, s1                                     // 000000001670: 8201010B
	s_waitcnt vmcnt(0)                                         // 000000001674: BF8903F7
	ds_store_2addr_stride64_b32 v0, v1, v2 offset1:1           // 000000001678: D83C0100 00020100
	s_waitcnt lgkmcnt(0)                                       // 000000001680: BF89FC07
	s_barrier                                                  // 000000001684: BFBD0000
	buffer_gl0_inv                                             // 000000001688: E0AC0000 00000000
	ds_load_b32 v1, v0                                         // 000000001690: D8D80000 01000000
	ds_load_b32 v2, v3                                         // 000000001698: D8D80000 02000003
	s_waitcnt lgkmcnt(0)                                       // 0000000016A0: BF89FC07
	v_add_f32_e32 v1, v1, v2                                   // 0000000016A4: 06020501
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000016A8: BF870001
	v_mul_f32_e32 v1, s5, v1                                   // 0000000016AC: 10020205
	global_store_b32 v0, v1, s[0:1]                            // 0000000016B0: DC6A0000 00000100
	s_endpgm                                                   // 0000000016B8: BFB00000
	s_code_end                                                 // 0000000016BC: BF9F0000
	s_code_end                                                 // 0000000016C0: BF9F0000
	s_code_end                                                 // 0000000016C4: BF9F0000
	s_code_end                                                 // 0000000016C8: BF9F0000
	s_code_end                                                 // 0000000016CC: BF9F0000
	s_code_end                                                 // 0000000016D0: BF9F0000
	s_code_end                                                 // 0000000016D4: BF9F0000
	s_code_end                                                 // 0000000016D8: BF9F0000
	s_code_end                                                 // 0000000016DC: BF9F0000
	s_code_end                                                 // 0000000016E0: BF9F0000
	s_code_end                                                 // 0000000016E4: BF9F0000
	s_code_end                                                 // 0000000016E8: BF9F0000
	s_code_end                                                 // 0000000016EC: BF9F0000
	s_code_end                                                 // 0000000016F0: BF9F0000
	s_code_end                                                 // 0000000016F4: BF9F0000
	s_code_end                                                 // 0000000016F8: BF9F0000
	s_code_end                                                 // 0000000016FC: BF9F0000
	s_code_end                                                 // 000000001700: BF9F0000
	s_code_end                                                 // 000000001704: BF9F0000
	s_code_end                                                 // 000000001708: BF9F0000
	s_code_end                                                 // 00000000170C: BF9F0000
	s_code_end                                                 // 000000001710: BF9F0000
	s_code_end                                                 // 000000001714: BF9F0000
	s_code_end                                                 // 000000001718: BF9F0000
	s_code_end                                                 // 00000000171C: BF9F0000
	s_code_end                                                 // 000000001720: BF9F0000
	s_code_end                                                 // 000000001724: BF9F0000
	s_code_end                                                 // 000000001728: BF9F0000
	s_code_end                                                 // 00000000172C: BF9F0000
	s_code_end                                                 // 000000001730: BF9F0000
	s_code_end                                                 // 000000001734: BF9F0000
	s_code_end                                                 // 000000001738: BF9F0000
	s_code_end                                                 // 00000000173C: BF9F0000
	s_code_end                                                 // 000000001740: BF9F0000
	s_code_end                                                 // 000000001744: BF9F0000
	s_code_end                                                 // 000000001748: BF9F0000
	s_code_end                                                 // 00000000174C: BF9F0000
	s_code_end                                                 // 000000001750: BF9F0000
	s_code_end                                                 // 000000001754: BF9F0000
	s_code_end                                                 // 000000001758: BF9F0000
	s_code_end                                                 // 00000000175C: BF9F0000
	s_code_end                                                 // 000000001760: BF9F0000
	s_code_end                                                 // 000000001764: BF9F0000
	s_code_end                                                 // 000000001768: BF9F0000
	s_code_end                                                 // 00000000176C: BF9F0000
	s_code_end                                                 // 000000001770: BF9F0000
	s_code_end                                                 // 000000001774: BF9F0000
	s_code_end                                                 // 000000001778: BF9F0000
	s_code_end                                                 // 00000000177C: BF9F0000
	s_code_end                                                 // 000000001780: BF9F0000
	s_code_end                                                 // 000000001784: BF9F0000
	s_code_end                                                 // 000000001788: BF9F0000
	s_code_end                                                 // 00000000178C: BF9F0000
	s_code_end                                                 // 000000001790: BF9F0000
	s_code_end                                                 // 000000001794: BF9F0000
	s_code_end                                                 // 000000001798: BF9F0000
	s_code_end                                                 // 00000000179C: BF9F0000
	s_code_end                                                 // 0000000017A0: BF9F0000
	s_code_end                                                 // 0000000017A4: BF9F0000
	s_code_end                                                 // 0000000017A8: BF9F0000
	s_code_end                                                 // 0000000017AC: BF9F0000
	s_code_end                                                 // 0000000017B0: BF9F0000
	s_code_end                                                 // 0000000017B4: BF9F0000
	s_code_end                                                 // 0000000017B8: BF9F0000
	s_code_end                                                 // 0000000017BC: BF9F0000
	s_code_end                                                 // 0000000017C0: BF9F0000
	s_code_end                                                 // 0000000017C4: BF9F0000
	s_code_end                                                 // 0000000017C8: BF9F0000
	s_code_end                                                 // 0000000017CC: BF9F0000
	s_code_end                                                 // 0000000017D0: BF9F0000
	s_code_end                                                 // 0000000017D4: BF9F0000
	s_code_end                                                 // 0000000017D8: BF9F0000
	s_code_end                                                 // 0000000017DC: BF9F0000
	s_code_end                                                 // 0000000017E0: BF9F0000
	s_code_end                                                 // 0000000017E4: BF9F0000
	s_code_end                                                 // 0000000017E8: BF9F0000
	s_code_end                                                 // 0000000017EC: BF9F0000
	s_code_end                                                 // 0000000017F0: BF9F0000
	s_code_end                                                 // 0000000017F4: BF9F0000
	s_code_end                                                 // 0000000017F8: BF9F0000
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
