; External shape `gfx942_memrealtime_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (s_memrealtime is a scalar memory read on lgkmcnt)
; fact: s_memrealtime's result read without lgkmcnt(0) races
; truth: race
; expect: race type=SGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	gfx942_memrealtime_race
	.p2align	8
	.type	gfx942_memrealtime_race,@function
gfx942_memrealtime_race:
	s_memrealtime s[0:1]
	s_mov_b32 s2, s0
	s_endpgm
.Lfunc_end0:
	.size	gfx942_memrealtime_race, .Lfunc_end0-gfx942_memrealtime_race
