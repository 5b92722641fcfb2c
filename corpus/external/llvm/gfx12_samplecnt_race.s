; External shape `gfx12_samplecnt_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (gfx12 extended counters: LOAD_CNT, DS_CNT, KM_CNT, SAMPLE_CNT, BVH_CNT, STORE_CNT)
; fact: an image sample counts on samplecnt, not loadcnt: s_wait_loadcnt 0 leaves it pending
; truth: race
; expect: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_samplecnt_race
	.p2align	8
	.type	gfx12_samplecnt_race,@function
gfx12_samplecnt_race:
	image_sample v[4:7], [v0, v1], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	s_wait_loadcnt 0x0
	v_add_f32_e32 v8, v4, v4
	s_endpgm
.Lfunc_end0:
	.size	gfx12_samplecnt_race, .Lfunc_end0-gfx12_samplecnt_race
