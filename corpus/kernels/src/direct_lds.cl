// Direct-to-LDS loads: on gfx942/gfx950 global_load_lds_dword and
// buffer_load_dword ... lds copy global memory straight into LDS (no VGPR
// destination; M0 holds the LDS base); gfx908/gfx90a have the buffer form
// only (global_load_lds needs gfx940). gfx11 has no LDS DMA, so there the
// same kernel stages through registers. After a barrier the tile is read
// back with ds_read and scaled.
#define WG 64

#if defined(__gfx908__) || defined(__gfx90a__)
/* Both halves of the tile through buffer_load_dword ... lds. */
static void global_rsrc_load_lds(global float *base, local float *tile, uint lid) {
  for (int h = 0; h < 2; ++h)
    __builtin_amdgcn_raw_ptr_buffer_load_lds(
        __builtin_amdgcn_make_buffer_rsrc(base + h * WG, 0, 4 * WG, 0x00020000),
        (local void *)(tile + h * WG), 4, lid * 4, 0, 0, 0);
}
#endif

kernel __attribute__((reqd_work_group_size(WG, 1, 1))) void
direct_lds(global float *restrict in, global float *restrict out, float scale) {
  local float tile[2 * WG];
  uint lid = get_local_id(0);
  global float *base = in + get_group_id(0) * 2 * WG;
#if defined(__gfx942__) || defined(__gfx950__)
  __builtin_amdgcn_global_load_lds(base + lid, tile, 4, 0, 0);
  __builtin_amdgcn_raw_ptr_buffer_load_lds(
      __builtin_amdgcn_make_buffer_rsrc(base + WG, 0, 4 * WG, 0x00020000),
      (local void *)(tile + WG), 4, lid * 4, 0, 0, 0);
#elif defined(__gfx908__) || defined(__gfx90a__)
  global_rsrc_load_lds(base, tile, lid);
#else
  tile[lid] = base[lid];
  tile[WG + lid] = base[WG + lid];
#endif
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = (tile[lid] + tile[2 * WG - 1 - lid]) * scale;
}
