; The second end-to-end race of rocJITsu's wait-counter capacity fix (ROCm/rocm-systems PR #10925;
; docs/counters.md section 6), gfx950: an LDS read whose result is stored after an all-ones
; `s_waitcnt`. `wavebed check --dispatch 3` reproduces the report.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.protected	_Z27lgkmcnt_no_wait_race_kernelPi
	.globl	_Z27lgkmcnt_no_wait_race_kernelPi
	.p2align	8
	.type	_Z27lgkmcnt_no_wait_race_kernelPi,@function
_Z27lgkmcnt_no_wait_race_kernelPi:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	global_store_dword v0, v1, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	_Z27lgkmcnt_no_wait_race_kernelPi, .Lfunc_end0-_Z27lgkmcnt_no_wait_race_kernelPi
