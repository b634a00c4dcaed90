// RUN: ov-opt %s --split-input-file -p gna-unfuse-reshape-and-transpose | filecheck %s

// Negative cases, one per condition of the two unfusing patterns (only it fails; no Transpose):
//   unfuse.no-data-move          @stays (%y: C = 2, H x W = 3)
//   unfuse.read-by-convolution   @stays (%u)
//   unfuse.from-convolution      @stays (%v)

// [1, 8] read as [1, 8, 1, 1] (H x W = 1) by a convolution: a Reshape to NHWC [1, 1, 1, 8] and a
// Transpose to NCHW that moves only 1-dims.

// CHECK-LABEL: func.func @two_d_to_four_d
// CHECK:         %[[NHWC:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<1x1x1x8xf32>
// CHECK:         %[[NCHW:.*]] = ov.Transpose.v1 %[[NHWC]], {{.*}} -> tensor<1x8x1x1xf32>
// CHECK-NEXT:    ov.Convolution.v1 %[[NCHW]], %w
func.func @two_d_to_four_d(%x: tensor<1x8xf32>) -> tensor<1x4x1x1xf32> {
  %s = ov.Constant.v0 dense<[1, 8, 1, 1]> : tensor<4xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<4x8x1x1xf32>
  %r = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<1x8xf32>, tensor<4xi64>) -> tensor<1x8x1x1xf32>
  %y = ov.Convolution.v1 %r, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x1x1xf32>, tensor<4x8x1x1xf32>) -> tensor<1x4x1x1xf32>
  func.return %y : tensor<1x4x1x1xf32>
}

// -----

// A convolution of one output channel, then ReLU, flattened to [1, 6]: Transpose to NHWC, then
// the Reshape.

// CHECK-LABEL: func.func @four_d_to_two_d
// CHECK:         %[[R:.*]] = ov.Relu.v0
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[R]], {{.*}} -> tensor<1x6x1x1xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[T]], {{.*}} -> tensor<1x6xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @four_d_to_two_d(%x: tensor<1x2x8x1xf32>) -> tensor<1x6xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<1x2x3x1xf32>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x8x1xf32>, tensor<1x2x3x1xf32>) -> tensor<1x1x6x1xf32>
  %r = ov.Relu.v0 %c : tensor<1x1x6x1xf32>
  %y = ov.Reshape.v1 %r, %s {special_zero = false} : (tensor<1x1x6x1xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %y : tensor<1x6xf32>
}

// -----

// Not fired: C = 2 and H x W = 3 (a real reordering), a reshape no convolution reads, and a
// flatten of data no convolution produced.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Transpose
func.func @stays(%x: tensor<1x6xf32>, %z: tensor<1x1x6x1xf32>) -> (tensor<1x4x1x3xf32>, tensor<1x6x1x1xf32>, tensor<1x6xf32>) {
  %s = ov.Constant.v0 dense<[1, 2, 1, 3]> : tensor<4xi64>
  %s1 = ov.Constant.v0 dense<[1, 6, 1, 1]> : tensor<4xi64>
  %s2 = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<4x2x1x1xf32>
  %r = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<1x6xf32>, tensor<4xi64>) -> tensor<1x2x1x3xf32>
  %y = ov.Convolution.v1 %r, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x1x3xf32>, tensor<4x2x1x1xf32>) -> tensor<1x4x1x3xf32>
  %u = ov.Reshape.v1 %x, %s1 {special_zero = false} : (tensor<1x6xf32>, tensor<4xi64>) -> tensor<1x6x1x1xf32>
  %v = ov.Reshape.v1 %z, %s2 {special_zero = false} : (tensor<1x1x6x1xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %y, %u, %v : tensor<1x4x1x3xf32>, tensor<1x6x1x1xf32>, tensor<1x6xf32>
}

// -----

// The pass erases dead ops (erase_dead): a flatten of a convolution's output that nothing reads
// is not turned into a Transpose and a Reshape nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<1x2x3x1xf32>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x8x1xf32>, tensor<1x2x3x1xf32>) -> tensor<1x1x6x1xf32>
  %y = ov.Reshape.v1 %c, %s {special_zero = false} : (tensor<1x1x6x1xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %x : tensor<1x2x8x1xf32>
}
