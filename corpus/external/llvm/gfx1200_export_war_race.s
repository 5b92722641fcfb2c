; External shape `gfx1200_export_war_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (EXP_GPR_LOCK on gfx12: `export`, waited for with s_wait_expcnt)
; fact: gfx12: overwriting an export's source before s_wait_expcnt 0: a race
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx1200_export_war_race
	.p2align	8
	.type	gfx1200_export_war_race,@function
gfx1200_export_war_race:
	export mrt0 v0, v1, v2, v3 done
	v_mov_b32_e32 v3, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1200_export_war_race, .Lfunc_end0-gfx1200_export_war_race
