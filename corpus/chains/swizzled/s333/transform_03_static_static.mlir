// Swizzled variant of corpus/chains/transform/03_static_static.mlir: every shared and global pointer
// type carries S<3,3,3> (docs/offsets.md section 6; corpus/chains/README.md).
func.func @t03_static_static(%p: !fly.ptr<f32, shared, S<3,3,3>>) -> f32 {
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %e = fly.make_int_tuple() : () -> !fly.int_tuple<32>
  %a = fly.add_offset(%p, %c) : (!fly.ptr<f32, shared, S<3,3,3>>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared, S<3,3,3>>
  %b = fly.add_offset(%a, %e) : (!fly.ptr<f32, shared, S<3,3,3>>, !fly.int_tuple<32>) -> !fly.ptr<f32, shared, S<3,3,3>>
  %v = fly.ptr.load(%b) : (!fly.ptr<f32, shared, S<3,3,3>>) -> f32
  return %v : f32
}
