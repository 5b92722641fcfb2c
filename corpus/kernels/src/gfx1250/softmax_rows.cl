// gfx1250 only: a row softmax as ML code writes it - one workgroup of 256
// work-items per row, the row maximum and the sum of exponentials each
// reduced through LDS (a tree with barriers), then every element scaled
// (loads in flight across a grid-stride loop, stores after a reduction).
#define WG 256

kernel void softmax_rows(global const float *restrict in,
                         global float *restrict out, uint cols) {
  local float red[WG];
  uint lid = get_local_id(0);
  global const float *row = in + get_group_id(0) * cols;
  global float *dst = out + get_group_id(0) * cols;
  float m = -3.0e38f;
  for (uint c = lid; c < cols; c += WG)
    m = fmax(m, row[c]);
  red[lid] = m;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s)
      red[lid] = fmax(red[lid], red[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  m = red[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (uint c = lid; c < cols; c += WG)
    sum += __builtin_amdgcn_exp2f((row[c] - m) * 1.442695f);
  red[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = WG / 2; s > 0; s >>= 1) {
    if (lid < s)
      red[lid] += red[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float inv = __builtin_amdgcn_rcpf(red[0]);
  for (uint c = lid; c < cols; c += WG)
    dst[c] = __builtin_amdgcn_exp2f((row[c] - m) * 1.442695f) * inv;
}
