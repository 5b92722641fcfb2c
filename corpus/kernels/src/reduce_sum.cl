// Reduction: each work-item accumulates a grid-stride loop over the input
// (loop with a global load per iteration), then the workgroup reduces its
// partial sums in LDS with a halving loop of barriers and writes one sum.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void
reduce_sum(global const float *restrict in, global float *restrict partial,
           uint n) {
  local float sums[WG];
  uint lid = get_local_id(0);
  uint stride = get_global_size(0);
  float acc = 0.0f;
  for (uint i = get_global_id(0); i < n; i += stride)
    acc += in[i];
  sums[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s)
      sums[lid] += sums[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = sums[0];
}
