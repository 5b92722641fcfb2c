// Calls: a noinline device function called from a loop. LLVM's calling
// convention makes the callee start with a full wait, so loads issued before
// the call are complete when it returns; the caller keeps loads in flight
// across the loop otherwise.
#include "hip_mini.h"

__device__ __noinline__ float shade(const float *__restrict__ lut, float x,
                                    unsigned n) {
  unsigned i = (unsigned)(x * (float)(n - 1));
  i = i < n ? i : n - 1;
  return lut[i] * x + lut[(i + 1) % n];
}

__global__ void call_scale(const float *__restrict__ in, float *__restrict__ out,
                           const float *__restrict__ lut, unsigned n,
                           unsigned rounds) {
  unsigned i = block_x() * block_dim_x() + thread_x();
  float v = in[i];
  float bias = in[i + 1];
  for (unsigned r = 0; r < rounds; ++r)
    v = shade(lut, v, n) + bias;
  out[i] = v;
}
