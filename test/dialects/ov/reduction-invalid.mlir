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

// -----

// ov.ReduceMean.v1 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reducemean_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceMean.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceMean.v1 op: axis 2 is out of range for rank 2

// -----

// ov.ReduceSum.v1 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reducesum_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceSum.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceSum.v1 op: axis 2 is out of range for rank 2

// -----

// ov.ReduceProd.v1 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reduceprod_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceProd.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceProd.v1 op: axis 2 is out of range for rank 2

// -----

// ov.ReduceMax.v1 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reducemax_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceMax.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceMax.v1 op: axis 2 is out of range for rank 2

// -----

// ov.ReduceMin.v1 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reducemin_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceMin.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceMin.v1 op: axis 2 is out of range for rank 2

// -----

// ov.ReduceL2.v4 reduces over axes of its input: axis 2 of a 2-D tensor is not one.
func.func @reducel2_axis_out_of_range(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<2> : tensor<1xi64>
  %y = "ov.ReduceL2.v4"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceL2.v4 op: axis 2 is out of range for rank 2

// -----

// ReduceLogicalAnd reduces booleans.
func.func @reduce_logical_and_floats(%x: tensor<2x3xf32>) {
  %a = ov.Constant.v0 dense<1> : tensor<1xi64>
  %y = "ov.ReduceLogicalAnd.v1"(%x, %a) <{keep_dims = false}> : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<2xf32>
  func.return
}
// CHECK: a ov.ReduceLogicalAnd.v1 op: ReduceLogicalAnd needs a boolean tensor, got f32

// -----

// A scalar has the one axis 0 (or -1): axis 1 is not one.
func.func @scalar_axis_out_of_range(%x: tensor<f32>) {
  %a = ov.Constant.v0 dense<1> : tensor<1xi64>
  %y = "ov.ReduceSum.v1"(%x, %a) <{keep_dims = false}> : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  func.return
}
// CHECK: a ov.ReduceSum.v1 op: axis 1 is out of range for rank 1

// -----

// keep_dims would give a scalar an axis it does not have: OpenVINO refuses it too.
func.func @scalar_keep_dims(%x: tensor<f32>) {
  %a = ov.Constant.v0 dense<0> : tensor<1xi64>
  %y = "ov.ReduceSum.v1"(%x, %a) <{keep_dims = true}> : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  func.return
}
// CHECK: a ov.ReduceSum.v1 op: axis 0 is out of range for rank 0
