; External shape `scratch_vmcnt` (rocJITsu race-detector test), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: ROCm/rocm-systems emulation/rocjitsu/tests/race-detector/hip_race_gfx950_test.hip (scratch_vmcnt)
; fact: scratch stores count on vmcnt: a load then two scratch_store_byte, vmcnt(2) completes the load
; truth: clean
; expect: clean
; expect[--model seed]: clean
; expect[--model legacy]: clean
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	scratch_vmcnt
	.p2align	8
	.type	scratch_vmcnt,@function
scratch_vmcnt:
	global_load_dword v2, v[0:1], off
	scratch_store_byte v4, v5, off
	scratch_store_byte v4, v6, off offset:1
	s_waitcnt vmcnt(2)
	global_store_dword v[8:9], v2, off
	s_endpgm
.Lfunc_end0:
	.size	scratch_vmcnt, .Lfunc_end0-scratch_vmcnt
