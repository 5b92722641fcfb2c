// Loops: a 1D stencil with a runtime radius (inner loop of global loads) inside
// a loop over time steps that ping-pongs between two buffers with a barrier
// between steps.
kernel void stencil(global float *restrict a, global float *restrict b,
                    global const float *restrict w, int radius, int steps,
                    int n) {
  int i = get_global_id(0);
  for (int t = 0; t < steps; ++t) {
    global float *src = (t & 1) ? b : a;
    global float *dst = (t & 1) ? a : b;
    float acc = 0.0f;
    for (int r = -radius; r <= radius; ++r) {
      int j = i + r < 0 ? 0 : (i + r >= n ? n - 1 : i + r);
      acc += w[r + radius] * src[j];
    }
    if (i < n)
      dst[i] = acc;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
