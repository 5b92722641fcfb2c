; External shape `gfx1250_async_lds_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (ASYNC_CNT for global_load_async_to_lds); docs/counters.md section 9
; fact: an async copy to LDS then a DS load of those bytes without s_wait_asynccnt: an LDS race
; truth: race
; expect: race type=LDS
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	gfx1250_async_lds_race
	.p2align	8
	.type	gfx1250_async_lds_race,@function
gfx1250_async_lds_race:
	v_mov_b32_e32 v1, 0
	global_load_async_to_lds_b32 v1, v2, s[0:1]
	ds_load_b32 v3, v1
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v3, v3
	s_endpgm
.Lfunc_end0:
	.size	gfx1250_async_lds_race, .Lfunc_end0-gfx1250_async_lds_race
