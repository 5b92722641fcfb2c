; External shape `lds_dma_alias_slots_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/lds-dma-waits.ll (buffer_load_lds_dword_2_arrays: the second read needs vmcnt(0))
; fact: the same with the read of the second array (M0 = 0x100) after vmcnt(2) only: the two younger DMAs that write it may be pending
; truth: race
; expect: race type=LDS
; expect[--assume lds-dma-order=in-order]: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	lds_dma_alias_slots_race
	.p2align	8
	.type	lds_dma_alias_slots_race,@function
lds_dma_alias_slots_race:
	s_mov_b32 m0, 0
	v_mov_b32_e32 v0, 4
	v_mov_b32_e32 v1, 8
	v_mov_b32_e32 v2, 0
	buffer_load_dword off, s[8:11], 0 lds
	buffer_load_dword v0, s[8:11], 0 offen lds
	s_movk_i32 m0, 0x100
	v_mov_b32_e32 v0, 12
	buffer_load_dword v1, s[8:11], 0 offen lds
	buffer_load_dword v0, s[8:11], 0 offen lds
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(2)
	ds_read_b32 v1, v1 offset:256
	s_waitcnt lgkmcnt(0)
	global_store_dword v2, v1, s[14:15]
	s_endpgm
.Lfunc_end0:
	.size	lds_dma_alias_slots_race, .Lfunc_end0-lds_dma_alias_slots_race
