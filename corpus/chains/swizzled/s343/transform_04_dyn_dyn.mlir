// Swizzled variant of corpus/chains/transform/04_dyn_dyn.mlir: every shared and global pointer
// type carries S<3,4,3> (docs/offsets.md section 6; corpus/chains/README.md).
func.func @t04_dyn_dyn(%p: !fly.ptr<f32, shared, S<3,4,3>>, %x: i32, %y: i32) -> f32 {
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %e = fly.make_int_tuple(%y) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, shared, S<3,4,3>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared, S<3,4,3>>
  %b = fly.add_offset(%a, %e) : (!fly.ptr<f32, shared, S<3,4,3>>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared, S<3,4,3>>
  %v = fly.ptr.load(%b) : (!fly.ptr<f32, shared, S<3,4,3>>) -> f32
  return %v : f32
}
