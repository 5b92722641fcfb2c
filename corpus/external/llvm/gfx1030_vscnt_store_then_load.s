; External shape `gfx1030_vscnt_store_then_load` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt-vmcnt-loop.mir ("not on GFX10+ because we have the vscnt counter")
; fact: stores count on vscnt: a store then a load, vmcnt(0) completes the load
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.text
	.globl	gfx1030_vscnt_store_then_load
	.p2align	8
	.type	gfx1030_vscnt_store_then_load,@function
gfx1030_vscnt_store_then_load:
	global_store_dword v[4:5], v6, off
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1030_vscnt_store_then_load, .Lfunc_end0-gfx1030_vscnt_store_then_load
