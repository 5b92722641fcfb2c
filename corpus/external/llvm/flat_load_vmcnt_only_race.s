; External shape `flat_load_vmcnt_only_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (flat_zero_waitcnt bb.3/bb.4, single_fallthrough_successor_no_end_block_wait)
; fact: a FLAT load whose address space LLVM cannot tell gets `s_waitcnt vmcnt(0) lgkmcnt(0)` before its use: vmcnt(0) alone leaves the lgkmcnt side pending
; truth: race
; expect: race
; expect[--assume flat=both]: race
; expect[--model seed]: race
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_load_vmcnt_only_race
	.p2align	8
	.type	flat_load_vmcnt_only_race,@function
flat_load_vmcnt_only_race:
	flat_load_dword v0, v[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[4:5], 4, v[12:13]
	flat_store_dword v[4:5], v0
	s_endpgm
.Lfunc_end0:
	.size	flat_load_vmcnt_only_race, .Lfunc_end0-flat_load_vmcnt_only_race
