// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the comparisons, logical operations and Select.

func.func @equal_not_boolean(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.Equal.v1 %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK: result 0 has type tensor<2x3xf32>, but its operands give tensor<2x3xi1>

// -----

func.func @less_mixed_types(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<2x3xi1> {
  %y = ov.Less.v1 %a, %b : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  func.return %y : tensor<2x3xi1>
}
// CHECK-NEXT: operands must share one element type

// -----

func.func @logical_and_floats(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = ov.LogicalAnd.v1 %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}
// CHECK-NEXT: LogicalAnd needs boolean operands, got f32

// -----

func.func @logical_not_integers(%a: tensor<2xi32>) -> tensor<2xi32> {
  %y = ov.LogicalNot.v1 %a : tensor<2xi32>
  func.return %y : tensor<2xi32>
}
// CHECK-NEXT: LogicalNot needs a boolean operand, got i32

// -----

func.func @select_condition(%c: tensor<2xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Select.v1 %c, %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: Select needs a boolean condition, got f32

// -----

func.func @select_branches(%c: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  %y = ov.Select.v1 %c, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: operands must share one element type

// -----

func.func @select_broadcast(%c: tensor<3xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Select.v1 %c, %a, %a : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: shapes [3] and [2] do not broadcast

// -----

func.func @select_mode(%c: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Select.v1 %c, %a, %a {auto_broadcast = "bidirectional"} : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: auto_broadcast must be one of none, numpy, pdpd, not 'bidirectional'

// -----

// ov.NotEqual.v1 broadcasts its operands as numpy does: 2x3 and 4 do not.
func.func @notequal_no_broadcast(%x: tensor<2x3xf32>, %z: tensor<4xf32>) {
  %y = "ov.NotEqual.v1"(%x, %z) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xi1>
  func.return
}
// CHECK: a ov.NotEqual.v1 op: shapes [2,3] and [1,4] do not broadcast

// -----

// ov.Greater.v1 broadcasts its operands as numpy does: 2x3 and 4 do not.
func.func @greater_no_broadcast(%x: tensor<2x3xf32>, %z: tensor<4xf32>) {
  %y = "ov.Greater.v1"(%x, %z) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xi1>
  func.return
}
// CHECK: a ov.Greater.v1 op: shapes [2,3] and [1,4] do not broadcast

// -----

// ov.LessEqual.v1 broadcasts its operands as numpy does: 2x3 and 4 do not.
func.func @lessequal_no_broadcast(%x: tensor<2x3xf32>, %z: tensor<4xf32>) {
  %y = "ov.LessEqual.v1"(%x, %z) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xi1>
  func.return
}
// CHECK: a ov.LessEqual.v1 op: shapes [2,3] and [1,4] do not broadcast

// -----

// ov.GreaterEqual.v1 broadcasts its operands as numpy does: 2x3 and 4 do not.
func.func @greaterequal_no_broadcast(%x: tensor<2x3xf32>, %z: tensor<4xf32>) {
  %y = "ov.GreaterEqual.v1"(%x, %z) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xi1>
  func.return
}
// CHECK: a ov.GreaterEqual.v1 op: shapes [2,3] and [1,4] do not broadcast

// -----

// ov.LogicalOr.v1 takes booleans.
func.func @logicalor_floats(%x: tensor<2x3xf32>) {
  %y = "ov.LogicalOr.v1"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.LogicalOr.v1 op: LogicalOr needs boolean operands, got f32

// -----

// ov.LogicalXor.v1 takes booleans.
func.func @logicalxor_floats(%x: tensor<2x3xf32>) {
  %y = "ov.LogicalXor.v1"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.LogicalXor.v1 op: LogicalXor needs boolean operands, got f32

// -----

// With auto_broadcast none, Select's three shapes must agree (OpenVINO: "Argument shapes are inconsistent").
func.func @select_none_mode(%c: tensor<2x3xi1>, %a: tensor<1x3xf32>, %b: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %y = ov.Select.v1 %c, %a, %b {auto_broadcast = "none"} : (tensor<2x3xi1>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<1x3xf32>
  func.return %y : tensor<1x3xf32>
}
// CHECK: shapes [2,3], [1,3], [2,3] differ and auto_broadcast is none
