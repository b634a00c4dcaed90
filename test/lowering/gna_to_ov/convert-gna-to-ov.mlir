// RUN: ov-opt %s --split-input-file -p convert-gna-to-ov | filecheck %s

// Every gna op becomes the opset ops that compute the same; no gna op is left.

// CHECK-LABEL: func.func @conv_pool
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<1x8x10x4xf32>, tensor<4xi64>) -> tensor<1x4x8x10xf32>
// CHECK:         %[[W:.*]] = ov.Transpose.v1 %w, %{{.*}} : (tensor<8x3x3x4xf32>, tensor<4xi64>) -> tensor<8x4x3x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[T]], %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>}
// CHECK:         %[[B:.*]] = ov.Reshape.v1 %b, %{{.*}} {special_zero = false} : (tensor<8xf32>, tensor<4xi64>) -> tensor<1x8x1x1xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[C]], %[[B]]
// CHECK:         %[[L:.*]] = ov.Transpose.v1 %[[A]], %{{.*}} : (tensor<1x8x8x10xf32>, tensor<4xi64>) -> tensor<1x8x10x8xf32>
// CHECK:         %[[F:.*]] = ov.Transpose.v1 %[[L]], %{{.*}} : (tensor<1x8x10x8xf32>, tensor<4xi64>) -> tensor<1x8x8x10xf32>
// CHECK-NEXT:    %[[P:.*]], %{{.*}} = ov.MaxPool.v8 %[[F]] {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[P]], %{{.*}} : (tensor<1x8x4x5xf32>, tensor<4xi64>) -> tensor<1x4x5x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
// CHECK-NOT:     gna.
func.func @conv_pool(%x: tensor<1x8x10x4xf32>) -> tensor<1x4x5x8xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x3x4xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32>
  %g = gna.layout_cast %x : tensor<1x8x10x4xf32> to !gna.tensor<1x8x10x4xf32, NHWC>
  %c = gna.convolution %g, %w, %b {strides = array<i64: 1, 1>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>, dilations = array<i64: 1, 1>} : (!gna.tensor<1x8x10x4xf32, NHWC>, tensor<8x3x3x4xf32>, tensor<8xf32>) -> !gna.tensor<1x8x10x8xf32, NHWC>
  %m = gna.max_pool %c {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (!gna.tensor<1x8x10x8xf32, NHWC>) -> !gna.tensor<1x4x5x8xf32, NHWC>
  %y = gna.layout_cast %m : !gna.tensor<1x4x5x8xf32, NHWC> to tensor<1x4x5x8xf32>
  func.return %y : tensor<1x4x5x8xf32>
}

// -----

// A cast that changes the shape is a Reshape; identity vanishes; the PWL picks its segment
// by comparing with the inner knots and gathers slope and intercept.

