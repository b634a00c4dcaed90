// RUN: ov-opt %s --split-input-file -p gna-swap-input-matmul | filecheck %s

// constant [3, 6] x data [6, 4]: 4 frames fit the affine, so (x^T x c^T)^T.

// CHECK-LABEL: func.func @constant_first
// CHECK:         %[[XT:.*]] = ov.Transpose.v1 %x, {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[XT]], %c {transpose_b = true} {{.*}} -> tensor<4x3xf32>
// CHECK:         %[[Y:.*]] = ov.Transpose.v1 %[[M]], {{.*}} -> tensor<3x4xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @constant_first(%x: tensor<6x4xf32>) -> tensor<3x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %m : tensor<3x4xf32>
}

// -----

// Data that already is a Transpose is read before it, and a Transpose after the MatMul
// cancels the one the swap would add: no transpose is left.

// CHECK-LABEL: func.func @transposes_removed
// CHECK-NOT:     ov.Transpose
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %c {transpose_b = true} {{.*}} -> tensor<4x3xf32>
// CHECK-NEXT:    func.return %[[M]]
func.func @transposes_removed(%x: tensor<4x6xf32>) -> tensor<4x3xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %p = ov.Constant.v0 dense<[1, 0]> : tensor<2xi64>
  %xt = ov.Transpose.v1 %x, %p : (tensor<4x6xf32>, tensor<2xi64>) -> tensor<6x4xf32>
  %m = ov.MatMul.v0 %c, %xt : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  %y = ov.Transpose.v1 %m, %p : (tensor<3x4xf32>, tensor<2xi64>) -> tensor<4x3xf32>
  func.return %y : tensor<4x3xf32>
}

// -----

// Data read with transpose_b is x^T already; a constant read with transpose_a is c^T.

// CHECK-LABEL: func.func @flags
// CHECK-NOT:     ov.Transpose.v1 %x
// CHECK:         %[[M:.*]] = ov.MatMul.v0 %x, %c : {{.*}} -> tensor<2x3xf32>
// CHECK:         ov.Transpose.v1 %[[M]], {{.*}} -> tensor<3x2xf32>
func.func @flags(%x: tensor<2x6xf32>) -> tensor<3x2xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<6x3xf32>
  %m = ov.MatMul.v0 %c, %x {transpose_a = true, transpose_b = true} : (tensor<6x3xf32>, tensor<2x6xf32>) -> tensor<3x2xf32>
  func.return %m : tensor<3x2xf32>
}

// -----

// Not fired: 9 frames after the swap (over kAffineMaxBatchSize), the constant already second,
// and two non-constant operands.

// CHECK-LABEL: func.func @stays
// CHECK-NOT:     ov.Transpose
// CHECK:         ov.MatMul.v0 %c, %x
// CHECK:         ov.MatMul.v0 %y, %w
// CHECK:         ov.MatMul.v0 %y, %z
func.func @stays(%x: tensor<6x9xf32>, %y: tensor<4x6xf32>, %z: tensor<6x2xf32>) -> (tensor<3x9xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %w = ov.Constant.v0 dense<0.5> : tensor<6x2xf32>
  %a = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x9xf32>) -> tensor<3x9xf32>
  %b = ov.MatMul.v0 %y, %w : (tensor<4x6xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
  %d = ov.MatMul.v0 %y, %z : (tensor<4x6xf32>, tensor<6x2xf32>) -> tensor<4x2xf32>
  func.return %a, %b, %d : tensor<3x9xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// Weights behind a FakeQuantize gna-keep-weights-fake-quantize kept (SwapInputMatMulWithFq):
// read through it as they are, for convert-ov-to-gna to fuse. One not kept is not seen through
// (ov-fold-constants folds it first, or it stays with its MatMul).

// CHECK-LABEL: func.func @kept_fake_quantize
// CHECK:         %[[XT:.*]] = ov.Transpose.v1 %x, {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT:    %[[M:.*]] = ov.MatMul.v0 %[[XT]], %q {transpose_b = true} {{.*}} -> tensor<4x3xf32>
// CHECK:         ov.MatMul.v0 %u, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
func.func @kept_fake_quantize(%x: tensor<6x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %lo = ov.Constant.v0 dense<-1.0> : tensor<f32>
  %hi = ov.Constant.v0 dense<1.0> : tensor<f32>
  %q = ov.FakeQuantize.v0 %c, %lo, %hi, %lo, %hi {ovopt.keep_unfolded, levels = 255 : i64} : (tensor<3x6xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x6xf32>
  %m = ov.MatMul.v0 %q, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  %u = ov.FakeQuantize.v0 %c, %lo, %hi, %lo, %hi {levels = 255 : i64} : (tensor<3x6xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<3x6xf32>
  %n = ov.MatMul.v0 %u, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %m, %n : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// A MatMul nothing reads is erased, not swapped into Transposes nothing reads.

// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    func.return %x
func.func @dead(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = ov.Constant.v0 dense<0.5> : tensor<3x6xf32>
  %m = ov.MatMul.v0 %c, %x : (tensor<3x6xf32>, tensor<6x4xf32>) -> tensor<3x4xf32>
  func.return %x : tensor<6x4xf32>
}
