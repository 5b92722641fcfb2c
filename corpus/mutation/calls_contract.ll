; The calling convention as LLVM 22 emits it (docs/paths.md section 10): a callee that
; returns a load, one that returns after a store, a tail call, a call with a loaded
; argument. `llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=A calls_contract.ll`.
declare float @ext(float)
define float @ret_load(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  ret float %v
}
define void @store_ret(ptr addrspace(1) %p, float %x) {
  store float %x, ptr addrspace(1) %p
  ret void
}
define float @tail(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %r = tail call float @ext(float %v)
  ret float %r
}
define float @call_arg(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %r = call float @ext(float %v)
  %s = fadd float %r, 1.0
  ret float %s
}
