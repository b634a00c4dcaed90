// RUN: ov-opt %s --split-input-file -p convert-torch-to-ov | filecheck %s

// add.Tensor with alpha 1 is an Add; the scalar alpha goes with it.
// CHECK-LABEL: func.func @add
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %x, %w : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @add(%x: tensor<2x3xf32>, %w: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %one = torch.constant {value = 1 : i64} : i64
  %y = "torch.aten.add.Tensor"(%x, %w, %one) : (tensor<2x3xf32>, tensor<2x3xf32>, i64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// alpha 2 scales the second operand, in the result's element type.
// CHECK-LABEL: func.func @add_alpha
// CHECK:         %[[A:.*]] = ov.Constant.v0 dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = ov.Multiply.v1 %w, %[[A]]
// CHECK-NEXT:    %[[Y:.*]] = ov.Add.v1 %x, %[[S]]
func.func @add_alpha(%x: tensor<2x3xf32>, %w: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %two = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.add.Tensor"(%x, %w, %two) : (tensor<2x3xf32>, tensor<2x3xf32>, i64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// An integer tensor times a Python float computes in the result's f32: the tensor converted.
// CHECK-LABEL: func.func @mul_scalar_promotes
// CHECK-DAG:     %[[X:.*]] = ov.Convert.v0 %x {destination_type = f32}
// CHECK-DAG:     %[[C:.*]] = ov.Constant.v0 dense<5.000000e-01> : tensor<f32>
// CHECK:         ov.Multiply.v1 %[[X]], %[[C]]
func.func @mul_scalar_promotes(%x: tensor<4xi64>) -> tensor<4xf32> {
  %half = torch.constant {value = 5.000000e-01 : f64} : f64
  %y = "torch.aten.mul.Scalar"(%x, %half) : (tensor<4xi64>, f64) -> tensor<4xf32>
  func.return %y : tensor<4xf32>
}

// -----

// A comparison of f16 data with a Python float computes in f16 (the tensor decides).
// CHECK-LABEL: func.func @lt_scalar
// CHECK:         %[[C:.*]] = ov.Constant.v0 dense<1.500000e+00> : tensor<f16>
// CHECK-NEXT:    ov.Less.v1 %x, %[[C]] : (tensor<3xf16>, tensor<f16>) -> tensor<3xi1>
func.func @lt_scalar(%x: tensor<3xf16>) -> tensor<3xi1> {
  %c = torch.constant {value = 1.500000e+00 : f64} : f64
  %y = "torch.aten.lt.Scalar"(%x, %c) : (tensor<3xf16>, f64) -> tensor<3xi1>
  func.return %y : tensor<3xi1>
}

// -----

// relu of a tensor: Relu; an op no pattern takes stays for the error.
// CHECK-LABEL: func.func @relu
// CHECK-NEXT:    ov.Relu.v0 %x : tensor<2xf32>
func.func @relu(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = "torch.aten.relu"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %y : tensor<2xf32>
}

// -----

// clamp of floats with known bounds is one Clamp, its result the node's.
// CHECK-LABEL: func.func @clamp_static
// CHECK-NEXT:    %[[Y:.*]] = ov.Clamp.v0 %x {min = -5.000000e-01 : f64, max = 5.000000e-01 : f64}
// CHECK-NEXT:    func.return %[[Y]]
func.func @clamp_static(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %low = torch.constant {value = -5.000000e-01 : f64} : f64
  %high = torch.constant {value = 5.000000e-01 : f64} : f64
  %y = "torch.aten.clamp"(%x, %low, %high) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<2x3xf32>, f64, f64) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// Integers (Clamp would round the bounds) and a missing bound: Maximum alone.
// CHECK-LABEL: func.func @clamp_min_of_ints
// CHECK:         %[[Y:.*]] = ov.Maximum.v1 %x, %{{.*}} : (tensor<4xi64>, tensor<i64>) -> tensor<4xi64>
// CHECK-NOT:     ov.Minimum
// CHECK:         func.return %[[Y]]
func.func @clamp_min_of_ints(%x: tensor<4xi64>) -> tensor<4xi64> {
  %low = torch.constant {value = 2 : i64} : i64
  %y = "torch.aten.clamp"(%x, %low) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<4xi64>, i64) -> tensor<4xi64>
  func.return %y : tensor<4xi64>
}

// -----

// gelu: Gelu-7 in OpenVINO's spelling of its modes (ERF, the default, is not printed).
// CHECK-LABEL: func.func @gelu
// CHECK-NEXT:    %[[E:.*]] = ov.Gelu.v7 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[T:.*]] = ov.Gelu.v7 %[[E]] {approximation_mode = "TANH"}
// CHECK-NEXT:    func.return %[[T]]
func.func @gelu(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = "torch.aten.gelu"(%x) <{approximate = "none"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = "torch.aten.gelu"(%e) <{approximate = "tanh"}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %t : tensor<2x3xf32>
}

// -----

// OpenVINO's arithmetic takes no booleans: a product of booleans is LogicalAnd, a sum LogicalOr.
// CHECK-LABEL: func.func @booleans
// CHECK-NEXT:    %[[AND:.*]] = ov.LogicalAnd.v1 %a, %b : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
// CHECK-NEXT:    %[[OR:.*]] = ov.LogicalOr.v1 %a, %b : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
// CHECK-NEXT:    func.return %[[AND]], %[[OR]]
func.func @booleans(%a: tensor<3xi1>, %b: tensor<3xi1>) -> (tensor<3xi1>, tensor<3xi1>) {
  %one = torch.constant {value = 1 : i64} : i64
  %p = "torch.aten.mul.Tensor"(%a, %b) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %s = "torch.aten.add.Tensor"(%a, %b, %one) : (tensor<3xi1>, tensor<3xi1>, i64) -> tensor<3xi1>
  func.return %p, %s : tensor<3xi1>, tensor<3xi1>
}

// -----

// atan2(y, x): Atan(y / x), a half turn toward y's side where x is negative (signs read from
// 1 / value, so that -0 is negative), 0 or the half turn at the origin.
// CHECK-LABEL: func.func @atan2
// CHECK:         %[[Q:.*]] = ov.Divide.v1 %y, %x
// CHECK-NEXT:    %[[A:.*]] = ov.Atan.v0 %[[Q]]
// CHECK:         ov.Select.v1
// CHECK-NOT:     torch.aten.atan2
func.func @atan2(%y: tensor<3xf32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %r = "torch.aten.atan2"(%y, %x) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----

// silu (Llama's MLP, as torch.export leaves it): Swish of beta 1.
// CHECK-LABEL: func.func @silu
// CHECK-NEXT:    %[[Y:.*]] = ov.Swish.v4 %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @silu(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = "torch.aten.silu"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %y : tensor<2x3xf32>
}

// -----

// `a & b` of booleans is a logical and; `a | 6` of integers a bitwise or.
// CHECK-LABEL: func.func @and_bool
// CHECK-NEXT:    %[[Y:.*]] = ov.LogicalAnd.v1 %a, %b : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
// CHECK-NEXT:    func.return %[[Y]]
func.func @and_bool(%a: tensor<2x3xi1>, %b: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %y = "torch.aten.__and__.Tensor"(%a, %b) : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  func.return %y : tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @or_int_scalar
// CHECK-NEXT:    %[[C:.*]] = ov.Constant.v0 dense<6> : tensor<i32>
// CHECK-NEXT:    %[[Y:.*]] = ov.BitwiseOr.v13 %a, %[[C]] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
// CHECK-NEXT:    func.return %[[Y]]
func.func @or_int_scalar(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %six = torch.constant {value = 6 : i64} : i64
  %y = "torch.aten.__or__.Scalar"(%a, %six) : (tensor<2x3xi32>, i64) -> tensor<2x3xi32>
  func.return %y : tensor<2x3xi32>
}

// -----

// hardswish and hardsigmoid (MobileNetV3, as torch.export leaves them): HSwish and HSigmoid.
// CHECK-LABEL: func.func @hard_activations
// CHECK-NEXT:    %[[A:.*]] = ov.HSwish.v4 %x : tensor<2x3xf32>
// CHECK-NEXT:    %[[B:.*]] = ov.HSigmoid.v5 %x : tensor<2x3xf32>
// CHECK-NEXT:    func.return %[[A]], %[[B]]
func.func @hard_activations(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %a = "torch.aten.hardswish"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = "torch.aten.hardsigmoid"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %a, %b : tensor<2x3xf32>, tensor<2x3xf32>
}
