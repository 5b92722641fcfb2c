// gfx1250 only: a 16x16 LDS-tiled matrix multiply (C = A * B, row-major):
// each K step loads one tile of A and of B into LDS, meets at a barrier,
// accumulates 16 products from LDS, and meets again before the next tiles
// overwrite them.
#define T 16

kernel void matmul_tile(global const float *restrict a,
                        global const float *restrict b,
                        global float *restrict c, uint n) {
  local float ta[T][T + 1];
  local float tb[T][T + 1];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint col = get_group_id(0) * T + lx;
  uint row = get_group_id(1) * T + ly;
  float acc = 0.0f;
  for (uint k0 = 0; k0 < n; k0 += T) {
    ta[ly][lx] = (row < n && k0 + lx < n) ? a[row * n + k0 + lx] : 0.0f;
    tb[ly][lx] = (col < n && k0 + ly < n) ? b[(k0 + ly) * n + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < T; ++k)
      acc += ta[ly][k] * tb[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}
