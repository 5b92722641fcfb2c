func.func @t10_multi_use_static_static(%p: !fly.ptr<f32, shared>) -> f32 {
  %c = fly.make_int_tuple() : () -> !fly.int_tuple<64>
  %e = fly.make_int_tuple() : () -> !fly.int_tuple<32>
  %a = fly.add_offset(%p, %c) : (!fly.ptr<f32, shared>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared>
  %b = fly.add_offset(%a, %e) : (!fly.ptr<f32, shared>, !fly.int_tuple<32>) -> !fly.ptr<f32, shared>
  %v = fly.ptr.load(%a) : (!fly.ptr<f32, shared>) -> f32
  %w = fly.ptr.load(%b) : (!fly.ptr<f32, shared>) -> f32
  %s = arith.addf %v, %w : f32
  return %s : f32
}
