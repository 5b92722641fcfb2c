// A spill store's data v[2:3] is overwritten after an `s_branch`: the
// branch always changes the PC. A race under `--assume xcnt-branch=none`,
// clean under `xcnt-branch=taken` (LLVM PRs #198823, #219206).
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	scratch_store_b64 off, v[2:3], s0
	s_branch .Lnext
.Lnext:
	v_mov_b32 v2, 0
	s_endpgm
