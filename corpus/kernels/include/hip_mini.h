// The few HIP declarations the corpus kernels need, for clang -x hip
// --cuda-device-only -nogpulib -nogpuinc (no ROCm headers). Attribute
// spellings are clang's CUDA/HIP attributes; thread and block indices come
// from the __builtin_amdgcn_* intrinsics the HIP headers also use.
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __host__ __attribute__((host))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))

typedef _Float16 half_t;
typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float8v __attribute__((ext_vector_type(8)));

static __device__ inline unsigned thread_x() { return __builtin_amdgcn_workitem_id_x(); }
static __device__ inline unsigned block_x() { return __builtin_amdgcn_workgroup_id_x(); }
static __device__ inline unsigned block_y() { return __builtin_amdgcn_workgroup_id_y(); }

// Workgroup size in x from the HSA dispatch packet (u16 at byte offset 4).
static __device__ inline unsigned block_dim_x() {
  const unsigned short *p =
      (const unsigned short *)__builtin_amdgcn_dispatch_ptr();
  return p[2];
}

// __syncthreads(): release, s_barrier, acquire at workgroup scope.
static __device__ inline void sync_threads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

static __device__ inline unsigned lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
