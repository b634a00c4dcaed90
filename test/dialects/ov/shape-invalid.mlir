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

// -----

func.func @reshape_target_below_minus_one(%x: tensor<2x3xf32>) {
  %s = ov.Constant.v0 dense<[-2, 3]> : tensor<2xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}
// CHECK-NEXT: a ov.Reshape.v1 op: target shape value -2 is invalid

// -----

// The target shape is 1-D: a scalar is refused, as OpenVINO's shape inference refuses it.
func.func @reshape_to_a_scalar_target(%x: tensor<6xf32>) {
  %s = ov.Constant.v0 dense<6> : tensor<i64>
  %y = ov.Reshape.v1 %x, %s {special_zero = false} : (tensor<6xf32>, tensor<i64>) -> tensor<6xf32>
  func.return
}
// CHECK-NEXT: a ov.Reshape.v1 op: the target shape must be 1-D, got []

// -----

func.func @concat_of_nothing() {
  %y = "ov.Concat.v0"() <{axis = 0 : i64}> : () -> tensor<1xf32>
  func.return
}
// CHECK-NEXT: a ov.Concat.v0 op: Concat needs at least one input

// -----

// numpy broadcasting never drops dims: rank 2 does not go to rank 1.
func.func @broadcast_to_lower_rank(%x: tensor<2x3xf32>) {
  %s = ov.Constant.v0 dense<[3]> : tensor<1xi64>
  %y = ov.Broadcast.v3 %x, %s : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  func.return
}
// CHECK-NEXT: a ov.Broadcast.v3 op: cannot broadcast [2,3] to [3]

// -----

func.func @unsqueeze_repeated_axes(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<[0, 0]> : tensor<2xi64>
  %y = "ov.Unsqueeze.v0"(%x, %a) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<1x1x2x3xf32>
  func.return
}
// CHECK-NEXT: a ov.Unsqueeze.v0 op: Unsqueeze axes repeat

// -----

// special_zero copies dim 2 of a rank-2 input, which does not exist (OpenVINO: "'0' dimension is out of range").
func.func @reshape_copies_a_missing_dim(%x: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %s = ov.Constant.v0 dense<[0, 0, 0]> : tensor<3xi64>
  %y = ov.Reshape.v1 %x, %s {special_zero = true} : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x3x1xf32>
  func.return %y : tensor<2x3x1xf32>
}
// CHECK: target dim 2 copies an input dim that does not exist
