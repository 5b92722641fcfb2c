; External shape `gfx1100_export_exec_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (an EXEC write waits expcnt(0) while an export or GDS operation is pending: they read EXEC when granted, after issue)
; fact: writing EXEC under a pending export without expcnt(0): a race
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_export_exec_race
	.p2align	8
	.type	gfx1100_export_exec_race,@function
gfx1100_export_exec_race:
	exp mrt0 v0, v1, v2, v3 done
	s_mov_b32 exec_lo, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_export_exec_race, .Lfunc_end0-gfx1100_export_exec_race
