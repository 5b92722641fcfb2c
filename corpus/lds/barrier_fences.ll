; llc-22 input for model/tests/it/lds_llvm.rs (docs/lds.md section 1): an LDS
; write or a direct-to-LDS load before llvm.amdgcn.s.barrier, with and without the
; workgroup release/acquire fences __syncthreads() carries.
@tile = internal addrspace(3) global [256 x float] poison, align 16
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @plain_barrier(ptr addrspace(1) %out, float %v) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(3) @tile, i32 %t
  store float %v, ptr addrspace(3) %p
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %t, 63
  %q = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %r = load float, ptr addrspace(3) %q
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @fenced_barrier(ptr addrspace(1) %out, float %v) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(3) @tile, i32 %t
  store float %v, ptr addrspace(3) %p
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %x = xor i32 %t, 63
  %q = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %r = load float, ptr addrspace(3) %q
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @dma_fenced_barrier(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr float, ptr addrspace(1) %in, i32 %t
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %x = xor i32 %t, 63
  %q = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %r = load float, ptr addrspace(3) %q
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @dma_plain_barrier(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr float, ptr addrspace(1) %in, i32 %t
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %t, 63
  %q = getelementptr float, ptr addrspace(3) @tile, i32 %x
  %r = load float, ptr addrspace(3) %q
  %o = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %r, ptr addrspace(1) %o
  ret void
}
