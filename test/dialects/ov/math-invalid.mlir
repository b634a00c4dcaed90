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

// -----

// ov.Sin.v0 keeps its input's type: a result of another shape is refused.
func.func @sin_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Sin.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Sin.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Cos.v0 keeps its input's type: a result of another shape is refused.
func.func @cos_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Cos.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Cos.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Tan.v0 keeps its input's type: a result of another shape is refused.
func.func @tan_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Tan.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Tan.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Asin.v0 keeps its input's type: a result of another shape is refused.
func.func @asin_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Asin.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Asin.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Acos.v0 keeps its input's type: a result of another shape is refused.
func.func @acos_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Acos.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Acos.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Atan.v0 keeps its input's type: a result of another shape is refused.
func.func @atan_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Atan.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Atan.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Sinh.v0 keeps its input's type: a result of another shape is refused.
func.func @sinh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Sinh.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Sinh.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Cosh.v0 keeps its input's type: a result of another shape is refused.
func.func @cosh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Cosh.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Cosh.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.Asinh.v3 keeps its input's type: a result of another shape is refused.
func.func @asinh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Asinh.v3"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Asinh.v3 op: result 'output' at position 0 does not verify:

// -----

// ov.Acosh.v3 keeps its input's type: a result of another shape is refused.
func.func @acosh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Acosh.v3"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Acosh.v3 op: result 'output' at position 0 does not verify:

// -----

// ov.Atanh.v3 keeps its input's type: a result of another shape is refused.
func.func @atanh_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Atanh.v3"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Atanh.v3 op: result 'output' at position 0 does not verify:

// -----

// ov.Sign.v0 keeps its input's type: a result of another shape is refused.
func.func @sign_result_shape(%x: tensor<2x3xf32>) {
  %y = "ov.Sign.v0"(%x) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}
// CHECK: a ov.Sign.v0 op: result 'output' at position 0 does not verify:

// -----

// ov.FloorMod.v1 takes two operands of one element type.
func.func @floormod_mixed_types(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %y = "ov.FloorMod.v1"(%x, %i) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.FloorMod.v1 op: operands must share one element type, got f32, i32

// -----

// ov.Mod.v1 takes two operands of one element type.
func.func @mod_mixed_types(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>) {
  %y = "ov.Mod.v1"(%x, %i) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.Mod.v1 op: operands must share one element type, got f32, i32

// -----

// ov.BitwiseOr.v13 works on the bits of integers, not on floats.
func.func @bitwiseor_floats(%x: tensor<2x3xf32>) {
  %y = "ov.BitwiseOr.v13"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.BitwiseOr.v13 op: BitwiseOr needs integer or boolean operands, got f32

// -----

// ov.BitwiseXor.v13 works on the bits of integers, not on floats.
func.func @bitwisexor_floats(%x: tensor<2x3xf32>) {
  %y = "ov.BitwiseXor.v13"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.BitwiseXor.v13 op: BitwiseXor needs integer or boolean operands, got f32

// -----

// ov.BitwiseRightShift.v15 works on the bits of integers, not on floats.
func.func @bitwiserightshift_floats(%x: tensor<2x3xf32>) {
  %y = "ov.BitwiseRightShift.v15"(%x, %x) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}
// CHECK: a ov.BitwiseRightShift.v15 op: BitwiseRightShift needs integer operands, got f32

// -----

// IsFinite tests floating-point values: integers are always finite and refused.
func.func @isfinite_integers(%x: tensor<2x3xi32>) {
  %y = "ov.IsFinite.v10"(%x) : (tensor<2x3xi32>) -> tensor<2x3xi1>
  func.return
}
// CHECK: a ov.IsFinite.v10 op: IsFinite needs a floating-point operand, got i32

// -----

func.func @fake_quantize_levels(%x: tensor<2xf32>, %l: tensor<f32>) -> tensor<2xf32> {
  %y = ov.FakeQuantize.v0 %x, %l, %l, %l, %l {levels = 1 : i64} : (tensor<2xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}
// CHECK-NEXT: FakeQuantize needs at least 2 levels, got 1

// -----

func.func @fake_quantize_integers(%x: tensor<2xi8>, %l: tensor<i8>) -> tensor<2xi8> {
  %y = ov.FakeQuantize.v0 %x, %l, %l, %l, %l {levels = 256 : i64} : (tensor<2xi8>, tensor<i8>, tensor<i8>, tensor<i8>, tensor<i8>) -> tensor<2xi8>
  func.return %y : tensor<2xi8>
}
// CHECK-NEXT: FakeQuantize needs floating-point data, got i8

// -----

func.func @fake_quantize_limits(%x: tensor<3xf32>, %l: tensor<2x3xf32>) -> tensor<3xf32> {
  %y = ov.FakeQuantize.v0 %x, %l, %l, %l, %l {levels = 256 : i64} : (tensor<3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3xf32>
  func.return %y : tensor<3xf32>
}
// CHECK-NEXT: a FakeQuantize limit of tensor<2x3xf32> does not broadcast onto tensor<3xf32>
