// gfx950: 16-byte direct-to-LDS loads (global_load_lds_dwordx4, CDNA4) into a
// double-buffered tile: the next tile is loaded while the current one is
// read, with a barrier between the stages.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void
lds_dma_wide(global float4 *restrict in, global float *restrict out, int tiles) {
  local float4 tile[2][WG];
  uint lid = get_local_id(0);
  uint wave = lid & ~63u;
  global float4 *base = in + (size_t)get_group_id(0) * tiles * WG;
  __builtin_amdgcn_global_load_lds(base + lid, &tile[0][wave], 16, 0, 0);
  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t + 1 < tiles)
      __builtin_amdgcn_global_load_lds(base + (t + 1) * WG + lid,
                                       &tile[(t + 1) & 1][wave], 16, 0, 0);
    float4 v = tile[t & 1][WG - 1 - lid];
    acc += v.x + v.y + v.z + v.w;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
