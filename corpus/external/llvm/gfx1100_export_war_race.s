; External shape `gfx1100_export_war_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (EXP_GPR_LOCK: an export reads its VGPRs after issue; expcnt)
; fact: overwriting a VGPR an export still reads, without expcnt(0): a write-after-read race
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_export_war_race
	.p2align	8
	.type	gfx1100_export_war_race,@function
gfx1100_export_war_race:
	exp mrt0 v0, v1, v2, v3 done
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_export_war_race, .Lfunc_end0-gfx1100_export_war_race
