; External shape `lds_smem_mixed_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (hasMixedPendingEvents: LDS and SMEM on lgkmcnt force lgkmcnt(0))
; fact: a DS read then a scalar load, lgkmcnt(1): the scalar load may complete first, leaving the DS read pending
; truth: race
; expect: race type=VGPR
; expect[--model seed]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	lds_smem_mixed_race
	.p2align	8
	.type	lds_smem_mixed_race,@function
lds_smem_mixed_race:
	ds_read_b32 v1, v0
	s_load_dword s4, s[0:1], 0x0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v3, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	lds_smem_mixed_race, .Lfunc_end0-lds_smem_mixed_race
