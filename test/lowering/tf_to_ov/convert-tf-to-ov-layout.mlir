// RUN: ov-opt %s --split-input-file -p convert-tf-to-ov | filecheck %s
// RUN: ov-opt %s --split-input-file -p ov-default | filecheck %s --check-prefix=SUNK

// An NHWC Conv2D is a Convolution between two Transposes marked as the layout change, its
// weights (HWIO) a Transpose of the constant to OIHW; an NCHW one needs no transpose of data.
// Through ov-default the marks let the transposes between two convolutions cancel: one is
// left where the NHWC input enters, one where the NHWC output leaves.

// CHECK-LABEL: func.func @two_convs
// CHECK:         %[[IN:.*]] = ov.Transpose.v1 %x, %{{.*}} {ovopt.layout_change} : (tensor<1x8x8x3xf32>, tensor<4xi64>) -> tensor<1x3x8x8xf32>
// CHECK:         %[[C:.*]] = ov.Convolution.v1 %[[IN]]
// CHECK:         %[[OUT:.*]] = ov.Transpose.v1 %[[C]], %{{.*}} {ovopt.layout_change} : (tensor<1x4x8x8xf32>, tensor<4xi64>) -> tensor<1x8x8x4xf32>
// CHECK:         ov.Relu.v0 %[[OUT]]

// SUNK-LABEL: func.func @two_convs
// SUNK:         ov.Transpose.v1 %x
// SUNK:         ov.Convolution.v1
// SUNK-NEXT:    ov.Relu.v0
// SUNK-NOT:     ov.Transpose
// SUNK:         ov.Convolution.v1
// SUNK:         ov.Transpose.v1
// SUNK-NOT:     ov.Transpose
// SUNK:         func.return
func.func @two_convs(%x: tensor<1x8x8x3xf32>) -> tensor<1x8x8x2xf32> {
  %w1 = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x4xf32>, dtype = f32}> : () -> tensor<3x3x3x4xf32>
  %c1 = "tf.Conv2D"(%x, %w1) <{T = f32, strides = array<i64: 1, 1, 1, 1>, padding = "SAME"}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  %r = "tf.Relu"(%c1) <{T = f32}> : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %w2 = "tf.Const"() <{value = dense<0.25> : tensor<1x1x4x2xf32>, dtype = f32}> : () -> tensor<1x1x4x2xf32>
  %c2 = "tf.Conv2D"(%r, %w2) <{T = f32, strides = array<i64: 1, 1, 1, 1>, padding = "VALID"}> : (tensor<1x8x8x4xf32>, tensor<1x1x4x2xf32>) -> tensor<1x8x8x2xf32>
  func.return %c2 : tensor<1x8x8x2xf32>
}

// -----

// CHECK-LABEL: func.func @nchw
// CHECK-NOT:     ov.Transpose.v1 %x
// CHECK:         ov.Convolution.v1 %x
// CHECK-NOT:     ovopt.layout_change
// CHECK:         func.return
func.func @nchw(%x: tensor<1x3x8x8xf32>) -> tensor<1x4x6x6xf32> {
  %w = "tf.Const"() <{value = dense<0.5> : tensor<3x3x3x4xf32>, dtype = f32}> : () -> tensor<3x3x3x4xf32>
  %c = "tf.Conv2D"(%x, %w) <{T = f32, strides = array<i64: 1, 1, 1, 1>, padding = "VALID", data_format = "NCHW"}> : (tensor<1x3x8x8xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x6x6xf32>
  func.return %c : tensor<1x4x6x6xf32>
}
