; External shape `gfx12_kmcnt_out_of_order_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (counterOutOfOrder: SMEM)
; fact: two scalar loads and s_wait_kmcnt 1: the older may be the one pending
; truth: race
; expect: race type=SGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_kmcnt_out_of_order_race
	.p2align	8
	.type	gfx12_kmcnt_out_of_order_race,@function
gfx12_kmcnt_out_of_order_race:
	s_load_b32 s4, s[0:1], 0x0
	s_load_b32 s5, s[0:1], 0x4
	s_wait_kmcnt 0x1
	s_add_co_u32 s6, s4, 1
	s_endpgm
.Lfunc_end0:
	.size	gfx12_kmcnt_out_of_order_race, .Lfunc_end0-gfx12_kmcnt_out_of_order_race
