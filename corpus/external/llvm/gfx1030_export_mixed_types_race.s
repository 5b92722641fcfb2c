; External shape `gfx1030_export_mixed_types_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (EXP_POS_ACCESS and EXP_GPR_LOCK pending together: a mix of event types, expcnt may decrement out of order, so only expcnt(0))
; fact: a position export then a colour export, expcnt(1): the position export may still read its sources
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_export_mixed_types_race
	.p2align	8
	.type	gfx1030_export_mixed_types_race,@function
gfx1030_export_mixed_types_race:
	exp pos0 v0, v1, v2, v3 done
	exp mrt0 v4, v5, v6, v7 done
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_export_mixed_types_race, .Lfunc_end0-gfx1030_export_mixed_types_race
