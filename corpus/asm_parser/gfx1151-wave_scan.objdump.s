
corpus/kernels/gfx1151/wave_scan.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <_Z9wave_scanPKiPij>:
	s_load_b32 s3, s[0:1], 0x10                                // 000000001600: F40000C0 F8000010
	v_lshl_or_b32 v1, s2, 8, v0                                // 000000001608: D6560001 04011002
	v_mov_b32_e32 v2, 0                                        // 000000001610: 7E040280
	s_waitcnt lgkmcnt(0)                                       // 000000001614: BF89FC07
	s_delay_alu instid0(VALU_DEP_2)                            // 000000001618: BF870002
	v_cmp_gt_u32_e32 vcc_lo, s3, v1                            // 00000000161C: 7C980203
	s_and_saveexec_b32 s3, vcc_lo                              // 000000001620: BE83206A
	s_cbranch_execz 14                                         // 000000001624: BFA5000E <_Z9wave_scanPKiPij+0x60>
	s_load_b64 s[4:5], s[0:1], null                            // 000000001628: F4040100 F8000000
	v_mov_b32_e32 v2, 0                                        // 000000001630: 7E040280
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 000000001634: BF8700A1
	v_lshlrev_b64 v[2:3], 2, v[1:2]                            // 000000001638: D73C0002 00020282
	s_waitcnt lgkmcnt(0)                                       // 000000001640: BF89FC07
	v_add_co_u32 v2, s2, s4, v2                                // 000000001644: D7000202 00020404
	s_delay_alu instid0(VALU_DEP_1)                            // 00000000164C: BF870001
	v_add_co_ci_u32_e64 v3, null, s5, v3, s2                   // 000000001650: D5207C03 000A0605
	global_load_b32 v2, v[2:3], off                            // 000000001658: DC520000 027C0002
	s_or_b32 exec_lo, exec_lo, s3                              // 000000001660: 8C7E037E
	v_mbcnt_lo_u32_b32 v4, -1, 0                               // 000000001664: D71F0004 000100C1
	s_mov_b32 s3, exec_lo                                      // 00000000166C: BE83007E
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)// 000000001670: BF870121
	v_lshlrev_b32_e32 v3, 2, v4                                // 000000001674: 30060882
	v_cmp_ne_u32_e64 s2, 0, v4                                 // 000000001678: D44D0002 00020880
	v_add_nc_u32_e32 v5, -4, v3                                // 000000001680: 4A0A06C4
	v_add_nc_u32_e32 v6, -8, v3                                // 000000001684: 4A0C06C8
	s_waitcnt vmcnt(0)                                         // 000000001688: BF8903F7
	ds_bpermute_b32 v5, v5, v2                                 // 00000000168C: DACC0000 05000205
	s_waitcnt lgkmcnt(0)                                       // 000000001694: BF89FC07
	v_cndmask_b32_e64 v5, 0, v5, s2                            // 000000001698: D5010005 000A0A80
	v_cmp_lt_u32_e64 s2, 1, v4                                 // 0000000016A0: D4490002 00020881
	s_delay_alu instid0(VALU_DEP_2)                            // 0000000016A8: BF870002
	v_add_nc_u32_e32 v2, v5, v2                                // 0000000016AC: 4A040505
	ds_bpermute_b32 v5, v6, v2                                 // 0000000016B0: DACC0000 05000206
	v_add_nc_u32_e32 v6, -16, v3                               // 0000000016B8: 4A0C06D0
	s_waitcnt lgkmcnt(0)                                       // 0000000016BC: BF89FC07
	v_cndmask_b32_e64 v5, 0, v5, s2                            // 0000000016C0: D5010005 000A0A80
	v_cmp_lt_u32_e64 s2, 3, v4                                 // 0000000016C8: D4490002 00020883
	s_delay_alu instid0(VALU_DEP_2)                            // 0000000016D0: BF870002
	v_add_nc_u32_e32 v2, v5, v2                                // 0000000016D4: 4A040505
	ds_bpermute_b32 v5, v6, v2                                 // 0000000016D8: DACC0000 05000206
	v_subrev_nc_u32_e32 v6, 32, v3                             // 0000000016E0: 4E0C06A0
	v_subrev_nc_u32_e32 v3, 64, v3                             // 0000000016E4: 4E0606C0
	s_waitcnt lgkmcnt(0)                                       // 0000000016E8: BF89FC07
	v_cndmask_b32_e64 v5, 0, v5, s2                            // 0000000016EC: D5010005 000A0A80
	v_cmp_lt_u32_e64 s2, 7, v4                                 // 0000000016F4: D4490002 00020887
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)// 0000000016FC: BF870152
	v_add_nc_u32_e32 v2, v5, v2                                // 000000001700: 4A040505
	ds_bpermute_b32 v5, v6, v2                                 // 000000001704: DACC0000 05000206
	s_waitcnt lgkmcnt(0)                                       // 00000000170C: BF89FC07
	v_cndmask_b32_e64 v5, 0, v5, s2                            // 000000001710: D5010005 000A0A80
	v_cmp_lt_u32_e64 s2, 15, v4                                // 000000001718: D4490002 0002088F
	v_add_nc_u32_e32 v5, v5, v2                                // 000000001720: 4A0A0505
	ds_bpermute_b32 v2, v3, v5                                 // 000000001724: DACC0000 02000503
	s_waitcnt lgkmcnt(0)                                       // 00000000172C: BF89FC07
	v_cndmask_b32_e64 v3, 0, v2, s2                            // 000000001730: D5010003 000A0480
	v_lshrrev_b32_e32 v2, 5, v0                                // 000000001738: 32040085
	s_delay_alu instid0(VALU_DEP_2)                            // 00000000173C: BF870002
	v_add_nc_u32_e32 v3, v3, v5                                // 000000001740: 4A060B03
	v_cmpx_eq_u32_e32 31, v4                                   // 000000001744: 7D94089F
	s_delay_alu instid0(VALU_DEP_3)                            // 000000001748: BF870003
	v_lshlrev_b32_e32 v4, 2, v2                                // 00000000174C: 30080482
	ds_store_b32 v4, v3                                        // 000000001750: D8340000 00000304
	s_or_b32 exec_lo, exec_lo, s3                              // 000000001758: 8C7E037E
	v_mov_b32_e32 v4, 0                                        // 00000000175C: 7E080280
	s_mov_b32 s3, exec_lo                                      // 000000001760: BE83007E
	s_waitcnt lgkmcnt(0)                                       // 000000001764: BF89FC07
	s_barrier                                                  // 000000001768: BFBD0000
	buffer_gl0_inv                                             // 00000000176C: E0AC0000 00000000
	v_cmpx_ne_u32_e32 0, v2                                    // 000000001774: 7D9A0480
	s_cbranch_execnz 4                                         // 000000001778: BFA60004 <_Z9wave_scanPKiPij+0x18c>
	s_or_b32 exec_lo, exec_lo, s3                              // 00000000177C: 8C7E037E
	s_and_saveexec_b32 s2, vcc_lo                              // 000000001780: BE82206A
	s_cbranch_execnz 71                                        // 000000001784: BFA60047 <_Z9wave_scanPKiPij+0x2a4>
	s_endpgm                                                   // 000000001788: BFB00000
	v_mov_b32_e32 v4, 0                                        // 00000000178C: 7E080280
	s_mov_b32 s5, -1                                           // 000000001790: BE8500C1
	s_mov_b32 s4, exec_lo                                      // 000000001794: BE84007E
	v_cmpx_lt_u32_e32 0xff, v0                                 // 000000001798: 7D9200FF 000000FF
	s_cbranch_execz 39                                         // 0000000017A0: BFA50027 <_Z9wave_scanPKiPij+0x240>
	v_mov_b32_e32 v4, 0                                        // 0000000017A4: 7E080280
	s_mov_b32 s5, 0                                            // 0000000017A8: BE850080
	s_mov_b32 s2, 0                                            // 0000000017AC: BE820080
	s_mov_b32 s6, 0                                            // 0000000017B0: BE860080
	s_nop 0                                                    // 0000000017B4: BF800000
	s_nop 0                                                    // 0000000017B8: BF800000
	s_nop 0                                                    // 0000000017BC: BF800000
	v_mov_b32_e32 v0, s5                                       // 0000000017C0: 7E000205
	s_add_i32 s6, s6, 8                                        // 0000000017C4: 81068806
	s_add_i32 s5, s5, 32                                       // 0000000017C8: 8105A005
	s_cmp_eq_u32 s6, 0                                         // 0000000017CC: BF068006
	ds_load_b128 v[5:8], v0                                    // 0000000017D0: DBFC0000 05000000
	ds_load_b128 v[9:12], v0 offset:16                         // 0000000017D8: DBFC0010 09000000
	s_cselect_b32 s7, -1, 0                                    // 0000000017E0: 980780C1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 0000000017E4: BF870499
	s_and_b32 s7, exec_lo, s7                                  // 0000000017E8: 8B07077E
	s_or_b32 s2, s7, s2                                        // 0000000017EC: 8C020207
	s_waitcnt lgkmcnt(1)                                       // 0000000017F0: BF89FC17
	v_add_nc_u32_e32 v0, v5, v4                                // 0000000017F4: 4A000905
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 0000000017F8: BF870091
	v_add_nc_u32_e32 v0, v6, v0                                // 0000000017FC: 4A000106
	v_add_nc_u32_e32 v0, v7, v0                                // 000000001800: 4A000107
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)// 000000001804: BF8700A1
	v_add_nc_u32_e32 v0, v8, v0                                // 000000001808: 4A000108
	s_waitcnt lgkmcnt(0)                                       // 00000000180C: BF89FC07
	v_add_nc_u32_e32 v0, v9, v0                                // 000000001810: 4A000109
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)// 000000001814: BF870091
	v_add_nc_u32_e32 v0, v10, v0                               // 000000001818: 4A00010A
	v_add_nc_u32_e32 v0, v11, v0                               // 00000000181C: 4A00010B
	s_delay_alu instid0(VALU_DEP_1)                            // 000000001820: BF870001
	v_add_nc_u32_e32 v4, v12, v0                               // 000000001824: 4A08010C
	s_and_not1_b32 exec_lo, exec_lo, s2                        // 000000001828: 917E027E
	s_cbranch_execnz 65508                                     // 00000000182C: BFA6FFE4 <_Z9wave_scanPKiPij+0x1c0>
	s_or_b32 exec_lo, exec_lo, s2                              // 000000001830: 8C7E027E
	v_cmp_ne_u32_e64 s2, 0, v2                                 // 000000001834: D44D0002 00020480
	s_or_not1_b32 s5, s2, exec_lo                              // 00000000183C: 92057E02
	s_or_b32 exec_lo, exec_lo, s4                              // 000000001840: 8C7E047E
	s_and_saveexec_b32 s2, s5                                  // 000000001844: BE822005
	s_delay_alu instid0(SALU_CYCLE_1)                          // 000000001848: BF870009
	s_xor_b32 s4, exec_lo, s2                                  // 00000000184C: 8D04027E
	s_cbranch_execz 15                                         // 000000001850: BFA5000F <_Z9wave_scanPKiPij+0x290>
	v_mov_b32_e32 v0, 0                                        // 000000001854: 7E000280
	s_mov_b32 s5, 0                                            // 000000001858: BE850080
	ds_load_b32 v5, v0                                         // 00000000185C: D8D80000 05000000
	v_add_nc_u32_e32 v2, -1, v2                                // 000000001864: 4A0404C1
	v_add_nc_u32_e32 v0, 4, v0                                 // 000000001868: 4A000084
	s_delay_alu instid0(VALU_DEP_2)                            // 00000000186C: BF870002
	v_cmp_eq_u32_e64 s2, 0, v2                                 // 000000001870: D44A0002 00020480
	s_or_b32 s5, s2, s5                                        // 000000001878: 8C050502
	s_waitcnt lgkmcnt(0)                                       // 00000000187C: BF89FC07
	v_add_nc_u32_e32 v4, v5, v4                                // 000000001880: 4A080905
	s_and_not1_b32 exec_lo, exec_lo, s5                        // 000000001884: 917E057E
	s_cbranch_execnz 65524                                     // 000000001888: BFA6FFF4 <_Z9wave_scanPKiPij+0x25c>
	s_or_b32 exec_lo, exec_lo, s5                              // 00000000188C: 8C7E057E
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)// 000000001890: BF870499
	s_or_b32 exec_lo, exec_lo, s4                              // 000000001894: 8C7E047E
	s_or_b32 exec_lo, exec_lo, s3                              // 000000001898: 8C7E037E
	s_and_saveexec_b32 s2, vcc_lo                              // 00000000189C: BE82206A
	s_cbranch_execz 65465                                      // 0000000018A0: BFA5FFB9 <_Z9wave_scanPKiPij+0x188>
	s_load_b64 s[0:1], s[0:1], 0x8                             // 0000000018A4: F4040000 F8000008
	v_mov_b32_e32 v2, 0                                        // 0000000018AC: 7E040280
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)// 0000000018B0: BF870131
	v_lshlrev_b64 v[0:1], 2, v[1:2]                            // 0000000018B4: D73C0000 00020282
	v_add_nc_u32_e32 v2, v4, v3                                // 0000000018BC: 4A040704
	s_waitcnt lgkmcnt(0)                                       // 0000000018C0: BF89FC07
	v_add_co_u32 v0, vcc_lo, s0, v0                            // 0000000018C4: D7006A00 00020000
	s_delay_alu instid0(VALU_DEP_1)                            // 0000000018CC: BF870001
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo               // 0000000018D0: D5207C01 01AA0201
	global_store_b32 v[0:1], v2, off                           // 0000000018D8: DC6A0000 007C0200
	s_endpgm                                                   // 0000000018E0: BFB00000
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
