// Swizzled variant of corpus/chains/order/blocked_swap_stays_blocked.mlir: every shared and global pointer
// type carries S<3,3,3> (docs/offsets.md section 6; corpus/chains/README.md).
module {
  func.func @chain(%arg0: i32, %arg1: !fly.ptr<bf16, #fly_rocdl.buffer_desc, align<32>>, %arg2: i32, %arg3: !fly.ptr<f32, generic, align<8>>, %arg4: i32, %arg5: i32, %arg6: !fly.ptr<i8, global, align<2>, S<3,3,3>>) {
    %0 = fly.make_int_tuple() : () -> !fly.int_tuple<4608>
    %1 = fly.add_offset(%arg6, %0) : (!fly.ptr<i8, global, align<2>, S<3,3,3>>, !fly.int_tuple<4608>) -> !fly.ptr<i8, global, align<2>, S<3,3,3>>
    %2 = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?>
    %3 = fly.add_offset(%1, %2) : (!fly.ptr<i8, global, align<2>, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<i8, global, S<3,3,3>>
    %4 = fly.ptr.load(%3) : (!fly.ptr<i8, global, S<3,3,3>>) -> i8
    %5 = fly.ptr.load(%arg6) : (!fly.ptr<i8, global, align<2>, S<3,3,3>>) -> i8
    fly.ptr.store(%5, %3) : (i8, !fly.ptr<i8, global, S<3,3,3>>) -> ()
    %6 = fly.make_int_tuple() : () -> !fly.int_tuple<-25>
    %7 = fly.add_offset(%3, %6) : (!fly.ptr<i8, global, S<3,3,3>>, !fly.int_tuple<-25>) -> !fly.ptr<i8, global, S<3,3,3>>
    %8 = fly.make_int_tuple(%arg4) : (i32) -> !fly.int_tuple<?>
    %9 = fly.add_offset(%7, %8) : (!fly.ptr<i8, global, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<i8, global, S<3,3,3>>
    %10 = fly.make_int_tuple() : () -> !fly.int_tuple<-31>
    %11 = fly.add_offset(%1, %10) : (!fly.ptr<i8, global, align<2>, S<3,3,3>>, !fly.int_tuple<-31>) -> !fly.ptr<i8, global, S<3,3,3>>
    %12 = fly.add_offset(%11, %8) : (!fly.ptr<i8, global, S<3,3,3>>, !fly.int_tuple<?>) -> !fly.ptr<i8, global, S<3,3,3>>
    %13 = fly.make_int_tuple(%arg0) : (i32) -> !fly.int_tuple<?{div=16}>
    %14 = fly.add_offset(%12, %13) : (!fly.ptr<i8, global, S<3,3,3>>, !fly.int_tuple<?{div=16}>) -> !fly.ptr<i8, global, S<3,3,3>>
    %15 = fly.make_int_tuple(%arg5) : (i32) -> !fly.int_tuple<?{div=16}>
    %16 = fly.add_offset(%14, %15) : (!fly.ptr<i8, global, S<3,3,3>>, !fly.int_tuple<?{div=16}>) -> !fly.ptr<i8, global, S<3,3,3>>
    fly.ptr.store(%4, %16) : (i8, !fly.ptr<i8, global, S<3,3,3>>) -> ()
    %17 = fly.ptr.load(%9) : (!fly.ptr<i8, global, S<3,3,3>>) -> i8
    return
  }
}
