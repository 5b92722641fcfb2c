; External shape `gfx1100_export_source_read` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (EXP_CNT scores are set on an export's VGPR uses; only defs wait on them)
; fact: reading a VGPR a pending export reads needs no wait
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_export_source_read
	.p2align	8
	.type	gfx1100_export_source_read,@function
gfx1100_export_source_read:
	exp mrt0 v0, v1, v2, v3 done
	v_add_f32_e32 v5, v0, v1
	exp mrtz v0, v5, off, off
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_export_source_read, .Lfunc_end0-gfx1100_export_source_read
