// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// LpPool: |x|^p summed over each window by a depthwise GroupConvolution with a kernel of ones
// ([C, 1, 1, kh, kw]), then the p-th root: p = 2 squares and takes Sqrt, other p use Power,
// p = 1 needs neither.

// CHECK-LABEL: func.func @lp_pool
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x8x8xf32>)
// CHECK-NEXT:    %[[ONES:.*]] = ov.Constant.v0 dense<1.000000e+00> : tensor<3x1x1x2x2xf32>
// CHECK-NEXT:    %[[ABS:.*]] = ov.Abs.v0 %[[X]]
// CHECK-NEXT:    %[[SQ:.*]] = ov.Multiply.v1 %[[ABS]], %[[ABS]]
// CHECK-NEXT:    %[[SUM:.*]] = ov.GroupConvolution.v1 %[[SQ]], %[[ONES]] {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x3x8x8xf32>, tensor<3x1x1x2x2xf32>) -> tensor<1x3x7x7xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Sqrt.v0 %[[SUM]]
// CHECK:         %[[P:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[CUBE:.*]] = ov.Power.v1 %{{.*}}, %[[P]]
// CHECK-NEXT:    %[[SUM3:.*]] = ov.GroupConvolution.v1 %[[CUBE]], %{{.*}} {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 1, 1>} : (tensor<1x3x8x8xf32>, tensor<3x1x1x3x3xf32>) -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Constant.v0 dense<0.333333343> : tensor<f32>
// CHECK-NEXT:    %[[B:.*]] = ov.Power.v1 %[[SUM3]], %[[ROOT]]
// CHECK:         %[[C:.*]] = ov.GroupConvolution.v1 %{{.*}}, %{{.*}} {dilations = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, auto_pad = "same_upper"} : (tensor<1x3x8x8xf32>, tensor<3x1x1x2x2xf32>) -> tensor<1x3x8x8xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @lp_pool(%x: tensor<1x3x8x8xf32>) -> (tensor<1x3x7x7xf32>, tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>) {
  %a = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 2, 2>, p = 2 : i64}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  // ceil_mode: 8 with kernel 3 and stride 2 has 4 windows, the last one past the end by 1
  %b = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = 1 : i64, p = 3 : i64}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
  %c = "onnx.LpPool"(%x) <{version = 11 : i64, kernel_shape = array<i64: 2, 2>, auto_pad = "SAME_UPPER", p = 1 : i64}> : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  func.return %a, %b, %c : tensor<1x3x7x7xf32>, tensor<1x3x4x4xf32>, tensor<1x3x8x8xf32>
}


// -----

// GlobalLpPool: the p-norm over every spatial axis, kept as size 1: ReduceL1 for p = 1,
// ReduceL2 for p = 2 (any rank, dynamic dims too), otherwise |x|^p, ReduceSum and Power 1/p.

// CHECK-LABEL: func.func @global_lp_pool
// CHECK-SAME:    (%[[X:.*]]: tensor<1x3x5x6xf32>, %[[Z:.*]]: tensor<?x?x4xf32>, %[[W:.*]]: tensor<2x2x3x4x5xf32>)
// CHECK-NEXT:    %[[HW:.*]] = ov.Constant.v0 dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[A:.*]] = ov.ReduceL1.v4 %[[X]], %[[HW]] {keep_dims = true} : (tensor<1x3x5x6xf32>, tensor<2xi64>) -> tensor<1x3x1x1xf32>
// CHECK-NEXT:    %[[L:.*]] = ov.Constant.v0 dense<2> : tensor<1xi64>
// CHECK-NEXT:    %[[B:.*]] = ov.ReduceL2.v4 %[[Z]], %[[L]] {keep_dims = true} : (tensor<?x?x4xf32>, tensor<1xi64>) -> tensor<?x?x1xf32>
// CHECK-NEXT:    %[[DHW:.*]] = ov.Constant.v0 dense<[2, 3, 4]> : tensor<3xi64>
// CHECK-NEXT:    %[[ABS:.*]] = ov.Abs.v0 %[[W]]
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[CUBE:.*]] = ov.Power.v1 %[[ABS]], %[[P]]
// CHECK-NEXT:    %[[SUM:.*]] = ov.ReduceSum.v1 %[[CUBE]], %[[DHW]] {keep_dims = true} : (tensor<2x2x3x4x5xf32>, tensor<3xi64>) -> tensor<2x2x1x1x1xf32>
// CHECK-NEXT:    %[[ROOT:.*]] = ov.Constant.v0 dense<0.333333343> : tensor<f32>
// CHECK-NEXT:    %[[C:.*]] = ov.Power.v1 %[[SUM]], %[[ROOT]]
// CHECK-NEXT:    func.return %[[A]], %[[B]], %[[C]]
func.func @global_lp_pool(%x: tensor<1x3x5x6xf32>, %z: tensor<?x?x4xf32>, %w: tensor<2x2x3x4x5xf32>) -> (tensor<1x3x1x1xf32>, tensor<?x?x1xf32>, tensor<2x2x1x1x1xf32>) {
  %a = "onnx.GlobalLpPool"(%x) <{version = 2 : i64, p = 1 : i64}> : (tensor<1x3x5x6xf32>) -> tensor<1x3x1x1xf32>
  %b = "onnx.GlobalLpPool"(%z) <{version = 2 : i64, p = 2 : i64}> : (tensor<?x?x4xf32>) -> tensor<?x?x1xf32>
  %c = "onnx.GlobalLpPool"(%w) <{version = 22 : i64, p = 3 : i64}> : (tensor<2x2x3x4x5xf32>) -> tensor<2x2x1x1x1xf32>
  func.return %a, %b, %c : tensor<1x3x1x1xf32>, tensor<?x?x1xf32>, tensor<2x2x1x1x1xf32>
}

// -----

// ceil_mode keeps a window of 7 along H on 5 + 1 (stride 3, issue 30): the end pad makes it whole.

// CHECK-LABEL: func.func @lp_pool_window_longer_than_padded_input
// CHECK:         %{{.*}} = ov.GroupConvolution.v1 %{{.*}}, %{{.*}} {dilations = array<i64: 2, 1>, strides = array<i64: 3, 2>, pads_begin = array<i64: 1, 0>, pads_end = array<i64: 1, 0>} : (tensor<1x2x5x6xf32>, tensor<2x1x1x4x2xf32>) -> tensor<1x2x1x3xf32>
func.func @lp_pool_window_longer_than_padded_input(%x: tensor<1x2x5x6xf32>) -> tensor<1x2x1x3xf32> {
  %y = "onnx.LpPool"(%x) <{version = 18 : i64, kernel_shape = array<i64: 4, 2>, dilations = array<i64: 2, 1>, pads = array<i64: 1, 0, 0, 0>, strides = array<i64: 3, 2>, ceil_mode = 1 : i64, p = 2 : i64}> : (tensor<1x2x5x6xf32>) -> tensor<1x2x1x3xf32>
  func.return %y : tensor<1x2x1x3xf32>
}
