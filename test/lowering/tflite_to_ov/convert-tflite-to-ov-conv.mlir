// RUN: ov-opt %s -p convert-tflite-to-ov | filecheck %s
// RUN: ov-opt %s -p convert-tflite-to-ov,ov-fold-constants,ov-sink-transposes | filecheck %s --check-prefix=SUNK
// RUN: ov-opt %s -p convert-tflite-to-ov,ov-fold-constants,ov-sink-transposes | grep -c ov.Transpose.v1 | filecheck %s --check-prefix=COUNT

// CONV_2D reads the NHWC input through a marked transpose to NCHW, its OHWI filter transposed
// to OIHW; SAME padding is explicit (5 by stride 2 with a 3-wide window: one each side); the
// bias is added along the channels, RELU6 is a Clamp, and the result goes back to NHWC through
// a marked transpose. DEPTHWISE_CONV_2D is a GroupConvolution of one input channel per group:
// the filter 1HW(C*M) becomes (C*M)1HW, then C, M, 1, H, W.
// CHECK-LABEL: func.func @conv
// CHECK:         %[[B:.*]] = ov.Constant.v0 dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK:         %[[X:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
// CHECK:         %[[W:.*]] = ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<4x3x3x2xf32>, tensor<4xi64>) -> tensor<4x2x3x3xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[X]], %[[W]] {dilations = array<i64: 1, 1>, strides = array<i64: 2, 2>, pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>}
// CHECK:         %[[BR:.*]] = ov.Reshape.v1 %[[B]], %{{.*}} {special_zero = false} : (tensor<4xf32>, tensor<4xi64>) -> tensor<1x4x1x1xf32>
// CHECK-NEXT:    %[[YB:.*]] = ov.Add.v1 %[[Y]], %[[BR]]
// CHECK-NEXT:    %[[YC:.*]] = ov.Clamp.v0 %[[YB]] {min = 0.000000e+00 : f64, max = 6.000000e+00 : f64}
// CHECK:         %[[YL:.*]] = ov.Transpose.v1 %[[YC]], %{{.*}} {ovopt.layout_change} : (tensor<1x4x3x3xf32>, tensor<4xi64>) -> tensor<1x3x3x4xf32>
// CHECK:         %[[D:.*]] = ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<1x3x3x4xf32>, tensor<4xi64>) -> tensor<4x1x3x3xf32>
// CHECK:         %[[DG:.*]] = ov.Reshape.v1 %[[D]], %{{.*}} {special_zero = false} : (tensor<4x1x3x3xf32>, tensor<5xi64>) -> tensor<4x1x1x3x3xf32>
// CHECK:         %[[ZX:.*]] = ov.Transpose.v1 %[[YL]], %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    %[[Z:.*]] = ov.GroupConvolution.v1 %[[ZX]], %[[DG]] {{.*}}pads_begin = array<i64: 1, 1>, pads_end = array<i64: 1, 1>
// CHECK:         %[[ZL:.*]] = ov.Transpose.v1 %[[Z]], %{{.*}} {ovopt.layout_change}
// CHECK-NEXT:    func.return %[[ZL]]

// The pair of transposes between the convolutions cancels: what is left reads the input as
// NCHW and gives the output back as NHWC, two transposes.
// SUNK-LABEL: func.func @conv
// SUNK:         ov.Transpose.v1 %x
// SUNK:         ov.GroupConvolution.v1
// SUNK-NEXT:    ov.Constant.v0 dense<[0, 2, 3, 1]>
// SUNK-NEXT:    %[[ZL:.*]] = ov.Transpose.v1
// SUNK-NEXT:    func.return %[[ZL]]
// COUNT: 2
func.func @conv(%x: tensor<1x5x5x2xf32>) -> tensor<1x3x3x4xf32> {
  %w = tflite.const dense<1.0> : tensor<4x3x3x2xf32> : tensor<4x3x3x2xf32>
  %b = tflite.const dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> : tensor<4xf32>
  %y = tflite.CONV_2D %x, %w, %b {stride_w = 2 : i64, stride_h = 2 : i64, fused_activation_function = "RELU6"} : (tensor<1x5x5x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>) -> tensor<1x3x3x4xf32>
  %d = tflite.const dense<1.0> : tensor<1x3x3x4xf32> : tensor<1x3x3x4xf32>
  %n = tflite.no_value
  %z = tflite.DEPTHWISE_CONV_2D %y, %d, %n {stride_w = 1 : i64, stride_h = 1 : i64, depth_multiplier = 1 : i64} : (tensor<1x3x3x4xf32>, tensor<1x3x3x4xf32>, none) -> tensor<1x3x3x4xf32>
  func.return %z : tensor<1x3x3x4xf32>
}
