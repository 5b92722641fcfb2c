; External shape `gfx1151_vmcnt_capacity_boundary` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx1151_test.hip (vmcnt_capacity_boundary, kGfx11CounterCapacity = 63)
; fact: a load followed by 63 younger loads: rocJITsu takes a full vmcnt to stall issue, so the oldest has completed (no race)
; truth: clean
; expect: race
; expect[--assume backpressure=on]: clean
; class: contested reading `backpressure` (docs/counters.md section 7): rocJITsu PR #10925 assumes gfx11 stalls at a full counter, LLVM issue #172932 reports stale values past 63 loads on gfx1100; the default (off on gfx11) is sound under both, `--assume backpressure=on` gives rocJITsu's verdict
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.text
	.globl	gfx1151_vmcnt_capacity_boundary
	.p2align	8
	.type	gfx1151_vmcnt_capacity_boundary,@function
gfx1151_vmcnt_capacity_boundary:
	global_load_b32 v1, v[2:3], off
	.rept 63
	global_load_b32 v4, v[2:3], off
	.endr
	v_mov_b32_e32 v5, v1
	s_endpgm
.Lfunc_end0:
	.size	gfx1151_vmcnt_capacity_boundary, .Lfunc_end0-gfx1151_vmcnt_capacity_boundary
