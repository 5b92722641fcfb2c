; External shape `smem_backedge_waw_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/test/CodeGen/AMDGPU/waitcnt.mir (waitcnt_backedge)
; fact: "Waitcnt required before the use of $sgpr10_sgpr11, as the S_LOAD also writes to $sgpr10_sgpr11, and can occur first in the program running order": the loop head's s_cselect_b64 overwrites what the previous iteration's s_load_dwordx2 may still write
; truth: race
; expect: race access=write type=SGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	smem_backedge_waw_race
	.p2align	8
	.type	smem_backedge_waw_race,@function
smem_backedge_waw_race:
	s_load_dwordx4 s[4:7], s[2:3], 0x20
.Lloop:
	s_cselect_b64 s[10:11], -1, 0
	buffer_load_dword v1, v5, s[4:7], 0 offen
	s_load_dwordx2 s[10:11], s[0:1], 0x0
	s_cbranch_scc0 .Lloop
	s_endpgm
.Lfunc_end0:
	.size	smem_backedge_waw_race, .Lfunc_end0-smem_backedge_waw_race
