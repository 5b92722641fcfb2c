// Generic pointers (FLAT): OpenCL C 2.0 pointers without an address space are
// generic. The kernel picks a local or a global source at run time, so the
// compiler cannot infer the address space and must use flat_load / flat_store.
kernel void generic_select(global float *restrict g, global float *restrict out,
                           int use_local, uint n) {
  local float staging[128];
  uint lid = get_local_id(0);
  staging[lid] = g[get_global_id(0)] * 2.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float *src = use_local ? (float *)staging : (float *)(g + get_group_id(0) * 128);
  float *dst = use_local > 1 ? (float *)staging : (float *)out;
  float acc = 0.0f;
  for (uint k = 0; k < n; ++k)
    acc += src[(lid + k) % 128];
  dst[lid] = acc;
}