// CHECK-LABEL: func.func @affine_pwl
// CHECK:         %[[G:.*]] = ov.Reshape.v1 %x, %{{.*}} {special_zero = false} : (tensor<1x16xf32>, tensor<2xi64>) -> tensor<16x1xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %w, %[[G]] : (tensor<8x16xf32>, tensor<16x1xf32>) -> tensor<8x1xf32>
// CHECK:         %[[BIAS:.*]] = ov.Reshape.v1 %b, %{{.*}} {special_zero = false} : (tensor<8xf32>, tensor<2xi64>) -> tensor<8x1xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[M]], %[[BIAS]]
// CHECK-NEXT:    %[[D:.*]] = ov.Multiply.v1 %[[A]], %s
// CHECK-NEXT:    %[[D1:.*]] = ov.Add.v1 %[[D]], %z
// CHECK-NEXT:    %[[E:.*]] = ov.Subtract.v1 %[[A]], %[[D1]]
// CHECK:         %[[U:.*]] = ov.Unsqueeze.v0 %[[E]], %{{.*}} : (tensor<8x1xf32>, tensor<1xi64>) -> tensor<8x1x1xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<0.000000e+00> : tensor<1xf32>
// CHECK-NEXT:    %[[GE:.*]] = ov.GreaterEqual.v1 %[[U]], %[[K]]
// CHECK-NEXT:    %[[I:.*]] = ov.Convert.v0 %[[GE]] {destination_type = i32}
// CHECK:         %[[SEG:.*]] = ov.ReduceSum.v1 %[[I]], %{{.*}} : (tensor<8x1x1xi32>, tensor<1xi64>) -> tensor<8x1xi32>
// CHECK:         %[[SL:.*]] = ov.Constant.v0 dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[MS:.*]] = ov.Gather.v8 %[[SL]], %[[SEG]], %{{.*}}
// CHECK:         %[[BS:.*]] = ov.Gather.v8 %{{.*}}, %[[SEG]], %{{.*}}
// CHECK-NEXT:    %[[XM:.*]] = ov.Multiply.v1 %[[E]], %[[MS]]
// CHECK-NEXT:    %[[R:.*]] = ov.Add.v1 %[[XM]], %[[BS]]
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[R]], %{{.*}} {special_zero = false} : (tensor<8x1xf32>, tensor<2xi64>) -> tensor<1x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @affine_pwl(%x: tensor<1x16xf32>) -> tensor<1x8xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x16xf32>
  %b = ov.Constant.v0 dense<0.5> : tensor<8xf32>
  %s = ov.Constant.v0 dense<2.0> : tensor<8x1xf32>
  %z = ov.Constant.v0 dense<0.0> : tensor<f32>
  %g = gna.layout_cast %x : tensor<1x16xf32> to !gna.tensor<16x1xf32, CN>
  %a = gna.affine %g, %w, %b : (!gna.tensor<16x1xf32, CN>, tensor<8x16xf32>, tensor<8xf32>) -> !gna.tensor<8x1xf32, CN>
  %d = gna.diagonal %a, %s, %z : (!gna.tensor<8x1xf32, CN>, tensor<8x1xf32>, tensor<f32>) -> !gna.tensor<8x1xf32, CN>
  %e = gna.eltwise %a, %d {operation = "sub"} : (!gna.tensor<8x1xf32, CN>, !gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %e {slopes = array<f32: 0.0, 1.0>, intercepts = array<f32: 0.0, 0.0>, knots = array<f32: -1.0, 0.0, 1.0>, approximates = "relu"} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %i = gna.identity %p : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %y = gna.layout_cast %i : !gna.tensor<8x1xf32, CN> to tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// Split, crop and concat are VariadicSplit, Slice and Concat (a crop's stops are its offsets plus
// its sizes: 8 + 24); copy and same-shape casts vanish.

// CHECK-LABEL: func.func @memory
// CHECK:         %[[P0:.*]], %[[P1:.*]] = ov.VariadicSplit.v1 %x, %{{.*}}, %{{.*}} : (tensor<2x48xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<2x32xf32>, tensor<2x16xf32>)
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<[0, 8]> : tensor<2xi64>
// CHECK-NEXT:    %[[E:.*]] = ov.Constant.v0 dense<[2, 32]> : tensor<2xi64>
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Slice.v8 %[[P0]], %[[B]], %[[E]], %[[S]]
// CHECK-NEXT:    %[[J:.*]] = ov.Concat.v0 %[[C]], %[[P1]] {axis = 1 : i64}
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[J]], %{{.*}} : (tensor<2x40xf32>, tensor<2xi64>) -> tensor<40x2xf32>
// CHECK-NEXT:    func.return %[[T]]
func.func @memory(%x: tensor<2x48xf32>) -> tensor<40x2xf32> {
  %g = gna.layout_cast %x : tensor<2x48xf32> to !gna.tensor<2x48xf32, NC>
  %p:2 = gna.split %g {axis = 1 : i64, sizes = array<i64: 32, 16>} : (!gna.tensor<2x48xf32, NC>) -> (!gna.tensor<2x32xf32, NC>, !gna.tensor<2x16xf32, NC>)
  %c = gna.crop %p#0 {offsets = array<i64: 0, 8>, sizes = array<i64: 2, 24>} : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<2x24xf32, NC>
  %k = gna.copy %c : (!gna.tensor<2x24xf32, NC>) -> !gna.tensor<2x24xf32, NC>
  %j = gna.concat %k, %p#1 {axis = 1 : i64} : (!gna.tensor<2x24xf32, NC>, !gna.tensor<2x16xf32, NC>) -> !gna.tensor<2x40xf32, NC>
  %t = gna.transpose %j : (!gna.tensor<2x40xf32, NC>) -> !gna.tensor<40x2xf32, CN>
  %y = gna.layout_cast %t : !gna.tensor<40x2xf32, CN> to tensor<40x2xf32>
  func.return %y : tensor<40x2xf32>
}

// -----

