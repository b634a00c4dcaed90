// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the elementwise ops.

// ov.Sigmoid.v0 keeps its input's type: a result of another shape is refused.
func.func @sigmoid_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Sigmoid.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Sigmoid.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Tanh.v0 keeps its input's type: a result of another shape is refused.
func.func @tanh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Tanh.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Tanh.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Exp.v0 keeps its input's type: a result of another shape is refused.
func.func @exp_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Exp.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Exp.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Log.v0 keeps its input's type: a result of another shape is refused.
func.func @log_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Log.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Log.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Sqrt.v0 keeps its input's type: a result of another shape is refused.
func.func @sqrt_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Sqrt.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Sqrt.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Abs.v0 keeps its input's type: a result of another shape is refused.
func.func @abs_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Abs.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Abs.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Negative.v0 keeps its input's type: a result of another shape is refused.
func.func @negative_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Negative.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Negative.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Floor.v0 keeps its input's type: a result of another shape is refused.
func.func @floor_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Floor.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Floor.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Ceiling.v0 keeps its input's type: a result of another shape is refused.
func.func @ceiling_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Ceiling.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Ceiling.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Erf.v0 keeps its input's type: a result of another shape is refused.
func.func @erf_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Erf.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Erf.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Maximum.v1 takes two operands of one element type.
func.func @maximum_mixed_types(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %y = "ov.Maximum.v1"(%x, %i) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Maximum.v1 op: operands must share one element type, got f32, i32

// -----

// ov.Minimum.v1 takes two operands of one element type.
func.func @minimum_mixed_types(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %y = "ov.Minimum.v1"(%x, %i) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Minimum.v1 op: operands must share one element type, got f32, i32

// -----

// ov.Power.v1 takes two operands of one element type.
func.func @power_mixed_types(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %y = "ov.Power.v1"(%x, %i) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Power.v1 op: operands must share one element type, got f32, i32

// -----

// ConvertLike takes the element type of its second operand, not the shape.
func.func @convert_like_shape(%x: tensor<2x3xf32>, %l: tensor<4xi32>) {
  %y = "ov.ConvertLike.v1"(%x, %l) : (tensor<2x3xf32>, tensor<4xi32>) -> tensor<4xi32>
  func.return
}
// CHECK: a ov.ConvertLike.v1 op: result 0 has type tensor<4xi32>, but its operands give tensor<2x3xi32>
