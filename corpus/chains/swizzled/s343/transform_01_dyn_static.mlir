// Swizzled variant of corpus/chains/transform/01_dyn_static.mlir: every shared and global pointer
// type carries S<3,4,3> (docs/offsets.md section 6; corpus/chains/README.md).
func.func @t01_dyn_static(%p: !fly.ptr<f32, shared, S<3,4,3>>, %x: i32) -> f32 {
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, shared, S<3,4,3>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared, S<3,4,3>>
  %b = fly.add_offset(%a, %c) : (!fly.ptr<f32, shared, S<3,4,3>>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared, S<3,4,3>>
  %v = fly.ptr.load(%b) : (!fly.ptr<f32, shared, S<3,4,3>>) -> f32
  return %v : f32
}
