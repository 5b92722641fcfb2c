// Two small HIP kernels for the container fixtures (scripts/make-containers.sh):
// built for gfx942 and gfx950 into a host shared library, once with plain and
// once with compressed offload bundles. No ROCm headers: the declarations the
// host side of a kernel launch needs are below.
#define __global__ __attribute__((global))
typedef struct { unsigned x, y, z; } dim3;
typedef struct ihipStream_t *hipStream_t;
extern "C" int hipLaunchKernel(const void *f, dim3 g, dim3 b, void **args, unsigned long shm, hipStream_t s);
extern "C" int __hipPushCallConfiguration(dim3 g, dim3 b, unsigned long shm, hipStream_t s);
extern "C" int __hipPopCallConfiguration(dim3 *g, dim3 *b, unsigned long *shm, hipStream_t *s);

extern "C" __global__ void add_one(float *p) { p[__builtin_amdgcn_workitem_id_x()] += 1.0f; }
extern "C" __global__ void scale(float *p, float s) { p[__builtin_amdgcn_workitem_id_x()] *= s; }
