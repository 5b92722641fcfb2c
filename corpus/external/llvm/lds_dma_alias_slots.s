; External shape `lds_dma_alias_slots` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/lds-dma-waits.ll (buffer_load_lds_dword_2_arrays)
; fact: four buffer_load_dword ... lds, two with M0 = 0 and two with M0 = 0x100: LLVM waits vmcnt(2) before a ds_read of the first array (the two DMAs into it are the oldest) and vmcnt(0) before a read of the second
; truth: clean
; expect: race type=LDS
; expect[--assume lds-dma-order=in-order]: race type=LDS cause=same-instruction
; class: contested reading `lds-dma-order` (docs/assumptions.md): the two DMAs of each pair write the same bytes with no wait between them, which LLVM's code takes to land in issue order; no public source settles it, so the default (`window`) reports the write-after-write (`cause=same-wave-waw`) and `--assume lds-dma-order=in-order` gives LLVM's verdict. The two ds_reads themselves are clean under both: the value analysis follows M0 to the DMA footprints. Across waves, every wave's DMAs write the same constant bytes (M0 = 0 and 0x100) with no barrier between: a proven overlap (docs/lds.md section 15), reported under every reading - LLVM's test pins the waits of one wave, not a multi-wave program
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	lds_dma_alias_slots
	.p2align	8
	.type	lds_dma_alias_slots,@function
lds_dma_alias_slots:
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
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(2)
	ds_read_b32 v0, v0
	s_waitcnt vmcnt(0)
	ds_read_b32 v1, v1 offset:256
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[14:15]
	s_endpgm
.Lfunc_end0:
	.size	lds_dma_alias_slots, .Lfunc_end0-lds_dma_alias_slots
