; External shape `gfx12_loadcnt_in_order` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT) (loads of one type complete in order: a partial wait)
; fact: two global loads, s_wait_loadcnt 1: the older is complete
; truth: clean
; expect: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_loadcnt_in_order
	.p2align	8
	.type	gfx12_loadcnt_in_order,@function
gfx12_loadcnt_in_order:
	global_load_b32 v1, v[2:3], off
	global_load_b32 v4, v[2:3], off offset:4
	s_wait_loadcnt 0x1
	v_add_f32_e32 v5, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx12_loadcnt_in_order, .Lfunc_end0-gfx12_loadcnt_in_order
