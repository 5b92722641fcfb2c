// gfx1250 only: 320 values loaded per work-item stay live until every one
// has been summed, with one wave per SIMD allowed (amdgpu_waves_per_eu(1, 1)),
// so clang-22 keeps them in VGPRs above v255, reached through
// `s_set_vgpr_msb` (docs/paths.md section 13), instead of spilling.
#define N 320
__attribute__((amdgpu_flat_work_group_size(1, 64)))
__attribute__((amdgpu_waves_per_eu(1, 1)))
__kernel void wide_vgprs(__global const float *restrict in, __global float *restrict out) {
  size_t i = get_global_id(0);
  float v[N];
#pragma unroll
  for (int k = 0; k < N; ++k)
    v[k] = in[k * 4096 + i];
  float s = 0.0f;
#pragma unroll
  for (int k = 0; k < N; ++k)
    s += v[k] * v[N - 1 - k];
#pragma unroll
  for (int k = 0; k < N; ++k)
    out[k * 4096 + i] = v[k] * s;
}
