// LDS tiling: a 16x16 tile transpose through local memory. Each work-item
// loads one element from global memory into the tile, the workgroup meets at
// a barrier, and each work-item writes the transposed element back. The tile
// row is padded by one element to avoid LDS bank conflicts.
#define TILE 16

kernel void lds_transpose(global const float *restrict in,
                          global float *restrict out, uint width,
                          uint height) {
  local float tile[TILE][TILE + 1];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint gx = get_group_id(0) * TILE + lx;
  uint gy = get_group_id(1) * TILE + ly;
  if (gx < width && gy < height)
    tile[ly][lx] = in[gy * width + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint tx = get_group_id(1) * TILE + lx;
  uint ty = get_group_id(0) * TILE + ly;
  if (tx < height && ty < width)
    out[ty * height + tx] = tile[lx][ly];
}
