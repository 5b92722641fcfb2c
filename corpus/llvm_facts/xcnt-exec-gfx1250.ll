; Minimized from Triton 3.9 reduce_sum (corpus/kernels/src/gfx1250/triton_kernels.py) for
; docs/llvm-peer.md section 11: a grid-stride loop with two masked loads. Triton 3.9's
; bundled LLVM (revision 6bc4aaf6641c56ee104f6200c96a6a571bc77052) compiles it to
; xcnt-exec-gfx1250.triton.s (no s_wait_xcnt before the EXEC restore at %j1 after the
; second masked load); llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 compiles it
; to xcnt-exec-gfx1250.llc22.s, which has it. Checked by tests/it/triton_gfx1250.rs.
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n, i32 %step) "amdgpu-flat-work-group-size"="1,128" {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %j1 ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %j1 ]
  %idx0 = add i32 %i, %tid
  %c0 = icmp slt i32 %idx0, %n
  br i1 %c0, label %ld0, label %j0
ld0:
  %p0 = getelementptr float, ptr addrspace(1) %in, i32 %idx0
  %x0 = load float, ptr addrspace(1) %p0
  br label %j0
j0:
  %v0 = phi float [ 0.0, %loop ], [ %x0, %ld0 ]
  %idx1 = add i32 %idx0, 128
  %c1 = icmp slt i32 %idx1, %n
  br i1 %c1, label %ld1, label %j1
ld1:
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 %idx1
  %x1 = load float, ptr addrspace(1) %p1
  br label %j1
j1:
  %v1 = phi float [ 0.0, %j0 ], [ %x1, %ld1 ]
  %s = fadd float %v0, %v1
  %acc2 = fadd float %acc, %s
  %inext = add i32 %i, %step
  %more = icmp slt i32 %inext, %n
  br i1 %more, label %loop, label %exit
exit:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %acc2, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