// Nothing to lower: the function stays as it is.

// CHECK-LABEL: func.func @plain_ov
// CHECK-NEXT:    %[[Y:.*]] = ov.Relu.v0 %x : tensor<1x8xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @plain_ov(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %y = ov.Relu.v0 %x : tensor<1x8xf32>
  func.return %y : tensor<1x8xf32>
}

// -----

// The conversion erases dead ops (erase_dead): a gna op whose result nothing reads is not
// lowered into opset ops that nothing would read either.

// CHECK-LABEL: func.func @dead_gna_op
// CHECK-NEXT:    func.return %x
func.func @dead_gna_op(%x: tensor<2x32xf32>) -> tensor<2x32xf32> {
  %g = gna.layout_cast %x : tensor<2x32xf32> to !gna.tensor<2x32xf32, NC>
  %t = gna.transpose %g : (!gna.tensor<2x32xf32, NC>) -> !gna.tensor<32x2xf32, CN>
  func.return %x : tensor<2x32xf32>
}

// -----

// gna.avg_pool (float only) is AvgPool-1 between the channels-last transposes, exclude-pad kept.

// CHECK-LABEL: func.func @avg_pool
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<1x4x6x3xf32>, tensor<4xi64>) -> tensor<1x3x4x6xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.AvgPool.v1 %[[T]] {kernel = array<i64: 2, 2>, "exclude-pad" = true, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x4x6xf32>) -> tensor<1x3x2x3xf32>
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[P]], %{{.*}} : (tensor<1x3x2x3xf32>, tensor<4xi64>) -> tensor<1x2x3x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @avg_pool(%x: tensor<1x4x6x3xf32>) -> tensor<1x2x3x3xf32> {
  %g = gna.layout_cast %x : tensor<1x4x6x3xf32> to !gna.tensor<1x4x6x3xf32, NHWC>
  %m = gna.avg_pool %g {strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>, "exclude-pad" = true} : (!gna.tensor<1x4x6x3xf32, NHWC>) -> !gna.tensor<1x2x3x3xf32, NHWC>
  %y = gna.layout_cast %m : !gna.tensor<1x2x3x3xf32, NHWC> to tensor<1x2x3x3xf32>
  func.return %y : tensor<1x2x3x3xf32>
}

// -----

// A float PWL of one segment is its line everywhere: 2 x + 0.5, no segment picked.

// CHECK-LABEL: func.func @pwl_one_segment
// CHECK-NEXT:    %[[M:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %x, %[[M]] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[S]], %[[C]] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @pwl_one_segment(%x: tensor<8x1xf32>) -> tensor<8x1xf32> {
  %g = gna.layout_cast %x : tensor<8x1xf32> to !gna.tensor<8x1xf32, CN>
  %p = gna.pwl %g {slopes = array<f32: 2.0>, intercepts = array<f32: 0.5>, knots = array<f32: -1.0, 1.0>} : (!gna.tensor<8x1xf32, CN>) -> !gna.tensor<8x1xf32, CN>
  %y = gna.layout_cast %p : !gna.tensor<8x1xf32, CN> to tensor<8x1xf32>
  func.return %y : tensor<8x1xf32>
}

// -----

// Rank 3 (NWC): the transposes are [0, 2, 1] both ways; a convolution without bias adds
// nothing; max pool keeps its ceil rounding (4 positions, window 2, stride 2, pad 1: 3 windows)
// with a dilation per spatial axis. An affine without bias is its MatMul alone; eltwise sum and
// prod are Add and Multiply. A PWL of three segments compares with its two inner knots (not the
// outer ones) and gathers slope and intercept by the count.

