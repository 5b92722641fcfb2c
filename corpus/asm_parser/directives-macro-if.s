	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.macro LOAD dst:req, off=0, rest:vararg
	global_load_dword v\dst, v[0:1], off offset:\off
	.ifnb \rest
	LOAD \rest
	.endif
	.endm
	.macro WAIT n
	.if \n > 63
	s_waitcnt vmcnt(63)
	.exitm
	.elseif \n < 0
	.error "negative wait"
	.else
	s_waitcnt vmcnt(\n)
	.endif
	.endm
	.macro TAG r
	v_mov_b32 v\r, \@
	.endm
k:
	LOAD 4, 16
	LOAD off=8, dst=5
	LOAD 6, 0, 7, 4, 8
	.set DEPTH, 2
	.ifdef DEPTH
	WAIT DEPTH * 40
	.endif
	.ifndef NOPE
	WAIT DEPTH - 1
	.endif
	.ifc abc, abc
	TAG 9
	.endif
	.purgem TAG
	s_endpgm
