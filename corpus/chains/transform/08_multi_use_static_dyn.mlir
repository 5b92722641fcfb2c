func.func @t08_multi_use_static(%p: !fly.ptr<f32, shared>, %x: i32) -> f32 {
  %d = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %a = fly.add_offset(%p, %c) : (!fly.ptr<f32, shared>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared>
  %b = fly.add_offset(%a, %d) : (!fly.ptr<f32, shared>, !fly.int_tuple<?>) -> !fly.ptr<f32, shared>
  %v = fly.ptr.load(%a) : (!fly.ptr<f32, shared>) -> f32
  %w = fly.ptr.load(%b) : (!fly.ptr<f32, shared>) -> f32
  %s = arith.addf %v, %w : f32
  return %s : f32
}
