func.func @t04_dyn_dyn(%p: !fly.ptr<f32, shared>, %x: i32, %y: i32) -> f32 {
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %e = fly.make_int_tuple(%y) : (i32) -> !fly.int_tuple<?>
  %a = fly.add_offset(%p, %d) : (!fly.ptr<f32, shared>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
  %b = fly.add_offset(%a, %e) : (!fly.ptr<f32, shared>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
  %v = fly.ptr.load(%b) : (!fly.ptr<f32, shared>) -> f32
  return %v : f32
}
