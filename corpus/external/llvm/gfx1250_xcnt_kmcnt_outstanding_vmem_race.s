; External shape `gfx1250_xcnt_kmcnt_outstanding_vmem_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/wait-xcnt.mir (wait_kmcnt_with_outstanding_vmem_2, "FIXME: Missing S_WAIT_XCNT before overwriting vgpr0"; llvm/llvm-project PR #161838)
; fact: on one path a global load is in flight when v0, its address, is overwritten; LLVM's own test marks the missing s_wait_xcnt as a FIXME
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	gfx1250_xcnt_kmcnt_outstanding_vmem_race
	.p2align	8
	.type	gfx1250_xcnt_kmcnt_outstanding_vmem_race,@function
gfx1250_xcnt_kmcnt_outstanding_vmem_race:
	s_load_b32 s2, s[0:1], 0x0
	s_cbranch_scc1 .Ljoin
	global_load_b32 v2, v[0:1], off
.Ljoin:
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s2
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1250_xcnt_kmcnt_outstanding_vmem_race, .Lfunc_end0-gfx1250_xcnt_kmcnt_outstanding_vmem_race
