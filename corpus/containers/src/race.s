; The seed's vmcnt race kernel (corpus/listings/vmcnt_no_wait_race_kernel.s) in the form
; llvm-mc assembles, for the container fixtures (scripts/make-containers.sh): a race
; inside a compressed bundle inside a wheel must be reported with its origin.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.protected	_Z25vmcnt_no_wait_race_kernelPKfPf
	.globl	_Z25vmcnt_no_wait_race_kernelPKfPf
	.p2align	8
	.type	_Z25vmcnt_no_wait_race_kernelPKfPf,@function
_Z25vmcnt_no_wait_race_kernelPKfPf:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
	global_store_dword v[0:1], v2, off
	s_endpgm
.Lfunc_end0:
	.size	_Z25vmcnt_no_wait_race_kernelPKfPf, .Lfunc_end0-_Z25vmcnt_no_wait_race_kernelPKfPf
