// gfx1250 only: layer normalisation of one row per workgroup - the mean and
// the variance reduced through LDS with barriers, then each element
// normalised with a per-column weight and bias (three global streams read
// in one loop, one written).
#define WG 128

kernel void layernorm_rows(global const float *restrict x,
                           global const float *restrict w,
                           global const float *restrict b,
                           global float *restrict y, uint n, float eps) {
  local float red[WG];
  uint lid = get_local_id(0);
  global const float *row = x + get_group_id(0) * n;
  float s = 0.0f;
  for (uint c = lid; c < n; c += WG)
    s += row[c];
  red[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = WG / 2; k > 0; k >>= 1) {
    if (lid < k)
      red[lid] += red[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float mean = red[0] / (float)n;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = 0.0f;
  for (uint c = lid; c < n; c += WG) {
    float d = row[c] - mean;
    v += d * d;
  }
  red[lid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = WG / 2; k > 0; k >>= 1) {
    if (lid < k)
      red[lid] += red[lid + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float rstd = __builtin_amdgcn_rsqf(red[0] / (float)n + eps);
  global float *dst = y + get_group_id(0) * n;
  for (uint c = lid; c < n; c += WG)
    dst[c] = (row[c] - mean) * rstd * w[c] + b[c];
}
