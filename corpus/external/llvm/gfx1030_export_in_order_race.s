; External shape `gfx1030_export_in_order_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (exports of one event type retire in order)
; fact: two colour exports, expcnt(1): the younger may still read its sources
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_export_in_order_race
	.p2align	8
	.type	gfx1030_export_in_order_race,@function
gfx1030_export_in_order_race:
	exp mrt0 v0, v1, v2, v3
	exp mrt1 v4, v5, v6, v7 done
	s_waitcnt expcnt(1)
	v_mov_b32_e32 v4, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_export_in_order_race, .Lfunc_end0-gfx1030_export_in_order_race
