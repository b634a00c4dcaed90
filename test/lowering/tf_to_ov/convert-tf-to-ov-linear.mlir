// RUN: ov-opt %s --split-input-file --verify-diagnostics -p convert-tf-to-ov | filecheck %s

// Matrix products: MatMul and BatchMatMul (V1 to V3) as MatMul-0, adjoints as its transposes;
// Einsum as Einsum-7. The refusals come first: --verify-diagnostics prints them as it meets
// them, the converted chunks after all of them.

// Refused (must not fire): an Einsum equation without its output ('->').
// CHECK: no lowering to OpenVINO for node 'einsum' (Einsum): an equation without an output ('ij,jk') is not one ovopt reads; an extension can add one
func.func @no_output(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<f32> {
  %y = "tf.Einsum"(%a, %b) <{N = 2 : i64, T = f32, equation = "ij,jk"}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<f32> loc("einsum")
  func.return %y : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %a, %b {transpose_b = true} : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<5x4xf32>) -> tensor<3x5xf32> {
  %y = "tf.MatMul"(%a, %b) <{T = f32, transpose_a = false, transpose_b = true}> : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
  func.return %y : tensor<3x5xf32>
}

// -----

// BatchMatMulV2 broadcasts the batch axes, as MatMul-0 does; adj_x is transpose_a.
// CHECK-LABEL: func.func @batch
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %a, %b {transpose_a = true} : (tensor<2x4x3xf32>, tensor<1x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch(%a: tensor<2x4x3xf32>, %b: tensor<1x4x5xf32>) -> tensor<2x3x5xf32> {
  %y = "tf.BatchMatMulV2"(%a, %b) <{T = f32, adj_x = true, adj_y = false}> : (tensor<2x4x3xf32>, tensor<1x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}

// -----

// BatchMatMulV3 computes in Tout: an operand of another type is converted first, one of Tout's
// type (must not fire) is not.
// CHECK-LABEL: func.func @batch_v3
// CHECK-NEXT:    %[[A:.*]] = ov.Convert.v0 %a {destination_type = f32} : (tensor<2x3x4xi8>) -> tensor<2x3x4xf32>
// CHECK-NEXT:    %[[Y:.*]] = ov.MatMul.v0 %[[A]], %b : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @batch_v3(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %y = "tf.BatchMatMulV3"(%a, %b) <{Ta = i8, Tb = f32, Tout = f32, adj_x = false, adj_y = false}> : (tensor<2x3x4xi8>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @einsum
// CHECK-NEXT:    %[[Y:.*]] = ov.Einsum.v7 %a, %b {equation = "bij,bjk->bik"} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @einsum(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %y = "tf.Einsum"(%a, %b) <{N = 2 : i64, T = f32, equation = "bij,bjk->bik"}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %y : tensor<2x3x5xf32>
}
