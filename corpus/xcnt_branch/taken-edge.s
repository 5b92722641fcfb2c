// A load's address v[0:1] is overwritten at the join of a conditional
// branch. The fall-through path waits (`s_wait_xcnt 0x0`); the taken edge
// has no wait. A race under `--assume xcnt-branch=none` (the default: on
// the taken edge the translation may still be in flight), clean under
// `xcnt-branch=taken` (the taken branch changes the PC, which drains xcnt:
// LLVM PRs #198823, #219206). docs/counters.md section 10, rule 6.
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	global_load_b32 v3, v[0:1], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .Ljoin
	s_wait_xcnt 0x0
.Ljoin:
	v_mov_b32 v0, 0
	s_wait_loadcnt 0x0
	global_store_b32 v[4:5], v3, off
	s_endpgm
