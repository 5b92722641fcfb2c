; External shape `flat_global_mmo_vmcnt1` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (flat_zero_waitcnt bb.0: "Global loads will return in order so we should: s_waitcnt vmcnt(1)")
; fact: two FLAT loads whose memory operands say global: LLVM waits vmcnt(1) before overwriting the first one's destination
; truth: clean
; expect: race
; expect[--assume flat=both --assume flat-order=in-order]: race
; class: information the listing does not carry: LLVM knows from the IR memory operand that the FLAT reaches global memory; from the instruction alone it may reach LDS, so its lgkmcnt token is pending under every reading (a FLAT whose address is provably global from the aperture analysis would be the fix; no `--assume` can say it soundly)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	flat_global_mmo_vmcnt1
	.p2align	8
	.type	flat_global_mmo_vmcnt1,@function
flat_global_mmo_vmcnt1:
	flat_load_dword v0, v[10:11]
	flat_load_dwordx4 v[4:7], v[12:13]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v1
	s_endpgm
.Lfunc_end0:
	.size	flat_global_mmo_vmcnt1, .Lfunc_end0-flat_global_mmo_vmcnt1
