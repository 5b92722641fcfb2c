// The overwrite is on the fall-through path of the conditional branch, which
// changes no PC and drains nothing (LLVM PR #219206, issue #213394): a race
// under both `--assume xcnt-branch=none` and `xcnt-branch=taken`. It is the
// shape of docs/llvm-peer.md section 12's `xcnt-cond-branch` class.
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	global_load_b32 v3, v[0:1], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Lskip
	v_mov_b32 v0, 0
.Lskip:
	s_wait_loadcnt 0x0
	global_store_b32 v[4:5], v3, off
	s_endpgm
