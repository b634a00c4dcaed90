// RUN: ov-opt %s --split-input-file -p ov-transpose-matmul-weights --print-debuginfo | filecheck %s

// A MatMul's constant weights [K, N] are read through a Transpose to [N, K] with transpose_b,
// one Transpose per constant, right after it and named as it is (the IR writer writes it as
// the transposed constant).

// CHECK-LABEL: func.func @weights
// CHECK-NEXT:    %[[W:.*]] = ov.Constant.v0 dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32> loc("w")
// CHECK-NEXT:    %[[ORDER:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64> loc("w")
// CHECK-NEXT:    %[[WT:.*]] = ov.Transpose.v1 %[[W]], %[[ORDER]] : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32> loc("w")
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %{{.*}}, %[[WT]] {transpose_b = true} : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<4x3xf32> loc("first")
// CHECK-NEXT:    %[[Z:.*]] = ov.MatMul.v0 %{{.*}}, %[[WT]] {transpose_a = true, transpose_b = true} : (tensor<2x4xf32>, tensor<3x2xf32>) -> tensor<4x3xf32> loc("second")
// CHECK-NEXT:    func.return %[[Y]], %[[Z]]
func.func @weights(%x: tensor<4x2xf32>, %xt: tensor<2x4xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %w = ov.Constant.v0 dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32> loc("w")
  %y = ov.MatMul.v0 %x, %w : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32> loc("first")
  %z = ov.MatMul.v0 %xt, %w {transpose_a = true} : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<4x3xf32> loc("second")
  func.return %y, %z : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

// Leading axes of 1 (ovc's condition: as many 1s as leading axes), any whole-byte element type.

// CHECK-LABEL: func.func @leading_ones
// CHECK:         ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<1x1x2x3xf16>, tensor<4xi64>) -> tensor<1x1x3x2xf16>
// CHECK:         ov.MatMul.v0 %{{.*}}, %{{.*}} {transpose_b = true} : (tensor<?x5x4x2xf16>, tensor<1x1x3x2xf16>)
// CHECK:         ov.Transpose.v1 %{{.*}}, %{{.*}} : (tensor<4x1x3xi8>, tensor<3xi64>) -> tensor<4x3x1xi8>
func.func @leading_ones(%x: tensor<?x5x4x2xf16>, %i: tensor<4x2x4xi8>) -> (tensor<?x5x4x3xf16>, tensor<4x2x3xi8>) {
  %w = ov.Constant.v0 dense<1.0> : tensor<1x1x2x3xf16>
  %y = ov.MatMul.v0 %x, %w : (tensor<?x5x4x2xf16>, tensor<1x1x2x3xf16>) -> tensor<?x5x4x3xf16>
  %v = ov.Constant.v0 dense<1> : tensor<4x1x3xi8>
  %j = ov.Constant.v0 dense<0> : tensor<4x2x1xi8>
  %p = ov.MatMul.v0 %j, %v : (tensor<4x2x1xi8>, tensor<4x1x3xi8>) -> tensor<4x2x3xi8>
  func.return %y, %p : tensor<?x5x4x3xf16>, tensor<4x2x3xi8>
}

// -----

// Left as they are: weights read with transpose_b already, not a constant, a vector, leading
// axes not 1 (ovc leaves batched weights), booleans and 4-bit types (packed by the writer).

// CHECK-LABEL: func.func @kept
// CHECK-NOT:     ov.Transpose.v1
func.func @kept(%x: tensor<4x2xf32>, %b: tensor<2x3xf32>, %xb: tensor<5x4x2xf32>, %xi: tensor<4x2xi1>, %xu: tensor<4x2xui4>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<5x4x3xf32>, tensor<4x3xi1>, tensor<4x3xui4>) {
  %t = ov.Constant.v0 dense<1.0> : tensor<3x2xf32>
  %a = ov.MatMul.v0 %x, %t {transpose_b = true} : (tensor<4x2xf32>, tensor<3x2xf32>) -> tensor<4x3xf32>
  %c = ov.MatMul.v0 %x, %b : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %v = ov.Constant.v0 dense<1.0> : tensor<2xf32>
  %d = ov.MatMul.v0 %x, %v : (tensor<4x2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %batched = ov.Constant.v0 dense<1.0> : tensor<5x2x3xf32>
  %e = ov.MatMul.v0 %xb, %batched : (tensor<5x4x2xf32>, tensor<5x2x3xf32>) -> tensor<5x4x3xf32>
  %bools = ov.Constant.v0 dense<true> : tensor<2x3xi1>
  %f = ov.MatMul.v0 %xi, %bools : (tensor<4x2xi1>, tensor<2x3xi1>) -> tensor<4x3xi1>
  %nibbles = ov.Constant.v0 dense<1> : tensor<2x3xui4>
  %g = ov.MatMul.v0 %xu, %nibbles : (tensor<4x2xui4>, tensor<2x3xui4>) -> tensor<4x3xui4>
  func.return %a, %c, %d, %e, %f, %g : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>, tensor<5x4x3xf32>, tensor<4x3xi1>, tensor<4x3xui4>
}
