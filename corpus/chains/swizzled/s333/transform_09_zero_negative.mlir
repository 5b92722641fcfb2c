// Swizzled variant of corpus/chains/transform/09_zero_negative.mlir: every shared and global pointer
// type carries S<3,3,3> (docs/offsets.md section 6; corpus/chains/README.md).
func.func @t09_zero_negative(%p: !fly.ptr<f32, shared, S<3,3,3>>, %x: i32) -> f32 {
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<0>
  %e = fly.make_int_tuple() : () -> !fly.int_tuple<-32>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, shared, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared, S<3,3,3>>
  %b = fly.add_offset(%a, %c) : (!fly.ptr<f32, shared, S<3,3,3>>, !fly.int_tuple<0>) -> !fly.ptr<f32, shared, S<3,3,3>>
  %f = fly.add_offset(%b, %e) : (!fly.ptr<f32, shared, S<3,3,3>>, !fly.int_tuple<-32>) -> !fly.ptr<f32, shared, S<3,3,3>>
  %v = fly.ptr.load(%f) : (!fly.ptr<f32, shared, S<3,3,3>>) -> f32
  return %v : f32
}
