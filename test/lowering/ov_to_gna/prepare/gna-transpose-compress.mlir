// RUN: ov-opt %s --split-input-file -p gna-transpose-compress | filecheck %s

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
