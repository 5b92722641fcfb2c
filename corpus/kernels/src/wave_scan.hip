// Cross-lane: an inclusive prefix sum across a wave with ds_bpermute (LDS
// hardware used as a crossbar, counted on lgkmcnt), a per-wave total in LDS,
// then a workgroup-wide offset. Kernel arguments arrive by scalar loads.
#include "hip_mini.h"

__global__ __launch_bounds__(256) void
wave_scan(const int *__restrict__ in, int *__restrict__ out, unsigned n) {
  __shared__ int wave_sums[8];
  unsigned tid = thread_x();
  unsigned gid = block_x() * 256 + tid;
  int v = gid < n ? in[gid] : 0;
  unsigned lane = lane_id();
  unsigned width = __builtin_amdgcn_wavefrontsize();
  for (unsigned d = 1; d < width; d <<= 1) {
    int up = __builtin_amdgcn_ds_bpermute((int)((lane - d) * 4), v);
    if (lane >= d)
      v += up;
  }
  unsigned wave = tid / width;
  if (lane == width - 1)
    wave_sums[wave] = v;
  sync_threads();
  int offset = 0;
  for (unsigned w = 0; w < wave; ++w)
    offset += wave_sums[w];
  if (gid < n)
    out[gid] = v + offset;
}
