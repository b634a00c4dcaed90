// RUN: ov-opt %s --split-input-file -p gna-insert-reshape-around-matmul | filecheck %s

// [4, 1, 6] data by constant [6, 3] weights: a 2-D MatMul on [4, 6], the bias Add on the 2-D
// result as [1, 3], reshaped back to [4, 1, 3] after it.

// CHECK-LABEL: func.func @rank3_with_bias
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[FLAT]], %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.Constant.v0 dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>
// CHECK-NEXT:    %[[A:.*]] = ov.Add.v1 %[[M]], %[[B]] : (tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<4x3xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[A]], {{.*}} -> tensor<4x1x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @rank3_with_bias(%x: tensor<4x1x6xf32>) -> tensor<4x1x3xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<3xf32>) -> tensor<4x1x3xf32>
  func.return %y : tensor<4x1x3xf32>
}

// -----

// A Transpose after it that swaps the two dims over 1 is a 2-D Transpose of the 2-D result.

// CHECK-LABEL: func.func @trailing_transpose
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[FLAT]], %w {{.*}} -> tensor<4x3xf32>
// CHECK-NEXT:    %[[P:.*]] = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
// CHECK-NEXT:    %[[T:.*]] = ov.Transpose.v1 %[[M]], %[[P]] {{.*}} -> tensor<3x4xf32>
// CHECK:         %[[Y:.*]] = ov.Reshape.v1 %[[T]], {{.*}} -> tensor<1x3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @trailing_transpose(%x: tensor<1x4x6xf32>) -> tensor<1x3x4xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %p = ov.Constant.v0 dense<[0, 2, 1]> : tensor<3xi64>
  %m = ov.MatMul.v0 %x, %w : (tensor<1x4x6xf32>, tensor<6x3xf32>) -> tensor<1x4x3xf32>
  %y = ov.Transpose.v1 %m, %p : (tensor<1x4x3xf32>, tensor<3xi64>) -> tensor<1x3x4xf32>
  func.return %y : tensor<1x3x4xf32>
}

// -----

// A constant first operand times data [1, 6, 2]: the data read as [6, 2].

// CHECK-LABEL: func.func @constant_first
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<6x2xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %c, %[[FLAT]] {{.*}} -> tensor<3x2xf32>
// CHECK:         ov.Reshape.v1 %[[M]], {{.*}} -> tensor<1x3x2xf32>
func.func @constant_first(%x: tensor<1x6x2xf32>) -> tensor<1x3x2xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<1x6x2xf32>) -> tensor<1x3x2xf32>
  func.return %m : tensor<1x3x2xf32>
}

// -----

// Not fired: 2-D data, weights that are not constant, data read transposed, and a constant
// first operand whose data has a batch dim over 1 (a batched product, not one matrix).

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Reshape
// CHECK-COUNT-4: ov.MatMul.v0
// CHECK-NOT:     ov.Reshape
func.func @stays(%x: tensor<4x6xf32>, %x3: tensor<2x4x6xf32>, %w3: tensor<6x3xf32>, %b: tensor<2x6x2xf32>) -> (tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<2x6x3xf32>, tensor<2x3x2xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %wt = ov.Constant.v0 dense<0.5> : tensor<4x3xf32>
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %a = ov.MatMul.v0 %x, %w : (tensor<4x6xf32>, tensor<6x3xf32>) -> tensor<4x3xf32>
  %m = ov.MatMul.v0 %x3, %w3 : (tensor<2x4x6xf32>, tensor<6x3xf32>) -> tensor<2x4x3xf32>
  %t = ov.MatMul.v0 %x3, %wt {transpose_a = true} : (tensor<2x4x6xf32>, tensor<4x3xf32>) -> tensor<2x6x3xf32>
  %n = ov.MatMul.v0 %c, %b : (tensor<3x6xf32>, tensor<2x6x2xf32>) -> tensor<2x3x2xf32>
  func.return %a, %m, %t, %n : tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<2x6x3xf32>, tensor<2x3x2xf32>
}

// -----

// Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept
// (InsertReshapeAroundMatmulWithFq), as either operand: read through it as they are. One not
// kept is not seen through.

// CHECK-LABEL: func.func @kept_fake_quantize
// CHECK:         %[[FLAT:.*]] = ov.Reshape.v1 %x, {{.*}} -> tensor<2x6xf32>
// CHECK-NEXT:    ov.MatMul.v0 %[[FLAT]], %q : (tensor<2x6xf32>, tensor<6x3xf32>) -> tensor<2x3xf32>
// CHECK:         %[[COLS:.*]] = ov.Reshape.v1 %y, {{.*}} -> tensor<6x2xf32>
// CHECK-NEXT:    ov.MatMul.v0 %r, %[[COLS]] : (tensor<3x6xf32>, tensor<6x2xf32>) -> tensor<3x2xf32>
// CHECK:         ov.MatMul.v0 %x, %u : (tensor<1x2x6xf32>, tensor<6x3xf32>) -> tensor<1x2x3xf32>
func.func @kept_fake_quantize(%x: tensor<1x2x6xf32>, %y: tensor<1x6x2xf32>) -> (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1x2x3xf32>) {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %q = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<6x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<6x3xf32>
  %m = ov.MatMul.v0 %x, %q : (tensor<1x2x6xf32>, tensor<6x3xf32>) -> tensor<1x2x3xf32>
  %r = ov.FakeQuantize.v0 %c, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<3x6xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x6xf32>
  %n = ov.MatMul.v0 %r, %y : (tensor<3x6xf32>, tensor<1x6x2xf32>) -> tensor<1x3x2xf32>
  %u = ov.FakeQuantize.v0 %w, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<6x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<6x3xf32>
  %o = ov.MatMul.v0 %x, %u : (tensor<1x2x6xf32>, tensor<6x3xf32>) -> tensor<1x2x3xf32>
  func.return %m, %n, %o : tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1x2x3xf32>
}

// -----

// A MatMul nothing reads is erased, not wrapped in Reshapes nothing reads either.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<4x1x6xf32>) -> tensor<4x1x6xf32> {
  %w = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %bias = ov.Constant.v0 dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = ov.MatMul.v0 %x, %w : (tensor<4x1x6xf32>, tensor<6x3xf32>) -> tensor<4x1x3xf32>
  %y = ov.Add.v1 %m, %bias : (tensor<4x1x3xf32>, tensor<3xf32>) -> tensor<4x1x3xf32>
  func.return %x : tensor<4x1x6xf32>
}
