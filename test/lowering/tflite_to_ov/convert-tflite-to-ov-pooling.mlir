// RUN: ov-opt %s --split-input-file -p convert-tflite-to-ov | filecheck %s

// Pooling in NCHW between marked transposes: AVERAGE_POOL_2D (SAME by default: one pad each
// side, left out of the average as TFLite computes it) as AvgPool-1, MAX_POOL_2D as MaxPool-8,
// its fused RELU after it.
// CHECK-LABEL: func.func @pool
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[A:.*]] = ov.AvgPool.v1 %[[X]] {kernel = array<i64: 3, 3>, "exclude-pad" = true, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>}
// CHECK:         ov.Transpose.v1 %[[A]], %{{.*}} {ovopt.layout_change}
// CHECK:         %[[M:.*]], %{{.*}} = ov.MaxPool.v8 %{{.*}} {dilations = array<i64: 1, 1>, kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}
// CHECK-NEXT:    %[[R:.*]] = ov.Relu.v0 %[[M]]
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[R]], %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    func.return %[[Y]]
func.func @pool(%x: tensor<1x5x5x2xf32>) -> tensor<1x2x2x2xf32> {
  %a = tflite.AVERAGE_POOL_2D %x {stride_w = 2 : i64, stride_h = 2 : i64, filter_width = 3 : i64, filter_height = 3 : i64} : (tensor<1x5x5x2xf32>) -> tensor<1x3x3x2xf32>
  %m = tflite.MAX_POOL_2D %a {padding = "VALID", stride_w = 1 : i64, stride_h = 1 : i64, filter_width = 2 : i64, filter_height = 2 : i64, fused_activation_function = "RELU"} : (tensor<1x3x3x2xf32>) -> tensor<1x2x2x2xf32>
  func.return %m : tensor<1x2x2x2xf32>
}

