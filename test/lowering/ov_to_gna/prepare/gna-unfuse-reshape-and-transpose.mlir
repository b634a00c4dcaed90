// RUN: ov-opt %s --split-input-file -p gna-unfuse-reshape-and-transpose | filecheck %s

// Negative cases, one per condition of the two unfusing patterns (only it fails; no Transpose):
//   unfuse.no-data-move          @stays (%y: C = 2, H x W = 3)
//   unfuse.read-by-convolution   @stays (%u)
//   unfuse.from-convolution      @stays (%v)
//   2d-to-4d: 2-D data, 4-D result, read as a convolution's data   @two_d_to_four_d_stays (%a, %b, %f)
//   4d-to-2d: 2-D result, read once                                @four_d_to_two_d_stays (%a, %b)

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

// -----

// Not fired, 2-D to 4-D: data of rank 3, not 2 (%a); a 5-D result (%b, a 3-D convolution's
// data); a Reshape the convolution reads as its filters, not its data (%f). Each would hide no
// data move and be read by a convolution.

// CHECK-LABEL: func.func @two_d_to_four_d_stays
// CHECK-NOT:     ov.Transpose
func.func @two_d_to_four_d_stays(%x: tensor<1x2x4xf32>, %y: tensor<1x8xf32>, %d: tensor<1x8x3x3xf32>) -> (tensor<1x4x1x1xf32>, tensor<1x4x1x1x1xf32>, tensor<1x1x3x3xf32>) {
  %s = ov.Constant.v0 dense<[1, 8, 1, 1]> : tensor<4xi64>
  %s5 = ov.Constant.v0 dense<[1, 8, 1, 1, 1]> : tensor<5xi64>
  %w = ov.Constant.v0 dense<0.5> : tensor<4x8x1x1xf32>
  %w5 = ov.Constant.v0 dense<0.5> : tensor<4x8x1x1x1xf32>
  %a = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<1x2x4xf32>, tensor<4xi64>) -> tensor<1x8x1x1xf32>
  %ca = ov.Convolution.v1 %a, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x1x1xf32>, tensor<4x8x1x1xf32>) -> tensor<1x4x1x1xf32>
  %b = ov.Reshape.v1 %y, %s5 {special_zero = false} : (tensor<1x8xf32>, tensor<5xi64>) -> tensor<1x8x1x1x1xf32>
  %cb = ov.Convolution.v1 %b, %w5 {strides = array<i64: 1, 1, 1>, dilations = array<i64: 1, 1, 1>, pads_begin = array<i64: 0, 0, 0>, pads_end = array<i64: 0, 0, 0>} : (tensor<1x8x1x1x1xf32>, tensor<4x8x1x1x1xf32>) -> tensor<1x4x1x1x1xf32>
  %f = ov.Reshape.v1 %y, %s {special_zero = false} : (tensor<1x8xf32>, tensor<4xi64>) -> tensor<1x8x1x1xf32>
  %cf = ov.Convolution.v1 %d, %f {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x8x3x3xf32>, tensor<1x8x1x1xf32>) -> tensor<1x1x3x3xf32>
  func.return %ca, %cb, %cf : tensor<1x4x1x1xf32>, tensor<1x4x1x1x1xf32>, tensor<1x1x3x3xf32>
}

// -----

// Not fired, 4-D to 2-D: a flatten to rank 3, not 2 (%a); a flatten of an output read twice
// (%b, returned too). Each would hide no data move (C = 1) of a convolution's output.

// CHECK-LABEL: func.func @four_d_to_two_d_stays
// CHECK-NOT:     ov.Transpose
func.func @four_d_to_two_d_stays(%x: tensor<1x2x8x1xf32>) -> (tensor<1x6x1xf32>, tensor<1x6xf32>, tensor<1x1x6x1xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<1x2x3x1xf32>
  %s3 = ov.Constant.v0 dense<[1, 6, 1]> : tensor<3xi64>
  %s = ov.Constant.v0 dense<[1, 6]> : tensor<2xi64>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x8x1xf32>, tensor<1x2x3x1xf32>) -> tensor<1x1x6x1xf32>
  %a = ov.Reshape.v1 %c, %s3 {special_zero = false} : (tensor<1x1x6x1xf32>, tensor<3xi64>) -> tensor<1x6x1xf32>
  %d = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x8x1xf32>, tensor<1x2x3x1xf32>) -> tensor<1x1x6x1xf32>
  %b = ov.Reshape.v1 %d, %s {special_zero = false} : (tensor<1x1x6x1xf32>, tensor<2xi64>) -> tensor<1x6xf32>
  func.return %a, %b, %d : tensor<1x6x1xf32>, tensor<1x6xf32>, tensor<1x1x6x1xf32>
}

// -----

// 4-D to 2-D through a bias Add (its constant operand is not followed) and a MaxPool: H x W = 1,
// the Transpose moves only 1-dims.

// CHECK-LABEL: func.func @four_d_to_two_d_through_bias
// CHECK:         %[[P:[^,]*]], %{{.*}} = ov.MaxPool.v8
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[P]], {{.*}} -> tensor<1x1x1x4xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[T]], {{.*}} -> tensor<1x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @four_d_to_two_d_through_bias(%x: tensor<1x2x3x3xf32>) -> tensor<1x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x2x3x3xf32>
  %bias = ov.Constant.v0 dense<1.0> : tensor<1x4x1x1xf32>
  %s = ov.Constant.v0 dense<[1, 4]> : tensor<2xi64>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x3x3xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x1x1xf32>
  %a = ov.Add.v1 %bias, %c : (tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %p, %i = ov.MaxPool.v8 %a {kernel = array<i64: 1, 1>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>, dilations = array<i64: 1, 1>} : (tensor<1x4x1x1xf32>) -> (tensor<1x4x1x1xf32>, tensor<1x4x1x1xi64>)
  %y = ov.Reshape.v1 %p, %s {special_zero = false} : (tensor<1x4x1x1xf32>, tensor<2xi64>) -> tensor<1x4xf32>
  func.return %y : tensor<1x4xf32>
}
