// gfx1250 only: a load's address registers are advanced right after it
// issues (p += 64) while the load is in flight, so LLVM must insert
// `s_wait_xcnt` before overwriting them (docs/counters.md section 9).
__kernel void xcnt_reuse(__global int *a, int n) {
  __global int *p = a + get_global_id(0);
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    int v = *p;
    p += 64;
    acc += v;
    *p = acc;
  }
}
