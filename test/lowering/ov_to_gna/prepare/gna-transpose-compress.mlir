// RUN: ov-opt %s --split-input-file -p gna-transpose-compress | filecheck %s

// Negative cases, one per condition of CompressTranspose (only it fails; no Reshape).
// Condition -> case:
//   compress.constant-order     @order_not_constant
//   compress.static-data        @data_not_static
//   compress.rank               @two_d (redundant: a 2-D transpose that moves axes is two runs of
//                               one axis, refused by compress.blocks; removed, the case passes)
//   compress.not-pinned         @pinned_to_convolution
//   compress.not-unit-moves     @stays (%y, %w)
//   compress.blocks             @stays (%u; removed, the pass never ends)
//   compress.not-identity       unreachable: runs already in input order mean an increasing
//                               order, which compress.not-unit-moves refuses first
// Each reachable condition removed in turn fails this file (5 of 5).

// The plugin's cases: [2, 2, 4, 4] by {2, 3, 0, 1} is [4, 16] by {1, 0}; [2, 2, 4] by
// {1, 2, 0} is [2, 8] by {1, 0}.

// CHECK-LABEL: func.func @blocks
// CHECK:         %[[A:.*]] = ov.Reshape.v1 %x, %{{.*}} -> tensor<4x16xf32>
// CHECK:         %[[O:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[A]], %[[O]] : (tensor<4x16xf32>, tensor<2xi64>) -> tensor<16x4xf32>
// CHECK:         ov.Reshape.v1 %[[T]], %{{.*}} -> tensor<4x4x2x2xf32>
// CHECK:         %[[B:.*]] = ov.Reshape.v1 %z, %{{.*}} -> tensor<2x8xf32>
// CHECK:         ov.Transpose.v1 %[[B]], %{{.*}} -> tensor<8x2xf32>
func.func @blocks(%x: tensor<2x2x4x4xf32>, %z: tensor<2x2x4xf32>) -> (tensor<4x4x2x2xf32>, tensor<2x4x2xf32>) {
  %o = ov.Constant.v0 dense<[2, 3, 0, 1]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<2x2x4x4xf32>, tensor<4xi64>) -> tensor<4x4x2x2xf32>
  %p = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %w = ov.Transpose.v1 %z, %p : (tensor<2x2x4xf32>, tensor<3xi64>) -> tensor<2x4x2xf32>
  func.return %y, %w : tensor<4x4x2x2xf32>, tensor<2x4x2xf32>
}

// -----

// Must not fire (the plugin's negative cases): only 1-dims move, so the transpose is a
// reshape already; and a permutation with no adjacent axes kept together.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Reshape.v1
func.func @stays(%x: tensor<1x2x3xf32>, %z: tensor<1x2x3x4xf32>, %v: tensor<2x3x4xf32>) -> (tensor<2x3x1xf32>, tensor<2x1x3x4xf32>, tensor<4x3x2xf32>) {
  %o = ov.Constant.v0 dense<[1, 2, 0]> : tensor<3xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<1x2x3xf32>, tensor<3xi64>) -> tensor<2x3x1xf32>
  %p = ov.Constant.v0 dense<[1, 0, 2, 3]> : tensor<4xi64>
  %w = ov.Transpose.v1 %z, %p : (tensor<1x2x3x4xf32>, tensor<4xi64>) -> tensor<2x1x3x4xf32>
  %q = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
  %u = ov.Transpose.v1 %v, %q : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<4x3x2xf32>
  func.return %y, %w, %u : tensor<2x3x1xf32>, tensor<2x1x3x4xf32>, tensor<4x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @order_not_constant
// CHECK-NOT:     ov.Reshape.v1
func.func @order_not_constant(%x: tensor<2x2x4x4xf32>, %o: tensor<4xi64>) -> tensor<?x?x?x?xf32> {
  %y = ov.Transpose.v1 %x, %o : (tensor<2x2x4x4xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
  func.return %y : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @data_not_static
// CHECK-NOT:     ov.Reshape.v1
func.func @data_not_static(%x: tensor<?x2x4x4xf32>) -> tensor<4x4x?x2xf32> {
  %o = ov.Constant.v0 dense<[2, 3, 0, 1]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<?x2x4x4xf32>, tensor<4xi64>) -> tensor<4x4x?x2xf32>
  func.return %y : tensor<4x4x?x2xf32>
}

// -----

// NCHW -> NHWC of a convolution's result: convert-ov-to-gna absorbs it, whole.

// CHECK-LABEL: func.func @pinned_to_convolution
// CHECK-NOT:     ov.Reshape.v1
func.func @pinned_to_convolution(%x: tensor<1x2x3x4xf32>) -> tensor<1x3x4x2xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<2x2x1x1xf32>
  %c = ov.Convolution.v1 %x, %w {strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>} : (tensor<1x2x3x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x3x4xf32>
  %o = ov.Constant.v0 dense<[0, 2, 3, 1]> : tensor<4xi64>
  %y = ov.Transpose.v1 %c, %o : (tensor<1x2x3x4xf32>, tensor<4xi64>) -> tensor<1x3x4x2xf32>
  func.return %y : tensor<1x3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @two_d
// CHECK-NOT:     ov.Reshape.v1
func.func @two_d(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %o = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return %y : tensor<3x2xf32>
}

// -----

// A Transpose nothing reads is erased, not compressed into Reshapes nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %o = ov.Constant.v0 dense<[2, 3, 0, 1]> : tensor<4xi64>
  %y = ov.Transpose.v1 %x, %o : (tensor<2x2x4x4xf32>, tensor<4xi64>) -> tensor<4x4x2x2xf32>
  func.return %x : tensor<2x2x4x4xf32>
}
