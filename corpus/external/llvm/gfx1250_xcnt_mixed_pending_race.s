; External shape `gfx1250_xcnt_mixed_pending_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/wait-xcnt.mir (mixed_pending_events, FIXME; llvm/llvm-project PR #166154)
; fact: two global loads on one path, s_wait_loadcnt 1 at the join, then v0 (both loads' address) is overwritten: the younger load's translation may be pending
; truth: race
; expect: race access=overwrite
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	gfx1250_xcnt_mixed_pending_race
	.p2align	8
	.type	gfx1250_xcnt_mixed_pending_race,@function
gfx1250_xcnt_mixed_pending_race:
	s_load_b32 s2, s[0:1], 0x0
	s_cbranch_scc1 .Ljoin
	global_load_b32 v2, v[0:1], off
	global_load_b32 v3, v[0:1], off
.Ljoin:
	s_wait_loadcnt 0x1
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s2
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lfunc_end0:
	.size	gfx1250_xcnt_mixed_pending_race, .Lfunc_end0-gfx1250_xcnt_mixed_pending_race
