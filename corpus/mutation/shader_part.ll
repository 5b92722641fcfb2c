; A graphics shader part that hands a loaded value to its epilog part
; (`; return to shader part epilog`, docs/paths.md section 10).
; `llc-22 -mtriple=amdgcn-amd-amdpal -mcpu=A shader_part.ll`.
define amdgpu_ps float @ps_part(ptr addrspace(1) inreg %p, i32 %i) {
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %q
  ret float %v
}
