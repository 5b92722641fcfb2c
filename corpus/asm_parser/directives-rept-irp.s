	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl "non-uniform_load"
	.type "non-uniform_load",@function
"non-uniform_load":
	.set .Lbase, 8
	N = 3
	global_load_dword v4, v[0:1], off
	.rept 63 - N
	global_load_dword v5, v[0:1], off offset:.Lbase * 4
	.endr
	.irp r, 10, .Lbase + 3, (N << 2)
	ds_read_b32 v[\r], v99 offset:\r * 8
	.rept 2
	.irpc c, 12
	v_add_u32 v[\r + \c:\r + \c], v[\r], v\c
	.endr
	.endr
	.endr
	s_waitcnt vmcnt(N - 1) lgkmcnt(N % 2)
	v_mov_b32 v6, v4
	s_cbranch_scc1 "skip-it"
	s_load_dwordx2 s[N * 2:N * 2 + 1], s[0:1], .Lbase
"skip-it":
	s_endpgm
.Lend:
	.size "non-uniform_load", .Lend-"non-uniform_load"
