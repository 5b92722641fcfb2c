// gfx1250: a K loop of asynchronous global -> LDS copies
// (global_load_async_to_lds_b32, asynccnt), drained with s_wait_asynccnt
// before the workgroup barrier, then read back by other waves.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void
async_pipeline(global int *restrict in, global int *restrict out, int tiles) {
  local int tile[WG];
  uint lid = get_local_id(0);
  int acc = 0;
  for (int t = 0; t < tiles; ++t) {
    global int *base = in + ((size_t)get_group_id(0) * tiles + t) * WG;
    __builtin_amdgcn_global_load_async_to_lds_b32(base + lid, tile + lid, 0, 0);
    __builtin_amdgcn_s_wait_asynccnt(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[WG - 1 - lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
