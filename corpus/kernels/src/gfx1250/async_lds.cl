// gfx1250 only: asynchronous copies global -> LDS and LDS -> global
// (`global_load_async_to_lds_b32`, `global_store_async_from_lds_b32`),
// drained by the programmer's `s_wait_asynccnt` (LLVM inserts none).
__kernel void async_lds(__global int *in, __global int *out) {
  __local int tile[256];
  unsigned l = get_local_id(0);
  size_t g = get_global_id(0);
  __builtin_amdgcn_global_load_async_to_lds_b32(in + g, tile + l, 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[l] += tile[255 - l];
  barrier(CLK_LOCAL_MEM_FENCE);
  __builtin_amdgcn_global_store_async_from_lds_b32(out + g, tile + l, 0, 0);
  __builtin_amdgcn_s_wait_asynccnt(0);
}
