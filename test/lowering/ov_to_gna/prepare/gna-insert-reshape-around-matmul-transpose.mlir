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

// -----

// A Transpose that moves only a 1-dim keeps the product's order: it is taken along as the shape
// of the Reshape back, no 2-D Transpose.
// CHECK-LABEL: func.func @transpose_of_a_unit_dim
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %{{.*}}, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[M]], %{{.*}} -> tensor<1x4x3xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @transpose_of_a_unit_dim(%x: tensor<4x1x6xf32>) -> tensor<1x4x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %o = ov.Constant.v0 dense<[1, 0, 2]> : tensor<3xi64>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %t = ov.Transpose.v1 %m, %o : (tensor<4x1x3xf32>, tensor<3xi64>) -> tensor<1x4x3xf32>
  func.return %t : tensor<1x4x3xf32>
}

// -----

// A Transpose of an order known only at run time stays after the Reshape back.
// CHECK-LABEL: func.func @transpose_runtime_order
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %{{.*}}, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:    %{{.*}} = ov.Constant.v0
// CHECK-NEXT:    %[[R:.*]] = ov.Reshape.v1 %[[M]], %{{.*}} -> tensor<1x4x3xf32>
// CHECK-NEXT:    ov.Transpose.v1 %[[R]], %o
func.func @transpose_runtime_order(%x: tensor<1x4x6xf32>, %o: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x4x6xf32>, tensor<6x3xf32>) -> tensor<1x4x3xf32>
  %t = ov.Transpose.v1 %m, %o : (tensor<1x4x3xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  func.return %t : tensor<?x?x?xf32>
}

// -----

// A bias Add, then a Transpose swapping the two dims over 1: both on the 2-D product.
// CHECK-LABEL: func.func @bias_then_transpose
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %{{.*}}, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK:         %[[A:.*]] = ov.Add.v1 %[[M]], %{{.*}} : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK:         %[[T:.*]] = ov.Transpose.v1 %[[A]], %{{.*}} -> tensor<3x4xf32>
// CHECK:         %[[R:.*]] = ov.Reshape.v1 %[[T]], %{{.*}} -> tensor<1x3x4xf32>
// CHECK-NEXT:    func.return %[[R]]
func.func @bias_then_transpose(%x: tensor<1x4x6xf32>) -> tensor<1x3x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %o = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x4x6xf32>, tensor<6x3xf32>) -> tensor<1x4x3xf32>
  %a = ov.Add.v1 %m, %bias : (tensor<1x4x3xf32>, tensor<3xf32>) -> tensor<1x4x3xf32>
  %t = ov.Transpose.v1 %a, %o : (tensor<1x4x3xf32>, tensor<3xi64>) -> tensor<1x3x4xf32>
  func.return %t : tensor<1x3x4xf32>
}
