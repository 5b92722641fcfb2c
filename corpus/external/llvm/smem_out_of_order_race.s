; External shape `smem_out_of_order_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (counterOutOfOrder: "Scalar memory read always can go out of order")
; fact: two scalar loads and lgkmcnt(1): either may be the one still pending, so reading the older races
; truth: race
; expect: race type=SGPR
; expect[--model seed]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	smem_out_of_order_race
	.p2align	8
	.type	smem_out_of_order_race,@function
smem_out_of_order_race:
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[0:1], 0x4
	s_waitcnt lgkmcnt(1)
	s_add_u32 s6, s4, 1
	s_endpgm
.Lfunc_end0:
	.size	smem_out_of_order_race, .Lfunc_end0-smem_out_of_order_race
