// Atomics: a 64-bin histogram privatised in LDS (LDS atomics), merged into
// the global histogram with non-returning global atomics; a global
// returning atomic hands each workgroup a ticket, and the last workgroup to
// finish (its ticket equals the group count minus one) records the total.
#define BINS 64

kernel void histogram(global const uchar *restrict data, uint n,
                      volatile global uint *restrict hist,
                      volatile global uint *restrict ticket,
                      global uint *restrict last_group) {
  local uint bins[BINS];
  uint lid = get_local_id(0);
  if (lid < BINS)
    bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    __opencl_atomic_fetch_add((volatile local atomic_uint *)&bins[data[i] % BINS], 1u,
                              memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < BINS)
    __opencl_atomic_fetch_add((volatile global atomic_uint *)&hist[lid], bins[lid],
                              memory_order_relaxed, memory_scope_device);
  if (lid == 0) {
    uint t = __opencl_atomic_fetch_add((volatile global atomic_uint *)ticket, 1u,
                                       memory_order_acq_rel, memory_scope_device);
    if (t == get_num_groups(0) - 1)
      *last_group = get_group_id(0) + t * 0x10000u;
  }
}
