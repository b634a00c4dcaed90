// RUN: ov-opt %s --split-input-file -p gna-replace-nhwc-layers | filecheck %s

// A convolution gets a round trip to NHWC and back on both sides; the inner transposes are
// pinned to it, the outer ones are for transpose sinking to move.

// CHECK-LABEL: func.func @conv
// CHECK:         %[[TO:.*]] = ov.Transpose.v1 %x, %{{.*}} : (tensor<1x2x5x5xf32>, tensor<4xi64>) -> tensor<1x5x5x2xf32>
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %[[TO]], %{{.*}} : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Convolution.v1 %[[IN]], %w
// CHECK:         %[[OUT:.*]] = ov.Transpose.v1 %[[Y]], %{{.*}} -> tensor<1x4x4x3xf32>
// CHECK:         %[[BACK:.*]] = ov.Transpose.v1 %[[OUT]], %{{.*}} -> tensor<1x3x4x4xf32>
// CHECK-NEXT:    func.return %[[BACK]]
func.func @conv(%x: tensor<1x2x5x5xf32>) -> tensor<1x3x4x4xf32> {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %y = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %y : tensor<1x3x4x4xf32>
}

// -----

// An NHWC model's own input transpose already puts the pooling channels-last: only the
// output side gets its round trip.

// CHECK-LABEL: func.func @nhwc_pool
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %x, %{{.*}} -> tensor<1x3x4x6xf32>
// CHECK-NEXT:    %[[Y:[^,]*]], %{{.*}} = ov.MaxPool.v8 %[[IN]]
// CHECK:         ov.Transpose.v1 %[[Y]], %{{.*}} -> tensor<1x2x3x3xf32>
// CHECK:         ov.Transpose.v1 %{{.*}} -> tensor<1x3x2x3xf32>
// CHECK-NOT:     ov.Transpose.v1
func.func @nhwc_pool(%x: tensor<1x4x6x3xf32>) -> tensor<1x3x2x3xf32> {
  %order = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %x, %order : (tensor<1x4x6x3xf32>, tensor<4xi64>) -> tensor<1x3x4x6xf32>
  %y, %i = ov.MaxPool.v8 %nchw {strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, kernel = array<i64: 2, 2>} : (tensor<1x3x4x6xf32>) -> (tensor<1x3x2x3xf32>, tensor<1x3x2x3xi64>)
  func.return %y : tensor<1x3x2x3xf32>
}

// -----

// Must not fire: a convolution already wrapped, and one whose filters are not constant
// (convert-ov-to-gna leaves it on the CPU in NCHW).

// CHECK-LABEL: func.func @not_fired
// CHECK-COUNT-2: ov.Transpose.v1
// CHECK-NOT:     ov.Transpose.v1
func.func @not_fired(%x: tensor<1x5x5x2xf32>, %v: tensor<1x2x5x5xf32>, %f: tensor<3x2x2x2xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<3x2x2x2xf32>
  %in = ov.Constant.v0 dense<[0, 3, 1, 2]> : tensor<4xi64>
  %out = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %nchw = ov.Transpose.v1 %x, %in : (tensor<1x5x5x2xf32>, tensor<4xi64>) -> tensor<1x2x5x5xf32>
  %y = ov.Convolution.v1 %nchw, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  %nhwc = ov.Transpose.v1 %y, %out : (tensor<1x3x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x3xf32>
  %z = ov.Convolution.v1 %v, %f {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x4x4xf32>
  func.return %nhwc, %z : tensor<1x4x4x3xf32>, tensor<1x3x4x4xf32>
}
