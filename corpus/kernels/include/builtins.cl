// Work-item and synchronisation builtins for OpenCL C kernels compiled with
// clang -nogpulib (no ROCm device library). clang's default OpenCL header
// declares these functions; with -nogpulib nothing defines them, so each
// kernel would call an external symbol. This file defines them with
// __builtin_amdgcn_* intrinsics and is linked into every kernel as builtin
// bitcode (-Xclang -mlink-builtin-bitcode), which inlines them.
//
// Only dimension 0..2 and the functions the corpus kernels use are provided.

#define OVLD __attribute__((overloadable))

OVLD size_t get_local_id(uint dim) {
  switch (dim) {
  case 0: return __builtin_amdgcn_workitem_id_x();
  case 1: return __builtin_amdgcn_workitem_id_y();
  case 2: return __builtin_amdgcn_workitem_id_z();
  default: return 0;
  }
}

OVLD size_t get_group_id(uint dim) {
  switch (dim) {
  case 0: return __builtin_amdgcn_workgroup_id_x();
  case 1: return __builtin_amdgcn_workgroup_id_y();
  case 2: return __builtin_amdgcn_workgroup_id_z();
  default: return 0;
  }
}

// The HSA kernel dispatch packet holds workgroup_size_{x,y,z} as u16 at byte
// offsets 4, 6, 8 and grid_size_{x,y,z} as u32 at 12, 16, 20 (HSA runtime
// specification, hsa_kernel_dispatch_packet_t).
OVLD size_t get_local_size(uint dim) {
  if (dim > 2)
    return 1;
  __constant ushort *p = (__constant ushort *)__builtin_amdgcn_dispatch_ptr();
  return p[2 + dim];
}

OVLD size_t get_global_size(uint dim) {
  if (dim > 2)
    return 1;
  __constant uint *p = (__constant uint *)__builtin_amdgcn_dispatch_ptr();
  return p[3 + dim];
}

OVLD size_t get_num_groups(uint dim) {
  size_t l = get_local_size(dim);
  return (get_global_size(dim) + l - 1) / l;
}

OVLD size_t get_global_id(uint dim) {
  return get_group_id(dim) * get_local_size(dim) + get_local_id(dim);
}

// A workgroup barrier with the memory ordering OpenCL requires: release the
// work-item's writes, meet at s_barrier, acquire the others' writes.
OVLD void barrier(cl_mem_fence_flags flags) {
  (void)flags;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

OVLD void work_group_barrier(cl_mem_fence_flags flags) { barrier(flags); }
