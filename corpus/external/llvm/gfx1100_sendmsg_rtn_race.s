; External shape `gfx1100_sendmsg_rtn_race` (LLVM AMDGPU wait rule), written for wavebed;
; no line of the source is copied: the listing restates the shape it tests.
; source: llvm/llvm-project llvm/lib/Target/AMDGPU/SIInsertWaitcnts.cpp (SQ_MESSAGE: s_sendmsg_rtn_* returns on lgkmcnt)
; fact: s_sendmsg_rtn_b32 writes its SGPR on lgkmcnt: reading it without a wait races
; truth: race
; expect: race type=SGPR
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	gfx1100_sendmsg_rtn_race
	.p2align	8
	.type	gfx1100_sendmsg_rtn_race,@function
gfx1100_sendmsg_rtn_race:
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 s1, s0
	s_endpgm
.Lfunc_end0:
	.size	gfx1100_sendmsg_rtn_race, .Lfunc_end0-gfx1100_sendmsg_rtn_race
