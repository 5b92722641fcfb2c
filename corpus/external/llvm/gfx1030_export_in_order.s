; External shape `gfx1030_export_in_order` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (exports of one event type retire in order: EXP_GPR_LOCK alone is not a mix, expcnt(N) from the score)
; fact: two colour exports, expcnt(1): the older has retired and its source may be overwritten
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_export_in_order
	.p2align	8
	.type	gfx1030_export_in_order,@function
gfx1030_export_in_order:
	exp mrt0 v0, v1, v2, v3
	exp mrt1 v4, v5, v6, v7 done
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_export_in_order, .Lfunc_end0-gfx1030_export_in_order
