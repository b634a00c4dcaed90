// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the shape ops.

// Unsqueeze inserts a dim of 1 at each axis: the result has rank 3 here.
func.func @unsqueeze_result_rank(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = "ov.Unsqueeze.v0"(%x, %a) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Unsqueeze.v0 op: result 0 has type tensor<2x3xf32>, but its operands give tensor<1x2x3xf32>

// -----

// Squeeze removes dims of 1 only: dim 0 is 2.
func.func @squeeze_not_one(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = "ov.Squeeze.v0"(%x, %a) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  func.return
}
// CHECK: a ov.Squeeze.v0 op: cannot squeeze axis 0 of size 2
