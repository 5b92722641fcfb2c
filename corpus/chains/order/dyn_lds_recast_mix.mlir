module {
  func.func @chain(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: !fly.ptr<f16, shared, align<16>>, %arg5: !fly.ptr<f32, generic>) {
    %0 = fly.get_dyn_shared() : !fly.ptr<i8, shared, align<1024>>
    %1 = fly.make_int_tuple() : () -> !fly.int_tuple<-2147483628>
    %2 = fly.add_offset(%0, %1) : (!fly.ptr<i8, shared, align<1024>>, !fly.int_tuple<-2147483628>) -> !fly.ptr<i8, shared, align<4>>
    %3 = fly.make_int_tuple(%arg2) : (i32) -> !fly.int_tuple<?{div=2}>
    %4 = fly.add_offset(%2, %3) : (!fly.ptr<i8, shared, align<4>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<i8, shared, align<2>>
    %5 = fly.make_int_tuple() : () -> !fly.int_tuple<-1205900752>
    %6 = fly.add_offset(%2, %5) : (!fly.ptr<i8, shared, align<4>>, !fly.int_tuple<-1205900752>) -> !fly.ptr<i8, shared, align<4>>
    %7 = fly.make_int_tuple() : () -> !fly.int_tuple<2147483622>
    %8 = fly.add_offset(%6, %7) : (!fly.ptr<i8, shared, align<4>>, !fly.int_tuple<2147483622>) -> !fly.ptr<i8, shared, align<2>>
    %9 = fly.recast_iter(%8) : (!fly.ptr<i8, shared, align<2>>) -> !fly.ptr<f16, shared>
    %10 = fly.make_int_tuple(%arg2) : (i32) -> !fly.int_tuple<?{div=8}>
    %11 = fly.add_offset(%9, %10) : (!fly.ptr<f16, shared>, !fly.int_tuple<?{div=8}>) -> !fly.ptr<f16, shared>
    %12 = fly.make_int_tuple() : () -> !fly.int_tuple<21>
    %13 = fly.add_offset(%9, %12) : (!fly.ptr<f16, shared>, !fly.int_tuple<21>) -> !fly.ptr<f16, shared>
    %14 = fly.make_int_tuple(%arg1) : (i32) -> !fly.int_tuple<?{div=2}>
    %15 = fly.add_offset(%4, %14) : (!fly.ptr<i8, shared, align<2>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<i8, shared, align<2>>
    %16 = fly.ptr.load(%15) : (!fly.ptr<i8, shared, align<2>>) -> i8
    %17 = fly.add_offset(%15, %14) : (!fly.ptr<i8, shared, align<2>>, !fly.int_tuple<?{div=2}>) -> !fly.ptr<i8, shared, align<2>>
    %18 = fly.add_offset(%17, %7) : (!fly.ptr<i8, shared, align<2>>, !fly.int_tuple<2147483622>) -> !fly.ptr<i8, shared, align<2>>
    %19 = fly.make_int_tuple(%arg3) : (i32) -> !fly.int_tuple<?{div=4}>
    %20 = fly.add_offset(%arg5, %19) : (!fly.ptr<f32, generic>, !fly.int_tuple<?{div=4}>) -> !fly.ptr<f32, generic>
    %21 = fly.make_int_tuple() : () -> !fly.int_tuple<-332038947>
    %22 = fly.add_offset(%20, %21) : (!fly.ptr<f32, generic>, !fly.int_tuple<-332038947>) -> !fly.ptr<f32, generic>
    %23 = fly.ptr.load(%11) : (!fly.ptr<f16, shared>) -> f16
    %24 = fly.ptr.load(%13) : (!fly.ptr<f16, shared>) -> f16
    fly.ptr.store(%16, %18) : (i8, !fly.ptr<i8, shared, align<2>>) -> ()
    %25 = fly.ptr.load(%22) : (!fly.ptr<f32, generic>) -> f32
    return
  }
}
