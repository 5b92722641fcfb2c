// gfx942/gfx950: a K loop that streams each 256-float tile of `in` into LDS
// with direct-to-LDS loads (global_load_lds_dword into one half, buffer_load
// ... lds into the other), hands it to the other waves of the workgroup
// through barrier(CLK_LOCAL_MEM_FENCE), and reduces a reversed column. Four
// waves per workgroup, so the barriers are real s_barrier instructions.
#define WG 256

kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void
lds_dma_pipeline(global float *restrict in, global float *restrict out, int tiles) {
  local float tile[2 * WG];
  uint lid = get_local_id(0);
  uint wave = lid & ~63u;
  float acc = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    global float *base = in + ((size_t)get_group_id(0) * tiles + t) * 2 * WG;
    __builtin_amdgcn_global_load_lds(base + lid, tile + wave, 4, 0, 0);
    __builtin_amdgcn_raw_ptr_buffer_load_lds(
        __builtin_amdgcn_make_buffer_rsrc(base + WG, 0, 4 * WG, 0x00020000),
        (local void *)(tile + WG + wave), 4, lid * 4, 0, 0, 0);
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[2 * WG - 1 - lid] * tile[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