// CHECK-LABEL: func.func @rank3_no_bias
// CHECK-NEXT:    %w = ov.Constant.v0
// CHECK-NEXT:    %[[O1:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TX:.*]] = ov.Transpose.v1 %x, %[[O1]] : (tensor<1x9x4xf32>, tensor<3xi64>) -> tensor<1x4x9xf32>
// CHECK-NEXT:    %[[O2:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TW:.*]] = ov.Transpose.v1 %w, %[[O2]] : (tensor<8x3x4xf32>, tensor<3xi64>) -> tensor<8x4x3xf32>
// CHECK-NEXT:    %[[C:.*]] = ov.Convolution.v1 %[[TX]], %[[TW]] {dilations = array<i64: 1>, strides = array<i64: 2>, pads_begin = array<i64: 1>, pads_end = array<i64: 0>} : (tensor<1x4x9xf32>, tensor<8x4x3xf32>) -> tensor<1x8x4xf32>
// CHECK-NEXT:    %[[O3:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[CL:.*]] = ov.Transpose.v1 %[[C]], %[[O3]] : (tensor<1x8x4xf32>, tensor<3xi64>) -> tensor<1x4x8xf32>
// CHECK-NEXT:    %[[O4:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[TP:.*]] = ov.Transpose.v1 %[[CL]], %[[O4]] : (tensor<1x4x8xf32>, tensor<3xi64>) -> tensor<1x8x4xf32>
// CHECK-NEXT:    %[[P:.*]], %{{.*}} = ov.MaxPool.v8 %[[TP]] {dilations = array<i64: 1>, kernel = array<i64: 2>, rounding_type = "ceil", strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 1>} : (tensor<1x8x4xf32>) -> (tensor<1x8x3xf32>, tensor<1x8x3xi64>)
// CHECK-NEXT:    %[[O5:.*]] = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
// CHECK-NEXT:    %[[Y:.*]] = ov.Transpose.v1 %[[P]], %[[O5]] : (tensor<1x8x3xf32>, tensor<3xi64>) -> tensor<1x3x8xf32>
// CHECK-NEXT:    %wa = ov.Constant.v0
// CHECK-NEXT:    %[[A:.*]] = ov.MatMul.v0 %wa, %z : (tensor<8x8xf32>, tensor<8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT:    %[[S:.*]] = ov.Add.v1 %[[A]], %z
// CHECK-NEXT:    %[[E:.*]] = ov.Multiply.v1 %[[S]], %z
// CHECK-NEXT:    %[[AX:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[COL:.*]] = ov.Unsqueeze.v0 %[[E]], %[[AX]] : (tensor<8x2xf32>, tensor<1xi64>) -> tensor<8x2x1xf32>
// CHECK-NEXT:    %[[K:.*]] = ov.Constant.v0 dense<[-2.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %[[GE:.*]] = ov.GreaterEqual.v1 %[[COL]], %[[K]] : (tensor<8x2x1xf32>, tensor<2xf32>) -> tensor<8x2x2xi1>
// CHECK-NEXT:    %[[GI:.*]] = ov.Convert.v0 %[[GE]] {destination_type = i32}
// CHECK-NEXT:    %[[RAX:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[SEG:.*]] = ov.ReduceSum.v1 %[[GI]], %[[RAX]] : (tensor<8x2x2xi32>, tensor<1xi64>) -> tensor<8x2xi32>
// CHECK-NEXT:    %[[GAX:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[SL:.*]] = ov.Constant.v0 dense<[5.000000e-01, 1.000000e+00, 2.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.Gather.v8 %[[SL]], %[[SEG]], %[[GAX]]
// CHECK-NEXT:    %[[IC:.*]] = ov.Constant.v0 dense<[-1.000000e+00, 0.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Gather.v8 %[[IC]], %[[SEG]], %[[GAX]]
// CHECK-NEXT:    %[[XM:.*]] = ov.Multiply.v1 %[[E]], %[[M]]
// CHECK-NEXT:    %[[R:.*]] = ov.Add.v1 %[[XM]], %[[B]]
// CHECK-NEXT:    func.return %[[Y]], %[[R]]
func.func @rank3_no_bias(%x: tensor<1x9x4xf32>, %z: tensor<8x2xf32>) -> (tensor<1x3x8xf32>, tensor<8x2xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<8x3x4xf32>
  %g = gna.layout_cast %x : tensor<1x9x4xf32> to !gna.tensor<1x9x4xf32, NWC>
  %c = gna.convolution %g, %w {strides = array<i64: 2>, pads_begin = array<i64: 1>, pads_end = array<i64: 0>, dilations = array<i64: 1>} : (!gna.tensor<1x9x4xf32, NWC>, tensor<8x3x4xf32>) -> !gna.tensor<1x4x8xf32, NWC>
  %m = gna.max_pool %c {strides = array<i64: 2>, pads_begin = array<i64: 0>, pads_end = array<i64: 1>, kernel = array<i64: 2>, rounding_type = "ceil"} : (!gna.tensor<1x4x8xf32, NWC>) -> !gna.tensor<1x3x8xf32, NWC>
  %y = gna.layout_cast %m : !gna.tensor<1x3x8xf32, NWC> to tensor<1x3x8xf32>
  %wa = ov.Constant.v0 dense<1.0> : tensor<8x8xf32>
  %h = gna.layout_cast %z : tensor<8x2xf32> to !gna.tensor<8x2xf32, CN>
  %a = gna.affine %h, %wa : (!gna.tensor<8x2xf32, CN>, tensor<8x8xf32>) -> !gna.tensor<8x2xf32, CN>
  %s = gna.eltwise %a, %h {operation = "sum"} : (!gna.tensor<8x2xf32, CN>, !gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
  %p = gna.eltwise %s, %h {operation = "prod"} : (!gna.tensor<8x2xf32, CN>, !gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
  %q = gna.pwl %p {slopes = array<f32: 0.5, 1.0, 2.0>, intercepts = array<f32: -1.0, 0.0, 3.0>, knots = array<f32: -4.0, -2.0, 3.0, 5.0>} : (!gna.tensor<8x2xf32, CN>) -> !gna.tensor<8x2xf32, CN>
  %o = gna.layout_cast %q : !gna.tensor<8x2xf32, CN> to tensor<8x2xf32>
  func.return %y, %o : tensor<1x3x8xf32>, tensor<8x2xf32>
}

// -----

// Along axis 0: the split's axis and sizes are constants of their own; a crop's stops are
// offsets plus sizes in every axis (1 + 3 = 4, where 1 | 3 would be 3).

// CHECK-LABEL: func.func @memory_rows
// CHECK-NEXT:    %[[AX:.*]] = ov.Constant.v0 dense<0> : tensor<i64>
// CHECK-NEXT:    %[[SZ:.*]] = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[P0:.*]], %[[P1:.*]] = ov.VariadicSplit.v1 %x, %[[AX]], %[[SZ]] : (tensor<6x4xf32>, tensor<i64>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<4x4xf32>)
// CHECK-NEXT:    %[[B1:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[E1:.*]] = ov.Constant.v0 dense<4> : tensor<2xi64>
// CHECK-NEXT:    %[[S1:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[C:.*]] = ov.Slice.v8 %[[P1]], %[[B1]], %[[E1]], %[[S1]] : ({{.*}}) -> tensor<3x3xf32>
// CHECK-NEXT:    %[[B2:.*]] = ov.Constant.v0 dense<[0, 1]> : tensor<2xi64>
// CHECK-NEXT:    %[[E2:.*]] = ov.Constant.v0 dense<[2, 4]> : tensor<2xi64>
// CHECK-NEXT:    %[[S2:.*]] = ov.Constant.v0 dense<1> : tensor<2xi64>
// CHECK-NEXT:    %[[D:.*]] = ov.Slice.v8 %[[P0]], %[[B2]], %[[E2]], %[[S2]] : ({{.*}}) -> tensor<2x3xf32>
// CHECK-NEXT:    %[[J:.*]] = ov.Concat.v0 %[[D]], %[[C]] {axis = 0 : i64} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<5x3xf32>
// CHECK-NEXT:    func.return %[[J]]
func.func @memory_rows(%x: tensor<6x4xf32>) -> tensor<5x3xf32> {
  %g = gna.layout_cast %x : tensor<6x4xf32> to !gna.tensor<6x4xf32, NC>
  %p:2 = gna.split %g {axis = 0 : i64, sizes = array<i64: 2, 4>} : (!gna.tensor<6x4xf32, NC>) -> (!gna.tensor<2x4xf32, NC>, !gna.tensor<4x4xf32, NC>)
  %c = gna.crop %p#1 {offsets = array<i64: 1, 1>, sizes = array<i64: 3, 3>} : (!gna.tensor<4x4xf32, NC>) -> !gna.tensor<3x3xf32, NC>
  %d = gna.crop %p#0 {offsets = array<i64: 0, 1>, sizes = array<i64: 2, 3>} : (!gna.tensor<2x4xf32, NC>) -> !gna.tensor<2x3xf32, NC>
  %j = gna.concat %d, %c {axis = 0 : i64} : (!gna.tensor<2x3xf32, NC>, !gna.tensor<3x3xf32, NC>) -> !gna.tensor<5x3xf32, NC>
  %y = gna.layout_cast %j : !gna.tensor<5x3xf32, NC> to tensor<5x3xf32>
  func.return %y : tensor<5x3xf32>
}
