; External shape `gfx12_flat_three_loads_0x101` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llc-22 -mcpu=gfx1200 (issue 25: `s_wait_loadcnt_dscnt 0x101` after three generic FLAT loads); AMDGPUUsage GFX12 memory model
; fact: three FLAT loads and s_wait_loadcnt_dscnt 0x101 before the first one's use: LLVM takes FLAT in order on each counter
; truth: clean
; expect: race
; expect[--assume flat=both --assume flat-order=in-order]: clean
; class: contested reading `flat-order` with `flat` (docs/assumptions.md): rocJITsu PR #10925 puts generic FLAT in its UNORDERED class; `--assume flat=both --assume flat-order=in-order` is LLVM's reading and gives LLVM's verdict
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	gfx12_flat_three_loads_0x101
	.p2align	8
	.type	gfx12_flat_three_loads_0x101,@function
gfx12_flat_three_loads_0x101:
	flat_load_b32 v1, v[10:11]
	flat_load_b32 v2, v[12:13]
	flat_load_b32 v3, v[14:15]
	s_wait_loadcnt_dscnt 0x101
	v_add_f32_e32 v4, v1, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx12_flat_three_loads_0x101, .Lfunc_end0-gfx12_flat_three_loads_0x101
