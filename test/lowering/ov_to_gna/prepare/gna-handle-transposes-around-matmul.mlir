// RUN: ov-opt %s --split-input-file -p gna-handle-transposes-around-matmul | filecheck %s

// The data is x^T: the MatMul reads x [6, 4] itself as 4 frames as columns (transpose_a).

// CHECK-LABEL: func.func @transpose_before
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %w {transpose_a = true} : (tensor<6x4xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:    func.return %[[M]]
func.func @transpose_before(%x: tensor<6x4xf32>) -> tensor<4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %m = ov.MatMul.v0 %xt, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %m : tensor<4x3xf32>
}

// -----

// Not fired: data that is no Transpose, a Transpose of 3-D data, weights that are not
// constant, and data already read transposed.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     transpose_a = true
// CHECK:         ov.MatMul.v0 %x, %w
// CHECK:         ov.MatMul.v0 %{{.*}}, %w
// CHECK:         ov.MatMul.v0 %{{.*}}, %v
func.func @stays(%x: tensor<4x6xf32>, %y: tensor<1x6x4xf32>, %v: tensor<6x3xf32>) -> (tensor<4x3xf32>, tensor<1x4x3xf32>, tensor<4x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p3 = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %a = ov.MatMul.v0 %x, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  %yt = ov.Transpose.v1 %y, %p3 : (tensor<1x6x4xf32>, tensor<3xi64>) -> tensor<1x4x6xf32>
  %b = ov.MatMul.v0 %yt, %w : (tensor<1x4x6xf32>, tensor<6x3xf32>) -> tensor<1x4x3xf32>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %xtt = ov.Transpose.v1 %xt, %p : (tensor<6x4xf32>, tensor<2xi64>) -> tensor<4x6xf32>
  %c = ov.MatMul.v0 %xtt, %v : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  func.return %a, %b, %c : tensor<4x3xf32>, tensor<1x4x3xf32>, tensor<4x3xf32>
}
