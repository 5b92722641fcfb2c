; External shape `gfx1250_xcnt_wait` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/wait-xcnt.mir
; fact: s_wait_xcnt 0 before overwriting a pending load's address register: no race
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	gfx1250_xcnt_wait
	.p2align	8
	.type	gfx1250_xcnt_wait,@function
gfx1250_xcnt_wait:
	global_load_b32 v2, v[0:1], off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v0, 0
	s_wait_loadcnt 0x0
	v_add_f32_e32 v3, v2, v2
	s_endpgm
.Lfunc_end0:
	.size	gfx1250_xcnt_wait, .Lfunc_end0-gfx1250_xcnt_wait
