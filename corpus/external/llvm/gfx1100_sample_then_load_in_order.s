; External shape `gfx1100_sample_then_load_in_order` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llc-22 -mcpu=gfx1100 on a pixel shader: global_load_b32, image_sample, `s_waitcnt vmcnt(1)` before the load's use (LLVM 22 output; SIInsertWaitcnts)
; fact: a global load then an image sample on vmcnt: LLVM waits vmcnt(1) for the load, taking both in order
; truth: clean
; expect: clean
; expect[--model seed]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_sample_then_load_in_order
	.p2align	8
	.type	gfx1100_sample_then_load_in_order,@function
gfx1100_sample_then_load_in_order:
	global_load_b32 v4, v[0:1], off
	image_sample v2, v[2:3], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, 1.0, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_sample_then_load_in_order, .Lfunc_end0-gfx1100_sample_then_load_in_order
