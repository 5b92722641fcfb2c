func.func @stale(%p: !fly.ptr<f32, shared, align<16>>, %x: i32) -> f32 {
  %c1 = fly.make_int_tuple() : () -> !fly.int_tuple<1>
  %c3 = fly.make_int_tuple() : () -> !fly.int_tuple<3>
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?{div=4}>
  %a = fly.add_offset(%p, %c1) : (!fly.ptr<f32, shared, align<16>>, !fly.int_tuple<1>) -> !fly.ptr<f32, shared>
  %b = fly.add_offset(%a, %c3) : (!fly.ptr<f32, shared>, !fly.int_tuple<3>) -> !fly.ptr<f32, shared>
  %v = fly.ptr.load(%b) : (!fly.ptr<f32, shared>) -> f32
  %e = fly.add_offset(%b, %d) : (!fly.ptr<f32, shared>, !fly.int_tuple<?{div=4}>) -> !fly.ptr<f32, shared>
  %w = fly.ptr.load(%e) : (!fly.ptr<f32, shared>) -> f32
  %s = arith.addf %v, %w : f32
  return %s : f32
}
