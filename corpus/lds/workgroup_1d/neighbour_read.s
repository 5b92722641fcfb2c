; `--assume workgroup=1d` (docs/lds.md section 16, docs/assumptions.md): every work-item
; writes lds[x] (4 * x) and reads its neighbour's lds[x + 1] (4 * x + 4) with no barrier
; between - the shape of rocJITsu's lds_cross_wave_race (corpus/lds/rocjitsu) with a plain
; neighbour. The metadata bounds the workgroup (.max_flat_workgroup_size: 128, wave64) but
; states no .reqd_workgroup_size, so a (64, 2, 1) launch is allowed, in which x = 63 and
; x = 64 do not both exist.
; workgroup=any: race, cause=no-barrier address=0x100..0x104 (section 17: the launch (128, 1, 1)
; is one the flat bound allows, so it is the witness; before section 17 the default was clean)
; workgroup=1d: race, cause=no-barrier address=0x100..0x104 (the launch (128, 1, 1): x = 63
; of wave 0 reads the bytes x = 64 of wave 1 writes)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, 100, v0
	ds_write_b32 v1, v2
	ds_read_b32 v4, v1 offset:4
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 128
    .name:           k
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .symbol:         k.kd
    .vgpr_count:     8
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
