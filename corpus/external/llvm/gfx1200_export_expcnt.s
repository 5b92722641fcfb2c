; External shape `gfx1200_export_expcnt` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (EXP_GPR_LOCK on gfx12)
; fact: gfx12: the same overwrite after s_wait_expcnt 0: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx1200_export_expcnt
	.p2align	8
	.type	gfx1200_export_expcnt,@function
gfx1200_export_expcnt:
	export mrt0 v0, v1, v2, v3 done
	s_wait_expcnt 0x0
	v_mov_b32_e32 v3, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1200_export_expcnt, .Lfunc_end0-gfx1200_export_expcnt
