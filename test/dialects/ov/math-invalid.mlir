// RUN: ov-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier errors of the element-wise mathematics.

func.func @round_mode(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Round.v5 %x {mode = "half_up"} : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK: mode must be one of half_to_even, half_away_from_zero, not 'half_up'

// -----

func.func @clamp_order(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.Clamp.v0 %x {min = 2.0 : f64, max = 1.0 : f64} : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: Clamp needs min <= max, got min 2.0 and max 1.0

// -----

func.func @bitwise_floats(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.BitwiseAnd.v13 %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: BitwiseAnd needs integer or boolean operands, got f32

// -----

func.func @bitwise_not_floats(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.BitwiseNot.v13 %x : tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: BitwiseNot needs integer or boolean operands, got f32

// -----

func.func @shift_booleans(%x: tensor<2xi1>) -> tensor<2xi1> {
  %y = ov.BitwiseLeftShift.v15 %x, %x : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  func.return %y : tensor<2xi1>
}
// CHECK-NEXT: BitwiseLeftShift needs integer operands, got i1

// -----

func.func @is_nan_integers(%x: tensor<2xi32>) -> tensor<2xi1> {
  %y = ov.IsNaN.v10 %x : (tensor<2xi32>) -> tensor<2xi1>
  func.return %y : tensor<2xi1>
}
// CHECK-NEXT: IsNaN needs a floating-point operand, got i32

// -----

func.func @is_inf_result(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = ov.IsInf.v10 %x : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: result 0 has type tensor<2xf32>, but its operands give tensor<2xi1>
