// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the norm and logical reductions.

func.func @logical_of_floats(%x: tensor<4x2xf32>) -> tensor<4xf32> {
  %c = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = "ov.ReduceLogicalOr.v1"(%x, %c) : (tensor<4x2xf32>, tensor<1xi64>) -> tensor<4xf32>
  func.return %a : tensor<4xf32>
}
// CHECK: ReduceLogicalOr needs a boolean tensor, got f32

// -----

func.func @l1_result_type(%x: tensor<4x2xf32>) -> tensor<4x1xf32> {
  %c = ov.Constant.v0 dense<1> : tensor<1xi64>
  %a = "ov.ReduceL1.v4"(%x, %c) : (tensor<4x2xf32>, tensor<1xi64>) -> tensor<4x1xf32>
  func.return %a : tensor<4x1xf32>
}
// CHECK-NEXT: result 0 has type tensor<4x1xf32>, but its operands give tensor<4xf32>
