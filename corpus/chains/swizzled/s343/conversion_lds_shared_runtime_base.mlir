// Swizzled variant of corpus/chains/conversion/lds_shared_runtime_base.mlir: every shared and global pointer
// type carries S<3,4,3> (docs/offsets.md section 6; corpus/chains/README.md).
// LDS: one runtime GEP shared by two constant tails (FlyDSL
// tests/mlir/Conversion/nested_add_offset.mlir, first case, as func.func).
// Lowering: one runtime base, two immediates, no runtime+constant add.
func.func @lds_shared_runtime_base(%x: i32) -> bf16 {
  %smem = fly.make_ptr() {dictAttrs = {allocBytes = 4096 : i64, allocAlign = 128 : i64}} : () -> !fly.ptr<bf16, shared, S<3,4,3>>
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %c1 = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %c2 = fly.make_int_tuple() : () -> !fly.int_tuple<128>
  %p0 = fly.add_offset(%smem, %d) : (!fly.ptr<bf16, shared, S<3,4,3>>, !fly.int_tuple<?>) -> !fly.ptr<bf16, shared, S<3,4,3>>
  %pa = fly.add_offset(%p0, %c1) : (!fly.ptr<bf16, shared, S<3,4,3>>, !fly.int_tuple<64>) -> !fly.ptr<bf16, shared, S<3,4,3>>
  %pb = fly.add_offset(%p0, %c2) : (!fly.ptr<bf16, shared, S<3,4,3>>, !fly.int_tuple<128>) -> !fly.ptr<bf16, shared, S<3,4,3>>
  %a = fly.ptr.load(%pa) : (!fly.ptr<bf16, shared, S<3,4,3>>) -> bf16
  %b = fly.ptr.load(%pb) : (!fly.ptr<bf16, shared, S<3,4,3>>) -> bf16
  %s = arith.addf %a, %b : bf16
  return %s : bf16
}
