// Many loads in flight: an unrolled grid-stride SAXPY that keeps 8 vector
// loads of x and y outstanding before the first use, so the compiler emits
// partial vmcnt waits (vmcnt(N) with N > 0) instead of draining.
#include "hip_mini.h"

__global__ void saxpy_unroll(const float *__restrict__ x, float *__restrict__ y,
                             float a, unsigned n) {
  unsigned i = (block_x() * block_dim_x() + thread_x()) * 8;
  if (i + 8 <= n) {
    float xv[8], yv[8];
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      xv[j] = x[i + j];
      yv[j] = y[i + j];
    }
#pragma unroll
    for (int j = 0; j < 8; ++j)
      y[i + j] = a * xv[j] + yv[j];
  } else {
    for (; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}
