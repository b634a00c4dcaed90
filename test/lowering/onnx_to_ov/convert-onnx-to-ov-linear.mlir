// RUN: ov-opt %s --split-input-file -p convert-onnx-to-ov | filecheck %s

// MatMul is MatMul-1 without transposes, numpy semantics on both sides.

// CHECK-LABEL: func.func @matmul
// CHECK-SAME:    (%[[A:.*]]: tensor<?x2x3xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[V:.*]]: tensor<3xf32>)
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %[[A]], %[[B]] : (tensor<?x2x3xf32>, tensor<3x4xf32>) -> tensor<?x2x4xf32>
// CHECK-NEXT:    %[[Z:.*]] = ov.MatMul.v0 %[[A]], %[[V]] : (tensor<?x2x3xf32>, tensor<3xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:    func.return %[[Y]], %[[Z]] : tensor<?x2x4xf32>, tensor<?x2xf32>
func.func @matmul(%a: tensor<?x2x3xf32>, %b: tensor<3x4xf32>, %v: tensor<3xf32>) -> (tensor<?x2x4xf32>, tensor<?x2xf32>) {
  %y = "onnx.MatMul"(%a, %b) <{version = 13 : i64}> : (tensor<?x2x3xf32>, tensor<3x4xf32>) -> tensor<?x2x4xf32>
  %z = "onnx.MatMul"(%a, %v) <{version = 13 : i64}> : (tensor<?x2x3xf32>, tensor<3xf32>) -> tensor<?x2xf32>
  func.return %y, %z : tensor<?x2x4xf32>, tensor<?x2xf32>
}

// -----

// Gemm: Y = alpha * A' * B' + beta * C. The transposes are MatMul's; alpha and beta are
// scalar constants of A's element type, multiplied in only when they are not 1.

// CHECK-LABEL: func.func @gemm
// CHECK-SAME:    (%[[A:.*]]: tensor<3x2xf32>, %[[B:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[MM:.*]] = ov.MatMul.v0 %[[A]], %[[B]] {transpose_a = true, transpose_b = true} : (tensor<3x2xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<2.500000e-01> : tensor<f32>
// CHECK-NEXT:    %[[SCALED:.*]] = ov.Multiply.v1 %[[MM]], %[[ALPHA]] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[BETA:.*]] = ov.Constant.v0 dense<3.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[BC:.*]] = ov.Multiply.v1 %[[C]], %[[BETA]] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[SCALED]], %[[BC]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x4xf32>
func.func @gemm(%a: tensor<3x2xf32>, %b: tensor<4x3xf32>, %c: tensor<4xf32>) -> tensor<2x4xf32> {
  %y = "onnx.Gemm"(%a, %b, %c) <{version = 13 : i64, transA = 1 : i64, transB = 1 : i64, alpha = 2.500000e-01 : f32, beta = 3.000000e+00 : f32}> : (tensor<3x2xf32>, tensor<4x3xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// The defaults (alpha = beta = 1, no transposes) add no Multiply.

// CHECK-LABEL: func.func @gemm_defaults
// CHECK-SAME:    (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<2x4xf32>)
// CHECK-NEXT:    %[[MM:.*]] = ov.MatMul.v0 %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %[[MM]], %[[C]] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x4xf32>
func.func @gemm_defaults(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %y = "onnx.Gemm"(%a, %b, %c) <{version = 13 : i64}> : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// transA only; C is optional since Gemm-11.

// CHECK-LABEL: func.func @gemm_no_c
// CHECK-NEXT:    %[[MM:.*]] = ov.MatMul.v0 %{{.*}}, %{{.*}} {transpose_a = true} : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    func.return %[[MM]] : tensor<2x4xf32>
func.func @gemm_no_c(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %y = "onnx.Gemm"(%a, %b) <{version = 13 : i64, transA = 1 : i64}> : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// beta = 0 drops C (the pattern does not fire on it: no Add, no Multiply).

// CHECK-LABEL: func.func @gemm_beta_zero
// CHECK-NEXT:    %[[MM:.*]] = ov.MatMul.v0 %{{.*}}, %{{.*}} {transpose_b = true} : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
// CHECK-NEXT:    func.return %[[MM]] : tensor<2x4xf32>
func.func @gemm_beta_zero(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<1x4xf32>) -> tensor<2x4xf32> {
  %y = "onnx.Gemm"(%a, %b, %c) <{version = 13 : i64, transB = 1 : i64, beta = 0.000000e+00 : f32}> : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  func.return %y : tensor<2x4xf32>
}

// -----

// Half-precision Gemm: the alpha constant is f16, as A is.

// CHECK-LABEL: func.func @gemm_f16
// CHECK-NEXT:    %[[MM:.*]] = ov.MatMul.v0 %{{.*}}, %{{.*}} : (tensor<2x3xf16>, tensor<3x4xf16>) -> tensor<2x4xf16>
// CHECK-NEXT:    %[[ALPHA:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f16>
// CHECK-NEXT:    %[[Y:.*]] = ov.Multiply.v1 %[[MM]], %[[ALPHA]] : (tensor<2x4xf16>, tensor<f16>) -> tensor<2x4xf16>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x4xf16>
func.func @gemm_f16(%a: tensor<2x3xf16>, %b: tensor<3x4xf16>) -> tensor<2x4xf16> {
  %y = "onnx.Gemm"(%a, %b) <{version = 13 : i64, alpha = 5.000000e-01 : f32}> : (tensor<2x3xf16>, tensor<3x4xf16>) -> tensor<2x4xf16>
  func.return %y : tensor<2x4xf16>
}
