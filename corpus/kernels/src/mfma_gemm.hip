// MFMA: a 16x16 output tile of C = A * B (fp16 in, fp32 accumulate) per
// wave. A and B tiles of 16x16 are staged in LDS each step of the K loop and
// fed to the matrix core: v_mfma_f32_16x16x16_f16 on gfx908/gfx90a/gfx942/
// gfx950 (64-lane waves; AGPR accumulators on gfx908), v_wmma_f32_16x16x16_f16
// on gfx11 and gfx1200 (32-lane waves; gfx12 holds 8 halves of A and B per
// lane), v_wmma_f32_16x16x32_f16 on gfx1250 (two K steps of 16 per
// instruction). gfx10 has no matrix core: each lane sums its 8 outputs' dot
// products with VALU FMAs from the same LDS tiles.
#include "hip_mini.h"

#define T 16

// One wave per workgroup: every lane index below is a lane of the one wave,
// and each wave computes its whole tile, so a second wave would write the same
// LDS elements as the first (wavebed `check --assume lds-cross-wave=all` found
// it when the bound was 64 on the 32-lane targets: docs/lds.md section 13).
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx942__) || defined(__gfx950__)
#define WAVE 64
#else
#define WAVE 32
#endif

extern "C" __global__ __launch_bounds__(WAVE) void
mfma_gemm(const half_t *__restrict__ a, const half_t *__restrict__ b,
          float *__restrict__ c, unsigned k_dim, unsigned n_dim) {
#if defined(__gfx1250__)
  __shared__ half_t ta2[2 * T * T], tb2[2 * T * T];
#else
  __shared__ half_t ta[T * T], tb[T * T];
#endif
  unsigned lane = thread_x();
  unsigned row0 = block_y() * T, col0 = block_x() * T;
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx942__) || defined(__gfx950__)
  float4v acc = {0, 0, 0, 0};
  for (unsigned k0 = 0; k0 < k_dim; k0 += T) {
    for (unsigned e = lane; e < T * T; e += 64) {
      ta[e] = a[(row0 + e / T) * k_dim + k0 + e % T];
      tb[e] = b[(k0 + e / T) * n_dim + col0 + e % T];
    }
    sync_threads();
    half4 av, bv;
    for (int j = 0; j < 4; ++j) {
      av[j] = ta[(lane % T) * T + (lane / T) * 4 + j];
      bv[j] = tb[((lane / T) * 4 + j) * T + lane % T];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(av, bv, acc, 0, 0, 0);
    sync_threads();
  }
  for (int j = 0; j < 4; ++j)
    c[(row0 + (lane / T) * 4 + j) * n_dim + col0 + lane % T] = acc[j];
#elif defined(__gfx1200__) || defined(__gfx1201__)
  float8v acc = {0, 0, 0, 0, 0, 0, 0, 0};
  for (unsigned k0 = 0; k0 < k_dim; k0 += T) {
    for (unsigned e = lane; e < T * T; e += 32) {
      ta[e] = a[(row0 + e / T) * k_dim + k0 + e % T];
      tb[e] = b[(k0 + e / T) * n_dim + col0 + e % T];
    }
    sync_threads();
    half8 av, bv;
    for (int j = 0; j < 8; ++j) {
      av[j] = ta[(lane % T) * T + (lane / T) * 8 + j];
      bv[j] = tb[((lane / T) * 8 + j) * T + lane % T];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(av, bv, acc);
    sync_threads();
  }
  for (int j = 0; j < 8; ++j)
    c[(row0 + (lane / T) * 8 + j) * n_dim + col0 + lane % T] = acc[j];
#elif defined(__gfx1250__)
  float8v acc = {0, 0, 0, 0, 0, 0, 0, 0};
  for (unsigned k0 = 0; k0 < k_dim; k0 += 2 * T) {
    for (unsigned e = lane; e < 2 * T * T; e += 32) {
      ta2[e] = a[(row0 + e / (2 * T)) * k_dim + k0 + e % (2 * T)];
      tb2[e] = b[(k0 + e / T) * n_dim + col0 + e % T];
    }
    sync_threads();
    half16 av, bv;
    for (int j = 0; j < 16; ++j) {
      av[j] = ta2[(lane % T) * 2 * T + (lane / T) * 16 + j];
      bv[j] = tb2[((lane / T) * 16 + j) * T + lane % T];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x32_f16(false, av, false, bv, (short)0, acc, false,
                                                 false);
    sync_threads();
  }
  for (int j = 0; j < 8; ++j)
    c[(row0 + (lane / T) * 8 + j) * n_dim + col0 + lane % T] = acc[j];
#elif defined(__GFX10__)
  float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (unsigned k0 = 0; k0 < k_dim; k0 += T) {
    for (unsigned e = lane; e < T * T; e += 32) {
      ta[e] = a[(row0 + e / T) * k_dim + k0 + e % T];
      tb[e] = b[(k0 + e / T) * n_dim + col0 + e % T];
    }
    sync_threads();
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < T; ++k)
        acc[j] += (float)ta[(2 * j + lane / T) * T + k] * (float)tb[k * T + lane % T];
    sync_threads();
  }
  for (int j = 0; j < 8; ++j)
    c[(row0 + 2 * j + lane / T) * n_dim + col0 + lane % T] = acc[j];
#else
  float8v acc = {0, 0, 0, 0, 0, 0, 0, 0};
  for (unsigned k0 = 0; k0 < k_dim; k0 += T) {
    for (unsigned e = lane; e < T * T; e += 32) {
      ta[e] = a[(row0 + e / T) * k_dim + k0 + e % T];
      tb[e] = b[(k0 + e / T) * n_dim + col0 + e % T];
    }
    sync_threads();
    half16 av, bv;
    for (int j = 0; j < 16; ++j) {
      av[j] = ta[(lane % T) * T + j];
      bv[j] = tb[j * T + lane % T];
    }
    acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(av, bv, acc);
    sync_threads();
  }
  for (int j = 0; j < 8; ++j)
    c[(row0 + 2 * j + lane / T) * n_dim + col0 + lane % T] = acc[j];
#endif
}
