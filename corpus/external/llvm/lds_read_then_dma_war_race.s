; External shape `lds_read_then_dma_war_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project issue #220288 (LDS DMA write-after-read, open); docs/lds.md section 4
; fact: a ds_read of bytes that a younger direct-to-LDS load overwrites, with no lgkmcnt wait between: the DMA may land before the read has read
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_read_then_dma_war_race
	.p2align	8
	.type	lds_read_then_dma_war_race,@function
lds_read_then_dma_war_race:
	s_mov_b32 m0, 0
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read_b32 v2, v1
	buffer_load_dword v1, s[12:15], 0 offen lds
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_u32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	lds_read_then_dma_war_race, .Lfunc_end0-lds_read_then_dma_war_race
