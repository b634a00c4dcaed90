// RUN: ov-opt %s --split-input-file -p gna-transpose-to-reshape | filecheck %s

// Negative cases, one per condition of TransposeToReshape (only it fails; no Reshape):
//   to-reshape.unit-dims-only   @stays (%y)
//   to-reshape.not-pinned       @stays (%t)
//   to-reshape.static-shape     @dynamic_shape

// [1, 8, 1, 5] by {2, 1, 0, 3}: the 8 and the 5 stay in order, only 1-dims move.

// CHECK-LABEL: func.func @unit_dims
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[1, 8, 1, 5]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {{.*}} -> tensor<1x8x1x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @unit_dims(%x: tensor<1x8x1x5xf32>) -> tensor<1x8x1x5xf32> {
  %o = ov.Constant.v0 dense<[2, 1, 0, 3]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<1x8x1x5xf32>, tensor<4xi64>) -> tensor<1x8x1x5xf32>
  func.return %y : tensor<1x8x1x5xf32>
}

// -----

// CHECK-LABEL: func.func @to_column
// CHECK-NEXT:    %[[S:.*]] = ov.Constant.v0 dense<[6, 1]>
// CHECK-NEXT:    %[[Y:.*]] = ov.Reshape.v1 %x, %[[S]] {{.*}} -> tensor<6x1xf32>
func.func @to_column(%x: tensor<1x6xf32>) -> tensor<6x1xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<1x6xf32>, tensor<2xi64>) -> tensor<6x1xf32>
  func.return %y : tensor<6x1xf32>
}

// -----

// [to-reshape.unit-dims-only] [to-reshape.not-pinned] Not fired: a transpose that reorders two
// dims over 1 (%y), and the NCHW -> NHWC transpose pinned
// to a convolution (%t; one input channel: it moves only a 1-dim, but convert-ov-to-gna folds it).

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Reshape
// CHECK:         ov.Transpose.v1 %x
// CHECK:         ov.Transpose.v1 %c
func.func @stays(%x: tensor<2x3xf32>, %d: tensor<1x1x5x5xf32>, %w: tensor<1x1x2x2xf32>) -> (tensor<3x2xf32>, tensor<1x4x4x1xf32>) {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %nhwc = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %c = ov.Convolution.v1 %d, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x1x5x5xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32>
  %t = ov.Transpose.v1 %c, %nhwc : (tensor<1x1x4x4xf32>, tensor<4xi64>) -> tensor<1x4x4x1xf32>
  func.return %y, %t : tensor<3x2xf32>, tensor<1x4x4x1xf32>
}

// -----

// [to-reshape.static-shape] A dynamic dim: no static shape to reshape to.

// CHECK-LABEL: func.func @dynamic_shape
// CHECK-NOT:     ov.Reshape
// CHECK:         func.return
func.func @dynamic_shape(%x: tensor<1x?x1x5xf32>) -> tensor<1x?x1x5xf32> {
  %o = ov.Constant.v0 dense<[2, 1, 0, 3]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<1x?x1x5xf32>, tensor<4xi64>) -> tensor<1x?x1x5xf32>
  func.return %y : tensor<1x?x1x5xf32>
}

// -----

// The pass erases dead ops (erase_dead): a Transpose nothing reads is not turned into a
// Reshape nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x6xf32>) -> tensor<1x6xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<1x6xf32>, tensor<2xi64>) -> tensor<6x1xf32>
  func.return %x : tensor<1x6xf32>
}
