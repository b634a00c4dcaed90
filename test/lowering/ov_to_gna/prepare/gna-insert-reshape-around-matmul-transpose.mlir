// RUN: ov-opt %s --split-input-file -p gna-insert-reshape-around-matmul | filecheck %s

// A Transpose of the [2, 3, 5] result moves three dims over 1: no 2-D transpose of the [6, 5]
// product says that, so it stays after the Reshape back.
// CHECK-LABEL: func.func @transpose_of_three_dims
// CHECK:         %[[F:.*]] = ov.Reshape.v1 %x, %{{.*}} : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<6x4xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[F]], %w : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], %{{.*}} -> tensor<2x3x5xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[R]], %o : (tensor<2x3x5xf32>, tensor<3xi64>) -> tensor<5x3x2xf32>
// CHECK-NEXT:    func.return %[[T]]
func.func @transpose_of_three_dims(%x: tensor<2x3x4xf32>) -> tensor<5x3x2xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x5xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  %o = ov.Constant.v0 dense<[2, 1, 0]> : tensor<3xi64>
  %t = ov.Transpose.v1 %m, %o : (tensor<2x3x5xf32>, tensor<3xi64>) -> tensor<5x3x2xf32>
  func.return %t : tensor<5x3x2xf32>
}

// -----

// An Add of a constant per row ([3, 1]) is no column bias of the [6, 5] product: it stays after
// the Reshape back.
// CHECK-LABEL: func.func @bias_per_row
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %{{.*}}, %w : (tensor<6x4xf32>, tensor<4x5xf32>) -> tensor<6x5xf32>
// CHECK-NOT:     ov.Add.v1 %[[M]]
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], %{{.*}} -> tensor<2x3x5xf32>
// CHECK:         ov.Add.v1 %[[R]], %c : (tensor<2x3x5xf32>, tensor<3x1xf32>) -> tensor<2x3x5xf32>
func.func @bias_per_row(%x: tensor<2x3x4xf32>) -> tensor<2x3x5xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<4x5xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  %c = ov.Constant.v0 dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf32>
  %y = ov.Add.v1 %m, %c : (tensor<2x3x5xf32>, tensor<3x1xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}
