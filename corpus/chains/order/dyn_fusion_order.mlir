module {
  func.func @chain(%arg0: !fly.ptr<bf16, generic>, %arg1: i32, %arg2: !fly.ptr<i8, register>, %arg3: i32, %arg4: i32) {
    %0 = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?{div=16}>
    %1 = fly.add_offset(%arg0, %0) : (!fly.ptr<bf16, generic>, !fly.int_tuple<?{div=16}>) -> !fly.ptr<bf16, generic>
    %2 = fly.add_offset(%1, %0) : (!fly.ptr<bf16, generic>, !fly.int_tuple<?{div=16}>) -> !fly.ptr<bf16, generic>
    %3 = fly.make_int_tuple(%arg3) : (i32) -> !fly.int_tuple<?>
    %4 = fly.add_offset(%2, %3) : (!fly.ptr<bf16, generic>, !fly.int_tuple<?>) -> !fly.ptr<bf16, generic>
    %5 = fly.ptr.load(%4) : (!fly.ptr<bf16, generic>) -> bf16
    return
  }
}
